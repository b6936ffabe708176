// The Searcher (Pako's Hard) under ruling A21b: it judges a run-out by the places, counts only ground
// that can still reach the boat before the count runs out, and plays for the win at the count's end.
#include <doctest/doctest.h>

#include "tabletop/games/pako/pako_robots.hpp"

using namespace tabletop;
using namespace tabletop::pako;

namespace {

SeatRewards judged(const State& s) {
  SeatRewards rewards{};
  search_evaluation(s, rewards);
  return rewards;
}

// 9 x 9 at its first guards: A with `a_boat` prisoners in the boat and `a_yard` in the yard, B likewise,
// `rounds` rounds without a prisoner reaching the boat, `turn` to move.
State position(std::vector<Square> a_yard, int a_boat, std::vector<Square> b_yard, int b_boat, int rounds, int turn) {
  State s(9, 2);
  s.set_pieces(0, std::move(a_yard), a_boat);
  s.set_pieces(1, std::move(b_yard), b_boat);
  s.set_rounds_without_boat(rounds);
  s.set_turn(turn);
  s.validate();
  return s;
}

Move hard_choice(const State& s, std::uint64_t seed) {
  Rng rng(seed);
  const RobotStyle<State>& hard = *find_style(robot_styles(), "search");
  return hard.make()->choose(observe(s, s.current_seat()), rng, {});
}

}  // namespace

TEST_SUITE("pako") {
  TEST_CASE("the search judges a game run out by its places: equal boats share, more boats win") {
    const SeatRewards level = judged(position({}, 1, {}, 1, kRoundsWithoutBoat, 0));
    CHECK(level[0] == doctest::Approx(0.5));
    CHECK(level[1] == doctest::Approx(0.5));
    const SeatRewards ahead = judged(position({Square{5, 1}}, 2, {}, 1, kRoundsWithoutBoat, 0));
    CHECK(ahead[0] == doctest::Approx(1.0));
    CHECK(ahead[1] == doctest::Approx(0.0));
  }

  TEST_CASE("ground that cannot reach the boat before the count runs out is worth nothing; early it counts") {
    // Round 30 under way, A has played in it: A's prisoner in row 5 cannot reach the boat any more.
    const SeatRewards far = judged(position({Square{5, 1}}, 0, {}, 0, kRoundsWithoutBoat - 1, 1));
    const SeatRewards home = judged(position({}, 0, {}, 0, kRoundsWithoutBoat - 1, 1));
    CHECK(far[0] == doctest::Approx(home[0]));
    // B still has its turn: its prisoner on an escape square can go into the boat, so it counts.
    const SeatRewards near = judged(position({}, 0, {Square{1, 3}}, 0, kRoundsWithoutBoat - 1, 1));
    CHECK(near[1] > home[1]);
    // The same prisoner of A's with the count just started is ground gained.
    const SeatRewards early = judged(position({Square{5, 1}}, 0, {}, 0, 0, 1));
    CHECK(early[0] > judged(position({}, 0, {}, 0, 0, 1))[0]);
  }

  TEST_CASE("a level race is worth more to each seat than the shared place a run-out gives") {
    // Each seat's own way to the boat counts more than holding the other back, so neither settles.
    const SeatRewards race = judged(position({Square{4, 2}}, 1, {Square{4, 8}}, 1, 5, 0));
    CHECK(race[0] > 0.5);
    CHECK(race[1] > 0.5);
  }

  TEST_CASE("in the count's last round Hard, level or behind, takes the boat rather than the run-out") {
    // A's prisoner on (1,3) may go into the boat; every other move lets the count run out this round
    // (B has nothing in the yard), for a shared place when level and a lost one when behind.
    for (const int b_boat : {1, 2}) {
      CAPTURE(b_boat);
      const State s = position({Square{1, 3}, Square{7, 1}}, 1, {}, b_boat, kRoundsWithoutBoat - 1, 0);
      for (std::uint64_t seed = 1; seed <= 3; ++seed) {
        CAPTURE(seed);
        CHECK(hard_choice(s, seed) == Move::to_boat(Square{1, 3}));
      }
    }
  }
}
