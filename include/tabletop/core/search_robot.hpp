#pragma once
// The search robot every game has: information-set Monte Carlo tree search (Cowling, Powley and
// Whitehouse 2012), written once over the game interface. Each iteration imagines a whole state that
// agrees with what the robot's seat sees (sample_world: the true hidden state is never looked at),
// walks down a tree of moves choosing by UCB among the moves legal in that world, draws chance with
// the game's own sampler, plays the rest out (or takes the game's evaluation) and credits every seat
// on the way with its own result. A game adds at most a playout policy and an evaluation (SearchHooks).
// The budget is counted in iterations, so a seed and an observation give one decision; a limit of
// thread time and the stop request cut a search short.
#include <algorithm>
#include <array>
#include <atomic>
#include <cmath>
#include <concepts>
#include <cstdint>
#include <limits>
#include <memory>
#include <mutex>
#include <optional>
#include <stop_token>
#include <vector>

#include "tabletop/core/game.hpp"
#include "tabletop/core/random_robot.hpp"
#include "tabletop/core/robot.hpp"
#include "tabletop/core/search_counting.hpp"
#include "tabletop/core/sim.hpp"

namespace tabletop {

inline constexpr int kMostSearchSeats = 8;
// Each seat's result of a game or a position, from 0 (last) to 1 (first).
using SeatRewards = std::array<double, kMostSearchSeats>;

// What a game may add, each optional (a struct of static functions; NoSearchHooks adds nothing):
// - `static Move playout_move(const S& state, Rng& rng)`: the move of the seat in turn in a playout,
//   also the move a node tries first; a uniformly random legal move without it.
// - `static bool evaluate(const S& state, Rng& rng, SeatRewards& rewards)`: each seat's expected
//   result of a position, when the game can tell it without playing on (false: play on); it may play
//   a quick game of its own to tell. The search asks at the end of its walk down the tree, and again
//   where a playout stops (over, or cut off).
// - `static void narrow_moves(const S& state, Moves& moves)`: leaves in `moves` (the state's legal
//   moves, in their order) only those worth a node's while, for a game offering many moves of which
//   few matter; the search weighs only those (an analysis's forced move is put back at the root).
template <class H, class S>
concept HasPlayoutPolicy = requires(const S& state, Rng& rng) {
  { H::playout_move(state, rng) } -> std::convertible_to<typename S::Move>;
};
template <class H, class S>
concept HasEvaluation = requires(const S& state, Rng& rng, SeatRewards& rewards) {
  { H::evaluate(state, rng, rewards) } -> std::same_as<bool>;
};
template <class H, class S>
concept NarrowsMoves = requires(const S& state, decltype(state.legal_moves())& moves) {
  H::narrow_moves(state, moves);
};
struct NoSearchHooks {};

// A game that imagines a world into a state it is given, reusing that state's memory: the search
// does it once an iteration and allocates nothing then.
template <class S>
concept SamplesWorldInPlace = requires(const typename S::Observation& view, Rng& rng, S& into) {
  S::sample_world_into(view, rng, into);
};

template <GameState S>
void sample_world_into(const typename S::Observation& view, Rng& rng, S& into) {
  if constexpr (std::same_as<typename S::Observation, S>) {
    into = view;
  } else if constexpr (SamplesWorldInPlace<S>) {
    S::sample_world_into(view, rng, into);
  } else {
    into = S::sample_world(view, rng);
  }
}

// The results of a finished game by its places: a seat gets the share of the others it finished
// ahead of, half for each it tied with (two players: 1 a win, 0 a loss, 1/2 a draw).
inline void rewards_from_places(const Places& places, SeatRewards& rewards) {
  const auto n = places.size();
  for (std::size_t s = 0; s < n && s < kMostSearchSeats; ++s) {
    double beaten = 0;
    for (std::size_t o = 0; o < n; ++o) {
      if (o != s) beaten += places[o] > places[s] ? 1.0 : places[o] == places[s] ? 0.5 : 0.0;
    }
    rewards[s] = n > 1 ? beaten / static_cast<double>(n - 1) : 1.0;
  }
}

// The same from a number per seat, larger for better (money, tokens home), equal numbers tied: for
// a game's evaluation of a finished game, which then needs no list of places.
template <class Key>
void rewards_by(int seats, Key key_of, SeatRewards& rewards) {
  const int n = std::min(seats, kMostSearchSeats);
  for (int s = 0; s < n; ++s) {
    double beaten = 0;
    const auto mine = key_of(s);
    for (int o = 0; o < n; ++o) {
      if (o == s) continue;
      const auto theirs = key_of(o);
      beaten += theirs < mine ? 1.0 : theirs == mine ? 0.5 : 0.0;
    }
    rewards[static_cast<std::size_t>(s)] = n > 1 ? beaten / (n - 1) : 1.0;
  }
}

// The thinking time a playing search robot may take at most, thread CPU ms: its iterations end far
// sooner on this machine, and the limit keeps a slower one's decisions within a person's patience.
inline constexpr double kMostSearchMs = 400;

// Whether a search's most_ms is kept. Only a test that runs one search twice and compares the answers
// turns it off: a search the clock cut short answers by how fast the machine was, not by its view
// alone (under the sanitizers, 6,000 iterations outlast 400 ms).
inline std::atomic<bool> search_clock_kept{true};

struct SearchBudget {
  int iterations = 1000;
  double most_ms = 0;        // thread CPU time a decision may take; 0 for no limit but the iterations
  double exploration = 0.7;  // UCB's constant, for results in 0..1
  int playout_moves = 3000;  // a playout still going after this many moves is judged as it stands
  // Progressive widening: a node visited v times has at most 1 + widening * sqrt(v) children (for
  // games offering hundreds of moves); 0 tries every legal move before any again.
  double widening = 0;
  // Standard errors by which the most visited move must lead the playout policy's move to be chosen
  // instead (0: the most visited move, whatever the policy says). Where many moves are worth the same
  // (trading a card back and forth), the policy's purposeful one is kept.
  double keep_policy_move = 0;
  // Paired root moves (a game with a playout policy): round after round, every root move still in
  // the race is played in the same imagined world with the same draws of chance, so that moves are
  // compared world by world rather than each in worlds of its own, and after each of about
  // log2(moves) stages the worse half drops out (sequential halving). The policy's move is always
  // in the race and is kept unless a rival's mean lead over it, world by world, exceeds
  // keep_policy_move standard errors. Beneath the root, the search walks its tree as ever.
  bool paired_root = false;
  // The tree holds the searching seat's own moves only, up to the first another seat must make (the
  // rest of a turn of several steps, planned as a whole); from there the position is played out.
  bool own_moves_only = false;
};

template <GameState S, class Hooks = NoSearchHooks>
class SearchRobot final : public Robot<S>, public SearchCounting {
 public:
  using Move = typename S::Move;
  using Observation = typename S::Observation;
  static constexpr bool kHidden = !std::same_as<Observation, S>;

