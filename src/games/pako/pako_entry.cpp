#include "tabletop/games/pako/pako_entry.hpp"

#include "tabletop/games/pako/pako_facts.hpp"
#include "tabletop/games/pako/pako_robots.hpp"
#include "tabletop/games/pako/pako_view.hpp"
#include "tabletop/registry/game_kit.hpp"
#include "tabletop/ui/keys.hpp"

namespace tabletop::pako {
namespace {

const GameKit<State, PakoScreen>& kit() {
  static const GameKit<State, PakoScreen> k = [] {
    GameKit<State, PakoScreen> g(facts());
    g.keys = &screen_keys();
    g.roles = &board_roles();
    g.setup_intro =
        "Each player has four prisoners in the prison below the yard. Get three of them into the boat "
        "above it; every move wakes the guard of the row you end in.";
    g.showcase.moments = {{"pako", "", 40, {}},
                          {"pako", "", 40, {ui::key::page_up, ui::key::up, ui::key::up, ui::key::left}}};
    return g;
  }();
  return k;
}

}  // namespace

GameEntry entry() { return kit().entry(); }

}  // namespace tabletop::pako
