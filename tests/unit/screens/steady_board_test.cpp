// The board keeps its place while a game is played: a suggestion or a long prompt taking a second
// and third line under it moves nothing on the board (at 80 x 24 it used to move up a line, or shrink).
#include <doctest/doctest.h>

#include <algorithm>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "support/cli_run.hpp"
#include "support/columns.hpp"
#include "support/headless.hpp"
#include "tabletop/registry/game_entry.hpp"
#include "tabletop/ui/keys.hpp"

using namespace tabletop;

namespace {

// Where the board is drawn: the first and last rows and columns with anything on them, left of the
// players panel and above `above`.
struct Extent {
  int top = -1;
  int bottom = -1;
  int left = -1;
  int right = -1;
  bool operator==(const Extent&) const = default;
};

// The players panel's left column.
std::size_t panel_x(const std::vector<std::u32string>& rows) {
  std::size_t panel = std::u32string::npos;
  for (const std::u32string& row : rows) {
    if (const std::size_t at = row.find(U"┌─ Players "); at != std::u32string::npos) panel = std::min(panel, at);
  }
  REQUIRE(panel != std::u32string::npos);
  return panel;
}

Extent board_extent(const std::vector<std::u32string>& rows, int above) {
  const int panel = static_cast<int>(panel_x(rows));
  Extent e;
  for (int y = 1; y < above; ++y) {
    const std::u32string& row = rows[static_cast<std::size_t>(y)];
    for (int x = 0; x + 1 < panel && x < static_cast<int>(row.size()); ++x) {
      if (row[static_cast<std::size_t>(x)] == U' ') continue;
      if (e.top < 0) e.top = y;
      e.bottom = y;
      e.left = e.left < 0 ? x : std::min(e.left, x);
      e.right = std::max(e.right, x);
    }
  }
  return e;
}

std::vector<std::u32string> screen_rows(testing::Headless& h) {
  std::vector<std::u32string> rows;
  for (const std::string& line : h.lines()) rows.push_back(testing::columns(line));
  return rows;
}

// The prompt's first row: the one under the players panel's last line.
int prompt_top(const std::vector<std::u32string>& rows) {
  const std::size_t panel = panel_x(rows);
  for (int y = static_cast<int>(rows.size()) - 1; y > 0; --y) {
    const std::u32string& row = rows[static_cast<std::size_t>(y)];
    if (panel < row.size() && row[panel] == U'└') return y + 1;
  }
  return -1;
}

int row_of(const std::vector<std::u32string>& rows, const std::u32string& text) {
  for (int y = static_cast<int>(rows.size()) - 1; y >= 0; --y) {
    if (rows[static_cast<std::size_t>(y)].find(text) != std::u32string::npos) return y;
  }
  return -1;
}

}  // namespace

TEST_SUITE("screens") {
  TEST_CASE("the board keeps its place when a suggestion and a long prompt take three lines under it") {
    int three_lines = 0;  // games whose prompt and suggestion took three lines or more
    for (const GameEntry& entry : games()) {
      const std::string& game = entry.id;
      CAPTURE(game);
      testing::Headless h;
      REQUIRE(
          testing::run({"sample", game, "--moves", "8", "--seed", "5", "--autosave", "--save-dir", h.dir.path.string()})
              .status == 0);
      // A long name makes the prompt wrap, as a person's may.
      const std::string save = (h.dir.path / (game + ".json")).string();
      std::ifstream in(save, std::ios::binary);
      std::ostringstream read;
      read << in.rdbuf();
      std::string text = read.str();
      for (std::size_t at = 0; (at = text.find("Player A", at)) != std::string::npos;) {
        text.replace(at, 8, "Bartholomew Quincey");
      }
      h.dir.file(game + ".json", text);
      h.dir.file("settings.json", testing::settings_text(game));
      h.launch(80, 24);
      if (h.text().find("Pass the keyboard") != std::string::npos) h.press('\n');
      const auto before = screen_rows(h);
      CAPTURE(h.text());
      h.press('S');
      h.shows_suggestion();  // Hard's move, or the one move there is (a roll)
      const auto after = screen_rows(h);
      CAPTURE(h.text());
      REQUIRE(std::max(row_of(after, U"Suggestion (Hard): "), row_of(after, U"Nothing to choose here")) > 0);
      int last = static_cast<int>(after.size()) - 2;  // the prompt's last line, above the footer
      while (last > 0 && after[static_cast<std::size_t>(last)].find_first_not_of(U' ') == std::u32string::npos) --last;
      const int lines = last - prompt_top(after) + 1;
      CAPTURE(lines);
      if (lines >= 3) ++three_lines;
      if (lines <= 3) CHECK(prompt_top(after) == prompt_top(before));  // the prompt keeps its place too
      const int above = std::min(prompt_top(before), prompt_top(after));
      const Extent was = board_extent(before, above), is = board_extent(after, above);
      CHECK(is.top == was.top);
      CHECK(is.left == was.left);
      // Archaeology's table grows the choices of the suggested move under it; the other boards show it in place.
      if (game != "archaeology") CHECK(is == was);
    }
    CHECK(three_lines >= 2);
  }
}

TEST_SUITE("screens") {
  // A refused move is said where the eye is, under the prompt in the warning tone (it used to stand at
  // the title line's far end), and the board stays where it was.
  TEST_CASE("a refusal stands under the prompt in the warning tone, and the board keeps its place") {
    testing::Headless h;
    const std::string script = h.dir.file("script.json", R"({"size": 5, "moves": []})");
    REQUIRE(testing::run({"replay", "pako", script, "--autosave", "--save-dir", h.dir.path.string()}).status == 0);
    h.dir.file("settings.json", testing::settings_text("pako"));
    h.launch(80, 24);
    h.press('\n');                                     // the prison picked (the cursor starts on its row)
    for (int i = 0; i < 6; ++i) h.press(ui::key::up);  // up to the boat, which is not boarded from the prison
    const auto before = screen_rows(h);
    h.press('\n');
    const auto after = screen_rows(h);
    CAPTURE(h.text());
    const int refusal = row_of(after, U"Not there: the boat is boarded");
    REQUIRE(refusal > 0);
    CHECK(refusal == prompt_top(after) + 1);              // the line under the prompt's
    CHECK(refusal < static_cast<int>(after.size()) - 1);  // above the footer
    CHECK(h.tone_of("Not there: the boat") == 'w');
    CHECK(h.lines().front().find("Not there") == std::string::npos);  // not on the title line
    CHECK(prompt_top(after) == prompt_top(before));
    const int above = prompt_top(before);
    CHECK(board_extent(after, above) == board_extent(before, above));
    // It stands until the next key.
    h.press(ui::key::down);
    CHECK(h.text().find("Not there") == std::string::npos);
  }
}
