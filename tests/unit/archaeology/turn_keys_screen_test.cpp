// The two keys that finish a turn on the screen: e (end the turn) and p (pass). The rules call the
// finish a pass before any action and an end of turn after one; a person pressing either means "my
// turn is over", so either key does it the way the rules allow, and never does nothing unsaid.
#include <doctest/doctest.h>

#include "on_screen.hpp"
#include "tabletop/ui/keys.hpp"

using namespace tabletop;
using namespace tabletop::archaeology;
using namespace tabletop::archaeology::testing;

namespace {

// The dig site empty and nothing done yet this turn: the turn ends by passing.
Position nothing_done() {
  Position p;
  p.acted = false;
  p.more_to_dig = false;
  p.hands[0] = pile({{Card::coin, 2}});
  p.hands[1] = pile({{Card::pot, 1}});
  return p;
}

// The footer's last line.
std::string footer(tabletop::testing::Headless& h) { return h.lines().back(); }

// The screen once Bob, whose turn has come, lifts the cover over the table (and its log).
std::string bob_looks(tabletop::testing::Headless& h) {
  REQUIRE(h.text().find("Pass the keyboard to Bob") != std::string::npos);
  h.press('\n');
  return h.text();
}

}  // namespace

TEST_SUITE("screens") {
  TEST_CASE("archaeology: e with nothing done passes, and the footer names p") {
    tabletop::testing::Headless h;
    open_on_screen(h, nothing_done());
    CHECK(footer(h).find("p pass") != std::string::npos);
    CHECK(footer(h).find("e end turn") == std::string::npos);
    h.press('e');
    CHECK(bob_looks(h).find("A passes.") != std::string::npos);
  }

  TEST_CASE("archaeology: p after an action ends the turn, and the footer names e") {
    tabletop::testing::Headless h;
    Position p;  // dug already, cards still in the dig site: passing is not allowed
    p.hands[0] = pile({{Card::coin, 2}});
    p.hands[1] = pile({{Card::pot, 1}});
    open_on_screen(h, p);
    CHECK(footer(h).find("e end turn") != std::string::npos);
    CHECK(footer(h).find("p pass") == std::string::npos);
    h.press('p');
    CHECK(bob_looks(h).find("A ends the turn.") != std::string::npos);
  }

  TEST_CASE("archaeology: when a sale is owed, e and p both say so and the turn stays") {
    for (const int key : {'e', 'p'}) {
      CAPTURE(key);
      tabletop::testing::Headless h;
      Position p = nothing_done();
      p.passes = 2;  // everybody passed: Ann must sell
      open_on_screen(h, p);
      h.press(key);
      const std::string shown = h.text();
      CHECK(shown.find("Everybody passed: sell at least one card first.") != std::string::npos);
      CHECK(shown.find("A passes.") == std::string::npos);
      CHECK(shown.find("A ends the turn.") == std::string::npos);
    }
  }

  TEST_CASE("archaeology: before the dig, e, p, t, x and s say the turn begins by digging") {
    for (const int key : {'e', 'p', 't', 'x', 's'}) {
      CAPTURE(key);
      tabletop::testing::Headless h;
      Position p;
      p.phase = Phase::dig;
      p.acted = false;
      p.hands[0] = pile({{Card::coin, 2}});
      p.hands[1] = pile({{Card::pot, 1}});
      open_on_screen(h, p);
      CHECK(footer(h).find("e end turn") == std::string::npos);
      CHECK(footer(h).find("p pass") == std::string::npos);
      CHECK(footer(h).find("t trade") == std::string::npos);
      h.press(key);
      CHECK(h.text().find("Not now: a turn begins by digging: draw the top card first.") != std::string::npos);
    }
  }

  TEST_CASE("archaeology: owed a sale, the prompt offers selling and no key that would end the turn") {
    tabletop::testing::Headless h;
    Position p = nothing_done();
    p.passes = 2;
    open_on_screen(h, p);
    const std::string shown = h.text();
    CHECK(shown.find("Everybody passed: Ann (A) must sell at least one card: s sell") != std::string::npos);
    CHECK(shown.find("Everybody passed") == shown.rfind("Everybody passed"));  // told once, not above too
    CHECK(shown.find("e end the turn") == std::string::npos);
    CHECK(shown.find("p pass") == std::string::npos);
    CHECK(footer(h).find("e end turn") == std::string::npos);
  }

  TEST_CASE("archaeology: with empty hands after everybody passed, nothing is owed and p passes") {
    tabletop::testing::Headless h;
    Position p = nothing_done();
    p.passes = 2;
    p.hands[0] = Pile{};  // nothing left to sell: the rules let Ann pass
    open_on_screen(h, p);
    const std::string shown = h.text();
    CHECK(shown.find("must sell") == std::string::npos);
    CHECK(shown.find("sell at least one card") == std::string::npos);
    CHECK(footer(h).find("p pass") != std::string::npos);
    h.press('p');
    CHECK(bob_looks(h).find("A passes.") != std::string::npos);
  }
}

TEST_SUITE("screens") {
  TEST_CASE("archaeology: in a sandstorm the players panel points at whoever must discard, not whose turn it is") {
    tabletop::testing::Headless h;
    Position p;
    p.phase = Phase::dig;
    p.acted = false;
    p.turn = 1;  // Bob's turn: he digs the sandstorm, and with one card discards nothing
    p.hands[0] = pile({{Card::pot, 4}});
    p.hands[1] = pile({{Card::coin, 1}});
    p.dig_top = {Card::sandstorm, Card::coin};
    open_on_screen(h, p);
    REQUIRE(h.text().find("▶ B Bob") != std::string::npos);
    h.press('\n');  // dig
    if (h.text().find("Pass the keyboard to Ann") != std::string::npos) h.press('\n');
    const std::string screen = h.text();
    CAPTURE(screen);
    REQUIRE(screen.find("Sandstorm! Ann (A): mark exactly 2 cards") != std::string::npos);
    CHECK(screen.find("▶ A Ann") != std::string::npos);
    CHECK(screen.find("▶ B Bob") == std::string::npos);
  }
}

TEST_SUITE("screens") {
  TEST_CASE("archaeology: a suggestion asked for in the middle of a trade gives the trade's marks back when put away") {
    tabletop::testing::Headless h;
    Position p;
    p.hands[0] = pile({{Card::coin, 2}, {Card::mask, 1}});
    p.hands[1] = pile({{Card::pot, 1}});
    // Three Coins at the marketplace: a trade is clearly worth making, so Hard's suggestion is one.
    p.market = pile({{Card::pot, 1}, {Card::coin, 3}});
    open_on_screen(h, p, 100, 30);
    h.press('t');
    h.press('\n');  // one Coin marked to give
    const std::string marked = "Give 1 card worth 2, take 0 cards worth 0.";
    REQUIRE(h.text().find(marked) != std::string::npos);
    h.press('S');
    REQUIRE(h.shows_suggestion());
    REQUIRE(h.text().find("Suggestion (Hard): trade") != std::string::npos);  // its marks replace the person's
    h.press(ui::key::escape);                                                 // the suggestion put away
    const std::string screen = h.text();
    CAPTURE(screen);
    CHECK(screen.find("Suggestion (Hard): ") == std::string::npos);
    CHECK(screen.find(marked) != std::string::npos);
  }
}
