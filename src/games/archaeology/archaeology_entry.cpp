#include "tabletop/games/archaeology/archaeology_entry.hpp"

#include "tabletop/games/archaeology/archaeology_facts.hpp"
#include "tabletop/games/archaeology/archaeology_robots.hpp"
#include "tabletop/games/archaeology/archaeology_view.hpp"
#include "tabletop/registry/game_kit.hpp"
#include "tabletop/ui/keys.hpp"

namespace tabletop::archaeology {
namespace {

const GameKit<State, ArchaeologyScreen>& kit() {
  static const GameKit<State, ArchaeologyScreen> k = [] {
    GameKit<State, ArchaeologyScreen> g(facts());
    g.keys = &screen_keys();
    g.roles = &board_roles();
    g.setup_intro =
        "Dig up treasure, trade at the marketplace, explore the pyramid with maps and sell sets to the "
        "museum before thieves and sandstorms take them. The most money wins.";
    // 12 moves in, A has dug and may trade, explore, sell or end; 40 in, the log is long.
    using namespace ui::key;
    g.showcase.moments = {{"archaeology, covered", "", 40, {}},
                          {"archaeology", "", 12, {'\n', down}},
                          {"archaeology", "", 12, {'\n', end}},
                          {"archaeology", "", 40, {'\n', page_up}},
                          {"archaeology, trading", "", 12, {'\n', 't'}},
                          {"archaeology, trading", "", 12, {'\n', 't', '\t'}},
                          {"archaeology, trading", "", 12, {'\n', 't', right}}};
    return g;
  }();
  return k;
}

}  // namespace

GameEntry entry() { return kit().entry(); }

}  // namespace tabletop::archaeology
