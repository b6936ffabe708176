// The menus keep a blank line between their heading and their choices, also where the heading's line
// wraps to two (Getaway's tagline at 80 x 24), so that the first choice does not read as its last words.
#include <doctest/doctest.h>

#include "support/headless.hpp"
#include "tabletop/ui/keys.hpp"

using namespace tabletop;

TEST_SUITE("screens") {
  TEST_CASE("a game's page keeps a blank line between its tagline and its choices") {
    for (const ui::Size size : {ui::Size{80, 24}, ui::Size{60, 20}, ui::Size{120, 40}}) {
      CAPTURE(size.w);
      testing::Headless h;
      h.launch(size.w, size.h);
      h.press(ui::key::home);
      for (int i = 0; i < 4; ++i) h.press(ui::key::down);  // Gary's Great Getaway
      h.press('\n');
      REQUIRE(h.app->top_title() == "Gary's Great Getaway");
      const auto rows = h.lines();
      CAPTURE(h.text());
      std::size_t first_choice = 0;
      while (first_choice < rows.size() && rows[first_choice].find("Continue") == std::string::npos) ++first_choice;
      REQUIRE(first_choice < rows.size());
      CHECK(rows[first_choice - 1].find_first_not_of(' ') == std::string::npos);
      CHECK(h.text().find("wins") < h.text().find("Continue"));  // the tagline whole, above
    }
  }

  TEST_CASE("the main menu keeps a blank line between its heading and its games in a narrow window") {
    testing::Headless h;
    h.launch(50, 20);
    const auto rows = h.lines();
    CAPTURE(h.text());
    std::size_t first_game = 0;
    while (first_game < rows.size() && rows[first_game].find("Escape from Prison Island") == std::string::npos)
      ++first_game;
    REQUIRE(first_game < rows.size());
    CHECK(rows[first_game - 1].find_first_not_of(' ') == std::string::npos);
  }

  TEST_CASE("in a narrow window the menus' footers keep Enter before Home and End") {
    testing::Headless h;
    h.launch(60, 20);
    CHECK(h.lines().back().find("Enter choose") != std::string::npos);  // the main menu
    h.press('\n');
    CHECK(h.lines().back().find("Enter choose") != std::string::npos);  // a game's page
  }
}
