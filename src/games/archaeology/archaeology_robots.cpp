#include "tabletop/games/archaeology/archaeology_robots.hpp"

#include <algorithm>
#include <memory>

#include "tabletop/core/random_robot.hpp"

namespace tabletop::archaeology {
namespace {

constexpr int kMostOfOneKind = 18;
constexpr int kChanceSteps = 10;  // the odds of a further card, in steps of a tenth

// What `count` cards of a kind fetch if each further card of the set comes with the odds
// `tenths`/10, when `more` could still come at all. Looked up in a table: playouts ask this
// millions of times.
double growth_worth(Card card, int count, int more, int tenths) {
  using Counts = std::array<std::array<double, kLongestSet + 1>, kMostOfOneKind + 1>;
  static const auto table = [] {
    std::array<std::array<Counts, kTreasureKinds>, kChanceSteps + 1> t{};
    for (int step = 0; step <= kChanceSteps; ++step) {
      for (Card kind : kTreasures) {
        for (int c = 0; c <= kMostOfOneKind; ++c) {
          for (int m = 0; m <= kLongestSet; ++m) {
            double best = c >= max_set(kind) ? best_sale(kind, c) : sale_value(kind, c);
            double chance = 1;
            for (int extra = 1; c > 0 && c + extra <= max_set(kind) && extra <= m; ++extra) {
              chance *= step / static_cast<double>(kChanceSteps);
              best = std::max(best, sale_value(kind, c + extra) * chance);
            }
            t[static_cast<std::size_t>(step)][static_cast<std::size_t>(kind)][static_cast<std::size_t>(c)]
             [static_cast<std::size_t>(m)] = best;
          }
        }
      }
    }
    return t;
  }();
  return table[static_cast<std::size_t>(std::clamp(tenths, 0, kChanceSteps))][static_cast<std::size_t>(card)]
              [static_cast<std::size_t>(std::clamp(count, 0, kMostOfOneKind))]
              [static_cast<std::size_t>(std::clamp(more, 0, kLongestSet))];
}

// What a seat's plans depend on besides its hand, worked out once per decision: the cards out of
// everybody's reach (sold, or maps spent), whether any chamber is still closed, and how hopeful the
// habits are about sets growing.
class Outlook {
 public:
  Outlook(const Table& t, const Habits& h)
      : players_(t.players), length_(t.length), tenths_(h.grow_tenths), map_worth_(map_worth_at(h, t.length)) {
    for (int seat = 0; seat < t.players; ++seat) {
      for (const Sale& sale : t.sales[static_cast<std::size_t>(seat)]) at(gone_, sale.card) += sale.count;
    }
    at(gone_, Card::map) += t.maps_used;
    chamber_left_ = std::any_of(t.chamber_taken.begin(), t.chamber_taken.end(), [](bool taken) { return !taken; });
  }

  bool chamber_left() const { return chamber_left_; }
  // Cards of a kind that could still come into a hand holding `held` of them.
  int obtainable(Card card, int held) const {
    return std::max(0, deck_count(card, players_, length_) - at(gone_, card) - held);
  }

  // What `count` cards of a kind are likely to fetch, counting the sets they may still grow into.
  double worth(Card card, int count) const {
    if (card == Card::map) return count * (chamber_left_ ? map_worth_ : sale_value(Card::map, 1));
    return growth_worth(card, count, obtainable(card, count), tenths_);
  }

  double worth(const Pile& hand) const {
    double total = 0;
    for (Card card : kTreasures) total += worth(card, at(hand, card));
    return total;
  }

