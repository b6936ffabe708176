#pragma once
// Igel Ärgern (Hedgehogs in a Hurry): the rules engine. Rulings: shared rules/igel.md.
// Squares are (row, col), both 1-based: row 1 at the top, column 1 the Start, column 9 the goal.
#include <array>
#include <cstdint>
#include <initializer_list>
#include <string>
#include <vector>

#include "tabletop/core/game.hpp"
#include "tabletop/core/rng.hpp"
#include "tabletop/core/small_list.hpp"

namespace tabletop::igel {

inline constexpr int kRows = 6;
inline constexpr int kCols = 9;
inline constexpr int kStartCol = 1;
inline constexpr int kGoalCol = kCols;
inline constexpr int kMinPlayers = 2;
inline constexpr int kMaxPlayers = 6;
inline constexpr int kTokensEach = 4;
inline constexpr int kTokensToWin = 3;
inline constexpr int kDieFaces = 6;

// The obstacle ("black field") column of each row on the published board, row 1 first. One table,
// so a variant board only changes this line.
inline constexpr std::array<int, kRows> kObstacleCols = {4, 7, 5, 6, 3, 8};

inline int obstacle_col(int row) { return kObstacleCols[static_cast<std::size_t>(row - 1)]; }

// The optional rules of the ruling's variants section, chosen in setup; any may be combined.
enum class Variant {
  round_board,          // rows 1 and 6 are neighbours for a sidestep
  shallow_obstacles,    // an obstacle holds only the lowest token of its stack
  repelling_obstacles,  // a token landing on an obstacle goes back to Start; obstacles never release
  stacks_march,         // a forward move carries the whole stack under the moved token
};
inline constexpr std::array<Variant, 4> kAllVariants = {Variant::round_board, Variant::shallow_obstacles,
                                                        Variant::repelling_obstacles, Variant::stacks_march};
const char* variant_id(Variant v);     // "round_board": the name in saves, scripts and `sim --variants`
const char* variant_title(Variant v);  // "round board": the name on screen
const char* variant_rule(Variant v);   // the variant's rule in a sentence or two

class Variants {
 public:
  Variants() = default;
  Variants(std::initializer_list<Variant> on) {
    for (Variant v : on) set(v, true);
  }
  bool has(Variant v) const { return (bits_ & bit(v)) != 0; }
  void set(Variant v, bool on) { bits_ = on ? (bits_ | bit(v)) : (bits_ & ~bit(v)); }
  bool none() const { return bits_ == 0; }
  std::vector<Variant> list() const;
  bool operator==(const Variants&) const = default;

 private:
  static unsigned bit(Variant v) { return 1U << static_cast<unsigned>(v); }
  unsigned bits_ = 0;
};
// "round board, stacks march", or "none".
std::string variants_text(Variants variants);
// Reads a list of variant ids: a JSON array of names or one string of names separated by commas. An
// unknown or repeated name throws BadData naming `what` and the variants there are.
Variants variants_from_json(const json& j, const std::string& what);
json variants_to_json(Variants variants);  // the ids, in the order of kAllVariants

struct Square {
  int row = 0;
  int col = 0;
  auto operator<=>(const Square&) const = default;
};
// A column and a square as the board labels them: "the Start column", "column 4", "the goal";
// "row 3, column 4".
std::string column_words(int col);
std::string square_words(Square s);
inline bool on_board(Square s) { return s.row >= 1 && s.row <= kRows && s.col >= 1 && s.col <= kCols; }

enum class MoveKind {
  place,     // placement: a token into the Start column, in `from.row`
  roll,      // the player in turn asks for the die
  die,       // chance: the die shows `face`
  sidestep,  // one own free token from `from` to `to_row`, same column
  skip,      // no sidestep this turn
  forward,   // the free token on `from` one column to the right
};

struct Move {
  MoveKind kind = MoveKind::roll;
  Square from;
  int to_row = 0;
  int face = 0;
  bool operator==(const Move&) const = default;

