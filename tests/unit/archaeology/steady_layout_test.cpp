// Archaeology's screen keeps one layout per window size: starting a trade, marking cards, a suggestion
// under the prompt, leaving the trade and making it move neither the table nor the players panel.
// A large window gets a table to be read across: short boxes, prices close together, dots from each
// name to its boxes and, under it, how many of the kind are still hidden; under the choices, what each
// seat has sold.
#include <doctest/doctest.h>

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

#include "on_screen.hpp"
#include "support/columns.hpp"
#include "support/headless.hpp"
#include "tabletop/core/match.hpp"
#include "tabletop/ui/keys.hpp"

using namespace tabletop;
using namespace tabletop::archaeology;
using namespace tabletop::archaeology::testing;

namespace {

// Ann (A) to act with pots, coins, a map and a mask; the marketplace has cups, a talisman and a scrap.
void open_trading_position(tabletop::testing::Headless& h, int width, int height, bool ascii = false) {
  Position position;
  position.hands[0] = pile({{Card::pot, 3}, {Card::coin, 2}, {Card::map, 1}, {Card::mask, 1}});
  position.hands[1] = pile({{Card::coin, 3}});
  position.market = pile({{Card::cup, 2}, {Card::talisman, 1}, {Card::parchment, 1}});
  open_on_screen(h, position, width, height, ascii);
}

// Words that only the table, its columns and the players panel draw; the pyramid's dialog covers
// the treasures' names, but not the first three.
const std::vector<std::string> kLandmarks = {"Dig site",   "museum pays",     "Players ", "Treasure",
                                             "Pot Shards", "Pharaoh's Masks", "In all"};

// Where the parts of the screen stand: the row and column of each of `words`, one line each.
std::string landmarks(tabletop::testing::Headless& h, std::size_t words = kLandmarks.size()) {
  const auto rows = h.lines();
  std::string found;
  for (std::size_t i = 0; i < words; ++i) {
    const std::string& word = kLandmarks[i];
    found += word;
    found += ":";
    for (std::size_t y = 0; y < rows.size(); ++y) {
      const std::u32string row = tabletop::testing::columns(rows[y]);
      const std::u32string wanted = tabletop::testing::columns(word);
      if (const std::size_t x = row.find(wanted); x != std::u32string::npos) {
        found += " " + std::to_string(y) + "," + std::to_string(x);
        break;
      }
    }
    found += "\n";
  }
  return found;
}

}  // namespace

