// A setup longer than the window (Igel for six on 24 lines: seventeen choices) scrolls: the row under
// the cursor is always in sight with its note whole below, a line says where the rest is, and a
// click picks the row drawn under it. The rows and the Start line used to run off the bottom.
#include <doctest/doctest.h>

#include <set>
#include <sstream>
#include <string>

#include "support/headless.hpp"
#include "tabletop/registry/game_entry.hpp"
#include "tabletop/ui/keys.hpp"

using namespace tabletop;

namespace {

// The label of the row under the cursor ("Seat E", "[ Start ]"), or "" when no row has the cursor.
std::string cursor_row(testing::Headless& h) {
  for (const std::string& line : h.lines()) {
    if (line.rfind("  ▶ ", 0) != 0) continue;
    const std::string rest = line.substr(std::string("  ▶ ").size());
    return rest.substr(0, rest.find("  "));
  }
  return "";
}

bool shows(testing::Headless& h, const std::string& what) { return h.text().find(what) != std::string::npos; }

// The note's last words are on the screen (the note is whole), however it was wrapped: how to go on
// from a choice or from Start.
bool note_whole(testing::Headless& h) {
  std::istringstream in(h.text());
  std::string words;
  for (std::string word; in >> word;) words += " " + word;
  return words.find(" move between the choices.") != std::string::npos ||
         words.find(" go back to the choices.") != std::string::npos;
}

}  // namespace

TEST_SUITE("screens") {
  TEST_CASE("a setup longer than the window scrolls, keeping the cursor's row and its note in sight") {
    testing::Headless h;
    h.dir.file("settings.json", testing::settings_text("igel", "{}", R"({"players": 6})"));
    h.launch(80, 24);
    h.app->open_setup(*find_game("igel"));
    // The cursor starts on Start, at the bottom: the rows above are out of sight, and it says so.
    CHECK(cursor_row(h) == "[ Start ]");
    CHECK(shows(h, "↑ more above"));
    CHECK_FALSE(shows(h, "Players"));
    std::set<std::string> visited;
    for (int step = 0; step < 19; ++step) {  // once round, to Start again
      h.press(ui::key::up);
      CAPTURE(step);
      const std::string row = cursor_row(h);
      CHECK_FALSE(row.empty());
      CHECK(note_whole(h));
      visited.insert(row);
    }
    CHECK(visited.size() == 19);  // six seats, six names, Players, four variants, the coach and Start
    // On the first row, what is below is out of sight.
    h.press(ui::key::down);
    CHECK(cursor_row(h) == "Players");
    CHECK(shows(h, "↓ more below"));
    CHECK_FALSE(shows(h, "[ Start ]"));
    // A click takes the row drawn where it lands, scrolled or not.
    h.press(ui::key::up);
    REQUIRE(cursor_row(h) == "[ Start ]");
    const auto lines = h.lines();
    ui::Input click;
    click.click = true;
    for (std::size_t y = 0; y < lines.size(); ++y) {
      if (lines[y].find("Seat D") != std::string::npos) click.y = static_cast<int>(y);
    }
    REQUIRE(click.y > 0);
    click.x = 6;
    h.app->feed(click);
    CHECK(cursor_row(h) == "Seat D");
  }

  TEST_CASE("a setup that fits is drawn whole, with no line about more rows") {
    testing::Headless h;
    h.dir.file("settings.json", testing::settings_text("igel", "{}", R"({"players": 6})"));
    h.launch(80, 40);
    h.app->open_setup(*find_game("igel"));
    CHECK(shows(h, "Players"));
    CHECK(shows(h, "[ Start ]"));
    CHECK_FALSE(shows(h, "more above"));
    CHECK_FALSE(shows(h, "more below"));
  }
}
