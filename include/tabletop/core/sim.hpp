#pragma once
// Robots playing each other headlessly, for `tabletop sim` and the robot strength tests.
// Entry i of the style list sits in seat (i + g) mod n in game g, so every style plays every seat.
#include <algorithm>
#include <array>
#include <cstdint>
#include <functional>
#include <map>
#include <stop_token>
#include <string>
#include <utility>
#include <vector>

#include "tabletop/core/game.hpp"
#include "tabletop/core/random_robot.hpp"
#include "tabletop/core/robot.hpp"
#include "tabletop/core/search_counting.hpp"
#include "tabletop/core/seeds.hpp"

namespace tabletop {

struct SimOptions {
  int games = 100;
  std::uint64_t seed = 1;
  int max_moves = 20000;             // a game still going after this many moves counts as unfinished
  bool every_seat_observes = false;  // tests: random seats choose from their observation too, as robots do
};

// CPU seconds of the calling thread: what a sim's work costs, whatever else the machine runs.
double thread_seconds();

// How long a robot's decisions took, in flat memory whatever the number of games: a count, a sum,
// the worst, and a histogram of buckets 5% apart from a microsecond up, so a percentile is read
// to within 5% (the upper edge of its bucket, never above the worst).
struct DecisionTimes {
  static constexpr int kBuckets = 400;  // 1 µs * 1.05^400 is over five minutes
  long count = 0;
  double sum_ms = 0;
  double worst_ms = 0;
  std::array<long, kBuckets> buckets{};

  void add(double ms);
  double mean() const { return count == 0 ? 0.0 : sum_ms / static_cast<double>(count); }
  double percentile(double p) const;  // p in 0..1
  double worst() const { return worst_ms; }
};

// Which decisions of a robot are timed. A clock read costs more than a fast robot's whole decision,
// so once kTrial decisions in a row show a robot deciding in under kFastMs on average, only one
// decision in kStride is timed (the figures are then a sample of its decisions); a slower robot has
// every decision timed. Each run of kTrial is judged afresh: one slow start (a cold cache, the
// machine busy elsewhere) would otherwise have every later decision timed.
class DecisionClock {
 public:
  static constexpr long kTrial = 64;
  static constexpr long kStride = 1024;  // a thread-time read is a system call, dearer than 64 random moves
  static constexpr double kFastMs = 0.005;

  bool times_next() {
    if (--until_next_ > 0) return false;
    until_next_ = stride_;
    return true;
  }
  void timed(DecisionTimes& times, double ms) {
    times.add(ms);
    if (stride_ != 1) return;
    trial_ms_ += ms;
    if (++trial_count_ < kTrial) return;
    if (trial_ms_ / static_cast<double>(kTrial) < kFastMs) stride_ = kStride;
    trial_ms_ = 0;
    trial_count_ = 0;
  }