  explicit SearchRobot(SearchBudget budget) : budget_(budget) {}

  Move choose(const Observation& view, Rng& rng, std::stop_token stop) const override {
    SearchReport report;
    return decide(view, rng, stop, report);
  }

  // The decision and what the search did to reach it.
  Move decide(const Observation& view, Rng& rng, std::stop_token stop, SearchReport& report) const {
    // One workspace, reused from decision to decision; a second caller at the same time (a hint
    // asked while the robot thinks) gets one of its own.
    std::unique_lock lock(mutex_, std::try_to_lock);
    Workspace own;
    Workspace& ws = lock.owns_lock() ? workspace_ : own;
    const Move move = search(view, rng, stop, ws, report);
    count(report);
    return move;
  }

  const SearchBudget& budget() const { return budget_; }

  // A root move as one search judged it, for a review (core/review.hpp): how often it was tried, the
  // searching seat's mean result after it, the variance of that mean, and every seat's mean through it.
  struct RootMove {
    Move move{};
    int visits = 0;
    double mean = 0;
    double mean_variance = 0;
    SeatRewards seats{};
  };
  // The search of `decide`, with `forced` (one of the view's moves) tried in at least `forced_visits`
  // iterations beside the budget's, so that the move played is judged as surely as the best one. The
  // budget's time limit or `stop`, set from elsewhere, cut it short: the forced move has had its visits first.
  std::vector<RootMove> analyse(const Observation& view, Rng& rng, const Move& forced, int forced_visits,
                                const std::atomic<bool>* stop = nullptr) const {
    std::vector<RootMove> judged;
    const auto root_moves = view.legal_moves();
    if (root_moves.size() <= 1) return judged;
    Workspace ws;
    ws.forced = forced;
    ws.forced_visits = forced_visits;
    long growths = 0;
    const int iterations = budget_.iterations + forced_visits;
    keep_growth(ws.nodes, static_cast<std::size_t>(iterations) + 1, growths);
    ws.nodes.emplace_back();
    ws.world.emplace(tabletop::sample_world<S>(view, rng));
    SeatRewards rewards{};
    const double started = thread_seconds();
    if constexpr (HasPlayoutPolicy<Hooks, S>) {
      if (budget_.paired_root) {
        int done = 0;
        const auto should_stop = [&] {
          return (stop != nullptr && stop->load(std::memory_order_relaxed)) || out_of_time(started);
        };
        paired_rounds(view, rng, ws, iterations, forced, should_stop, done, growths);
      }
    }
    for (int done = 0; done < iterations && !(budget_.paired_root && HasPlayoutPolicy<Hooks, S>); ++done) {
      if (done % 16 == 15 && ((stop != nullptr && stop->load(std::memory_order_relaxed)) || out_of_time(started)))
        break;
      sample_world_into<S>(view, rng, *ws.world);
      if (budget_.own_moves_only) ws.searching_seat = ws.world->current_seat();
      iterate(ws, *ws.world, rng, rewards, growths);
    }
    for (int c = ws.nodes[0].first_child; c >= 0; c = ws.nodes[static_cast<std::size_t>(c)].next_sibling) {
      const Node& child = ws.nodes[static_cast<std::size_t>(c)];
      if (child.visits == 0) continue;
      RootMove m{child.move, child.visits, child.reward / child.visits, 0, {}};
      m.mean_variance = std::max(0.0, child.reward_sq / child.visits - m.mean * m.mean) / child.visits;
      const SeatRewards& sum = ws.root_seats[static_cast<std::size_t>(c)];
      for (std::size_t s = 0; s < m.seats.size(); ++s) m.seats[s] = sum[s] / child.visits;
      judged.push_back(m);
    }
    return judged;
  }

