#include "tabletop/games/pako/pako_robots.hpp"

#include <algorithm>
#include <cstdlib>

#include "tabletop/core/random_robot.hpp"

namespace tabletop::pako {
namespace {

// Steps from a square to the nearest escape square; the escape squares are the squares within
// n/4 steps of the top centre, so this is the distance to that point less n/4.
int distance_to_escape(const State& state, Square s) {
  return std::max(0, (s.row - 1) + std::abs(s.col - state.centre()) - state.size() / 4);
}

int progress_of(const State& state, int seat) {
  int total = state.prison(seat) * distance_to_escape(state, Square{state.size() + 1, state.centre()});
  for (const Square& s : state.yard(seat)) total += distance_to_escape(state, s);
  return -total;
}

class LookaheadRobot : public Robot<State> {
 public:
  Move choose(const State& view, Rng& rng, std::stop_token) const override {
    const auto moves = view.legal_moves();
    std::vector<std::size_t> best;
    MoveScore best_score;
    for (std::size_t i = 0; i < moves.size(); ++i) {
      const MoveScore score = score_move(view, moves[i]);
      if (best.empty() || score > best_score) {
        best = {i};
        best_score = score;
      } else if (score == best_score) {
        best.push_back(i);
      }
    }
    return moves[best[static_cast<std::size_t>(rng.below(static_cast<int>(best.size())))]];
  }
};

}  // namespace

MoveScore score_move(const State& state, const Move& move) {
  const int seat = state.current_seat();
  MoveScore score;
  if (move.kind == MoveKind::pass) return score;
  State after = state;
  after.apply(move);
  score.progress = progress_of(after, seat);
  if (move.kind == MoveKind::boat) {
    score.to_boat = true;
    score.wins = after.winner() == seat;
    if (score.wins) return score;
    // Average the guard's run over every draw: each row is equally likely, a centre guard's two
    // edges share their row's chance.
    for (const Move& draw : after.legal_moves()) {
      State drawn = after;
      const double weight = (drawn.guard_col(draw.guard_row) == drawn.centre() ? 0.5 : 1.0) / state.size();
      drawn.apply(draw);
      for (int p = 0; p < state.num_seats(); ++p) {
        const auto lost = static_cast<double>(after.yard(p).size() - drawn.yard(p).size());
        (p == seat ? score.safety : score.others_caught) += (p == seat ? -lost : lost) * weight;
      }
    }
    return score;
  }
  for (const auto& caught : state.guard_run_after(move).caught) {
    if (caught.first == seat) {
      score.safety -= 1;
    } else {
      score.others_caught += 1;
    }
  }
  return score;
}

const std::vector<RobotStyle<State>>& robot_styles() {
  static const std::vector<RobotStyle<State>> styles = {
      {"lookahead", "One move ahead",
       "tries every move with the guard's answer: wins, boats, safety, captures, then progress",
       [] { return std::make_unique<LookaheadRobot>(); }},
      random_style<State>(),
  };
  return styles;
}

}  // namespace tabletop::pako
