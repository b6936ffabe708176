// Easy, Normal and Hard: every game lists them first, Normal is what a new robot seat gets, Easy
// is Normal made careless by the measure it says, and the named robot Hard plays as says so.
#include <doctest/doctest.h>

#include "tabletop/core/levels.hpp"
#include "tabletop/games/archaeology/archaeology_robots.hpp"
#include "tabletop/games/getaway/getaway_robots.hpp"
#include "tabletop/games/igel/igel_robots.hpp"
#include "tabletop/games/ludo/ludo_robots.hpp"
#include "tabletop/games/pako/pako_robots.hpp"

using namespace tabletop;

namespace {

template <GameState S>
void levels_lead(const std::vector<RobotStyle<S>>& styles) {
  REQUIRE(styles.size() >= 5);
  CHECK(styles[0].id == "easy");
  CHECK(styles[1].id == "normal");
  CHECK(styles[2].id == "hard");
  CHECK(default_style(styles).id == "normal");
  for (const auto& style : styles) CHECK(style.make() != nullptr);
  // The named style Hard is made of says so, and Hard describes itself in that style's words.
  const std::string says_hard = "; Hard is this robot";
  int hard_named = 0;
  for (std::size_t i = 3; i < styles.size(); ++i) {
    const std::string& about = styles[i].about;
    if (about.size() < says_hard.size() || about.substr(about.size() - says_hard.size()) != says_hard) continue;
    ++hard_named;
    CAPTURE(about);
    CHECK(styles[2].about.rfind(about.substr(0, about.size() - says_hard.size()) + "; the strongest", 0) == 0);
  }
  CHECK(hard_named == 1);
}

// A robot with one answer, the first legal move, so that any other move is a careless one.
class FirstMove final : public Robot<pako::State> {
 public:
  pako::Move choose(const pako::State& view, Rng&, std::stop_token) const override { return view.legal_moves()[0]; }
};

// The share of `count` decisions in `view` in which `robot` did not play the first legal move.
double departures(const Robot<pako::State>& robot, const pako::State& view, int count) {
  Rng rng(5);
  const auto usual = view.legal_moves()[0];
  int departed = 0;
  for (int i = 0; i < count; ++i) departed += robot.choose(view, rng, {}) == usual ? 0 : 1;
  return static_cast<double>(departed) / count;
}

}  // namespace

TEST_CASE("every game offers Easy, Normal and Hard first, and Normal to a new robot seat") {
  levels_lead(pako::robot_styles());
  levels_lead(ludo::robot_styles());
  levels_lead(igel::robot_styles());
  levels_lead(archaeology::robot_styles());
  levels_lead(getaway::robot_styles());
  const std::vector<RobotStyle<pako::State>> plain = {random_style<pako::State>()};
  CHECK(default_style(plain).id == "random");  // a list without levels: its first style
}

TEST_CASE("Easy plays as Normal except in the share of its decisions it is careless in") {
  // Pako's opening in a 9-square prison offers dozens of moves, so a random one is nearly never the first.
  const pako::State view(9, 2);
  REQUIRE(view.legal_moves().size() > 20);
  const FirstMove first;
  CHECK(departures(first, view, 200) == 0.0);
  CHECK(departures(CarelessRobot<pako::State>(std::make_unique<FirstMove>(), 0), view, 200) == 0.0);
  const double half = departures(CarelessRobot<pako::State>(std::make_unique<FirstMove>(), 50), view, 400);
  CHECK(half > 0.40);
  CHECK(half < 0.55);
  CHECK(departures(CarelessRobot<pako::State>(std::make_unique<FirstMove>(), 100), view, 200) > 0.9);
  // Each game's Easy says how careless it is.
  const RobotStyle<pako::State>* easy = find_style(pako::robot_styles(), "easy");
  REQUIRE(easy != nullptr);
  CHECK(easy->about.find("; yet one move in two it plays any legal move at all") != std::string::npos);
}