 private:
  // Whether a search begun at thread time `started` (seconds) has used up its most_ms.
  bool out_of_time(double started) const {
    return budget_.most_ms > 0 && search_clock_kept.load(std::memory_order_relaxed) &&
           (thread_seconds() - started) * 1000.0 > budget_.most_ms;
  }

  struct Node {
    Move move{};
    int mover = kChanceSeat;  // the seat that made the move into this node
    int first_child = -1;
    int next_sibling = -1;
    int index = 0;  // where the move stood in its list when the node was made
    int visits = 0;
    int available = 0;     // iterations in which the move was legal at its parent
    double reward = 0;     // the mover's results, summed
    double reward_sq = 0;  // and their squares
  };

  struct Workspace {
    std::vector<Node> nodes;
    std::vector<int> path;
    std::vector<int> child_at;  // per legal move of the node at hand, its child (-1 for none)
    std::vector<int> untried;
    std::optional<S> world;
    // Only while analysing: the root move tried first until it has its visits, and each node's sums
    // of every seat's results (read for the root's children).
    std::optional<Move> forced;
    int forced_visits = 0;
    std::vector<SeatRewards> root_seats;
    // Only for paired root moves: the world of a round, each root move's leads over the policy's
    // move (summed, and their squares) and rounds played, and the moves still in the race.
    std::optional<S> round_world;
    std::vector<double> lead;
    std::vector<double> lead_sq;
    std::vector<int> rounds;
    std::vector<int> alive;
    std::vector<int> root_child;   // each root move's node
    int searching_seat = kNobody;  // the seat whose decision is searched (for own_moves_only)
  };

