#include "tabletop/games/archaeology/archaeology_robots.hpp"

#include <algorithm>
#include <cstdint>
#include <deque>
#include <limits>
#include <memory>
#include <mutex>
#include <utility>

#include "habit_rules.hpp"
#include "tabletop/core/levels.hpp"
#include "tabletop/core/random_robot.hpp"
#include "tabletop/core/review.hpp"
#include "tabletop/core/search_robot.hpp"

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

// What Archaeology adds to the search: a position judged by a quick game played out to its end with
// the playout habits for everybody (the expert's imagined game, which copies and plays without
// allocating), scored as the expert scores it (a win, and a little for the margin), a new node
// trying the habits' move first, and each node weighing only the expert's shortlist of its moves.
// The review's judge (`kMargin` false) scores the win alone: its values are chances of winning.
template <bool kMargin>
struct Hooks {
  static constexpr int kPlayoutStepLimit = 5000;  // a safety net: habits end a game in a few hundred

  static Move playout_move(const State& s, Rng&) {
    const int seat = s.current_seat();
    return habitual_move(playout_habits(), s.table(), s.hand(seat));
  }

  static constexpr int kCandidates = 10;  // as many as the expert weighs
  // A little credit for the margin over the best rival, as the expert gives, breaks ties between sure results.
  static constexpr double kMarginWeight = 0.01;

  static void narrow_moves(const State& s, Moves& moves) {
    narrow_to_shortlist(s.table(), s.hand(s.current_seat()), moves, kCandidates);
  }

  static bool evaluate(const State& s, Rng& rng, SeatRewards& rewards) {
    const int n = s.num_seats();
    if (s.table().phase == Phase::over) {
      rewards_by(
          n, [&s](int p) { return s.table().money(p) * 1000 - s.table().cards_sold(p); }, rewards);
      add_margin(
          n, [&s](int p) { return s.table().money(p); }, rewards);
      return true;
    }
    static const std::array<const Habits*, kMaxPlayers> everybody = {&playout_habits(), &playout_habits(),
                                                                     &playout_habits(), &playout_habits()};
    Playout line(s, Rng(rng.next()));
    line.play_to_end(everybody, kPlayoutStepLimit);
    const TableCounts& t = line.table();
    rewards_by(
        n,
        [&t](int p) {
          const auto seat = static_cast<std::size_t>(p);
          return t.money[seat] * 1000 - t.cards_sold[seat];
        },
        rewards);
    add_margin(
        n, [&t](int p) { return t.money[static_cast<std::size_t>(p)]; }, rewards);
    return true;
  }

  template <class Money>
  static void add_margin(int n, Money money, SeatRewards& rewards) {
    if constexpr (!kMargin) return;
    for (int p = 0; p < n; ++p) {
      int best_rival = std::numeric_limits<int>::min();
      for (int o = 0; o < n; ++o) {
        if (o != p) best_rival = std::max(best_rival, money(o));
      }
      rewards[static_cast<std::size_t>(p)] += kMarginWeight * (money(p) - best_rival);
    }
  }
};
using SearchHooks = Hooks<true>;

}  // namespace

// The review's grades and the levels' costs per decision, as the benchmark measured them
// (`scripts/bench --calibrate`: doc/robots.md's calibration section, which a test holds this to).
constexpr ReviewScale kReviewScale{0.010, 0.022, 0.211, {0.0164, 0.0140, 0.0017}};

ReviewReport review(const MatchHistory<State>& history, const std::vector<std::string>& names,
                    const ReviewOptions& options) {
  return review_history<State, Hooks<false>>(
      history, names,
      ReviewJudge{kSearcherBudget, true,
                  "the search of the Hard robot (the Searcher), on its budget, counting the win alone.", kReviewScale},
      options);
}

std::unique_ptr<Robot<State>> search_robot(const SearchBudget& budget) {
  return std::make_unique<SearchRobot<State, SearchHooks>>(budget);
}

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
  return habits::choose(habits, outlook, t, hand, memory);
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
  static const std::vector<RobotStyle<State>> styles = with_levels<State>(
      {
          {"expert", "Expert", "imagines the hidden cards many times and plays each choice out to the end",
           [] { return std::make_unique<ExpertRobot>(); }},
          {"cautious", "Cautious seller", "sells early, leaving little for thieves and sandstorms",
           [] { return std::make_unique<HabitRobot>(cautious_habits()); }},
          {"collector", "Collector", "trades towards big sets and holds them for the best price",
           [] { return std::make_unique<HabitRobot>(collector_habits()); }},
          search_style<State, SearchHooks>(
              "search", "Searcher",
              "weighs each choice in the same imagined deals of the hidden cards, planning the rest of its turn",
              kSearcherBudget),
          random_style<State>(),
      },
      Levels{"cautious", "search"});
  return styles;
}

}  // namespace tabletop::archaeology