TEST_SUITE("screens") {
  TEST_CASE("archaeology: marking cards for a trade, the prompt names the sideways keys as the terminal draws") {
    for (const bool ascii : {false, true}) {
      CAPTURE(ascii);
      tabletop::testing::Headless h;
      open_trading_position(h, 100, 30, ascii);
      h.press('t');
      CHECK(h.text().find(ascii ? "(left/right hand or market)" : "(←→ hand or market)") != std::string::npos);
    }
  }

  TEST_CASE("archaeology: the actions' footer names the moves first, as every screen does") {
    tabletop::testing::Headless h;
    open_trading_position(h, 80, 24);
    const std::string footer = h.lines().back();
    CAPTURE(footer);
    CHECK(footer.rfind(" ↑↓ move  Enter choose  t trade", 0) == 0);
  }

  TEST_CASE("archaeology: Tab then Enter with a trade half marked says what is missing and keeps the marks") {
    tabletop::testing::Headless h;
    open_trading_position(h, 80, 24);
    h.press('t');
    h.press('\n');  // one pot to give, nothing to take yet
    REQUIRE(h.text().find("Give 1 card worth 1, take 0 cards worth 0.") != std::string::npos);
    h.press('\t');  // to the choices: the trade's confirmation, not yet possible, is where the cursor goes
    h.press('\n');
    CAPTURE(h.text());
    CHECK(h.text().find("Now mark what you take, in the market column.") != std::string::npos);
    CHECK(h.text().find("Give 1 card worth 1, take 0 cards worth 0.") != std::string::npos);  // the marks kept
  }

  TEST_CASE("archaeology: the table and the players panel stay where they are through a trade, at every size") {
    for (const ui::Size size :
         {ui::Size{80, 24}, ui::Size{100, 30}, ui::Size{120, 36}, ui::Size{160, 48}, ui::Size{200, 60}}) {
      CAPTURE(size.w);
      CAPTURE(size.h);
      tabletop::testing::Headless h;
      open_trading_position(h, size.w, size.h);
      const std::string before = landmarks(h);
      const std::string above_the_dialog = landmarks(h, 3);
      CAPTURE(before);
      REQUIRE(before.find("Players : ") != std::string::npos);  // every landmark is on the screen
      REQUIRE(before.find("In all: ") != std::string::npos);
      const auto same_as_before = [&h, &before](const std::string& when) {
        CAPTURE(when);
        CAPTURE(h.text());
        CHECK(landmarks(h) == before);
      };
      h.press('t');
      REQUIRE(h.text().find("Confirm the trade") != std::string::npos);
      same_as_before("trading");
      h.press('\t');  // the choices under the table: the longer of the trade's prompts
      same_as_before("trading, on the choices");
      h.press('S');
      REQUIRE(h.shows_within("Suggestion (Hard): "));
      // Hard suggests a trade here when its search runs its whole budget. A build too slow for that
      // (the sanitized one) cuts the search at Hard's time limit and may suggest exploring instead,
      // whose longer line moves the table (a defect of its own, noted on issue 57): the layout is
      // held under the suggested trade.
      if (h.text().find("Suggestion (Hard): trade") != std::string::npos) {
        same_as_before("a suggestion under the prompt");
      }
      h.press(ui::key::escape);
      same_as_before("the trade left");
      // Two pots for a cup, then the trade made.
      h.press('t');
      h.press('\n');
      h.press('\n');
      h.press(ui::key::right);
      for (int i = 0; i < 4; ++i) h.press(ui::key::down);
      h.press('\n');
      same_as_before("marked");
      h.press('t');
      CAPTURE(h.text());
      REQUIRE(h.text().find("Ann (A): money") != std::string::npos);  // back to the actions
      same_as_before("the trade made");
      h.press('s');
      same_as_before("selling");
      h.press(ui::key::escape);
      h.press('x');
      REQUIRE(h.text().find("Small chamber") != std::string::npos);
      CAPTURE(h.text());
      CHECK(landmarks(h, 3) == above_the_dialog);
    }
  }

  TEST_CASE("archaeology: a large window's table is read across: prices close together, boxes of three lines") {
    for (const ui::Size size : {ui::Size{160, 48}, ui::Size{200, 60}}) {
      CAPTURE(size.w);
      tabletop::testing::Headless h;
      open_trading_position(h, size.w, size.h);
      const auto rows = h.lines();
      CAPTURE(h.text());
      const auto row_of = [&rows](const std::string& word) {
        for (std::size_t y = 0; y < rows.size(); ++y) {
          if (rows[y].find(word) != std::string::npos) return y;
        }
        return rows.size();
      };
      const std::size_t coins = row_of("Coins ");
      REQUIRE(coins + 1 < rows.size());
      const std::u32string line = tabletop::testing::columns(rows[coins]);
      // A dot leads from the name to its boxes; the museum's five prices take 25 columns.
      CHECK(line.find(U"Coins ··") != std::u32string::npos);
      const std::size_t prices = line.find(U" 2    5   10   18   30");
      REQUIRE(prices != std::u32string::npos);
      CHECK(prices - line.find(U"Coins") < 60);
      // Under the name: the coins of the deck not in Ann's hand, the marketplace or sold.
      const int hidden = deck_count(Card::coin, 2, Length::normal) - 2;
      CHECK(rows[coins + 1].find(" " + std::to_string(hidden) + " still hidden") != std::string::npos);
      // One treasure to the next: a box of three lines at most and its border.
      CHECK(row_of("Talismans ") - coins <= 4);
      // Under the choices, what each seat has sold.
      const std::size_t sold = row_of("Sold so far");
      REQUIRE(sold + 2 < rows.size());
      CHECK(sold > row_of("End the turn"));
      CHECK(rows[sold + 1].find("Ann (A)") != std::string::npos);
      CHECK(rows[sold + 1].find("$0") != std::string::npos);
      CHECK(rows[sold + 2].find("nothing yet") != std::string::npos);
    }
  }

  TEST_CASE("archaeology: news under the table leaves the money's line whole or takes it, never half of it") {
    // A long name wraps the money's line at 80 x 24; with "You dug up a Coin." below it, it used to lose
    // its first line and leave "sold." alone. It gives up the name instead.
    Position position;
    position.phase = Phase::dig;
    position.acted = false;
    position.hands[0] = pile({{Card::pot, 2}});
    position.hands[1] = pile({{Card::coin, 1}});
    position.dig_top = {Card::coin};
    const Match<State> match(position.build(), {Seat{false, "", "Bartholomew Jenkinss"}, Seat{false, "", "Bob"}},
                             {42, 1});
    tabletop::testing::Headless h;
    h.dir.file("settings.json", tabletop::testing::settings_text("archaeology"));
    {
      SaveSession saves(h.dir.path);
      REQUIRE(saves.claim().empty());
      REQUIRE(saves.save_game("archaeology", match.to_json(), false).empty());
    }
    h.launch(80, 24);
    h.press('\n');  // the cover between two people
    CAPTURE(h.text());
    REQUIRE(h.text().find("Bartholomew Jenkinss (A): money 0, from 0 cards") != std::string::npos);
    h.press('d');
    const auto rows = h.lines();
    CAPTURE(h.text());
    CHECK(h.text().find("You dug up a Coin.") != std::string::npos);
    CHECK(h.text().find("Money 0, from 0 cards sold.") != std::string::npos);
    for (const std::string& row : rows) CHECK(row.rfind(" sold.", 0) != 0);
  }

  TEST_CASE("archaeology: the cursor's bracket keeps a space from the longest treasure's name at 80 x 24") {
    tabletop::testing::Headless h;
    open_trading_position(h, 80, 24);
    h.press('t');
    h.press(ui::key::down);  // Parchment Scraps, in the hand's column
    const auto rows = h.lines();
    const auto row = std::find_if(rows.begin(), rows.end(),
                                  [](const std::string& r) { return r.rfind(" Parchment Scraps", 0) == 0; });
    REQUIRE(row != rows.end());
    CAPTURE(*row);
    CHECK(row->find('[') != std::string::npos);  // the cursor is on this row
    CHECK(row->rfind(" Parchment Scraps ", 0) == 0);
  }

  TEST_CASE("archaeology: in a large window each choice's key stays near its name") {
    tabletop::testing::Headless h;
    open_trading_position(h, 200, 60);
    const auto rows = h.lines();
    const auto row = std::find_if(rows.begin(), rows.end(), [](const std::string& r) {
      return r.find("Trade at the marketplace") != std::string::npos;
    });
    REQUIRE(row != rows.end());
    CAPTURE(*row);
    const std::size_t name = row->find("Trade at the marketplace");
    const std::size_t key = row->find(" t ", name);  // the key, right-aligned in the choices' width
    REQUIRE(key != std::string::npos);
    CHECK(key - name < 50);
  }

  TEST_CASE("archaeology: a trade's summary keeps to one line in the smallest window, its 'ready.' never alone") {
    // Three pots for a scrap and a cup: "Give 3 cards worth 3, take 2 cards worth 3: ready." just fits
    // the line under the table at 79 x 24, the smallest window the table takes.
    tabletop::testing::Headless h;
    open_trading_position(h, 79, 24);
    h.press('t');
    for (int i = 0; i < 3; ++i) h.press('\n');
    h.press(ui::key::right);
    h.press(ui::key::down);
    h.press('\n');
    for (int i = 0; i < 3; ++i) h.press(ui::key::down);
    h.press('\n');
    CAPTURE(h.text());
    CHECK(h.text().find(" Give 3 cards worth 3, take 2 cards worth 3: ready. ") != std::string::npos);
    for (const std::string& row : h.lines()) CHECK(row.rfind(" ready.", 0) != 0);
  }

  TEST_CASE("archaeology: the table's two headings read apart, the museum's over its prices, at every size") {
    // "trade museum, set of" read as one phrase: the headings are kept three spaces apart.
    const std::vector<std::pair<int, int>> sizes = {{80, 24}, {100, 30}, {120, 40}, {160, 48}, {200, 60}};
    for (const auto& size : sizes) {
      CAPTURE(size.first);
      tabletop::testing::Headless h;
      open_trading_position(h, size.first, size.second);
      const auto rows = h.lines();
      const auto heading = std::find_if(
          rows.begin(), rows.end(), [](const std::string& row) { return row.find("Cards of ") != std::string::npos; });
      REQUIRE(heading != rows.end());
      REQUIRE(heading + 1 != rows.end());
      const std::u32string top = tabletop::testing::columns(*heading);
      const std::u32string under = tabletop::testing::columns(*(heading + 1));
      CAPTURE(*heading);
      const std::size_t trade = top.find(U"trade ");
      const std::size_t museum = top.find(U"museum pays");
      REQUIRE(trade != std::u32string::npos);
      REQUIRE(museum != std::u32string::npos);
      CHECK(museum >= trade + 5 + 3);
      CHECK(top.find_first_not_of(U' ', trade + 5) == museum);
      // The heading ends over the largest set's size, the last of its numbers.
      const std::size_t last_size = under.find(U"5 ", under.find(U"value"));
      const std::size_t heading_end = top.find(U"  ", museum);
      CHECK(heading_end == last_size + 1);
    }
  }

  TEST_CASE("archaeology: in the players panel each player's hand stands in one column") {
    // "$14 hand 6" over "$0 hand 12" put B's "hand" a column left of A's.
    Position position;
    position.hands[0] = pile({{Card::pot, 3}, {Card::coin, 3}});
    position.hands[1] = pile({{Card::pot, 9}, {Card::cup, 3}});
    position.sales[0] = {Sale(Card::talisman, 3, 14)};
    for (const auto& size : {std::pair{80, 24}, std::pair{120, 40}}) {
      CAPTURE(size.first);
      tabletop::testing::Headless h;
      open_on_screen(h, position, size.first, size.second);
      std::vector<std::size_t> hand_at;
      for (const std::string& line : h.lines()) {
        const std::u32string row = tabletop::testing::columns(line);
        if (row.find(U"$") == std::u32string::npos) continue;  // a player's row in the panel
        if (const std::size_t at = row.find(U" hand "); at != std::u32string::npos) hand_at.push_back(at);
      }
      CAPTURE(h.text());
      REQUIRE(hand_at.size() == 2);
      CHECK(hand_at[0] == hand_at[1]);
      CHECK(h.text().find("$14 hand 6") != std::string::npos);
      CHECK(h.text().find("$0  hand 12") != std::string::npos);
    }
  }
}