  static Move place(int row) { return Move{MoveKind::place, {row, kStartCol}, 0, 0}; }
  static Move roll() { return Move{MoveKind::roll, {}, 0, 0}; }
  static Move die(int face) { return Move{MoveKind::die, {}, 0, face}; }
  static Move sidestep(Square from, int to_row) { return Move{MoveKind::sidestep, from, to_row, 0}; }
  static Move skip() { return Move{MoveKind::skip, {}, 0, 0}; }
  static Move forward(Square from) { return Move{MoveKind::forward, from, 0, 0}; }
};

// Every move a turn can offer: a sidestep up or down for each of four tokens, no sidestep, and a
// forward move from each square of a row.
using Moves = FixedList<Move, 2 * kTokensEach + 1 + kCols>;
using Rows = FixedList<int, kRows>;
using Squares = FixedList<Square, kCols>;

// What the log tells (State::event_text puts it into words). Squares are row * 10 + col.
enum class Say {
  places,        // seat; n: row
  race_begins,   //
  rolls,         // seat; n: the face
  sidesteps,     // seat; n: from, to
  no_sidestep,   // seat
  stuck,         // seat; n: the rolled row
  forward,       // seat; n: the moved token's owner, from, tokens moving
  repelled,      // n: the obstacle's square, tokens
  released,      // n: the row
  reaches_goal,  // seat: the owner; n: its tokens arriving, its tokens in the goal now
  wins,          // seat
};

// Where a game stands; "chance" is between a roll and the die's face.
enum class Phase { placement, roll, chance, sidestep, forward, over };
const char* phase_name(Phase phase);

// The tokens on one square, bottom to top, as their owners' seats. Held in place (at most every
// token of the game), so a state copies without allocating: robots copy it for every plan they try.
class Stack {
 public:
  static constexpr std::size_t kCapacity = kTokensEach * kMaxPlayers;

  Stack() = default;
  Stack(std::initializer_list<int> owners) {
    for (int owner : owners) push_back(owner);
  }

  std::size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  int back() const { return owners_[size_ - 1]; }
  int operator[](std::size_t i) const { return owners_[i]; }
  const std::int8_t* begin() const { return owners_.data(); }
  const std::int8_t* end() const { return owners_.data() + size_; }
  void push_back(int owner) { owners_.at(size_++) = static_cast<std::int8_t>(owner); }
  void pop_back() { owners_[--size_] = 0; }  // cleared, so equal stacks compare equal
  bool operator==(const Stack&) const = default;

 private:
  std::array<std::int8_t, kCapacity> owners_{};
  std::size_t size_ = 0;
};

class State {
 public:
  static constexpr const char* kGameId = "igel";
  static constexpr bool kUndoAllowed = true;
  static constexpr Capabilities kCapabilities{.chance = true, .keeps_score = true, .applies_quietly = true};
  using Move = igel::Move;
  using Observation = State;  // nothing is hidden

  explicit State(int players, Variants variants = {});

  // --- the common game interface (core/game.hpp)
  int num_seats() const { return players_; }
  int current_seat() const { return phase_ == Phase::over ? kNobody : phase_ == Phase::chance ? kChanceSeat : turn_; }
  Moves legal_moves() const;
  std::string why_illegal(const Move& move) const;
  void apply(const Move& move, EventSink events = {});
  ChanceOutcomes<Move> chance_outcomes() const;  // the die: its faces alike
  Move sample_chance(Rng& rng) const;
  Places places() const;
  Scores scores() const {
    return per_seat(num_seats(), [this](int s) { return in_goal(s); });
  }  // in the goal
  std::string describe(const Move& move) const;
  std::string event_text(const Event& event) const;
  json to_json() const;
  static State from_json(const json& j);
  bool operator==(const State&) const = default;  // copies compare equal
  static json move_to_json(const Move& move);
  static Move move_from_json(const json& j);

  // A move legal_moves() listed (or the die's face), without checking it again: sims play millions.
  void apply_quietly(const Move& move) { play(move, {}); }

  // --- the board
  Variants variants() const { return variants_; }
  bool has(Variant v) const { return variants_.has(v); }
  Phase phase() const { return phase_; }
  int turn() const { return turn_; }      // the seat placing or playing (also once the game is over)
  int die() const { return die_; }        // the rolled face, 0 before the roll
  int winner() const { return winner_; }  // -1 while the game goes on
  int placed() const { return placed_; }
  const Stack& stack(Square s) const { return board_[index(s)]; }
  int height(Square s) const { return static_cast<int>(stack(s).size()); }
  int top(Square s) const { return stack(s).empty() ? -1 : stack(s).back(); }  // -1 when empty
  int in_goal(int player) const;
  // Players, best first once the game is over: the winner, then by tokens in the goal (ties by seat).
  std::vector<int> ranking() const;

