// The review's words and sums (core/review_report.hpp): grades never within the noise, and a verdict
// only where the numbers carry it.
#include <doctest/doctest.h>

#include "tabletop/core/review_report.hpp"

using namespace tabletop;

namespace {

ReviewReport two_seats(double cost_a, double error_a, double luck_a, double luck_error_a) {
  ReviewReport r;
  r.seats.resize(2);
  ReviewDecision d;
  d.seat = 0;
  d.cost = cost_a;
  d.error = error_a;
  d.grade = grade_of(d.cost, d.error);
  r.decisions.push_back(d);
  ReviewChance c;
  c.luck = {luck_a, -luck_a};
  c.error = {luck_error_a, luck_error_a};
  r.chances.push_back(c);
  r.sum_up();
  return r;
}

}  // namespace

TEST_CASE("a move is graded by its cost, and never when the cost is within the search's noise") {
  CHECK(grade_of(0.01, 0.001) == Grade::none);
  CHECK(grade_of(kInaccuracyCost + 0.001, 0.001) == Grade::inaccuracy);
  CHECK(grade_of(kMistakeCost + 0.001, 0.001) == Grade::mistake);
  CHECK(grade_of(kBlunderCost + 0.001, 0.001) == Grade::blunder);
  CHECK(grade_of(0.5, 0.5 / kNoiseSigmas) == Grade::none);
  CHECK(grade_of(0.5, 0.5 / kNoiseSigmas - 0.01) == Grade::blunder);
}

TEST_CASE("the verdict says skill or luck only when one beats the other beyond the noise") {
  CHECK(two_seats(0.01, 0.005, 0.6, 0.02).seats[0].verdict == "mostly luck");
  CHECK(two_seats(0.6, 0.02, 0.01, 0.005).seats[0].verdict == "mostly skill");
  CHECK(two_seats(0.3, 0.2, 0.3, 0.2).seats[0].verdict == "cannot tell");
  const ReviewReport r = two_seats(0.3, 0.01, 0.0, 0.01);
  CHECK(r.seats[0].cost == doctest::Approx(0.3));
  CHECK(r.seats[0].decisions == 1);
  CHECK(r.seats[1].decisions == 0);
  CHECK(r.seats[0].graded[static_cast<int>(Grade::blunder)] == 1);
  CHECK(r.seats[1].luck == doctest::Approx(0.0));
  CHECK(r.to_json()["seats"][0]["blunders"] == 1);
  CHECK(r.text().find("blunder, cost 0.300") != std::string::npos);
}