  template <class V>
  static void keep_growth(std::vector<V>& v, std::size_t wanted, long& growths) {
    if (v.capacity() < wanted) {
      v.reserve(std::max(wanted, 2 * v.capacity()));
      ++growths;
    }
  }

  int add_child(Workspace& ws, int parent, const Move& move, int mover, int index, long& growths) const {
    keep_growth(ws.nodes, ws.nodes.size() + 1, growths);
    const int id = static_cast<int>(ws.nodes.size());
    Node& node = ws.nodes.emplace_back();
    node.move = move;
    node.mover = mover;
    node.index = index;
    Node& up = ws.nodes[static_cast<std::size_t>(parent)];
    node.next_sibling = up.first_child;
    up.first_child = id;
    return id;
  }

  // The chance child of `parent` for `outcome`, made when missing; `made` tells which.
  int chance_child(Workspace& ws, int parent, const Move& outcome, bool& made, long& growths) const {
    for (int c = ws.nodes[static_cast<std::size_t>(parent)].first_child; c >= 0;
         c = ws.nodes[static_cast<std::size_t>(c)].next_sibling) {
      if (ws.nodes[static_cast<std::size_t>(c)].move == outcome) {
        made = false;
        return c;
      }
    }
    made = true;
    return add_child(ws, parent, outcome, kChanceSeat, 0, growths);
  }

  void judge(const S& state, Rng& rng, SeatRewards& rewards) const {
    rewards.fill(0.5);
    if constexpr (HasEvaluation<Hooks, S>) {
      if (Hooks::evaluate(state, rng, rewards)) return;
    }
    if (is_over(state)) rewards_from_places(state.places(), rewards);
  }

  void play_out(S& state, Rng& rng, SeatRewards& rewards) const {
    if constexpr (HasEvaluation<Hooks, S>) {
      if (Hooks::evaluate(state, rng, rewards)) return;
    }
    for (int moves = 0; moves < budget_.playout_moves; ++moves) {
      const int seat = state.current_seat();
      if (seat == kNobody) break;
      if (seat == kChanceSeat) {
        apply_known_legal(state, sample_chance(state, rng));
      } else if constexpr (HasPlayoutPolicy<Hooks, S>) {
        state.apply(Hooks::playout_move(state, rng));
      } else {
        apply_known_legal(state, random_move(state, rng));
      }
    }
    judge(state, rng, rewards);
  }

