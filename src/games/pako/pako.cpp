#include "tabletop/games/pako/pako.hpp"

#include <algorithm>
#include <bit>
#include <cstdlib>

#include "tabletop/core/seat.hpp"

namespace tabletop::pako {
namespace {
constexpr int kDirections[4][2] = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};  // a prisoner's moves, in their listed order
}  // namespace

bool valid_size(int n) { return n >= kMinSize && n <= kMaxSize && n % 2 == 1; }

std::string valid_sizes() {
  std::string words;
  for (int n = kMinSize; n <= kMaxSize; n += 2) {
    words += std::to_string(n);
    if (n + 2 < kMaxSize) words += ", ";
    else if (n + 2 == kMaxSize) words += " or ";
  }
  return words;
}

std::string square_words(Square s) { return "row " + std::to_string(s.row) + ", column " + std::to_string(s.col); }

namespace {

// The way a straight move takes, as the board labels it: "the way up column 3 to the boat".
std::string way_words(Square from, Square to) {
  if (from.col != to.col)
    return std::string("the way ") + (to.col < from.col ? "left" : "right") + " along row " + std::to_string(from.row);
  return std::string("the way ") + (to.row < from.row ? "up" : "down") + " column " + std::to_string(from.col) +
         (to.row == 0 ? " to the boat" : "");
}

}  // namespace

int start_guard_col(int size, int row) {
  const int m = (size + 1) / 2;
  return row % 2 == 0 ? m - row / 2 : m + (row - 1) / 2;
}

State::State(int size, int players) : n_(size), players_(players) {
  if (!valid_size(size)) throw BadData("the yard must be " + valid_sizes() + " squares wide");
  if (players < kMinPlayers || players > kMaxPlayers) throw BadData("Pako is for 2 to 4 players");
  for (int row = 1; row <= n_; ++row) guards_[static_cast<std::size_t>(row - 1)] = start_guard_col(n_, row);
  guard_rows_ = n_;
  owners_.fill(-1);
}

// ---------------------------------------------------------------- board queries

int State::prison(int player) const {
  const auto& p = pieces_[static_cast<std::size_t>(player)];
  return kPrisonersEach - p.count - p.boat;
}

bool State::is_escape(Square s) const { return on_board(s) && (s.row - 1) + std::abs(s.col - centre()) <= n_ / 4; }

bool State::is_boat_column(int col) const { return std::abs(col - centre()) <= n_ / 4; }

void State::Pieces::remove(Square s) {
  const auto held = squares();
  const auto it = std::find(held.begin(), held.end(), s);
  if (it == held.end()) return;
  // The rest keep their order: it is the order moves are listed in.
  std::copy(it + 1, held.end(), in_yard.begin() + (it - held.begin()));
  --count;
}

void State::place(int player, Square s) {
  pieces_[static_cast<std::size_t>(player)].add(s);
  owners_[cell(s)] = static_cast<std::int8_t>(player);
  mark(s, true);
}

void State::take_away(int player, Square s) {
  pieces_[static_cast<std::size_t>(player)].remove(s);
  owners_[cell(s)] = -1;
  mark(s, false);
}

void State::mark(Square s, bool prisoner) {
  if (!on_board(s)) return;
  const std::uint32_t col_bit = std::uint32_t{1} << (s.col - 1);
  const std::uint32_t row_bit = std::uint32_t{1} << (s.row - 1);
  auto& row = prisoner_rows_[static_cast<std::size_t>(s.row - 1)];
  auto& col = prisoner_cols_[static_cast<std::size_t>(s.col - 1)];
  row = prisoner ? (row | col_bit) : (row & ~col_bit);
  col = prisoner ? (col | row_bit) : (col & ~row_bit);
}

void State::find_owners() {
  owners_.fill(-1);
  prisoner_rows_.fill(0);
  prisoner_cols_.fill(0);
  for (int p = players_ - 1; p >= 0; --p) {  // the first player listed on a square, as a search would find
    for (const Square& s : yard(p)) {
      if (on_board(s) && owners_[cell(s)] < 0) owners_[cell(s)] = static_cast<std::int8_t>(p);
      mark(s, true);
    }
  }
}

// ---------------------------------------------------------------- turn order and result

