#include "tabletop/games/pako/pako_robots.hpp"

#include <algorithm>
#include <cmath>
#include <cstdlib>

#include "tabletop/core/levels.hpp"
#include "tabletop/core/random_robot.hpp"
#include "tabletop/core/review.hpp"
#include "tabletop/core/search_robot.hpp"

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

// Turns `seat` still has before ruling A21b's count runs out: the rounds left, one fewer for a seat
// that has played in the round under way; a prisoner in the boat this round starts the count again.
int turns_left(const State& s, int seat) {
  if (s.boat_this_round()) return kRoundsWithoutBoat;
  return s.rounds_left() - (seat < s.turn() ? 1 : 0);
}

// The fewest moves that can take a prisoner on `q` into the boat: one from an escape square; two from
// a boat column or a row of the escape triangle (one move onto an escape square first); else three.
int moves_to_boat(const State& s, Square q) {
  if (s.is_escape(q)) return 1;
  if (s.is_boat_column(q.col) || q.row <= s.size() / 4 + 1) return 2;
  return 3;
}

// Steps a seat's prisoners have come from the prison (a prisoner in the boat all the way), counting
// one that cannot reach the boat in `turns` as if still in the prison: its ground is worth nothing once
// the count runs out before it gets there (A21b).
int ground_in_time(const State& s, int seat, int turns) {
  const int from_prison = distance_to_escape(s, Square{s.size() + 1, s.centre()});
  int gained = s.boat(seat) * from_prison;
  for (const Square& q : s.yard(seat)) {
    if (moves_to_boat(s, q) <= turns) gained += from_prison - distance_to_escape(s, q);
  }
  return gained;
}

constexpr double kBoatWorth = 8;  // a prisoner in the boat, in steps, beyond the ground it came
constexpr double kLeadScale = 6;  // a lead of this many steps makes a win about three times as likely
// The others' ground counts at this share of one's own. At full worth, sending a prisoner into a guard's
// row to sweep an opponent's home paid as well as going for the boat, and both ran the count out for a
// shared place; at half, a seat's own race to the boat pays more than holding the other back.
constexpr double kOthersGround = 0.5;

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

// The prisoners the guard's run after `move` catches: the mover's own lower its safety, the others'
// count as caught.
void count_caught(const State& state, const Move& move, int seat, MoveScore& score) {
  for (const auto& caught : state.guard_run_after(move).caught) {
    if (caught.first == seat) {
      score.safety -= 1;
    } else {
      score.others_caught += 1;
    }
  }
}

// What Pako adds to the search. A position is judged by search_evaluation (the boat, and the ground
// that can still reach it before the count runs out), not played out: random play hardly ever reaches
// the boat. A new node first tries the best of a few moves drawn at random, by the one-move-ahead order.
struct SearchHooks {
  static constexpr int kTries = 6;  // moves drawn for a new node's first try
  static Move playout_move(const State& s, Rng& rng) {
    Move best = s.draw_legal_move(rng);
    if (best.kind == MoveKind::pass || best.kind == MoveKind::guard_draw) return best;
    MoveScore best_score = quick_score(s, best);
    for (int i = 1; i < kTries; ++i) {
      const Move m = s.draw_legal_move(rng);
      const MoveScore score = quick_score(s, m);
      if (score > best_score) {
        best = m;
        best_score = score;
      }
    }
    return best;
  }

  static bool evaluate(const State& s, Rng&, SeatRewards& rewards) {
    search_evaluation(s, rewards);
    return true;
  }

  // The one-move-ahead order without its average over the random guard: a boat move, then what the
  // guard's run costs and takes, then progress.
  static MoveScore quick_score(const State& s, const Move& move) {
    MoveScore score;
    const int seat = s.current_seat();
    if (move.kind == MoveKind::boat) {
      score.to_boat = true;
      score.wins = s.boat(seat) + 1 >= kPrisonersToWin;
      return score;
    }
    count_caught(s, move, seat, score);
    const Square from = move.kind == MoveKind::prison ? Square{s.size() + 1, move.to.col} : move.from;
    score.progress = distance_to_escape(s, from) - distance_to_escape(s, move.to);
    return score;
  }
};

}  // namespace

void search_evaluation(const State& s, SeatRewards& rewards) {
  const int n = s.num_seats();
  if (s.current_seat() == kNobody) {  // a win, or a game run out (A21b): as the places say
    rewards_from_places(s.places(), rewards);
    return;
  }
  std::array<double, kMaxPlayers> boats{};
  std::array<double, kMaxPlayers> ground{};
  for (int p = 0; p < n; ++p) {
    boats[static_cast<std::size_t>(p)] = kBoatWorth * s.boat(p);
    ground[static_cast<std::size_t>(p)] = ground_in_time(s, p, turns_left(s, p));
  }
  // Each seat's chance by a logistic curve of its lead over the best of the others.
  for (int p = 0; p < n; ++p) {
    double best_other = -1e9;
    for (int o = 0; o < n; ++o) {
      const auto i = static_cast<std::size_t>(o);
      if (o != p) best_other = std::max(best_other, boats[i] + kOthersGround * ground[i]);
    }
    const auto i = static_cast<std::size_t>(p);
    rewards[i] = 1.0 / (1.0 + std::exp(-(boats[i] + ground[i] - best_other) / kLeadScale));
  }
}

// The Searcher's budget, which the review's judge takes too.
constexpr SearchBudget kSearcherBudget{3000, kMostSearchMs, 0.7, 3000, 1.0};

// The review's grades and the levels' costs per decision, as the benchmark measured them
// (`scripts/bench --calibrate`: doc/robots.md's calibration section, which a test holds this to).
constexpr ReviewScale kReviewScale{0.028, 0.057, 0.193, {0.0564, 0.0314, 0.0047}};

ReviewReport review(const MatchHistory<State>& history, const std::vector<std::string>& names,
                    const ReviewOptions& options) {
  return review_history<State, SearchHooks>(
      history, names, ReviewJudge{kSearcherBudget, true, kJudgedByHardSearch, kReviewScale}, options);
}

std::unique_ptr<Robot<State>> search_robot(const SearchBudget& budget) {
  return std::make_unique<SearchRobot<State, SearchHooks>>(budget);
}

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
  count_caught(state, move, seat, score);
  return score;
}

const std::vector<RobotStyle<State>>& robot_styles() {
  static const std::vector<RobotStyle<State>> styles = with_levels<State>(
      {
          {"lookahead", "One move ahead",
           "tries every move with the guard's answer and prefers, in this order, a win, the boat, safety, "
           "captures and progress",
           [] { return std::make_unique<LookaheadRobot>(); }},
          search_style<State, SearchHooks>("search", "Searcher", "searches a few moves ahead, with the guards' answers",
                                           kSearcherBudget),
          random_style<State>(),
      },
      Levels{"lookahead", "search"});
  return styles;
}

}  // namespace tabletop::pako
