#include <doctest/doctest.h>

#include "tabletop/core/random_robot.hpp"
#include "tabletop/core/sim.hpp"
#include "tabletop/games/archaeology/archaeology.hpp"
#include "tabletop/games/igel/igel.hpp"
#include "tabletop/games/ludo/ludo.hpp"
#include "tabletop/games/pako/pako.hpp"

using namespace tabletop;

namespace {

// The random robot as any other robot is: a sim cannot tell it is random, so it decides from the
// seat's observation and every move is checked.
template <GameState S>
class ObservingRandom : public Robot<S> {
 public:
  typename S::Move choose(const typename S::Observation& view, Rng& rng, std::stop_token stop) const override {
    return random_.choose(view, rng, stop);
  }

 private:
  RandomRobot<S> random_;
};

// A sim of random seats plays on the state itself; it must play exactly the games the robot would.
template <GameState S>
void same_games_either_way(const std::function<S()>& new_game) {
  const RobotStyle<S> quick = random_style<S>();
  const RobotStyle<S> observing{"observing", "", "", [] { return std::make_unique<ObservingRandom<S>>(); }};
  const SimOptions options{60, 11, 20000};
  const SimReport fast = simulate<S>(new_game, {&quick, &quick, &quick}, options);
  const SimReport slow = simulate<S>(new_game, {&observing, &observing, &observing}, options);
  CHECK(fast.moves == slow.moves);
  CHECK(fast.unfinished == slow.unfinished);
  for (std::size_t i = 0; i < fast.entries.size(); ++i) {
    CHECK(fast.entries[i].wins == slow.entries[i].wins);
    CHECK(fast.entries[i].place_sum == slow.entries[i].place_sum);
  }
}

}  // namespace

TEST_CASE("sim: random seats play the same games on the state as on their observations") {
  same_games_either_way<ludo::State>([] { return ludo::State({0, 1, 2}, true); });
  same_games_either_way<igel::State>([] { return igel::State(3); });
  same_games_either_way<pako::State>([] { return pako::State(9, 3); });
  same_games_either_way<archaeology::State>([] { return archaeology::State(3); });
}

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
