#pragma once
// Archaeology's robots. Each decides from its seat's Observation only:
// - "cautious" sells early, so thieves and sandstorms find little to take;
// - "collector" trades towards big sets and holds them until they pay most;
// - "expert" samples the cards it cannot see, consistently with what it knows, plays each candidate
//   move out to the end of the game many times and keeps the best average result;
// - "search" (Hard), the search robot (core/search_robot.hpp) weighing the expert's shortlist of
//   moves in the same imagined deals, world by world, with a tree of its own further steps in the
//   turn, each position judged by the playout habits' quick game;
// - "random" plays any listed legal move (core/random_robot.hpp).
#include <algorithm>
#include <array>
#include <span>
#include <vector>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "tabletop/core/history.hpp"
#include "tabletop/core/review_report.hpp"
#include "tabletop/core/robot.hpp"
#include "tabletop/core/search_robot.hpp"
#include "tabletop/games/archaeology/archaeology.hpp"

namespace tabletop::archaeology {

const std::vector<RobotStyle<State>>& robot_styles();

// The search robot (core/search_robot.hpp) judging positions by the habits' quick games, on a budget
// of one's own.
std::unique_ptr<Robot<State>> search_robot(const SearchBudget& budget);
// The Searcher's budget (Hard's), which the review's judge takes too: the root's moves paired world
// by world and halved as the expert's are, beneath them a tree of the seat's own further steps in
// its turn, the habits' move kept unless a rival leads it by more than a standard error.
inline constexpr SearchBudget kSearcherBudget{6000, kMostSearchMs, 0.7, 3000, 0, 1.0, true, true};
// The review of a game (core/review.hpp), judged by the Searcher's search from each seat's own view.
ReviewReport review(const MatchHistory<State>& history, const std::vector<std::string>& names,
                    const ReviewOptions& options);

// The rules of thumb a plain robot plays by.
struct Habits {
  std::array<int, kTreasureKinds> sell_at{};  // sell a kind once this many are held (or all that can be had)
  int crowded_hand = 99;         // more cards than this while sandstorms are to come: sell the best set now
  double trade_gain = 0;         // trade when the hand gains at least this much worth; 0: never trade
  bool waits_for_large = false;  // keeps maps for the large chamber while more maps may come
  int last_digs = 0;             // with this many cards or fewer left to dig, sell everything
  int grow_tenths = 5;           // the odds, in tenths, guessed for each further card of a set
  double map_worth = 5.0;        // a map while a chamber is closed (a chamber card is worth about two)
};
// A map's worth while a chamber is closed, at a game's length: the short game's chambers hold fewer cards.
double map_worth_at(const Habits& habits, Length length);
const Habits& cautious_habits();
const Habits& collector_habits();
const Habits& playout_habits();  // the expert's quick model of everybody in its playouts

// What a hand's cards are likely to fetch under some habits, worked out once per position rather
// than at every look: for each kind, how many can still be had (the deck less what was sold or
// spent) and the worth of holding 0 to 18 of them, counting the sets they may still grow into.
// Worth never falls as a hand holds more of a kind; the habits' trade search relies on it.
class Outlook {
 public:
  using Row = std::array<double, kMostOfOneKind + 1>;

  Outlook(const Habits& habits, int players, Length length);  // nothing sold or spent yet
  Outlook(const Habits& habits, const Table& table);
  // Cards of a kind sold, or maps spent: fewer of them can still come.
  void remove(Card card, int count);
  void set_chamber_left(bool left);

  bool chamber_left() const { return chamber_left_; }
  // Cards of a kind that could still come into a hand holding `held` of them.
  int obtainable(Card card, int held) const { return std::max(0, at(left_, card) - held); }
  const Pile& left() const { return left_; }  // of each kind, the cards still to be had, held ones included
  double worth(Card card, int count) const { return row(card)[static_cast<std::size_t>(count)]; }
  const Row& row(Card card) const { return *rows_[static_cast<std::size_t>(card)]; }
  double worth(const Pile& hand) const;

 private:
  void reckon(Card card);

  int tenths_;
  const Row* map_while_closed_;  // a map's worths while a chamber is left to explore
  const Row* map_after_;         // and after: a map only sells
  Pile left_{};
  bool chamber_left_ = true;
  // Rows of tables worked out once, pointed at anew as cards go: an outlook copies in a few words.
  std::array<const Row*, kTreasureKinds> rows_{};
};

// The table in numbers, as the expert's playouts keep it: money and cards sold per seat instead of
// the lists of sales, so that it copies without allocating. The plain robots read it too.
struct TableCounts {
  int players = 2;
  Length length = Length::normal;
  Phase phase = Phase::act;
  int turn = 0;
  int discarder = 0;
  int storm_step = 0;
  int victim = -1;
  int passes = 0;
  bool acted = false;
  bool sold = false;
  int dig_left = 0;
  int thieves_seen = 0;
  int storms_seen = 0;
  Pile market{};
  std::array<int, kMaxPlayers> hand_sizes{};
  std::array<int, kMaxPlayers> money{};
  std::array<int, kMaxPlayers> cards_sold{};
  std::array<bool, kChambers> chamber_taken{};
  bool operator==(const TableCounts&) const = default;

