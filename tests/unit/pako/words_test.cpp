#include <doctest/doctest.h>

#include "pako_position.hpp"
#include "support/told.hpp"
#include "tabletop/games/pako/pako.hpp"

using namespace tabletop;
using namespace tabletop::pako;
using tabletop::pako::test::position;

namespace {

std::vector<std::string> said(State& s, const Move& move) {
  const auto lines = testing::texts(testing::applied(s, move));
  for (const std::string& line : lines) CHECK_MESSAGE(!testing::bare_pair(line), line);
  return lines;
}

}  // namespace

TEST_SUITE("pako") {
  TEST_CASE("the log names squares by the board's row and column labels, and a move by the line it keeps") {
    // Figure 3's position, B to move.
    const State fig3 = position(5, {3, 2, 2, 2, 3}, {{{3, 1}, {5, 1}}, {{3, 4}, {5, 5}}}, 1);
    State up = fig3;
    CHECK(said(up, Move::step(Square{3, 4}, Square{2, 4})).front() ==
          "B moves a prisoner in column 4 from row 3 to row 2.");
    State along = fig3;
    CHECK(said(along, Move::step(Square{3, 4}, Square{3, 5})).front() ==
          "B moves a prisoner in row 3 from column 4 to column 5.");
    // A then enters column 2 from the prison, and row 5's guard runs onto it.
    CHECK(said(up, Move::from_prison(Square{5, 2})) ==
          std::vector<std::string>{"A moves a prisoner from the prison up column 2 to row 5.",
                                   "The guard of row 5 runs 1 square (column 3 to 2).",
                                   "The guard catches A's prisoner in row 5, column 2: back to the prison."});
    State boat = position(5, {2, 2, 4, 1, 5}, {{{1, 3}}, {}});
    CHECK(said(boat, Move::to_boat(Square{1, 3})).front() ==
          "A gets a prisoner into the boat from row 1, column 3 (1 of 3).");
  }

  TEST_CASE("a suggestion and a refusal use the same words") {
    const State s = position(5, {3, 2, 4, 1, 5}, {{{4, 3}}, {{2, 3}}}, 0);
    CHECK(s.describe(Move::to_boat(Square{2, 3})) == "from row 2, column 3 into the boat");
    CHECK(s.describe(Move::step(Square{4, 3}, Square{3, 4})) == "from row 4, column 3 to row 3, column 4");
    CHECK(s.why_illegal(Move::from_prison(Square{0, 3})) == "row 0, column 3 is outside the yard");
    CHECK(square_words(Square{7, 2}) == "row 7, column 2");
  }
}
