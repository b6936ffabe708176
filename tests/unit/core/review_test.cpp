// The review's words and sums (core/review_report.hpp): grades never within the noise, and a verdict
// only where the numbers carry it.
#include <doctest/doctest.h>

#include <cmath>

#include "tabletop/core/review_report.hpp"

using namespace tabletop;

namespace {

// A game going on: A's one decision from an even position costs `cost_a`, then a roll brings A
// `luck_a` as the playouts judge it (and B as much less).
ReviewReport two_seats(double cost_a, double error_a, double luck_a, double luck_error_a) {
  ReviewReport r;
  r.seats.resize(2);
  ReviewDecision d;
  d.step = 1;
  d.seat = 0;
  d.best_value = 0.5;
  d.played_value = 0.5 - cost_a;
  d.played_error = d.best_error = error_a / std::sqrt(2.0);
  d.cost = cost_a;
  d.error = error_a;
  d.grade = grade_of(d.cost, d.error, ReviewScale{});
  r.decisions.push_back(d);
  ReviewChance c;
  c.step = 2;
  c.playout_luck = {luck_a, -luck_a};
  c.playout_error = {luck_error_a, luck_error_a};
  r.chances.push_back(c);
  r.sum_up();
  return r;
}

ReviewDecision judged(int step, int seat, double best, double played) {
  ReviewDecision d;
  d.step = step;
  d.seat = seat;
  d.best_value = best;
  d.played_value = played;
  d.played_error = d.best_error = 0.01;
  d.cost = best - played;
  d.error = 0.014;
  d.grade = grade_of(d.cost, d.error, ReviewScale{});
  return d;
}

ReviewChance rolled(int step, double luck_a, double error) {
  ReviewChance c;
  c.step = step;
  c.playout_luck = {luck_a, -luck_a};
  c.playout_error = {error, error};
  return c;
}

}  // namespace

TEST_CASE("a move is graded by its game's scale, and never when the cost is within the search's noise") {
  const ReviewScale scale{0.02, 0.06, 0.15, {0.05, 0.02, 0.004}};
  CHECK(grade_of(0.019, 0.001, scale) == Grade::none);
  CHECK(grade_of(0.021, 0.001, scale) == Grade::inaccuracy);
  CHECK(grade_of(0.061, 0.001, scale) == Grade::mistake);
  CHECK(grade_of(0.151, 0.001, scale) == Grade::blunder);
  CHECK(grade_of(0.5, 0.5 / kNoiseSigmas, scale) == Grade::none);
  CHECK(grade_of(0.5, 0.5 / kNoiseSigmas - 0.01, scale) == Grade::blunder);
  // The JSON says the scale it grades by: each cost graded as its word, a little less one grade lower.
  ReviewReport report = two_seats(0.3, 0.01, 0.0, 0.01);
  report.scale = scale;
  const nlohmann::json written = report.to_json();
  CHECK(written["calibrated"] == true);
  CHECK(written["levels"]["normal"].get<double>() == doctest::Approx(0.02));
  const nlohmann::json grades = written["grades"];
  REQUIRE(grades.size() == 3);
  Grade lower = Grade::none;
  for (const Grade grade : {Grade::inaccuracy, Grade::mistake, Grade::blunder}) {
    const double cost = grades.at(grade_word(grade)).get<double>();
    CHECK(grade_of(cost, 0.001, scale) == grade);
    CHECK(grade_of(cost - 0.002, 0.001, scale) == lower);
    lower = grade;
  }
  // A kept review is graded again by the scale it was kept with, not by the first guesses.
  const ReviewReport kept = ReviewReport::from_json(written);
  CHECK(kept.scale.mistake == doctest::Approx(0.06));
  CHECK(kept.scale.level_cost[2] == doctest::Approx(0.004));
  CHECK_FALSE(ReviewReport::from_json(two_seats(0.3, 0.01, 0.0, 0.01).to_json()).scale.measured());
}

