// What the program leaves on the terminal when it ends: where an unfinished game is saved and how to
// go on with it; nothing when no game waits.
#include <doctest/doctest.h>

#include <algorithm>
#include <optional>
#include <string>

#include "support/headless.hpp"
#include "tabletop/registry/game_entry.hpp"
#include "tabletop/ui/keys.hpp"

using namespace tabletop;

TEST_SUITE("screens") {
  TEST_CASE("leaving names the unfinished game's save and the command that goes on with it") {
    testing::Headless h;
    h.launch_replayed("ludo", R"({"players": ["A", "B"], "seats": ["person", "random"], "turns": []})", 100, 30);
    h.press('q');
    CHECK(h.app->farewell() == "Your game of Ludo is saved (" + (h.dir.path / "ludo.json").string() +
                                   "). Start tabletop again to go on with it.\n");
  }

  TEST_CASE("the farewell gives the command as the person started it: scripts/play, a path, a --save-dir") {
    struct Start {
      std::string program;
      std::optional<std::string> save_dir;
      std::string again;
    };
    for (const Start& start : {Start{"scripts/play", std::nullopt, "scripts/play"},
                               Start{"./build/src/tabletop", std::nullopt, "./build/src/tabletop"},
                               Start{"tabletop", "my saves", "tabletop --save-dir 'my saves'"},
                               Start{"scripts/play", "/tmp/x", "scripts/play --save-dir /tmp/x"}}) {
      testing::Headless h;
      h.started_as.program = start.program;
      h.started_as.save_dir = start.save_dir;
      h.launch_replayed("ludo", R"({"players": ["A", "B"], "seats": ["person", "random"], "turns": []})", 100, 30);
      h.press('q');
      CHECK(h.app->farewell() == "Your game of Ludo is saved (" + (h.dir.path / "ludo.json").string() + "). Start " +
                                     start.again + " again to go on with it.\n");
    }
  }

  TEST_CASE("a game resumed by naming it at launch is the one the farewell and the next launch mean") {
    testing::Headless h;
    for (const char* game : {"ludo", "igel"}) {  // two games left unfinished, Igel last
      REQUIRE(
          testing::run({"sample", game, "--moves", "3", "--seed", "5", "--autosave", "--save-dir", h.dir.path.string()})
              .status == 0);
    }
    const GameEntry* ludo = find_game("ludo");
    REQUIRE(ludo != nullptr);
    h.launch(100, 30, false, ludo);  // tabletop ludo
    REQUIRE(h.text().find("Ludo") != std::string::npos);
    h.press('q');
    CHECK(h.app->farewell() == "Your game of Ludo is saved (" + (h.dir.path / "ludo.json").string() +
                                   "). Start tabletop again to go on with it.\n");
    CHECK(h.app->settings().last_game == "ludo");
    h.press(ui::key::escape);  // from the game's page to the main menu: its cursor on Ludo
    REQUIRE(h.app->top_title() == "Main menu");
    const auto rows = h.lines();
    CHECK(std::any_of(rows.begin(), rows.end(),
                      [](const std::string& row) { return row.find("▶ Ludo") != std::string::npos; }));
  }

  TEST_CASE("leaving after a finished game says nothing") {
    testing::Headless h;
    REQUIRE(testing::run(
                {"sample", "ludo", "--moves", "100000", "--seed", "5", "--autosave", "--save-dir", h.dir.path.string()})
                .status == 0);
    h.dir.file("settings.json", testing::settings_text("ludo"));
    h.launch(100, 30);
    REQUIRE(h.saves->read_game("ludo").doc["finished"] == true);
    CHECK(h.app->farewell().empty());
  }
}