  explicit TableCounts(const Table& table);
  int storms_to_come() const { return deck_count(Card::sandstorm, players, length) - storms_seen; }
  int thieves_to_come() const { return deck_count(Card::thief, players, length) - thieves_seen; }
  int discard_due(int seat) const { return hand_sizes[static_cast<std::size_t>(seat)] / 2; }
  bool must_sell() const { return dig_left == 0 && passes >= players; }
};

// A seat's move in plain bytes: the engine's Move less its list of dealt cards, which no seat
// chooses, so that playouts copy and compare moves without allocating.
struct Choice {
  MoveKind kind = MoveKind::end_turn;
  int number = 0;  // as in Move
  Card card = Card::pot;
  Pile give{};
  Pile take{};
  bool operator==(const Choice&) const = default;

  Move move() const;
  static Choice of(const Move& move);
};

inline constexpr unsigned kAllKinds = (1U << kTreasureKinds) - 1;

// What a seat's last trade search learnt, so that the next one weighs only what may have changed.
// Pairs of kinds (one bit per trade_pair) that are neither promising nor touch an unsettled kind
// offer no trade worth making; the search weighs the others and leaves what it learnt here.
struct TradeMemory {
  // Kinds whose cards, in the hand or the marketplace, or whose worth changed since the last search.
  unsigned unsettled = kAllKinds;
  std::uint64_t promising = 0;  // pairs that may still offer a trade worth making
};

// The move a seat with these habits makes; it is always legal for the seat to move.
Move habitual_move(const Habits& habits, const Table& table, const Pile& hand);
// The same from a position's counts and outlook (habits with the outlook's odds and map worth),
// with what the seat's last trade search learnt (a fresh TradeMemory when that is not known).
Choice habitual_choice(const Habits& habits, const Outlook& outlook, const TableCounts& table, const Pile& hand,
                       TradeMemory& memory);
// The kinds of which a pile holds any, one bit each (inline: playouts ask it at every step).
inline unsigned kinds_in(const Pile& pile) {
  static_assert(kTreasureKinds == 7 && sizeof(Pile) == 7 * sizeof(std::int32_t));
#if defined(__SSE2__)
  // Two overlapping loads of four counts (kinds 0-3 and 3-6), compared with zero at once.
  const __m128i zero = _mm_setzero_si128();
  const auto low = static_cast<unsigned>(_mm_movemask_ps(
      _mm_castsi128_ps(_mm_cmpeq_epi32(_mm_loadu_si128(reinterpret_cast<const __m128i*>(&pile[0])), zero))));
  const auto high = static_cast<unsigned>(_mm_movemask_ps(
      _mm_castsi128_ps(_mm_cmpeq_epi32(_mm_loadu_si128(reinterpret_cast<const __m128i*>(&pile[3])), zero))));
  return ~(low | high << 3) & kAllKinds;
#else
  unsigned kinds = 0;
  for (std::size_t k = 0; k < kTreasureKinds; ++k) kinds |= static_cast<unsigned>(pile[k] != 0) << k;
  return kinds;
#endif
}
// The kinds of which a pile holds at least as many as `floor` gives, one bit each.
inline unsigned kinds_at_least(const Pile& pile, const Pile& floor) {
#if defined(__SSE2__)
  // As kinds_in: kinds 0-3 and 3-6 at once, each marked where the floor is above the pile.
  const auto below = [&](std::size_t first) {
    const __m128i counts = _mm_loadu_si128(reinterpret_cast<const __m128i*>(&pile[first]));
    const __m128i floors = _mm_loadu_si128(reinterpret_cast<const __m128i*>(&floor[first]));
    return static_cast<unsigned>(_mm_movemask_ps(_mm_castsi128_ps(_mm_cmpgt_epi32(floors, counts))));
  };
  return ~(below(0) | below(3) << 3) & kAllKinds;
#else
  unsigned kinds = 0;
  for (std::size_t k = 0; k < kTreasureKinds; ++k) kinds |= static_cast<unsigned>(pile[k] >= floor[k]) << k;
  return kinds;
#endif
}

// What a hand is likely to fetch at the museum, counting sets that may still grow; `table` tells
// which cards are out of reach (sold or spent).
double hand_worth(const Table& table, const Pile& hand);
// The most a number of cards of one kind fetch when sold now, in the best split into sets.
int best_sale(Card card, int count);

// A game as the expert imagines it, every card placed, in fixed-size counts: copying it and playing
// it out allocate nothing and put nothing into words. It follows the engine's rules move for move,
// taking the turn's steps from the engine's own (turn_steps.hpp; a test plays both side by side), and
// keeps the habits' outlook up to date as cards are sold.
class Playout {
 public:
  static constexpr int kMostToDig = 64;  // 58 cards with two players in the normal game

