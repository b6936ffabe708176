#pragma once
// What every game's search robot is checked for: the same game twice from the same seeds, and
// decisions that allocate nothing once the robot's memory has grown to fit them.
#include <doctest/doctest.h>

#include <cstdint>
#include <vector>

#include "support/allocations.hpp"
#include "tabletop/core/search_robot.hpp"

namespace tabletop::testing {

// The moves of a game played by `robots` (one per seat) until it ends or `most_moves` were made,
// chance drawn with `chance_seed`, the robots' randomness with `robot_seed`; every move must be legal.
template <GameState S>
std::vector<json> played(S state, const std::vector<const Robot<S>*>& robots, std::uint64_t chance_seed,
                         std::uint64_t robot_seed, int most_moves) {
  Rng chance(chance_seed);
  Rng rng(robot_seed);
  std::vector<json> moves;
  settle_chance(state, chance);
  while (state.current_seat() >= 0 && static_cast<int>(moves.size()) < most_moves) {
    const int seat = state.current_seat();
    const auto move = robots[static_cast<std::size_t>(seat)]->choose(observe(state, seat), rng, {});
    REQUIRE(state.why_illegal(move).empty());
    moves.push_back(S::move_to_json(move));
    state.apply(move);
    settle_chance(state, chance);
  }
  return moves;
}

// Positions of games played at random from `start` where the seat to move has a choice: the robots'
// decisions worth searching.
template <GameState S>
std::vector<S> choices_in_play(const S& start, int wanted, std::uint64_t seed) {
  Rng rng(seed);
  std::vector<S> found;
  S state = start;
  for (int moves = 0; moves < 100000 && static_cast<int>(found.size()) < wanted; ++moves) {
    const int seat = state.current_seat();
    if (seat == kNobody) {
      state = start;  // another game
      continue;
    }
    if (seat == kChanceSeat) {
      state.apply(sample_chance(state, rng));
      continue;
    }
    if (observe(state, seat).legal_moves().size() > 1 && rng.below(3) == 0) found.push_back(state);
    state.apply(random_move(observe(state, seat), rng));
  }
  return found;
}

// The heap allocations of a search robot's decisions in `positions`, each made a second time with
// the same seed after the first pass grew the robot's memory: any allocation an iteration made (a
// copy of a state, a list of moves, a node) would be counted there again.
template <GameState S>
long allocations_when_warm(const Robot<S>& robot, const std::vector<S>& positions) {
  std::vector<typename S::Observation> views;
  for (const S& state : positions) views.push_back(observe(state, state.current_seat()));
  const auto decide_all = [&] {
    for (std::size_t i = 0; i < views.size(); ++i) {
      Rng rng(i + 1);
      robot.choose(views[i], rng, {});
    }
  };
  decide_all();
  const long before = heap_allocations();
  decide_all();
  return heap_allocations() - before;
}

// Iterations a search robot ran in its latest decision.
template <GameState S>
SearchReport last_search(const Robot<S>& robot) {
  const auto* counting = dynamic_cast<const SearchCounting*>(&robot);
  REQUIRE(counting != nullptr);
  return counting->last();
}

}  // namespace tabletop::testing
