#pragma once
// Archaeology: The Card Game, the rules engine. Seed 002 and the rulings in shared rules/archaeology.md.
// Hidden information is real: the State holds every card; a seat's Observation holds only what that
// seat can see (the Table everybody sees, plus its own hand).
#include <array>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "tabletop/core/game.hpp"
#include "tabletop/core/rng.hpp"
#include "tabletop/core/small_list.hpp"
#include "tabletop/games/archaeology/cards.hpp"

namespace tabletop::archaeology {

inline constexpr int kMinPlayers = 2;
inline constexpr int kMaxPlayers = 4;
inline constexpr int kChambers = 3;
inline constexpr std::array<const char*, kChambers> kChamberNames = {"small", "medium", "large"};

// The seed's deal, scaled to the game's length (cards.hpp): cards to each hand, to the marketplace,
// and into each chamber of the pyramid (opened with 1, 2 and 3 maps).
inline int hand_deal(Length length) { return scaled(4, length); }
inline int market_deal(Length length) { return scaled(5, length); }
inline int chamber_size(int chamber, Length length) {
  constexpr std::array<int, kChambers> kSeedSizes = {3, 5, 7};
  return scaled(kSeedSizes[static_cast<std::size_t>(chamber)], length);
}
// Cards dealt before the dig site is formed: hands, marketplace and the three chambers.
int dealt_before_dig(int players, Length length);

enum class Phase : std::uint8_t {
  deal,       // chance: the cards are shuffled and dealt, a starting player drawn
  dig,        // the player in turn must draw the top card of the dig site
  rob,        // a thief was dug: the player in turn chooses whom to rob
  steal,      // chance: the card taken from the victim
  sandstorm,  // each player from the drawer round discards half their hand, rounded down
  act,        // trade, explore, sell, then end the turn (or pass when there was nothing to dig)
  over,
};

enum class MoveKind : std::uint8_t { deal, dig, rob, steal, discard, trade, explore, sell, end_turn, pass };

struct Move {
  MoveKind kind = MoveKind::end_turn;
  int number = 0;           // rob: the victim; explore: the chamber 0..2; sell: the set size; deal: the first player
  Card card = Card::pot;    // steal: the card taken; sell: the kind sold
  Pile give{};              // trade: cards given; discard: cards discarded
  Pile take{};              // trade: cards taken from the marketplace
  std::vector<Card> cards;  // deal: hands, marketplace, chambers small to large, then the dig site top first
  bool operator==(const Move&) const = default;

