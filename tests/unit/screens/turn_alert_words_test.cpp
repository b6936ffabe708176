// The Settings choice for how your turn is told says what really decides it: the bell rings unless
// NO_COLOR is set (terminal_curses.cpp), in plain words "a terminal set to show no colours" as the
// Colours note has it; the Colours choice does not silence it.
#include <doctest/doctest.h>

#include "support/headless.hpp"
#include "tabletop/app/menus.hpp"
#include "tabletop/ui/keys.hpp"

using namespace tabletop;

TEST_SUITE("screens") {
  TEST_CASE("Settings says the usual turn alert is the bell unless the terminal is set to show no colours") {
    testing::Headless h;
    h.launch(100, 30);
    h.app->show(settings_form(*h.app));
    for (int i = 0; i < 10 && h.text().find("▶ Your turn") == std::string::npos; ++i) h.press(ui::key::down);
    const std::string screen = h.text();
    CAPTURE(screen);
    const std::string words = h.words();
    CHECK(words.find("Your turn ◀ bell, unless set to no colours ▶") != std::string::npos);
    CHECK(words.find("rings the bell, but not in a terminal set to show no colours; turning Colours off above keeps "
                     "the bell.") != std::string::npos);
    CHECK(screen.find("quiet") == std::string::npos);
  }
}
