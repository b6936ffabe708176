#include "tabletop/games/archaeology/archaeology_entry.hpp"

#include "tabletop/games/archaeology/archaeology_json.hpp"
#include "tabletop/games/archaeology/archaeology_replay.hpp"
#include "tabletop/games/archaeology/archaeology_robots.hpp"
#include "tabletop/games/archaeology/archaeology_view.hpp"
#include "tabletop/registry/game_kit.hpp"
#include "tabletop/ui/keys.hpp"

namespace tabletop::archaeology {
namespace {

// The number of players of a setup; State refuses anything but 2 to 4 with a clear message.
int players_of(const json& setup) { return setup_int(setup, "players", 2); }

std::vector<ui::Field> setup_fields(const json& last) {
  std::vector<ui::Field> fields;
  fields.push_back(ui::Field::choice("players", "Players", {"2", "3", "4"}, {2, 3, 4},
                                     std::clamp(players_of(last), kMinPlayers, kMaxPlayers)));
  for (int players = kMinPlayers; players <= kMaxPlayers; ++players) {  // the sandstorms of the number shown
    fields.back().option_notes.push_back(
        std::to_string(players) + " players: " + std::to_string(deck_count(Card::sandstorm, players, Length::normal)) +
        " sandstorms in the deck (" + std::to_string(deck_count(Card::sandstorm, players, Length::short_game)) +
        " in a short game).");
  }
  fields.push_back(ui::Field::choice("length", "Length", {"normal: the whole deck", "short: half the deck"},
                                     {length_id(Length::normal), length_id(Length::short_game)},
                                     last.contains("length") ? last["length"] : json(length_id(Length::normal))));
  // What the length shown deals, from the same numbers the deal uses.
  const auto deal = [](Length length) {
    return "hands of " + std::to_string(hand_deal(length)) + ", a marketplace of " +
           std::to_string(market_deal(length)) + " and chambers of " + std::to_string(chamber_size(0, length)) + ", " +
           std::to_string(chamber_size(1, length)) + " and " + std::to_string(chamber_size(2, length)) + " cards.";
  };
  fields.back().option_notes = {
      "Normal plays with the whole deck: " + deal(Length::normal),
      "Short plays with half the deck: half of each kind of card, of the thieves and of the sandstorms (rounded "
      "up), " +
          deal(Length::short_game) + " About half as long.",
  };
  // On first use the other seats are robots at the Normal level, as in every game: the original game
  // is one person against the computer.
  auto seats = seat_fields(last, kMaxPlayers, robot_styles());
  fields.insert(fields.end(), seats.begin(), seats.end());
  return fields;
}

const GameKit<State, ArchaeologyScreen>& kit() {
  static const GameKit<State, ArchaeologyScreen> k = [] {
    GameKit<State, ArchaeologyScreen> g;
    g.id = State::kGameId;
    g.title = "Archaeology: The Card Game";
    g.tagline = "Dig for treasure, trade at the market, sell sets to the museum";
    g.keys = &screen_keys();
    g.roles = &board_roles();
    g.replay_format =
        R"({"players":2,"seed":1,"seats":["person","expert"],"actions":["dig",{"sell":"coin","count":3},"end", ...]})";
    g.styles = &robot_styles();
    g.fewest_players = kMinPlayers;
    g.most_players = kMaxPlayers;
    g.default_sim_seats = {"expert", "cautious"};
    g.setup_intro =
        "Dig up treasure, trade at the marketplace, explore the pyramid with maps and sell sets to the "
        "museum before thieves and sandstorms take them. The most money wins.";
    g.score = {"A score is the money a player has when the game ends.", [](long n) { return "$" + std::to_string(n); }};
    g.fields = setup_fields;
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

Match<State> replay_script(const json& script) { return kit().replay_any(script); }

}  // namespace tabletop::archaeology