  static Move dig() { return Move{MoveKind::dig, 0, Card::pot, {}, {}, {}}; }
  static Move rob(int victim) { return Move{MoveKind::rob, victim, Card::pot, {}, {}, {}}; }
  static Move steal(Card card) { return Move{MoveKind::steal, 0, card, {}, {}, {}}; }
  static Move discard(const Pile& cards) { return Move{MoveKind::discard, 0, Card::pot, cards, {}, {}}; }
  static Move trade(const Pile& give, const Pile& take) { return Move{MoveKind::trade, 0, Card::pot, give, take, {}}; }
  static Move explore(int chamber) { return Move{MoveKind::explore, chamber, Card::pot, {}, {}, {}}; }
  static Move sell(Card card, int count) { return Move{MoveKind::sell, count, card, {}, {}, {}}; }
  static Move end_turn() { return Move{}; }
  static Move pass() { return Move{MoveKind::pass, 0, Card::pot, {}, {}, {}}; }
  static Move deal(std::vector<Card> cards, int first) {
    return Move{MoveKind::deal, first, Card::pot, {}, {}, std::move(cards)};
  }
};

// Four bytes: every seat's sales are copied with each table a robot is shown.
struct Sale {
  Card card = Card::pot;
  std::uint8_t count = 0;  // 1..5
  std::uint8_t value = 0;  // at most 50
  Sale() = default;
  Sale(Card sold, int cards, int money)
      : card(sold), count(static_cast<std::uint8_t>(cards)), value(static_cast<std::uint8_t>(money)) {}
  bool operator==(const Sale&) const = default;
};
// A seat's sales, held in place for all but the longest games, so a table copies without allocating.
using Sales = SmallList<Sale, 32>;
// The moves of a turn: trades, explorations, sales and its end; a sandstorm's many discards may
// spill over to the heap.
using Moves = SmallList<Move, 64>;

// What the log tells (State::event_text puts it into words). Piles are packed, 8 bits a kind.
enum class Say {
  dealt,          // n: cards left in the dig site
  begins,         // seat: the first player
  robs,           // seat; n: the victim
  steals,         // seat; n: the victim
  loses,          // seat: the discarder; n: the pile lost
  trades,         // seat; n: the pile given, the pile taken
  explores,       // seat; n: the chamber
  sells,          // seat; n: the card, the count, the value
  ends_turn,      // seat
  passes,         // seat
  must_sell,      // seat: who must sell
  digs_treasure,  // seat
  digs_thief,     // seat; n: 1 when somebody can be robbed
  digs_storm,     // seat
  storm_over,     // seat: who starts again
  game_over,      //
};
std::int64_t packed(const Pile& pile);
Pile unpacked(long long bits);

// Everything every seat can see.
struct Table {
  int players = 2;
  Length length = Length::normal;
  Phase phase = Phase::deal;
  int turn = 0;         // the seat whose turn it is
  int turn_number = 0;  // turns begun so far (1 for the first), for messages
  int discarder = 0;    // sandstorm: the seat choosing its discards
  int storm_step = 0;   // sandstorm: how many seats from the drawer round are done
  int victim = -1;      // steal: the seat being robbed
  bool acted = false;   // the player in turn has dug, traded, explored or sold this turn
  bool sold = false;    // ... has sold this turn (what a forced sale asks for)
  int passes = 0;       // passes in a row, at most the number of players
  Pile market{};
  std::array<int, kMaxPlayers> hand_sizes{};
  std::array<Sales, kMaxPlayers> sales;
  std::array<bool, kChambers> chamber_taken{};
  int dig_left = 0;
  int thieves_seen = 0;
  int storms_seen = 0;
  int maps_used = 0;  // maps spent exploring, out of the game
  bool operator==(const Table&) const = default;

  int seat_to_move() const;  // a seat, kChanceSeat or kNobody
  int money(int seat) const;
  int cards_sold(int seat) const;
  int thieves_to_come() const;
  int storms_to_come() const;
  int discard_due(int seat) const { return hand_sizes[static_cast<std::size_t>(seat)] / 2; }
  // Everyone passed in a row with the dig site empty: the player in turn must sell.
  bool must_sell() const { return dig_left == 0 && passes >= players; }
  // ... and has not sold yet, holding something to sell: the turn cannot end before a sale.
  bool sale_owed() const { return must_sell() && !sold && hand_sizes[static_cast<std::size_t>(turn)] > 0; }
  Places places() const;  // empty until the game is over
};

// The rules of a seat's own move, decided from what that seat sees: the table and its hand.
std::string why_illegal_for(const Table& table, const Pile& hand, const Move& move);
Moves legal_moves_for(const Table& table, const Pile& hand);
// legal_moves_for(...).size() and its i-th move, listing nothing in the act phase, where most moves are.
int legal_move_count_for(const Table& table, const Pile& hand);
Move legal_move_for(const Table& table, const Pile& hand, int i);
// legal_move_for(table, hand, rng.below(legal_move_count_for(table, hand))), counting the moves once.
Move draw_legal_move_for(const Table& table, const Pile& hand, Rng& rng);
// Every way to give `count` cards out of `hand` (sandstorm discards).
std::vector<Pile> choices_of(const Pile& hand, int count);
// Trades in their simplest form: some cards of one kind for some of another, nothing given in
// excess. legal_moves lists these; apply accepts every trade the rules allow.
void add_simple_trades(const Pile& hand, const Pile& market, Moves& trades);
std::vector<Move> simple_trades(const Pile& hand, const Pile& market);

// What one seat knows.
struct Observation {
  int seat = 0;
  Table table;
  Pile hand{};
  bool operator==(const Observation&) const = default;