 private:
  long until_next_ = 1;  // decisions until the next one timed
  long stride_ = 1;
  long trial_count_ = 0;  // decisions of the present trial run
  double trial_ms_ = 0;
};

// The 95% interval of a win rate measured as `wins` in `games` (Wilson's score interval).
std::pair<double, double> win_rate_interval(int wins, int games);

struct SimEntry {
  std::string style;
  int wins = 0;    // first place, shared wins included
  int shared = 0;  // of those wins, the first places shared with another seat
  double place_sum = 0;
  DecisionTimes times;
  DecisionClock clock;
  SearchTotals search;  // what a search robot's decisions searched (none for other robots)
};

struct SimReport {
  int games = 0;
  int unfinished = 0;  // stopped by the move limit
  long long moves = 0;
  int longest = 0;                     // the most moves a game took
  std::map<std::string, int> endings;  // how the games ended, where the game says (NamesEnding)
  double seconds = 0;                  // CPU seconds of the sim's thread
  std::vector<SimEntry> entries;
  json to_json() const;
};

// A state that applies a move it listed itself without checking it again: a sim's random seats and
// chance draws play millions of moves known to be legal.
template <class S>
concept AppliesQuietly = requires(S s, const typename S::Move& move) {
  s.apply_quietly(move);
};

template <GameState S>
void apply_known_legal(S& state, const typename S::Move& move) {
  if constexpr (AppliesQuietly<S>) {
    state.apply_quietly(move);
  } else {
    state.apply(move);
  }
}

// A state that names how its game ended, in a few words of its own ("three prisoners in the boat"), so
// a sim can count the endings; empty while the game goes on.
template <class S>
concept NamesEnding = requires(const S& s) {
  { s.ending() } -> std::convertible_to<std::string>;
};

// The state lists the seat in turn exactly the moves that seat's observation lists, in the same order:
// it is its own observation (nothing hidden, and the dice are the match's), or it counts and gives moves the way
// its observation does.
template <class S>
concept ListsAsObserved = std::same_as<typename S::Observation, S> || CountsMoves<S>;

// A random seat's move came from the state's own list; any other robot's is checked as a person's is.
template <GameState S>
void play_decision(S& state, const typename S::Move& move, bool listed_by_state) {
  if (listed_by_state) {
    apply_known_legal(state, move);
  } else {
    state.apply(move);
  }
}

template <GameState S>
void settle_chance_quietly(S& state, Rng& chance) {
  while (state.current_seat() == kChanceSeat) apply_known_legal(state, sample_chance(state, chance));
}

// `shifted` mod n, from -n up to n - 1 without a division (seats never outnumber the styles but in tests).
inline int entry_of(int shifted, int n) {
  if (shifted >= 0 && shifted < n) return shifted;
  if (shifted < 0 && shifted >= -n) return shifted + n;
  return (shifted % n + n) % n;
}

template <GameState S>
SimReport simulate(const std::function<S()>& new_game, const std::vector<const RobotStyle<S>*>& styles,
                   const SimOptions& options) {
  SimReport report;
  const int n = static_cast<int>(styles.size());
  for (const auto* style : styles) report.entries.push_back(SimEntry{style->id, 0, 0, 0, {}, {}, {}});
  std::vector<std::unique_ptr<Robot<S>>> robots;
  std::vector<char> random_seat;  // the entry is the random robot, which the sim plays on the state
  for (const auto* style : styles) {
    robots.push_back(style->make());
    random_seat.push_back(!options.every_seat_observes && ListsAsObserved<S> &&
                          dynamic_cast<const RandomRobot<S>*>(robots.back().get()) != nullptr);
  }
  const auto decide = [&](const S& state, int seat, std::size_t entry, Rng& rng) {
    // A random seat draws on the state itself: the same draw as RandomRobot's on the seat's
    // observation, without copying that observation.
    if (random_seat[entry] != 0) return random_move(state, rng);
    return robots[entry]->choose(observe(state, seat), rng, std::stop_token{});
  };
  const double start = thread_seconds();
  for (int g = 0; g < options.games; ++g) {
    const std::uint64_t seed = derive_seed(options.seed, Stream::sim_game, static_cast<std::uint64_t>(g));
    S state = new_game();
    const MatchSeeds seeds = MatchSeeds::from_root(seed);
    Rng chance(seeds.chance);
    Rng robot_rng(seeds.robots);
    settle_chance_quietly(state, chance);
    const int turned = g % n;  // seat s plays entry s - g mod n; no division on every move
    int moves = 0;
    while (state.current_seat() >= 0 && moves < options.max_moves) {
      const int seat = state.current_seat();
      const auto entry = static_cast<std::size_t>(entry_of(seat - turned, n));
      SimEntry& e = report.entries[entry];
      if (e.clock.times_next()) {
        const double t0 = thread_seconds();
        const auto move = decide(state, seat, entry, robot_rng);
        e.clock.timed(e.times, (thread_seconds() - t0) * 1000.0);
        play_decision(state, move, random_seat[entry] != 0);
      } else {
        play_decision(state, decide(state, seat, entry, robot_rng), random_seat[entry] != 0);
      }
      settle_chance_quietly(state, chance);
      ++moves;
    }
    report.moves += moves;
    report.longest = std::max(report.longest, moves);
    ++report.games;
    const Places places = state.places();
    if (places.empty()) {
      ++report.unfinished;
      continue;
    }
    if constexpr (NamesEnding<S>) ++report.endings[std::string(state.ending())];
    const bool first_shared = std::count(places.begin(), places.end(), 1) > 1;
    for (int seat = 0; seat < n; ++seat) {
      auto& e = report.entries[static_cast<std::size_t>(((seat - g) % n + n) % n)];
      const int place = places[static_cast<std::size_t>(seat)];
      if (place == 1) {
        ++e.wins;
        if (first_shared) ++e.shared;
      }
      e.place_sum += place;
    }
  }
  report.seconds = thread_seconds() - start;
  for (std::size_t i = 0; i < robots.size(); ++i) {
    if (const auto* counting = dynamic_cast<const SearchCounting*>(robots[i].get())) {
      report.entries[i].search = counting->totals();
    }
  }
  return report;
}

}  // namespace tabletop