  Move search(const Observation& view, Rng& rng, std::stop_token stop, Workspace& ws, SearchReport& report) const {
    const auto root_moves = view.legal_moves();
    if (root_moves.size() <= 1) return root_moves.empty() ? Move{} : Move(root_moves[0]);
    report.searched = true;
    const double started = thread_seconds();
    long growths = 0;
    ws.nodes.clear();
    keep_growth(ws.nodes, static_cast<std::size_t>(budget_.iterations) + 1, growths);
    ws.nodes.emplace_back();
    if (!ws.world) {
      Rng first = rng;  // a copy: a robot's first decision draws what its later ones would
      ws.world.emplace(tabletop::sample_world<S>(view, first));
    }
    int done = 0;
    if constexpr (HasPlayoutPolicy<Hooks, S>) {
      if (budget_.paired_root) {
        const auto should_stop = [&] { return stop.stop_requested() || out_of_time(started); };
        const int chosen = paired_rounds(view, rng, ws, budget_.iterations, std::nullopt, should_stop, done, growths);
        report.iterations = done;
        report.nodes = static_cast<int>(ws.nodes.size());
        report.pool_growths = growths;
        report.ms = (thread_seconds() - started) * 1000.0;
        return ws.nodes[static_cast<std::size_t>(chosen)].move;
      }
    }
    SeatRewards rewards{};
    for (; done < budget_.iterations; ++done) {
      if (stop.stop_requested()) break;
      if (done % 16 == 15 && out_of_time(started)) break;
      S& state = *ws.world;
      sample_world_into<S>(view, rng, state);
      if (budget_.own_moves_only) ws.searching_seat = state.current_seat();
      iterate(ws, state, rng, rewards, growths);
    }
    report.iterations = done;
    report.nodes = static_cast<int>(ws.nodes.size());
    report.pool_growths = growths;
    report.ms = (thread_seconds() - started) * 1000.0;
    return best_root_move(ws, view, rng, root_moves);
  }

  // The search of paired root moves (SearchBudget::paired_root) from a fresh root, `iterations` at
  // most, until `should_stop()`. The policy's move and `kept` (when given: one of the view's moves)
  // stay in the race to the end; returns the node of the move chosen.
  template <class Stop>
  int paired_rounds(const Observation& view, Rng& rng, Workspace& ws, int iterations, const std::optional<Move>& kept,
                    Stop should_stop, int& done, long& growths) const {
    S& base = *ws.world;
    sample_world_into<S>(view, rng, base);
    if (!ws.round_world) ws.round_world.emplace(base);
    auto moves = base.legal_moves();
    if constexpr (NarrowsMoves<Hooks, S>) Hooks::narrow_moves(base, moves);
    const int seat = base.current_seat();
    ws.searching_seat = seat;
    Rng policy_rng = rng;  // a copy: the policy's move draws nothing from the search's generator
    const Move usual = Hooks::playout_move(base, policy_rng);
    if (std::find(moves.begin(), moves.end(), usual) == moves.end()) moves.push_back(usual);
    if (kept && std::find(moves.begin(), moves.end(), *kept) == moves.end()) moves.push_back(*kept);
    const std::size_t count = moves.size();
    keep_growth(ws.root_child, count, growths);
    ws.root_child.assign(count, -1);
    std::size_t policy = 0;
    std::size_t also = count;  // kept's index, when it is not the policy's move
    for (std::size_t i = 0; i < count; ++i) {
      ws.root_child[i] = add_child(ws, 0, moves[i], seat, static_cast<int>(i), growths);
      if (moves[i] == usual) policy = i;
    }
    for (std::size_t i = 0; kept && i < count; ++i) {
      if (i != policy && moves[i] == *kept) also = i;
    }
    for (auto* v : {&ws.lead, &ws.lead_sq}) {
      keep_growth(*v, count, growths);
      v->assign(count, 0.0);
    }
    keep_growth(ws.rounds, count, growths);
    ws.rounds.assign(count, 0);
    keep_growth(ws.alive, count, growths);
    ws.alive.clear();
    for (std::size_t i = 0; i < count; ++i) {
      if (i != policy && i != also) ws.alive.push_back(static_cast<int>(i));
    }
    SeatRewards rewards{};
    // Root move i played in the round's world with the round's draws: the seat's result.
    const auto play = [&](std::size_t i, const Rng& draws) {
      S& state = *ws.world;
      state = *ws.round_world;
      Rng r = draws;
      ++ws.nodes[static_cast<std::size_t>(ws.root_child[i])].available;
      state.apply(moves[i]);
      iterate(ws, state, r, rewards, growths, ws.root_child[i]);
      ++ws.rounds[i];
      ++done;
      return rewards[static_cast<std::size_t>(seat)];
    };
    const auto mean_lead = [&](int i) {
      const auto at = static_cast<std::size_t>(i);
      return ws.rounds[at] == 0 ? -1e9 : ws.lead[at] / ws.rounds[at];
    };
    const auto racing = std::max<std::size_t>(1, ws.alive.size());
    const int stages = std::max(1, static_cast<int>(std::ceil(std::log2(static_cast<double>(racing)))));
    const int per_stage = iterations / stages;
    const bool racing_any = !ws.alive.empty() || also < count;  // any move beside the policy's to weigh
    bool cut = false;
    for (int stage = 0; stage < stages && racing_any && !cut; ++stage) {
      for (const int stage_end = done + per_stage; done < stage_end;) {
        if (should_stop()) {
          cut = true;
          break;
        }
        sample_world_into<S>(view, rng, *ws.round_world);
        const Rng draws(rng.next());
        const double usual_result = play(policy, draws);
        if (also < count) play(also, draws);
        for (int i : ws.alive) {
          const double lead = play(static_cast<std::size_t>(i), draws) - usual_result;
          ws.lead[static_cast<std::size_t>(i)] += lead;
          ws.lead_sq[static_cast<std::size_t>(i)] += lead * lead;
        }
      }
      // Best lead first, equals in their order: a stable insertion sort of a few moves (std::stable_sort
      // would take memory of its own).
      for (std::size_t i = 1; i < ws.alive.size(); ++i) {
        const int moving = ws.alive[i];
        std::size_t j = i;
        for (; j > 0 && mean_lead(ws.alive[j - 1]) < mean_lead(moving); --j) ws.alive[j] = ws.alive[j - 1];
        ws.alive[j] = moving;
      }
      if (ws.alive.size() > 1) ws.alive.resize((ws.alive.size() + 1) / 2);
    }
    // The best rival replaces the policy's move only when its lead is clearly more than luck.
    std::size_t chosen = policy;
    if (!ws.alive.empty()) {
      const auto best = static_cast<std::size_t>(ws.alive.front());
      const int runs = ws.rounds[best];
      if (runs > 1) {
        const double m = ws.lead[best] / runs;
        const double variance = std::max(0.0, ws.lead_sq[best] / runs - m * m);
        if (m > budget_.keep_policy_move * std::sqrt(variance / runs)) chosen = best;
      }
    }
    return ws.root_child[chosen];
  }

