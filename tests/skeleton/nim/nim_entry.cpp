#include "nim/nim_entry.hpp"

#include "nim/nim_view.hpp"
#include "tabletop/registry/game_kit.hpp"
#include "tabletop/ui/keys.hpp"

namespace tabletop::nim {
namespace {

const std::vector<int> kDefaultHeaps{3, 5, 7};

// Throws BadData for heaps that are not a list of 1 to 7 sticks.
std::vector<int> setup_heaps(const json& setup) {
  return setup.contains("heaps") ? heaps_from_json(setup["heaps"], "heaps") : kDefaultHeaps;
}

// The form starts from the last setup, or from the default heaps when that was not a good one.
std::vector<int> remembered_heaps(const json& last) {
  try {
    return setup_heaps(last);
  } catch (const BadData&) {
    return kDefaultHeaps;
  }
}

// What `replay` and `state` print: the heaps, whose turn, the winner and the log.
json summarize(const Match<State>& match) {
  const State& s = match.state();
  json log = json::array();
  for (const LogLine& line : match.log()) log.push_back(line.text);
  return json{{"heaps", s.heaps()},
              {"turn", s.turn()},
              {"winner", s.winner() >= 0 ? json(s.winner()) : json(nullptr)},
              {"log", log}};
}

std::vector<ui::Field> setup_fields(const json& last) {
  std::vector<ui::Field> fields;
  fields.push_back(ui::Field::choice("heaps", "Heaps", {"3, 5 and 7 sticks", "one heap of 15"},
                                     {json(kDefaultHeaps), json::array({15})}, json(remembered_heaps(last))));
  auto seats = seat_fields(last, kPlayers, robot_styles());
  fields.insert(fields.end(), seats.begin(), seats.end());
  return fields;
}

const GameKit<State, NimScreen>& kit() {
  static const GameKit<State, NimScreen> k = [] {
    GameKit<State, NimScreen> g;
    g.id = State::kGameId;
    g.title = "Nim";
    g.tagline = "Take one to three sticks from a heap; whoever takes the last one wins";
    g.replay_format = R"({"game":"nim","setup":{"heaps":[3,5,7]},"seed":1,"moves":[{"heap":3,"take":2}, ...]})";
    g.roles = &board_roles();
    g.styles = &robot_styles();
    g.fewest_players = kPlayers;
    g.most_players = kPlayers;
    g.default_sim_seats = {"counter", "grabber"};
    g.setup_intro =
        "Two players take turns taking one to three sticks from one heap. Whoever takes the last stick wins.";
    g.fields = setup_fields;
    g.new_state = [](const json& setup) { return State(setup_heaps(setup)); };
    g.players = [](const json&) { return kPlayers; };
    g.summarize = summarize;
    g.showcase.person_against_hard = {R"({"game": "nim", "setup": {"seat0": "person", "seat1": "hard"}, "moves": []})"};
    g.showcase.largest_setups = [] { return std::vector<json>{{{"heaps", kDefaultHeaps}}, {{"heaps", {15}}}}; };
    g.showcase.moments = {{"nim", "", 2, {}}, {"nim", "", 2, {ui::key::right}}};  // two sticks of fifteen taken
    return g;
  }();
  return k;
}

}  // namespace

GameEntry entry() {
  GameEntry e = kit().entry();
  e.rules = rules_screen;  // its own file, as the screen's r opens
  return e;
}

}  // namespace tabletop::nim
