#pragma once
// What a search robot counts of its decisions, apart from the search itself, so that a sim can
// report it for any robot without knowing the game (core/search_robot.hpp does the counting).
#include <mutex>

namespace tabletop {

// What a search did, for tests and the benchmark.
struct SearchReport {
  int iterations = 0;
  int nodes = 0;
  double ms = 0;          // thread CPU time
  long pool_growths = 0;  // times the search's own memory grew during this decision
  bool searched = false;  // false when there was one move only, or none
};

// Figures summed over a robot's decisions (the benchmark reads them).
struct SearchTotals {
  long decisions = 0;  // decisions that searched
  long long iterations = 0;
  double ms = 0;
};

// Every search robot, whatever its game: what the benchmark and tests read.
class SearchCounting {
 public:
  virtual ~SearchCounting() = default;
  SearchTotals totals() const {
    std::lock_guard lock(totals_mutex_);
    return totals_;
  }
  SearchReport last() const {  // the latest decision's
    std::lock_guard lock(totals_mutex_);
    return last_;
  }

 protected:
  void count(const SearchReport& r) const {
    std::lock_guard lock(totals_mutex_);
    last_ = r;
    if (!r.searched) return;
    ++totals_.decisions;
    totals_.iterations += r.iterations;
    totals_.ms += r.ms;
  }

 private:
  mutable std::mutex totals_mutex_;
  mutable SearchTotals totals_;
  mutable SearchReport last_;
};

}  // namespace tabletop
