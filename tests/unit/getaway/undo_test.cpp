// Undo in Getaway covers a person's last decision wherever no chance was revealed since: a toll's
// answer can be taken back while the robot to move next has not rolled yet, against robots too.
#include <doctest/doctest.h>

#include "tabletop/core/match.hpp"
#include "tabletop/games/getaway/getaway.hpp"

using namespace tabletop;
using namespace tabletop::getaway;

TEST_CASE("a toll's answer is taken back against a robot until the robot rolls") {
  const Board board = parse_board("10 2 5 Start : F1 : S F 0 Gate : Y Q F -2 F 5 F3 : S F 0 Castle :", "undo.game");
  const std::vector<Seat> seats{Seat{false, "", "Ann"}, Seat{true, "thrifty", "Bob"}};
  Match<State> match(State(board, {"Ann", "Bob"}), seats, {7, 1});
  match.play(Move::roll(), {Move::dice(1, 1)});
  REQUIRE(match.state().phase() == Phase::toll);
  CHECK_FALSE(match.can_undo());  // the roll revealed the dice: nothing before it comes back

  match.play(Move::pay());
  CHECK(match.state().player(0).gold == 5);
  CHECK(match.robot_to_move());
  REQUIRE(match.can_undo());
  match.undo();
  CHECK(match.state().phase() == Phase::toll);
  CHECK(match.state().player(0).gold == 10);
  CHECK(match.person_to_move());

  match.play(Move::refuse());  // the other answer this time
  CHECK(match.state().player(0).square == 0);
  REQUIRE(match.can_undo());
  match.play(Move::roll());  // the robot rolls: its dice are seen, so the answer stays
  CHECK_FALSE(match.can_undo());
}