  int current_seat() const { return table.seat_to_move(); }
  Moves legal_moves() const;  // empty unless this seat is to move
  // legal_moves().size() and legal_moves()[i] without listing them (the random robot needs one).
  int legal_move_count() const;
  Move legal_move(int i) const;
  Move draw_legal_move(Rng& rng) const;  // legal_move(rng.below(legal_move_count())), counting once
  // Treasure this seat has not seen: in the others' hands, the dig site and the closed chambers.
  Pile unseen_treasure() const;
};

class State {
 public:
  static constexpr const char* kGameId = "archaeology";
  // Digging takes the known top card, not a chance draw, so a take-back would show what comes next.
  static constexpr bool kUndoAllowed = false;
  static constexpr Capabilities kCapabilities{.chance = true,
                                              .hidden_information = true,
                                              .keeps_score = true,
                                              .applies_quietly = true,
                                              .counts_moves = true,
                                              .draws_moves = true,
                                              .samples_world_in_place = true};
  using Move = archaeology::Move;
  using Observation = archaeology::Observation;

  // A game before the deal; the first move is the chance move that shuffles and deals.
  explicit State(int players, Length length = Length::normal);

  // --- the common game interface (core/game.hpp)
  int num_seats() const { return table_.players; }
  Scores scores() const {
    return per_seat(num_seats(), [this](int s) { return table_.money(s); });
  }  // money
  int current_seat() const { return table_.seat_to_move(); }
  Moves legal_moves() const;
  // The seat in turn's legal_moves().size() and i-th move, as its observation gives them.
  int legal_move_count() const;
  Move legal_move(int i) const;
  Move draw_legal_move(Rng& rng) const;
  std::string why_illegal(const Move& move) const;
  void apply(const Move& move, EventSink events = {});
  // A steal: each card of the victim's hand alike. A deal has too many outcomes to list: none are
  // listed, and sample_chance() shuffles.
  ChanceOutcomes<Move> chance_outcomes() const;
  Move sample_chance(Rng& rng) const;
  Places places() const { return table_.places(); }
  std::string describe(const Move& move) const;
  std::string event_text(const Event& event) const;
  Observation observe(int seat) const;
  json to_json() const;
  static State from_json(const json& j);
  bool operator==(const State&) const = default;  // copies compare equal
  static json move_to_json(const Move& move);
  static Move move_from_json(const json& j);
  // A whole game agreeing with what `view` sees: the cards it cannot see dealt anew (robots).
  static State sample_world(const Observation& view, Rng& rng);
  // The same world drawn into `into`, reusing its memory (the search robot draws one an iteration).
  static void sample_world_into(const Observation& view, Rng& rng, State& into);

  // --- what the engine alone sees
  const Table& table() const { return table_; }
  const Pile& hand(int seat) const { return hands_[static_cast<std::size_t>(seat)]; }
  const Pile& chamber(int index) const { return chambers_[static_cast<std::size_t>(index)]; }
  const std::vector<Card>& dig_site() const { return dig_; }  // the top card last

  // Robots' playouts: a move known to be legal, without checks, nobody listening.
  void apply_quietly(const Move& move) { play(move, {}); }

  // A position put together by hand (tests, robots' samples of the unseen cards, saves). The table's
  // hand sizes and dig-site count are taken from the cards; validate() then checks the whole.
  static State assemble(Table table, const std::array<Pile, kMaxPlayers>& hands,
                        const std::array<Pile, kChambers>& chambers, std::vector<Card> dig_top_last);
  void validate() const;  // throws BadData for an impossible position

 private:
  void play(const Move& move, EventSink events);
  void deal(const Move& move, EventSink events);
  void dig(EventSink events);
  void storm_next(EventSink events);
  void begin_turn(int seat);
  void finish_if_done(EventSink events);
  std::string why_chance_illegal(const Move& move) const;

  Table table_;
  std::array<Pile, kMaxPlayers> hands_{};
  std::array<Pile, kChambers> chambers_{};
  std::vector<Card> dig_;
};

// The result in words: the winner (or the shared win) and how a tie on money was broken.
std::string result_words(const Table& table, const std::function<std::string(int)>& name);

}  // namespace tabletop::archaeology
