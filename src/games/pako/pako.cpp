#include "tabletop/games/pako/pako.hpp"

#include <algorithm>
#include <cstdlib>

namespace tabletop::pako {

bool valid_size(int n) { return n >= kMinSize && n <= kMaxSize && n % 2 == 1; }

std::string square_text(Square s) { return "(" + std::to_string(s.row) + "," + std::to_string(s.col) + ")"; }

int start_guard_col(int size, int row) {
  const int m = (size + 1) / 2;
  return row % 2 == 0 ? m - row / 2 : m + (row - 1) / 2;
}

State::State(int size, int players, std::uint64_t seed) : n_(size), players_(players), rng_(seed) {
  if (!valid_size(size)) throw BadData("the yard must be 5, 7, 9, 11, 13 or 15 squares wide");
  if (players < kMinPlayers || players > kMaxPlayers) throw BadData("Pako is for 2 to 4 players");
  for (int row = 1; row <= n_; ++row) guards_.push_back(start_guard_col(n_, row));
  pieces_.resize(static_cast<std::size_t>(players_));
}

// ---------------------------------------------------------------- board queries

int State::prison(int player) const {
  const auto& p = pieces_[static_cast<std::size_t>(player)];
  return kPrisonersEach - static_cast<int>(p.yard.size()) - p.boat;
}

bool State::is_escape(Square s) const { return on_board(s) && (s.row - 1) + std::abs(s.col - centre()) <= n_ / 4; }

bool State::is_boat_column(int col) const { return std::abs(col - centre()) <= n_ / 4; }

int State::owner_at(Square s) const {
  for (int p = 0; p < players_; ++p) {
    for (const Square& q : yard(p)) {
      if (q == s) return p;
    }
  }
  return -1;
}

std::string State::name(int player) const { return std::string(1, static_cast<char>('A' + player)); }

// ---------------------------------------------------------------- turn order and result

int State::current_seat() const {
  if (winner_ >= 0 || passes_in_row_ >= players_) return kNobody;
  if (guard_to_draw_) return kChanceSeat;
  return turn_;
}

Places State::places() const {
  if (current_seat() != kNobody) return {};
  Places places(static_cast<std::size_t>(players_), 1);
  if (winner_ < 0) return places;  // everyone stuck: a draw
  // The winner first; the others by prisoners in the boat, equal counts sharing a place.
  for (int p = 0; p < players_; ++p) {
    if (p == winner_) continue;
    int better = 1;
    for (int q = 0; q < players_; ++q) {
      if (q != p && q != winner_ && boat(q) > boat(p)) ++better;
    }
    places[static_cast<std::size_t>(p)] = 1 + better;
  }
  return places;
}

void State::end_turn() { turn_ = (turn_ + 1) % players_; }

// ---------------------------------------------------------------- legality

std::string State::why_path_blocked(Square from, Square to) const {
  // Every square after `from` up to and including `to` must be free of prisoners and guards.
  const int dr = (to.row > from.row) - (to.row < from.row);
  const int dc = (to.col > from.col) - (to.col < from.col);
  for (Square s{from.row + dr, from.col + dc};; s = Square{s.row + dr, s.col + dc}) {
    if (on_board(s)) {
      if (guard_col(s.row) == s.col) return "a guard stands on " + square_text(s);
      if (owner_at(s) >= 0) return square_text(s) + " is occupied";
    }
    if (s == to) return "";
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
    for (const Move& m : legal_moves()) {
      if (m.kind != MoveKind::pass) return "a player who can move must move";
    }
    return "";
  }
  if (move.kind == MoveKind::prison) {
    if (prison(seat) == 0) return name(seat) + " has nobody in the prison";
    if (!on_board(move.to)) return square_text(move.to) + " is outside the yard";
    return why_path_blocked(Square{n_ + 1, move.to.col}, move.to);
  }
  if (!on_board(move.from)) return square_text(move.from) + " is outside the yard";
  if (owner_at(move.from) != seat) return "no prisoner of " + name(seat) + " stands on " + square_text(move.from);
  if (move.kind == MoveKind::boat) {
    if (!is_escape(move.from)) return square_text(move.from) + " is not an escape square";
    return why_path_blocked(move.from, Square{0, move.from.col});
  }
  if (!on_board(move.to)) return square_text(move.to) + " is outside the yard";
  if (move.to == move.from) return "a move goes at least one square";
  if (move.to.row != move.from.row && move.to.col != move.from.col) return "prisoners move straight, not diagonally";
  return why_path_blocked(move.from, move.to);
}

void State::add_moves_from(Square from, std::vector<Move>& out) const {
  if (from.row == 0) {  // the prison: straight up any column
    for (int col = 1; col <= n_; ++col) {
      for (int row = n_; row >= 1 && !blocked(Square{row, col}); --row) out.push_back(Move::from_prison({row, col}));
    }
    return;
  }
  static constexpr int kDirections[4][2] = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};
  for (const auto& d : kDirections) {
    for (Square s{from.row + d[0], from.col + d[1]}; on_board(s) && !blocked(s); s = {s.row + d[0], s.col + d[1]}) {
      out.push_back(Move::step(from, s));
    }
  }
  if (is_escape(from) && why_path_blocked(from, Square{0, from.col}).empty()) out.push_back(Move::to_boat(from));
}

