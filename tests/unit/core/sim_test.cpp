#include <doctest/doctest.h>

#include "tabletop/core/sim.hpp"

using namespace tabletop;

TEST_CASE("sim: a win rate's 95% interval is Wilson's, inside 0..1 and narrowing with more games") {
  // Worked out by hand: 550 wins in 1,000 games, z = 1.96.
  const auto [low, high] = win_rate_interval(550, 1000);
  CHECK(low == doctest::Approx(0.5191).epsilon(0.0005));
  CHECK(high == doctest::Approx(0.5805).epsilon(0.0005));
  const auto [none_low, none_high] = win_rate_interval(0, 20);
  CHECK(none_low == 0.0);
  CHECK(none_high == doctest::Approx(0.1611).epsilon(0.001));
  const auto [all_low, all_high] = win_rate_interval(20, 20);
  CHECK(all_high == 1.0);
  CHECK(all_low == doctest::Approx(0.8389).epsilon(0.001));
  const auto wide = win_rate_interval(55, 100);
  CHECK(wide.second - wide.first > high - low);
}
