#pragma once
// Ludo's robot styles: "priority" plays the seed's move priority; "tactician" (for games where
// players choose their moves) weighs progress, safety from kicks and kicking others; "random" is
// the yardstick.
#include <vector>

#include "tabletop/core/robot.hpp"
#include "tabletop/games/ludo/ludo.hpp"

namespace tabletop::ludo {

const std::vector<RobotStyle<State>>& robot_styles();

// How the tactician values a position for `seat` (larger is better), exposed for tests.
double position_value(const State& state, int seat);
// The chance (0..1) that some opponent lands on the track space `space` with its next roll.
double threat_to_space(const State& state, int seat, int space);

}  // namespace tabletop::ludo
