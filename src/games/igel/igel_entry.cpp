#include "tabletop/games/igel/igel_entry.hpp"

#include "tabletop/games/igel/igel_facts.hpp"
#include "tabletop/games/igel/igel_robots.hpp"
#include "tabletop/games/igel/igel_view.hpp"
#include "tabletop/registry/game_kit.hpp"
#include "tabletop/ui/keys.hpp"

namespace tabletop::igel {
namespace {

std::vector<ui::Field> setup_fields(const json& last) {
  std::vector<ui::Field> fields;
  std::vector<std::string> labels;
  std::vector<json> values;
  for (int n = kMinPlayers; n <= kMaxPlayers; ++n) {
    labels.push_back(std::to_string(n));
    values.push_back(n);
  }
  fields.push_back(ui::Field::choice("players", "Players", labels, values, players_in(last)));
  fields.back().note = "Two to six racers, four hedgehogs each; four players is the classic game.";
  auto seats = seat_fields(last, kMaxPlayers, robot_styles());
  fields.insert(fields.end(), seats.begin(), seats.end());
  for (Variant v : kAllVariants) {
    std::string label = variant_title(v);
    label[0] = static_cast<char>(label[0] - 'a' + 'A');
    fields.push_back(ui::Field::choice(variant_id(v), label, {"no", "yes"}, {false, true},
                                       last.is_object() ? last.value(variant_id(v), json(false)) : json(false)));
    fields.back().note = variant_rule(v);
  }
  return fields;
}

const GameKit<State, IgelScreen>& kit() {
  static const GameKit<State, IgelScreen> k = [] {
    GameKit<State, IgelScreen> g(facts());
    g.keys = &screen_keys();
    g.roles = &board_roles();
    g.setup_intro =
        "Race three of your four hedgehogs from the Start column to the goal; each turn a die picks the row "
        "where one must step forward.";
    g.fields = setup_fields;
    g.showcase.moments = {{"igel", "", 40, {}}, {"igel", "", 40, {ui::key::page_up, ui::key::up, ui::key::right}}};
    return g;
  }();
  return k;
}

}  // namespace

GameEntry entry() { return kit().entry(); }

}  // namespace tabletop::igel
