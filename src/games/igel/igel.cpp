#include "tabletop/games/igel/igel.hpp"

#include <algorithm>
#include <bit>

#include "tabletop/core/seat.hpp"

namespace tabletop::igel {

// A column as the board labels it under the grid: Start, 2 to 8, Goal (the log and suggestions speak so).
std::string column_words(int col) {
  if (col == kStartCol) return "the Start column";
  if (col == kGoalCol) return "the goal";
  return "column " + std::to_string(col);
}

std::string square_words(Square s) { return "row " + std::to_string(s.row) + ", " + column_words(s.col); }

namespace {

// A square off the board has no label: the row or the column it names is not there.
std::string off_board(Square s) {
  if (s.row < 1 || s.row > kRows) return "there is no row " + std::to_string(s.row);
  return "there is no column " + std::to_string(s.col);
}

// An obstacle's hold lasts until every hedgehog has reached its column, as the log says when it ends.
std::string held_by(Square s) {
  return "the obstacle in " + square_words(s) + " holds its hedgehogs until every hedgehog has caught up with it";
}

}  // namespace

const char* phase_name(Phase phase) {
  switch (phase) {
    case Phase::placement: return "placement";
    case Phase::roll: return "roll";
    case Phase::chance: return "chance";
    case Phase::sidestep: return "sidestep";
    case Phase::forward: return "forward";
    case Phase::over: return "over";
  }
  return "over";
}

const char* variant_id(Variant v) {
  switch (v) {
    case Variant::round_board: return "round_board";
    case Variant::shallow_obstacles: return "shallow_obstacles";
    case Variant::repelling_obstacles: return "repelling_obstacles";
    case Variant::stacks_march: return "stacks_march";
  }
  return "";
}

const char* variant_title(Variant v) {
  switch (v) {
    case Variant::round_board: return "round board";
    case Variant::shallow_obstacles: return "shallow obstacles";
    case Variant::repelling_obstacles: return "repelling obstacles";
    case Variant::stacks_march: return "stacks march";
  }
  return "";
}

const char* variant_rule(Variant v) {
  switch (v) {
    case Variant::round_board:
      return "Round board: rows 1 and 6 are neighbours, so a sidestep may go from one to the other.";
    case Variant::shallow_obstacles:
      return "Shallow obstacles: an obstacle holds only the lowest hedgehog of its pile; those on top of it move "
             "freely.";
    case Variant::repelling_obstacles:
      return "Repelling obstacles: a hedgehog that lands on an obstacle goes straight back to the Start of its row; "
             "obstacles never release.";
    case Variant::stacks_march:
      return "Stacks march: a forward move carries the whole pile under the moved hedgehog along with it. Sidesteps "
             "still move one hedgehog.";
  }
  return "";
}

std::vector<Variant> Variants::list() const {
  std::vector<Variant> on;
  for (Variant v : kAllVariants) {
    if (has(v)) on.push_back(v);
  }
  return on;
}

std::string variants_text(Variants variants) {
  std::string text;
  for (Variant v : variants.list()) text += (text.empty() ? "" : ", ") + std::string(variant_title(v));
  return text.empty() ? "none" : text;
}

State::State(int players, Variants variants) : players_(players), variants_(variants) {
  if (players < kMinPlayers || players > kMaxPlayers) throw BadData("Igel Ärgern is for 2 to 6 players");
}

// ---------------------------------------------------------------- board queries

int State::in_goal(int player) const {
  int count = 0;
  for (int row = 1; row <= kRows; ++row) {
    const Stack& s = stack(Square{row, kGoalCol});
    count += static_cast<int>(std::count(s.begin(), s.end(), player));
  }
  return count;
}

void State::retop(Square s) {
  const std::uint64_t bit = std::uint64_t{1} << index(s);
  for (std::uint64_t& mask : tops_) mask &= ~bit;
  const int owner = top(s);
  if (owner >= 0 && owner < kMaxPlayers) tops_[static_cast<std::size_t>(owner)] |= bit;
}

void State::leftmost_from_tops() {
  std::uint64_t occupied = 0;
  for (std::uint64_t mask : tops_) occupied |= mask;
  std::uint64_t columns = 0;  // bit col - 1: some row holds a token in that column
  for (int row = 0; row < kRows; ++row) columns |= occupied >> (row * kCols);
  columns &= (std::uint64_t{1} << kCols) - 1;
  leftmost_ = columns == 0 ? kCols + 1 : std::countr_zero(columns) + 1;
}

void State::find_leftmost() {
  for (int row = 1; row <= kRows; ++row) {
    for (int col = 1; col <= kCols; ++col) retop(Square{row, col});
  }
  leftmost_from_tops();
}

Rows State::side_rows(int row) const {
  const bool round = has(Variant::round_board);
  Rows rows;
  if (row > 1 || round) rows.push_back(row > 1 ? row - 1 : kRows);
  if (row < kRows || round) rows.push_back(row < kRows ? row + 1 : 1);
  return rows;
}

int State::marching(Square s) const {
  if (!has(Variant::stacks_march)) return 1;
  return height(s) - (held_at(s, 0) ? 1 : 0);
}

std::vector<int> State::ranking() const {
  std::vector<int> order;
  for (int p = 0; p < players_; ++p) order.push_back(p);
  std::stable_sort(order.begin(), order.end(), [this](int a, int b) {
    if ((a == winner_) != (b == winner_)) return a == winner_;
    return in_goal(a) > in_goal(b);
  });
  return order;
}

// ---------------------------------------------------------------- turn order and result

Places State::places() const {
  if (phase_ != Phase::over) return {};
  // Tied goal counts share a place; the winner is the only one with three.
  // (With stacks march another player can have three too; the winner still stands alone in front.)
  Places places(static_cast<std::size_t>(players_), 1);
  for (int p = 0; p < players_; ++p) {
    if (p == winner_) continue;
    ++places[static_cast<std::size_t>(p)];
    for (int q = 0; q < players_; ++q) {
      if (q != winner_ && in_goal(q) > in_goal(p)) ++places[static_cast<std::size_t>(p)];
    }
  }
  return places;
}

void State::end_turn() {
  turn_ = (turn_ + 1) % players_;
  die_ = 0;
  phase_ = Phase::roll;
}

// ---------------------------------------------------------------- what may move

bool State::another_top_in_start() const {
  for (int row = 1; row <= kRows; ++row) {
    if (top(Square{row, kStartCol}) != turn_) return true;
  }
  return false;
}

Rows State::placement_rows() const {
  // The lowest of the Start stacks not topped by the player's own colour (an empty one counts); only
  // when every Start stack has that colour on top, the lowest of them all (igel.md, placement).
  Rows rows;
  if (phase_ != Phase::placement) return rows;
  const bool avoid_own = another_top_in_start();
  int lowest = kTokensEach * kMaxPlayers;
  for (int row = 1; row <= kRows; ++row) {
    const Square s{row, kStartCol};
    if (!avoid_own || top(s) != turn_) lowest = std::min(lowest, height(s));
  }
  for (int row = 1; row <= kRows; ++row) {
    const Square s{row, kStartCol};
    if ((!avoid_own || top(s) != turn_) && height(s) == lowest) rows.push_back(row);
  }
  return rows;
}

std::uint64_t State::forward_bits(int seat, int row) const {
  if (row < 1 || row > kRows) return 0;
  std::uint64_t occupied = 0;
  for (std::uint64_t mask : tops_) occupied |= mask;
  const std::uint64_t mine = seat >= 0 && seat < kMaxPlayers ? tops_[static_cast<std::size_t>(seat)] : 0;
  std::uint64_t own = 0;
  std::uint64_t others = 0;
  // The row's squares left of the goal that hold a token.
  constexpr std::uint64_t kBeforeGoal = (std::uint64_t{1} << (kGoalCol - 1)) - 1;  // a row's columns 1 .. goal - 1
  for (std::uint64_t mask = occupied & (kBeforeGoal << ((row - 1) * kCols)); mask != 0; mask &= mask - 1) {
    const std::uint64_t bit = mask & (~mask + 1);
    if (!free_token(square_of(std::countr_zero(mask)))) continue;
    ((mine & bit) != 0 ? own : others) |= bit;
  }
  return own != 0 ? own : others;
}

Squares State::forward_squares_for(int seat, int row) const {
  Squares squares;
  for (std::uint64_t mask = forward_bits(seat, row); mask != 0; mask &= mask - 1) {
    squares.push_back(square_of(std::countr_zero(mask)));
  }
  return squares;
}

Squares State::forward_squares() const {
  if (phase_ != Phase::sidestep && phase_ != Phase::forward) return {};
  return forward_squares_for(turn_, die_);
}

Moves State::sidesteps_for(int seat) const {
  Moves moves;
  add_sidesteps(seat, moves);
  return moves;
}

void State::add_sidesteps(int seat, Moves& moves) const {
  if (seat < 0 || seat >= kMaxPlayers) return;
  // The seat's tops in index order: row by row, column by column, as the list has always been.
  for (std::uint64_t mask = tops_[static_cast<std::size_t>(seat)]; mask != 0; mask &= mask - 1) {
    const Square s = square_of(std::countr_zero(mask));
    if (!free_token(s)) continue;  // held, or in the goal
    for (int to_row : side_rows(s.row)) moves.push_back(Move::sidestep(s, to_row));
  }
}

bool State::can_sidestep(int seat) const {
  if (seat < 0 || seat >= kMaxPlayers) return false;
  for (std::uint64_t mask = tops_[static_cast<std::size_t>(seat)]; mask != 0; mask &= mask - 1) {
    if (free_token(square_of(std::countr_zero(mask)))) return true;  // every row has a row beside it
  }
  return false;
}

Moves State::sidesteps() const {
  if (phase_ != Phase::sidestep) return {};
  return sidesteps_for(turn_);
}

void State::add_forwards(Moves& moves) const {
  for (std::uint64_t mask = forward_bits(turn_, die_); mask != 0; mask &= mask - 1) {
    moves.push_back(Move::forward(square_of(std::countr_zero(mask))));
  }
}

Moves State::legal_moves() const {
  Moves moves;
  switch (phase_) {
    case Phase::placement:
      for (int row : placement_rows()) moves.push_back(Move::place(row));
      break;
    case Phase::roll: moves.push_back(Move::roll()); break;
    case Phase::chance:
      for (int face = 1; face <= kDieFaces; ++face) moves.push_back(Move::die(face));
      break;
    case Phase::sidestep:
      add_sidesteps(turn_, moves);
      moves.push_back(Move::skip());
      // Moving forward at once means no sidestep this turn.
      add_forwards(moves);
      break;
    case Phase::forward: add_forwards(moves); break;
    case Phase::over: break;
  }
  return moves;
}

// ---------------------------------------------------------------- legality

std::string State::why_not_placement(int row) const {
  if (row < 1 || row > kRows) return "there is no row " + std::to_string(row);
  const auto rows = placement_rows();
  if (std::find(rows.begin(), rows.end(), row) != rows.end()) return "";
  if (!another_top_in_start())
    return "row " + std::to_string(row) + "'s stack is taller than the lowest stacks of the Start column";
  if (top(Square{row, kStartCol}) == turn_) {
    return "row " + std::to_string(row) + " has " + seat_letter_text(turn_) +
           "'s own colour on top, and a hedgehog never goes on its own colour";
  }
  return "row " + std::to_string(row) + "'s stack is taller than the lowest Start stacks without " +
         seat_letter_text(turn_) + " on top";
}

std::string State::why_not_sidestep(const Move& move) const {
  const Square from = move.from;
  if (!on_board(from)) return off_board(from);
  if (stack(from).empty()) return "there is no hedgehog in " + square_words(from);
  if (top(from) != turn_) return seat_letter_text(turn_) + " has no hedgehog on top in " + square_words(from);
  if (from.col == kGoalCol) return "hedgehogs in the goal never move again";
  if (held(from)) return held_by(from);
  if (move.to_row < 1 || move.to_row > kRows) return "there is no row " + std::to_string(move.to_row);
  const auto rows = side_rows(from.row);
  if (std::find(rows.begin(), rows.end(), move.to_row) == rows.end()) {
    return has(Variant::round_board) ? "a sidestep goes one row up or down (rows 1 and 6 touch on the round board)"
                                     : "a sidestep goes one row up or down";
  }
  return "";
}

std::string State::why_not_forward(Square from) const {
  if (!on_board(from)) return off_board(from);
  if (stack(from).empty()) return "there is no hedgehog in " + square_words(from);  // before its row: none is there
  if (from.row != die_) {
    return "only a hedgehog in the rolled row " + std::to_string(die_) + " moves forward, not one in row " +
           std::to_string(from.row);
  }
  if (from.col == kGoalCol) return "hedgehogs in the goal never move again";
  if (held(from)) return held_by(from);
  const auto allowed = forward_squares_for(turn_, die_);
  if (top(from) != turn_ && !allowed.empty() && top(allowed.front()) == turn_) {
    return seat_letter_text(turn_) + " has a hedgehog in row " + std::to_string(die_) +
           " that can move, so it must move its own";
  }
  return "";
}

std::string State::why_illegal(const Move& move) const {
  switch (phase_) {
    case Phase::over: return "the game is over";
    case Phase::chance:
      if (move.kind != MoveKind::die) return "the die is being rolled";
      if (move.face < 1 || move.face > kDieFaces) return "a die shows 1 to 6, not " + std::to_string(move.face);
      return "";
    case Phase::placement:
      if (move.kind != MoveKind::place) return "every hedgehog must be placed before the race begins";
      return why_not_placement(move.from.row);
    case Phase::roll:
      if (move.kind != MoveKind::roll) return seat_letter_text(turn_) + " must roll the die first";
      return "";
    case Phase::sidestep:
      if (move.kind == MoveKind::skip) return "";
      if (move.kind == MoveKind::sidestep) return why_not_sidestep(move);
      if (move.kind == MoveKind::forward) return why_not_forward(move.from);
      return "the die has been rolled already: sidestep, or move a hedgehog forward";
    case Phase::forward:
      if (move.kind == MoveKind::forward) return why_not_forward(move.from);
      if (move.kind == MoveKind::sidestep) return "only one sidestep is allowed per turn";
      if (move.kind == MoveKind::skip)
        return "a hedgehog in row " + std::to_string(die_) + " can move forward, so one must";
      return "a hedgehog in row " + std::to_string(die_) + " must move forward now";
  }
  return "";
}

// ---------------------------------------------------------------- applying moves

void State::after_sidestep_choice(EventSink events) {
  if (forward_bits(turn_, die_) == 0) {
    events(turn_, Say::stuck, die_);
    end_turn();
    return;
  }
  phase_ = Phase::forward;
}

namespace {
int square_number(Square s) { return s.row * 10 + s.col; }
Square numbered_square(long long n) { return Square{static_cast<int>(n / 10), static_cast<int>(n % 10)}; }
}  // namespace

void State::apply(const Move& move, EventSink events) {
  if (std::string why = why_illegal(move); !why.empty()) throw IllegalMove(why);
  play(move, events);
}

void State::play(const Move& move, EventSink events) {
  const int seat = turn_;
  switch (move.kind) {
    case MoveKind::place:
      stack_at(move.from).push_back(seat);
      retop(move.from);
      leftmost_from_tops();
      ++placed_;
      events(seat, Say::places, move.from.row);
      if (placed_ == kTokensEach * players_) {
        phase_ = Phase::roll;
        turn_ = 0;
        events(-1, Say::race_begins);
      } else {
        turn_ = placed_ % players_;
      }
      return;
    case MoveKind::roll: phase_ = Phase::chance; return;
    case MoveKind::die:
      die_ = move.face;
      phase_ = Phase::sidestep;
      events(seat, Say::rolls, die_);
      if (!can_sidestep(seat)) after_sidestep_choice(events);
      return;
    case MoveKind::sidestep: {
      const Square to{move.to_row, move.from.col};
      shift(move.from, to, 1);
      events(seat, Say::sidesteps, square_number(move.from), square_number(to));
      if (has(Variant::repelling_obstacles) && to.col == obstacle_col(to.row)) repel(to, 1, events);
      after_sidestep_choice(events);
      return;
    }
    case MoveKind::skip:
      events(seat, Say::no_sidestep);
      after_sidestep_choice(events);
      return;
    case MoveKind::forward: {
      const Square to{move.from.row, move.from.col + 1};
      const int owner = top(move.from);
      const int count = marching(move.from);
      std::array<bool, kRows> was_released{};
      for (int row = 1; row <= kRows; ++row) was_released[static_cast<std::size_t>(row - 1)] = obstacle_released(row);
      shift(move.from, to, count);
      events(seat, Say::forward, owner, square_number(move.from), count);
      if (has(Variant::repelling_obstacles) && to.col == obstacle_col(to.row)) repel(to, count, events);
      for (int row = 1; row <= kRows; ++row) {
        if (!was_released[static_cast<std::size_t>(row - 1)] && obstacle_released(row)) events(-1, Say::released, row);
      }
      if (to.col == kGoalCol) {
        goal_reached(to, count, seat, events);
        if (phase_ == Phase::over) return;
      }
      end_turn();
      return;
    }
  }
}

std::string State::event_text(const Event& e) const {
  const std::string who = e.seat >= 0 ? seat_letter_text(e.seat) : "";
  const auto number = [&](std::size_t i) { return std::to_string(e.n[i]); };
  switch (static_cast<Say>(e.what)) {
    case Say::places: return who + " puts a hedgehog in row " + number(0) + ".";
    case Say::race_begins: return "Every hedgehog is on the Start column: the race begins.";
    case Say::rolls: return who + " rolls " + number(0) + ": row " + number(0) + ".";
    case Say::sidesteps: {
      const Square from = numbered_square(e.n[0]);
      return who + " sidesteps a hedgehog in " + column_words(from.col) + " from row " + std::to_string(from.row) +
             " to row " + std::to_string(numbered_square(e.n[1]).row) + ".";
    }
    case Say::no_sidestep: return who + " makes no sidestep.";
    case Say::stuck: return "Nothing in row " + number(0) + " can move forward.";
    case Say::forward: {
      const Square from = numbered_square(e.n[1]);
      const long long count = e.n[2];
      const std::string whose =
          e.n[0] == e.seat ? "a hedgehog" : seat_letter_text(static_cast<int>(e.n[0])) + "'s hedgehog";
      const std::string carried = count == 1   ? ""
                                  : count == 2 ? ", carrying the hedgehog under it"
                                               : ", carrying the " + std::to_string(count - 1) + " hedgehogs under it";
      return who + " moves " + whose + " in row " + std::to_string(from.row) + " forward from " +
             column_words(from.col) + " to " + column_words(from.col + 1) + carried + ".";
    }
    case Say::repelled: {
      const Square landed = numbered_square(e.n[0]);
      return "The obstacle in " + square_words(landed) + " repels " +
             (e.n[1] == 1 ? std::string("the hedgehog") : number(1) + " hedgehogs") + " back to " +
             column_words(kStartCol) + ".";
    }
    case Say::released:
      return "The obstacle in " +
             square_words(Square{static_cast<int>(e.n[0]), obstacle_col(static_cast<int>(e.n[0]))}) +
             " is released: every hedgehog has caught up with it.";
    case Say::reaches_goal: {
      const long long now = e.n[1];
      const std::string tally = " (" + std::to_string(now) + (now > kTokensToWin ? " in the goal" : " of 3") + ").";
      return e.n[0] == 1 ? who + "'s hedgehog reaches the goal" + tally
                         : who + "'s " + number(0) + " hedgehogs reach the goal" + tally;
    }
    case Say::wins: return who + " wins with three hedgehogs in the goal!";
  }
  return "";
}

void State::shift(Square from, Square to, int count) {
  Stack& source = stack_at(from);
  Stack& target = stack_at(to);
  const std::size_t first = source.size() - static_cast<std::size_t>(count);
  for (std::size_t i = first; i < source.size(); ++i) target.push_back(source[i]);
  while (source.size() > first) source.pop_back();
  retop(from);
  retop(to);
  leftmost_from_tops();
}

// Repelling obstacles: what just landed on one goes back to the Start of its row, in its order.
void State::repel(Square landed, int count, EventSink events) {
  shift(landed, Square{landed.row, kStartCol}, count);
  events(-1, Say::repelled, square_number(landed), count);
}

// The top `count` tokens of the goal square `to` have just arrived. Their owners, highest token
// first, are told their count; the player in turn wins if it has three, otherwise the owner of the
// highest arriving token with three (only a marching stack brings several at once).
void State::goal_reached(Square to, int count, int seat, EventSink events) {
  const Stack& arrived = stack(to);
  FixedList<int, kMaxPlayers> owners;  // highest first
  for (std::size_t i = arrived.size(); i-- > arrived.size() - static_cast<std::size_t>(count);) {
    if (std::find(owners.begin(), owners.end(), arrived[i]) == owners.end()) owners.push_back(arrived[i]);
  }
  for (int owner : owners) {
    const auto moved = std::count(arrived.end() - count, arrived.end(), owner);
    events(owner, Say::reaches_goal, moved, in_goal(owner));
  }
  int winner = in_goal(seat) >= kTokensToWin ? seat : -1;
  for (int owner : owners) {
    if (winner < 0 && in_goal(owner) >= kTokensToWin) winner = owner;
  }
  if (winner < 0) return;
  winner_ = winner;
  phase_ = Phase::over;
  events(winner, Say::wins);
}

ChanceOutcomes<Move> State::chance_outcomes() const {
  return uniform_outcomes<Move>(kDieFaces, [](int i) { return Move::die(i + 1); });
}

Move State::sample_chance(Rng& rng) const { return Move::die(rng.between(1, kDieFaces)); }

std::string State::describe(const Move& move) const {
  switch (move.kind) {
    case MoveKind::place: return "place in row " + std::to_string(move.from.row);
    case MoveKind::roll: return "roll the die";
    case MoveKind::die: return "the die shows " + std::to_string(move.face);
    case MoveKind::sidestep:
      return "sidestep in " + column_words(move.from.col) + " from row " + std::to_string(move.from.row) + " to row " +
             std::to_string(move.to_row);
    case MoveKind::skip: return "no sidestep";
    case MoveKind::forward:
      return "forward in row " + std::to_string(move.from.row) + " from " + column_words(move.from.col) + " to " +
             column_words(move.from.col + 1);
  }
  return "";
}

// ---------------------------------------------------------------- building positions

void State::set_stack(Square s, Stack stack) {
  stack_at(s) = std::move(stack);
  find_leftmost();
}

void State::set_play(int turn, Phase phase, int die) {
  placed_ = kTokensEach * players_;
  turn_ = turn;
  phase_ = phase;
  die_ = die;
}

void State::validate() const {
  std::vector<int> count(static_cast<std::size_t>(players_), 0);
  for (int row = 1; row <= kRows; ++row) {
    for (int col = 1; col <= kCols; ++col) {
      const Square s{row, col};
      if (has(Variant::repelling_obstacles) && col == obstacle_col(row) && !stack(s).empty()) {
        throw BadData("with repelling obstacles no hedgehog stands on an obstacle, as one does in " + square_words(s));
      }
      for (int owner : stack(s)) {
        if (owner < 0 || owner >= players_) throw BadData("a hedgehog in " + square_words(s) + " belongs to no player");
        ++count[static_cast<std::size_t>(owner)];
        if (phase_ == Phase::placement && col != kStartCol) {
          throw BadData("during placement every hedgehog stands in the Start column, not in " + square_words(s));
        }
      }
    }
  }
  const int all = kTokensEach * players_;
  if (placed_ < 0 || placed_ > all) throw BadData("the number of placed hedgehogs must be 0 to " + std::to_string(all));
  if ((phase_ == Phase::placement) != (placed_ < all))
    throw BadData("the placement phase lasts until every hedgehog is placed");
  for (int p = 0; p < players_; ++p) {
    const int expected = placed_ / players_ + (p < placed_ % players_ ? 1 : 0);
    if (count[static_cast<std::size_t>(p)] != expected) {
      throw BadData("player " + seat_letter_text(p) + " has " + std::to_string(count[static_cast<std::size_t>(p)]) +
                    " hedgehogs on the board, not " + std::to_string(expected));
    }
  }
  if (turn_ < 0 || turn_ >= players_) throw BadData("the player in turn must be 0 to " + std::to_string(players_ - 1));
  if (phase_ == Phase::placement && turn_ != placed_ % players_) throw BadData("hedgehogs are placed in seat order");
  const bool rolled = phase_ == Phase::sidestep || phase_ == Phase::forward;
  if (rolled ? (die_ < 1 || die_ > kDieFaces) : (phase_ != Phase::over && die_ != 0)) {
    throw BadData(rolled ? "the die must show 1 to 6 after a roll" : "the die shows nothing before the roll");
  }
  if (phase_ == Phase::sidestep && sidesteps().empty()) throw BadData("a sidestep is due but none is possible");
  if (phase_ == Phase::forward && forward_squares().empty())
    throw BadData("a forward move is due but nothing can move");
  // With stacks march a pile may bring others to three along with the winner.
  const bool others_may_have_three = winner_ >= 0 && has(Variant::stacks_march);
  for (int p = 0; p < players_; ++p) {
    const bool three = in_goal(p) >= kTokensToWin;
    if (winner_ == p && !three)
      throw BadData("player " + seat_letter_text(p) + " is named the winner without three hedgehogs in the goal");
    if (winner_ != p && three && !others_may_have_three) {
      throw BadData("player " + seat_letter_text(p) + " has three hedgehogs in the goal but has not won");
    }
  }
  if ((winner_ >= 0) != (phase_ == Phase::over)) throw BadData("the game is over exactly when somebody has won");
}

}  // namespace tabletop::igel
