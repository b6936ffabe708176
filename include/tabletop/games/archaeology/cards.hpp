#pragma once
// The cards of Archaeology: seven kinds of treasure with their trade and sale values, thieves and
// sandstorms, and Pile, a handful of treasure counted by kind (the order of a hand never matters).
#include <array>
#include <cstdint>
#include <optional>
#include <string>

namespace tabletop::archaeology {

enum class Card : std::uint8_t { pot, parchment, coin, talisman, cup, map, mask, thief, sandstorm };

inline constexpr int kTreasureKinds = 7;  // pot .. mask; thieves and sandstorms are never held
inline constexpr int kCardKinds = 9;
inline constexpr int kLongestSet = 5;

inline constexpr std::array<Card, kTreasureKinds> kTreasures = {Card::pot, Card::parchment, Card::coin, Card::talisman,
                                                                Card::cup, Card::map,       Card::mask};

struct CardInfo {
  const char* id;                     // in saves and scripts: "pot", "coin", ...
  const char* one;                    // "Pot Shard"
  const char* many;                   // "Pot Shards"
  int count;                          // copies in the deck (sandstorms: for two players)
  int trade;                          // trade value at the marketplace; 0 for thieves and sandstorms
  std::array<int, kLongestSet> sale;  // value of a set of 1..5 at the museum; 0: no such set
};

// The card table of the seed and the rulings (rules/archaeology.md, "Cards"). Inline: the robots'
// playouts look these up millions of times.
inline constexpr std::array<CardInfo, kCardKinds> kCardTable = {{
    {"pot", "Pot Shard", "Pot Shards", 18, 1, {1, 2, 3, 4, 15}},
    {"parchment", "Parchment Scrap", "Parchment Scraps", 16, 1, {1, 2, 3, 10, 0}},
    {"coin", "Coin", "Coins", 14, 2, {2, 5, 10, 18, 30}},
    {"talisman", "Talisman", "Talismans", 8, 3, {3, 7, 14, 24, 40}},
    {"cup", "Broken Cup", "Broken Cups", 6, 2, {2, 15, 0, 0, 0}},
    {"map", "Map", "Maps", 6, 3, {3, 0, 0, 0, 0}},
    {"mask", "Pharaoh's Mask", "Pharaoh's Masks", 4, 4, {4, 12, 26, 50, 0}},
    {"thief", "Thief", "Thieves", 8, 0, {0, 0, 0, 0, 0}},
    {"sandstorm", "Sandstorm", "Sandstorms", 6, 0, {0, 0, 0, 0, 0}},
}};

inline const CardInfo& card_info(Card card) { return kCardTable[static_cast<std::size_t>(card)]; }
inline constexpr bool is_treasure(Card card) { return static_cast<int>(card) < kTreasureKinds; }
inline constexpr int index_of(Card card) { return static_cast<int>(card); }
inline constexpr Card treasure_at(int index) { return static_cast<Card>(index); }

inline int trade_value(Card card) { return card_info(card).trade; }
inline constexpr int kMostOfOneKind = 18;  // every Pot Shard of the normal deck

// The marketplace's exchange rates, worked out once: random draws and robots' playouts ask at
// nearly every step. Rows are pairs of kinds, eight to a kind given (trade_pair), columns counts.
using TradeRates = std::array<std::array<std::int8_t, 32>, 8 * 8>;
inline constexpr std::size_t trade_pair(std::size_t given, std::size_t taken) { return 8 * given + taken; }
inline constexpr std::size_t given_in(std::size_t pair) { return pair / 8; }
inline constexpr std::size_t taken_in(std::size_t pair) { return pair % 8; }
// A table of rates for every pair of kinds and every count 0..18, from one formula over the count
// and the two kinds' trade values.
template <typename Formula>
constexpr TradeRates rates_by(Formula formula) {
  TradeRates rates{};
  for (std::size_t given = 0; given < kTreasureKinds; ++given) {
    for (std::size_t taken = 0; taken < kTreasureKinds; ++taken) {
      for (int count = 0; count <= kMostOfOneKind; ++count) {
        rates[trade_pair(given, taken)][static_cast<std::size_t>(count)] =
            static_cast<std::int8_t>(formula(count, kCardTable[given].trade, kCardTable[taken].trade));
      }
    }
  }
  return rates;
}
// The fewest cards of the kind given that pay for 0..18 of the kind taken.
inline constexpr TradeRates kPaidWith = rates_by([](int taken_count, int given_value, int taken_value) {
  return (taken_count * taken_value + given_value - 1) / given_value;
});
// The most cards of the kind taken that 0..18 of the kind given pay for.
inline constexpr TradeRates kAffords =
    rates_by([](int held, int given_value, int taken_value) { return held * given_value / taken_value; });
// The largest set the museum buys of each treasure, worked out once: robots and random draws ask often.
inline constexpr std::array<int, kTreasureKinds> kLargestSet = [] {
  std::array<int, kTreasureKinds> largest{};
  for (std::size_t k = 0; k < largest.size(); ++k) {
    for (std::size_t size = 1; size <= kLongestSet; ++size) {
      if (kCardTable[k].sale[size - 1] > 0) largest[k] = static_cast<int>(size);
    }
  }
  return largest;
}();
inline int max_set(Card card) { return is_treasure(card) ? kLargestSet[static_cast<std::size_t>(card)] : 0; }
// 0 when a set of that size cannot be sold.
inline int sale_value(Card card, int size) {
  return size < 1 || size > kLongestSet ? 0 : card_info(card).sale[static_cast<std::size_t>(size - 1)];
}
// How many cards a game is played with, so that a game can be shorter. `normal` is the original
// deck; `short_game` halves every number of the deal, rounded up: the copies of each kind, thieves
// and sandstorms, the hands, the marketplace and the chambers (data/rules/archaeology.md says so).
enum class Length : std::uint8_t { normal, short_game };
inline constexpr std::array<Length, 2> kLengths = {Length::normal, Length::short_game};
const char* length_id(Length length);  // "normal", "short": in setups, saves and scripts
std::optional<Length> length_from_id(const std::string& id);
// A number of the seed's deal at this length.
inline int scaled(int normal, Length length) { return length == Length::normal ? normal : (normal + 1) / 2; }

// Sandstorms: 6 with 2 players, one fewer for each further player; then scaled to the length.
inline int deck_count(Card card, int players, Length length) {
  return scaled(card == Card::sandstorm ? card_info(card).count - (players - 2) : card_info(card).count, length);
}
int deck_size(int players, Length length);
std::optional<Card> card_from_id(const std::string& id);
// "1 Coin", "3 Coins"
std::string count_text(Card card, int count);
// "1 map", "2 maps": maps spent, in a sentence.
std::string maps_text(int maps);

// Treasure counted by kind.
using Pile = std::array<int, kTreasureKinds>;

inline int& at(Pile& pile, Card card) { return pile[static_cast<std::size_t>(card)]; }
inline int at(const Pile& pile, Card card) { return pile[static_cast<std::size_t>(card)]; }
int size_of(const Pile& pile);
int trade_total(const Pile& pile);
bool within(const Pile& part, const Pile& whole);  // every count of part is at most whole's
Pile& operator+=(Pile& a, const Pile& b);
Pile& operator-=(Pile& a, const Pile& b);
Pile one_of(Card card, int count = 1);
// "2 Coins and 1 Pot Shard"; "nothing" for an empty pile.
std::string pile_text(const Pile& pile);

}  // namespace tabletop::archaeology
