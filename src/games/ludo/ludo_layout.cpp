#include "tabletop/games/ludo/ludo_layout.hpp"

#include <array>

namespace tabletop::ludo {
namespace {

constexpr int kLast = kBoardCells - 1;
constexpr int kMid = kBoardCells / 2;

// A quarter turn clockwise about the centre: each position's parts are A's turned `position` times.
BoardCell turn(BoardCell c, int quarter_turns) {
  for (int i = 0; i < quarter_turns; ++i) c = BoardCell{c.col, kLast - c.row};
  return c;
}

// A's quarter of the track, spaces 1..14: up the left side of the top arm from the inner corner,
// across its tip, and down its right side (B's quarter is this turned once, and so on).
BoardCell quarter_cell(int index) {
  if (index < 7) return BoardCell{kMid - 1 - index, kMid - 1};  // 1..7: rows 6..0
  if (index == 7) return BoardCell{0, kMid};                    // 8: the tip
  return BoardCell{index - 8, kMid + 1};                        // 9..14: rows 0..5
}

// Corner quadrants hold the yards; the yard box keeps clear of the ready squares by the start.
constexpr std::array<CellBox, kPositions> kYards = {CellBox{0, 0, 4, 6}, CellBox{0, 9, 4, 6}, CellBox{11, 9, 4, 6},
                                                    CellBox{11, 0, 4, 6}};

}  // namespace

BoardCell cell_of_space(int space) {
  const int zero_based = (space - 1) % kTrackSpaces;
  return turn(quarter_cell(zero_based % kPositionSpacing), zero_based / kPositionSpacing);
}

BoardCell cell_of_lane(int position, int square) {
  // A's lane runs along the middle row of the left arm toward E; the others are it turned.
  return turn(BoardCell{kMid, square}, position);
}

BoardCell centre_cell() { return BoardCell{kMid, kMid}; }

BoardCell ready_cell(int position, Token token) {
  // Diagonally beside the start space, p nearest to it, q one further along the yard's edge.
  static constexpr std::array<BoardCell, kPositions> kNearStart = {BoardCell{5, 5}, BoardCell{5, 9}, BoardCell{9, 9},
                                                                   BoardCell{9, 5}};
  BoardCell c = kNearStart[static_cast<std::size_t>(position)];
  if (token == Token::q) c.col += (position == 0 || position == 3) ? -1 : 1;
  return c;
}

BoardCell ready_sign_cell(int position) {
  const BoardCell p = ready_cell(position, Token::p);
  const BoardCell q = ready_cell(position, Token::q);
  return BoardCell{q.row, q.col + (q.col - p.col)};
}

CellBox yard_box(int position) { return kYards[static_cast<std::size_t>(position)]; }

BoardCell yard_cell(int position, Token token) {
  const CellBox box = yard_box(position);
  return BoardCell{box.row + 1, box.col + (token == Token::p ? 1 : 3)};
}

BoardCell token_cell(int position, Token token, int steps) {
  if (steps == kYard) return yard_cell(position, token);
  if (steps == kReady) return ready_cell(position, token);
  if (steps == kFinal) return centre_cell();
  if (in_home_squares(steps)) return cell_of_lane(position, steps - kLastTrackStep);
  return cell_of_space(track_space(position, steps));
}

BoardSquare square_at(BoardCell cell) {
  // Built once: every named square marks its cell; the rest stays none.
  static const auto table = [] {
    std::array<std::array<BoardSquare, kBoardCells>, kBoardCells> t{};
    auto mark = [&t](BoardCell c, BoardSquare s) {
      t[static_cast<std::size_t>(c.row)][static_cast<std::size_t>(c.col)] = s;
    };
    for (int space = 1; space <= kTrackSpaces; ++space) mark(cell_of_space(space), {SquareKind::track, -1, space});
    for (int position = 0; position < kPositions; ++position) {
      for (int square = 1; square <= 6; ++square)
        mark(cell_of_lane(position, square), {SquareKind::lane, position, square});
      for (Token token : kTokens) {
        mark(ready_cell(position, token), {SquareKind::ready, position, static_cast<int>(token)});
        mark(yard_cell(position, token), {SquareKind::yard, position, static_cast<int>(token)});
      }
      mark(ready_sign_cell(position), {SquareKind::ready, position, 2});
    }
    mark(centre_cell(), {SquareKind::centre, -1, 0});
    return t;
  }();
  if (cell.row < 0 || cell.row >= kBoardCells || cell.col < 0 || cell.col >= kBoardCells) return {};
  return table[static_cast<std::size_t>(cell.row)][static_cast<std::size_t>(cell.col)];
}

}  // namespace tabletop::ludo
