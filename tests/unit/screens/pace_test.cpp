// The robot pace: at "instant" a robot's move is shown for no time at all (nothing left to wait for
// once it is played); at the usual pace the games that show a move for a moment still do.
#include <doctest/doctest.h>

#include <chrono>
#include <thread>

#include "support/cli_run.hpp"
#include "support/headless.hpp"
#include "tabletop/app/menus.hpp"

using namespace tabletop;

namespace {

struct Opening {
  const char* game;
  const char* script;  // a robot in seat A moves next, a person sits in seat B
};

const Opening kOpenings[] = {
    {"pako", R"({"size": 5, "players": 2, "seats": ["lookahead", "person"], "moves": []})"},
    // A's token is out, so whatever A rolls moves it (a roll that moves nothing shows nothing).
    {"ludo", R"({"players": ["A", "B"], "seats": ["priority", "person"], "turns": [["A", 6], ["A", 2], ["B", 1]]})"},
    {"getaway", R"({"board": "garden.game", "players": ["Robo", "Pat"], "seats": ["thrifty", "person"], "turns": 0})"},
};

// Launches the opening at `pace_ms`, waits for the robot to play up to the person's turn, and says
// whether the screen still had something to show then (App::busy: a move being shown).
bool busy_when_person_to_move(const Opening& opening, int pace_ms) {
  tabletop::testing::Headless h;
  const std::string script = h.dir.file("script.json", opening.script);
  REQUIRE(tabletop::testing::run({"replay", opening.game, script, "--autosave", "--save-dir", h.dir.path.string()})
              .status == 0);
  h.dir.file("settings.json",
             tabletop::testing::settings_text(opening.game, R"({"robot_pace_ms":)" + std::to_string(pace_ms) + "}"));
  h.launch();
  // The prompt names the robot while it plays; then it is the person's turn.
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(20);
  while (h.text().find(" is playing.") != std::string::npos && std::chrono::steady_clock::now() < deadline) {
    h.app->idle();
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }
  REQUIRE(h.text().find(" is playing.") == std::string::npos);
  return h.app->busy();
}

// The Settings screen's line for the pace, from its label to the choice shown.
std::string pace_line(tabletop::testing::Headless& h) {
  for (const std::string& line : h.lines()) {
    if (line.find("Robot pace") != std::string::npos) return line;
  }
  return "";
}

}  // namespace

TEST_SUITE("screens") {
  TEST_CASE("instant pace: once a robot has moved there is nothing to wait for; the usual pace shows the move") {
    for (const Opening& opening : kOpenings) {
      const std::string game = opening.game;
      CAPTURE(game);
      CHECK_FALSE(busy_when_person_to_move(opening, 0));
      CHECK(busy_when_person_to_move(opening, 700));
    }
  }

  TEST_CASE("+ and - step through the paces Settings offers, and Settings shows the pace they left") {
    tabletop::testing::Headless h;
    h.launch_replayed("ludo", R"({"players": ["A", "B"], "seats": ["person", "priority"], "turns": []})", 120, 40,
                      R"({"robot_pace_ms": 700})");
    h.press('-');
    CHECK(h.app->settings().robot_pace_ms == 1200);
    CHECK(h.shows_within("Robot pace: slow."));
    h.press('-');
    h.press('-');  // very slow is the end of the list: the pace stays there and says so
    CHECK(h.app->settings().robot_pace_ms == 2000);
    CHECK(h.shows_within("Robot pace: very slow, the slowest."));
    for (int i = 0; i < 6; ++i) h.press('+');
    CHECK(h.app->settings().robot_pace_ms == 0);
    CHECK(h.shows_within("Robot pace: instant, the fastest."));
    h.press('-');
    h.app->show(settings_form(*h.app));
    CHECK(pace_line(h).find("◀ fast ▶") != std::string::npos);
    CHECK(h.app->settings().robot_pace_ms == 300);  // opening Settings keeps the pace
  }

  TEST_CASE("a pace between the offered ones, from an older version or a hand edit, reads as the nearest") {
    CHECK(nearest_pace(900).ms == 700);
    CHECK(nearest_pace(1000).ms == 1200);
    CHECK(nearest_pace(5000).ms == 2000);
    CHECK(pace_after(900, 1).ms == 1200);
    CHECK(pace_after(0, -1).ms == 0);
    tabletop::testing::Headless h;
    h.dir.file("settings.json", tabletop::testing::settings_text("ludo", R"({"robot_pace_ms": 900})"));
    h.launch();
    CHECK(h.app->settings().robot_pace_ms == 700);
    h.app->show(settings_form(*h.app));
    CHECK(pace_line(h).find("◀ normal ▶") != std::string::npos);
  }
}
