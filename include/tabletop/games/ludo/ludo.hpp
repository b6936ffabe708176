#pragma once
// Ludo as the seed's LudoGame describes it: two tokens per player, an exact move priority, a
// 56-space track. Rulings: shared rules/ludo.md. A token's place is its step count: -1 the yard (H),
// 0 ready to go (R), 1..50 the track, 51..56 the home squares, 57 the final square (E).
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "tabletop/core/game.hpp"
#include "tabletop/core/rng.hpp"
#include "tabletop/core/small_list.hpp"

namespace tabletop::ludo {

inline constexpr int kPositions = 4;  // A, B, C, D
inline constexpr int kTrackSpaces = 56;
inline constexpr int kYard = -1;
inline constexpr int kReady = 0;
inline constexpr int kLastTrackStep = 50;
inline constexpr int kFinal = 57;
inline constexpr int kPositionSpacing = 14;  // A starts on 1, B on 15, C on 29, D on 43
inline constexpr int kMinPlayers = 2;        // at the table; a replayed turns list may have one
inline constexpr int kMaxPlayers = 4;
inline constexpr const char* kPlayerNotFound = "Player not found!";
inline constexpr const char* kFinishOrderRule =
    "the finishing order must list each player with both tokens on E once, and nobody else";

enum class Token { p = 0, q = 1 };
inline constexpr std::array<Token, 2> kTokens = {Token::p, Token::q};
inline char token_letter(Token token) { return token == Token::p ? 'p' : 'q'; }

// Positions are 0..3 in the engine and 'A'..'D' to people. The board's arithmetic is inline: sims and
// batch replays ask it for every token of every roll.
inline char position_letter(int position) { return static_cast<char>('A' + position); }
inline int position_of_letter(char letter) { return letter >= 'A' && letter <= 'D' ? letter - 'A' : -1; }
// The first track space: 1, 15, 29, 43.
inline int start_space(int position) { return 1 + kPositionSpacing * position; }
inline bool on_track(int steps) { return steps >= 1 && steps <= kLastTrackStep; }            // 1..50: kickable
inline bool in_home_squares(int steps) { return steps > kLastTrackStep && steps < kFinal; }  // 51..56
// The numbered track space (1..56) a token of `position` with `steps` stands on, 0 when off the track.
inline int track_space(int position, int steps) {
  if (!on_track(steps)) return 0;
  return (start_space(position) - 1 + steps - 1) % kTrackSpaces + 1;
}
// The last track space before the home squares: 50, 8, 22, 36.
inline int end_space(int position) { return track_space(position, kLastTrackStep); }
// "H", "R", "E", "A1".."D6" or the track space number; throws BadData for a step count off the board.
std::string space_name(int position, int steps);
// Where a token on R, the track or the home squares lands after `roll`: overshooting E bounces back.
inline int steps_after(int steps, int roll) {
  const int ahead = steps + roll;
  return ahead <= kFinal ? ahead : kFinal - (ahead - kFinal);  // the overshoot walks back from E
}

// One player of the seed: a position and two tokens.
class Player {
 public:
  Player() = default;
  explicit Player(int position) : position_(position) {}

  int position() const { return position_; }
  char letter() const { return position_letter(position_); }
  int start_space() const { return ludo::start_space(position_); }
  int end_space() const { return ludo::end_space(position_); }
  int steps(Token token) const { return steps_[static_cast<std::size_t>(token)]; }
  int token_p_steps() const { return steps(Token::p); }
  int token_q_steps() const { return steps(Token::q); }
  bool completed() const { return steps(Token::p) == kFinal && steps(Token::q) == kFinal; }
  std::string space_name(int steps) const { return ludo::space_name(position_, steps); }
  std::string space_of(Token token) const { return space_name(steps(token)); }
  // Both tokens on one square of the track or the home squares: they move as one.
  bool stacked() const {
    return steps(Token::p) == steps(Token::q) && steps(Token::p) >= 1 && steps(Token::p) < kFinal;
  }
  bool operator==(const Player&) const = default;

