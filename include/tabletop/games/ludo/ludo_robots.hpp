#pragma once
// Ludo's robot styles: "priority" plays the seed's move priority; "tactician" (for games where
// players choose their moves) departs from it to form stacks and to stay out of reach; "random" is
// the yardstick.
#include <vector>

#include "tabletop/core/history.hpp"
#include "tabletop/core/review_report.hpp"
#include "tabletop/core/robot.hpp"
#include "tabletop/core/search_robot.hpp"
#include "tabletop/games/ludo/ludo.hpp"

namespace tabletop::ludo {

const std::vector<RobotStyle<State>>& robot_styles();

// The search robot (core/search_robot.hpp) with Ludo's playouts, on a budget of one's own.
std::unique_ptr<Robot<State>> search_robot(const SearchBudget& budget);
// The review of a game (core/review.hpp), judged by the Searcher's search from each seat's own view.
ReviewReport review(const MatchHistory<State>& history, const std::vector<std::string>& names,
                    const ReviewOptions& options);

// The tactician's pick for the player choosing a move in `view`, exposed for tests.
TokenMove tactician_choice(const State& view);
// The chance (0..1) that some opponent of `seat` lands on track space `space` with its next roll.
double threat_to_space(const State& state, int seat, int space);
// What `seat` may lose before its next turn: each token on the track, weighted by that chance.
double risk_to(const State& state, int seat);

}  // namespace tabletop::ludo
