// The review (core/review.hpp) on Getaway: a toll paid where refusing lands on a jackpot is graded.
#include <doctest/doctest.h>

#include "tabletop/core/review.hpp"
#include "tabletop/games/getaway/getaway_robots.hpp"

using namespace tabletop;
using namespace tabletop::getaway;

namespace {

// Robo's first roll stops it at a 10-gold toll; refusing moves it onto a 100-gold jackpot that rolls
// would skip.
State at_jackpot_toll() {
  State s(parse_board("20 2 7 Start : F1 : S F 0 Toll : Y Q F 1 F 10 Jackpot : S F 100 F4 : S F 0 F5 : S F 0 Castle :",
                      "t"),
          {"Robo", "Pat"});
  s.apply(Move::roll());
  s.apply(Move::dice(1, 1));
  REQUIRE(s.phase() == Phase::toll);
  return s;
}

ReviewDecision judged(const Move& answer) {
  MatchHistory<State> history;
  history.start = at_jackpot_toll().to_json();
  history.moves = {answer};
  history.movers = "p";
  const ReviewReport report = review(history, {"Robo", "Pat"}, ReviewOptions{});
  REQUIRE(report.decisions.size() == 1);
  return report.decisions[0];
}

}  // namespace

TEST_CASE("a toll paid where refusing is clearly better is graded a mistake or worse; refusing is not graded") {
  const ReviewDecision paid = judged(Move::pay());
  CAPTURE(paid.cost);
  CAPTURE(paid.error);
  CHECK(static_cast<int>(paid.grade) >= static_cast<int>(Grade::mistake));
  CHECK(paid.best == at_jackpot_toll().describe(Move::refuse()));
  const ReviewDecision refused = judged(Move::refuse());
  CAPTURE(refused.cost);
  CHECK(refused.grade == Grade::none);
}
