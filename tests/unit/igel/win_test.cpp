#include <doctest/doctest.h>

#include "igel_board.hpp"
#include "tabletop/core/random_robot.hpp"

using namespace tabletop;
using namespace tabletop::igel;
using namespace tabletop::igel::test;

TEST_SUITE("igel end") {
  TEST_CASE("the third hedgehog in the goal wins at once") {
    State s = from_picture(3,
                           {". . . . . . . . A", ". . . . . . . . AB", ". . . . . . . A .", "C . . . . . . B C",
                            "C . . . . . . B C", "B . . . . . . A ."},
                           0, Phase::roll, 0);
    CHECK(s.places().empty());
    roll(s, 3);
    const auto events = applied(s, Move::forward({3, 8}));
    CHECK(logged(events, "A moves a hedgehog in row 3 forward from column 8 to the goal."));  // the board's labels
    CHECK(logged(events, "A's hedgehog reaches the goal (3 of 3)"));
    CHECK(logged(events, "A wins with three hedgehogs in the goal!"));
    CHECK(s.phase() == Phase::over);
    CHECK(s.current_seat() == kNobody);
    CHECK(s.winner() == 0);
    CHECK(s.legal_moves().empty());
    CHECK(s.why_illegal(Move::roll()) == "the game is over");
    // B has one in the goal, C two: C second, B third.
    CHECK(s.places() == Places{1, 3, 2});
    CHECK(s.ranking() == std::vector<int>{0, 2, 1});
  }

  TEST_CASE("a player can win by another player's forward move") {
    // B must move A's token: B has nothing free in row 3.
    State s = from_picture(2,
                           {"B . . . . . . . A", ". . . . . . . . A", ". . . . . . . A .", "B . . . . . . . .",
                            "B . . . . . . . .", "BA . . . . . . . ."},
                           1, Phase::roll, 0);
    roll(s, 3);
    s.apply(Move::skip());
    s.apply(Move::forward({3, 8}));
    CHECK(s.winner() == 0);
    CHECK(s.places() == Places{1, 2});
  }

  TEST_CASE("equal goal counts share a place") {
    State s = from_picture(4,
                           {"B C D . . . . . A", "B C D . . . . . AB", "B C D . . . . A C", ". . . . . . . . D",
                            "A . . . . . . . .", ". . . . . . . . ."},
                           0, Phase::roll, 0);
    roll(s, 3);
    s.apply(Move::forward({3, 8}));
    CHECK(s.places() == Places{1, 2, 2, 2});
    CHECK(s.ranking() == std::vector<int>{0, 1, 2, 3});
  }

  TEST_CASE("1000 random games end, with every hedgehog accounted for") {
    const RandomRobot<State> robot;
    int longest = 0;
    for (int g = 0; g < 1000; ++g) {
      const int players = 2 + g % 5;
      State s(players);
      Rng dice(static_cast<std::uint64_t>(g));
      Rng rng(static_cast<std::uint64_t>(g) * 31 + 7);
      int moves = 0;
      settle_chance(s, dice);
      while (s.current_seat() >= 0 && moves < 20000) {
        s.apply(robot.choose(observe(s, s.current_seat()), rng, {}));
        settle_chance(s, dice);
        ++moves;
      }
      longest = std::max(longest, moves);
      REQUIRE(s.phase() == Phase::over);
      CHECK_NOTHROW(s.validate());
      int tokens = 0;
      for (int row = 1; row <= kRows; ++row) {
        for (int col = 1; col <= kCols; ++col) tokens += s.height(Square{row, col});
      }
      CHECK(tokens == kTokensEach * players);
      CHECK(s.in_goal(s.winner()) == kTokensToWin);
      for (int p = 0; p < players; ++p) {
        if (p != s.winner()) CHECK(s.in_goal(p) < kTokensToWin);
      }
    }
    CHECK(longest < 20000);
  }
}