 private:
  friend class State;
  int position_ = 0;
  std::array<int, 2> steps_{kYard, kYard};
};

// One roll of a turns list, as the seed's play_game takes it.
struct Turn {
  int position = 0;
  int roll = 1;
};

// Why the priority rule picks a move (ludo.md: move priority, earlier rules first).
enum class Reason { leave_yard, reach_end, kick, furthest };

// What one token (or a stack) does with a roll.
struct TokenMove {
  Token token = Token::p;
  int from = kYard;
  int to = kYard;
  int roll = 0;
  bool stack = false;                      // both tokens go
  FixedList<int, kMaxPlayers - 1> kicked;  // seats whose tokens stand on the landing space
  bool operator==(const TokenMove&) const = default;
};
using TokenMoves = FixedList<TokenMove, 2>;

// `turn` is a literal turn of the seed's play_game: a named position rolls, whoever's turn it is. Only a
// state made for literal turns takes it (State::literal_turns); the game's own moves never include it.
enum class MoveKind { roll, die, token, turn };

// What the log tells (State::event_text puts it into words).
enum class Say {
  rolls_and_moves,  // n: roll, token | stack << 1 | joins the other << 2, from, to
  moves,            // the token a player chose: the same numbers
  rolls_stuck,      // n: roll; no token can move
  rolls_to_choose,  // n: roll; the player picks a token next
  rolls_finished,   // n: roll; a literal turn of a player already done
  kicked,           // seat: whose tokens; n: 1 for p, 2 for q, 3 for both
  finishes,         // n: the place
  left_alone,       // seat: the one player left
  rolls_again,      // after a 6
};

struct Move {
  MoveKind kind = MoveKind::roll;
  int value = 0;  // the die's face, the token (0 p, 1 q), or a literal turn's position * 10 + roll
  bool operator==(const Move&) const = default;

  static Move roll() { return Move{MoveKind::roll, 0}; }
  static Move die(int face) { return Move{MoveKind::die, face}; }
  static Move token(Token t) { return Move{MoveKind::token, static_cast<int>(t)}; }
  static Move turn(const Turn& t) { return Move{MoveKind::turn, t.position * 10 + t.roll}; }
  Turn literal_turn() const { return Turn{value / 10, value % 10}; }
};

class State {
 public:
  static constexpr const char* kGameId = "ludo";
  static constexpr bool kUndoAllowed = true;
  static constexpr Capabilities kCapabilities{.chance = true, .labels_seats = true};
  using Move = ludo::Move;
  using Observation = State;  // nothing is hidden

  // What the game waits for: the player in turn to roll, the die, the player to pick a token.
  enum class Phase { roll, die, choose, over };

  // `positions` in seat order (1 to 4, no repeats); with `choose_moves` players pick their moves,
  // otherwise the priority rule moves for everyone. With `literal_turns` the state also takes the
  // seed's literal turns (Move::turn), as `tabletop replay ludo` reads a turns list.
  State(std::vector<int> positions, bool choose_moves, bool literal_turns = false);

  // --- the common game interface (core/game.hpp)
  int num_seats() const { return seats_; }
  int current_seat() const { return phase_ == Phase::over ? kNobody : phase_ == Phase::die ? kChanceSeat : turn_; }
  FixedList<Move, 6> legal_moves() const;
  std::string why_illegal(const Move& move) const;
  void apply(const Move& move, EventSink events = {});
  ChanceOutcomes<Move> chance_outcomes() const;  // the die: six faces alike
  Move sample_chance(Rng& rng) const;
  Places places() const;
  std::string describe(const Move& move) const;
  std::string event_text(const Event& event) const;
  json to_json() const;
  static State from_json(const json& j);
  bool operator==(const State&) const = default;  // copies compare equal
  static json move_to_json(const Move& move);
  static Move move_from_json(const json& j);

