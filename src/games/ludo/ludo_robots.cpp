#include "tabletop/games/ludo/ludo_robots.hpp"

#include <algorithm>

#include "tabletop/core/levels.hpp"
#include "tabletop/core/random_robot.hpp"
#include "tabletop/core/review.hpp"
#include "tabletop/core/search_robot.hpp"

namespace tabletop::ludo {
namespace {

constexpr double kOutOfYard = 20;  // about the steps a token in the yard loses waiting for a 6
constexpr double kKickWorth = 30;  // what sending an opponent home is worth, in the same steps

class PriorityRobot : public Robot<State> {
 public:
  Move choose(const State& view, Rng&, std::stop_token) const override {
    if (view.phase() != State::Phase::choose) return view.legal_moves().front();
    return Move::token(view.priority_move(view.current_seat(), view.last_roll())->token);
  }
};

// The priority rule is hard to beat: moving the token furthest behind keeps the two close, so they
// often land together and then move as one stack, twice as fast. The tactician keeps that and only
// departs from it to form a stack or to keep its tokens out of reach.
class TacticianRobot : public Robot<State> {
 public:
  Move choose(const State& view, Rng&, std::stop_token) const override {
    if (view.phase() != State::Phase::choose) return view.legal_moves().front();
    return Move::token(tactician_choice(view).token);
  }
};

State after_move(const State& view, const TokenMove& move) {
  State after = view;
  after.move_token(view.player(view.current_seat()).position(), move.token, move.roll);
  return after;
}

bool forms_stack(const State& before, const State& after, int seat) {
  return after.player(seat).stacked() && !before.player(seat).stacked();
}

// What Ludo adds to the search: playouts by the priority rule, and a finished game's places read
// without making a list.
struct SearchHooks {
  static Move playout_move(const State& s, Rng&) {
    if (s.phase() != State::Phase::choose) return Move::roll();
    return Move::token(s.priority_move(s.current_seat(), s.last_roll())->token);
  }
  static bool evaluate(const State& s, Rng&, SeatRewards& rewards) {
    if (s.phase() != State::Phase::over) return false;
    rewards_by(
        s.num_seats(),
        [&s](int seat) {
          const int place = s.finished_place(seat);
          return place == 0 ? -kMaxPlayers - 1 : -place;
        },
        rewards);
    return true;
  }
};

}  // namespace

TokenMove tactician_choice(const State& view) {
  const int seat = view.current_seat();
  const int roll = view.last_roll();
  const TokenMove base = *view.priority_move(seat, roll);
  const auto moves = view.token_moves(seat, roll);
  const auto reason = view.priority_reason(seat, roll);
  if (moves.size() < 2 || (reason != Reason::furthest && reason != Reason::kick)) return base;
  const TokenMove& other = moves[0].token == base.token ? moves[1] : moves[0];
  const State with_base = after_move(view, base);
  const State with_other = after_move(view, other);
  if (forms_stack(view, with_base, seat)) return base;
  if (reason == Reason::furthest && forms_stack(view, with_other, seat)) return other;
  const double kicks = kKickWorth * static_cast<double>(base.kicked.size());
  return risk_to(with_base, seat) - risk_to(with_other, seat) > kicks ? other : base;
}

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

double risk_to(const State& state, int seat) {
  double risk = 0;
  const Player& me = state.player(seat);
  for (Token t : kTokens) {
    const int steps = me.steps(t);
    if (on_track(steps)) risk += threat_to_space(state, seat, track_space(me.position(), steps)) * (steps + kOutOfYard);
  }
  return risk;  // a stack counts twice: both tokens would go home
}

// The Searcher's budget, which the review's judge takes too.
constexpr SearchBudget kSearcherBudget{20000, kMostSearchMs};

// The review's grades and the levels' costs per decision, as the benchmark measured them
// (`scripts/bench --calibrate`: doc/robots.md's calibration section, which a test holds this to).
constexpr ReviewScale kReviewScale{0.010, 0.020, 0.098, {0.0168, 0.0037, 0.0004}};

ReviewReport review(const MatchHistory<State>& history, const std::vector<std::string>& names,
                    const ReviewOptions& options) {
  return review_history<State, SearchHooks>(
      history, names, ReviewJudge{kSearcherBudget, true, kJudgedByHardSearch, kReviewScale}, options);
}

std::unique_ptr<Robot<State>> search_robot(const SearchBudget& budget) {
  return std::make_unique<SearchRobot<State, SearchHooks>>(budget);
}

const std::vector<RobotStyle<State>>& robot_styles() {
  static const std::vector<RobotStyle<State>> styles = with_levels<State>(
      {
          {"priority", "Priority", "moves by the original's priority rule, as everybody does unless players choose",
           [] { return std::make_unique<PriorityRobot>(); }},
          {"tactician", "Tactician",
           "keeps to the priority rule but, where players choose, forms stacks and keeps its tokens out of reach",
           [] { return std::make_unique<TacticianRobot>(); }},
          search_style<State, SearchHooks>("search", "Searcher",
                                           "searches ahead through the dice, playing each line out", kSearcherBudget),
          random_style<State>(),
      },
      Levels{"tactician", "search"});
  return styles;
}

}  // namespace tabletop::ludo
