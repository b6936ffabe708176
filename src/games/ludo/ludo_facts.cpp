#include "tabletop/games/ludo/ludo_facts.hpp"

#include "tabletop/core/json_read.hpp"
#include "tabletop/games/ludo/ludo_batch.hpp"
#include "tabletop/games/ludo/ludo_json.hpp"
#include "tabletop/games/ludo/ludo_replay.hpp"
#include "tabletop/games/ludo/ludo_robots.hpp"

namespace tabletop::ludo {
namespace {

// Whether a setup replays a turns list (State::literal_turns), which may have one position.
bool literal_turns(const json& setup) {
  const json literal = setup.value("literal_turns", json(false));
  if (!literal.is_boolean()) throw BadData("literal_turns must be true or false, not " + literal.dump());
  return literal.get<bool>();
}

// The playing positions of a setup: the form's positions with someone on them, or `positions`
// ("AC" or ["A", "C"]) or the first `players` positions, as `tabletop sim` passes them.
std::vector<int> setup_positions(const json& setup) {
  if (setup.contains("positions")) {
    json list = setup["positions"];
    if (list.is_string()) {
      json letters = json::array();
      for (char c : list.get<std::string>()) letters.push_back(std::string(1, c));
      list = letters;
    }
    // One wording for every list that is no list of corners: --positions ZZ, ABCDE and A alike. A
    // replayed turns list may have one position; a game is played by two or more.
    const int fewest = literal_turns(setup) ? 1 : kMinPlayers;
    const bool corners =
        list.is_array() && list.size() >= static_cast<std::size_t>(fewest) &&
        list.size() <= static_cast<std::size_t>(kPositions) && std::all_of(list.begin(), list.end(), [](const json& c) {
          return c.is_string() && c.get<std::string>().size() == 1 && position_of_letter(c.get<std::string>()[0]) >= 0;
        });
    if (!corners) {
      throw BadData("positions must name " + std::to_string(fewest) +
                    " to 4 of the corners A, B, C and D, like AC, not " + setup["positions"].dump());
    }
    return positions_from_json(list, "positions");
  }
  std::vector<int> positions;
  if (setup.contains(seat_key(0))) {
    for (int position = 0; position < kPositions; ++position) {
      if (setup.value(seat_key(position), json(kNobody)) != kNobody) positions.push_back(position);
    }
    return positions;
  }
  // Never fewer or more than asked: 9 players are refused, not played as 4.
  const int players = setup_int(setup, "players", kMinPlayers);
  if (players < kMinPlayers || players > kMaxPlayers) throw BadData("Ludo is for 2 to 4 players");
  for (int position = 0; position < players; ++position) positions.push_back(position);
  return positions;
}

std::vector<Seat> setup_seats(const json& setup) {
  const std::vector<int> positions = setup_positions(setup);
  std::vector<std::string> ids;
  for (const auto& style : robot_styles()) ids.push_back(style.id);
  // seats_from_setup counts seats from 0: give it the playing positions' choices in seat order.
  json by_seat = json::object();
  for (std::size_t i = 0; i < positions.size(); ++i) {
    by_seat[seat_key(static_cast<int>(i))] = setup.value(seat_key(positions[i]), json("person"));
  }
  std::vector<Seat> seats = seats_from_setup(by_seat, static_cast<int>(positions.size()), ids);
  for (std::size_t i = 0; i < seats.size(); ++i) {
    const json name = setup.value(name_key(positions[i]), json(""));
    seats[i].name = name.is_string() && !name.get<std::string>().empty()
                        ? name.get<std::string>()
                        : std::string(seats[i].robot ? "Robot " : "Player ") + position_letter(positions[i]);
  }
  return seats;
}

}  // namespace

std::string seat_key(int position) { return "seat" + std::to_string(position); }

std::string name_key(int position) { return "name" + std::to_string(position); }

const HeadlessKit<State>& facts() {
  static const HeadlessKit<State> k = [] {
    HeadlessKit<State> g;
    g.id = State::kGameId;
    g.title = "Ludo";
    g.tagline = "Race two tokens each round the board and home; land on a rival to send it back";
    g.replay_format = R"({"players":["A","B"],"turns":[["A",6],["A",4], ...],"space_names":[["B",55]]})";
    g.styles = &robot_styles();
    g.fewest_players = kMinPlayers;
    g.most_players = kMaxPlayers;
    g.default_sim_seats = {"tactician", "priority"};
    g.new_state = [](const json& setup) {
      const std::vector<int> positions = setup_positions(setup);
      const bool literal = literal_turns(setup);
      if (positions.size() < static_cast<std::size_t>(literal ? 1 : kMinPlayers)) {
        throw BadData("Ludo needs at least two positions playing.");
      }
      if (setup.contains("positions") && setup.contains("players") && setup["players"].is_number_integer() &&
          setup["players"].get<int>() != static_cast<int>(positions.size())) {
        // Only `tabletop sim` gives both: its players are its --seats.
        const int styles = setup["players"].get<int>();
        throw BadData("--positions names " + std::to_string(positions.size()) + " positions but --seats " +
                      std::to_string(styles) + (styles == 1 ? " robot style" : " robot styles") +
                      ": give one style per position");
      }
      // Without the form's answer (tabletop sim), players choose: only then do robot styles differ.
      return State(positions, setup.value("choose_moves", true), literal);
    };
    g.seats = setup_seats;
    g.setup_options = {
        {.key = "positions",
         .takes = "LETTERS",
         .about = "the corners played: 2 to 4 of ABCD, like AC (sim: one robot style each)"},
        {.key = "choose_moves",
         .label = "Choose my own moves",
         .choices = {{false, "no: the priority rule moves", ""}, {true, "yes", ""}},
         .fallback = false,
         .note = "With no, every token moves by the priority rule, the robots' too: every robot level plays alike. "
                 "With yes, you pick among the legal moves (the priority rule's move is marked \"the rule's\"), and "
                 "each robot plays its own way.",
         .takes = "BOOL",
         .about = "true (the default): players choose their moves; false: the priority rule"},
        {.key = "numbers",
         .label = "Track numbers",
         .choices = no_or_yes(),
         .fallback = false,
         .note = "The track's spaces and the home squares with their numbers and names, as the log and the list of "
                 "moves call them. # switches them during a game."}};
    g.script_document = script_document;
    g.summarize = summarize;
    g.review = review;
    g.showcase.person_against_hard = {
        R"({"players": ["A", "B"], "seats": ["person", "hard"], "choose_moves": true, "turns": []})"};
    g.showcase.largest_setups = [] {
      json every_seat_a_person = json::object();
      for (int seat = 0; seat < kMaxPlayers; ++seat) every_seat_a_person["seat" + std::to_string(seat)] = "person";
      return std::vector<json>{every_seat_a_person};
    };
    // The seed's get_space_name look-ups ride along with a replay script; they need no game state.
    g.finish = [](HeadlessEntry& e) {
      e.replay = [plain = e.replay](const json& script, bool with_match) {
        ReplayResult result = plain(script, with_match);
        if (jsonread::has(script, "space_names")) result.summary["space_names"] = answer_space_names(script);
        return result;
      };
      e.answer_line = answer_line;
    };
    return g;
  }();
  return k;
}

Match<State> replay_script(const json& script) { return facts().replay_any(script); }

}  // namespace tabletop::ludo
