#include <doctest/doctest.h>

#include <algorithm>

#include "igel_board.hpp"
#include "support/search_checks.hpp"
#include "tabletop/core/sim.hpp"
#include "tabletop/games/igel/igel_robots.hpp"

using namespace tabletop;
using namespace tabletop::igel;
using namespace tabletop::igel::test;

namespace {

const RobotStyle<State>& style(const std::string& id) {
  const RobotStyle<State>* s = find_style(robot_styles(), id);
  REQUIRE(s != nullptr);
  return *s;
}

Move planner_move(const State& s, std::uint64_t seed = 1) {
  Rng rng(seed);
  return style("planner").make()->choose(observe(s, s.current_seat()), rng, {});
}

SimReport sim(const std::vector<std::string>& seats, int games, std::uint64_t seed) {
  std::vector<const RobotStyle<State>*> styles;
  for (const auto& id : seats) styles.push_back(&style(id));
  const int players = static_cast<int>(seats.size());
  return simulate<State>([players] { return State(players); }, styles, SimOptions{games, seed, 20000});
}

}  // namespace

TEST_SUITE("igel robots") {
  TEST_CASE("the styles offered") {
    CHECK(robot_styles().size() == 6);  // Easy, Normal, Hard, then the named ones
    CHECK(find_style(robot_styles(), "planner") != nullptr);
    CHECK(find_style(robot_styles(), "search") != nullptr);
    CHECK(find_style(robot_styles(), "random") != nullptr);
  }

  TEST_CASE("the planner wins at least 75% of 2-player games against the random robot") {
    const SimReport report = sim({"planner", "random"}, 200, 1);
    CHECK(report.unfinished == 0);
    const double rate = report.entries[0].wins / static_cast<double>(report.games);
    CAPTURE(rate);
    CHECK(rate >= 0.75);
  }

  TEST_CASE("robots finish games of every size with legal moves only") {
    for (int players = 2; players <= 6; ++players) {
      std::vector<std::string> seats;
      for (int i = 0; i < players; ++i) seats.push_back(i % 2 == 0 ? "planner" : "random");
      const SimReport report = sim(seats, 6, static_cast<std::uint64_t>(players));
      CHECK(report.unfinished == 0);
      CHECK(report.games == 6);
    }
  }

  TEST_CASE("the planner decides from the observation alone") {
    // A state read back from its JSON gives the same choice for the same robot generator.
    State a = placed(3, {1, 2, 3, 4, 5, 6, 2, 3, 4, 5, 6, 1});
    roll(a, 2);
    const State b = State::from_json(a.to_json());
    for (std::uint64_t seed = 1; seed <= 5; ++seed) CHECK(planner_move(a, seed) == planner_move(b, seed));
  }

  TEST_CASE("the planner sidesteps a hedgehog into the rolled row rather than push an opponent") {
    // A rolls 2: row 2 holds only B. A's token on (3,2) can step up into row 2 and then move on.
    State s = from_picture(2,
                           {"A . . . . . . . .", "B B . . . . . . .", ". A . . . . . . .", "A B . . . . . . .",
                            "A B . . . . . . .", ". . . . . . . . ."},
                           0, Phase::roll, 0);
    roll(s, 2);
    const Move first = planner_move(s);
    CHECK(first.kind == MoveKind::sidestep);
    s.apply(first);
    CHECK(s.top(s.forward_squares().front()) == 0);
  }

  TEST_CASE("the planner takes a win when it has one") {
    State s = from_picture(2,
                           {"B . . . . . . A .", ". . . . . . . . A", ". . . . . . . . A", "B . . . . . . A .",
                            "B . . . . . . . .", "B . . . . . . . ."},
                           0, Phase::roll, 0);
    roll(s, 1);
    while (s.current_seat() == 0) s.apply(planner_move(s));
    CHECK(s.winner() == 0);
  }

  TEST_CASE("the planner buries an opponent when placing") {
    // B's tokens top rows 2, 4 and 6: A's last token could go anywhere, and buries one of B's.
    State s = placed(2, {1, 2, 3, 4, 5, 6});
    const Move m = planner_move(s);
    CHECK(m.kind == MoveKind::place);
    CHECK(s.top(Square{m.from.row, 1}) == 1);
  }

  TEST_CASE("asked to stop, a robot still answers with a legal move") {
    State s = placed(2, {1, 2, 3, 4, 5, 6, 2, 1});
    roll(s, 3);
    std::stop_source source;
    source.request_stop();
    Rng rng(1);
    const Move m = style("planner").make()->choose(observe(s, 0), rng, source.get_token());
    CHECK(s.why_illegal(m).empty());
  }

  TEST_CASE("a position's value prefers progress and freedom") {
    const State ahead = from_picture(2,
                                     {". . . . A . . . .", "A . . . . . . . .", "A . . . . . . . .",
                                      "A . . . . . . . .", "B . . . . . . . .", "BBB . . . . . . . ."},
                                     0, Phase::roll, 0);
    const State behind = from_picture(2,
                                      {"A . . . . . . . .", "A . . . . . . . .", "A . . . . . . . .",
                                       "A . . . . . . . .", "B . . . . B . . .", "BB . . . . . . . ."},
                                      0, Phase::roll, 0);
    CHECK(evaluate(ahead, 0) > evaluate(behind, 0));
    CHECK(evaluate(ahead, 1) < evaluate(behind, 1));
  }

  TEST_CASE("the search robot plays the same game twice from the same seeds") {
    const auto searcher = search_robot(SearchBudget{150});
    const auto planner = style("planner").make();
    const std::vector<const Robot<State>*> seats = {searcher.get(), planner.get()};
    const auto first = tabletop::testing::played(State(2), seats, 21, 22, 20000);
    CHECK(first == tabletop::testing::played(State(2), seats, 21, 22, 20000));
    CHECK(dynamic_cast<const SearchCounting&>(*searcher).totals().decisions >= 20);
  }

  TEST_CASE("the search robot's decisions allocate nothing once its memory has grown") {
    const auto searcher = search_robot(SearchBudget{400});
    const auto positions = tabletop::testing::choices_in_play(State(3, {Variant::stacks_march}), 8, 4);
    REQUIRE(positions.size() == 8);
    CHECK(tabletop::testing::allocations_when_warm(*searcher, positions) == 0);
    CHECK(tabletop::testing::last_search(*searcher).iterations == 400);
  }
}
