// Exploring on the screen, as the README tells it: x lists the chambers under the table with those
// the maps cannot open dim, saying what they need; with maps that open none, Explore is dim and x only
// says so. The list of actions stops at its ends: Up on the first never reaches End the turn.
#include <doctest/doctest.h>

#include "on_screen.hpp"
#include "tabletop/ui/keys.hpp"

using namespace tabletop;
using namespace tabletop::archaeology;
using namespace tabletop::archaeology::testing;

namespace {

// A two-person game in which A, having dug, holds `maps` maps and two pots.
void open_with_maps(tabletop::testing::Headless& h, int maps) {
  Position position;
  position.hands[0] = pile({{Card::map, maps}, {Card::pot, 2}});
  position.hands[1] = pile({{Card::coin, 3}});
  open_on_screen(h, position);
}

}  // namespace

TEST_SUITE("screens") {
  TEST_CASE("archaeology: x lists the chambers, those the maps cannot open dim") {
    tabletop::testing::Headless h;
    open_with_maps(h, 1);
    CHECK(h.tone_of("Explore the pyramid") != 'd');
    h.press('x');
    const std::string shown = h.text();
    REQUIRE(shown.find("Small chamber: 3 cards") != std::string::npos);
    CHECK(h.tone_of("Small chamber") != 'd');
    CHECK(h.tone_of("Medium chamber") == 'd');
    CHECK(h.tone_of("Large chamber") == 'd');
    // The cursor passes them by, so each says why it cannot be chosen; the one that can, its price.
    CHECK(shown.find("needs 2 maps") != std::string::npos);
    CHECK(shown.find("needs 3 maps") != std::string::npos);
    CHECK(shown.find("needs 1 map") == std::string::npos);
  }

  TEST_CASE("archaeology: up from the first action stays there, one key from ending the turn no more") {
    tabletop::testing::Headless h;
    open_with_maps(h, 1);  // the market is empty: Explore is the first action open
    REQUIRE(h.text().find("▶ Explore the pyramid") != std::string::npos);
    h.press(ui::key::up);
    CHECK(h.text().find("▶ Explore the pyramid") != std::string::npos);
    CHECK(h.text().find("▶ End the turn") == std::string::npos);
    for (int i = 0; i < 2; ++i) h.press(ui::key::down);  // by Sell to the last
    CHECK(h.text().find("▶ End the turn") != std::string::npos);
    h.press(ui::key::down);
    CHECK(h.text().find("▶ End the turn") != std::string::npos);
  }

  TEST_CASE("archaeology: with no maps Explore is dim and x says there are none, under the prompt") {
    tabletop::testing::Headless h;
    open_with_maps(h, 0);
    CHECK(h.tone_of("Explore the pyramid") == 'd');
    h.press('x');
    const std::string shown = h.text();
    CHECK(shown.find("Small chamber") == std::string::npos);  // no list of chambers
    CHECK(shown.find("You have no maps: the chambers take 1, 2 or 3.") != std::string::npos);
    CHECK(h.lines().front().find("You have no maps") == std::string::npos);  // not on the title line
    CHECK(h.tone_of("You have no maps") == 'w');
  }
}
