#include "tabletop/games/archaeology/archaeology_robots.hpp"

#include <algorithm>
#include <cstdint>
#include <deque>
#include <memory>
#include <mutex>
#include <utility>

#include "tabletop/core/random_robot.hpp"

namespace tabletop::archaeology {
namespace {

constexpr int kChanceSteps = 10;  // the odds of a further card, in steps of a tenth

// What 0..18 cards of a kind fetch if each further card of the set comes with the odds `tenths`/10,
// when `left` of the kind can still be had at all (held ones included). Worked out once for every
// kind, number left and odds: a playout's outlook only points at rows of this table.
const Outlook::Row& growth_row(Card card, int left, int tenths) {
  using Rows = std::array<std::array<std::array<Outlook::Row, kMostOfOneKind + 1>, kTreasureKinds>, kChanceSteps + 1>;
  static const auto table = [] {
    auto t = std::make_unique<Rows>();
    for (int step = 0; step <= kChanceSteps; ++step) {
      for (Card kind : kTreasures) {
        for (int l = 0; l <= kMostOfOneKind; ++l) {
          for (int c = 0; c <= kMostOfOneKind; ++c) {
            const int more = std::clamp(l - c, 0, kLongestSet);
            double best = c >= max_set(kind) ? best_sale(kind, c) : sale_value(kind, c);
            double chance = 1;
            for (int extra = 1; c > 0 && c + extra <= max_set(kind) && extra <= more; ++extra) {
              chance *= step / static_cast<double>(kChanceSteps);
              best = std::max(best, sale_value(kind, c + extra) * chance);
            }
            (*t)[static_cast<std::size_t>(step)][static_cast<std::size_t>(kind)][static_cast<std::size_t>(l)]
                [static_cast<std::size_t>(c)] = best;
          }
        }
      }
    }
    return t;
  }();
  return (*table)[static_cast<std::size_t>(std::clamp(tenths, 0, kChanceSteps))][static_cast<std::size_t>(card)]
                 [static_cast<std::size_t>(std::clamp(left, 0, kMostOfOneKind))];
}

// The worths of 0..18 maps at `each` apiece. Few prices ever occur (each set of habits' at each
// game length, and a map's sale), so each row is worked out once and kept for outlooks to point at.
const Outlook::Row& map_row(double each) {
  static std::mutex guard;
  static std::deque<std::pair<double, Outlook::Row>> rows;  // a deque leaves its rows in place as it grows
  const std::lock_guard lock(guard);
  for (const auto& [price, row] : rows) {
    if (price == each) return row;
  }
  Outlook::Row& row = rows.emplace_back(each, Outlook::Row{}).second;
  for (int count = 0; count <= kMostOfOneKind; ++count) row[static_cast<std::size_t>(count)] = count * each;
  return row;
}

// The kind whose sale now (as large a set as allowed) fetches most, among kinds with at least
// `fewest` cards; maps only when `fewest` is 0 or no chamber is left.
std::optional<Card> richest_sale(const Outlook& o, const Pile& hand, int fewest) {
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

Choice sell_all_of(const Pile& hand, Card card) {
  return Choice{MoveKind::sell, std::min(at(hand, card), kLargestSet[static_cast<std::size_t>(card)]), card, {}, {}};
}

Pile cheapest_discard(const Outlook& o, Pile hand, int count) {
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
constexpr std::array<std::uint64_t, kAllKinds + 1> kByKind = [] {
  std::array<std::uint64_t, kAllKinds + 1> spread{};
  for (unsigned kinds = 0; kinds <= kAllKinds; ++kinds) {
    for (unsigned k = 0; k < kTreasureKinds; ++k) {
      if ((kinds >> k & 1U) != 0) spread[kinds] |= std::uint64_t{0xff} << (8 * k);
    }
  }
  return spread;
}();

// The pairs of kinds (trade_pair bits) in which `held` cards of the kind given pay for at least one
// card taken, for each kind given and 0..kPaysForAll held: more pay for one card of any kind.
constexpr int kPaysForAll = 4;
constexpr auto kPayable = [] {
  std::array<std::array<std::uint64_t, kPaysForAll + 1>, kTreasureKinds> payable{};
  for (std::size_t g = 0; g < kTreasureKinds; ++g) {
    for (std::size_t held = 0; held <= kPaysForAll; ++held) {
      for (std::size_t k = 0; k < kTreasureKinds; ++k) {
        if (kAffords[trade_pair(g, k)][held] > 0) payable[g][held] |= std::uint64_t{1} << trade_pair(g, k);
      }
    }
  }
  return payable;
}();
static_assert(
    [] {
      for (std::size_t g = 0; g < kTreasureKinds; ++g) {
        if (kPayable[g][kPaysForAll] != std::uint64_t{0x7f} << trade_pair(g, 0)) return false;
      }
      return true;
    }(),
    "four cards of the cheapest kind pay for one of the dearest");

// The simple trade (some of one kind for some of another, nothing given in excess) that adds most
// worth to the hand, if it adds at least `least_gain`. Playouts ask this at nearly every step, so
// it looks only at pairs of a kind offered and a kind held in numbers that pay for one card of it,
// only at those that `memory` cannot rule out, and skips a pair when even its best case cannot
// reach the best gain found so far:
// worth never falls with more cards of a kind (Outlook), so as many as the hand can pay for bound
// what the taking adds, and the fewest cards paid bound what the giving costs. Gains are added up
// in one order and kinds weighed in the order of the cards, so equal gains are settled as they
// always were.
bool best_trade(const Outlook& o, const Pile& hand, const Pile& market, unsigned offered, TradeMemory& memory,
                double least_gain, Choice& trade) {
  constexpr double kRounding = 1e-9;  // the bounds add the same worths in another order
  // Pairs as bits, eight to a kind given: a set of kinds times kEveryKind is that set for each kind given.
  constexpr std::uint64_t kEveryKind = 0x0101010101010101ULL;
  constexpr std::uint64_t kSameKind = 0x0040201008040201ULL;  // a kind for itself
  const unsigned unsettled = memory.unsettled;
  std::uint64_t payable = 0;
  for (std::size_t g = 0; g < kTreasureKinds; ++g)
    payable |= kPayable[g][static_cast<std::size_t>(std::min(hand[g], kPaysForAll))];
  const std::uint64_t possible = payable & (offered * kEveryKind) & ~kSameKind;
  const std::uint64_t changed = kByKind[unsettled] | (unsettled * kEveryKind);
  std::uint64_t pairs = (changed | memory.promising) & possible;
  // Each kind's worths, counted from the number held: now[k][n] is the worth of n more (or, below
  // zero, fewer) than the hand holds, so that a pair needs no arithmetic on rows and counts.
  std::array<const double*, kTreasureKinds> now;
  for (std::size_t k = 0; k < kTreasureKinds; ++k) now[k] = o.row(treasure_at(static_cast<int>(k))).data() + hand[k];
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

Choice habitual_action(const Habits& h, const Outlook& o, const TableCounts& t, const Pile& hand, TradeMemory& memory) {
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

class HabitRobot : public Robot<State> {
 public:
  explicit HabitRobot(const Habits& habits) : habits_(habits) {}
  Move choose(const Observation& view, Rng&, std::stop_token) const override {
    return habitual_move(habits_, view.table, view.hand);
  }

 private:
  const Habits& habits_;
};

class ExpertRobot : public Robot<State> {
 public:
  Move choose(const Observation& view, Rng& rng, std::stop_token stop) const override {
    return expert_move(view, rng, stop);
  }
};

}  // namespace

int best_sale(Card card, int count) {
  // best[k][c]: the best split of c cards of kind k into sets the museum buys.
  static const auto best = [] {
    std::array<std::array<int, kMostOfOneKind + 1>, kTreasureKinds> table{};
    for (Card kind : kTreasures) {
      auto& row = table[static_cast<std::size_t>(kind)];
      for (int c = 1; c <= kMostOfOneKind; ++c) {
        for (int set = 1; set <= std::min(c, max_set(kind)); ++set) {
          row[static_cast<std::size_t>(c)] = std::max(row[static_cast<std::size_t>(c)],
                                                      sale_value(kind, set) + row[static_cast<std::size_t>(c - set)]);
        }
      }
    }
    return table;
  }();
  return best[static_cast<std::size_t>(card)][static_cast<std::size_t>(std::clamp(count, 0, kMostOfOneKind))];
}

double map_worth_at(const Habits& habits, Length length) {
  return habits.map_worth * chamber_size(0, length) / chamber_size(0, Length::normal);
}

double hand_worth(const Table& t, const Pile& hand) { return Outlook(playout_habits(), t).worth(hand); }

Outlook::Outlook(const Habits& habits, int players, Length length)
    : tenths_(habits.grow_tenths),
      map_while_closed_(&map_row(map_worth_at(habits, length))),
      map_after_(&map_row(sale_value(Card::map, 1))) {
  for (Card card : kTreasures) at(left_, card) = deck_count(card, players, length);
  for (Card card : kTreasures) reckon(card);
}

Outlook::Outlook(const Habits& habits, const Table& t) : Outlook(habits, t.players, t.length) {
  for (int seat = 0; seat < t.players; ++seat) {
    for (const Sale& sale : t.sales[static_cast<std::size_t>(seat)]) remove(sale.card, sale.count);
  }
  remove(Card::map, t.maps_used);
  set_chamber_left(std::any_of(t.chamber_taken.begin(), t.chamber_taken.end(), [](bool taken) { return !taken; }));
}

void Outlook::remove(Card card, int count) {
  if (count == 0) return;
  at(left_, card) -= count;
  reckon(card);
}

void Outlook::set_chamber_left(bool left) {
  if (left == chamber_left_) return;
  chamber_left_ = left;
  reckon(Card::map);
}

void Outlook::reckon(Card card) {
  rows_[static_cast<std::size_t>(card)] = card != Card::map ? &growth_row(card, at(left_, card), tenths_)
                                          : chamber_left_   ? map_while_closed_
                                                            : map_after_;
}

double Outlook::worth(const Pile& hand) const {
  double total = 0;
  for (Card card : kTreasures) total += worth(card, at(hand, card));
  return total;
}

TableCounts::TableCounts(const Table& t)
    : players(t.players),
      length(t.length),
      phase(t.phase),
      turn(t.turn),
      discarder(t.discarder),
      storm_step(t.storm_step),
      victim(t.victim),
      passes(t.passes),
      acted(t.acted),
      sold(t.sold),
      dig_left(t.dig_left),
      thieves_seen(t.thieves_seen),
      storms_seen(t.storms_seen),
      market(t.market),
      hand_sizes(t.hand_sizes),
      chamber_taken(t.chamber_taken) {
  for (int seat = 0; seat < t.players; ++seat) {
    money[static_cast<std::size_t>(seat)] = t.money(seat);
    cards_sold[static_cast<std::size_t>(seat)] = t.cards_sold(seat);
  }
}

const Habits& cautious_habits() {
  //                              pot parch coin tali cup map mask
  static const Habits habits{{5, 4, 3, 3, 2, 1, 2}, 6, 3.0, false, 3, 5, 5.0};
  return habits;
}

const Habits& collector_habits() {
  static const Habits habits{{5, 4, 5, 5, 2, 1, 4}, 12, 1.0, true, 0, 5, 5.0};
  return habits;
}

const Habits& playout_habits() {
  static const Habits habits{{5, 4, 4, 3, 2, 1, 3}, 11, 1.0, false, 1, 5, 5.0};
  return habits;
}

Move habitual_move(const Habits& habits, const Table& t, const Pile& hand) {
  if (t.phase == Phase::dig) return Move::dig();  // nothing to weigh
  TradeMemory nothing_known;
  return habitual_choice(habits, Outlook(habits, t), TableCounts(t), hand, nothing_known).move();
}

Choice habitual_choice(const Habits& habits, const Outlook& outlook, const TableCounts& t, const Pile& hand,
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

Move Choice::move() const {
  switch (kind) {
    case MoveKind::dig: return Move::dig();
    case MoveKind::rob: return Move::rob(number);
    case MoveKind::steal: return Move::steal(card);
    case MoveKind::discard: return Move::discard(give);
    case MoveKind::trade: return Move::trade(give, take);
    case MoveKind::explore: return Move::explore(number);
    case MoveKind::sell: return Move::sell(card, number);
    case MoveKind::pass: return Move::pass();
    default: return Move::end_turn();  // a deal is never a seat's choice
  }
}

Choice Choice::of(const Move& m) { return Choice{m.kind, m.number, m.card, m.give, m.take}; }

const std::vector<RobotStyle<State>>& robot_styles() {
  static const std::vector<RobotStyle<State>> styles = {
      {"expert", "Expert", "imagines the hidden cards many times and plays each choice out to the end",
       [] { return std::make_unique<ExpertRobot>(); }},
      {"cautious", "Cautious seller", "sells early, leaving little for thieves and sandstorms",
       [] { return std::make_unique<HabitRobot>(cautious_habits()); }},
      {"collector", "Collector", "trades towards big sets and holds them for the best price",
       [] { return std::make_unique<HabitRobot>(collector_habits()); }},
      random_style<State>(),
  };
  return styles;
}

}  // namespace tabletop::archaeology
