// The coach is a setup choice of every game with a review, off until chosen, and remembered between
// launches as the other choices are; a game with no review (the skeleton's) offers none.
#include <doctest/doctest.h>

#include <string>

#include "support/headless.hpp"
#include "tabletop/core/storage.hpp"
#include "tabletop/registry/game_entry.hpp"
#include "tabletop/ui/keys.hpp"

using namespace tabletop;

namespace {

std::string row_of(testing::Headless& h, const std::string& label) {
  for (const std::string& line : h.lines()) {
    if (line.find(label) != std::string::npos) return line;
  }
  return "";
}

}  // namespace

TEST_SUITE("screens") {
  TEST_CASE("every game with a review offers the coach in its setup, off at first") {
    for (const GameEntry& game : games()) {
      CAPTURE(game.id);
      testing::Headless h;
      h.launch(100, 60);
      h.app->open_setup(game);
      const std::string coach = row_of(h, "Coach ");
      if (!game.review) {
        CHECK(coach.empty());
        continue;
      }
      CHECK(coach.find("off") != std::string::npos);
    }
  }

  TEST_CASE("the coach chosen in a setup is remembered on the next launch and starts the game with it") {
    testing::Headless h;
    h.launch(100, 30);
    h.app->open_setup(*find_game("igel"));
    for (int i = 0; i < 30 && row_of(h, "▶ Coach").empty(); ++i) h.press(ui::key::up);
    REQUIRE_FALSE(row_of(h, "▶ Coach").empty());
    h.press(ui::key::right);
    CHECK(row_of(h, "▶ Coach").find("on") != std::string::npos);
    h.app->finish();  // as Q ends the program, the choices left unstarted kept

    testing::Headless again;
    again.dir.file("settings.json", [&] {
      std::string problem;
      return *read_regular_file(h.saves->settings_path(), 1 << 20, problem);
    }());
    again.launch(100, 30);
    again.app->open_setup(*find_game("igel"));
    CAPTURE(again.text());
    CHECK(row_of(again, "Coach ").find("on") != std::string::npos);
    again.press('\n');  // Start
    CHECK(again.saves->read_game("igel").doc["match"]["setup"]["coach"] == true);
  }
}
