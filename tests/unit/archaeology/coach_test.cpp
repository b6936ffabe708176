// The coach (ui/coach.hpp) judges a move from the mover's view alone: two deals that differ only in
// what seat A cannot see (B's hand, the dig site) get one verdict on each of A's moves.
#include <doctest/doctest.h>

#include <chrono>
#include <thread>

#include "positions.hpp"
#include "tabletop/games/archaeology/archaeology_robots.hpp"
#include "tabletop/ui/coach.hpp"

using namespace tabletop;
using namespace tabletop::archaeology;
using namespace tabletop::archaeology::testing;

namespace {

// The coach's verdict on `move` from `before`, by the game's review as the kit hands it to the coach.
json coached(const State& before, const Move& move) {
  const ui::HistoryJudge judge = [](const json& history, const ReviewOptions& options) {
    return review(MatchHistory<State>::from_json(history), {}, options);
  };
  ReviewOptions options;
  options.iterations = 300;  // counted in iterations, not time: the same verdict on any machine
  ui::Coach<State> coach;
  coach.judge(judge, before, move, options);
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(30);
  while (!coach.ready() && std::chrono::steady_clock::now() < deadline)
    std::this_thread::sleep_for(std::chrono::milliseconds(2));
  REQUIRE(coach.ready());
  const std::optional<ReviewReport> verdict = coach.take();
  REQUIRE(verdict.has_value());
  REQUIRE(verdict->decisions.size() == 1);
  return verdict->to_json()["moves"][0];
}

}  // namespace

TEST_SUITE("archaeology") {
  TEST_CASE("the coach's verdict is the same for deals differing only in what the mover cannot see") {
    const auto deals = same_view_for_a();
    const State& one = deals.first;
    const State& other = deals.second;
    REQUIRE(one.to_json() != other.to_json());
    REQUIRE(one.observe(0) == other.observe(0));
    const auto moves = one.observe(0).legal_moves();
    REQUIRE(moves.size() > 1);
    for (std::size_t i : {std::size_t{0}, moves.size() - 1}) {
      CAPTURE(one.describe(moves[i]));
      const json a = coached(one, moves[i]);
      CHECK(a == coached(other, moves[i]));
      CHECK(a["played_value"].get<double>() > 0);
    }
  }
}
