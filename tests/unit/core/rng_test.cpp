#include <doctest/doctest.h>

#include <algorithm>
#include <nlohmann/json.hpp>
#include <set>

#include "tabletop/core/rng.hpp"
#include "tabletop/core/seeds.hpp"
#include "tabletop/core/sim.hpp"

using tabletop::Rng;

TEST_SUITE("core") {
  TEST_CASE("the generator gives the same sequence for the same seed and another for another seed") {
    Rng a(42), b(42), c(43);
    bool differs = false;
    for (int i = 0; i < 100; ++i) {
      const auto x = a.next();
      CHECK(x == b.next());
      differs = differs || x != c.next();
    }
    CHECK(differs);
  }

  TEST_CASE("below() stays in range and is roughly uniform") {
    Rng rng(7);
    std::vector<int> counts(6, 0);
    for (int i = 0; i < 60000; ++i) {
      const int v = rng.below(6);
      REQUIRE(v >= 0);
      REQUIRE(v < 6);
      ++counts[static_cast<std::size_t>(v)];
    }
    for (int count : counts) CHECK(std::abs(count - 10000) < 500);
    CHECK(rng.below(1) == 0);
    for (int i = 0; i < 100; ++i) {
      const int v = rng.between(-3, 3);
      CHECK(v >= -3);
      CHECK(v <= 3);
    }
  }

  TEST_CASE("shuffle is a permutation and depends on the seed") {
    std::vector<int> items(52);
    for (int i = 0; i < 52; ++i) items[static_cast<std::size_t>(i)] = i;
    auto a = items, b = items;
    Rng r1(1), r2(2);
    r1.shuffle(a);
    r2.shuffle(b);
    CHECK(a != items);
    CHECK(a != b);
    std::sort(a.begin(), a.end());
    CHECK(a == items);
  }

  TEST_CASE("the generator's state survives JSON and goes on with the same numbers") {
    Rng rng(99);
    for (int i = 0; i < 10; ++i) rng.next();
    Rng copy = Rng::from_json(rng.to_json());
    CHECK(copy == rng);
    for (int i = 0; i < 50; ++i) CHECK(copy.next() == rng.next());
  }

  TEST_CASE("a bad generator state is refused") {
    using nlohmann::json;
    CHECK_THROWS(Rng::from_json(json::array({"1", "2", "3"})));
    CHECK_THROWS(Rng::from_json(json::array({"1", "2", "3", "xyz"})));
    CHECK_THROWS(Rng::from_json(json::array({"0", "0", "0", "0"})));
    CHECK_THROWS(Rng::from_json(json::array({1, 2, 3, 4})));
    CHECK_THROWS(Rng::from_json(json::array({"11111111111111111", "2", "3", "4"})));
  }
}

TEST_CASE("one seed story: sim runs with neighbouring seeds share no games, and every stream is its own") {
  std::set<std::uint64_t> first, second;
  for (std::uint64_t g = 0; g < 1000; ++g) {
    first.insert(tabletop::derive_seed(1, tabletop::Stream::sim_game, g));
    second.insert(tabletop::derive_seed(2, tabletop::Stream::sim_game, g));
  }
  CHECK(first.size() == 1000);
  for (auto seed : second) CHECK(first.count(seed) == 0);
  CHECK(tabletop::derive_seed(7, tabletop::Stream::robots) != tabletop::derive_seed(7, tabletop::Stream::sim_game));
  CHECK(tabletop::derive_seed(7, tabletop::Stream::robots) != 7);
  // splitmix64's published first output for seed 0 (the mixing every machine must agree on).
  CHECK(tabletop::mix64(0) == 0xe220a8397b1dcdafULL);
}

TEST_CASE("decision times: flat memory, the mean and worst exact, a percentile within 5% and never above the worst") {
  tabletop::DecisionTimes times;
  for (int i = 1; i <= 1000; ++i) times.add(i / 100.0);  // 0.01 ms .. 10 ms
  CHECK(times.count == 1000);
  CHECK(times.mean() == doctest::Approx(5.005));
  CHECK(times.worst() == doctest::Approx(10.0));
  CHECK(times.percentile(0.5) >= 5.0);
  CHECK(times.percentile(0.5) <= 5.0 * 1.05);
  CHECK(times.percentile(0.99) >= 9.9);
  CHECK(times.percentile(0.99) <= 9.9 * 1.05);
  CHECK(times.percentile(1.0) == doctest::Approx(10.0));
  times.add(1e9);  // beyond the last bucket: still counted, and the worst
  CHECK(times.worst() == doctest::Approx(1e9));
  CHECK(tabletop::DecisionTimes{}.percentile(0.5) == 0.0);
}

TEST_CASE("decision clock: a fast robot's decisions are sampled one in kStride after a trial, a slow one's all timed") {
  using tabletop::DecisionClock;
  const auto timed_of = [](double ms, long decisions) {
    DecisionClock clock;
    tabletop::DecisionTimes times;
    long timed = 0;
    for (long i = 0; i < decisions; ++i) {
      if (!clock.times_next()) continue;
      clock.timed(times, ms);
      ++timed;
    }
    CHECK(times.count == timed);
    return timed;
  };
  const long decisions = DecisionClock::kTrial + DecisionClock::kStride * 100;
  CHECK(timed_of(DecisionClock::kFastMs / 2, decisions) == DecisionClock::kTrial + 100);
  CHECK(timed_of(DecisionClock::kFastMs * 2, decisions) == decisions);
}

TEST_CASE("decision clock: a slow first trial is judged again, so a robot fast from then on is sampled") {
  using tabletop::DecisionClock;
  DecisionClock clock;
  tabletop::DecisionTimes times;
  const long decisions = 2 * DecisionClock::kTrial + DecisionClock::kStride * 100;
  long timed = 0;
  for (long i = 0; i < decisions; ++i) {
    if (!clock.times_next()) continue;
    // A cold start: the first trial is slow, every later decision fast.
    clock.timed(times, i < DecisionClock::kTrial ? DecisionClock::kFastMs * 100 : DecisionClock::kFastMs / 2);
    ++timed;
  }
  CHECK(timed == 2 * DecisionClock::kTrial + 100);
}
