#include "tabletop/games/igel/igel_entry.hpp"

#include "tabletop/games/igel/igel_facts.hpp"
#include "tabletop/games/igel/igel_robots.hpp"
#include "tabletop/games/igel/igel_view.hpp"
#include "tabletop/registry/game_kit.hpp"
#include "tabletop/ui/keys.hpp"

namespace tabletop::igel {
namespace {

const GameKit<State, IgelScreen>& kit() {
  static const GameKit<State, IgelScreen> k = [] {
    GameKit<State, IgelScreen> g(facts());
    g.keys = &screen_keys();
    g.roles = &board_roles();
    g.setup_intro =
        "Race three of your four hedgehogs from the Start column to the goal; each turn a die picks the row "
        "where one must step forward.";
    g.showcase.moments = {{"igel", "", 40, {}}, {"igel", "", 40, {ui::key::page_up, ui::key::up, ui::key::right}}};
    return g;
  }();
  return k;
}

}  // namespace

GameEntry entry() { return kit().entry(); }

}  // namespace tabletop::igel
