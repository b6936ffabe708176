// The review (core/review.hpp) on Archaeology: a seat's decision is judged from what it sees alone, and
// its judge is Hard's own search (the Searcher), as the review says.
#include <doctest/doctest.h>

#include "positions.hpp"
#include "tabletop/core/review.hpp"
#include "tabletop/games/archaeology/archaeology_robots.hpp"

using namespace tabletop;
using namespace tabletop::archaeology;
using namespace tabletop::archaeology::testing;

namespace {

json decision_reviewed(const State& start, const Move& move) {
  MatchHistory<State> history;
  history.start = start.to_json();
  history.moves = {move};
  history.movers = "p";
  ReviewOptions options;
  options.seed = 3;
  const ReviewReport report = review(history, {"A", "B"}, options);
  REQUIRE(report.decisions.size() == 1);
  CHECK(report.at_least_hard);
  CHECK(report.text().find("the Hard robot (the Searcher)") != std::string::npos);
  CHECK(report.text().find("weaker than Hard") == std::string::npos);
  return report.to_json()["moves"][0];
}

}  // namespace

TEST_SUITE("archaeology") {
  TEST_CASE("the review of a seat's decision is the same for deals differing only in what it cannot see") {
    const auto deals = same_view_for_a();  // no structured binding: clang 14's CAPTURE cannot take one
    const auto& one = deals.first;
    const auto& other = deals.second;
    REQUIRE(one.to_json() != other.to_json());
    REQUIRE(one.observe(0) == other.observe(0));
    const auto moves = one.observe(0).legal_moves();
    REQUIRE(moves.size() > 1);
    for (std::size_t i : {std::size_t{0}, moves.size() - 1}) {
      const Move move = moves[i];
      CAPTURE(one.describe(move));
      const json a = decision_reviewed(one, move);
      CHECK(a == decision_reviewed(other, move));
      CHECK(a["played_value"].get<double>() > 0);
    }
  }

  // Sampling before the deal put the whole box into the dig site's 64 places (UndefinedBehaviorSanitizer
  // caught it in the review of a whole game): it is refused, and the deal's luck judged all the same.
  TEST_CASE("no world is sampled before the deal, and the deal's luck is judged from the box as it stands") {
    const State box(2);
    REQUIRE(box.table().phase == Phase::deal);
    Rng rng(5);
    CHECK_THROWS_AS(sample_world(box.observe(0), rng), BadData);
    Rng dice(7);
    MatchHistory<State> history;
    history.start = box.to_json();
    history.moves = {sample_chance(box, dice)};
    history.movers = "c";
    ReviewOptions options;
    options.luck_playouts = 8;
    const ReviewReport report = review(history, {"A", "B"}, options);
    REQUIRE(report.chances.size() == 1);
    CHECK(report.chances[0].luck.size() == 2);
  }
}
