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
    if (setup.is_object() && setup.value(variant_id(v), false)) variants.set(v, true);
  }
  return variants;
}

// Two to six racers, the seats, then each variant as yes or no; the command line names the variants
// played in a list.
std::vector<SetupOption> setup_options() {
  std::vector<SetupOption> options{{.key = "players",
                                    .label = "Players",
                                    .choices = numbers_from(kMinPlayers, kMaxPlayers),
                                    .fallback = 2,
                                    .note = "Two to six racers, four hedgehogs each; four players is the classic game.",
                                    .seats_follow = true}};
  for (Variant v : kAllVariants) {
    std::string label = variant_title(v);
    label[0] = static_cast<char>(label[0] - 'a' + 'A');
    options.push_back(
        {.key = variant_id(v), .label = label, .choices = no_or_yes(), .fallback = false, .note = variant_rule(v)});
  }
  options.push_back({.key = "variants",
                     .takes = "LIST",
                     .about = "by comma, of round_board, shallow_obstacles, repelling_obstacles, stacks_march"});
  return options;
}

}  // namespace

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
    g.new_state = [](const json& setup) { return State(setup_players(setup), setup_variants(setup)); };
    g.setup_options = setup_options();
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