  // One walk down the tree (from the root's child `start`, its move made, when it is one), one
  // playout, and its results carried back up.
  void iterate(Workspace& ws, S& state, Rng& rng, SeatRewards& rewards, long& growths, int start = 0) const {
    ws.path.clear();
    keep_growth(ws.path, start > 0 ? 2 : 1, growths);
    ws.path.push_back(0);
    if (start > 0) ws.path.push_back(start);
    int node = start;
    bool expanded = start > 0 && ws.nodes[static_cast<std::size_t>(start)].visits == 0;
    while (!expanded) {
      const int seat = state.current_seat();
      if (seat == kNobody) break;
      if (budget_.own_moves_only && seat >= 0 && seat != ws.searching_seat) {
        expanded = true;  // beyond the tree: played out
        break;
      }
      if (seat == kChanceSeat) {
        const Move outcome = sample_chance(state, rng);
        node = chance_child(ws, node, outcome, expanded, growths);
        apply_known_legal(state, outcome);
      } else {
        auto moves = state.legal_moves();
        if constexpr (NarrowsMoves<Hooks, S>) {
          Hooks::narrow_moves(state, moves);
          if (node == 0 && ws.forced && std::find(moves.begin(), moves.end(), *ws.forced) == moves.end()) {
            moves.push_back(*ws.forced);
          }
        }
        if (!kHidden && moves.size() == 1) {  // nothing to choose: no node of its own
          apply_known_legal(state, Move(moves[0]));
          continue;
        }
        node = step(ws, node, state, moves, seat, rng, expanded, growths);
      }
      keep_growth(ws.path, ws.path.size() + 1, growths);
      ws.path.push_back(node);
    }
    if (expanded) {
      play_out(state, rng, rewards);
    } else {
      judge(state, rng, rewards);
    }
    if (ws.forced && ws.path.size() > 1) {
      const auto child = static_cast<std::size_t>(ws.path[1]);
      if (ws.root_seats.size() <= child) ws.root_seats.resize(std::max(child + 1, 2 * ws.root_seats.size()));
      for (std::size_t s = 0; s < rewards.size(); ++s) ws.root_seats[child][s] += rewards[s];
    }
    for (int id : ws.path) {
      Node& n = ws.nodes[static_cast<std::size_t>(id)];
      ++n.visits;
      if (n.mover >= 0 && n.mover < kMostSearchSeats) {
        const double r = rewards[static_cast<std::size_t>(n.mover)];
        n.reward += r;
        n.reward_sq += r * r;
      }
    }
  }

