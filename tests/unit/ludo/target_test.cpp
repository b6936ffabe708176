// Ludo's target marks go round the square the chosen move goes to: a token leaving its yard goes to R,
// so the pair goes round R, not round the empty place beside it, for every seat and at every size.
#include <doctest/doctest.h>

#include <string>

#include "support/columns.hpp"
#include "support/headless.hpp"

using namespace tabletop;

namespace {

// The line with a target mark (‹ or ›) as columns, or empty when no line has one.
std::u32string target_line(testing::Headless& h) {
  for (const std::string& line : h.lines()) {
    const std::u32string row = testing::columns(line);
    if (row.find_first_of(U"‹›") != std::u32string::npos) return row;
  }
  return U"";
}

}  // namespace

TEST_SUITE("screens") {
  TEST_CASE("Ludo: a token leaving its yard has the target marks round R, for every seat and size") {
    // Turns go A, B, C, D. The chooser brings p out, moves it 3, and rolls 6 again with q still in its yard:
    // p on, or q out (the rule's move). A 1 with both tokens in the yard passes the turn.
    struct Game {
      const char* positions;
      const char* rolls;    // the dice in order
      const char* chooser;  // who then rolls the 6
    };
    const char* const kFirstChooses = R"({"die": 6}, "roll", {"die": 3}, "roll", {"die": 6}, "roll", {"die": 2})";
    const char* const kSecondChooses = R"({"die": 1}, "roll", {"die": 6}, "roll", {"die": 3}, "roll", {"die": 1})";
    for (const Game game : {Game{"AC", kFirstChooses, "A"}, Game{"BD", kFirstChooses, "B"},
                            Game{"AC", kSecondChooses, "C"}, Game{"BD", kSecondChooses, "D"}}) {
      for (const ui::Size size : {ui::Size{80, 24}, ui::Size{120, 40}, ui::Size{200, 60}}) {
        CAPTURE(game.positions);
        CAPTURE(game.rolls);
        CAPTURE(size.w);
        testing::Headless h;
        h.launch_replayed("ludo",
                          std::string(R"({"game": "ludo", "setup": {"positions": ")") + game.positions +
                              R"(", "choose_moves": true, "seat0": "person", "seat1": "person", "seat2": "person",
                                "seat3": "person"}, "seed": 1, "moves": ["roll", )" +
                              game.rolls + R"(, "roll", {"die": 6}]})",
                          size.w, size.h);
        CAPTURE(h.text());
        REQUIRE(h.text().find(std::string("Player ") + game.chooser + " rolled 6") != std::string::npos);
        REQUIRE(h.text().find("q: H → R  the rule's") != std::string::npos);
        const std::u32string row = target_line(h);
        REQUIRE(!row.empty());
        // Past blanks inward from each mark drawn, R. At 120 x 40 a mark against a box's border is not drawn.
        const std::size_t left = row.find(U'‹');
        const std::size_t right = row.find(U'›');
        if (left != std::u32string::npos) CHECK(row[row.find_first_not_of(U' ', left + 1)] == U'R');
        if (right != std::u32string::npos) CHECK(row[row.find_last_not_of(U' ', right - 1)] == U'R');
      }
    }
  }
}
