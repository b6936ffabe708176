// A game's first setup, before anything is remembered: a person in the first seat and the Normal
// level in every robot seat shown, the same in every game.
#include <doctest/doctest.h>

#include "support/headless.hpp"
#include "tabletop/registry/game_entry.hpp"

using namespace tabletop;

TEST_SUITE("screens") {
  TEST_CASE("every game's first setup seats Normal robots against the person") {
    for (const GameEntry& game : games()) {
      CAPTURE(game.id);
      testing::Headless h;
      h.launch(120, 40);
      h.app->show(game.setup(*h.app));
      int robots = 0;
      for (const std::string& line : h.lines()) {
        if (line.find("Robot: ") == std::string::npos) continue;
        CAPTURE(line);
        CHECK(line.find("Robot: Normal") != std::string::npos);
        ++robots;
      }
      CHECK(robots >= 1);
      CHECK(h.text().find("Person") != std::string::npos);
    }
  }
}