  // At a seat's node: a move not tried yet while the node may widen, else the best by UCB among the
  // moves legal in this world. Applies it; returns the child.
  template <class Moves>
  int step(Workspace& ws, int node, S& state, const Moves& moves, int seat, Rng& rng, bool& expanded,
           long& growths) const {
    const auto count = moves.size();
    keep_growth(ws.child_at, count, growths);
    ws.child_at.assign(count, -1);
    int known = 0;
    for (int c = ws.nodes[static_cast<std::size_t>(node)].first_child; c >= 0;
         c = ws.nodes[static_cast<std::size_t>(c)].next_sibling) {
      Node& child = ws.nodes[static_cast<std::size_t>(c)];
      std::size_t at = static_cast<std::size_t>(child.index);
      if (at >= count || !(moves[at] == child.move)) {
        at = count;  // a world of other hidden cards lists other moves: look for it
        for (std::size_t i = 0; i < count; ++i) {
          if (moves[i] == child.move) {
            at = i;
            break;
          }
        }
        if (at == count) continue;  // not legal in this world
      }
      ws.child_at[at] = c;
      ++child.available;
      ++known;
    }
    if (node == 0 && ws.forced) {
      for (std::size_t i = 0; i < count; ++i) {
        if (!(moves[i] == *ws.forced)) continue;
        int c = ws.child_at[i];
        if (c >= 0 && ws.nodes[static_cast<std::size_t>(c)].visits >= ws.forced_visits) break;
        if (c < 0) {
          c = add_child(ws, node, moves[i], seat, static_cast<int>(i), growths);
          ws.nodes[static_cast<std::size_t>(c)].available = 1;
          expanded = true;
        }
        state.apply(moves[i]);
        return c;
      }
    }
    const int visits = ws.nodes[static_cast<std::size_t>(node)].visits;
    const bool may_widen = budget_.widening <= 0 ||
                           known < 1 + static_cast<int>(budget_.widening * std::sqrt(static_cast<double>(visits)));
    if (static_cast<std::size_t>(known) < count && may_widen) {
      const std::size_t pick = untried_move(ws, state, moves, rng, growths);
      const Move move = moves[pick];
      const int child = add_child(ws, node, move, seat, static_cast<int>(pick), growths);
      ws.nodes[static_cast<std::size_t>(child)].available = 1;
      state.apply(move);
      expanded = true;
      return child;
    }
    int best = -1;
    double best_value = -std::numeric_limits<double>::infinity();
    for (std::size_t i = 0; i < count; ++i) {
      const int c = ws.child_at[i];
      if (c < 0) continue;
      const Node& child = ws.nodes[static_cast<std::size_t>(c)];
      const double n = std::max(1, child.visits);
      const double value =
          child.reward / n + budget_.exploration * std::sqrt(std::log(std::max(1, child.available)) / n);
      if (value > best_value) {
        best_value = value;
        best = c;
      }
    }
    state.apply(ws.nodes[static_cast<std::size_t>(best)].move);
    return best;
  }

