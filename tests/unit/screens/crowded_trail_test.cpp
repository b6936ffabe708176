// A Getaway square holding more players than its cell has room for says who and how many: the
// first letter and the count of the rest on the trail, every name on the line under the trail.
#include <doctest/doctest.h>

#include "support/cli_run.hpp"
#include "support/temp_dir.hpp"
#include "tabletop/app/app.hpp"
#include "tabletop/core/save_session.hpp"
#include "tabletop/ui/text_terminal.hpp"

using namespace tabletop;

namespace {

// The lines of the screen of a resumed Getaway game whose replay script is `script`.
std::vector<std::string> resumed_screen(const std::string& script) {
  testing::TempDir dir;
  const std::string path = dir.file("script.json", script);
  REQUIRE(testing::run({"replay", "getaway", path, "--autosave", "--save-dir", dir.path.string()}).status == 0);
  dir.file("settings.json", R"({"format":"tabletop-settings","version":1,"last_game":"getaway"})");
  SaveSession saves(dir.path);
  REQUIRE(saves.claim().empty());
  auto owned = std::make_unique<ui::TextTerminal>(100, 30);
  ui::TextTerminal& term = *owned;
  App app(AppOptions{false}, saves, std::move(owned));
  app.start();
  app.render();
  std::vector<std::string> lines;
  std::istringstream in(term.text());
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

}  // namespace

TEST_SUITE("screens") {
  TEST_CASE("six players on Start: the trail shows A+5 under Start, and the lines under the trail name all six") {
    const auto lines =
        resumed_screen(R"({"board": "slides.game", "players": ["Ann", "Bob", "Cy", "Di", "Ed", "Flo"], "turns": 0})");
    int start_row = -1;
    std::size_t start_col = std::string::npos;
    for (int i = 0; i < static_cast<int>(lines.size()) && start_row < 0; ++i) {
      start_col = lines[static_cast<std::size_t>(i)].find("[⌂]");
      if (start_col != std::string::npos) start_row = i;
    }
    REQUIRE(start_row >= 0);  // the cursor starts on Start, where everyone stands
    const std::string& under = lines[static_cast<std::size_t>(start_row + 1)];
    CHECK(under.compare(start_col, 3, "A+5") == 0);
    std::string below;  // the lines under the trail, joined: the names may wrap
    for (std::size_t i = static_cast<std::size_t>(start_row) + 2; i < lines.size(); ++i) below += lines[i] + " ";
    CHECK(below.find("Here: Ann (A), Bob (B), Cy (C), Di (D),") != std::string::npos);
    CHECK(below.find("Flo (F)") != std::string::npos);
  }
}