Places State::places() const {
  if (current_seat() != kNobody) return {};
  Places places(static_cast<std::size_t>(players_), 1);
  if (winner_ < 0 && !ran_out()) return places;  // everyone stuck: a draw
  // The winner first; the others by prisoners in the boat, equal counts sharing a place. A game run out
  // has no winner: all of it goes by the boat (A21b).
  for (int p = 0; p < players_; ++p) {
    if (p == winner_) continue;
    int better = winner_ >= 0 ? 1 : 0;
    for (int q = 0; q < players_; ++q) {
      if (q != p && q != winner_ && boat(q) > boat(p)) ++better;
    }
    places[static_cast<std::size_t>(p)] = 1 + better;
  }
  return places;
}

std::string State::ending() const {
  if (current_seat() != kNobody) return "";
  if (winner_ >= 0) return "three prisoners in the boat";
  return ran_out() ? std::to_string(kRoundsWithoutBoat) + " rounds without reaching the boat" : "nobody could move";
}

void State::end_turn(EventSink events) {
  if (turn_ == players_ - 1) {  // the last seat in the order closes the round (A21b)
    rounds_without_boat_ = boat_this_round_ ? 0 : rounds_without_boat_ + 1;
    boat_this_round_ = false;
    if (ran_out()) events(-1, Say::ran_out, rounds_without_boat_);
  }
  turn_ = (turn_ + 1) % players_;
}

// ---------------------------------------------------------------- legality

std::string State::why_path_blocked(Square from, Square to) const {
  // Every square after `from` up to and including `to` must be free of prisoners and guards.
  const int dr = (to.row > from.row) - (to.row < from.row);
  const int dc = (to.col > from.col) - (to.col < from.col);
  for (Square s{from.row + dr, from.col + dc};; s = Square{s.row + dr, s.col + dc}) {
    if (on_board(s)) {
      const char* who = guard_col(s.row) == s.col ? "a guard" : owner_at(s) >= 0 ? "a prisoner" : nullptr;
      // On the square pointed at it stands there; short of it, it blocks the way there.
      if (who != nullptr && s == to) return std::string(who) + " stands in " + square_words(s);
      if (who != nullptr) return std::string(who) + " in " + square_words(s) + " blocks " + way_words(from, to);
    }
    if (s == to) return "";
  }
}

bool State::path_free(Square from, Square to) const {
  const int dr = (to.row > from.row) - (to.row < from.row);
  const int dc = (to.col > from.col) - (to.col < from.col);
  for (Square s{from.row + dr, from.col + dc};; s = Square{s.row + dr, s.col + dc}) {
    if (on_board(s) && blocked(s)) return false;
    if (s == to) return true;
  }
}

std::string State::why_illegal(const Move& move) const {
  const int seat = current_seat();
  if (seat == kNobody) return "the game is over";
  if (seat == kChanceSeat) {
    if (move.kind != MoveKind::guard_draw) return "a guard must be drawn first";
    if (move.guard_row < 1 || move.guard_row > n_) return "there is no guard in row " + std::to_string(move.guard_row);
    const int g = guard_col(move.guard_row);
    const int far_edge = g < centre() ? n_ : (g > centre() ? 1 : 0);
    if (move.edge != 1 && move.edge != n_) return "a drawn guard runs to column 1 or " + std::to_string(n_);
    if (far_edge != 0 && move.edge != far_edge) return "the drawn guard runs to the edge farther from it";
    return "";
  }
  if (move.kind == MoveKind::guard_draw) return "no guard is to be drawn now";
  if (move.kind == MoveKind::pass) {
    const Moves moves = legal_moves();
    return moves.front().kind == MoveKind::pass ? "" : "a player who can move must move";
  }
  if (move.kind == MoveKind::prison) {
    if (prison(seat) == 0) return seat_letter_text(seat) + " has nobody in the prison";
    if (!on_board(move.to)) return square_words(move.to) + " is outside the yard";
    return why_path_blocked(Square{n_ + 1, move.to.col}, move.to);
  }
  if (!on_board(move.from)) return square_words(move.from) + " is outside the yard";
  if (owner_at(move.from) != seat)
    return "no prisoner of " + seat_letter_text(seat) + " stands in " + square_words(move.from);
  if (move.kind == MoveKind::boat) {
    if (!is_escape(move.from)) return square_words(move.from) + " is not an escape square";
    return why_path_blocked(move.from, Square{0, move.from.col});
  }
  if (!on_board(move.to)) return square_words(move.to) + " is outside the yard";
  if (move.to == move.from) return "a move goes at least one square";
  if (move.to.row != move.from.row && move.to.col != move.from.col) return "prisoners move straight, not diagonally";
  return why_path_blocked(move.from, move.to);
}

