#pragma once
// How much of the clairvoyant's lead (getaway_clairvoyant.hpp) a fair robot can have, measured, never a
// style. At a toll the sampling robot plays each answer out on many imagined futures, the same futures
// for both answers (each seat's k-th coming roll and k-th drawn number alike after either, so that
// answers are compared on equal luck), judges each ending by the win (a shared win counts, as sim
// counts it), refuses every later toll as Thrifty does, and keeps the answer that wins more often.
// Given no rolls to foresee it sees only its seat's view, which in Getaway is the whole position: the
// best fair answer one decision deep. Given the match's next rolls of each seat it sees that much of
// what the clairvoyant sees, so a ladder of foresight shows where the clairvoyant's lead comes from.
#include <array>
#include <cstdint>
#include <functional>
#include <vector>

#include "tabletop/core/seeds.hpp"
#include "tabletop/core/sim.hpp"
#include "tabletop/games/getaway/getaway.hpp"

namespace tabletop::getaway {

inline constexpr int kForesightSamples = 500;  // futures per answer: 3,000 won no more over 2,000 games

// The rolls each seat of a two-player game will see next, in order (empty for a fair robot).
using Foreseen = std::array<std::vector<Move>, 2>;

// One imagined future: each seat's rolls and drawn numbers from streams of their own, after the
// foreseen rolls.
class Future {
 public:
  Future(std::uint64_t seed, const Foreseen& foreseen)
      : foreseen_(&foreseen),
        dice_{Rng(derive_seed(seed, Stream::sim_game, 0)), Rng(derive_seed(seed, Stream::sim_game, 1))},
        draws_{Rng(derive_seed(seed, Stream::sim_game, 2)), Rng(derive_seed(seed, Stream::sim_game, 3))} {}

  void settle(State& state) {
    while (state.current_seat() == kChanceSeat) {
      const auto seat = static_cast<std::size_t>(state.turn());
      const auto& known = (*foreseen_)[seat];
      if (state.phase() == Phase::dice && used_[seat] < known.size()) {
        state.apply(known[used_[seat]++]);
      } else {
        state.apply(state.sample_chance(state.phase() == Phase::dice ? dice_[seat] : draws_[seat]));
      }
    }
  }

 private:
  const Foreseen* foreseen_;
  std::array<Rng, 2> dice_;
  std::array<Rng, 2> draws_;
  std::array<std::size_t, 2> used_{0, 0};
};

// 1 if `me` ends with the most gold (shared or alone) in this future, every later toll refused.
inline int sampled_win(State state, Future future, int me) {
  future.settle(state);
  for (int moves = 0; state.current_seat() >= 0 && moves < kMaxRounds * 4; ++moves) {
    state.apply(state.phase() == Phase::toll ? Move::refuse() : Move::roll());
    future.settle(state);
  }
  const long long mine = state.player(me).gold;
  for (int s = 0; s < state.num_seats(); ++s) {
    if (state.player(s).gold > mine) return 0;
  }
  return 1;
}

// The sampling robot's answer at a toll of a two-player game: the one winning in more futures (refusing
// when equal, as Thrifty would).
inline Move sampled_answer(const State& view, Rng& rng, const Foreseen& foreseen, int samples = kForesightSamples) {
  const int me = view.current_seat();
  State paid = view;
  paid.apply(Move::pay());
  State refused = view;
  refused.apply(Move::refuse());
  int lead = 0;  // futures won after paying, less those won after refusing
  for (int i = 0; i < samples; ++i) {
    const Future future(rng.next(), foreseen);
    lead += sampled_win(paid, future, me) - sampled_win(refused, future, me);
  }
  return lead > 0 ? Move::pay() : Move::refuse();
}

// The next `rolls` rolls of each seat as the match's generator `chance` will draw them, every toll
// refused on the way (after paying they are the same rolls unless a drawn number comes between).
inline Foreseen coming_rolls(const State& state, Rng chance, int rolls) {
  Foreseen seen;
  if (rolls <= 0) return seen;
  const auto wanted = static_cast<std::size_t>(rolls);
  State ahead = state;
  ahead.apply(Move::refuse());
  while (ahead.current_seat() != kNobody && (seen[0].size() < wanted || seen[1].size() < wanted)) {
    if (ahead.current_seat() != kChanceSeat) {
      ahead.apply(ahead.phase() == Phase::toll ? Move::refuse() : Move::roll());
      continue;
    }
    const Move outcome = ahead.sample_chance(chance);
    auto& list = seen[static_cast<std::size_t>(ahead.turn())];
    if (ahead.phase() == Phase::dice && list.size() < wanted) list.push_back(outcome);
    ahead.apply(outcome);
  }
  return seen;
}

// Seeded 2-player games against Thrifty as `tabletop sim` seeds them (game g from derive_seed(seed,
// sim_game, g), the robot in seat g mod 2, its generator the match's robot seed): the wins of the
// sampling robot seeing `rolls` coming rolls of each seat, or of Thrifty itself when `rolls` is
// negative (the same games, for comparison).
inline int foresight_wins(const std::function<State()>& new_game, int games, std::uint64_t seed, int rolls) {
  int wins = 0;
  for (int g = 0; g < games; ++g) {
    const MatchSeeds seeds = MatchSeeds::from_root(derive_seed(seed, Stream::sim_game, static_cast<std::uint64_t>(g)));
    Rng chance(seeds.chance);
    Rng robot(seeds.robots);
    State state = new_game();
    const int me = g % 2;
    settle_chance_quietly(state, chance);
    while (state.current_seat() >= 0) {
      Move move = Move::roll();
      if (state.phase() == Phase::toll) {
        move = state.current_seat() != me || rolls < 0
                   ? Move::refuse()
                   : sampled_answer(state, robot, coming_rolls(state, chance, rolls));
      }
      state.apply(move);
      settle_chance_quietly(state, chance);
    }
    if (state.places()[static_cast<std::size_t>(me)] == 1) ++wins;
  }
  return wins;
}

}  // namespace tabletop::getaway
