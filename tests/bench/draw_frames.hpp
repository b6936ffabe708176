#pragma once
// Frames drawn while robots play every seat of a game at the instant pace, in a window in memory:
// each one timed, with the cells it changed and their characters' bytes. draw_bench measures them
// per game; a unit test keeps each game's median under the 5 ms of issue 34.
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <memory>
#include <string>
#include <vector>

#include "tabletop/app/app.hpp"
#include "tabletop/core/save_session.hpp"
#include "tabletop/registry/game_entry.hpp"
#include "tabletop/ui/text_terminal.hpp"

namespace tabletop::bench {

using Clock = std::chrono::steady_clock;

struct Frame {
  double ms = 0;
  long cells = 0;
  long bytes = 0;
};

inline std::vector<ui::TextTerminal::Cell> cells_of(const ui::TextTerminal& term) {
  std::vector<ui::TextTerminal::Cell> cells;
  for (int y = 0; y < term.height(); ++y) {
    for (int x = 0; x < term.width(); ++x) cells.push_back(term.cell(x, y));
  }
  return cells;
}

// Up to `frames` frames of a robots' game of `game`, kept in `dir` and resumed in a window this size.
// The game ends there: the frames after it are not moves.
inline std::vector<Frame> play(const GameEntry& game, std::uint64_t seed, const std::filesystem::path& dir, int frames,
                               int width, int height) {
  ReplayResult sample = game.sample(json::object(), seed, 4, {});
  for (json& seat : sample.match["seats"])
    seat = json{{"name", "Robot"}, {"robot", true}, {"style", game.style_ids.front()}};
  {
    SaveSession saves(dir);
    if (!saves.claim().empty() || !saves.save_game(game.id, sample.match, false).empty()) return {};
  }
  std::ofstream(dir / "settings.json") << R"({"format":"tabletop-settings","version":1,"last_game":")" << game.id
                                       << R"(","global":{"robot_pace_ms":0}})";
  SaveSession saves(dir);
  if (!saves.claim().empty()) return {};
  auto owned = std::make_unique<ui::TextTerminal>(width, height);
  ui::TextTerminal& term = *owned;
  App app(AppOptions{}, saves, std::move(owned));
  app.start();
  app.render();
  std::vector<Frame> out;
  const auto deadline = Clock::now() + std::chrono::seconds(20);
  while (static_cast<int>(out.size()) < frames && Clock::now() < deadline && app.top_title() != "Game over") {
    const auto before = cells_of(term);
    const long drawn = term.frames();
    app.idle();
    const auto t0 = Clock::now();
    app.render();
    const double ms = std::chrono::duration<double, std::milli>(Clock::now() - t0).count();
    if (term.frames() == drawn) {
      usleep(200);  // a robot thinking
      continue;
    }
    Frame frame{ms, 0, 0};
    const auto after = cells_of(term);
    for (std::size_t i = 0; i < after.size(); ++i) {
      if (after[i] == before[i] || after[i].covered) continue;
      ++frame.cells;
      std::string utf8;
      ui::append_utf8(utf8, after[i].character);
      frame.bytes += static_cast<long>(utf8.size());
    }
    out.push_back(frame);
  }
  app.finish();
  return out;
}

// Up to `frames` frames of `game`, over as many games (seeds 1, 2, ...) as it takes, up to 20.
inline std::vector<Frame> frames_of(const GameEntry& game, int frames, int width, int height) {
  std::vector<Frame> drawn;
  for (std::uint64_t seed = 1; seed <= 20 && static_cast<int>(drawn.size()) < frames; ++seed) {
    std::string pattern = (std::filesystem::temp_directory_path() / "tabletop-draw-XXXXXX").string();
    const std::filesystem::path dir = mkdtemp(pattern.data());
    const std::vector<Frame> more = play(game, seed, dir, frames - static_cast<int>(drawn.size()), width, height);
    std::filesystem::remove_all(dir);
    if (more.empty()) break;
    drawn.insert(drawn.end(), more.begin(), more.end());
  }
  return drawn;
}

template <class Field>
double median(std::vector<Frame> frames, Field field) {
  std::sort(frames.begin(), frames.end(), [&](const Frame& a, const Frame& b) { return field(a) < field(b); });
  return frames.empty() ? 0 : static_cast<double>(field(frames[frames.size() / 2]));
}

}  // namespace tabletop::bench
