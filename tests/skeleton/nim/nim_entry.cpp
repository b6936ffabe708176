#include "nim/nim_entry.hpp"

#include "nim/nim_facts.hpp"
#include "nim/nim_view.hpp"
#include "tabletop/registry/game_kit.hpp"
#include "tabletop/ui/keys.hpp"

namespace tabletop::nim {
namespace {

const GameKit<State, NimScreen>& kit() {
  static const GameKit<State, NimScreen> k = [] {
    GameKit<State, NimScreen> g(facts());
    g.roles = &board_roles();
    g.setup_intro =
        "Two players take turns taking one to three sticks from one heap. Whoever takes the last stick wins.";
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