  // --- the seed's LudoGame operations
  // The player at a position ("A".."D"); throws BadData("Player not found!") for any other text or
  // a position nobody plays.
  const Player& get_player_by_position(const std::string& position) const;
  // Moves one token (with its stack partner) by `steps` (1..6; from H only a 6, to R) and kicks
  // opponents on the landing space. Throws IllegalMove when the token cannot go.
  void move_token(int position, Token token, int steps, EventSink events = {});
  // One roll of a turns list, applied literally: the priority move, no turn order, no bonus roll.
  // Throws BadData for a position nobody plays or a roll outside 1..6.
  void play_turn(const Turn& turn, EventSink events = {});
  // The seed's play_game on this state's players: every turn in order; returns spaces().
  std::vector<std::string> play_game(const std::vector<Turn>& turns);
  // Each player's p and q space names, in seat order.
  std::vector<std::string> spaces() const;

  // --- the board
  const Player& player(int seat) const { return players_[static_cast<std::size_t>(seat)]; }
  char seat_label(int seat) const { return player(seat).letter(); }  // a seat goes by its board position
  int seat_at(int position) const;                                   // -1 when nobody plays there
  Phase phase() const { return phase_; }
  int turn() const { return turn_; }
  bool bonus_roll() const { return bonus_; }        // the roll now due is the extra roll after a 6
  int last_roll() const { return last_roll_; }      // 0 before the first roll
  int last_roller() const { return last_roller_; }  // the seat that rolled it; -1 before, or unknown in an old save
  bool choose_moves() const { return choose_moves_; }
  bool literal_turns() const { return literal_turns_; }
  // The seat's place among those who finished (1 for the first), 0 while it has not.
  int finished_place(int seat) const {
    for (int i = 0; i < finished_; ++i) {
      if (finish_order_[static_cast<std::size_t>(i)] == seat) return i + 1;
    }
    return 0;
  }
  std::vector<int> finish_order() const {
    return std::vector<int>(finish_order_.begin(), finish_order_.begin() + finished_);
  }
  // The distinct moves a seat has for a roll (a stack, or two tokens on one square, counted once).
  TokenMoves token_moves(int seat, int roll) const;
  // The move the seed's priority rule makes, if any token can move.
  std::optional<TokenMove> priority_move(int seat, int roll) const;
  std::optional<Reason> priority_reason(int seat, int roll) const;
  // The seat and token standing on a numbered track space, if any.
  std::optional<std::pair<int, Token>> token_on_space(int space) const;

  // Sets a token's step count directly (tests and positions); validate() checks the result.
  void set_steps(int seat, Token token, int steps);
  void validate() const;         // throws BadData for an impossible position
  void validate_tokens() const;  // its first part: step counts, and no two players on one space

 private:
  Player& player_mut(int seat) { return players_[static_cast<std::size_t>(seat)]; }
  void apply_token_move(int seat, const TokenMove& move, Say lead, EventSink events);
  void end_roll(EventSink events);
  void note_finish(int seat, EventSink events);
  void pass_turn();
  void settle_turn_after(int seat, int roll);  // after a literal turn: the next player rolls
  std::string why_not_literal(const Turn& turn) const;
  int unfinished_count() const;
  bool stands_on(int seat, int space) const;  // a token of `seat` is on the numbered track space
  std::string name(int seat) const { return std::string(1, player(seat).letter()); }
  std::string what_moves(int seat, const TokenMove& move, bool joins) const;
  bool joins_other(int seat, const TokenMove& move) const;

  // Held in place, so a state copies without allocating: robots and sims copy it for every decision.
  std::array<Player, kMaxPlayers> players_{};
  int seats_ = 0;
  bool choose_moves_ = false;
  bool literal_turns_ = false;
  Phase phase_ = Phase::roll;
  int turn_ = 0;
  bool bonus_ = false;
  int last_roll_ = 0;
  int last_roller_ = -1;
  std::array<int, kMaxPlayers> finish_order_{};
  int finished_ = 0;
};

}  // namespace tabletop::ludo
