#include <doctest/doctest.h>

#include <algorithm>

#include "igel_board.hpp"
#include "tabletop/core/match.hpp"

using namespace tabletop;
using namespace tabletop::igel;
using namespace tabletop::igel::test;

namespace {

bool has_move(const State& s, const Move& m) {
  const auto moves = s.legal_moves();
  return std::find(moves.begin(), moves.end(), m) != moves.end();
}

// A on (1,1) and (4,3), an A buried under B on (2,1), B on (3,1) and (3,2), one of each in the goal.
State sample() {
  return from_picture(2,
                      {"A . . . . . . . B", "AB . . . . . . . .", "B B . . . . . . .", ". . A . . . . . A",
                       ". . . . . . . . .", ". . . . . . . . ."},
                      0, Phase::roll, 0);
}

}  // namespace

TEST_SUITE("igel turn") {
  TEST_CASE("a turn starts with the roll, a chance move drawn from the game's generator") {
    State s = sample();
    CHECK(s.legal_moves() == std::vector<Move>{Move::roll()});
    s.apply(Move::roll());
    CHECK(s.current_seat() == kChanceSeat);
    CHECK(s.legal_moves().size() == 6);
    Rng dice(1);
    const Move drawn = s.sample_chance(dice);
    CHECK(drawn.kind == MoveKind::die);
    CHECK(drawn.face >= 1);
    CHECK(drawn.face <= 6);
    const auto events = applied(s, drawn);
    CHECK(s.die() == drawn.face);
    CHECK(logged(events, "A rolls " + std::to_string(drawn.face)));
    CHECK_FALSE(s.why_illegal(Move::die(7)).empty());
  }

  TEST_CASE("the die's outcomes: six faces, each one in six; equal generators roll equal dice") {
    State s = sample();
    s.apply(Move::roll());
    const ChanceOutcomes<Move> outcomes = s.chance_outcomes();
    REQUIRE(outcomes.size() == 6);
    for (int face = 1; face <= 6; ++face) {
      CHECK(outcomes[static_cast<std::size_t>(face - 1)].move == Move::die(face));
      CHECK(outcomes[static_cast<std::size_t>(face - 1)].probability == doctest::Approx(1.0 / 6));
    }
    Rng a(5);
    Rng b(5);
    for (int i = 0; i < 20; ++i) CHECK(s.sample_chance(a) == s.sample_chance(b));
  }

  TEST_CASE("a sidestep moves only the player's own free hedgehogs, one row up or down") {
    State s = sample();
    roll(s, 6);
    REQUIRE(s.phase() == Phase::sidestep);
    const auto steps = s.sidesteps();
    // A's free tokens outside the goal: (1,1) and (4,3); the A under B on (2,1) is buried.
    CHECK(steps == std::vector<Move>{Move::sidestep({1, 1}, 2), Move::sidestep({4, 3}, 3), Move::sidestep({4, 3}, 5)});
    CHECK(s.why_illegal(Move::sidestep({3, 2}, 4)) == "A has no hedgehog on top in row 3, column 2");
    CHECK(s.why_illegal(Move::sidestep({2, 1}, 3)) == "A has no hedgehog on top in row 2, the Start column");
    CHECK(s.why_illegal(Move::sidestep({1, 1}, 0)).find("no row 0") != std::string::npos);
    CHECK(s.why_illegal(Move::sidestep({4, 3}, 6)).find("one row up or down") != std::string::npos);
    CHECK(s.why_illegal(Move::sidestep({6, 3}, 5)).find("no hedgehog") != std::string::npos);
  }

  TEST_CASE("no sidestep from the goal column") {
    State s = sample();
    roll(s, 6);
    CHECK(s.why_illegal(Move::sidestep({4, 9}, 5)).find("goal") != std::string::npos);
  }

  TEST_CASE("a sidestep lands on top of the stack there, and only one is allowed") {
    State s = sample();
    roll(s, 3);
    const auto events = applied(s, Move::sidestep({4, 3}, 3));
    CHECK(logged(events, "A sidesteps a hedgehog in column 3 from row 4 to row 3"));
    CHECK(s.stack(Square{3, 3}) == Stack{0});
    CHECK(s.stack(Square{4, 3}).empty());
    s = sample();
    roll(s, 3);
    s.apply(Move::sidestep({1, 1}, 2));  // onto B, which was on the buried A
    CHECK(s.stack(Square{2, 1}) == Stack{0, 1, 0});
    CHECK(s.phase() == Phase::forward);
    CHECK(s.why_illegal(Move::sidestep({2, 1}, 3)).find("only one sidestep") != std::string::npos);
  }

  TEST_CASE("the player's own hedgehog must move forward when it has one in the rolled row") {
    State s = sample();
    roll(s, 3);
    s.apply(Move::skip());
    // Row 3 has B on (3,1) and B on (3,2), no A: A must move one of B's.
    CHECK(s.forward_squares() == std::vector<Square>{{3, 1}, {3, 2}});
    s = sample();
    roll(s, 3);
    s.apply(Move::sidestep({4, 3}, 3));  // now A has a token in row 3
    CHECK(s.forward_squares() == std::vector<Square>{{3, 3}});
    CHECK(s.why_illegal(Move::forward({3, 2})).find("must move its own") != std::string::npos);
    const auto events = applied(s, Move::forward({3, 3}));
    CHECK(logged(events, "A moves a hedgehog in row 3 forward from column 3 to column 4"));
    CHECK(s.stack(Square{3, 4}) == Stack{0});
    CHECK(s.current_seat() == 1);
    CHECK(s.phase() == Phase::roll);
  }

  TEST_CASE("with no own hedgehog in the rolled row another player's moves, onto the stack ahead") {
    State s = sample();
    roll(s, 3);
    s.apply(Move::skip());
    const auto events = applied(s, Move::forward({3, 1}));
    CHECK(logged(events, "A moves B's hedgehog in row 3 forward from the Start column to column 2"));
    CHECK(s.stack(Square{3, 2}) == Stack{1, 1});
  }

  TEST_CASE("only the rolled row moves forward, and a buried hedgehog cannot") {
    State s = sample();
    roll(s, 2);
    s.apply(Move::skip());
    // Row 2: the A on (2,1) is under B, so B's token is the only free one.
    CHECK(s.forward_squares() == std::vector<Square>{{2, 1}});
    CHECK(s.why_illegal(Move::forward({3, 1})) ==
          "only a hedgehog in the rolled row 2 moves forward, not one in row 3");
  }

  TEST_CASE("an empty square out of the rolled row is refused as empty, not for its row") {
    State s = sample();
    roll(s, 3);
    CHECK(s.why_illegal(Move::forward({2, 2})) == "there is no hedgehog in row 2, column 2");
    s.apply(Move::skip());
    REQUIRE(s.phase() == Phase::forward);
    CHECK(s.why_illegal(Move::forward({2, 2})) == "there is no hedgehog in row 2, column 2");
    CHECK(s.why_illegal(Move::forward({4, 3})) ==
          "only a hedgehog in the rolled row 3 moves forward, not one in row 4");
  }

  TEST_CASE("no refusal names a square as a bare pair of numbers: the board labels rows and columns") {
    State s = sample();
    roll(s, 6);
    State forward = sample();
    roll(forward, 2);
    forward.apply(Move::skip());
    for (int row = 0; row <= kRows + 1; ++row) {
      for (int col = 0; col <= kCols + 1; ++col) {
        for (const std::string& why :
             {s.why_illegal(Move::sidestep({row, col}, row + 1)), forward.why_illegal(Move::forward({row, col}))}) {
          CHECK_MESSAGE(!tabletop::testing::bare_pair(why), why);
        }
      }
    }
  }

  TEST_CASE("moving forward right away means no sidestep") {
    State s = sample();
    roll(s, 1);
    REQUIRE(s.phase() == Phase::sidestep);
    CHECK(has_move(s, Move::forward({1, 1})));
    CHECK(has_move(s, Move::skip()));
    s.apply(Move::forward({1, 1}));
    CHECK(s.stack(Square{1, 2}) == Stack{0});
    CHECK(s.current_seat() == 1);
  }

  TEST_CASE("when nothing in the rolled row can move, the turn ends and the log says so") {
    State s = sample();
    roll(s, 6);
    const auto events = applied(s, Move::skip());
    CHECK(logged(events, "A makes no sidestep"));
    CHECK(logged(events, "Nothing in row 6 can move forward"));
    CHECK(s.current_seat() == 1);
    CHECK(s.phase() == Phase::roll);
  }

  TEST_CASE("a sidestep into the pit of an empty rolled row leaves nothing to move") {
    State s = sample();
    roll(s, 5);
    const auto events = applied(s, Move::sidestep({4, 3}, 5));  // (5,3) is row 5's obstacle
    CHECK(s.stack(Square{5, 3}) == Stack{0});
    CHECK(logged(events, "Nothing in row 5 can move forward"));
    CHECK(s.current_seat() == 1);
  }

  TEST_CASE("with no sidestep possible and nothing to move the roll ends the turn at once") {
    // A's only token outside the goal is buried; row 6 is empty.
    State s = from_picture(2,
                           {"AB . . . . . . . A", "AB . . . . . . . A", "B . . . . . . . .", "B . . . . . . . .",
                            ". . . . . . . . .", ". . . . . . . . ."},
                           0, Phase::roll, 0);
    const auto events = roll(s, 6);
    CHECK(logged(events, "Nothing in row 6 can move forward"));
    CHECK(s.current_seat() == 1);
  }

  TEST_CASE("a hedgehog in the goal column never moves again") {
    State s = from_picture(2,
                           {"A . . . . . . . B", "A . . . . . . . .", "A . . . . . . . .", "A B . . . . . . .",
                            "B . . . . . . . .", "B . . . . . . . ."},
                           0, Phase::roll, 0);
    roll(s, 1);
    s.apply(Move::skip());
    CHECK(s.forward_squares() == std::vector<Square>{{1, 1}});
    CHECK(s.why_illegal(Move::forward({1, 9})).find("goal") != std::string::npos);
  }

  TEST_CASE("describe names every kind of move") {
    const State s = sample();
    CHECK(s.describe(Move::place(2)) == "place in row 2");
    CHECK(s.describe(Move::sidestep({4, 3}, 5)) == "sidestep in column 3 from row 4 to row 5");
    CHECK(s.describe(Move::forward({3, 1})) == "forward in row 3 from the Start column to column 2");
    CHECK(s.describe(Move::skip()) == "no sidestep");
  }
}

TEST_SUITE("igel turn") {
  TEST_CASE("undo takes back a sidestep but never the roll") {
    std::vector<Seat> people = {Seat{false, "", "Player A"}, Seat{false, "", "Player B"}};
    Match<State> match(placed(2, {1, 2, 3, 4, 5, 6, 2, 1}), people, {9, 1});
    match.play(Move::roll(), {Move::die(4)});
    CHECK_FALSE(match.can_undo());
    match.play(Move::sidestep({3, 1}, 4));
    REQUIRE(match.can_undo());
    match.undo();
    CHECK(match.state().phase() == Phase::sidestep);
    CHECK(match.state().die() == 4);
    CHECK(match.state().stack(Square{3, 1}) == Stack{0});
    CHECK_FALSE(match.can_undo());
  }
}
