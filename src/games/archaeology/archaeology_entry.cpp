#include "tabletop/games/archaeology/archaeology_entry.hpp"

#include "tabletop/games/archaeology/archaeology_facts.hpp"
#include "tabletop/games/archaeology/archaeology_robots.hpp"
#include "tabletop/games/archaeology/archaeology_view.hpp"
#include "tabletop/registry/game_kit.hpp"
#include "tabletop/ui/keys.hpp"

namespace tabletop::archaeology {
namespace {

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
    GameKit<State, ArchaeologyScreen> g(facts());
    g.keys = &screen_keys();
    g.roles = &board_roles();
    g.setup_intro =
        "Dig up treasure, trade at the marketplace, explore the pyramid with maps and sell sets to the "
        "museum before thieves and sandstorms take them. The most money wins.";
    g.fields = setup_fields;
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
