#include <doctest/doctest.h>

#include <algorithm>

#include "igel_board.hpp"

using namespace tabletop;
using namespace tabletop::igel;
using namespace tabletop::igel::test;

namespace {
std::vector<int> rows_of(const State& s) { return s.placement_rows(); }
}  // namespace

TEST_SUITE("igel placement") {
  TEST_CASE("the board: 6 x 9 with the published obstacles, Start left and goal right") {
    CHECK(kRows == 6);
    CHECK(kCols == 9);
    CHECK(kGoalCol == 9);
    const std::vector<Square> obstacles = {{1, 4}, {2, 7}, {3, 5}, {4, 6}, {5, 3}, {6, 8}};
    for (const Square& s : obstacles) CHECK(obstacle_col(s.row) == s.col);
  }

  TEST_CASE("players place in seat order into the Start column, empty squares first") {
    State s(3);
    CHECK(s.phase() == Phase::placement);
    CHECK(s.current_seat() == 0);
    CHECK(rows_of(s) == std::vector<int>{1, 2, 3, 4, 5, 6});
    s.apply(Move::place(4));
    CHECK(s.current_seat() == 1);
    CHECK(rows_of(s) == std::vector<int>{1, 2, 3, 5, 6});
    CHECK(s.why_illegal(Move::place(4)).find("taller than the lowest") != std::string::npos);
    CHECK_THROWS_AS(s.apply(Move::place(4)), IllegalMove);
    s.apply(Move::place(1));
    CHECK(s.current_seat() == 2);
    CHECK(s.stack(Square{4, 1}) == Stack{0});
    CHECK(s.stack(Square{1, 1}) == Stack{1});
  }

  TEST_CASE("a hedgehog placed on an occupied square goes on top of the stack") {
    State s = placed(2, {1, 2, 3, 4, 5, 6});
    s.apply(Move::place(2));  // A onto B
    CHECK(s.stack(Square{2, 1}) == Stack{1, 0});
    CHECK(s.top(Square{2, 1}) == 0);
    CHECK(s.height(Square{2, 1}) == 2);
  }

  TEST_CASE("the ruling's example: after A, B, A, B, A, B on rows 1 to 6, A may place on rows 2, 4 and 6 only") {
    State s = placed(2, {1, 2, 3, 4, 5, 6});  // A on 1, 3, 5; B on 2, 4, 6
    CHECK(rows_of(s) == std::vector<int>{2, 4, 6});
    CHECK(s.why_illegal(Move::place(1)) ==
          "row 1 has A's own colour on top, and a hedgehog never goes on its own colour");
    CHECK_THROWS_AS(s.apply(Move::place(3)), IllegalMove);
    s.apply(Move::place(4));  // A onto B
    // B's last token: stacks without B on top are 1, 3, 5 (height 1) and 4 (height 2, A on top).
    CHECK(rows_of(s) == std::vector<int>{1, 3, 5});
    CHECK(s.why_illegal(Move::place(4)) == "row 4's stack is taller than the lowest Start stacks without B on top");
    CHECK(s.why_illegal(Move::place(2)).find("B's own colour on top") != std::string::npos);
    s.apply(Move::place(3));
    CHECK(s.phase() == Phase::roll);
    CHECK(s.current_seat() == 0);
    CHECK(s.placed() == 8);
  }

  TEST_CASE("a higher stack of another colour is taken before a lower one of one's own") {
    // Round one: A..F on rows 1..6. Round two: A..E cover rows 2, 3, 4, 5, 1; row 6 is left, F's own.
    State s = placed(6, {1, 2, 3, 4, 5, 6, 2, 3, 4, 5, 1});
    CHECK(s.current_seat() == 5);
    CHECK(s.height(Square{6, 1}) == 1);
    CHECK(s.top(Square{6, 1}) == 5);
    // F may not go on its own row 6: the lowest stacks of other colours, all of height 2, are allowed.
    CHECK(rows_of(s) == std::vector<int>{1, 2, 3, 4, 5});
    CHECK(s.why_illegal(Move::place(6)).find("F's own colour on top") != std::string::npos);
    s.apply(Move::place(3));
    CHECK(s.height(Square{3, 1}) == 3);
    // Now A: row 6 (height 1, F on top) is the lowest stack without A on top, so it is forced.
    CHECK(rows_of(s) == std::vector<int>{6});
  }

  TEST_CASE("when every Start stack has the player's colour on top, the lowest of them all") {
    // Not reachable from an empty board with six rows, but the rule is complete: build it by hand.
    State s(2);
    for (int row = 1; row <= kRows; ++row) s.set_stack(Square{row, 1}, row == 4 ? Stack{0} : Stack{1, 0});
    // The position is impossible as a whole (too many tokens); only the placement rule is asked.
    CHECK(rows_of(s) == std::vector<int>{4});
    CHECK(s.why_illegal(Move::place(1)) == "row 1's stack is taller than the lowest stacks of the Start column");
  }

  TEST_CASE("all 24 hedgehogs of 6 players end up in the Start column, the piles nearly even") {
    State s(6);
    while (s.phase() == Phase::placement) s.apply(s.legal_moves().front());
    int total = 0;
    for (int row = 1; row <= kRows; ++row) {
      total += s.height(Square{row, 1});
      // Going higher happens only to avoid one's own colour, so no pile runs far ahead.
      CHECK(s.height(Square{row, 1}) >= 3);
      CHECK(s.height(Square{row, 1}) <= 5);
    }
    CHECK(total == 24);
    for (int p = 0; p < 6; ++p) CHECK(s.in_goal(p) == 0);
    CHECK(s.current_seat() == 0);
  }

  TEST_CASE("placement accepts only placing") {
    State s(2);
    CHECK_FALSE(s.why_illegal(Move::roll()).empty());
    CHECK_FALSE(s.why_illegal(Move::place(7)).empty());
    CHECK_FALSE(s.why_illegal(Move::forward(Square{1, 1})).empty());
  }
}
