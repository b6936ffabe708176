// The log scrolled back keeps the reader's lines while others play, but never for the rest of the
// game: the person's own move shows its newest lines again, and so does Esc, in one key, without
// leaving the game (issue 60: after one PgUp Getaway's log stayed in the past).
#include <doctest/doctest.h>

#include <string>

#include "support/headless.hpp"
#include "tabletop/ui/keys.hpp"

using tabletop::testing::Headless;
namespace key = tabletop::ui::key;

namespace {

// Two people, so that every move is a person's: A and B have each rolled three times.
constexpr const char* kLudo = R"({"players": ["A", "B"],
    "turns": [["A", 1], ["B", 2], ["A", 3], ["B", 4], ["A", 5], ["B", 1], ["A", 2], ["B", 3]]})";

bool scrolled_back(Headless& h) { return h.text().find("PgDn, newest: Esc") != std::string::npos; }

}  // namespace

TEST_SUITE("screens") {
  TEST_CASE("scrolled back, Esc brings the log's newest lines and stays in the game") {
    Headless h;
    h.launch_replayed("ludo", kLudo, 80, 24);
    h.press(key::page_up);
    REQUIRE(scrolled_back(h));
    h.press(key::escape);
    CHECK_FALSE(scrolled_back(h));
    CHECK(h.text().find("press Enter or Space to roll") != std::string::npos);  // still at the table, no question
    h.press(key::escape);  // at the newest lines, Esc leaves as always
    CHECK(h.text().find("press Enter or Space to roll") == std::string::npos);
  }

  TEST_CASE("scrolled back, the person's own move brings the log's newest lines") {
    Headless h;
    h.launch_replayed("ludo", kLudo, 80, 24);
    h.press(key::page_up);
    REQUIRE(scrolled_back(h));
    h.press(key::enter);  // A rolls
    CHECK_FALSE(scrolled_back(h));
    CHECK(h.text().find("newer: PgDn") == std::string::npos);
  }
}