  // A legal move that has no node yet: the playout policy's choice when it is one, else one at random.
  template <class Moves>
  std::size_t untried_move(Workspace& ws, const S& state, const Moves& moves, Rng& rng, long& growths) const {
    if constexpr (HasPlayoutPolicy<Hooks, S>) {
      const Move wanted = Hooks::playout_move(state, rng);
      for (std::size_t i = 0; i < moves.size(); ++i) {
        if (ws.child_at[i] < 0 && moves[i] == wanted) return i;
      }
    }
    keep_growth(ws.untried, moves.size(), growths);
    ws.untried.clear();
    for (std::size_t i = 0; i < moves.size(); ++i) {
      if (ws.child_at[i] < 0) ws.untried.push_back(static_cast<int>(i));
    }
    return static_cast<std::size_t>(
        ws.untried[static_cast<std::size_t>(rng.below(static_cast<int>(ws.untried.size())))]);
  }

  // The root's most visited move (the better mean among equals), unless the policy's move is kept.
  template <class Moves>
  Move best_root_move(Workspace& ws, const Observation& view, const Rng& rng, const Moves& root_moves) const {
    int best = -1;
    for (int c = ws.nodes[0].first_child; c >= 0; c = ws.nodes[static_cast<std::size_t>(c)].next_sibling) {
      const Node& child = ws.nodes[static_cast<std::size_t>(c)];
      if (best < 0) {
        best = c;
        continue;
      }
      const Node& b = ws.nodes[static_cast<std::size_t>(best)];
      if (child.visits > b.visits || (child.visits == b.visits && child.reward > b.reward)) best = c;
    }
    if (best < 0) return root_moves[0];
    if constexpr (HasPlayoutPolicy<Hooks, S>) {
      if (budget_.keep_policy_move > 0) {
        const int kept = policy_child(ws, view, rng);
        if (kept >= 0 && kept != best &&
            !clear_lead(ws.nodes[static_cast<std::size_t>(best)], ws.nodes[static_cast<std::size_t>(kept)])) {
          best = kept;
        }
      }
    }
    return ws.nodes[static_cast<std::size_t>(best)].move;
  }

  // The root's child for the move the playout policy makes in a world of the view (its own copy of
  // the generator: the decision draws nothing more), or -1.
  int policy_child(Workspace& ws, const Observation& view, Rng rng) const {
    S& world = *ws.world;
    sample_world_into<S>(view, rng, world);
    const Move wanted = Hooks::playout_move(world, rng);
    for (int c = ws.nodes[0].first_child; c >= 0; c = ws.nodes[static_cast<std::size_t>(c)].next_sibling) {
      if (ws.nodes[static_cast<std::size_t>(c)].move == wanted) return c;
    }
    return -1;
  }

  // `a`'s mean result beats `b`'s by more than the budget's standard errors.
  bool clear_lead(const Node& a, const Node& b) const {
    if (a.visits < 2 || b.visits < 2) return a.visits > 0 && b.visits == 0;
    const auto spread = [](const Node& n) {
      const double mean = n.reward / n.visits;
      return std::max(0.0, n.reward_sq / n.visits - mean * mean) / n.visits;
    };
    const double lead = a.reward / a.visits - b.reward / b.visits;
    return lead > budget_.keep_policy_move * std::sqrt(spread(a) + spread(b));
  }

  SearchBudget budget_;
  mutable std::mutex mutex_;
  mutable Workspace workspace_;
};

// A search style for a game's list of robot styles.
template <GameState S, class Hooks = NoSearchHooks>
RobotStyle<S> search_style(std::string id, std::string title, std::string about, SearchBudget budget) {
  return RobotStyle<S>{std::move(id), std::move(title), std::move(about),
                       [budget] { return std::make_unique<SearchRobot<S, Hooks>>(budget); }};
}

}  // namespace tabletop
