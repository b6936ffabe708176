#include "nim/nim_entry.hpp"

#include "nim/nim_replay.hpp"
#include "nim/nim_view.hpp"
#include "tabletop/registry/game_kit.hpp"

namespace tabletop::nim {
namespace {

std::vector<int> setup_heaps(const json& setup) {
  try {
    return setup.contains("heaps") ? heaps_from_json(setup["heaps"], "heaps") : kDefaultHeaps;
  } catch (const BadData&) {
    return kDefaultHeaps;
  }
}

std::vector<ui::Field> setup_fields(const json& last) {
  std::vector<ui::Field> fields;
  fields.push_back(ui::Field::choice("heaps", "Heaps", {"3, 5 and 7 sticks", "one heap of 15"},
                                     {json(kDefaultHeaps), json::array({15})}, json(setup_heaps(last))));
  auto seats = seat_fields(last, kPlayers, robot_styles());
  fields.insert(fields.end(), seats.begin(), seats.end());
  return fields;
}

const GameKit<State, NimScreen>& kit() {
  static const GameKit<State, NimScreen> k = [] {
    GameKit<State, NimScreen> g;
    g.id = State::kGameId;
    g.title = "Nim";
    g.tagline = "take 1 to 3 sticks from a heap; who takes the last one wins";
    g.replay_format = R"({"heaps":[3,5,7],"seed":1,"moves":[{"heap":3,"take":2}, ...]})";
    g.styles = &robot_styles();
    g.default_sim_seats = {"random", "random"};
    g.setup_intro =
        "Two players take turns taking one to three sticks from one heap. Whoever takes the last stick wins.";
    g.fields = setup_fields;
    g.new_state = [](const json& setup) { return State(setup_heaps(setup)); };
    g.players = [](const json&) { return kPlayers; };
    g.replay = replay_script;
    g.summarize = summarize;
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
