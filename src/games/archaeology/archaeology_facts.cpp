#include "tabletop/games/archaeology/archaeology_facts.hpp"

#include "tabletop/games/archaeology/archaeology_json.hpp"
#include "tabletop/games/archaeology/archaeology_replay.hpp"
#include "tabletop/games/archaeology/archaeology_robots.hpp"

namespace tabletop::archaeology {

// The number of players of a setup; State refuses anything but 2 to 4 with a clear message.
int players_of(const json& setup) { return setup_int(setup, "players", 2); }

const HeadlessKit<State>& facts() {
  static const HeadlessKit<State> k = [] {
    HeadlessKit<State> g;
    g.id = State::kGameId;
    g.title = "Archaeology: The Card Game";
    g.tagline = "Dig for treasure, trade at the market, sell sets to the museum";
    g.replay_format =
        R"({"players":2,"seed":1,"seats":["person","expert"],"actions":["dig",{"sell":"coin","count":3},"end", ...]})";
    g.styles = &robot_styles();
    g.fewest_players = kMinPlayers;
    g.most_players = kMaxPlayers;
    g.default_sim_seats = {"expert", "cautious"};
    g.score = {"A score is the money a player has when the game ends.", [](long n) { return "$" + std::to_string(n); }};
    g.new_state = [](const json& setup) { return State(players_of(setup), length_field(setup, "")); };
    g.players = players_of;
    g.sim_options = {{"length",
                      "LENGTH",
                      "normal (the whole deck, the default) or short (half the deck: half of each kind of card)",
                      {}}};
    g.script_document = script_document;
    g.summarize = summarize;
    g.review = review;
    g.showcase.person_against_hard = {R"({"players": 2, "seed": 1, "seats": ["person", "hard"], "actions": []})",
                                      R"({"players": 2, "seed": 1, "seats": ["person", "hard"], "actions": ["dig"]})"};
    g.showcase.largest_setups = [] { return std::vector<json>{{{"players", kMaxPlayers}, {"length", "normal"}}}; };
    return g;
  }();
  return k;
}

Match<State> replay_script(const json& script) { return facts().replay_any(script); }

}  // namespace tabletop::archaeology
