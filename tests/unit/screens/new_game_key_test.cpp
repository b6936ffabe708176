// The new-game key: over a game in play it asks first (the game would be replaced); after the end it
// opens the setup at once, as nothing is left to lose (the game is in the records, to watch again).
#include <doctest/doctest.h>

#include "support/headless.hpp"
#include "tabletop/ui/keys.hpp"

using namespace tabletop;

TEST_SUITE("screens") {
  TEST_CASE("n asks before replacing a game in play, and Keep playing goes back to it") {
    testing::Headless h;
    h.launch_replayed("ludo", R"({"players": ["A", "B"], "seats": ["person", "random"], "turns": []})", 100, 30);
    h.press('n');
    CHECK(h.text().find("Start a new game? This game will be replaced") != std::string::npos);
    h.press('\n');  // the first choice: Keep playing
    CHECK(h.app->top_title() == "Ludo");
    CHECK(h.text().find("Start a new game?") == std::string::npos);
  }

  TEST_CASE("n after the end opens the setup at once") {
    testing::Headless h;
    // Two random robots at no pace play Ludo to its end.
    h.launch_replayed("ludo", R"({"players": ["A", "B"], "seats": ["random", "random"], "turns": []})", 100, 30,
                      R"({"robot_pace_ms": 0})");
    REQUIRE(h.shows_within("Look at the board"));
    h.press('\n');  // the result's first choice: look at the board
    REQUIRE(h.app->top_title() == "Ludo");
    h.press('?');  // the help says so too
    CHECK(h.text().find("new game (asks first)") == std::string::npos);
    CHECK(h.text().find("new game") != std::string::npos);
    h.press(ui::key::escape);
    h.press('n');
    CHECK(h.app->top_title() == "New game: Ludo");
    CHECK(h.text().find("Start a new game?") == std::string::npos);
  }
}
