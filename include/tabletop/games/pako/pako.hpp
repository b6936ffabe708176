#pragma once
// Escape from Prison Island ("Pako vankilasaarelta"): the rules engine. Rulings: shared rules/pako.md.
// Squares are (row, col), 1-based, row 1 next to the boat and row n next to the prison.
#include <algorithm>
#include <array>
#include <compare>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "tabletop/core/game.hpp"
#include "tabletop/core/rng.hpp"
#include "tabletop/core/small_list.hpp"

namespace tabletop::pako {

// The seed asks for 8 x 8 on first use, which breaks its own rule of an odd side; 9 is the nearest
// legal size and the width of the physical game (pako.md, ruling A1).
inline constexpr int kDefaultSize = 9;
inline constexpr int kMinSize = 5;
inline constexpr int kMaxSize = 15;
inline constexpr int kMinPlayers = 2;
inline constexpr int kMaxPlayers = 4;
inline constexpr int kPrisonersEach = 4;
inline constexpr int kPrisonersToWin = 3;
// Ruling A21b: this many rounds in a row without a prisoner reaching the boat end the game, and from
// this count on the players are told how many rounds are left.
inline constexpr int kRoundsWithoutBoat = 30;
inline constexpr int kRoundsWarned = 20;

bool valid_size(int n);
// The sizes valid_size takes, in words: "5, 7, 9, 11, 13 or 15".
std::string valid_sizes();

struct Square {
  int row = 0;
  int col = 0;
  auto operator<=>(const Square&) const = default;
};
// A square as the board labels it, rows beside the yard and columns under it: "row 3, column 4".
std::string square_words(Square s);
// A square as an event's numbers give it (row * 100 + column; 0 for the prison), and back.
constexpr long long event_number(Square s) { return s.row * 100LL + s.col; }
constexpr Square event_square(long long n) { return Square{static_cast<int>(n / 100), static_cast<int>(n % 100)}; }

enum class MoveKind { prison, yard, boat, guard_draw, pass };

struct Move {
  MoveKind kind = MoveKind::pass;
  Square from;        // yard and boat moves
  Square to;          // prison and yard moves
  int guard_row = 0;  // guard_draw: the drawn guard's row
  int edge = 0;       // guard_draw: the column it runs to (1 or n)
  bool operator==(const Move&) const = default;

  static Move from_prison(Square to) { return Move{MoveKind::prison, {}, to, 0, 0}; }
  static Move step(Square from, Square to) { return Move{MoveKind::yard, from, to, 0, 0}; }
  static Move to_boat(Square from) { return Move{MoveKind::boat, from, {}, 0, 0}; }
  static Move draw(int row, int edge) { return Move{MoveKind::guard_draw, {}, {}, row, edge}; }
  static Move pass() { return Move{}; }
};

// A guard's run along its row: from and to columns, and every prisoner it catches on the way.
struct GuardRun {
  int row = 0;
  int from_col = 0;
  int to_col = 0;
  FixedList<std::pair<int, Square>, kMaxSize> caught;  // (owner, square)
};

// Every move a player or the guard draw can have: the prison's columns, four prisoners' lines and
// their boat moves, or a guard's two edges per row.
using Moves = SmallList<Move, kMaxSize * kMaxSize + 4 * (2 * kMaxSize)>;

// What the log tells (State::event_text puts it into words). Squares are row * 100 + col.
enum class Say {
  passes,       // seat
  stalemate,    // nobody can move: a draw
  moves,        // seat; n: from (0 for the prison), to
  guard_runs,   // n: row, from column, to column
  caught,       // seat: the owner; n: square
  boats,        // seat; n: from, prisoners in the boat now
  wins,         // seat
  guard_drawn,  // n: row, from column, to column (the edge)
  ran_out,      // kRoundsWithoutBoat rounds without a prisoner reaching the boat: the game ends (A21b)
};

class State {
 public:
  static constexpr const char* kGameId = "pako";
  static constexpr bool kUndoAllowed = true;
  static constexpr Capabilities kCapabilities{.chance = true,
                                              .keeps_score = true,
                                              .names_ending = true,
                                              .applies_quietly = true,
                                              .counts_moves = true,
                                              .draws_moves = true};
  using Move = pako::Move;
  using Observation = State;  // nothing is hidden

