#include "tabletop/games/archaeology/archaeology_facts.hpp"

#include "tabletop/games/archaeology/archaeology_json.hpp"
#include "tabletop/games/archaeology/archaeology_replay.hpp"
#include "tabletop/games/archaeology/archaeology_robots.hpp"

namespace tabletop::archaeology {
namespace {

// Two to four players, each number said with the sandstorms its deck holds.
SetupOption player_counts() {
  SetupOption players{.key = "players", .label = "Players", .fallback = 2};
  for (int n = kMinPlayers; n <= kMaxPlayers; ++n) {
    players.choices.push_back(
        {n, std::to_string(n),
         std::to_string(n) + " players: " + std::to_string(deck_count(Card::sandstorm, n, Length::normal)) +
             " sandstorms in the deck (" + std::to_string(deck_count(Card::sandstorm, n, Length::short_game)) +
             " in a short game)."});
  }
  return players;
}

// The whole deck or half of it, each said with what it deals, from the same numbers the deal uses.
SetupOption lengths() {
  const auto deal = [](Length length) {
    return "hands of " + std::to_string(hand_deal(length)) + ", a marketplace of " +
           std::to_string(market_deal(length)) + " and chambers of " + std::to_string(chamber_size(0, length)) + ", " +
           std::to_string(chamber_size(1, length)) + " and " + std::to_string(chamber_size(2, length)) + " cards.";
  };
  return {.key = "length",
          .label = "Length",
          .choices = {{length_id(Length::normal), "normal: the whole deck",
                       "Normal plays with the whole deck: " + deal(Length::normal)},
                      {length_id(Length::short_game), "short: half the deck",
                       "Short plays with half the deck: half of each kind of card, of the thieves and of the "
                       "sandstorms (rounded up), " +
                           deal(Length::short_game) + " About half as long."}},
          .fallback = length_id(Length::normal),
          .seats_follow = true,
          .takes = "LENGTH",
          .about = "normal (the whole deck, the default) or short (half the deck: half of each kind of card)"};
}

}  // namespace

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
    g.new_state = [](const json& setup) { return State(setup_players(setup), length_field(setup, "")); };
    g.setup_options = {player_counts(), lengths()};
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
