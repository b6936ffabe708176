// The review (core/review.hpp) on Pako: a prisoner walked into a guard's run is graded, a safe step is not.
#include <doctest/doctest.h>

#include "tabletop/core/review.hpp"
#include "tabletop/games/pako/pako_robots.hpp"

using namespace tabletop;
using namespace tabletop::pako;

namespace {

// Figure 3 of the rules, black to move: (3,4) to (3,3) stands in a guard's run, (3,4) to (2,4) does not.
State figure3() {
  State s(5, 2);
  s.set_guards({3, 2, 2, 2, 3});
  s.set_pieces(0, {Square{3, 1}, Square{5, 1}}, 0);
  s.set_pieces(1, {Square{3, 4}, Square{5, 5}}, 0);
  s.set_turn(1);
  return s;
}

ReviewDecision judged(const Move& move) {
  MatchHistory<State> history;
  history.start = figure3().to_json();
  history.moves = {move};
  history.movers = "p";
  const ReviewReport report = review(history, {"White", "Black"}, ReviewOptions{});
  REQUIRE(report.decisions.size() == 1);
  return report.decisions[0];
}

}  // namespace

TEST_SUITE("pako") {
  TEST_CASE("a prisoner walked into a guard's run is graded a mistake or worse; the safe step is not graded") {
    const ReviewDecision caught = judged(Move::step(Square{3, 4}, Square{3, 3}));
    CAPTURE(caught.cost);
    CAPTURE(caught.error);
    CAPTURE(caught.best);
    CHECK(caught.seat == 1);
    CHECK(static_cast<int>(caught.grade) >= static_cast<int>(Grade::mistake));
    const ReviewDecision safe = judged(Move::step(Square{3, 4}, Square{2, 4}));
    CAPTURE(safe.cost);
    CAPTURE(safe.best);
    CHECK(safe.grade == Grade::none);
  }
}