  State(int size, int players);

  // --- the common game interface (core/game.hpp)
  int num_seats() const { return players_; }
  int current_seat() const {
    if (winner_ >= 0 || passes_in_row_ >= players_ || ran_out()) return kNobody;
    return guard_to_draw_ ? kChanceSeat : turn_;
  }
  Moves legal_moves() const;
  std::string why_illegal(const Move& move) const;
  void apply(const Move& move, EventSink events = {});
  ChanceOutcomes<Move> chance_outcomes() const;  // a row alike; a centre guard's two edges alike
  Move sample_chance(Rng& rng) const;
  Places places() const;
  Scores scores() const {
    return per_seat(num_seats(), [this](int s) { return boat(s); });
  }  // in the boat
  std::string describe(const Move& move) const;
  std::string event_text(const Event& event) const;
  json to_json() const;
  static State from_json(const json& j);
  bool operator==(const State&) const = default;  // copies compare equal
  static json move_to_json(const Move& move);
  static Move move_from_json(const json& j);

  // A move legal_moves() listed (or the guard's draw), without checking it again: sims play millions.
  void apply_quietly(const Move& move) { play(move, {}); }

  // --- the board
  int size() const { return n_; }
  int centre() const { return (n_ + 1) / 2; }
  int turn() const { return turn_; }
  int winner() const { return winner_; }  // -1 while nobody has won
  // Ruling A21b's count: whole rounds in a row in which no prisoner reached the boat.
  int rounds_without_boat() const { return rounds_without_boat_; }
  int rounds_left() const { return kRoundsWithoutBoat - rounds_without_boat_; }
  bool ran_out() const { return rounds_without_boat_ >= kRoundsWithoutBoat; }
  // A prisoner reached the boat in the round under way: the count starts again when it ends.
  bool boat_this_round() const { return boat_this_round_; }
  // How the game ended, for a sim's count of endings: "" while it goes on.
  std::string ending() const;
  int guard_col(int row) const { return guards_[static_cast<std::size_t>(row - 1)]; }
  std::span<const Square> yard(int player) const { return pieces_[static_cast<std::size_t>(player)].squares(); }
  int boat(int player) const { return pieces_[static_cast<std::size_t>(player)].boat; }
  int prison(int player) const;
  bool on_board(Square s) const { return s.row >= 1 && s.row <= n_ && s.col >= 1 && s.col <= n_; }
  bool is_escape(Square s) const;
  bool is_boat_column(int col) const;
  int owner_at(Square s) const {  // -1 when no prisoner stands there
    return on_board(s) ? owners_[cell(s)] : -1;
  }
  bool blocked(Square s) const { return owner_at(s) >= 0 || guard_col(s.row) == s.col; }

  // Where the guard runs if `move` (a prison or yard move) is played now.
  GuardRun guard_run_after(const Move& move) const;
  // Whether a prison or yard move of the player in turn leaves every prisoner of theirs uncaught.
  bool safe_move(const Move& move) const;
  // Squares the player in turn can reach with a prison or yard move without losing a prisoner.
  std::vector<Square> hint_squares() const;
  // legal_moves().size() and legal_moves()[i], without listing them: the prison alone can offer 200
  // moves, and the random robot needs one of them.
  int legal_move_count() const;
  Move legal_move(int i) const;
  Move draw_legal_move(Rng& rng) const;  // legal_move(rng.below(legal_move_count())), counting once
  // The moves the player in turn has for the prisoner on `from` (or in the prison when from is {0,0}).
  Moves moves_from(Square from) const;

  // For setting up positions (tests and replay scripts); validate() checks the result.
  void set_guards(const std::vector<int>& cols);
  void set_pieces(int player, std::vector<Square> yard, int boat);
  void set_turn(int player);
  void set_rounds_without_boat(int rounds) { rounds_without_boat_ = rounds; }
  void validate() const;  // throws BadData for an impossible position

