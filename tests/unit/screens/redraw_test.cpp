// Fast at any size (34.6): a 200 x 60 window is redrawn after a move in well under 5 ms. Robots play
// every seat of each game at the instant pace and each frame drawn is timed (the same frames as
// draw_bench, which scripts/bench runs over 200 of them).
#include <doctest/doctest.h>

#include "bench/draw_frames.hpp"
#include "support/sanitized.hpp"

using namespace tabletop;

TEST_SUITE("screens") {
  TEST_CASE("a 200 x 60 window is redrawn after a move in under 5 ms, the median of 30 frames, every game") {
    for (const GameEntry& game : games()) {
      CAPTURE(game.id);
      const std::vector<bench::Frame> drawn = bench::frames_of(game, 30, 200, 60);
      REQUIRE(drawn.size() == 30);
      const double median_ms = bench::median(drawn, [](const bench::Frame& f) { return f.ms; });
      CAPTURE(median_ms);
      CHECK(median_ms < testing::time_limit_ms(5.0));
      CHECK(bench::median(drawn, [](const bench::Frame& f) { return f.cells; }) > 0);  // frames that show a move
    }
  }
}
