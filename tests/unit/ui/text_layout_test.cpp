// Laying out text is linear in its length: wrapping, fitting and measuring a text of a million
// characters (a save's player name of that length, a word that never breaks) takes a moment, and
// wrapping keeps every word whole where the width allows and cuts only a word longer than a line.
#include <doctest/doctest.h>

#include <algorithm>
#include <cctype>
#include <chrono>
#include <sstream>
#include <string>
#include <vector>

#include "tabletop/ui/text_terminal.hpp"
#include "tabletop/ui/widgets.hpp"

using namespace tabletop;

namespace {

using Clock = std::chrono::steady_clock;

// Widths are read as a terminal does under a UTF-8 locale, which a TextTerminal sets.
const ui::TextTerminal kUtf8(1, 1);

// The fastest of three runs, in seconds: another program's moment on the machine is not ours.
template <class Work>
double seconds(Work&& work) {
  double best = 1e9;
  for (int run = 0; run < 3; ++run) {
    const auto start = Clock::now();
    work();
    best = std::min(best, std::chrono::duration<double>(Clock::now() - start).count());
  }
  return best;
}

// A word of n characters, some two bytes long, one wide (the widths must be measured).
std::string long_word(std::size_t n) {
  std::string word;
  for (std::size_t i = 0; i < n; ++i) word += i % 7 == 3 ? "ä" : i % 1000 == 500 ? "界" : "x";
  return word;
}

std::string many_words(std::size_t n) {
  std::string text;
  while (text.size() < n) text += "word Wörter " + std::to_string(text.size() % 977) + " ";
  return text;
}

}  // namespace

