// The Archaeology expert's playouts per second: seeded two-player games of the expert against the
// cautious seller, each searching decision made through expert_scores, whose candidates' playouts
// are counted and whose time is measured. Prints one JSON line.
// Use: expert_bench [GAMES] (20 by default)
#include <chrono>
#include <iostream>
#include <string>

#include "tabletop/core/seeds.hpp"
#include "tabletop/games/archaeology/archaeology_robots.hpp"

int main(int argc, char** argv) {
  using namespace tabletop;
  using namespace tabletop::archaeology;
  using Clock = std::chrono::steady_clock;
  const int games = argc > 1 ? std::stoi(argv[1]) : 20;
  long decisions = 0;
  long playouts = 0;
  double seconds = 0;
  int wins = 0;
  for (int g = 0; g < games; ++g) {
    const std::uint64_t seed = derive_seed(1, Stream::sim_game, static_cast<std::uint64_t>(g));
    State state(2);
    const MatchSeeds seeds = MatchSeeds::from_root(seed);
    Rng dice(seeds.chance);
    Rng rng(seeds.robots);
    const int expert = g % 2;  // each seat equally often
    settle_chance(state, dice);
    while (!is_over(state)) {
      const int seat = state.current_seat();
      Move move;
      if (seat == expert) {
        const auto t0 = Clock::now();
        const std::vector<ScoredMove> scored = expert_scores(state.observe(seat), rng, {});
        seconds += std::chrono::duration<double>(Clock::now() - t0).count();
        for (const ScoredMove& s : scored) playouts += s.playouts;
        if (scored.size() > 1) ++decisions;
        move = scored.front().move;
      } else {
        move = habitual_move(cautious_habits(), state.table(), state.hand(seat));
      }
      state.apply(move);
      settle_chance(state, dice);
    }
    if (state.places()[static_cast<std::size_t>(expert)] == 1) ++wins;
  }
  std::cout << "{\"games\": " << games << ", \"expert_wins\": " << wins << ", \"searching_decisions\": " << decisions
            << ", \"playouts\": " << playouts << ", \"seconds\": " << seconds
            << ", \"playouts_per_second\": " << (seconds > 0 ? static_cast<double>(playouts) / seconds : 0.0)
            << ", \"ms_per_searching_decision\": "
            << (decisions > 0 ? 1000 * seconds / static_cast<double>(decisions) : 0.0) << "}\n";
}
