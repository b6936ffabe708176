#pragma once
// The plain robots' rules of thumb (Habits) as code, inline: the expert's playouts follow them at
// nearly every step and need them where the compiler sees them (Playout::play_to_end), and
// habitual_choice is the same code out of line. Private to src/games/archaeology.
#include <algorithm>
#include <array>
#include <cstdint>
#include <optional>

#include "tabletop/games/archaeology/archaeology_robots.hpp"

namespace tabletop::archaeology::habits {

// The kind whose sale now (as large a set as allowed) fetches most, among kinds with at least
// `fewest` cards; maps only when `fewest` is 0 or no chamber is left.
inline std::optional<Card> richest_sale(const Outlook& o, const Pile& hand, int fewest) {
  std::optional<Card> best;
  int best_value = 0;
  for (Card card : kTreasures) {
    const int count = std::min(at(hand, card), kLargestSet[static_cast<std::size_t>(card)]);
    if (count < std::max(1, fewest) || (card == Card::map && o.chamber_left() && fewest > 0)) continue;
    if (sale_value(card, count) > best_value) {
      best_value = sale_value(card, count);
      best = card;
    }
  }
  return best;
}

inline Choice sell_all_of(const Pile& hand, Card card) {
  return Choice{MoveKind::sell, std::min(at(hand, card), kLargestSet[static_cast<std::size_t>(card)]), card, {}, {}};
}

inline Pile cheapest_discard(const Outlook& o, Pile hand, int count) {
  Pile given{};
  for (int i = 0; i < count; ++i) {
    std::optional<Card> cheapest;
    double least_loss = 0;
    for (Card card : kTreasures) {
      const int held = at(hand, card);
      if (held == 0) continue;
      const double loss = o.worth(card, held) - o.worth(card, held - 1);
      if (!cheapest || loss < least_loss) {
        cheapest = card;
        least_loss = loss;
      }
    }
    --at(hand, *cheapest);
    ++at(given, *cheapest);
  }
  return given;
}

// A set of kinds spread out to eight bits a kind, all eight set for the kinds in it.
inline constexpr std::array<std::uint64_t, kAllKinds + 1> kByKind = [] {
  std::array<std::uint64_t, kAllKinds + 1> spread{};
  for (unsigned kinds = 0; kinds <= kAllKinds; ++kinds) {
    for (unsigned k = 0; k < kTreasureKinds; ++k) {
      if ((kinds >> k & 1U) != 0) spread[kinds] |= std::uint64_t{0xff} << (8 * k);
    }
  }
  return spread;
}();

// The pairs of kinds (trade_pair bits) in which `held` cards of the kind given pay for at least one
// card taken, for each kind given and number held.
inline constexpr auto kPayable = [] {
  std::array<std::array<std::uint64_t, kMostOfOneKind + 1>, kTreasureKinds> payable{};
  for (std::size_t g = 0; g < kTreasureKinds; ++g) {
    for (std::size_t held = 0; held <= kMostOfOneKind; ++held) {
      for (std::size_t k = 0; k < kTreasureKinds; ++k) {
        if (kAffords[trade_pair(g, k)][held] > 0) payable[g][held] |= std::uint64_t{1} << trade_pair(g, k);
      }
    }
  }
  return payable;
}();

// The simple trade (some of one kind for some of another, nothing given in excess) that adds most
// worth to the hand, if it adds at least `least_gain`. Playouts ask this at nearly every step, so
// it looks only at pairs of a kind offered and a kind held in numbers that pay for one card of it,
// only at those that `memory` cannot rule out, and skips a pair when even its best case cannot
// reach the best gain found so far: worth never falls with more cards of a kind (Outlook), so as
// many as the hand can pay for bound what the taking adds, and the fewest cards paid bound what
// the giving costs. Gains are added up in one order and kinds weighed in the order of the cards,
// so equal gains are settled as they always were.
inline bool best_trade(const Outlook& o, const Pile& hand, const Pile& market, unsigned offered, TradeMemory& memory,
                       double least_gain, Choice& trade) {
  constexpr double kRounding = 1e-9;  // the bounds add the same worths in another order
  // Pairs as bits, eight to a kind given: a set of kinds times kEveryKind is that set for each kind given.
  constexpr std::uint64_t kEveryKind = 0x0101010101010101ULL;
  constexpr std::uint64_t kSameKind = 0x0040201008040201ULL;  // a kind for itself
  const unsigned unsettled = memory.unsettled;
  // Each kind's worths, counted from the number held: now[k][n] is the worth of n more (or, below
  // zero, fewer) than the hand holds, so that a pair needs no arithmetic on rows and counts.
  std::array<const double*, kTreasureKinds> now;
  std::uint64_t payable = 0;
  for (std::size_t k = 0; k < kTreasureKinds; ++k) {
    const auto held = static_cast<std::size_t>(hand[k]);
    now[k] = o.row(treasure_at(static_cast<int>(k))).data() + held;
    payable |= kPayable[k][held];
  }
  const std::uint64_t possible = payable & (offered * kEveryKind) & ~kSameKind;
  const std::uint64_t changed = kByKind[unsettled] | (unsettled * kEveryKind);
  std::uint64_t pairs = (changed | memory.promising) & possible;
  std::uint64_t promising = 0;
  double best_gain = least_gain;
  int best = -1;  // given, taken and count, packed
  for (; pairs != 0; pairs &= pairs - 1) {
    const auto pair = static_cast<std::size_t>(__builtin_ctzll(pairs));
    const double* given = now[given_in(pair)];
    const double* taken = now[taken_in(pair)];
    const auto& price = kPaidWith[pair];
    const int most = std::min(market[taken_in(pair)],
                              static_cast<int>(kAffords[pair][static_cast<std::size_t>(hand[given_in(pair)])]));
    // The hand pays for one card at least (the pair is payable), so given[-price[1]] is a count held.
    const double bound = given[-price[1]] - given[0] + taken[most] - taken[0] + kRounding;
    if (bound < least_gain) continue;
    promising |= std::uint64_t{1} << pair;  // unless weighed below and found wanting
    if (bound < best_gain) continue;
    double pair_best = least_gain - 1;
    for (int count = 1; count <= most; ++count) {
      const double gain = given[-price[static_cast<std::size_t>(count)]] - given[0] + taken[count] - taken[0];
      pair_best = std::max(pair_best, gain);
      if (gain >= best_gain) {
        best_gain = gain;
        best = static_cast<int>(pair * 32) + count;
      }
    }
    if (pair_best < least_gain) promising &= ~(std::uint64_t{1} << pair);
  }
  memory = TradeMemory{0, promising};
  if (best < 0) return false;
  const int count = best % 32;
  const auto pair = static_cast<std::size_t>(best / 32);
  const auto g = given_in(pair);
  const auto k = taken_in(pair);
  trade = Choice{MoveKind::trade, 0, Card::pot, {}, {}};
  trade.give[g] = kPaidWith[pair][static_cast<std::size_t>(count)];
  trade.take[k] = count;
  return true;
}

inline Choice habitual_action(const Habits& h, const Outlook& o, const TableCounts& t, const Pile& hand,
                              TradeMemory& memory) {
  const bool final_stage = t.dig_left <= h.last_digs;
  if (const int maps = at(hand, Card::map); maps > 0) {
    for (int chamber = kChambers - 1; chamber >= 0; --chamber) {
      if (t.chamber_taken[static_cast<std::size_t>(chamber)] || maps < chamber + 1) continue;
      const bool large_still_possible = !t.chamber_taken[kChambers - 1] && chamber < kChambers - 1 &&
                                        o.obtainable(Card::map, maps) >= kChambers - maps &&
                                        t.dig_left > scaled(8, t.length);
      if (!(h.waits_for_large && large_still_possible)) return Choice{MoveKind::explore, chamber, Card::pot, {}, {}};
      break;
    }
  }
  const unsigned held_kinds = kinds_in(hand);
  if (h.trade_gain > 0) {
    Choice trade;
    if (best_trade(o, hand, t.market, kinds_in(t.market), memory, h.trade_gain, trade)) return trade;
  }
  if (final_stage || (t.must_sell() && !t.sold)) {
    if (auto card = richest_sale(o, hand, 0)) return sell_all_of(hand, *card);
  }
  // The first kind, in the order of the cards, held in a number worth selling: as many as the
  // habits wait for, a largest set, or every card of the kind still to be had; maps once no chamber
  // is left to explore.
  constexpr unsigned kMapKind = 1U << index_of(Card::map);
  unsigned ready =
      (kinds_at_least(hand, h.sell_at) | kinds_at_least(hand, kLargestSet) | kinds_at_least(hand, o.left())) &
      held_kinds & ~kMapKind;
  if (!o.chamber_left()) ready |= held_kinds & kMapKind;
  if (ready != 0) {
    const Card card = treasure_at(__builtin_ctz(ready));
    return card == Card::map ? Choice{MoveKind::sell, 1, card, {}, {}} : sell_all_of(hand, card);
  }
  if (t.hand_sizes[static_cast<std::size_t>(t.turn)] > h.crowded_hand && t.storms_to_come() > 0) {
    if (auto card = richest_sale(o, hand, 2)) return sell_all_of(hand, *card);
  }
  return Choice{t.acted ? MoveKind::end_turn : MoveKind::pass, 0, Card::pot, {}, {}};
}

// habitual_choice, where the compiler sees it.
inline Choice choose(const Habits& habits, const Outlook& outlook, const TableCounts& t, const Pile& hand,
                     TradeMemory& memory) {
  switch (t.phase) {
    case Phase::dig: return Choice{MoveKind::dig, 0, Card::pot, {}, {}};
    case Phase::rob: {
      int victim = -1;
      for (int seat = 0; seat < t.players; ++seat) {
        const int cards = t.hand_sizes[static_cast<std::size_t>(seat)];
        if (seat != t.turn && cards > 0 && (victim < 0 || cards > t.hand_sizes[static_cast<std::size_t>(victim)]))
          victim = seat;
      }
      return Choice{MoveKind::rob, victim, Card::pot, {}, {}};
    }
    case Phase::sandstorm:
      return Choice{MoveKind::discard, 0, Card::pot, cheapest_discard(outlook, hand, t.discard_due(t.discarder)), {}};
    case Phase::act: return habitual_action(habits, outlook, t, hand, memory);
    default: return Choice{};  // chance and the end are nobody's move
  }
}

}  // namespace tabletop::archaeology::habits
