#include "tabletop/games/getaway/getaway_replay.hpp"

#include <algorithm>
#include <memory>

#include "tabletop/core/json_read.hpp"
#include "tabletop/core/script_seats.hpp"
#include "tabletop/core/script_step.hpp"
#include "tabletop/games/getaway/getaway_robots.hpp"

namespace tabletop::getaway {
namespace {

constexpr int kMostTurns = 100000;  // a script on a board that never ends stops here, unfinished

Board script_board(const json& script) {
  using namespace jsonread;
  if (has(script, "board") == has(script, "board_text")) {
    throw BadData("the script needs either \"board\" (a board file) or \"board_text\" (the board itself)");
  }
  if (has(script, "board_text")) return parse_board(string_field(script, "board_text", ""), "board_text");
  const std::string path = string_field(script, "board", "");
  return load_board_file(find_board(path), path);
}

std::vector<std::string> script_names(const json& script) {
  if (!jsonread::has(script, "players")) return {"Player A", "Player B"};
  const json& list = jsonread::array_field(script, "players", "");
  if (list.empty() || list.size() > static_cast<std::size_t>(kMaxPlayers))
    throw BadData("players must name 1 to 6 players");
  std::vector<std::string> names;
  for (std::size_t i = 0; i < list.size(); ++i) {
    if (!list[i].is_string() || list[i].get<std::string>().empty() ||
        characters_in(list[i].get<std::string>()) > kMaxPlayerName) {
      throw BadData("players[" + std::to_string(i) + "] must be a name of 1 to " + std::to_string(kMaxPlayerName) +
                    " characters");
    }
    names.push_back(list[i].get<std::string>());
  }
  return names;
}

Move toll_answer(const json& answer, const std::string& what) {
  if (answer == "pay") return Move::pay();
  if (answer == "refuse") return Move::refuse();
  throw BadData(what + " must be \"pay\" or \"refuse\"");
}

// What people answer to tolls: one answer for all, or a list taken in order.
std::vector<Move> script_tolls(const json& script) {
  if (!jsonread::has(script, "tolls")) return {Move::pay()};
  const json& tolls = script["tolls"];
  if (!tolls.is_array()) return {toll_answer(tolls, "tolls")};
  std::vector<Move> answers;
  for (std::size_t i = 0; i < tolls.size(); ++i)
    answers.push_back(toll_answer(tolls[i], "tolls[" + std::to_string(i) + "]"));
  if (answers.empty()) throw BadData("tolls must not be an empty list");
  return answers;
}

}  // namespace

Move dice_for_total(int total, int faces) {
  const int first = std::min(faces, total - 1);
  return Move::dice(first, total - first);
}

ReadScript script_document(const json& script) {
  using namespace jsonread;
  only_keys(script, {"board", "board_text", "players", "seed", "rolls", "tolls", "turns", "seats"}, "a getaway script");
  Board board = script_board(script);
  const std::vector<std::string> names = script_names(script);
  const std::uint64_t seed = seed_field(script);
  const json& rolls = optional_array_field(script, "rolls", "");
  const std::vector<Move> tolls = script_tolls(script);
  const bool repeat_toll = !has(script, "tolls") || !script["tolls"].is_array();
  const int turns = has(script, "turns") ? int_field(script, "turns", 0, kMostTurns, "") : kMostTurns;
  const int faces = board.faces;
  const std::vector<Seat> seats = script_seats(script, static_cast<int>(names.size()), robot_styles(),
                                               [&](int seat, bool) { return names[static_cast<std::size_t>(seat)]; });
  json setup{{"players", names.size()}};
  for (const char* key : {"board", "board_text"}) {
    if (has(script, key)) setup[key] = script[key];
  }
  put_seats(setup, seats, true);
  ScriptDocument<State> match(std::move(setup), seed, State(std::move(board), names), seats);
  std::vector<std::unique_ptr<Robot<State>>> robots;
  for (const auto& seat : seats) {
    const RobotStyle<State>* style = seat.robot ? find_style(robot_styles(), seat.style) : nullptr;
    robots.push_back(style != nullptr ? style->make() : nullptr);  // script_seats named known styles only
  }

  std::size_t next_roll = 0;
  std::size_t next_toll = 0;
  int turn = 0;
  while (!match.match().over()) {
    const State& s = match.state();
    const int seat = s.current_seat();
    if (s.phase() == Phase::roll && turn >= turns) break;
    const std::string where = "turn " + std::to_string(s.phase() == Phase::roll ? turn + 1 : turn);
    script_step(where, [&] {
      if (s.phase() == Phase::roll) {
        ++turn;
        if (next_roll >= rolls.size()) return match.play(Move::roll());
        const int total = integer(rolls[next_roll], INT32_MIN, INT32_MAX, "rolls[" + std::to_string(next_roll) + "]");
        ++next_roll;
        if (total < 2 || total > 2 * faces) {
          throw BadData("a roll of " + std::to_string(total) + " cannot be made with two " + std::to_string(faces) +
                        "-sided dice (2 to " + std::to_string(2 * faces) + ")");
        }
        match.play(Move::roll(), {dice_for_total(total, faces)});
      } else if (robots[static_cast<std::size_t>(seat)]) {
        match.play(robots[static_cast<std::size_t>(seat)]->choose(observe(s, seat), match.match().robot_rng(), {}));
      } else {
        if (!repeat_toll && next_toll >= tolls.size()) {
          throw BadData("tolls has no answer left for the toll on " + s.board().at(s.pending_square()).name);
        }
        match.play(tolls[repeat_toll ? 0 : next_toll++]);
      }
    });
  }
  return match.read();
}

json summarize(const Match<State>& match) {
  const State& s = match.state();
  json standings = json::array();
  json winners = json::array();
  const std::vector<int> order = s.standings();
  for (int seat : order) {
    const Player& p = s.player(seat);
    json backpack = json::array();
    for (const auto& ref : p.backpack) backpack.push_back(s.trinket(ref).name);
    standings.push_back(json{{"name", p.name}, {"gold", p.gold}, {"square", p.square}, {"backpack", backpack}});
    if (match.over() && p.gold == s.player(order.front()).gold) winners.push_back(p.name);
  }
  json log = json::array();
  for (const LogLine& line : match.log()) log.push_back(line.text);
  return json{{"over", match.over()}, {"winner", winners}, {"standings", standings}, {"log", log}};
}

}  // namespace tabletop::getaway
