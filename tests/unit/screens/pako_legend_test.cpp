// Pako's legend explains the marks the board draws now: where a picked prisoner can go appears in it
// while a prisoner is picked, and goes when the pick is put back.
#include <doctest/doctest.h>

#include <string>

#include "support/headless.hpp"
#include "tabletop/ui/keys.hpp"

using namespace tabletop;

TEST_SUITE("screens") {
  TEST_CASE("Pako: the legend says what the marks for a picked prisoner mean, while they are drawn") {
    testing::Headless h;
    h.launch_replayed("pako", R"({"size": 9, "players": 2, "seats": ["person", "person"]})", 80, 24);
    REQUIRE(h.text().find("Player A: pick one of your prisoners") != std::string::npos);
    CHECK(h.text().find("can go") == std::string::npos);
    for (int i = 0; i < 10; ++i) h.press(ui::key::down);  // down to the prison's row
    h.press('\n');
    REQUIRE(h.text().find("Player A: pick where it goes") != std::string::npos);
    CHECK(h.text().find("∘ can go") != std::string::npos);
    h.press(ui::key::escape);
    CHECK(h.text().find("can go") == std::string::npos);
  }
}