void State::add_moves_from(Square from, Moves& out) const {
  if (from.row == 0) {  // the prison: straight up any column
    for (int col = 1; col <= n_; ++col) {
      for (int row = n_; row >= 1 && !blocked(Square{row, col}); --row) out.push_back(Move::from_prison({row, col}));
    }
    return;
  }
  for (const auto& d : kDirections) {
    for (Square s{from.row + d[0], from.col + d[1]}; on_board(s) && !blocked(s); s = {s.row + d[0], s.col + d[1]}) {
      out.push_back(Move::step(from, s));
    }
  }
  if (is_escape(from) && path_free(from, Square{0, from.col})) out.push_back(Move::to_boat(from));
}

int State::free_run(Square from, int dr, int dc) const {
  if (!on_board(from)) {  // a position set up by hand: walk it
    int run = 0;
    for (Square s{from.row + dr, from.col + dc}; on_board(s) && !blocked(s); s = {s.row + dr, s.col + dc}) ++run;
    return run;
  }
  if (dr == 0) return free_along(row_blocks(from.row), from.col, dc);
  return free_along(col_blocks(from.col), from.row, dr);
}

int State::free_run(Square from, int dr, int dc, const LineBits& guard_rows) const {
  if (!on_board(from) || dr == 0) return free_run(from, dr, dc);
  const std::uint32_t blocks =
      prisoner_cols_[static_cast<std::size_t>(from.col - 1)] | guard_rows[static_cast<std::size_t>(from.col - 1)];
  return free_along(blocks, from.row, dr);
}

State::LineBits State::guard_rows_by_col() const {
  LineBits rows{};
  for (int row = 1; row <= n_; ++row) {
    const int g = guard_col(row);
    if (g >= 1 && g <= n_) rows[static_cast<std::size_t>(g - 1)] |= std::uint32_t{1} << (row - 1);
  }
  return rows;
}

std::uint32_t State::row_blocks(int row) const {
  const int g = guard_col(row);
  const std::uint32_t guard = g >= 1 && g <= n_ ? std::uint32_t{1} << (g - 1) : 0;
  return prisoner_rows_[static_cast<std::size_t>(row - 1)] | guard;
}

std::uint32_t State::col_blocks(int col) const {
  std::uint32_t blocks = prisoner_cols_[static_cast<std::size_t>(col - 1)];
  for (int row = 1; row <= n_; ++row) {
    if (guard_col(row) == col) blocks |= std::uint32_t{1} << (row - 1);
  }
  return blocks;
}

int State::free_along(std::uint32_t blocked, int at, int step) const {
  if (step > 0) return std::min(std::countr_zero(blocked >> at), n_ - at);      // bit 0 is now square at + 1
  const std::uint32_t behind = blocked & ((std::uint32_t{1} << (at - 1)) - 1);  // squares 1 .. at - 1
  if (behind == 0) return at - 1;
  const int nearest = 32 - std::countl_zero(behind);  // the blocked square nearest behind `at`
  return at - 1 - nearest;
}

State::MoveCounts State::count_moves(int seat) const {
  MoveCounts counts;
  const LineBits guard_rows = guard_rows_by_col();
  if (prison(seat) > 0) {
    // A column is free from the prison up to the square below its lowest guard or prisoner.
    for (int col = 1; col <= n_; ++col) {
      const auto c = static_cast<std::size_t>(col - 1);
      const int lowest_blocked = 32 - std::countl_zero(prisoner_cols_[c] | guard_rows[c]);  // 0: none
      counts.prison[c] = n_ - lowest_blocked;
      counts.total += n_ - lowest_blocked;
    }
  }
  const auto mine = yard(seat);
  for (std::size_t i = 0; i < mine.size(); ++i) {
    auto& parts = counts.yard[i];
    for (std::size_t d = 0; d < 4; ++d) parts[d] = free_run(mine[i], kDirections[d][0], kDirections[d][1], guard_rows);
    parts[4] = is_escape(mine[i]) && path_free(mine[i], Square{0, mine[i].col}) ? 1 : 0;
    for (int part : parts) counts.total += part;
  }
  return counts;
}

