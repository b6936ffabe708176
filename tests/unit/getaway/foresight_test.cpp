// The measuring robots of tests/bench/getaway_foresight.hpp (what `getaway_ceiling` reports beside the
// ceiling): the sampling robot answers as the race calls for, and foresees the match's own rolls.
#include <doctest/doctest.h>

#include "../../bench/getaway_foresight.hpp"
#include "tabletop/games/getaway/board.hpp"

using namespace tabletop;
using namespace tabletop::getaway;

namespace {

// A two-player game where A's first roll (a 2) lands on the toll at square 2.
State toll_for_first(const std::string& board_text) {
  State s(parse_board(board_text, "t"), {"A", "B"});
  s.apply(Move::roll());
  s.apply(Move::dice(1, 1));
  REQUIRE(s.phase() == Phase::toll);
  REQUIRE(s.current_seat() == 0);
  return s;
}

}  // namespace

TEST_CASE("the sampling robot pays where refusing loses for certain, and refuses where the walk back pays") {
  // Refusing sends A straight to the Castle with 20 gold; B then lands on at least one of the squares
  // paying 10 every time and ends richer. Paying 1 lets A walk them too and win now and then.
  const State race = toll_for_first(
      "20 4 14 Start : F1 : S F 0 Gate : Y T A 13 F 1 R3 : R F 10 R4 : R F 10 R5 : R F 10 R6 : R F 10 R7 : R F 10 "
      "R8 : R F 10 R9 : R F 10 R10 : R F 10 R11 : R F 10 R12 : R F 10 Castle :");
  Rng rng(3);
  CHECK(sampled_answer(race, rng, {}, 200) == Move::pay());
  // Here the square behind pays every time it is landed on: being sent back earns 3 where paying costs 5.
  const State walk = toll_for_first(
      "20 2 9 Start : F1 : R F 3 Gate : Y Q F -1 F 5 T1 : S F 1 T2 : S F 1 T3 : S F 1 T4 : S F 1 F7 : S F 0 Castle :");
  CHECK(sampled_answer(walk, rng, {}, 200) == Move::refuse());
}

TEST_CASE("foreseen rolls are the ones the match's generator draws next") {
  const State s = toll_for_first(
      "20 4 9 Start : F1 : S F 0 Gate : Y Q A 0 F 1 T1 : S F 10 T2 : S F 10 T3 : S F 10 T4 : S F 10 F7 : S F 0 "
      "Castle :");
  const Rng chance(11);
  const Foreseen seen = coming_rolls(s, chance, 2);
  REQUIRE(seen[0].size() == 2);
  REQUIRE(seen[1].size() == 2);
  Rng next = chance;  // after A's answer B rolls first, then A: each roll is two dice of four faces
  const int b1 = next.between(1, 4);
  CHECK(seen[1][0] == Move::dice(b1, next.between(1, 4)));
  const int a1 = next.between(1, 4);
  CHECK(seen[0][0] == Move::dice(a1, next.between(1, 4)));
  CHECK(coming_rolls(s, chance, 0)[0].empty());
}
