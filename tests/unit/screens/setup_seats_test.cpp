// A game's first setup, before anything is remembered: a person in the first seat and the Normal
// level in every robot seat shown, the same in every game.
#include <doctest/doctest.h>

#include "support/headless.hpp"
#include "tabletop/registry/game_entry.hpp"
#include "tabletop/ui/keys.hpp"

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

TEST_SUITE("screens") {
  // The note under a seat says what the robot shown does, not what every robot does: a wall of every
  // style's description was the first thing a newcomer read.
  TEST_CASE("a robot seat's note describes the robot chosen, and follows the choice") {
    for (const GameEntry& game : games()) {
      CAPTURE(game.id);
      testing::Headless h;
      h.launch(120, 40);
      h.app->show(game.setup(*h.app));
      const auto cursor_on_normal_robot = [&h] {
        for (const std::string& line : h.lines()) {
          if (line.find("▶ ") < line.find("Robot: Normal") && line.find("Robot: Normal") != std::string::npos)
            return true;
        }
        return false;
      };
      for (int step = 0; step < 12 && !cursor_on_normal_robot(); ++step) h.press(ui::key::down);
      REQUIRE(cursor_on_normal_robot());
      CHECK(h.text().find("A robot. Normal: ") != std::string::npos);
      CHECK(h.text().find("Easy: ") == std::string::npos);
      CHECK(h.text().find("Hard: ") == std::string::npos);
      h.press(ui::key::right);
      CHECK(h.text().find("A robot. Hard: ") != std::string::npos);
      CHECK(h.text().find("Normal: ") == std::string::npos);
    }
  }
}
