// Robots: legal, observation-only and deterministic decisions, and the tactician's edge in seeded
// games where players choose their moves.
#include <doctest/doctest.h>

#include "ludo_test_helpers.hpp"
#include "support/search_checks.hpp"
#include "tabletop/core/sim.hpp"
#include "tabletop/games/ludo/ludo_robots.hpp"

using namespace tabletop;
using namespace tabletop::ludo;
using namespace tabletop::ludo::testing;

namespace {

Move choice_of(const std::string& style, const State& state, std::uint64_t seed = 1) {
  Rng rng(seed);
  return style_named(style).make()->choose(observe(state, state.current_seat()), rng, {});
}

SimReport duel(const std::string& first, const std::string& second, int games, const std::string& letters = "AB") {
  const std::vector<const RobotStyle<State>*> styles = {&style_named(first), &style_named(second)};
  SimOptions options;
  options.games = games;
  options.seed = 1000;
  return simulate<State>([&] { return game(letters, true); }, styles, options);
}

}  // namespace

TEST_CASE("every style rolls when it must roll and plays legal moves to the end") {
  for (const auto& style : robot_styles()) {
    State state = game("ABCD", true);
    Rng dice(3);
    const auto robot = style.make();
    Rng rng(5);
    int moves = 0;
    settle_chance(state, dice);
    while (state.current_seat() >= 0 && moves < 5000) {
      const Move move = robot->choose(observe(state, state.current_seat()), rng, {});
      REQUIRE(state.why_illegal(move).empty());
      state.apply(move);
      settle_chance(state, dice);
      ++moves;
    }
    CHECK(state.current_seat() == kNobody);
  }
}

TEST_CASE("the priority robot makes the priority move") {
  State state = game("AB", true);
  place(state, 'A', 20, 5);
  place(state, 'B', step_on('B', 24), -1);
  state.apply(Move::roll());
  state.apply(Move::die(4));
  CHECK(choice_of("priority", state) == Move::token(Token::p));
  CHECK(choice_of("priority", game("AB", true)) == Move::roll());
}

TEST_CASE("decisions depend on the position and the robot's generator only") {
  State a = game("AB", true);
  place(a, 'A', 20, 5);
  place(a, 'B', step_on('B', 24), step_on('B', 12));
  a.apply(Move::roll());
  a.apply(Move::die(4));
  const State b = State::from_json(a.to_json());
  for (const auto& style : robot_styles()) {
    for (std::uint64_t seed : {1, 2, 3}) CHECK(choice_of(style.id, a, seed) == choice_of(style.id, b, seed));
  }
}

TEST_CASE("the tactician follows the priority rule but stays out of reach") {
  State state = game("AB", true);
  SUBCASE("it kicks") {
    place(state, 'A', 30, 5);
    place(state, 'B', step_on('B', 9), -1);
    state.apply(Move::roll());
    state.apply(Move::die(4));
    CHECK(choice_of("tactician", state) == Move::token(Token::q));
  }
  SUBCASE("it runs from an opponent right behind") {
    place(state, 'A', 28, 8);                 // p on space 28, q on 8
    place(state, 'B', step_on('B', 26), -1);  // B two spaces behind p
    state.apply(Move::roll());
    state.apply(Move::die(5));
    CHECK(state.priority_move(0, 5)->token == Token::q);  // the rule moves the token further behind
    CHECK(risk_to(state, 0) == doctest::Approx((28 + 20) / 6.0));
    CHECK(choice_of("tactician", state) == Move::token(Token::p));
  }
  SUBCASE("it forms a stack rather than flee") {
    place(state, 'A', 28, 25);
    place(state, 'B', step_on('B', 26), -1);
    state.apply(Move::roll());
    state.apply(Move::die(3));  // q lands on p: a stack
    CHECK(choice_of("tactician", state) == Move::token(Token::q));
  }
  SUBCASE("threat counts the rolls that reach a space") {
    place(state, 'B', step_on('B', 20), -1);
    CHECK(threat_to_space(state, 0, 22) == doctest::Approx(1.0 / 6));
    CHECK(threat_to_space(state, 0, 27) == doctest::Approx(0.0));
    CHECK(threat_to_space(state, 0, 20) == doctest::Approx(0.0));
  }
}

TEST_CASE("the tactician beats the priority rule when players choose their moves") {
  // The edge is small (about 51 in 100 games, see the README): enough seeded games to show it.
  const SimReport report = duel("tactician", "priority", 4000);
  CHECK(report.unfinished == 0);
  INFO("tactician wins " << report.entries[0].wins << " of " << report.games);
  CHECK(report.entries[0].wins > report.games / 2);
}

TEST_CASE("both real styles beat random play") {
  for (const std::string style : {"priority", "tactician"}) {
    const SimReport report = duel(style, "random", 200);
    INFO(style << " wins " << report.entries[0].wins << " of " << report.games);
    CHECK(report.entries[0].wins > report.games * 55 / 100);
  }
}

TEST_CASE("the search robot plays the same game twice from the same seeds") {
  const auto searcher = search_robot(SearchBudget{200});
  const auto tactician = style_named("tactician").make();
  const std::vector<const Robot<State>*> seats = {searcher.get(), tactician.get(), searcher.get()};
  const auto first = tabletop::testing::played(game("ABC", true), seats, 11, 12, 5000);
  CHECK(first == tabletop::testing::played(game("ABC", true), seats, 11, 12, 5000));
  CHECK(dynamic_cast<const SearchCounting&>(*searcher).totals().decisions >= 10);  // it had choices to search
}

TEST_CASE("the search robot's decisions allocate nothing once its memory has grown") {
  const auto searcher = search_robot(SearchBudget{500});
  const auto positions = tabletop::testing::choices_in_play(game("ABC", true), 8, 3);
  REQUIRE(positions.size() == 8);
  CHECK(tabletop::testing::allocations_when_warm(*searcher, positions) == 0);
  CHECK(tabletop::testing::last_search(*searcher).iterations == 500);
}