int State::legal_move_count() const {
  const int seat = current_seat();
  if (seat < 0) return static_cast<int>(legal_moves().size());
  return std::max(1, count_moves(seat).total);  // nothing to move: the pass
}

Move State::legal_move(int i) const {
  const int seat = current_seat();
  if (seat < 0) return legal_moves()[static_cast<std::size_t>(i)];
  return move_at(count_moves(seat), seat, i);
}

Move State::draw_legal_move(Rng& rng) const {
  const int seat = current_seat();
  if (seat < 0) return legal_move(rng.below(legal_move_count()));
  const MoveCounts counts = count_moves(seat);
  return move_at(counts, seat, rng.below(std::max(1, counts.total)));
}

Move State::move_at(const MoveCounts& counts, int seat, int i) const {
  if (counts.total == 0) return Move::pass();
  for (int col = 1; col <= n_; ++col) {
    const int here = counts.prison[static_cast<std::size_t>(col - 1)];
    if (i < here) return Move::from_prison(Square{n_ - i, col});
    i -= here;
  }
  const auto mine = yard(seat);
  for (std::size_t p = 0; p < mine.size(); ++p) {
    for (std::size_t d = 0; d < 4; ++d) {
      const int here = counts.yard[p][d];
      if (i < here) {
        const int steps = i + 1;
        return Move::step(mine[p],
                          Square{mine[p].row + kDirections[d][0] * steps, mine[p].col + kDirections[d][1] * steps});
      }
      i -= here;
    }
    if (counts.yard[p][4] > 0) {
      if (i == 0) return Move::to_boat(mine[p]);
      --i;
    }
  }
  return Move::pass();  // past the end: not a legal index
}

Moves State::moves_from(Square from) const {
  Moves moves;
  const int seat = current_seat();
  if (seat < 0) return moves;
  if (from.row == 0 ? prison(seat) > 0 : owner_at(from) == seat) add_moves_from(from, moves);
  return moves;
}

Moves State::legal_moves() const {
  Moves moves;
  const int seat = current_seat();
  if (seat == kNobody) return moves;
  if (seat == kChanceSeat) {
    for (int row = 1; row <= n_; ++row) {
      const int g = guard_col(row);
      if (g <= centre()) moves.push_back(Move::draw(row, n_));
      if (g >= centre()) moves.push_back(Move::draw(row, 1));
    }
    return moves;
  }
  if (prison(seat) > 0) add_moves_from(Square{0, 0}, moves);
  for (const Square& s : yard(seat)) add_moves_from(s, moves);
  if (moves.empty()) moves.push_back(Move::pass());
  return moves;
}

// ---------------------------------------------------------------- guards

GuardRun State::run_guard(int row, int target_col, Square vacated, Square taken, int mover) const {
  GuardRun run{row, guard_col(row), target_col, {}};
  const int d = target_col > run.from_col ? 1 : -1;
  if (target_col == run.from_col) return run;
  for (int col = run.from_col + d;; col += d) {
    const Square s{row, col};
    const int owner = s == taken ? mover : s == vacated ? -1 : owner_at(s);
    if (owner >= 0) run.caught.push_back({owner, s});
    if (col == target_col) break;
  }
  return run;
}

GuardRun State::guard_run_after(const Move& move) const {
  // The guard of the destination row runs toward the prisoner's new column, as far as the prisoner
  // advanced, stopped only by the edge; it catches everything on the way, the mover included.
  const Square to = move.to;
  const int g = guard_col(to.row);
  const int advance = move.kind == MoveKind::prison
                          ? n_ - to.row + 1
                          : std::abs(to.row - move.from.row) + std::abs(to.col - move.from.col);
  const int d = to.col > g ? 1 : -1;
  const int target = std::clamp(g + d * advance, 1, n_);
  return run_guard(to.row, target, move.kind == MoveKind::yard ? move.from : Square{}, to, current_seat());
}

void State::catch_prisoners(const GuardRun& run, EventSink events) {
  guards_[static_cast<std::size_t>(run.row - 1)] = run.to_col;
  for (const auto& [owner, square] : run.caught) {
    take_away(owner, square);
    events(owner, Say::caught, square.row * 100 + square.col);
  }
}

