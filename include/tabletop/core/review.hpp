#pragma once
// The review of a game, written once over the game interface: its history's standing line walked step
// by step, each decision judged by the search robot from the deciding seat's own observation (never the
// true state), and each run of chance steps between two decisions judged for the luck it brought each
// seat, from that seat's own observation. The game adds only what its search robot already takes (its
// SearchHooks and its Hard budget). Every step has a generator of its own, derived from the seed, so the
// review is the same however many threads share the steps.
#include <algorithm>
#include <atomic>
#include <cmath>
#include <concepts>
#include <exception>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "tabletop/core/history.hpp"
#include "tabletop/core/review_report.hpp"
#include "tabletop/core/search_robot.hpp"
#include "tabletop/core/seeds.hpp"

namespace tabletop {

// Playouts per outcome of a chance step: the luck's own noise is given beside it.
inline constexpr int kLuckPlayouts = 128;
// A chance step with more outcomes than this is averaged by sampling (the playouts draw it).
inline constexpr int kMostListedOutcomes = 64;

// What the game gives the review: its search's budget (the Hard robot's), and the judge's strength.
// The judgement of a game whose Hard robot is the Searcher: the review searches as Hard does.
inline constexpr const char* kJudgedByHardSearch = "the search of the Hard robot (the Searcher), on its budget.";

struct ReviewJudge {
  SearchBudget budget;
  bool at_least_hard = true;
  std::string strength;
  ReviewScale scale;  // the game's measured grades and levels (its robots' file, from doc/robots.md)
};

template <GameState S>
struct ReviewStep {
  S before;
  typename S::Move move;
  Mover mover;
  int at = 0;  // its index in the history's moves
};

// The steps that stand at the end of `history`: a take-back removes the person's move it undoes and
// every step after it, as Match::undo does.
template <GameState S>
std::vector<ReviewStep<S>> standing_steps(const MatchHistory<S>& history) {
  std::vector<ReviewStep<S>> line;
  S state = S::from_json(history.start);
  std::size_t mark = 0;
  for (int i = 0; i <= history.size(); ++i) {
    for (; mark < history.marks.size() && history.marks[mark].at == i; ++mark) {
      if (!history.marks[mark].undo) continue;
      while (!line.empty()) {
        const bool person = line.back().mover == Mover::person;
        state = line.back().before;
        line.pop_back();
        if (person) break;
      }
    }
    if (i == history.size()) break;
    const auto& move = history.moves[static_cast<std::size_t>(i)];
    line.push_back({state, move, history.mover(i), i});
    state.apply(move);
  }
  return line;
}

namespace review_detail {

// One playout from `state` by the game's playout policy, every seat's result. Unlike the search's it
// plays on before asking the evaluation (a game's evaluation may judge any position at once, and
// without a draw): the playouts' spread is then the noise the luck's ± reports.
template <GameState S, class Hooks>
void play_out(S& state, Rng& rng, int most_moves, SeatRewards& rewards) {
  for (int moves = 0; moves < most_moves && state.current_seat() != kNobody; ++moves) {
    if (state.current_seat() == kChanceSeat) {
      apply_known_legal(state, sample_chance(state, rng));
    } else if constexpr (HasPlayoutPolicy<Hooks, S>) {
      state.apply(Hooks::playout_move(state, rng));
    } else {
      apply_known_legal(state, random_move(state, rng));
    }
  }
  rewards.fill(0.5);
  if constexpr (HasEvaluation<Hooks, S>) {
    if (Hooks::evaluate(state, rng, rewards)) return;
  }
  if (is_over(state)) rewards_from_places(state.places(), rewards);
}

// Every seat's result of one playout from a world of what `seat` sees in `state`.
template <GameState S, class Hooks>
SeatRewards playout_from_view(const S& state, int seat, std::uint64_t seed, int most_moves) {
  Rng rng(seed);
  S world = state;
  try {
    world = sample_world<S>(observe(state, seat), rng);
  } catch (const std::exception&) {
    // A position no seat has a view of yet (Archaeology's box before the deal): it hides nothing
    // a seat could know, and is played out as it stands.
  }
  SeatRewards rewards{};
  play_out<S, Hooks>(world, rng, most_moves, rewards);
  return rewards;
}

template <GameState S, class Hooks>
ReviewDecision judge_decision(const ReviewStep<S>& step, const ReviewJudge& judge, const ReviewOptions& options,
                              std::uint64_t seed) {
  ReviewDecision d;
  d.seat = step.before.current_seat();
  d.history_at = step.at;
  SearchBudget budget = judge.budget;
  if (!options.timed) budget.most_ms = 0;  // counted in iterations only: the same review on any machine
  if (options.iterations > 0) budget.iterations = options.iterations;
  const SearchRobot<S, Hooks> robot(budget);
  Rng rng(seed);
  const int forced = std::max(50, budget.iterations / 4);
  const auto judged = robot.analyse(observe(step.before, d.seat), rng, step.move, forced, options.stop);
  if (options.stop != nullptr && options.stop->load()) throw ReviewStopped();
  const typename SearchRobot<S, Hooks>::RootMove* played = nullptr;
  const typename SearchRobot<S, Hooks>::RootMove* rival = nullptr;  // the most tried of the others
  for (const auto& m : judged) {
    if (m.move == step.move) {
      played = &m;
    } else if (rival == nullptr || m.visits > rival->visits || (m.visits == rival->visits && m.mean > rival->mean)) {
      rival = &m;
    }
  }
  d.played = step.before.describe(step.move);
  if (played == nullptr) return d;  // never tried: nothing to judge it by
  d.played_value = played->mean;
  d.played_error = std::sqrt(played->mean_variance);
  if (rival == nullptr || rival->mean <= played->mean) {
    d.best_is_played = true;
    d.best = d.played;
    d.best_value = played->mean;
    d.best_error = d.played_error;
    d.error = d.played_error;
    return d;
  }
  d.best = step.before.describe(rival->move);
  d.best_move = S::move_to_json(rival->move);
  d.best_value = rival->mean;
  d.best_error = std::sqrt(rival->mean_variance);
  d.cost = rival->mean - played->mean;
  d.error = std::sqrt(played->mean_variance + rival->mean_variance);
  d.grade = grade_of(d.cost, d.error, judge.scale);
  return d;
}

// The luck of the chance steps [first, end): per seat, its result after them less its result averaged
// over what they could have brought, each from playouts of worlds of what the seat sees. A single step
// whose outcomes are listed is averaged exactly over them; a longer run, or a draw too wide to list, is
// averaged by sampling (the playouts from before the run draw its outcomes themselves). The same
// playout seeds serve every outcome, so their differences are not drowned in the playouts' noise.
template <GameState S, class Hooks>
ReviewChance judge_luck(const std::vector<ReviewStep<S>>& line, std::size_t first, std::size_t end, int seats,
                        int playouts, std::uint64_t seed, int most_moves) {
  ReviewChance c;
  c.step = static_cast<int>(first);
  c.history_at = line[end - 1].at + 1;
  c.steps = static_cast<int>(end - first);
  const S& before = line[first].before;
  c.outcome = before.describe(line[first].move);
  if (end - first > 1) c.outcome = line[end - 1].before.describe(line[end - 1].move);
  S after = line[end - 1].before;
  after.apply(line[end - 1].move);
  ChanceOutcomes<typename S::Move> outcomes;
  if (end - first == 1) outcomes = chance_outcomes(before);
  c.sampled = outcomes.empty() || static_cast<int>(outcomes.size()) > kMostListedOutcomes;
  std::vector<S> each;
  if (!c.sampled) {
    for (const auto& o : outcomes) {
      S next = before;
      next.apply(o.move);
      each.push_back(std::move(next));
    }
  }
  // Where nothing is hidden every seat sees the same: one playout serves them all.
  constexpr bool kOneView = std::same_as<typename S::Observation, S>;
  std::vector<double> sum(static_cast<std::size_t>(seats), 0.0), sum_sq(sum);
  for (int view = 0; view < (kOneView ? 1 : seats); ++view) {
    for (int i = 0; i < playouts; ++i) {
      const std::uint64_t at = derive_seed(seed, Stream::review, static_cast<std::uint64_t>(i));
      const SeatRewards got = playout_from_view<S, Hooks>(after, view, at, most_moves);
      SeatRewards expected{};
      if (c.sampled) {
        expected = playout_from_view<S, Hooks>(before, view, at, most_moves);
      } else {
        for (std::size_t o = 0; o < each.size(); ++o) {
          const SeatRewards one = playout_from_view<S, Hooks>(each[o], view, at, most_moves);
          for (std::size_t k = 0; k < one.size(); ++k) expected[k] += outcomes[o].probability * one[k];
        }
      }
      for (int k = kOneView ? 0 : view; k < (kOneView ? seats : view + 1); ++k) {
        const double d = got[static_cast<std::size_t>(k)] - expected[static_cast<std::size_t>(k)];
        sum[static_cast<std::size_t>(k)] += d;
        sum_sq[static_cast<std::size_t>(k)] += d * d;
      }
    }
  }
  for (std::size_t k = 0; k < sum.size(); ++k) {
    const double mean = sum[k] / playouts;
    c.playout_luck.push_back(mean);
    c.playout_error.push_back(std::sqrt(std::max(0.0, sum_sq[k] / playouts - mean * mean) / playouts));
  }
  return c;
}

}  // namespace review_detail

// The review of the game `history` records, its seats called `names`.
template <GameState S, class Hooks>
ReviewReport review_history(const MatchHistory<S>& history, const std::vector<std::string>& names,
                            const ReviewJudge& judge, const ReviewOptions& options) {
  const std::vector<ReviewStep<S>> line = standing_steps(history);
  ReviewReport report;
  report.game = S::kGameId;
  report.seed = options.seed;
  report.iterations = options.iterations > 0 ? options.iterations : judge.budget.iterations;
  report.luck_playouts = options.luck_playouts > 0 ? options.luck_playouts : kLuckPlayouts;
  report.at_least_hard = judge.at_least_hard;
  report.strength = judge.strength;
  report.scale = judge.scale;
  S end = S::from_json(history.start);
  if (!line.empty()) {
    end = line.back().before;
    end.apply(line.back().move);
  }
  const int seats = end.num_seats();
  report.finished = is_over(end);
  for (int s = 0; s < seats; ++s) {
    ReviewSeat seat;
    seat.name = static_cast<std::size_t>(s) < names.size() ? names[static_cast<std::size_t>(s)] : std::string();
    report.seats.push_back(seat);
  }
  if (report.finished) {
    SeatRewards results{};
    rewards_from_places(end.places(), results);
    for (int s = 0; s < seats && s < kMostSearchSeats; ++s) {
      report.seats[static_cast<std::size_t>(s)].result = results[static_cast<std::size_t>(s)];
    }
  }

  // The work: each decision with a choice, and each run of chance steps.
  struct Task {
    std::size_t first, end;
    bool chance;
    int number;
  };
  std::vector<Task> tasks;
  int number = 0;
  for (std::size_t i = 0; i < line.size();) {
    if (line[i].mover == Mover::chance) {
      std::size_t j = i;
      while (j < line.size() && line[j].mover == Mover::chance) ++j;
      tasks.push_back({i, j, true, number});
      i = j;
      continue;
    }
    ++number;
    if (line[i].before.legal_moves().size() > 1) tasks.push_back({i, i + 1, false, number});
    ++i;
  }
  std::vector<ReviewDecision> decisions(tasks.size());
  std::vector<ReviewChance> chances(tasks.size());
  std::atomic<std::size_t> next{0};
  std::atomic<int> done{0};
  std::mutex telling;
  const int most_moves = judge.budget.playout_moves;
  auto steps = [&] {
    for (std::size_t t = next++; t < tasks.size(); t = next++) {
      if (options.stop != nullptr && options.stop->load()) throw ReviewStopped();
      const Task& task = tasks[t];
      const std::uint64_t seed = derive_seed(options.seed, Stream::review, task.first);
      if (task.chance) {
        chances[t] = review_detail::judge_luck<S, Hooks>(line, task.first, task.end, seats, report.luck_playouts, seed,
                                                         most_moves);
      } else {
        decisions[t] = review_detail::judge_decision<S, Hooks>(line[task.first], judge, options, seed);
        decisions[t].step = static_cast<int>(task.first);
        decisions[t].number = task.number;
      }
      const int finished = ++done;
      if (options.progress) {
        const std::lock_guard lock(telling);
        options.progress(finished, static_cast<int>(tasks.size()));
      }
    }
  };
  std::exception_ptr failed;  // the first step that threw, thrown again once every thread is done
  auto work = [&] {
    try {
      steps();
    } catch (...) {
      const std::lock_guard lock(telling);
      if (!failed) failed = std::current_exception();
      next = tasks.size();
    }
  };
  {
    std::vector<std::jthread> helpers;
    for (unsigned h = 1; h < std::max(1u, options.threads); ++h) helpers.emplace_back(work);
    work();
  }
  if (failed) std::rethrow_exception(failed);
  for (std::size_t t = 0; t < tasks.size(); ++t) {
    if (tasks[t].chance) {
      report.chances.push_back(std::move(chances[t]));
    } else {
      report.decisions.push_back(std::move(decisions[t]));
    }
  }
  report.sum_up();
  return report;
}

}  // namespace tabletop
