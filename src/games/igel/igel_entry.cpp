#include "tabletop/games/igel/igel_entry.hpp"

#include "tabletop/games/igel/igel_json.hpp"

#include "tabletop/games/igel/igel_replay.hpp"
#include "tabletop/games/igel/igel_robots.hpp"
#include "tabletop/games/igel/igel_view.hpp"
#include "tabletop/registry/game_kit.hpp"
#include "tabletop/ui/keys.hpp"

namespace tabletop::igel {
namespace {

int players_in(const json& setup) { return setup_int(setup, "players", 2); }

// The variants of a setup: the form's yes/no per variant, and a list under "variants" as `tabletop
// sim --variants` passes it.
Variants setup_variants(const json& setup) {
  Variants variants = variants_field(setup, "");
  for (Variant v : kAllVariants) {
    const json flag = setup.is_object() ? setup.value(variant_id(v), json(false)) : json(false);
    if (!flag.is_boolean()) throw BadData(std::string(variant_id(v)) + " must be true or false, not " + flag.dump());
    if (flag.get<bool>()) variants.set(v, true);
  }
  return variants;
}

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
    GameKit<State, IgelScreen> g;
    g.id = State::kGameId;
    g.title = "Igel Ärgern";
    g.tagline = "Hedgehogs in a Hurry: race three hedgehogs to the goal";
    g.keys = &screen_keys();
    g.roles = &board_roles();
    g.replay_format =
        R"({"players":2,"seed":7,"placements":[1,2,...],"turns":[{"roll":3,"sidestep":null,"forward":[3,1]}, ...]})";
    g.styles = &robot_styles();
    g.fewest_players = kMinPlayers;
    g.most_players = kMaxPlayers;
    g.default_sim_seats = {"planner", "random"};
    g.setup_intro =
        "Race three of your four hedgehogs from the Start column to the goal; each turn a die picks the row "
        "where one must step forward.";
    g.score = {"A score is how many hedgehogs a player has in the goal when the game ends.",
               [](long n) { return std::to_string(n) + " in the goal"; }};
    g.fields = setup_fields;
    g.new_state = [](const json& setup) { return State(players_in(setup), setup_variants(setup)); };
    g.sim_options = {
        {"variants", "LIST", "by comma, of round_board, shallow_obstacles, repelling_obstacles, stacks_march", {}}};
    g.players = players_in;
    g.script_document = script_document;
    g.summarize = summarize;
    g.review = review;
    g.showcase.person_against_hard = {R"({"players": 2, "seed": 3, "seats": ["person", "hard"]})"};
    g.showcase.largest_setups = [] {
      return std::vector<json>{{{"players", kMaxPlayers},
                                {"round_board", true},
                                {"shallow_obstacles", true},
                                {"repelling_obstacles", true},
                                {"stacks_march", true}}};
    };
    g.showcase.moments = {{"igel", "", 40, {}}, {"igel", "", 40, {ui::key::page_up, ui::key::up, ui::key::right}}};
    return g;
  }();
  return k;
}

}  // namespace

GameEntry entry() { return kit().entry(); }

Match<State> replay_script(const json& script) { return kit().replay_any(script); }

}  // namespace tabletop::igel
