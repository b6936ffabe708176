#pragma once
// Igel's robot styles: "planner" tries every sidestep with every forward move and keeps the turn
// that leaves the best position; "random" is the yardstick.
#include <vector>

#include "tabletop/core/history.hpp"
#include "tabletop/core/review_report.hpp"
#include "tabletop/core/robot.hpp"
#include "tabletop/core/search_robot.hpp"
#include "tabletop/games/igel/igel.hpp"

namespace tabletop::igel {

const std::vector<RobotStyle<State>>& robot_styles();

// The search robot (core/search_robot.hpp) with Igel's evaluation, on a budget of one's own.
std::unique_ptr<Robot<State>> search_robot(const SearchBudget& budget);
// The review of a game (core/review.hpp), judged by the Searcher's search from each seat's own view.
ReviewReport review(const MatchHistory<State>& history, const std::vector<std::string>& names,
                    const ReviewOptions& options);

// How good a position is for `seat` (larger is better), exposed for tests: its own race and
// mobility against the best of the others.
double evaluate(const State& state, int seat);

}  // namespace tabletop::igel
