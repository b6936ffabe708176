#include "tabletop/core/sim.hpp"

#include <time.h>

#include <cmath>
#include <numeric>

namespace tabletop {

double thread_seconds() {
  timespec t{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_nsec) * 1e-9;
}

namespace {
constexpr double kFirstEdgeMs = 0.001;
constexpr double kStep = 1.05;
double upper_edge(int bucket) { return kFirstEdgeMs * std::pow(kStep, bucket); }
}  // namespace

void DecisionTimes::add(double ms) {
  ++count;
  sum_ms += ms;
  worst_ms = std::max(worst_ms, ms);
  int bucket = ms <= kFirstEdgeMs ? 0 : static_cast<int>(std::ceil(std::log(ms / kFirstEdgeMs) / std::log(kStep)));
  ++buckets[static_cast<std::size_t>(std::clamp(bucket, 0, kBuckets - 1))];
}

double DecisionTimes::percentile(double p) const {
  if (count == 0) return 0.0;
  const auto wanted = std::max<long>(1, static_cast<long>(std::ceil(p * static_cast<double>(count))));
  long seen = 0;
  for (int b = 0; b < kBuckets; ++b) {
    seen += buckets[static_cast<std::size_t>(b)];
    if (seen >= wanted) return std::min(upper_edge(b), worst_ms);
  }
  return worst_ms;
}

namespace {
double rounded(double x) { return std::round(x * 1000.0) / 1000.0; }
}  // namespace

std::pair<double, double> win_rate_interval(int wins, int games) {
  if (games <= 0) return {0.0, 1.0};
  // Wilson's score interval: unlike the normal one, it stays inside 0..1 and holds near either end.
  constexpr double z = 1.959964;
  const double n = games;
  const double p = wins / n;
  const double centre = (p + z * z / (2 * n)) / (1 + z * z / n);
  const double half = z / (1 + z * z / n) * std::sqrt(p * (1 - p) / n + z * z / (4 * n * n));
  return {std::max(0.0, centre - half), std::min(1.0, centre + half)};
}

json SimReport::to_json() const {
  json seats = json::array();
  const int finished = games - unfinished;
  for (const auto& e : entries) {
    // A first place shared is no win: "wins" and the rate count first places held alone.
    const int outright = e.wins - e.shared;
    const auto [low, high] = win_rate_interval(outright, finished);
    seats.push_back(json{{"style", e.style},
                         {"wins", outright},
                         {"shared_wins", e.shared},
                         {"win_rate", finished > 0 ? rounded(outright / static_cast<double>(finished)) : 0.0},
                         {"win_rate_95", json::array({rounded(low), rounded(high)})},
                         {"mean_place", finished > 0 ? rounded(e.place_sum / finished) : 0.0},
                         {"decision_ms", json{{"mean", rounded(e.times.mean())},
                                              {"median", rounded(e.times.percentile(0.5))},
                                              {"p99", rounded(e.times.percentile(0.99))},
                                              {"worst", rounded(e.times.worst())}}}});
    if (e.search.decisions > 0) {  // a search robot: how fast it searched
      seats.back()["search"] = json{
          {"decisions", e.search.decisions},
          {"iterations_per_decision", rounded(static_cast<double>(e.search.iterations) / e.search.decisions)},
          {"iterations_per_second", e.search.ms > 0 ? std::round(e.search.iterations / (e.search.ms / 1000.0)) : 0.0},
          {"mean_ms", rounded(e.search.ms / e.search.decisions)}};
    }
  }
  json out{{"games", games},
           {"unfinished", unfinished},
           {"mean_moves", games > 0 ? rounded(static_cast<double>(moves) / games) : 0.0},
           {"longest_moves", longest},
           {"games_per_second", seconds > 0 ? rounded(games / seconds) : 0.0},
           {"moves_per_second", seconds > 0 ? rounded(static_cast<double>(moves) / seconds) : 0.0},
           {"seats", std::move(seats)}};
  if (!endings.empty()) out["endings"] = endings;
  return out;
}

}  // namespace tabletop
