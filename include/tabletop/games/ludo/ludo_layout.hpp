#pragma once
// Where everything sits on the drawn Ludo board: a 15 x 15 cross whose outline is the 56-space
// track (the four inner corners are the start spaces), a lane of six home squares down the middle of
// each arm to E in the centre, and a yard with its ready squares in each corner.
//   A: top-left yard, starts on the top-left inner corner, home lane in the left arm; B, C and D
//   follow clockwise, so each start lies 14 spaces after the one before.
#include <optional>

#include "tabletop/games/ludo/ludo.hpp"

namespace tabletop::ludo {

inline constexpr int kBoardCells = 15;

struct BoardCell {
  int row = 0;
  int col = 0;
  bool operator==(const BoardCell&) const = default;
};

enum class SquareKind { none, track, lane, centre, ready, yard };

// What one cell of the board is: a track space (index 1..56), a home square (index 1..6), E, a part of
// a ready square (index 0 p's place, 1 q's, 2 its sign) or a yard slot (index 0 p, 1 q) of `position`,
// or nothing (inside a yard's corner).
struct BoardSquare {
  SquareKind kind = SquareKind::none;
  int position = -1;
  int index = 0;
};

BoardSquare square_at(BoardCell cell);
BoardCell cell_of_space(int space);
BoardCell cell_of_lane(int position, int square);  // square 1..6
BoardCell centre_cell();
BoardCell ready_cell(int position, Token token);
// The ready square is three cells in a row: its sign R, then the places of q and p (p nearest the start).
BoardCell ready_sign_cell(int position);
BoardCell yard_cell(int position, Token token);
// The cell where a token with this step count is drawn.
BoardCell token_cell(int position, Token token, int steps);
// The yard's frame, in cells: first row, first column, rows, columns.
struct CellBox {
  int row = 0;
  int col = 0;
  int rows = 0;
  int cols = 0;
};
CellBox yard_box(int position);

}  // namespace tabletop::ludo