 private:
  // A player's prisoners in the yard, in the order they came there, and in the boat. Held in place,
  // so a state copies without allocating.
  struct Pieces {
    std::array<Square, kPrisonersEach> in_yard{};
    int count = 0;  // a save may claim more than four: validate() refuses it
    int boat = 0;
    std::span<const Square> squares() const {
      return {in_yard.data(), static_cast<std::size_t>(std::min(count, kPrisonersEach))};
    }
    void add(Square s) {
      if (count < kPrisonersEach) in_yard[static_cast<std::size_t>(count)] = s;
      ++count;
    }
    void remove(Square s);
    bool operator==(const Pieces&) const = default;
  };
  void play(const Move& move, EventSink events);  // apply() without the check
  static std::size_t cell(Square s) { return static_cast<std::size_t>((s.row - 1) * kMaxSize + (s.col - 1)); }
  void place(int player, Square s);      // into the yard
  void take_away(int player, Square s);  // out of the yard
  void find_owners();                    // after the yard was set from outside
  std::string why_path_blocked(Square from, Square to) const;
  bool path_free(Square from, Square to) const;
  // The guard of `row` running to `target_col` once `vacated` is left and `taken` taken by the mover.
  GuardRun run_guard(int row, int target_col, Square vacated = {}, Square taken = {}, int mover = -1) const;
  void catch_prisoners(const GuardRun& run, EventSink events);
  void end_turn(EventSink events);  // the last seat's ends the round, and the round may end the game
  void add_moves_from(Square from, Moves& out) const;
  // How many moves each part of the list has, in its order: the prison's columns, then each prisoner's
  // four directions and its way into the boat.
  struct MoveCounts {
    std::array<int, kMaxSize> prison{};
    std::array<std::array<int, 5>, kPrisonersEach> yard{};
    int total = 0;
  };
  MoveCounts count_moves(int seat) const;
  Move move_at(const MoveCounts& counts, int seat, int i) const;  // legal_move(i) from the counts
  // Free squares in a line from `from`, not counting it.
  int free_run(Square from, int dr, int dc) const;
  // A line's blocked squares (a prisoner or the guard) as bits, bit i - 1 for square i of the line.
  std::uint32_t row_blocks(int row) const;
  std::uint32_t col_blocks(int col) const;
  // Free squares from square `at` of a line (not counted) to the next blocked one, stepping by +1 or -1.
  int free_along(std::uint32_t blocked, int at, int step) const;
  void mark(Square s, bool prisoner);  // keeps the prisoner bits with owners_
  // Per column, the rows of the guards standing in it (bit row - 1): counting a turn's moves reads
  // them for every prisoner's vertical lines.
  using LineBits = std::array<std::uint32_t, kMaxSize>;
  LineBits guard_rows_by_col() const;
  int free_run(Square from, int dr, int dc, const LineBits& guard_rows) const;

  int n_ = kDefaultSize;
  int players_ = 2;
  std::array<int, kMaxSize> guards_{};
  int guard_rows_ = 0;  // rows given a guard; validate() wants one per row
  std::array<Pieces, kMaxPlayers> pieces_{};
  std::array<std::int8_t, kMaxSize * kMaxSize> owners_{};  // each square's prisoner's owner, -1 for none
  // The squares owners_ gives a prisoner, as bits: row r's bit c - 1 and column c's bit r - 1 for (r, c),
  // so a prisoner's free run along a line is read from one word.
  std::array<std::uint32_t, kMaxSize> prisoner_rows_{};
  std::array<std::uint32_t, kMaxSize> prisoner_cols_{};
  int turn_ = 0;
  bool guard_to_draw_ = false;  // a boat move was made; the random guard runs next
  int winner_ = -1;
  int passes_in_row_ = 0;  // everyone passing in a row ends the game as a draw
  int rounds_without_boat_ = 0;
  bool boat_this_round_ = false;  // a prisoner reached the boat in the round under way
};

// The start column of the guard of `row` (upside-down V, pako.md ruling 6).
int start_guard_col(int size, int row);

}  // namespace tabletop::pako
