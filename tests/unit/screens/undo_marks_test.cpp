// After undo the board shows the position taken back to and nothing of the move taken back: no guard's
// run still drawn toward where the guard was. The footer offers undo only while a move can be taken back.
#include <doctest/doctest.h>

#include <cctype>
#include <string>

#include "support/cli_run.hpp"
#include "support/headless.hpp"
#include "tabletop/ui/keys.hpp"

using namespace tabletop;

namespace {

// The guard's run marks (━) on the yard's rows, those with a number before them (a cursor's box draws ━
// on the lines between rows).
int runs_drawn(testing::Headless& h) {
  int n = 0;
  for (const std::string& line : h.lines()) {
    const std::size_t label = line.find_first_not_of(' ');
    if (label == std::string::npos || !std::isdigit(static_cast<unsigned char>(line[label]))) continue;
    for (std::size_t at = line.find("━"); at != std::string::npos; at = line.find("━", at + 1)) ++n;
  }
  return n;
}

}  // namespace

TEST_SUITE("screens") {
  TEST_CASE("Pako: a move taken back leaves no guard's run drawn on the board") {
    testing::Headless h;
    h.dir.file("settings.json", testing::settings_text("pako"));  // the usual pace: a run stays 0.9 s
    const auto replayed = testing::run(
        {"replay", "pako", h.dir.file("script.json", R"({"size": 9, "players": 2, "seats": ["person", "person"]})"),
         "--autosave", "--save-dir", h.dir.path.string()});
    REQUIRE(replayed.status == 0);
    h.launch(120, 40);
    // The footer offers undo only while there is a move to take back.
    CHECK(h.lines().back().find("u undo") == std::string::npos);
    for (int i = 0; i < 10; ++i) h.press(ui::key::down);  // down to the prison's row
    h.press('\n');
    h.press(ui::key::up);  // the last row, where the prison's prisoner goes
    h.press('\n');
    REQUIRE(h.text().find("Player B: pick") != std::string::npos);
    REQUIRE(runs_drawn(h) > 0);  // the guard of the last row ran toward the prisoner
    CHECK(h.lines().back().find("u undo") != std::string::npos);
    h.press('u');
    CHECK(h.text().find("Player A: pick") != std::string::npos);
    CHECK(runs_drawn(h) == 0);
    CHECK(h.lines().back().find("u undo") == std::string::npos);
  }
}

TEST_SUITE("screens") {
  // Archaeology has no undo (a dig shows the next card): its key says so in a line, and the help says it,
  // where it used to do nothing and go unmentioned; the footer offers no undo.
  TEST_CASE("Archaeology: u says why there is no undo, and the help says it too") {
    testing::Headless h;
    h.dir.file("settings.json", testing::settings_text("archaeology"));
    const auto replayed = testing::run({"replay", "archaeology",
                                        h.dir.file("script.json", R"({"players": 2, "seed": 5, "seats": ["person",
                                        "cautious"], "actions": []})"),
                                        "--autosave", "--save-dir", h.dir.path.string()});
    REQUIRE(replayed.status == 0);
    h.launch(100, 30);
    const std::string why = "No undo in this game: a card once seen cannot be unseen.";
    CHECK(h.text().find(why) == std::string::npos);
    CHECK(h.text().find("u undo") == std::string::npos);
    h.press('u');
    CHECK(h.text().find(why) != std::string::npos);
    h.press('?');
    CHECK(h.text().find(why) != std::string::npos);
  }
}
