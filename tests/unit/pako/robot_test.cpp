#include <doctest/doctest.h>

#include "support/search_checks.hpp"
#include "tabletop/core/sim.hpp"
#include "tabletop/games/pako/pako_robots.hpp"

using namespace tabletop;
using namespace tabletop::pako;

namespace {
const RobotStyle<State>& style(const char* id) { return *find_style(robot_styles(), id); }

Move choice(const State& s, std::uint64_t seed = 1) {
  Rng rng(seed);
  return style("lookahead").make()->choose(observe(s, s.current_seat()), rng, {});
}
}  // namespace

TEST_SUITE("pako") {
  TEST_CASE("the robot takes a winning boat move") {
    State s(5, 2);
    s.set_guards({2, 2, 4, 1, 5});
    s.set_pieces(0, {Square{1, 3}, Square{5, 2}}, 2);
    CHECK(choice(s) == Move::to_boat(Square{1, 3}));
  }

  TEST_CASE("the robot prefers a boat move, then safety, then catching others") {
    State boat(5, 2);
    boat.set_guards({2, 2, 4, 1, 5});
    boat.set_pieces(0, {Square{1, 3}}, 0);
    CHECK(choice(boat).kind == MoveKind::boat);

    // Figure 3, black to move: the robot must not walk into a guard.
    State fig3(5, 2);
    fig3.set_guards({3, 2, 2, 2, 3});
    fig3.set_pieces(0, {Square{3, 1}, Square{5, 1}}, 0);
    fig3.set_pieces(1, {Square{3, 4}, Square{5, 5}}, 0);
    fig3.set_turn(1);
    for (std::uint64_t seed = 1; seed <= 5; ++seed) {
      const Move m = choice(fig3, seed);
      State after = fig3;
      after.apply(m);
      CHECK(after.prison(1) <= fig3.prison(1) - (m.kind == MoveKind::prison ? 1 : 0));
    }
    const MoveScore safe = score_move(fig3, Move::step(Square{3, 4}, Square{2, 4}));
    const MoveScore caught = score_move(fig3, Move::step(Square{3, 4}, Square{3, 3}));
    CHECK(safe > caught);
    CHECK(caught.safety == -1);
  }

  TEST_CASE("a boat move is scored by the expected catch of the random guard") {
    State s(5, 2);
    s.set_guards({2, 2, 4, 1, 5});
    s.set_pieces(0, {Square{1, 3}, Square{4, 3}}, 0);
    s.set_pieces(1, {Square{4, 4}}, 0);
    const MoveScore score = score_move(s, Move::to_boat(Square{1, 3}));
    CHECK(score.to_boat);
    CHECK(score.safety == doctest::Approx(-1.0 / 5));  // only row 4's guard reaches (4,3)
    CHECK(score.others_caught == doctest::Approx(1.0 / 5));
  }

  TEST_CASE("the robot decides from its observation only, the same way every time") {
    const State s(9, 2);
    const State other = State::from_json(s.to_json());
    CHECK(observe(s, 0).to_json() == observe(other, 0).to_json());
    CHECK(choice(s, 3) == choice(other, 3));
  }

  TEST_CASE("the one-move-ahead robot beats random play in at least 90% of 2-player 9 x 9 games") {
    const std::vector<const RobotStyle<State>*> seats = {&style("lookahead"), &style("random")};
    const SimReport report = simulate<State>([] { return State(9, 2); }, seats, SimOptions{100, 2024, 20000});
    CHECK(report.unfinished == 0);
    CHECK(report.entries[0].wins >= 90);
  }

  TEST_CASE("the search robot plays the same game twice from the same seeds") {
    const auto searcher = search_robot(SearchBudget{150, 0, 0.7, 3000, 1.0});
    const auto lookahead = style("lookahead").make();
    const std::vector<const Robot<State>*> seats = {searcher.get(), lookahead.get()};
    const auto first = tabletop::testing::played(State(7, 2), seats, 31, 32, 5000);
    CHECK(first == tabletop::testing::played(State(7, 2), seats, 31, 32, 5000));
    CHECK(dynamic_cast<const SearchCounting&>(*searcher).totals().decisions >= 10);
  }

  TEST_CASE("the search robot's decisions allocate nothing once its memory has grown") {
    const auto searcher = search_robot(SearchBudget{300, 0, 0.7, 3000, 1.0});
    const auto positions = tabletop::testing::choices_in_play(State(9, 3), 6, 5);
    REQUIRE(positions.size() == 6);
    CHECK(tabletop::testing::allocations_when_warm(*searcher, positions) == 0);
    CHECK(tabletop::testing::last_search(*searcher).iterations == 300);
  }
}
