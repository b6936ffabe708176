// The drawn board: the track is one closed loop of neighbouring cells, and every square has a cell.
#include <doctest/doctest.h>

#include <cstdlib>
#include <set>

#include "tabletop/games/ludo/ludo_layout.hpp"

using namespace tabletop::ludo;

namespace {
bool neighbours(BoardCell a, BoardCell b) { return std::abs(a.row - b.row) + std::abs(a.col - b.col) == 1; }
}  // namespace

TEST_CASE("the 56 track spaces form a loop around the cross") {
  std::set<std::pair<int, int>> seen;
  for (int space = 1; space <= kTrackSpaces; ++space) {
    const BoardCell c = cell_of_space(space);
    CHECK(seen.insert({c.row, c.col}).second);
    CHECK(neighbours(c, cell_of_space(space % kTrackSpaces + 1)));
    CHECK(square_at(c).kind == SquareKind::track);
    CHECK(square_at(c).index == space);
  }
}

TEST_CASE("each position's lane leaves its last track space and ends beside E") {
  for (int position = 0; position < kPositions; ++position) {
    CHECK(neighbours(cell_of_space(end_space(position)), cell_of_lane(position, 1)));
    for (int square = 1; square < 6; ++square) {
      CHECK(neighbours(cell_of_lane(position, square), cell_of_lane(position, square + 1)));
    }
    CHECK(neighbours(cell_of_lane(position, 6), centre_cell()));
    CHECK(square_at(cell_of_lane(position, 3)).kind == SquareKind::lane);
    CHECK(square_at(cell_of_lane(position, 3)).position == position);
  }
}

TEST_CASE("ready squares sit beside the start space, three cells long, yards in the corners") {
  for (int position = 0; position < kPositions; ++position) {
    const BoardCell start = cell_of_space(start_space(position));
    const BoardCell ready = ready_cell(position, Token::p);
    CHECK(std::abs(start.row - ready.row) == 1);
    CHECK(std::abs(start.col - ready.col) == 1);
    CHECK(square_at(ready).kind == SquareKind::ready);
    CHECK(square_at(ready_cell(position, Token::q)).kind == SquareKind::ready);
    // One square of three cells in a row: the sign, q's place, p's place beside the start.
    const BoardCell q = ready_cell(position, Token::q);
    const BoardCell sign = ready_sign_cell(position);
    CHECK(square_at(sign).kind == SquareKind::ready);
    CHECK(square_at(sign).index == 2);
    CHECK((sign.row == q.row && q.row == ready.row));
    CHECK(neighbours(sign, q));
    CHECK(neighbours(q, ready));
    CHECK(sign != ready);
    CHECK(square_at(yard_cell(position, Token::q)).kind == SquareKind::yard);
    CHECK(token_cell(position, Token::p, kYard) == yard_cell(position, Token::p));
    CHECK(token_cell(position, Token::q, kFinal) == centre_cell());
  }
  CHECK(square_at(centre_cell()).kind == SquareKind::centre);
}
