#pragma once
// Getaway's robot styles. A robot only ever decides tolls (rolling is its only other move):
// "lookahead" plays each answer out to its own Castle many times and keeps the richer one;
// "thrifty" never pays (on most boards being moved costs less than the gold); "random" is the yardstick.
// Easy and Normal pay a share of their tolls by habit (Easy most of them, Normal now and then), as
// refusing is nearly always right; Hard is the search robot.
#include <stop_token>
#include <vector>

#include "tabletop/core/history.hpp"
#include "tabletop/core/review_report.hpp"
#include "tabletop/core/robot.hpp"
#include "tabletop/core/search_robot.hpp"
#include "tabletop/games/getaway/getaway.hpp"

namespace tabletop::getaway {

const std::vector<RobotStyle<State>>& robot_styles();

// The search robot (core/search_robot.hpp) with Getaway's playouts, on a budget of one's own.
std::unique_ptr<Robot<State>> search_robot(const SearchBudget& budget);
// The review of a game (core/review.hpp), judged by the Searcher's search from each seat's own view.
ReviewReport review(const MatchHistory<State>& history, const std::vector<std::string>& names,
                    const ReviewOptions& options);

// The mean gold the player in turn ends with at the Castle after answering `answer`, over
// one playout per seed (the same seeds for every answer, so that answers are compared on equal luck), in
// which every later toll is refused. Exposed for tests.
double mean_final_gold(const State& view, const Move& answer, const std::vector<std::uint64_t>& seeds,
                       std::stop_token stop = {});

}  // namespace tabletop::getaway
