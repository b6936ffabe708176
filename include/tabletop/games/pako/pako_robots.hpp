#pragma once
// Pako's robot styles: "lookahead" scores every move one step ahead; "random" is the yardstick.
#include <vector>

#include "tabletop/core/history.hpp"
#include "tabletop/core/review_report.hpp"
#include "tabletop/core/robot.hpp"
#include "tabletop/core/search_robot.hpp"
#include "tabletop/games/pako/pako.hpp"

namespace tabletop::pako {

const std::vector<RobotStyle<State>>& robot_styles();

// The search robot (core/search_robot.hpp) with Pako's evaluation, on a budget of one's own.
std::unique_ptr<Robot<State>> search_robot(const SearchBudget& budget);
// The search's judgement of a position, each seat's chance from 0 to 1: a game over by its places, else
// by the boat and the ground each seat's prisoners gained that can still reach the boat before the
// count of ruling A21b runs out. Exposed for tests.
void search_evaluation(const State& state, SeatRewards& rewards);
// The review of a game (core/review.hpp), judged by the Searcher's search from each seat's own view.
ReviewReport review(const MatchHistory<State>& history, const std::vector<std::string>& names,
                    const ReviewOptions& options);

// How the one-move-ahead robot ranks a move (larger is better), exposed for tests.
struct MoveScore {
  bool wins = false;
  bool to_boat = false;
  double safety = 0;         // minus own prisoners caught (expected, over the random guard after a boat move)
  double others_caught = 0;  // opponents' prisoners caught (likewise expected)
  int progress = 0;          // minus the total distance of own prisoners to the escape squares
  auto operator<=>(const MoveScore&) const = default;
};
MoveScore score_move(const State& state, const Move& move);

}  // namespace tabletop::pako
