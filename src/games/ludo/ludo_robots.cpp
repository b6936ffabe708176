#include "tabletop/games/ludo/ludo_robots.hpp"

#include <algorithm>

#include "tabletop/core/random_robot.hpp"

namespace tabletop::ludo {
namespace {

constexpr double kOutOfYard = 20;  // about the steps lost waiting for a 6
constexpr double kSafeBonus = 10;  // home squares and E cannot be kicked

// What a token is worth where it stands: out of the yard is worth a wait for a 6, the home
// squares are safe, E is done.
double token_worth(int steps) {
  if (steps == kYard) return 0;
  if (steps < kFinal) return kOutOfYard + steps + (in_home_squares(steps) ? kSafeBonus : 0);
  return kOutOfYard + kFinal + kSafeBonus;
}

constexpr double kOpponentWeight = 0.8;  // an opponent's loss is worth a little less than our gain

class PriorityRobot : public Robot<State> {
 public:
  Move choose(const State& view, Rng&, std::stop_token) const override {
    if (view.phase() != State::Phase::choose) return view.legal_moves().front();
    return Move::token(view.priority_move(view.current_seat(), view.last_roll())->token);
  }
};

class TacticianRobot : public Robot<State> {
 public:
  Move choose(const State& view, Rng& rng, std::stop_token stop) const override {
    const auto moves = view.legal_moves();
    if (view.phase() != State::Phase::choose || stop.stop_requested()) return moves.front();
    const int seat = view.current_seat();
    std::vector<Move> best;
    double best_value = 0;
    for (const Move& move : moves) {
      State after = view;
      after.move_token(view.player(seat).position(), static_cast<Token>(move.value), view.last_roll());
      const double value = position_value(after, seat);
      if (best.empty() || value > best_value + 1e-9) {
        best = {move};
        best_value = value;
      } else if (value > best_value - 1e-9) {
        best.push_back(move);
      }
    }
    return best[static_cast<std::size_t>(rng.below(static_cast<int>(best.size())))];
  }
};

}  // namespace

double threat_to_space(const State& state, int seat, int space) {
  double safe = 1.0;
  for (int other = 0; other < state.num_seats(); ++other) {
    if (other == seat || state.player(other).completed()) continue;
    const Player& p = state.player(other);
    std::vector<int> hitting_rolls;
    for (Token t : kTokens) {
      const int steps = p.steps(t);
      if (steps != kReady && !on_track(steps)) continue;
      for (int roll = 1; roll <= 6; ++roll) {
        if (steps + roll <= kLastTrackStep && track_space(p.position(), steps + roll) == space &&
            std::find(hitting_rolls.begin(), hitting_rolls.end(), roll) == hitting_rolls.end()) {
          hitting_rolls.push_back(roll);
        }
      }
    }
    safe *= 1.0 - static_cast<double>(hitting_rolls.size()) / 6.0;
  }
  return 1.0 - safe;
}

double position_value(const State& state, int seat) {
  double value = 0;
  for (int s = 0; s < state.num_seats(); ++s) {
    const Player& p = state.player(s);
    double worth = 0;
    for (Token t : kTokens) {
      const int steps = p.steps(t);
      worth += token_worth(steps);
      // A token that may be kicked before it moves again loses what it is worth (a stack twice).
      if (s == seat && on_track(steps)) worth -= threat_to_space(state, seat, track_space(p.position(), steps)) * token_worth(steps);
    }
    value += s == seat ? worth : -kOpponentWeight * worth / std::max(1, state.num_seats() - 1);
  }
  return value;
}

const std::vector<RobotStyle<State>>& robot_styles() {
  static const std::vector<RobotStyle<State>> styles = {
      {"priority", "Priority", "moves by the seed's priority rule, like the engine does for everyone by default",
       [] { return std::make_unique<PriorityRobot>(); }},
      {"tactician", "Tactician",
       "when players choose their moves: weighs progress, the safety of its tokens and kicking others",
       [] { return std::make_unique<TacticianRobot>(); }},
      random_style<State>(),
  };
  return styles;
}

}  // namespace tabletop::ludo
