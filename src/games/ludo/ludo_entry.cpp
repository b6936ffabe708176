#include "tabletop/games/ludo/ludo_entry.hpp"

#include <algorithm>

#include "tabletop/core/json_read.hpp"
#include "tabletop/games/ludo/ludo_batch.hpp"
#include "tabletop/games/ludo/ludo_json.hpp"
#include "tabletop/games/ludo/ludo_replay.hpp"
#include "tabletop/games/ludo/ludo_robots.hpp"
#include "tabletop/games/ludo/ludo_view.hpp"
#include "tabletop/registry/game_kit.hpp"
#include "tabletop/ui/keys.hpp"

namespace tabletop::ludo {
namespace {

const char* const kNobody = "nobody";

std::string seat_key(int position) { return "seat" + std::to_string(position); }
std::string name_key(int position) { return "name" + std::to_string(position); }

// Names as every game gives them; a corner nobody plays from has none. While the priority rule moves
// every token, a robot's note says its level plays no part.
void refresh_fields(std::vector<ui::Field>& fields) {
  const bool choosing = field_value(fields, "choose_moves", false) == true;
  for (auto& f : fields) {
    if (f.is_text && f.seat >= 0) f.hidden = field_value(fields, seat_key(f.seat), kNobody) == kNobody;
    if (f.is_text || f.key.rfind("seat", 0) != 0) continue;
    for (std::size_t i = 0; i < f.values.size() && i < f.option_notes.size(); ++i) {
      const RobotStyle<State>* style =
          f.values[i].is_string() ? find_style(robot_styles(), f.values[i].get<std::string>()) : nullptr;
      if (style == nullptr) continue;
      f.option_notes[i] =
          robot_note(*style) +
          (choosing ? ""
                    : " While the priority rule moves every token (Choose my own moves: no), its level plays no part.");
    }
  }
  name_seats(fields);
}

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

std::vector<ui::Field> setup_fields(const json& last) {
  // First use: a person on A against a robot on the opposite corner.
  json remembered = last;
  if (!remembered.contains(seat_key(0))) {
    remembered[seat_key(0)] = "person";
    remembered[seat_key(1)] = kNobody;
    remembered[seat_key(2)] = default_style(robot_styles()).id;  // Normal
    remembered[seat_key(3)] = kNobody;
  }
  std::vector<ui::Field> fields;
  for (ui::Field& seat : seat_fields(remembered, kPositions, robot_styles())) {
    if (seat.is_text) {  // the corner's name
      fields.push_back(std::move(seat));
      continue;
    }
    std::vector<std::string> labels{"Not playing"};
    std::vector<json> values{kNobody};
    labels.insert(labels.end(), seat.options.begin(), seat.options.end());
    values.insert(values.end(), seat.values.begin(), seat.values.end());
    const char letter = seat.label.back();
    ui::Field field = ui::Field::choice(seat.key, std::string("Seat ") + letter, labels, values, remembered[seat.key]);
    field.note = "Who plays from the " + std::string(1, letter) + " corner (2 to 4 seats must play).";
    field.option_notes = {"Nobody plays from this corner."};
    field.option_notes.insert(field.option_notes.end(), seat.option_notes.begin(), seat.option_notes.end());
    fields.push_back(std::move(field));
  }
  fields.push_back(ui::Field::choice("choose_moves", "Choose my own moves", {"no: the priority rule moves", "yes"},
                                     {false, true}, last.value("choose_moves", json(false))));
  fields.back().note =
      "With no, every token moves by the priority rule, the robots' too: every robot level plays alike. With yes, "
      "you pick among the legal moves (the priority rule's move is marked \"the rule's\"), and each robot plays its "
      "own "
      "way.";
  fields.push_back(
      ui::Field::choice("numbers", "Track numbers", {"no", "yes"}, {false, true}, last.value("numbers", json(false))));
  fields.back().note =
      "The track's spaces and the home squares with their numbers and names, as the log and the list of "
      "moves call them. # switches them during a game.";
  return fields;
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

const GameKit<State, LudoScreen>& kit() {
  static const GameKit<State, LudoScreen> k = [] {
    GameKit<State, LudoScreen> g;
    g.id = State::kGameId;
    g.title = "Ludo";
    g.tagline = "Race two tokens each round the board and home; land on a rival to send it back";
    g.replay_format = R"({"players":["A","B"],"turns":[["A",6],["A",4], ...],"space_names":[["B",55]]})";
    g.styles = &robot_styles();
    g.fewest_players = kMinPlayers;
    g.most_players = kMaxPlayers;
    g.refresh = refresh_fields;
    g.keys = &screen_keys();
    g.roles = &board_roles();
    g.default_sim_seats = {"tactician", "priority"};
    g.setup_intro =
        "Roll a 6 to bring a token out of the yard, race it around the board and up your home lane to E. "
        "Land on others to send them back. Both tokens on E and you are done.";
    g.fields = setup_fields;
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
      const json choose = setup.value("choose_moves", json(true));
      if (!choose.is_boolean()) throw BadData("choose_moves must be true or false, not " + choose.dump());
      return State(positions, choose.get<bool>(), literal);
    };
    g.seats = setup_seats;
    g.sim_options = {
        {"positions", "LETTERS", "the corners played: 2 to 4 of ABCD, like AC (sim: one robot style each)", {}},
        {"choose_moves", "BOOL", "true (the default): players choose their moves; false: the priority rule", {}}};
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
    // A to roll with both tokens on the track: any roll gives two moves to choose from.
    const std::string choosing = R"({"players": ["A", "B"], "choose_moves": true,
        "turns": [["A", 6], ["A", 2], ["B", 1], ["A", 6], ["A", 3], ["B", 1]]})";
    g.showcase.moments = {{"ludo", "", 40, {}},
                          {"ludo", "", 40, {ui::key::page_up}},
                          {"ludo, choosing moves", choosing, 0, {}},
                          {"ludo, choosing moves", choosing, 0, {'\n'}}};
    return g;
  }();
  return k;
}

}  // namespace

Match<State> replay_script(const json& script) { return kit().replay_any(script); }

GameEntry entry() {
  GameEntry e = kit().entry();
  // The seed's get_space_name look-ups ride along with a replay script; they need no game state.
  e.replay = [plain = e.replay](const json& script, bool with_match) {
    ReplayResult result = plain(script, with_match);
    if (jsonread::has(script, "space_names")) result.summary["space_names"] = answer_space_names(script);
    return result;
  };
  e.answer_line = answer_line;
  return e;
}

}  // namespace tabletop::ludo
