// Boards that grow with the window and look right: Pako's yard boxed as soon as the boxes fit (its
// prisoners then inside the prison and the boat), and the cursor back on the prisoner a move taken
// back returns.
#include <doctest/doctest.h>

#include <algorithm>
#include <sstream>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "support/cli_run.hpp"
#include "support/columns.hpp"
#include "support/headless.hpp"
#include "tabletop/ui/keys.hpp"

using namespace tabletop;

namespace {

// A two-person Pako game at its start (a 9 x 9 yard), opened at width x height.
void launch_pako(testing::Headless& h, int width, int height) {
  const auto replayed = testing::run(
      {"replay", "pako", h.dir.file("script.json", R"({"size": 9, "players": 2, "seats": ["person", "person"]})"),
       "--autosave", "--save-dir", h.dir.path.string()});
  REQUIRE(replayed.status == 0);
  h.dir.file("settings.json", testing::settings_text("pako"));
  h.launch(width, height);
}

// The screen left of the players panel, line by line.
std::vector<std::u32string> board_part(testing::Headless& h) {
  std::vector<std::u32string> rows;
  std::size_t panel = std::u32string::npos;
  for (const std::string& line : h.lines()) {
    rows.push_back(testing::columns(line));
    if (const std::size_t at = rows.back().find(U"┌─ Players "); at != std::u32string::npos) panel = at;
  }
  REQUIRE(panel != std::u32string::npos);
  for (std::u32string& row : rows) row = row.substr(0, std::min(row.size(), panel));
  return rows;
}

bool boxed(const std::vector<std::u32string>& rows) {
  for (const std::u32string& row : rows) {
    if (row.find(U"┼") != std::u32string::npos) return true;
  }
  return false;
}

// The line with A's prisoners in the prison: inside it on a boxed yard, under the board on a small one.
std::u32string prison_line(const std::vector<std::u32string>& rows) {
  for (const std::u32string& row : rows) {
    if (row.find(U"AAAA") != std::u32string::npos) return row;
  }
  return U"";
}

}  // namespace

TEST_SUITE("screens") {
  TEST_CASE("Pako: the yard is boxed from 100 x 30 on, its prisoners in the prison; every size shows them") {
    struct Size {
      int width, height;
      bool boxed;
    };
    for (const Size size : {Size{80, 24, false}, Size{100, 30, true}, Size{120, 36, true}, Size{120, 40, true}}) {
      CAPTURE(size.width);
      CAPTURE(size.height);
      testing::Headless h;
      launch_pako(h, size.width, size.height);
      CAPTURE(h.text());
      const auto rows = board_part(h);
      CHECK(boxed(rows) == size.boxed);
      // Each player's four prisoners start in the prison, shown as pieces on the prison's line.
      const std::u32string prison = prison_line(rows);
      CHECK(prison.find(U"AAAA") != std::u32string::npos);
      CHECK(prison.find(U"BBBB") != std::u32string::npos);
    }
  }
}

namespace {

// The column of `what` in the first row that has it, and that row; -1 when none has.
std::pair<int, int> find_in(const std::vector<std::u32string>& rows, const std::u32string& what) {
  for (std::size_t y = 0; y < rows.size(); ++y) {
    if (const std::size_t x = rows[y].find(what); x != std::u32string::npos)
      return {static_cast<int>(x), static_cast<int>(y)};
  }
  return {-1, -1};
}

}  // namespace

