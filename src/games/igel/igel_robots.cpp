#include "tabletop/games/igel/igel_robots.hpp"

#include <algorithm>
#include <cmath>
#include <functional>
#include <limits>

#include "tabletop/core/levels.hpp"
#include "tabletop/core/random_robot.hpp"
#include "tabletop/core/review.hpp"
#include "tabletop/core/search_robot.hpp"

namespace tabletop::igel {
namespace {

constexpr double kWin = 1e9;

// One player's standing: how far its best three tokens have come, how many of its tokens can move,
// and how many rows a roll would let it use. The variants change what holds a token back: with
// stacks march a buried token still travels with its pile, with shallow obstacles only the lowest
// token of an obstacle waits, and a repelling obstacle threatens the token right before it.
double strength(const State& s, int player) {
  const double burial = s.has(Variant::stacks_march) ? 0.5 : 1.0;
  const bool repelling = s.has(Variant::repelling_obstacles);
  // Each token's column, 0 for one not placed yet (it adds nothing to the race); held in place, since
  // the search judges positions by the million.
  std::array<int, kTokensEach> cols{};
  std::size_t found = 0;
  double stuck = 0;
  std::array<bool, kRows> covered{};
  for (int row = 1; row <= kRows; ++row) {
    for (int col = 1; col <= kCols; ++col) {
      const Square sq{row, col};
      const Stack& stack = s.stack(sq);
      for (std::size_t i = 0; i < stack.size(); ++i) {
        if (stack[i] != player) continue;
        if (found < cols.size()) cols[found++] = col;
        if (col == kGoalCol) continue;
        const bool on_top = i + 1 == stack.size();
        if (!on_top) stuck += burial * (1.0 + 0.5 * static_cast<double>(stack.size() - i - 2));  // deeper is worse
        if (s.held_at(sq, i)) stuck += 0.7;
        if (on_top && !s.held(sq)) covered[static_cast<std::size_t>(row - 1)] = true;
        // A push from anyone who rolls this row sends it back to Start: a good part of its way at stake.
        if (repelling && col + 1 == obstacle_col(row) && (on_top || burial < 1.0)) stuck += 0.3 * col;
      }
    }
  }
  std::sort(cols.begin(), cols.end(), std::greater<>());
  double race = 0;
  for (std::size_t i = 0; i < cols.size(); ++i) race += (i < kTokensToWin ? 10.0 : 3.0) * cols[i];
  const int goal = s.in_goal(player);
  race += 15.0 * goal * goal;
  const double rows = static_cast<double>(std::count(covered.begin(), covered.end(), true));
  return race - 7.0 * stuck + 4.0 * rows;
}

class PlannerRobot : public Robot<State> {
 public:
  Move choose(const State& view, Rng& rng, std::stop_token stop) const override {
    const int me = view.current_seat();
    const auto moves = view.legal_moves();
    std::vector<std::size_t> best;
    double best_value = -std::numeric_limits<double>::infinity();
    for (std::size_t i = 0; i < moves.size() && !stop.stop_requested(); ++i) {
      const double value = plan_value(view, moves[i], me);
      if (value > best_value + 1e-9) {
        best = {i};
        best_value = value;
      } else if (value > best_value - 1e-9) {
        best.push_back(i);
      }
    }
    if (best.empty()) return moves.front();
    return moves[best[static_cast<std::size_t>(rng.below(static_cast<int>(best.size())))]];
  }

 private:
  // The value of playing `move` and then the best rest of this turn.
  static double plan_value(const State& view, const Move& move, int me) {
    if (move.kind == MoveKind::roll) return 0;
    State after = view;
    after.apply(move);
    const bool turn_goes_on =
        after.current_seat() == me && (after.phase() == Phase::sidestep || after.phase() == Phase::forward);
    if (!turn_goes_on) return evaluate(after, me);
    double best = -std::numeric_limits<double>::infinity();
    for (const Move& next : after.legal_moves()) best = std::max(best, plan_value(after, next, me));
    return best;
  }
};

// What Igel adds to the search: a position judged by the planner's measure of each seat against the
// others, made a chance of winning by a logistic curve, instead of a playout.
struct SearchHooks {
  static constexpr double kLeadScale = 30;  // a lead of this much makes a win about three times as likely as a loss
  static bool evaluate(const State& s, Rng&, SeatRewards& rewards) {
    const int n = s.num_seats();
    if (s.phase() == Phase::over) {
      rewards_by(
          n, [&s](int p) { return p == s.winner() ? kTokensEach + 1 : s.in_goal(p); }, rewards);
      return true;
    }
    std::array<double, kMaxPlayers> strengths{};
    for (int p = 0; p < n; ++p) strengths[static_cast<std::size_t>(p)] = strength(s, p);
    for (int p = 0; p < n; ++p) {
      double best_other = -std::numeric_limits<double>::infinity();
      double sum_other = 0;
      for (int o = 0; o < n; ++o) {
        if (o == p) continue;
        best_other = std::max(best_other, strengths[static_cast<std::size_t>(o)]);
        sum_other += strengths[static_cast<std::size_t>(o)];
      }
      const double lead = strengths[static_cast<std::size_t>(p)] - 0.5 * (best_other + sum_other / (n - 1));
      rewards[static_cast<std::size_t>(p)] = 1.0 / (1.0 + std::exp(-lead / kLeadScale));
    }
    return true;
  }
};

}  // namespace

// The Searcher's budget, which the review's judge takes too.
constexpr SearchBudget kSearcherBudget{8000, kMostSearchMs};

// The review's grades and the levels' costs per decision, as the benchmark measured them
// (`scripts/bench --calibrate`: doc/robots.md's calibration section, which a test holds this to).
constexpr ReviewScale kReviewScale{0.010, 0.020, 0.054, {0.0217, 0.0048, 0.0004}};

ReviewReport review(const MatchHistory<State>& history, const std::vector<std::string>& names,
                    const ReviewOptions& options) {
  return review_history<State, SearchHooks>(
      history, names, ReviewJudge{kSearcherBudget, true, kJudgedByHardSearch, kReviewScale}, options);
}

std::unique_ptr<Robot<State>> search_robot(const SearchBudget& budget) {
  return std::make_unique<SearchRobot<State, SearchHooks>>(budget);
}

double evaluate(const State& state, int seat) {
  if (state.phase() == Phase::over) return state.winner() == seat ? kWin : -kWin;
  double best_other = -std::numeric_limits<double>::infinity();
  double sum_other = 0;
  for (int p = 0; p < state.num_seats(); ++p) {
    if (p == seat) continue;
    const double s = strength(state, p);
    best_other = std::max(best_other, s);
    sum_other += s;
  }
  const double mean_other = sum_other / (state.num_seats() - 1);
  return strength(state, seat) - 0.5 * (best_other + mean_other);
}

const std::vector<RobotStyle<State>>& robot_styles() {
  static const std::vector<RobotStyle<State>> styles = with_levels<State>(
      {
          {"planner", "Turn planner",
           "tries every sidestep with every forward move and keeps the pair that leaves its own hedgehogs ahead and "
           "free, and the others buried or held at obstacles",
           [] { return std::make_unique<PlannerRobot>(); }},
          search_style<State, SearchHooks>("search", "Searcher", "searches ahead through the dice", kSearcherBudget),
          random_style<State>(),
      },
      Levels{"planner", "search"});
  return styles;
}

}  // namespace tabletop::igel
