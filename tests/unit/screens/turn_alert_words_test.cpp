// The Settings choice for how your turn is told says what really decides it: the bell rings unless
// NO_COLOR is set (terminal_curses.cpp), "a terminal set to show no colours" in plain words; the choice
// itself is plain "bell", and the note says the Colours setting does not silence it.
#include <doctest/doctest.h>

#include "support/headless.hpp"
#include "tabletop/app/menus.hpp"
#include "tabletop/ui/keys.hpp"

using namespace tabletop;

TEST_SUITE("screens") {
  TEST_CASE("Settings says the usual turn alert is the bell, quiet in a terminal set to show no colours") {
    testing::Headless h;
    h.launch(100, 30);
    h.app->show(settings_form(*h.app));
    for (int i = 0; i < 10 && h.text().find("▶ Your turn") == std::string::npos; ++i) h.press(ui::key::down);
    const std::string screen = h.text();
    CAPTURE(screen);
    const std::string words = h.words();
    CHECK(words.find("Your turn ◀ bell ▶") != std::string::npos);
    CHECK(words.find("The bell keeps quiet in a terminal set to show no colours") != std::string::npos);
    CHECK(words.find("Colours above does not change it.") != std::string::npos);
    h.press(ui::key::right);
    CHECK(h.words().find("Your turn ◀ bell, even set to no colours ▶") != std::string::npos);
  }
}
