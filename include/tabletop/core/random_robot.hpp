#pragma once
// The robot every game has: a uniformly random legal move. It is the yardstick the real robots are
// measured against, and the fastest way to play a game to its end in tests.
#include <memory>

#include "tabletop/core/robot.hpp"

namespace tabletop {

// A view that counts its legal moves and gives the i-th without listing them all (Pako's prison alone
// offers some 200); the random robot then makes the same draw for the same move.
template <class View>
concept CountsMoves = requires(const View& view, int i) {
  { view.legal_move_count() } -> std::convertible_to<int>;
  view.legal_move(i);
};

// A view that makes the random robot's draw itself: legal_move(rng.below(legal_move_count())) with
// the moves counted once (counting Pako's or Archaeology's moves is most of a random decision).
template <class View>
concept DrawsMoves = CountsMoves<View> && requires(const View& view, Rng& rng) {
  view.draw_legal_move(rng);
};

// The random robot's draw from anything listing the mover's moves: its observation, or in a sim the
// state itself (core/sim.hpp), which lists the same moves in the same order.
template <class View>
auto random_move(const View& view, Rng& rng) {
  if constexpr (DrawsMoves<View>) {
    return view.draw_legal_move(rng);
  } else if constexpr (CountsMoves<View>) {
    return view.legal_move(rng.below(view.legal_move_count()));
  } else {
    const auto moves = view.legal_moves();
    return moves[static_cast<std::size_t>(rng.below(static_cast<int>(moves.size())))];
  }
}

// Final: a sim plays a RandomRobot's seat by drawing on the state itself (core/sim.hpp), which a
// subclass choosing otherwise would silently bypass.
template <GameState S>
class RandomRobot final : public Robot<S> {
 public:
  typename S::Move choose(const typename S::Observation& view, Rng& rng, std::stop_token) const override {
    return random_move(view, rng);
  }
};

template <GameState S>
RobotStyle<S> random_style() {
  return RobotStyle<S>{"random", "Random", "plays any move the rules allow, picked by chance",
                       [] { return std::make_unique<RandomRobot<S>>(); }};
}

}  // namespace tabletop