TEST_SUITE("screens") {
  // Ludo's boxed boards: marks in pairs round a token, on the ready square too; the chosen token keeps
  // its brackets in its yard; the hint tag beside its move; the ready square's R where a token's letters
  // stand in their box, one square's width from the token beside it.
  TEST_CASE("Ludo from 120 x 40 to 200 x 60: marks in pairs, the hint beside its move, R in line with tokens") {
    struct Size {
      int width, height;
      const char* chosen;  // B's token q in its yard, chosen
      const char* landed;  // the same on B's ready square, just landed
    };
    for (const Size size :
         {Size{120, 40, "[Bq]", "»Bq«"}, Size{160, 48, "[Bq ]", "»Bq «"}, Size{200, 60, "[ Bq  ]", "» Bq  «"}}) {
      CAPTURE(size.width);
      testing::Headless h;
      REQUIRE(testing::run(
                  {"sample", "ludo", "--moves", "8", "--seed", "5", "--autosave", "--save-dir", h.dir.path.string()})
                  .status == 0);
      h.dir.file("settings.json", testing::settings_text("ludo"));
      h.launch(size.width, size.height);
      for (int i = 0; i < 12 && h.text().find("pick a move") == std::string::npos; ++i) h.press('\n');
      CAPTURE(h.text());
      REQUIRE(h.text().find("Player B rolled 6") != std::string::npos);
      auto rows = board_part(h);
      // The tag two columns after its move: "q: H → R  the rule's".
      CHECK(find_in(rows, U"q: H → R  the rule's").second >= 0);
      CHECK(find_in(rows, testing::columns(size.chosen)).second >= 0);
      h.press('\n');  // q onto the ready square
      rows = board_part(h);
      CAPTURE(h.text());
      const auto [landed_x, landed_y] = find_in(rows, testing::columns(size.landed));
      REQUIRE(landed_y >= 0);
      const std::u32string& ready = rows[static_cast<std::size_t>(landed_y)];
      CHECK(std::count(ready.begin(), ready.end(), U'»') == 1);
      CHECK(std::count(ready.begin(), ready.end(), U'«') == 1);
      // R one square on from the token's letters: a square's width, border to border on the track.
      const std::size_t sign = ready.find(U'R', static_cast<std::size_t>(landed_x));
      REQUIRE(sign != std::u32string::npos);
      const auto [track_x, track_y] = find_in(rows, U"┼");
      REQUIRE(track_y >= 0);
      const std::u32string& border = rows[static_cast<std::size_t>(track_y)];
      const int pitch = static_cast<int>(border.find(U'┼', static_cast<std::size_t>(track_x) + 1)) - track_x;
      const std::size_t letters = ready.find(U'B', static_cast<std::size_t>(landed_x));
      CHECK(static_cast<int>(sign) - static_cast<int>(letters) == pitch);
    }
  }
}

namespace {

// Box-drawing characters reaching down out of their cell, and up out of it.
bool reaches_down(char32_t c) { return std::u32string_view(U"│┌┐├┤┬┼┃┏┓┣┫┳╋").find(c) != std::u32string_view::npos; }
bool reaches_up(char32_t c) { return std::u32string_view(U"│└┘├┤┴┼┃┗┛┣┫┻╋").find(c) != std::u32string_view::npos; }

// Where a line of the board's boxes or frames stops short, something drawn over it: "row:column".
std::vector<std::string> broken_lines(const std::vector<std::u32string>& rows) {
  std::vector<std::string> broken;
  for (std::size_t y = 1; y < rows.size(); ++y) {
    for (std::size_t x = 0; x < rows[y - 1].size(); ++x) {
      if (!reaches_down(rows[y - 1][x])) continue;
      if (x >= rows[y].size() || !reaches_up(rows[y][x])) broken.push_back(std::to_string(y) + ":" + std::to_string(x));
    }
  }
  return broken;
}

bool marked(const std::vector<std::u32string>& rows) {
  for (const std::u32string& row : rows) {
    if (row.find_first_of(U"»«‹›") != std::u32string::npos) return true;
  }
  return false;
}

}  // namespace

TEST_SUITE("screens") {
  // At zoom 2 a square's inside is three columns: the marks round a token must not take the
  // borders' place on either side of it.
  TEST_CASE("Ludo at 120 x 40: marks round tokens leave the squares' borders whole") {
    testing::Headless h;
    h.launch_replayed("ludo", R"({"players": ["A", "C"], "seats": ["person", "person"], "choose_moves": true,
                                  "seed": 3, "turns": []})",
                      120, 40);
    int frames_marked = 0;
    for (int i = 0; i < 60 && h.text().find("Game over") == std::string::npos; ++i) {
      const auto rows = board_part(h);
      CAPTURE(h.text());
      CHECK(broken_lines(rows) == std::vector<std::string>{});
      if (marked(rows)) ++frames_marked;
      h.press('\n');
    }
    CHECK(frames_marked > 20);
  }
}

