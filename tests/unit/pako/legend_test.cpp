// Pako's legend explains the marks the board draws now: where a picked prisoner can go appears in it
// while a prisoner is picked, and goes when the pick is put back. The log below keeps its place. The
// hints' + reads as a place to go too, not as a square apart from those that can be gone to.
#include <doctest/doctest.h>

#include <algorithm>
#include <string>

#include "support/headless.hpp"
#include "tabletop/ui/keys.hpp"

using namespace tabletop;

namespace {
// The screen line the log's frame starts on.
long log_line(const std::string& screen) {
  const auto at = screen.find("─ Log ");
  REQUIRE(at != std::string::npos);
  return std::count(screen.begin(), screen.begin() + static_cast<long>(at), '\n');
}
}  // namespace

TEST_SUITE("screens") {
  TEST_CASE("Pako: the legend says what the marks for a picked prisoner mean, while they are drawn") {
    testing::Headless h;
    h.launch_replayed("pako", R"({"size": 9, "players": 2, "seats": ["person", "person"]})", 80, 24);
    REQUIRE(h.text().find("Player A: pick one of your prisoners") != std::string::npos);
    CHECK(h.text().find("∘ can go") == std::string::npos);
    CHECK(h.text().find("+ safe to go now") != std::string::npos);
    const long log_before = log_line(h.text());
    for (int i = 0; i < 10; ++i) h.press(ui::key::down);  // down to the prison's row
    h.press('\n');
    REQUIRE(h.text().find("Player A: pick where it goes") != std::string::npos);
    CHECK(h.text().find("∘ can go") != std::string::npos);
    CHECK(h.text().find("+ safe to go now") != std::string::npos);
    CHECK(log_line(h.text()) == log_before);
    h.press(ui::key::escape);
    CHECK(h.text().find("∘ can go") == std::string::npos);
    CHECK(log_line(h.text()) == log_before);
  }
}
