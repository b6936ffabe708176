// Save and load times of a game file, per game: a game in progress is written to a scratch save
// directory and read back (parse, version check, full validation) many times; medians are printed
// as JSON lines.
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <iostream>
#include <vector>

#include "tabletop/core/save_session.hpp"
#include "tabletop/registry/game_entry.hpp"

namespace {

using Clock = std::chrono::steady_clock;

template <class F>
double median_us(int runs, F&& work) {
  std::vector<double> times;
  for (int i = 0; i < runs; ++i) {
    const auto t0 = Clock::now();
    work();
    times.push_back(std::chrono::duration<double, std::micro>(Clock::now() - t0).count());
  }
  std::sort(times.begin(), times.end());
  return times[times.size() / 2];
}

}  // namespace

int main(int argc, char** argv) {
  const int moves = argc > 1 ? std::stoi(argv[1]) : 200;
  std::string pattern = (std::filesystem::temp_directory_path() / "tabletop-bench-XXXXXX").string();
  const std::filesystem::path dir = mkdtemp(pattern.data());
  tabletop::SaveSession store(dir);
  for (const auto& game : tabletop::games()) {
    const tabletop::ReplayResult sample = game.sample(tabletop::json::object(), 1, moves, {});
    const double save = median_us(50, [&] { store.save_game(game.id, sample.match, sample.finished); });
    const double load = median_us(50, [&] {
      const tabletop::LoadedDocument loaded = store.read_game(game.id);
      (void)game.summary(loaded.doc["match"]);
    });
    const auto bytes = std::filesystem::file_size(store.game_path(game.id));
    std::cout << tabletop::json{{"game", game.id}, {"save_us", save}, {"load_us", load}, {"bytes", bytes}}.dump()
              << "\n";
  }
  std::filesystem::remove_all(dir);
  return 0;
}
