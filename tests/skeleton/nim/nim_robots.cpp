// Nim's robots: Normal grabs what it can, Hard plays the winning line, and Easy is
// Normal with a careless move in two (core/levels.hpp gives every game the three levels).
#include <algorithm>

#include "nim/nim.hpp"
#include "tabletop/core/levels.hpp"
#include "tabletop/core/random_robot.hpp"

namespace tabletop::nim {
namespace {

// One heap, taking one to three sticks, is lost for the player in turn exactly when its size is a
// multiple of four; several heaps are lost when their sizes modulo four have an exclusive-or of zero.
int position_value(const std::vector<int>& heaps) {
  int value = 0;
  for (int sticks : heaps) value ^= sticks % (kMaxTake + 1);
  return value;
}

// Taking from the largest heap, as much as the rules allow: the move of a player with no plan.
Move from_the_largest(const State& view) {
  const auto& heaps = view.heaps();
  const int heap = static_cast<int>(std::max_element(heaps.begin(), heaps.end()) - heaps.begin());
  return Move{heap, std::min(kMaxTake, heaps[static_cast<std::size_t>(heap)])};
}

class GrabberRobot : public Robot<State> {
 public:
  Move choose(const State& view, Rng&, std::stop_token) const override { return from_the_largest(view); }
};

class WinningLineRobot : public Robot<State> {
 public:
  Move choose(const State& view, Rng&, std::stop_token) const override {
    for (const Move& move : view.legal_moves()) {
      std::vector<int> after = view.heaps();
      after[static_cast<std::size_t>(move.heap)] -= move.take;
      if (position_value(after) == 0) return move;
    }
    return Move{from_the_largest(view).heap, 1};  // a lost position: take little and hope for a slip
  }
};

}  // namespace

const std::vector<RobotStyle<State>>& robot_styles() {
  static const std::vector<RobotStyle<State>> styles = with_levels<State>(
      {
          {"grabber", "Grabber", "takes as many sticks as it may from the largest heap",
           [] { return std::make_unique<GrabberRobot>(); }},
          {"counter", "Counter", "counts the heaps in fours and leaves the other player a lost position when it can",
           [] { return std::make_unique<WinningLineRobot>(); }},
          random_style<State>(),
      },
      Levels{"grabber", "counter"});
  return styles;
}

}  // namespace tabletop::nim