 private:
  int players_;
  Length length_;
  int tenths_;
  double map_worth_;
  Pile gone_{};
  bool chamber_left_ = false;
};

// The kind whose sale now (as large a set as allowed) fetches most, among kinds with at least
// `fewest` cards; maps only when `fewest` is 0 or no chamber is left.
std::optional<Card> richest_sale(const Outlook& o, const Pile& hand, int fewest) {
  std::optional<Card> best;
  int best_value = 0;
  for (Card card : kTreasures) {
    const int count = std::min(at(hand, card), max_set(card));
    if (count < std::max(1, fewest) || (card == Card::map && o.chamber_left() && fewest > 0)) continue;
    if (sale_value(card, count) > best_value) {
      best_value = sale_value(card, count);
      best = card;
    }
  }
  return best;
}

Move sell_all_of(const Pile& hand, Card card) { return Move::sell(card, std::min(at(hand, card), max_set(card))); }

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

// The simple trade (some of one kind for some of another, nothing given in excess) that adds most
// worth to the hand, if it adds at least `least_gain`.
std::optional<Move> best_trade(const Outlook& o, const Pile& hand, const Pile& market, double least_gain) {
  std::optional<Move> best;
  double best_gain = least_gain;
  for (Card given : kTreasures) {
    const int held = at(hand, given);
    if (held == 0) continue;
    const double given_now = o.worth(given, held);
    for (Card taken : kTreasures) {
      if (taken == given || at(market, taken) == 0) continue;
      const int have = at(hand, taken);
      const double taken_now = o.worth(taken, have);
      for (int count = 1; count <= at(market, taken); ++count) {
        const int needed = (count * trade_value(taken) + trade_value(given) - 1) / trade_value(given);
        if (needed > held) break;
        const double gain = o.worth(given, held - needed) - given_now + o.worth(taken, have + count) - taken_now;
        if (gain >= best_gain) {
          best_gain = gain;
          best = Move::trade(one_of(given, needed), one_of(taken, count));
        }
      }
    }
  }
  return best;
}

Move habitual_action(const Habits& h, const Table& t, const Pile& hand) {
  const Outlook o(t, h);
  const bool final_stage = t.dig_left <= h.last_digs;
  if (const int maps = at(hand, Card::map); maps > 0) {
    for (int chamber = kChambers - 1; chamber >= 0; --chamber) {
      if (t.chamber_taken[static_cast<std::size_t>(chamber)] || maps < chamber + 1) continue;
      const bool large_still_possible = !t.chamber_taken[kChambers - 1] && chamber < kChambers - 1 &&
                                        o.obtainable(Card::map, maps) >= kChambers - maps &&
                                        t.dig_left > scaled(8, t.length);
      if (!(h.waits_for_large && large_still_possible)) return Move::explore(chamber);
      break;
    }
  }
  if (h.trade_gain > 0) {
    if (auto trade = best_trade(o, hand, t.market, h.trade_gain)) return *trade;
  }
  if (final_stage || (t.must_sell() && !t.sold)) {
    if (auto card = richest_sale(o, hand, 0)) return sell_all_of(hand, *card);
  }
  for (Card card : kTreasures) {
    const int count = at(hand, card);
    if (count == 0) continue;
    if (card == Card::map) {
      if (!o.chamber_left()) return Move::sell(card, 1);
      continue;
    }
    const int target =
        std::min({h.sell_at[static_cast<std::size_t>(card)], max_set(card), count + o.obtainable(card, count)});
    if (count >= target) return sell_all_of(hand, card);
  }
  if (size_of(hand) > h.crowded_hand && t.storms_to_come() > 0) {
    if (auto card = richest_sale(o, hand, 2)) return sell_all_of(hand, *card);
  }
  return t.acted ? Move::end_turn() : Move::pass();
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

double hand_worth(const Table& t, const Pile& hand) { return Outlook(t, playout_habits()).worth(hand); }

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
  switch (t.phase) {
    case Phase::dig: return Move::dig();
    case Phase::rob: {
      int victim = -1;
      for (int seat = 0; seat < t.players; ++seat) {
        const int cards = t.hand_sizes[static_cast<std::size_t>(seat)];
        if (seat != t.turn && cards > 0 && (victim < 0 || cards > t.hand_sizes[static_cast<std::size_t>(victim)]))
          victim = seat;
      }
      return Move::rob(victim);
    }
    case Phase::sandstorm: return Move::discard(cheapest_discard(Outlook(t, habits), hand, t.discard_due(t.discarder)));
    case Phase::act: return habitual_action(habits, t, hand);
    default: return Move::end_turn();  // chance and the end are nobody's move
  }
}

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