TEST_SUITE("ui") {
  TEST_CASE("wrapping keeps words whole, cuts only a word longer than the line, and keeps every character") {
    CHECK(ui::wrap("short stays as written", 40) == std::vector<std::string>{"short stays as written"});
    CHECK(ui::wrap("the quick brown fox jumps over the lazy dog", 10) ==
          std::vector<std::string>{"the quick", "brown fox", "jumps over", "the lazy", "dog"});
    CHECK(ui::wrap("a abcdefghijklmnopqrstuvwxyz b", 10) ==
          std::vector<std::string>{"a", "abcdefghij", "klmnopqrst", "uvwxyz b"});
    CHECK(ui::wrap("  - an item that hangs under its words", 16) ==
          std::vector<std::string>{"  - an item that", "    hangs under", "    its words"});
    CHECK(ui::wrap("Ärger über 界界界界 Straße", 8) == std::vector<std::string>{"Ärger", "über", "界界界界", "Straße"});
    const std::string word = long_word(1000);
    std::string joined;
    for (const std::string& line : ui::wrap(word, 80)) {
      CHECK(ui::text_width(line) <= 80);
      joined += line;
    }
    CHECK(joined == word);
    CHECK(ui::fit("Ärger über", 5) == "Ärger");
    CHECK(ui::fit("界界", 3) == "界");
    CHECK(ui::fits("界界", 4));
    CHECK_FALSE(ui::fits("界界", 3));
  }

  // "row 7," at a line's end and "column 3" on the next reads as two places; "Pay 1" and "gold" as a
  // sum without its coin. A number stays with the word before it and the word after it, unless a
  // clause ends between them; a group longer than a line still breaks, between its words.
  TEST_CASE("wrapping keeps a number with its words: 'row 7', 'column 3' and '1 gold' are never parted") {
    CHECK(ui::wrap("The hedgehog stands on row 7, column 3 now.", 26) ==
          std::vector<std::string>{"The hedgehog stands on", "row 7, column 3 now."});
    CHECK(ui::wrap("The hedgehog goes to row 7, column 3.", 34) ==
          std::vector<std::string>{"The hedgehog goes to row 7,", "column 3."});
    CHECK(ui::wrap("Ann has to pay 1 gold or go back.", 15) ==
          std::vector<std::string>{"Ann has to", "pay 1 gold or", "go back."});
    CHECK(ui::wrap("A rolls 6: p leaves the yard.", 8) ==
          std::vector<std::string>{"A", "rolls 6:", "p leaves", "the", "yard."});
    // A key stays with what it does.
    CHECK(ui::wrap("Player A wins with 16 gold!  n: new game, q: menu", 44) ==
          std::vector<std::string>{"Player A wins with 16 gold! n: new game,", "q: menu"});
    CHECK(ui::wrap("Welcome back: your game goes on. Esc: menu.", 36) ==
          std::vector<std::string>{"Welcome back: your game goes on.", "Esc: menu."});
    CHECK(ui::wrap("Keys you set stay. Enter: new key.", 25) ==
          std::vector<std::string>{"Keys you set stay.", "Enter: new key."});
    // "of" stays with the place it names (at 60 x 20 Pako's log read "The guard of" / "row 4 runs 6
    // squares"), in as many lines.
    CHECK(ui::wrap("The guard of row 4 runs 6 squares (column 2 to 8).", 25) ==
          std::vector<std::string>{"The guard of row 4", "runs 6 squares", "(column 2 to 8)."});
    CHECK(ui::wrap("Then the guard of row 5 runs.", 19) ==
          std::vector<std::string>{"Then the guard", "of row 5 runs."});
    // A list's number stays with its entry ("Result: 1." / "Player A (3)" read as a sentence's end);
    // a sentence's last number may still end a line.
    for (int width = 12; width <= 40; ++width) {
      CAPTURE(width);
      for (const std::string& line : ui::wrap("The race is over. Result: 1. Player A (3), 2. Player B (2).", width)) {
        CAPTURE(line);
        CHECK(line.substr(line.size() - 2) != "1.");
        CHECK(line.substr(line.size() - 2) != "2.");
      }
    }
    CHECK(ui::wrap("Robot B rolls a 6. Robot B goes on.", 19) ==
          std::vector<std::string>{"Robot B rolls a 6.", "Robot B goes on."});
    // Longer than a line: it breaks before a word that leads to the next number, so each number keeps
    // its word before it (it broke as words do: "from 1 to" / "2 to 3 to" / "4").
    CHECK(ui::wrap("from 1 to 2 to 3 to 4", 9) == std::vector<std::string>{"from 1", "to 2 to 3", "to 4"});
    // Every line of a long text keeps each number beside the word before it.
    const std::string text = "Cy moves from row 12 to row 3 and then to column 14, paying 2 gold at Gate 9. ";
    for (int width = 10; width <= 40; ++width) {
      CAPTURE(width);
      for (const std::string& line : ui::wrap(text + text + text, width)) {
        CAPTURE(line);
        CHECK(ui::text_width(line) <= width);
        CHECK_FALSE(std::isdigit(static_cast<unsigned char>(line.front())));
      }
    }
  }

  // Filling each line in turn, groups whole, can leave a line of one short word ("Robot 1 lands on Old" /
  // "Well." in Getaway's log, "Player A" / "finds 4 gold and now") or part a name ("Toll" / "Bridge").
  // Such a text is laid out again: in as few lines, none less than half full where the words allow,
  // breaking at a clause's end rather than inside a name ("Old Tree", "Player A") or before "a 6".
  TEST_CASE("wrapping leaves no line less than half full where another layout of as many lines avoids it") {
    using Lines = std::vector<std::string>;
    // Getaway's log at 80 x 24 is 24 columns wide.
    CHECK(ui::wrap("Robot 1 is on Pergola and rolls a 3. Robot 1 lands on Old Well. Robot 1 finds 2 gold and now "
                   "has 21 gold.",
                   24) == Lines{"Robot 1 is on Pergola", "and rolls a 3.", "Robot 1 lands", "on Old Well.",
                                "Robot 1 finds 2 gold and", "now has 21 gold."});
    CHECK(ui::wrap("Robot 1 is on Marsh and rolls an 8. Robot 1 needs a 4 to get out of Marsh.", 24) ==
          Lines{"Robot 1 is on Marsh", "and rolls an 8.", "Robot 1 needs a 4 to get", "out of Marsh."});
    CHECK(ui::wrap("Player A is on Aladan's Castle and rolls a 2. Player A lands on Old Tree. Player A finds 4 gold "
                   "and now has 24 gold.",
                   20) == Lines{"Player A is on", "Aladan's Castle and", "rolls a 2.", "Player A lands on",
                                "Old Tree. Player A", "finds 4 gold and now", "has 24 gold."});
    CHECK(ui::wrap("Game over. Player A wins with 16 gold.", 18) ==
          Lines{"Game over.", "Player A wins", "with 16 gold."});
    // A run of numbers breaks before a word that leads to the next one when that fills the line better.
    CHECK(ui::wrap("from 1 to 2 to 3 to 4", 15) == Lines{"from 1 to 2", "to 3 to 4"});
    CHECK(ui::wrap("A rolls 1: p moves from 37 to 38.", 15) == Lines{"A rolls 1:", "p moves", "from 37 to 38."});
    // Where the words allow nothing better, the layout stays: "A" cannot join "rolls 6:" in 8 columns
    // (checked above), nor "Ann has to" "pay 1 gold" in 15; a text with no short line keeps every break.
    CHECK(ui::wrap("Ann has to pay 1 gold or go back.", 15) == Lines{"Ann has to", "pay 1 gold or", "go back."});
    CHECK(ui::wrap("Player B is on Reed Bank and rolls a 4. Player B lands on Willow.", 24) ==
          Lines{"Player B is on Reed Bank", "and rolls a 4. Player B", "lands on Willow."});
    // A name parted between lines ("Player" / "B", "Toll" / "Bridge") is mended the same way.
    CHECK(ui::wrap("Player B is on Reed Bank and rolls a 4. Player B lands on Willow. Player B finds 4 gold and now "
                   "has 22 gold.",
                   24) == Lines{"Player B is on Reed Bank", "and rolls a 4. Player B", "lands on Willow.",
                                "Player B finds 4 gold", "and now has 22 gold."});
    CHECK(ui::wrap("Player A is on Toll Bridge and rolls a 3. Player A lands on Sandbank.", 24) ==
          Lines{"Player A is on", "Toll Bridge and", "rolls a 3. Player A", "lands on Sandbank."});
  }

  TEST_CASE("a million characters lay out in a moment: wrap, fit and width are linear in the text") {
    // Ten times the text takes about ten times as long, not a hundred: checked on sizes a slow
    // layout still finishes, before the million, which such a layout would take hours over.
    for (const auto& make : {long_word, many_words}) {
      const std::string small = make(20'000);
      const std::string large = make(200'000);
      const double t_small = seconds([&] { (void)ui::wrap(small, 80); });
      const double t_large = seconds([&] { (void)ui::wrap(large, 80); });
      CAPTURE(t_small);
      CAPTURE(t_large);
      REQUIRE(t_large < 40 * t_small + 0.01);
      const std::string million = make(1'000'000);
      CHECK(seconds([&] { (void)ui::wrap(million, 80); }) < 2.0);
      CHECK(seconds([&] { (void)ui::fit(million, 80); }) < 0.1);
      CHECK(seconds([&] { (void)ui::text_width(million); }) < 1.0);
    }
    // A text laid out again for its short lines (see above) is linear too. The bound on the million is
    // loose, as a sanitizer build is several times slower; a quadratic layout would take hours.
    const auto story = [](std::size_t size) {
      std::string text;
      while (text.size() < size) text += "Robot 1 is on Marsh and rolls an 8. Robot 1 lands on Old Well. ";
      return text;
    };
    CHECK(ui::wrap(story(1'000), 24)[1] == "and rolls an 8.");
    const std::string story_small = story(100'000), story_large = story(1'000'000);
    const double t_small = seconds([&] { (void)ui::wrap(story_small, 24); });
    const double t_large = seconds([&] { (void)ui::wrap(story_large, 24); });
    CAPTURE(t_small);
    CAPTURE(t_large);
    CHECK(t_large < 40 * t_small + 0.01);
    CHECK(t_large < 10.0);
  }

  TEST_CASE("drawing a million-character line in a narrow window costs one pass over it") {
    ui::TextTerminal term(80, 24);
    const ui::Painter p(term, ui::Rect{0, 0, 80, 24});
    const std::string million = long_word(1'000'000);
    int end = 0;
    CHECK(seconds([&] { end = p.text(0, 0, million); }) < 1.0);
    CHECK(end == ui::text_width(million));  // the column after it, as if nothing were clipped
  }

  TEST_CASE("a text a blank line or two too long drops them rather than scroll; a longer one says that it goes on") {
    const std::vector<std::string> text = {"# Heading", "", "one", "two", "", "three"};  // six lines, two blank
    const auto drawn = [&](int rows) {
      ui::TextTerminal term(30, rows);
      ui::TextView view;
      view.paragraphs = text;
      view.draw(ui::Painter(term, ui::Rect{0, 0, 30, rows}), ui::Rect{0, 0, 30, rows});
      return std::make_pair(term.text().substr(0, term.text().find("--- tones")), view.scrolls);
    };
    const auto [four, scrolls_in_four] = drawn(4);  // two lines over: both blank lines go
    CHECK(!scrolls_in_four);
    CHECK(four.find("Heading") != std::string::npos);
    CHECK(four.find("three") != std::string::npos);
    const auto [three, scrolls_in_three] = drawn(3);  // three over: it scrolls, and the last row says so
    CHECK(scrolls_in_three);
    CHECK(three.find("more below, 33% shown") != std::string::npos);
    CHECK(three.find("three") == std::string::npos);
  }

  TEST_CASE("shorten: a line too long keeps its whole words and ends in an ellipsis; one that fits stays as it is") {
    ui::TextTerminal utf8(80, 5);
    ui::TextTerminal ascii(80, 5, {}, false);
    const ui::Painter u(utf8, ui::Rect{0, 0, 80, 5});
    const ui::Painter a(ascii, ui::Rect{0, 0, 80, 5});
    const std::string found = "Found in the chamber: 1 Pot Shard, 1 Coin, 2 Talismans.";
    CHECK(ui::shorten(u, found, 80) == found);
    CHECK(ui::shorten(u, found, ui::text_width(found)) == found);
    CHECK(ui::shorten(u, found, 48) == "Found in the chamber: 1 Pot Shard, 1 Coin, 2…");
    CHECK(ui::shorten(u, found, 44) == "Found in the chamber: 1 Pot Shard, 1 Coin…");  // its comma goes too
    CHECK(ui::shorten(a, found, 46) == "Found in the chamber: 1 Pot Shard, 1 Coin...");
    CHECK(ui::shorten(u, found, 22) == "Found in the chamber…");  // and the colon
    CHECK(ui::shorten(u, found, 20) == "Found in the…");
    CHECK(ui::shorten(u, "Talismans", 5) == "Tali…");  // one word longer than the room is cut
    CHECK(ui::shorten(a, "Talismans", 2) == "..");
    for (int columns = 1; columns <= ui::text_width(found); ++columns)
      CHECK(ui::text_width(ui::shorten(u, found, columns)) <= columns);
  }

  TEST_CASE("a text's optional last paragraphs give way first when it does not fit") {
    ui::TextTerminal term(30, 3);
    ui::TextView view;
    view.paragraphs = {"one", "two", "three", "", "a note that may go"};
    view.optional = 2;
    view.draw(ui::Painter(term, ui::Rect{0, 0, 30, 3}), ui::Rect{0, 0, 30, 3});
    const std::string shown = term.text().substr(0, term.text().find("--- tones"));
    CHECK(!view.scrolls);
    CHECK(shown.find("three") != std::string::npos);
    CHECK(shown.find("note") == std::string::npos);
    ui::TextTerminal roomy(30, 5);
    view.draw(ui::Painter(roomy, ui::Rect{0, 0, 30, 5}), ui::Rect{0, 0, 30, 5});
    CHECK(roomy.text().find("a note that may go") != std::string::npos);  // kept where there is room
  }

  TEST_CASE("a legend wraps between its entries: a glyph never parts from its meaning") {
    // Igel's side note in a joined player's 90-column window, 26 columns of panel.
    using Lines = std::vector<std::string>;
    CHECK(ui::wrap_legend("▒ obstacle  BA: A on top of B", 26) == Lines{"▒ obstacle", "BA: A on top of B"});
    CHECK(ui::wrap_legend("▒ obstacle  BA: A on top of B", 40) == Lines{"▒ obstacle  BA: A on top of B"});
    CHECK(ui::wrap_legend("• pick  ◆ picked  ∘ target", 17) == Lines{"• pick  ◆ picked", "∘ target"});
    // An entry wider than the line wraps on its own, and the next entry starts a line.
    CHECK(ui::pack_entries({"a", "an entry of many words", "b"}, 12) == Lines{"a", "an entry of", "many words", "b"});
    CHECK(ui::pack_entries({"⌂ start", "$ gold", "» on"}, 16) == Lines{"⌂ start  $ gold", "» on"});
  }
}

TEST_SUITE("ui") {
  TEST_CASE("text left on a plain terminal breaks at words, never at the terminal's edge") {
    const std::string farewell =
        "Your game of Ludo is saved (/home/ann/games/ludo.json). Start tabletop host ludo "
        "again to go on with it.\n";
    for (const int columns : {40, 60, 80}) {
      CAPTURE(columns);
      const std::string shown = ui::for_terminal(farewell, columns);
      CAPTURE(shown);
      std::vector<std::string> lines;
      std::istringstream in(shown);
      for (std::string line; std::getline(in, line);) lines.push_back(line);
      CHECK(lines.size() > 1);
      std::string words;
      for (const std::string& line : lines) {
        CHECK(ui::text_width(line) < columns);  // the last column left free: a full line would wrap twice
        words += (words.empty() ? "" : " ") + line;
      }
      CHECK(words + "\n" == farewell);  // every word whole, in its order
      CHECK(shown.back() == '\n');
    }
    // A line that fits stays whole, and each line of the text is wrapped on its own.
    CHECK(ui::for_terminal("one line\nand another\n", 80) == "one line\nand another\n");
  }
}
