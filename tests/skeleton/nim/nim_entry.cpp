#include "nim/nim_entry.hpp"

#include "nim/nim_facts.hpp"
#include "nim/nim_view.hpp"
#include "tabletop/registry/game_kit.hpp"
#include "tabletop/ui/keys.hpp"

namespace tabletop::nim {
namespace {

// The form starts from the last setup, or from the default heaps when that was not a good one.
std::vector<int> remembered_heaps(const json& last) {
  try {
    return setup_heaps(last);
  } catch (const BadData&) {
    return kDefaultHeaps;
  }
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
    GameKit<State, NimScreen> g(facts());
    g.roles = &board_roles();
    g.setup_intro =
        "Two players take turns taking one to three sticks from one heap. Whoever takes the last stick wins.";
    g.fields = setup_fields;
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