bool State::safe_move(const Move& move) const {
  const int seat = current_seat();
  if (seat < 0 || (move.kind != MoveKind::prison && move.kind != MoveKind::yard)) return false;
  const GuardRun run = guard_run_after(move);
  return std::none_of(run.caught.begin(), run.caught.end(), [&](const auto& c) { return c.first == seat; });
}

std::vector<Square> State::hint_squares() const {
  std::vector<Square> squares;
  if (current_seat() < 0) return squares;
  const Moves moves = legal_moves();
  for (const Move& m : moves) {
    if (safe_move(m)) squares.push_back(m.to);
  }
  std::sort(squares.begin(), squares.end());
  squares.erase(std::unique(squares.begin(), squares.end()), squares.end());
  return squares;
}

// ---------------------------------------------------------------- applying moves

void State::apply(const Move& move, EventSink events) {
  if (std::string why = why_illegal(move); !why.empty()) throw IllegalMove(why);
  play(move, events);
}

void State::play(const Move& move, EventSink events) {
  const int seat = current_seat();
  switch (move.kind) {
    case MoveKind::pass:
      events(seat, Say::passes);
      ++passes_in_row_;
      end_turn(events);
      if (passes_in_row_ >= players_ && !ran_out()) events(-1, Say::stalemate);
      return;
    case MoveKind::prison:
    case MoveKind::yard: {
      const GuardRun run = guard_run_after(move);
      if (move.kind == MoveKind::yard) take_away(seat, move.from);
      place(seat, move.to);
      events(seat, Say::moves, move.kind == MoveKind::yard ? event_number(move.from) : 0, event_number(move.to));
      events(-1, Say::guard_runs, run.row, run.from_col, run.to_col);
      catch_prisoners(run, events);
      passes_in_row_ = 0;
      end_turn(events);
      return;
    }
    case MoveKind::boat: {
      auto& mine = pieces_[static_cast<std::size_t>(seat)];
      take_away(seat, move.from);
      ++mine.boat;
      passes_in_row_ = 0;
      boat_this_round_ = true;
      events(seat, Say::boats, event_number(move.from), mine.boat);
      if (mine.boat >= kPrisonersToWin) {
        winner_ = seat;  // boat prisoners are safe, so the random guard could not change this
        events(seat, Say::wins);
      } else {
        guard_to_draw_ = true;
      }
      return;
    }
    case MoveKind::guard_draw: {
      const GuardRun run = run_guard(move.guard_row, move.edge);
      events(-1, Say::guard_drawn, run.row, run.from_col, run.to_col);
      catch_prisoners(run, events);
      guard_to_draw_ = false;
      end_turn(events);
      return;
    }
  }
}

std::string State::event_text(const Event& e) const {
  const std::string who = e.seat >= 0 ? seat_letter_text(e.seat) : "";
  const auto number = [&](std::size_t i) { return std::to_string(e.n[i]); };
  switch (static_cast<Say>(e.what)) {
    case Say::passes: return who + " has no legal move and passes.";
    case Say::stalemate: return "Nobody can move: the game ends in a draw.";
    case Say::moves:
      return who + " moves a prisoner " +
             (e.n[0] == 0 ? describe(Move::from_prison(event_square(e.n[1])))
                          : describe(Move::step(event_square(e.n[0]), event_square(e.n[1])))) +
             ".";
    case Say::guard_runs: {
      const long long ran = std::abs(e.n[2] - e.n[1]);
      return "The guard of row " + number(0) + " runs " + std::to_string(ran) + (ran == 1 ? " square" : " squares") +
             " (column " + number(1) + " to " + number(2) + ").";
    }
    case Say::caught:
      return "The guard catches " + who + "'s prisoner in " + square_words(event_square(e.n[0])) +
             ": back to the prison.";
    case Say::boats:
      return who + " gets a prisoner into the boat from " + square_words(event_square(e.n[0])) + " (" + number(1) +
             " of " + std::to_string(kPrisonersToWin) + ").";
    case Say::wins: return who + " wins with three prisoners in the boat!";
    case Say::ran_out: return "No prisoner reached the boat for " + number(0) + " rounds: the game ends.";
    case Say::guard_drawn:
      return "The guard of row " + number(0) + " is drawn and runs to the " + (e.n[2] == 1 ? "left" : "right") +
             " edge (column " + number(1) + " to " + number(2) + ").";
  }
  return "";
}

