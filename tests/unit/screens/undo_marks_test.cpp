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

TEST_SUITE("screens") {
  // With nothing to take back, u says why: nobody has moved yet, or the game's own limit once somebody has.
  TEST_CASE("u with nothing to take back: nobody has moved yet, or what the game's undo stops at") {
    const std::string nobody = "Nothing to take back yet: nobody has moved.";
    testing::Headless igel;
    igel.launch_replayed("igel", R"({"players": 2, "seed": 2, "seats": ["person", "person"]})", 100, 30);
    igel.press('u');  // before the first placement
    CHECK(igel.text().find(nobody) != std::string::npos);
    igel.press('\n');  // a placement, then its take-back: nobody has moved again
    igel.press('u');
    REQUIRE(igel.text().find("Player A's move taken back.") != std::string::npos);
    igel.press('u');
    CHECK(igel.text().find(nobody) != std::string::npos);

    testing::Headless rolled;
    rolled.launch_replayed("igel", R"({"players": 2, "seed": 2, "seats": ["person", "person"],
                                      "placements": [1, 2, 3, 4, 5, 6, 2, 1]})",
                           100, 30);
    rolled.press('\n');  // the roll
    rolled.press('u');
    CHECK(rolled.text().find("Nothing to take back since the last roll: a roll stays.") != std::string::npos);

    // Every square after Start asks a toll; the seed rolls a 3 first.
    testing::Headless getaway;
    const std::string board =
        getaway.dir.file("tolls.game",
                         "5 2 7\nStart :\nGate 1 : Y Q A 0 F 1\nGate 2 : Y Q A 0 F 1\nGate 3 : Y Q A 0 F 1\n"
                         "Gate 4 : Y Q A 0 F 1\nGate 5 : Y Q A 0 F 1\nCastle :\n");
    getaway.launch_replayed(
        "getaway", R"({"board": ")" + board + R"(", "players": ["Ann", "Cy"], "seed": 2, "turns": 0})", 100, 30);
    getaway.press('u');
    CHECK(getaway.text().find(nobody) != std::string::npos);
    getaway.press('\n');             // the roll, and the toll question
    getaway.press(ui::key::escape);  // left for later
    getaway.press('u');
    CHECK(getaway.text().find("Nothing to take back: undo takes back only a toll answer, until the next roll.") !=
          std::string::npos);
  }
}