  Playout(const State& state, Rng rng);
  // What `view` shows: the table and the seat's hand, nothing placed yet where the seat cannot see.
  explicit Playout(const Observation& view);
  // A full position drawn at random among those that fit what `view` shows; this is view's Playout.
  Playout sample(const Observation& view, Rng& rng) const;

  const TableCounts& table() const { return table_; }
  const Pile& hand(int seat) const { return hands_[static_cast<std::size_t>(seat)]; }
  const Pile& chamber(int index) const { return chambers_[static_cast<std::size_t>(index)]; }
  std::vector<Card> dig_site() const;        // the top card last, as State keeps it
  std::span<const Card> dig_cards() const {  // the same, without a copy
    return {dig_.data(), static_cast<std::size_t>(table_.dig_left)};
  }
  const Outlook& outlook() const { return outlook_; }
  int current_seat() const;
  bool over() const { return table_.phase == Phase::over; }

  // The move `seat` makes by `habits` (one seat keeps to one set of habits: what it found no trade
  // for is remembered), as habitual_move would make it in the same position.
  Choice habitual(int seat, const Habits& habits);
  void apply(const Choice& move);  // a move known to be legal
  void apply(const Move& move) { apply(Choice::of(move)); }
  void steal();  // the chance move after a thief: a card drawn at random from the victim
  // Everybody plays by `habits` (sharing the outlook's odds and map worth) until the game ends or
  // `most_moves` have been made; returns the moves made.
  int play_to_end(const std::array<const Habits*, kMaxPlayers>& habits, int most_moves);

 private:
  Playout(const Table& table, Rng rng);
  void take(int seat, Card card, int count);
  void unsettle(unsigned kinds);  // for every seat: the marketplace or the worth of these kinds changed
  void dig();
  void end_turn();

  TableCounts table_;
  std::array<Pile, kMaxPlayers> hands_{};
  std::array<Pile, kChambers> chambers_{};
  std::array<Card, kMostToDig> dig_{};  // dig_[table_.dig_left - 1] is the top card
  Outlook outlook_;
  Rng rng_;
  std::array<TradeMemory, kMaxPlayers> trade_memory_{};  // each seat's, for habitual_choice
};

// Inline: playouts ask both at nearly every step.
inline int Playout::current_seat() const {
  switch (table_.phase) {
    case Phase::deal:
    case Phase::steal: return kChanceSeat;
    case Phase::over: return kNobody;
    case Phase::sandstorm: return table_.discarder;
    default: return table_.turn;
  }
}

inline Choice Playout::habitual(int seat, const Habits& habits) {
  const auto s = static_cast<std::size_t>(seat);
  return habitual_choice(habits, outlook_, table_, hands_[s], trade_memory_[s]);
}

// The moves the expert weighs among `moves` (the legal moves of the seat in turn holding `hand`):
// the largest sale of each kind, trades that make the hand worth more, then the `most` likeliest of
// those by a first guess (ending the turn and passing always among them), and the playout habits'
// own move. `moves` keeps its order. The Searcher narrows every node's moves so.
void narrow_to_shortlist(const Table& table, const Pile& hand, Moves& moves, int most);
// The expert's search, exposed for tests: a full position drawn at random among those that fit
// what `view` shows (Playout::sample as an engine State), and the decision with an explicit budget
// of playouts.
State sample_world(const Observation& view, Rng& rng);
struct ExpertBudget {
  // Two and a half times what the engine-State playouts could afford, still within a p99 of 15 ms.
  long steps = 150000;      // moves played in all the playouts of one decision, over all candidates
  int max_playouts = 3000;  // however short the playouts (late in the game)
  int max_candidates = 10;
};
Move expert_move(const Observation& view, Rng& rng, std::stop_token stop, const ExpertBudget& budget = {});
// The candidates the expert weighed, the chosen one first, with their mean playout results.
struct ScoredMove {
  Move move;
  double score = 0;
  int playouts = 0;
};
std::vector<ScoredMove> expert_scores(const Observation& view, Rng& rng, std::stop_token stop,
                                      const ExpertBudget& budget = {});

}  // namespace tabletop::archaeology