ChanceOutcomes<Move> State::chance_outcomes() const {
  ChanceOutcomes<Move> outcomes;
  const double per_row = 1.0 / n_;
  for (int row = 1; row <= n_; ++row) {
    const int g = guard_col(row);
    if (g == centre()) {
      outcomes.push_back({Move::draw(row, 1), per_row / 2});
      outcomes.push_back({Move::draw(row, n_), per_row / 2});
    } else {
      outcomes.push_back({Move::draw(row, g < centre() ? n_ : 1), per_row});
    }
  }
  return outcomes;
}

Move State::sample_chance(Rng& rng) const {
  const int row = rng.between(1, n_);
  const int g = guard_col(row);
  int edge = g < centre() ? n_ : 1;
  if (g == centre()) edge = rng.below(2) == 0 ? 1 : n_;
  return Move::draw(row, edge);
}

std::string State::describe(const Move& move) const {
  switch (move.kind) {
    case MoveKind::prison:  // straight up a column: the column it takes, then how far up
      return "from the prison up column " + std::to_string(move.to.col) + " to row " + std::to_string(move.to.row);
    case MoveKind::yard:  // along a row or a column: the line it keeps, then where it leaves and stops on it
      if (move.from.col == move.to.col) {
        return "in column " + std::to_string(move.from.col) + " from row " + std::to_string(move.from.row) +
               " to row " + std::to_string(move.to.row);
      }
      if (move.from.row == move.to.row) {
        return "in row " + std::to_string(move.from.row) + " from column " + std::to_string(move.from.col) +
               " to column " + std::to_string(move.to.col);
      }
      return "from " + square_words(move.from) + " to " + square_words(move.to);
    case MoveKind::boat: return "from " + square_words(move.from) + " into the boat";
    case MoveKind::guard_draw:
      return "guard of row " + std::to_string(move.guard_row) + " to column " + std::to_string(move.edge);
    case MoveKind::pass: return "pass";
  }
  return "";
}

// ---------------------------------------------------------------- setting up positions

void State::set_guards(const std::vector<int>& cols) {
  guard_rows_ = static_cast<int>(cols.size());
  for (std::size_t i = 0; i < cols.size() && i < guards_.size(); ++i) guards_[i] = cols[i];
}

void State::set_pieces(int player, std::vector<Square> yard, int boat) {
  Pieces& pieces = pieces_[static_cast<std::size_t>(player)];
  pieces = Pieces{};
  for (const Square& s : yard) pieces.add(s);
  pieces.boat = boat;
  find_owners();
}

void State::set_turn(int player) { turn_ = player; }

void State::validate() const {
  if (guard_rows_ != n_) throw BadData("there must be one guard per row");
  for (int row = 1; row <= n_; ++row) {
    if (guard_col(row) < 1 || guard_col(row) > n_)
      throw BadData("the guard of row " + std::to_string(row) + " is outside the yard");
  }
  if (turn_ < 0 || turn_ >= players_) throw BadData("the player in turn must be 0 to " + std::to_string(players_ - 1));
  std::vector<Square> seen;
  for (int p = 0; p < players_; ++p) {
    const auto& pieces = pieces_[static_cast<std::size_t>(p)];
    if (pieces.boat < 0 || pieces.boat > kPrisonersToWin)
      throw BadData("player " + seat_letter_text(p) + " has an impossible boat count");
    if (prison(p) < 0) throw BadData("player " + seat_letter_text(p) + " has more than four prisoners");
    for (const Square& s : pieces.squares()) {
      if (!on_board(s)) throw BadData(square_words(s) + " is outside the yard");
      if (guard_col(s.row) == s.col) throw BadData("a prisoner and a guard share " + square_words(s));
      if (std::find(seen.begin(), seen.end(), s) != seen.end()) throw BadData("two prisoners share " + square_words(s));
      seen.push_back(s);
    }
    if (pieces.boat == kPrisonersToWin && winner_ != p)
      throw BadData("player " + seat_letter_text(p) + " has won but the game goes on");
  }
}

}  // namespace tabletop::pako
