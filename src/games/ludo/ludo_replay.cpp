#include "tabletop/games/ludo/ludo_replay.hpp"

#include <algorithm>

#include "tabletop/core/json_read.hpp"
#include "tabletop/core/script_document.hpp"
#include "tabletop/core/script_seats.hpp"
#include "tabletop/core/seeds.hpp"
#include "tabletop/games/ludo/ludo_json.hpp"
#include "tabletop/games/ludo/ludo_robots.hpp"

namespace tabletop::ludo {
namespace {

Turn turn_from_json(const json& entry) {
  if (!entry.is_array() || entry.size() != 2) throw BadData("a turn is a pair [position, roll], like [\"A\", 6]");
  const json& position = entry[0];
  const std::string letter = position.is_string() ? position.get<std::string>() : position.dump();
  if (letter.size() != 1 || position_of_letter(letter[0]) < 0) {
    throw BadData("position " + position.dump() + " is not one of A, B, C and D");
  }
  if (!entry[1].is_number_integer()) throw BadData("the roll must be a whole number from 1 to 6");
  const auto roll = entry[1].get<long long>();
  if (roll < 1 || roll > 6) throw BadData("a roll is from 1 to 6, not " + std::to_string(roll));
  return Turn{position_of_letter(letter[0]), static_cast<int>(roll)};
}

}  // namespace

ReadScript script_document(const json& script) {
  using namespace jsonread;
  only_keys(script, {"players", "turns", "seed", "choose_moves", "seats", "space_names"}, "a ludo script");
  const std::vector<int> positions = positions_from_json(field(script, "players", ""), "players");
  const bool choose = has(script, "choose_moves") ? bool_field(script, "choose_moves", "") : false;
  const std::uint64_t seed = seed_field(script);
  json setup{{"positions", field(script, "players", "")}, {"choose_moves", choose}, {"literal_turns", true}};
  // The seats come after the turns, as the seed's play_game found a bad turn first; they do not
  // change what a literal turn does.
  ScriptDocument<State> doc(setup, seed, State(positions, choose, true),
                            std::vector<Seat>(positions.size(), Seat{false, "", "", false}));
  const json& turns = optional_array_field(script, "turns", "");
  for (std::size_t i = 0; i < turns.size(); ++i) {
    try {
      const Move move = Move::turn(turn_from_json(turns[i]));
      if (const std::string why = doc.state().why_illegal(move); !why.empty()) throw BadData(why);
      doc.play(move);
    } catch (const std::runtime_error& e) {
      throw BadData("turn " + std::to_string(i + 1) + ": " + e.what());
    }
  }
  const std::vector<Seat> seats =
      script_seats(script, static_cast<int>(positions.size()), robot_styles(), [&](int seat, bool robot) {
        return std::string(robot ? "Robot " : "Player ") + position_letter(positions[static_cast<std::size_t>(seat)]);
      });
  ReadScript read = doc.read();
  for (std::size_t i = 0; i < seats.size(); ++i) {
    const Seat& seat = seats[i];
    read.document["setup"]["seat" + std::to_string(positions[i])] = seat.robot    ? seat.style
                                                                    : seat.joined ? "joined"
                                                                                  : "person";
  }
  return read;
}

json summarize(const Match<State>& match) {
  const State& s = match.state();
  json players = json::object();
  for (int seat = 0; seat < s.num_seats(); ++seat) {
    const Player& p = s.player(seat);
    players[std::string(1, p.letter())] =
        json{{"completed", p.completed()}, {"p_steps", p.token_p_steps()}, {"q_steps", p.token_q_steps()}};
  }
  return json{{"spaces", s.spaces()}, {"players", players}};
}

json answer_space_names(const json& script) {
  using namespace jsonread;
  const std::vector<int> positions = positions_from_json(field(script, "players", ""), "players");
  const json& asked = array_field(script, "space_names", "");
  json answers = json::object();
  for (std::size_t i = 0; i < asked.size(); ++i) {
    const std::string where = "space_names[" + std::to_string(i) + "]";
    const json& entry = asked[i];
    if (!entry.is_array() || entry.size() != 2)
      throw BadData(where + " must be a pair [position, steps], like [\"B\", 55]");
    const int position = position_from_json(entry[0], where);
    if (std::find(positions.begin(), positions.end(), position) == positions.end()) {
      throw BadData(where + ": " + kPlayerNotFound + " (position " + position_letter(position) + " is not playing)");
    }
    const int steps = integer(entry[1], kYard, kFinal, where + " steps");
    answers[std::string(1, position_letter(position)) + ":" + std::to_string(steps)] = space_name(position, steps);
  }
  return answers;
}

}  // namespace tabletop::ludo
