#pragma once
// Getaway's robot styles. A robot only ever decides tolls (rolling is its only other move):
// "lookahead" plays each answer out to its own Castle many times and keeps the richer one;
// "cautious" pays whenever refusing would send it back; "random" is the yardstick.
#include <stop_token>
#include <vector>

#include "tabletop/core/robot.hpp"
#include "tabletop/games/getaway/getaway.hpp"

namespace tabletop::getaway {

const std::vector<RobotStyle<State>>& robot_styles();

// The cautious answer to the toll the player in turn faces: pay when refusing would move it back.
Move cautious_answer(const State& state);

// The mean gold the player in turn ends with at the Castle after answering `answer`, over
// `rollouts` playouts seeded from `seeds` (the same seeds for every answer, so that answers are
// compared on equal luck). Exposed for tests.
double mean_final_gold(const State& view, const Move& answer, const std::vector<std::uint64_t>& seeds,
                       std::stop_token stop = {});

}  // namespace tabletop::getaway