  // The top token of `s` must wait on its obstacle: some token stands left of the obstacle's column
  // (with shallow obstacles, only a token alone on the obstacle waits). Inline, like the other
  // questions the move lists ask of every square.
  bool held(Square s) const { return held_at(s, stack(s).empty() ? 0 : stack(s).size() - 1); }
  // The token `level` places up from the bottom of `s` waits on its obstacle.
  bool held_at(Square s, std::size_t level) const {
    if (has(Variant::repelling_obstacles) || s.col != obstacle_col(s.row) || leftmost_ >= s.col) return false;
    return !has(Variant::shallow_obstacles) || level == 0;
  }
  // No token is left of the row's obstacle any more, so it holds nothing for good; never with
  // repelling obstacles, which stay obstacles for the whole game.
  bool obstacle_released(int row) const {
    return phase_ != Phase::placement && !has(Variant::repelling_obstacles) && leftmost_ >= obstacle_col(row);
  }
  // The top token of `s` may move: the square has one, it is not in the goal and not held.
  bool free_token(Square s) const { return on_board(s) && !stack(s).empty() && s.col != kGoalCol && !held(s); }
  // The rows a sidestep from `row` may go to: one up and one down (rows 1 and 6 touch on a round board).
  Rows side_rows(int row) const;
  // How many tokens a forward move from `s` carries: its top one, or with stacks march the whole stack
  // above any token the obstacle holds.
  int marching(Square s) const;

  // Rows the player in turn may place into now (placement phase).
  Rows placement_rows() const;
  // The squares whose top token the player in turn may move forward now (own first, as the rule says).
  Squares forward_squares() const;
  // The sidesteps the player in turn may make now.
  Moves sidesteps() const;

  // For building positions in tests and scripts: puts a stack on a square and sets the turn.
  // validate() checks the result.
  void set_stack(Square s, Stack stack);
  void set_play(int turn, Phase phase, int die);
  void validate() const;  // throws BadData for an impossible position

 private:
  void play(const Move& move, EventSink events);  // apply() without the check
  bool another_top_in_start() const;  // some Start stack is empty or topped by another colour than the mover's
  static std::size_t index(Square s) { return static_cast<std::size_t>((s.row - 1) * kCols + (s.col - 1)); }
  Stack& stack_at(Square s) { return board_[index(s)]; }
  // After the board was set from outside: every square's top (tops_), then the leftmost column.
  void find_leftmost();
  void retop(Square s);       // after a move changed the stack on s
  void leftmost_from_tops();  // the leftmost column, from tops_
  static Square square_of(int index) { return Square{index / kCols + 1, index % kCols + 1}; }
  Squares forward_squares_for(int seat, int row) const;
  // forward_squares_for as bits of tops_: the move list and the turn's end ask it on every turn.
  std::uint64_t forward_bits(int seat, int row) const;
  void add_forwards(Moves& moves) const;  // the forward moves of the turn, onto the end of `moves`
  Moves sidesteps_for(int seat) const;
  void add_sidesteps(int seat, Moves& moves) const;  // sidesteps_for, onto the end of `moves`
  bool can_sidestep(int seat) const;                 // !sidesteps_for(seat).empty(), listing nothing
  std::string why_not_placement(int row) const;
  std::string why_not_sidestep(const Move& move) const;
  std::string why_not_forward(Square from) const;
  void after_sidestep_choice(EventSink events);
  void end_turn();
  void shift(Square from, Square to, int count);  // the top `count` tokens, in their order
  void repel(Square landed, int count, EventSink events);
  void goal_reached(Square to, int count, int seat, EventSink events);

  int players_ = 2;
  Variants variants_;
  std::array<Stack, kRows * kCols> board_{};
  Phase phase_ = Phase::placement;
  int turn_ = 0;
  int die_ = 0;
  int placed_ = 0;
  int winner_ = -1;
  int leftmost_ = kCols + 1;  // the column of the leftmost token; an empty board holds nothing back
  // Bit index(s) of tops_[p] is set when player p's token is on top of square s: the move lists ask
  // for a player's tops every turn, and one word is read faster than 54 stacks.
  std::array<std::uint64_t, kMaxPlayers> tops_{};
};

}  // namespace tabletop::igel
