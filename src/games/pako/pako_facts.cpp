#include "tabletop/games/pako/pako_facts.hpp"

#include "tabletop/games/pako/pako_json.hpp"
#include "tabletop/games/pako/pako_replay.hpp"
#include "tabletop/games/pako/pako_robots.hpp"

namespace tabletop::pako {

namespace {

// The yard's sides a game may have, in the form and on the command line.
SetupOption sizes() {
  SetupOption size{.key = "size",
                   .label = "Yard",
                   .fallback = kDefaultSize,
                   .note = "Odd sizes from " + std::to_string(kMinSize) + " to " + std::to_string(kMaxSize) +
                           "; 9 x 9 is as wide as the physical game.",
                   .takes = "N",
                   .about = "the yard's side: " + valid_sizes() + "; default " + std::to_string(kDefaultSize)};
  for (int n = kMinSize; n <= kMaxSize; n += 2)
    size.choices.push_back({n, std::to_string(n) + " x " + std::to_string(n), ""});
  return size;
}

}  // namespace

const HeadlessKit<State>& facts() {
  static const HeadlessKit<State> k = [] {
    HeadlessKit<State> g;
    g.id = State::kGameId;
    g.title = "Escape from Prison Island";
    g.tagline = "Sneak three prisoners past the running guards into the boat";
    g.replay_format = R"({"size":5,"players":2,"seed":1,"position":{...},"moves":[{"from":"prison","to":[5,2]}, ...]})";
    g.styles = &robot_styles();
    g.fewest_players = kMinPlayers;
    g.most_players = kMaxPlayers;
    g.default_sim_seats = {"lookahead", "random"};
    g.score = {"A score is how many prisoners a player has in the boat when the game ends.",
               [](long n) { return std::to_string(n) + " in the boat"; }};
    g.new_state = [](const json& setup) {
      State state(setup_int(setup, "size", kDefaultSize), setup_players(setup));
      // An older script's starting position comes in its setup (pako_replay.cpp).
      if (setup.is_object() && setup.contains("position")) read_position(state, setup["position"]);
      return state;
    };
    g.setup_options = {
        sizes(),
        {.key = "players", .label = "Players", .choices = numbers_from(kMinPlayers, kMaxPlayers), .fallback = 2},
        {.key = "hints",
         .label = "Move hints",
         .choices = {{true, "on", ""}, {false, "off", ""}},
         .fallback = true,
         .note = "Marks every square you can reach without losing a prisoner. H switches it during a game.",
         .seats_follow = true}};
    g.script_document = script_document;
    g.summarize = summarize;
    g.review = review;
    g.showcase.person_against_hard = {R"({"size": 5, "players": 2, "seats": ["person", "hard"], "moves": []})"};
    g.showcase.largest_setups = [] { return std::vector<json>{{{"size", kMaxSize}, {"players", kMaxPlayers}}}; };
    return g;
  }();
  return k;
}

Match<State> replay_script(const json& script) { return facts().replay_any(script); }

}  // namespace tabletop::pako
