#pragma once
// A robot decides from its seat's observation only, never from the game state or the match's dice.
// It draws its own randomness from a generator of its own, so equal observations give equal choices.
#include <functional>
#include <memory>
#include <stop_token>
#include <string>
#include <vector>

#include "tabletop/core/game.hpp"
#include "tabletop/core/rng.hpp"

namespace tabletop {

template <GameState S>
class Robot {
 public:
  using Move = typename S::Move;
  using Observation = typename S::Observation;
  virtual ~Robot() = default;
  // `stop` is requested when the player quits while the robot thinks; return any legal move then.
  virtual Move choose(const Observation& view, Rng& rng, std::stop_token stop) const = 0;
};

template <GameState S>
struct RobotStyle {
  std::string id;     // used in settings, saves and `tabletop sim --seats`
  std::string title;  // shown in the setup screen
  std::string about;  // one line on how it plays
  std::function<std::unique_ptr<Robot<S>>()> make;
};

template <GameState S>
const RobotStyle<S>* find_style(const std::vector<RobotStyle<S>>& styles, const std::string& id) {
  for (const auto& style : styles) {
    if (style.id == id) return &style;
  }
  return nullptr;
}

}  // namespace tabletop