TEST_SUITE("screens") {
  // After undo the cursor is on the prisoner that moved back (or on the prison row it went back to), so
  // that Enter picks it again; a suggested square safe from the guard keeps its + in the suggestion's tone.
  TEST_CASE("Ludo: a stack shows its owner's letter twice, not a number that reads as a home square") {
    for (const ui::Size size : {ui::Size{80, 24}, ui::Size{160, 48}}) {
      CAPTURE(size.w);
      testing::Headless h;
      // Both of A's tokens out on 6s, then each 2 on: a stack on A's second space.
      h.launch_replayed("ludo",
                        R"({"players": ["A", "C"], "seats": ["person", "person"],
                            "turns": [["A", 6], ["A", 6], ["A", 2], ["C", 1], ["A", 2]]})",
                        size.w, size.h);
      h.press('#');  // the track's numbers and the home squares' names shown: A2 is a square
      int stacks = 0;
      for (const std::string& line : h.lines()) {
        if (line.find("a stack") != std::string::npos) continue;  // the legend's own example
        for (std::size_t at = line.find("AA"); at != std::string::npos; at = line.find("AA", at + 2)) ++stacks;
      }
      CAPTURE(h.text());
      CHECK(stacks == 1);
      CHECK(h.text().find("AA a stack") != std::string::npos);
    }
  }

  TEST_CASE("Pako: with a prisoner picked, the hints mark its safe squares only") {
    // Figure 3 of the rules, B to move: B's hints are (2,4), (3,5), (4,4) for the prisoner in (3,4), and
    // (4,5) for the one in (5,5).
    testing::Headless h;
    h.launch_replayed("pako", R"({"size": 5, "players": 2, "seed": 1, "seats": ["person", "person"],
      "position": {"guards": [3,2,2,2,3], "turn": 1,
                   "players": [{"yard": [[3,1],[5,1]], "boat": 0}, {"yard": [[3,4],[5,5]], "boat": 0}]},
      "moves": []})",
                      80, 24);
    const auto row_of = [&h](const char32_t* label) {
      for (std::u32string row : board_part(h)) {
        if (row.rfind(label, 0) != 0) continue;
        while (!row.empty() && row.back() == U' ') row.pop_back();
        return row;
      }
      return std::u32string();
    };
    CHECK(row_of(U"  4  ") == U"  4  │ · │ ◆ │ · │ + │ + │");
    h.press(ui::key::up);  // from the prison, under column 3, to the prisoner in (3,4)
    h.press(ui::key::up);
    h.press(ui::key::up);
    h.press(ui::key::right);
    h.press('\n');
    REQUIRE(h.text().find("pick where it goes") != std::string::npos);
    // (4,5) is not this prisoner's to reach: no mark; its unsafe squares are marked as moves, not safe.
    CHECK(row_of(U"  4  ") == U"  4  │ · │ ◆ │ · │ + │ · │");
    CHECK(row_of(U"  3  ").find(U"│ ∘ ┃ B ┃ + │") != std::u32string::npos);
    CHECK(row_of(U"  2  ") == U"  2  │ · │ ◆ │ * │ + │ · │");
  }

  TEST_CASE("Pako: undo puts the cursor on the prisoner moved back; a suggested safe square keeps its +") {
    testing::Headless h;
    launch_pako(h, 80, 24);
    const auto picked = [&h] { return h.text().find("Player A: pick where it goes") != std::string::npos; };
    h.press('\n');  // A: the prison, then column 4 of row 9
    h.press(ui::key::up);
    h.press(ui::key::left);
    h.press('\n');
    REQUIRE(h.text().find("Player B: pick") != std::string::npos);
    h.press('u');
    h.press('\n');
    CHECK(picked());  // the cursor was on the prison row
    h.press(ui::key::up);
    h.press('\n');
    h.press(ui::key::down);  // B: the prison, then column 3 of row 9
    h.press('\n');
    h.press(ui::key::up);
    h.press(ui::key::left);
    h.press('\n');
    h.press(ui::key::right);  // A: the prisoner in column 4 of row 9 up to row 8
    h.press('\n');
    h.press(ui::key::up);
    h.press('\n');
    REQUIRE(h.text().find("Player B: pick") != std::string::npos);
    h.press('u');
    h.press('\n');
    CHECK(picked());  // the cursor was on the prisoner back in row 9
    CAPTURE(h.text());
    h.press(ui::key::escape);
    h.press('S');
    REQUIRE(h.shows_within("Suggestion (Hard): from the prison up column 6 to row 8"));
    const auto rows = h.lines();
    std::vector<std::string> tones;
    std::istringstream in(h.term->tones());
    for (std::string line; std::getline(in, line);) tones.push_back(line);
    int found = 0;
    for (std::size_t y = 0; y < rows.size(); ++y) {
      const std::u32string row = testing::columns(rows[y]);
      const std::size_t x = row.find(U"[+]");
      if (x == std::u32string::npos) continue;
      ++found;
      CHECK(tones[y][x + 1] == 'a');  // the target's tone, where a plain hint's + is in the hint's
    }
    CHECK(found == 1);
  }
}

// A person who comes back to a Ludo game (relaunched, or a friend rejoining a hosted table) sees who
// rolled the die shown, as the player who watched the roll did: the log's last roll says whose it was.
TEST_SUITE("screens") {
  TEST_CASE("Ludo's die line says who rolled it when the game is resumed after the roll") {
    testing::Headless h;
    h.launch_replayed("ludo", R"({"players": ["A", "B"], "turns": [["A", 6], ["A", 1], ["B", 5]]})");
    const std::string shown = h.text();
    CAPTURE(shown);
    CHECK(shown.find("[5] rolled by B") != std::string::npos);
  }
}