std::vector<Move> State::moves_from(Square from) const {
  std::vector<Move> moves;
  const int seat = current_seat();
  if (seat < 0) return moves;
  if (from.row == 0 ? prison(seat) > 0 : owner_at(from) == seat) add_moves_from(from, moves);
  return moves;
}

std::vector<Move> State::legal_moves() const {
  std::vector<Move> moves;
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

GuardRun State::run_guard(int row, int target_col) const {
  GuardRun run{row, guard_col(row), target_col, {}};
  const int d = target_col > run.from_col ? 1 : -1;
  if (target_col == run.from_col) return run;
  for (int col = run.from_col + d;; col += d) {
    const Square s{row, col};
    if (const int owner = owner_at(s); owner >= 0) run.caught.emplace_back(owner, s);
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
  State after = *this;
  auto& mine = after.pieces_[static_cast<std::size_t>(current_seat())].yard;
  if (move.kind == MoveKind::yard) std::erase(mine, move.from);
  mine.push_back(to);
  return after.run_guard(to.row, target);
}

Events State::catch_prisoners(const GuardRun& run) {
  Events events;
  guards_[static_cast<std::size_t>(run.row - 1)] = run.to_col;
  for (const auto& [owner, square] : run.caught) {
    std::erase(pieces_[static_cast<std::size_t>(owner)].yard, square);
    events.push_back(Event{
        owner, "The guard catches " + name(owner) + "'s prisoner on " + square_text(square) + ": back to the prison."});
  }
  return events;
}

std::vector<Square> State::hint_squares() const {
  std::vector<Square> squares;
  const int seat = current_seat();
  if (seat < 0) return squares;
  for (const Move& m : legal_moves()) {
    if (m.kind != MoveKind::prison && m.kind != MoveKind::yard) continue;
    const GuardRun run = guard_run_after(m);
    const bool safe =
        std::none_of(run.caught.begin(), run.caught.end(), [&](const auto& c) { return c.first == seat; });
    if (safe) squares.push_back(m.to);
  }
  std::sort(squares.begin(), squares.end());
  squares.erase(std::unique(squares.begin(), squares.end()), squares.end());
  return squares;
}

// ---------------------------------------------------------------- applying moves

Events State::apply(const Move& move) {
  if (std::string why = why_illegal(move); !why.empty()) throw IllegalMove(why);
  Events events;
  const int seat = current_seat();
  switch (move.kind) {
    case MoveKind::pass:
      events.push_back(Event{seat, name(seat) + " has no legal move and passes."});
      ++passes_in_row_;
      end_turn();
      if (passes_in_row_ >= players_) events.push_back(Event{-1, "Nobody can move: the game ends in a draw."});
      return events;
    case MoveKind::prison:
    case MoveKind::yard: {
      const GuardRun run = guard_run_after(move);
      auto& mine = pieces_[static_cast<std::size_t>(seat)].yard;
      if (move.kind == MoveKind::yard) std::erase(mine, move.from);
      mine.push_back(move.to);
      events.push_back(Event{seat, name(seat) + " moves a prisoner " + describe(move) + "."});
      const int ran = std::abs(run.to_col - run.from_col);
      events.push_back(Event{-1, "The guard of row " + std::to_string(run.row) + " runs " + std::to_string(ran) +
                                     (ran == 1 ? " square" : " squares") + " (column " + std::to_string(run.from_col) +
                                     " to " + std::to_string(run.to_col) + ")."});
      Events caught = catch_prisoners(run);
      events.insert(events.end(), caught.begin(), caught.end());
      passes_in_row_ = 0;
      end_turn();
      return events;
    }
    case MoveKind::boat: {
      auto& mine = pieces_[static_cast<std::size_t>(seat)];
      std::erase(mine.yard, move.from);
      ++mine.boat;
      passes_in_row_ = 0;
      events.push_back(Event{seat, name(seat) + " gets a prisoner from " + square_text(move.from) + " into the boat (" +
                                       std::to_string(mine.boat) + " of " + std::to_string(kPrisonersToWin) + ")."});
      if (mine.boat >= kPrisonersToWin) {
        winner_ = seat;  // boat prisoners are safe, so the random guard could not change this
        events.push_back(Event{seat, name(seat) + " wins with three prisoners in the boat!"});
      } else {
        guard_to_draw_ = true;
      }
      return events;
    }
    case MoveKind::guard_draw: {
      const GuardRun run = run_guard(move.guard_row, move.edge);
      events.push_back(Event{-1, "The guard of row " + std::to_string(run.row) + " is drawn and runs to the " +
                                     (move.edge == 1 ? "left" : "right") + " edge (column " +
                                     std::to_string(run.from_col) + " to " + std::to_string(run.to_col) + ")."});
      Events caught = catch_prisoners(run);
      events.insert(events.end(), caught.begin(), caught.end());
      guard_to_draw_ = false;
      end_turn();
      return events;
    }
  }
  return events;
}

Move State::sample_chance() {
  const int row = rng_.between(1, n_);
  const int g = guard_col(row);
  int edge = g < centre() ? n_ : 1;
  if (g == centre()) edge = rng_.below(2) == 0 ? 1 : n_;
  return Move::draw(row, edge);
}

std::string State::describe(const Move& move) const {
  switch (move.kind) {
    case MoveKind::prison: return "from the prison to " + square_text(move.to);
    case MoveKind::yard: return "from " + square_text(move.from) + " to " + square_text(move.to);
    case MoveKind::boat: return "from " + square_text(move.from) + " into the boat";
    case MoveKind::guard_draw:
      return "guard of row " + std::to_string(move.guard_row) + " to column " + std::to_string(move.edge);
    case MoveKind::pass: return "pass";
  }
  return "";
}

State State::observe(int) const {
  State view = *this;
  view.rng_ = Rng(0);  // a robot must not foresee the draws
  return view;
}

// ---------------------------------------------------------------- setting up positions

void State::set_guards(const std::vector<int>& cols) { guards_ = cols; }

void State::set_pieces(int player, std::vector<Square> yard, int boat) {
  pieces_[static_cast<std::size_t>(player)] = Pieces{std::move(yard), boat};
}

void State::set_turn(int player) { turn_ = player; }

void State::validate() const {
  if (static_cast<int>(guards_.size()) != n_) throw BadData("there must be one guard per row");
  for (int row = 1; row <= n_; ++row) {
    if (guard_col(row) < 1 || guard_col(row) > n_)
      throw BadData("the guard of row " + std::to_string(row) + " is outside the yard");
  }
  if (turn_ < 0 || turn_ >= players_) throw BadData("the player in turn must be 0 to " + std::to_string(players_ - 1));
  std::vector<Square> seen;
  for (int p = 0; p < players_; ++p) {
    const auto& pieces = pieces_[static_cast<std::size_t>(p)];
    if (pieces.boat < 0 || pieces.boat > kPrisonersToWin)
      throw BadData("player " + name(p) + " has an impossible boat count");
    if (prison(p) < 0) throw BadData("player " + name(p) + " has more than four prisoners");
    for (const Square& s : pieces.yard) {
      if (!on_board(s)) throw BadData(square_text(s) + " is outside the yard");
      if (guard_col(s.row) == s.col) throw BadData("a prisoner and a guard share " + square_text(s));
      if (std::find(seen.begin(), seen.end(), s) != seen.end()) throw BadData("two prisoners share " + square_text(s));
      seen.push_back(s);
    }
    if (pieces.boat == kPrisonersToWin && winner_ != p)
      throw BadData("player " + name(p) + " has won but the game goes on");
  }
}

}  // namespace tabletop::pako
