// The suggestion key: on the person's own turn it shows the move Hard would make, in one line and on
// the board, and plays nothing. Every game but Archaeology offers it (its hands may be covered).
#include <doctest/doctest.h>

#include <chrono>
#include <thread>

#include "support/cli_run.hpp"
#include "support/headless.hpp"

using namespace tabletop;

namespace {

struct Opening {
  const char* game;
  const char* script;  // the person in seat A is to move, a robot sits in seat B
};

const Opening kOpenings[] = {
    {"pako", R"({"size": 5, "players": 2, "seats": ["person", "hard"], "moves": []})"},
    {"ludo", R"({"players": ["A", "B"], "seats": ["person", "hard"], "turns": []})"},
    {"igel", R"({"players": 2, "seats": ["person", "hard"], "moves": []})"},
    {"getaway", R"({"board": "garden.game", "players": ["Pat", "Robo"], "seats": ["person", "hard"], "turns": 0})"},
};

// Waits (keeping the program going) until the screen shows `text`, or 20 s have passed.
bool shows_within(tabletop::testing::Headless& h, const std::string& text) {
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(20);
  while (h.text().find(text) == std::string::npos && std::chrono::steady_clock::now() < deadline) {
    h.app->idle();
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }
  return h.text().find(text) != std::string::npos;
}

}  // namespace

TEST_SUITE("screens") {
  TEST_CASE("the suggestion key shows Hard's move for the person to move and plays nothing") {
    for (const Opening& opening : kOpenings) {
      const std::string game = opening.game;
      CAPTURE(game);
      tabletop::testing::Headless h;
      const std::string script = h.dir.file("script.json", opening.script);
      const auto replayed =
          tabletop::testing::run({"replay", opening.game, script, "--autosave", "--save-dir", h.dir.path.string()});
      REQUIRE(replayed.status == 0);
      h.dir.file("settings.json", tabletop::testing::settings_text(opening.game));
      h.launch(160, 48);
      const std::string before = h.text();
      CHECK(before.find("suggest") != std::string::npos);  // in the footer
      h.press('S');
      REQUIRE(shows_within(h, "Suggestion (Hard): "));
      // Nothing was played: the autosave is still the replayed game.
      const auto state = tabletop::testing::run({"state", opening.game, "--save-dir", h.dir.path.string()});
      REQUIRE(state.status == 0);
      CHECK(state.out == replayed.out);
    }
  }
}
