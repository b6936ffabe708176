#include <doctest/doctest.h>

#include "igel_board.hpp"

using namespace tabletop;
using namespace tabletop::igel;
using namespace tabletop::igel::test;

// The obstacles: (1,4) (2,7) (3,5) (4,6) (5,3) (6,8).
TEST_SUITE("igel obstacles") {
  TEST_CASE("a hedgehog on an obstacle waits while any hedgehog is left of it") {
    State s = from_picture(2,
                           {"A . . . . . . . .", "A . . . . . . . .",
                            ". . . . B . . . .",  // B on the obstacle (3,5)
                            "A . . . . . . . .", "A . . . . . . . .", "B B B . . . . . ."},
                           0, Phase::roll, 0);
    CHECK(s.held(Square{3, 5}));
    CHECK_FALSE(s.free_token(Square{3, 5}));
    CHECK_FALSE(s.obstacle_released(3));
    roll(s, 3);
    // A has nothing in row 3 and B's token waits: nothing can move forward there.
    CHECK(s.phase() == Phase::sidestep);
    const auto events = applied(s, Move::skip());
    CHECK(logged(events, "Nothing in row 3 can move forward"));
  }

  TEST_CASE("a hedgehog stacked on a hedgehog on an obstacle waits too") {
    State s = from_picture(2,
                           {"A . . . . . . . .", "A . . . . . . . .",
                            ". . . . BA . . . .",  // A climbed onto B on the obstacle (3,5)
                            "A . . . . . . . .", ". . . . . . . . .", "B B B . . . . . ."},
                           0, Phase::roll, 0);
    CHECK(s.held(Square{3, 5}));
    roll(s, 3);
    CHECK(s.why_illegal(Move::forward({3, 5})).find("obstacle") != std::string::npos);
    CHECK(s.why_illegal(Move::sidestep({3, 5}, 4)).find("obstacle") != std::string::npos);
  }

  TEST_CASE("a sidestep out of an obstacle is held, a sidestep into one is allowed") {
    State s = from_picture(2,
                           {"A . . . . . . . .", "A . . . . . . . .",
                            ". . . . A . . . .",  // A waits on the obstacle (3,5)
                            ". . . . A . . . .",  // A beside it on (4,5), free
                            ". . . . . . . . .", "B B B B . . . . ."},
                           0, Phase::roll, 0);
    roll(s, 6);
    CHECK(s.why_illegal(Move::sidestep({3, 5}, 2)) ==
          "the obstacle in row 3, column 5 holds its hedgehogs until every hedgehog has caught up with it");
    CHECK(s.why_illegal(Move::sidestep({4, 5}, 3)).empty());
    s.apply(Move::sidestep({4, 5}, 3));
    CHECK(s.stack(Square{3, 5}) == Stack{0, 0});
    CHECK(s.held(Square{3, 5}));
  }

  TEST_CASE("a forward move into an obstacle is allowed and the hedgehog then waits") {
    State s = from_picture(2,
                           {"A . . . . . . . .", "A . . . . . . . .", ". . . . . . . . .", "A . . . . . . . .",
                            "A . B . . . . . .",  // B right before the obstacle (5,3)
                            "B B B . . . . . ."},
                           0, Phase::roll, 0);
    roll(s, 5);
    s.apply(Move::skip());
    s.apply(Move::forward({5, 1}));  // A's own token must move: (5,1) -> (5,2)
    CHECK(s.stack(Square{5, 2}) == Stack{0});
    // B pushes its own token from (5,2) into the obstacle (5,3), where it must wait.
    State t = from_picture(2,
                           {"A . . . . . . . .", "A . . . . . . . .", ". . . . . . . . .", "A . . . . . . . .",
                            ". B . . . . . . .", "A B B B . . . . ."},
                           1, Phase::roll, 0);
    roll(t, 5);
    t.apply(Move::skip());
    t.apply(Move::forward({5, 2}));
    CHECK(t.held(Square{5, 3}));
    CHECK(t.stack(Square{5, 3}) == Stack{1});
  }

  TEST_CASE("hedgehogs in the obstacle's own column count as caught up") {
    State s = from_picture(
        2,
        {". . . A . . . . .",  // A on the obstacle (1,4)
         ". . . B . . . . .", ". . . A . . . . .", ". . . . B . . . .", ". . . . . B A . .", ". . . . . . B A ."},
        0, Phase::roll, 0);
    CHECK_FALSE(s.held(Square{1, 4}));
    CHECK(s.obstacle_released(1));
    CHECK(s.free_token(Square{1, 4}));
  }

  TEST_CASE("an obstacle is released when the last hedgehog left of it catches up") {
    State s = from_picture(2,
                           {". . . . . A . B .",
                            ". . . . . . B . .",  // B on the obstacle (2,7)
                            ". . . . A . . . .", ". . . . . A . . .", ". . . . . B . . .", ". . . . . A B . ."},
                           0, Phase::roll, 0);
    // Leftmost token: A on (3,5). (3,5) itself is an obstacle square: with nothing left of it, it is free.
    CHECK_FALSE(s.held(Square{3, 5}));
    CHECK(s.held(Square{2, 7}));
    CHECK_FALSE(s.obstacle_released(2));
    CHECK(s.obstacle_released(3));
    roll(s, 3);
    const auto events = applied(s, Move::forward({3, 5}));
    CHECK(logged(events, "The obstacle in row 4, column 6 is released"));
    CHECK_FALSE(logged(events, "row 2, column 7 is released"));
    CHECK(s.held(Square{2, 7}));
    CHECK(s.obstacle_released(4));
  }

  TEST_CASE("release for good: once every hedgehog has reached column c, the obstacle is ordinary") {
    State s = from_picture(2,
                           {". . . . . . . A .",
                            ". . . . . . A . .",  // A on the obstacle (2,7)
                            ". . . . . . . B .", ". . . . . . . B .", ". . . . . . B A .", ". . . . . . A B ."},
                           1, Phase::roll, 0);
    CHECK_FALSE(s.held(Square{2, 7}));
    CHECK(s.free_token(Square{2, 7}));
    roll(s, 2);
    // B has no free token in row 2, so it must push A's token on (2,7) forward.
    CHECK(s.phase() == Phase::sidestep);
    s.apply(Move::skip());
    CHECK(s.forward_squares() == std::vector<Square>{{2, 7}});
  }

  TEST_CASE("obstacles are marked during placement and not released before the race") {
    const State s(2);
    for (int row = 1; row <= kRows; ++row) CHECK_FALSE(s.obstacle_released(row));
  }
}
