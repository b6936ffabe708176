#pragma once
// A Getaway robot for measuring only, never a style: it sees the coming rolls. At a toll it plays the
// rest of the game out after paying and after refusing with the match's own chance generator, so with
// exactly the dice, gold and jumps to come, against opponents it knows never pay, deciding its own
// later tolls the same way, and keeps the answer that ends better. No robot that sees only its seat's
// view can do better against those opponents: its rate against Thrifty is the ceiling of the game.
#include "tabletop/core/sim.hpp"
#include "tabletop/games/getaway/getaway.hpp"

namespace tabletop::getaway {

inline constexpr int kClairvoyantDepth = 10;  // own later tolls weighed both ways; beyond, refused

double clairvoyant_result(State state, Rng chance, int me, int depth);

// The answer of the seat in turn at a toll, with `chance` as the match holds it now.
inline Move clairvoyant_answer(const State& state, const Rng& chance, int depth = kClairvoyantDepth) {
  const int me = state.current_seat();
  State paid = state;
  paid.apply(Move::pay());
  State refused = state;
  refused.apply(Move::refuse());
  return clairvoyant_result(paid, chance, me, depth) > clairvoyant_result(refused, chance, me, depth) ? Move::pay()
                                                                                                      : Move::refuse();
}

// How the game ends for `me` from `state`: 1 for the most gold alone, 1/2 shared, 0 behind, plus a
// little for the margin over the richest other seat.
inline double clairvoyant_result(State state, Rng chance, int me, int depth) {
  settle_chance_quietly(state, chance);
  while (state.current_seat() >= 0) {
    const int seat = state.current_seat();
    Move move = Move::roll();
    if (state.phase() == Phase::toll) {
      move = seat == me && depth > 0 ? clairvoyant_answer(state, chance, depth - 1) : Move::refuse();
    }
    state.apply(move);
    settle_chance_quietly(state, chance);
  }
  long long richest_other = -1;
  int tied = 0;
  for (int s = 0; s < state.num_seats(); ++s) {
    if (s == me) continue;
    richest_other = std::max(richest_other, state.player(s).gold);
  }
  const long long mine = state.player(me).gold;
  for (int s = 0; s < state.num_seats(); ++s) tied += s != me && state.player(s).gold == mine ? 1 : 0;
  const double place = mine > richest_other ? 1.0 : mine == richest_other ? 1.0 / (1 + tied) : 0.0;
  return place + 1e-4 * static_cast<double>(mine - richest_other);
}

// Seeded 2-player games of the clairvoyant against Thrifty as `tabletop sim` seeds them (game g from
// derive_seed(seed, sim_game, g), the clairvoyant in seat g mod 2): the clairvoyant's wins, shared
// wins counted as wins as sim counts them.
inline int clairvoyant_wins(const std::function<State()>& new_game, int games, std::uint64_t seed) {
  int wins = 0;
  for (int g = 0; g < games; ++g) {
    const MatchSeeds seeds = MatchSeeds::from_root(derive_seed(seed, Stream::sim_game, static_cast<std::uint64_t>(g)));
    Rng chance(seeds.chance);
    State state = new_game();
    const int me = g % 2;
    settle_chance_quietly(state, chance);
    while (state.current_seat() >= 0) {
      const int seat = state.current_seat();
      Move move = Move::roll();
      if (state.phase() == Phase::toll) move = seat == me ? clairvoyant_answer(state, chance) : Move::refuse();
      state.apply(move);
      settle_chance_quietly(state, chance);
    }
    if (state.places()[static_cast<std::size_t>(me)] == 1) ++wins;
  }
  return wins;
}

}  // namespace tabletop::getaway