TEST_CASE("a seat's play is told against the level whose cost per decision is nearest by ratio") {
  const ReviewScale scale{0.02, 0.06, 0.15, {0.04, 0.01, 0.001}};
  CHECK(closest_level(0.0, scale) == 2);
  CHECK(closest_level(0.003, scale) == 2);  // below the geometric middle of Hard and Normal, 0.00316
  CHECK(closest_level(0.0033, scale) == 1);
  CHECK(closest_level(0.0199, scale) == 1);  // Normal's and Easy's middle is 0.02
  CHECK(closest_level(0.021, scale) == 0);
  CHECK(closest_level(0.5, scale) == 0);
  CHECK(closest_level(0.003, ReviewScale{}) == -1);  // nothing measured, nothing told
  CHECK(closest_level(0.003, ReviewScale{0.02, 0.06, 0.15, {0.04, 0.01, 0.01}}) == -1);  // Normal and Hard level
  // A seat is told only over enough decisions, and the text says it in words.
  ReviewReport one = two_seats(0.02, 0.001, 0.0, 0.01);
  one.scale = scale;
  one.sum_up();
  CHECK(one.seats[0].closest_level == -1);
  ReviewReport many;
  many.scale = scale;
  many.seats.resize(2);
  for (int k = 0; k < kFewestDecisionsToCompare; ++k) {
    ReviewDecision d = judged(2 * k + 1, 0, 0.5, 0.5 - 0.009);
    many.decisions.push_back(d);
  }
  many.sum_up();
  CHECK(many.seats[0].closest_level == 1);
  CHECK(many.seats[1].closest_level == -1);  // no decisions of its own
  CHECK(many.to_json()["seats"][0]["closest_level"] == "normal");
  CHECK(many.text().find("closest to the Normal robot's (0.0100 a decision)") != std::string::npos);
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

TEST_CASE("luck is on the decisions' scale: a finished game's result less an even share is gain less cost plus luck") {
  // A rolls, decides, B rolls, decides, A rolls, decides, A wins. The playouts' figures do not add up
  // to what the decisions' own estimates moved: they only share the luck out.
  ReviewReport r;
  r.seats.resize(2);
  r.finished = true;
  r.seats[0].result = 1;
  r.seats[1].result = 0;
  r.chances = {rolled(0, 0.4, 0.05), rolled(2, -0.3, 0.05), rolled(4, 0.35, 0.1)};
  r.decisions = {judged(1, 0, 0.6, 0.55), judged(3, 1, 0.35, 0.2), judged(5, 0, 0.9, 0.9)};
  r.sum_up();
  for (int k = 0; k < 2; ++k) {
    const ReviewSeat& s = r.seats[static_cast<std::size_t>(k)];
    CAPTURE(k);
    CHECK(s.result - 0.5 == doctest::Approx(s.gain - s.cost + s.luck));
  }
  CHECK(r.seats[0].cost == doctest::Approx(0.05));
  CHECK(r.seats[0].gain == doctest::Approx(0.15));
  // A: from an even 0.5 to 0.6 before its first decision (the first roll), from 0.55 to 0.9 by B's
  // roll, B's cost (0.15) and its own roll, then to its win.
  CHECK(r.chances[0].luck[0] == doctest::Approx(0.1));
  CHECK(r.chances[1].luck[0] + r.chances[2].luck[0] == doctest::Approx(0.9 - 0.55 - 0.15));
  CHECK(r.chances[2].luck[0] > r.chances[1].luck[0]);  // the playouts' order is kept
  CHECK(r.seats[0].luck == doctest::Approx(0.1 + 0.2 + 0.1));
  CHECK(r.to_json()["chance"][1]["playout_luck"][0] == doctest::Approx(-0.3));
}

TEST_CASE("a kept review reads back as it was written, and a value of the right type but wrong meaning is refused") {
  ReviewReport r = two_seats(0.15, 0.01, 0.3, 0.02);
  r.game = "ludo";
  r.strength = "a test's";
  r.finished = true;
  r.seats[0].result = 0;
  r.seats[1].result = 1;
  r.decisions[0].played_value = 0.4;
  r.decisions[0].best_value = 0.55;
  r.decisions[0].best_move = 2;
  r.decisions[0].history_at = 7;
  r.sum_up();
  const ReviewReport back = ReviewReport::from_json(r.to_json());
  CHECK(back.to_json() == r.to_json());
  CHECK(back.decisions[0].history_at == 7);
  CHECK(back.decisions[0].grade == Grade::mistake);
  CHECK(back.standing_over_game() == std::vector<std::vector<double>>{{0.5, 0.5}, {0.4, 0.6}, {0, 1}});

  nlohmann::json bad = r.to_json();
  bad["moves"][0]["seat"] = "C";  // a seat the game does not have
  CHECK_THROWS(ReviewReport::from_json(bad));
  bad = r.to_json();
  bad["moves"][0]["cost"] = 7.5;  // a cost no review can find
  CHECK_THROWS(ReviewReport::from_json(bad));
  bad = r.to_json();
  bad["chance"][0]["playout_luck"] = {0.1};  // one seat's luck missing
  CHECK_THROWS(ReviewReport::from_json(bad));
  CHECK_THROWS(ReviewReport::from_json(nlohmann::json::array()));
}
