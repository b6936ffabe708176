#include "tabletop/core/sim.hpp"

#include <cmath>
#include <numeric>

namespace tabletop {

double DecisionTimes::mean() const {
  return ms.empty() ? 0.0 : std::accumulate(ms.begin(), ms.end(), 0.0) / static_cast<double>(ms.size());
}

double DecisionTimes::percentile(double p) const {
  if (ms.empty()) return 0.0;
  std::vector<double> sorted = ms;
  std::sort(sorted.begin(), sorted.end());
  const auto index = static_cast<std::size_t>(std::ceil(p * static_cast<double>(sorted.size())));
  return sorted[std::min(sorted.size() - 1, index == 0 ? 0 : index - 1)];
}

namespace {
double rounded(double x) { return std::round(x * 1000.0) / 1000.0; }
}  // namespace

json SimReport::to_json() const {
  json seats = json::array();
  const int finished = games - unfinished;
  for (const auto& e : entries) {
    seats.push_back(json{{"style", e.style},
                         {"wins", e.wins},
                         {"win_rate", finished > 0 ? rounded(e.wins / static_cast<double>(finished)) : 0.0},
                         {"mean_place", finished > 0 ? rounded(e.place_sum / finished) : 0.0},
                         {"decision_ms", json{{"mean", rounded(e.times.mean())},
                                              {"median", rounded(e.times.percentile(0.5))},
                                              {"p99", rounded(e.times.percentile(0.99))},
                                              {"worst", rounded(e.times.worst())}}}});
  }
  return json{{"games", games},
              {"unfinished", unfinished},
              {"mean_moves", games > 0 ? rounded(static_cast<double>(moves) / games) : 0.0},
              {"games_per_second", seconds > 0 ? rounded(games / seconds) : 0.0},
              {"moves_per_second", seconds > 0 ? rounded(static_cast<double>(moves) / seconds) : 0.0},
              {"seats", std::move(seats)}};
}

}  // namespace tabletop
