// Redrawing a large window after a move, per game: robots play every seat at the instant pace in a
// window of W x H (200 x 60 unless told), and each frame drawn while they play is timed, with the
// cells it changed and their characters' bytes (what a terminal is sent for them, before the cursor
// moves between them). Medians and the slowest are printed as JSON lines.
//   draw_bench [FRAMES] [WIDTH] [HEIGHT]
// Getaway's board comes from data/: found by itself when run from its build tree; a copy run from
// elsewhere is told where it is with TABLETOP_DATA_DIR=<source tree>/data.
#include <algorithm>
#include <exception>
#include <iostream>
#include <string>

#include "draw_frames.hpp"

using namespace tabletop;

int main(int argc, char** argv) {
  const int frames = argc > 1 ? std::stoi(argv[1]) : 200;
  const int width = argc > 2 ? std::stoi(argv[2]) : 200;
  const int height = argc > 3 ? std::stoi(argv[3]) : 60;
  int status = 0;
  for (const auto& game : games()) {
    std::vector<bench::Frame> drawn;
    try {
      drawn = bench::frames_of(game, frames, width, height);
    } catch (const std::exception& e) {
      std::cerr << "draw_bench: " << game.id << ": " << e.what()
                << "\n  (run from its build tree it reads the source tree's data/; a copy run from elsewhere "
                   "needs TABLETOP_DATA_DIR=<source tree>/data)\n";
      status = 1;
      continue;
    }
    if (drawn.empty()) status = 1;
    double worst = 0;
    for (const bench::Frame& f : drawn) worst = std::max(worst, f.ms);
    std::cout << json{{"game", game.id},
                      {"size", std::to_string(width) + "x" + std::to_string(height)},
                      {"frames", drawn.size()},
                      {"draw_ms_median", bench::median(drawn, [](const bench::Frame& f) { return f.ms; })},
                      {"draw_ms_worst", worst},
                      {"cells_median", bench::median(drawn, [](const bench::Frame& f) { return f.cells; })},
                      {"bytes_median", bench::median(drawn, [](const bench::Frame& f) { return f.bytes; })}}
                     .dump()
              << "\n";
  }
  return status;
}
