#include "tabletop/games/igel/igel_facts.hpp"

#include "tabletop/games/igel/igel_json.hpp"
#include "tabletop/games/igel/igel_replay.hpp"
#include "tabletop/games/igel/igel_robots.hpp"

namespace tabletop::igel {
namespace {

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

}  // namespace

int players_in(const json& setup) { return setup_int(setup, "players", 2); }

const HeadlessKit<State>& facts() {
  static const HeadlessKit<State> k = [] {
    HeadlessKit<State> g;
    g.id = State::kGameId;
    g.title = "Igel Ärgern";
    g.tagline = "Hedgehogs in a Hurry: race three hedgehogs to the goal";
    g.replay_format =
        R"({"players":2,"seed":7,"placements":[1,2,...],"turns":[{"roll":3,"sidestep":null,"forward":[3,1]}, ...]})";
    g.styles = &robot_styles();
    g.fewest_players = kMinPlayers;
    g.most_players = kMaxPlayers;
    g.default_sim_seats = {"planner", "random"};
    g.score = {"A score is how many hedgehogs a player has in the goal when the game ends.",
               [](long n) { return std::to_string(n) + " in the goal"; }};
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
    return g;
  }();
  return k;
}

Match<State> replay_script(const json& script) { return facts().replay_any(script); }

}  // namespace tabletop::igel
