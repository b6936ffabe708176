// Igel Ärgern's screen says what it draws and what the player can do: the legend explains stacks as
// the board's size draws them, and the prompt after the roll names the sidestep (one row up or down)
// and offers a forward move in the rolled row only when one is marked there.
#include <doctest/doctest.h>

#include "support/cli_run.hpp"
#include "support/headless.hpp"
#include "tabletop/games/igel/igel.hpp"
#include "tabletop/ui/keys.hpp"

using namespace tabletop;

namespace {

// Row 2 emptied by two sidesteps; B to roll (seed 1 rolls a 2 next). Stacks: A on A at (3,1).
const char* const kRowTwoEmpty = R"({"players": 2, "seed": 1, "seats": ["person", "person"],
  "placements": [1, 2, 3, 4, 5, 6, 2, 1],
  "turns": [{"roll": 1, "sidestep": {"from": [2,1], "to_row": 3}, "forward": [1,1]},
            {"roll": 3, "sidestep": {"from": [2,1], "to_row": 3}, "forward": [3,1]},
            {"roll": 2}]})";

void launch(testing::Headless& h, int width, int height, const std::string& script = kRowTwoEmpty) {
  const auto replayed = testing::run(
      {"replay", "igel", h.dir.file("script.json", script), "--autosave", "--save-dir", h.dir.path.string()});
  REQUIRE(replayed.status == 0);
  h.dir.file("settings.json", testing::settings_text("igel"));
  h.launch(width, height);
}

// The screen as one line, its spaces and line ends collapsed: a prompt wraps.
std::string said(testing::Headless& h) {
  std::string text;
  for (char c : h.text()) {
    if (c != ' ' && c != '\n') text += c;
    else if (!text.empty() && text.back() != ' ') text += ' ';
  }
  return text;
}

}  // namespace

TEST_SUITE("screens") {
  TEST_CASE("igel: six players keep a row each at 80 x 24, so the log keeps its room; two keep the whole words") {
    // Five robots: their marks and levels leave the words no room on one row.
    const std::string six = R"({"players": 6, "seed": 1, "seats": ["person", "normal", "normal", "normal", "normal",
      "normal"], "placements": [], "turns": []})";
    testing::Headless h;
    launch(h, 80, 24, six);
    int rows_with_tally = 0;
    for (const std::string& line : h.lines()) rows_with_tally += line.find("0/3") != std::string::npos;
    CHECK(rows_with_tally == 6);
    CHECK(h.text().find("Robot F") != std::string::npos);
    CHECK(h.text().find("─ Log ") != std::string::npos);
    testing::Headless wide;
    launch(wide, 120, 40, six);
    CHECK(wide.text().find("goal 0 of 3") != std::string::npos);  // where there is room, in words
    testing::Headless two;
    launch(two, 80, 24);
    CHECK(two.text().find(" of 3") != std::string::npos);
    CHECK(two.text().find("/3") == std::string::npos);
  }

  TEST_CASE("igel: the legend explains stacks as this size draws them") {
    struct Size {
      int width, height;
      const char* drawn;   // the stack of two of A's hedgehogs at (3,1)
      const char* legend;  // what the legend says of stacks
      const char* other;   // the other size's legend, not shown
    };
    // A large board draws the whole stack: in a line, top first, or one above the other where a square
    // has two lines inside; a small one its top and height.
    for (const Size size : {Size{120, 40, "  3  │   A   │   B   │", "A over B, or AB: A on top", "AB: A on top of"},
                            Size{100, 30, "│ AA  │", "AB: A on top of B", "B3"},
                            Size{80, 24, " A2 ", "B3: pile of 3, B on top", "BA:"}}) {
      testing::Headless h;
      launch(h, size.width, size.height);
      CAPTURE(h.text());
      CHECK(h.text().find(size.drawn) != std::string::npos);
      if (size.width == 120) CHECK(h.text().find("\n     │   A   │       │") != std::string::npos);  // the one under it
      CHECK(h.text().find(size.legend) != std::string::npos);
      CHECK(h.text().find(size.other) == std::string::npos);
    }
  }

  TEST_CASE("igel: the square under the cursor is named as the log names it, whole at 80 x 24") {
    struct Seen {
      const char* variants;
      const char* obstacle;  // row 1, column 4, not yet released
    };
    for (const Seen seen : {Seen{"", "row 1, column 4: obstacle until all catch up"},
                            Seen{"shallow_obstacles", "row 1, column 4: lowest held until all catch up"},
                            Seen{"repelling_obstacles", "row 1, column 4: obstacle, repels back to Start"}}) {
      json script = json::parse(kRowTwoEmpty);
      if (*seen.variants) script["variants"] = json::array({seen.variants});
      testing::Headless h;
      launch(h, 80, 24, script.dump());
      CAPTURE(h.text());
      CHECK(h.text().find("  row 1, the Start column  ") != std::string::npos);  // where the cursor starts
      for (int i = 0; i < 3; ++i) h.press(ui::key::right);
      CHECK(h.text().find(std::string("  ") + seen.obstacle + "  ") != std::string::npos);
      CHECK(h.text().find("(1,") == std::string::npos);
    }
  }

  TEST_CASE("igel: after the roll the prompt says what a sidestep does, and offers forward only where it can") {
    testing::Headless h;
    launch(h, 100, 30);
    bool seen_empty_row = false;
    bool seen_forward = false;
    const auto state = [&h] { return igel::State::from_json(h.saves->read_game("igel").doc["match"]["state"]); };
    for (int step = 0; step < 30 && !(seen_empty_row && seen_forward); ++step) {
      const igel::State s = state();
      if (s.phase() == igel::Phase::roll || s.phase() == igel::Phase::forward) {
        h.press('\n');  // roll, or move forward the marked hedgehog the cursor is on
        continue;
      }
      REQUIRE(s.phase() == igel::Phase::sidestep);
      const std::string row = std::to_string(s.die());
      const std::string shown = said(h);
      CAPTURE(shown);
      CHECK(shown.find("sidestep it or move it forward") == std::string::npos);
      // Beside the die, in a sentence: what was rolled, that a sidestep may come first, and p skips it.
      CHECK(shown.find("Rolled " + row + ": you may sidestep; p skips it") != std::string::npos);
      CHECK(shown.find("here or p") == std::string::npos);
      if (s.forward_squares().empty()) {
        seen_empty_row = true;
        CHECK(shown.find("to sidestep it one row up or down; then a hedgehog in row " + row +
                         " moves forward, if one can.") != std::string::npos);
        CHECK(shown.find("forward now") == std::string::npos);
      } else {
        seen_forward = true;
        CHECK(shown.find("sidestep one of yours one row up or down, then one in row " + row +
                         " moves forward; or move one in row " + row + " forward now.") != std::string::npos);
      }
      h.press('p');  // no sidestep
    }
    CHECK(seen_empty_row);
    CHECK(seen_forward);
  }

  TEST_CASE("igel: the line beside the die says what was rolled and which key skips the sidestep, whole at 80 x 24") {
    testing::Headless h;
    launch(h, 80, 24);
    h.press('\n');  // B rolls 2
    CAPTURE(h.text());
    CHECK(h.text().find("Rolled 2: you may sidestep; p skips it") != std::string::npos);
    CHECK(h.text().find("here or p") == std::string::npos);
  }

  // "Enter on the die" did not say the cursor goes there: the die is a square of its own, above the board.
  TEST_CASE("igel: the prompt says that Enter skips the sidestep with the cursor on the die") {
    testing::Headless h;
    launch(h, 80, 24);
    h.press('\n');  // B rolls 2
    CAPTURE(h.text());
    CHECK(said(h).find("No sidestep: press p, or Enter with the cursor on the die.") != std::string::npos);
  }
}

TEST_SUITE("screens") {
  // A small board draws a stack as its top and height (A2): the legend says where the hedgehogs under
  // the top are named, and the line under the board names them for the square under the cursor.
  TEST_CASE("igel at 80 x 24: the legend says where a stack's hedgehogs under its top are named") {
    testing::Headless h;
    launch(h, 80, 24);
    CAPTURE(h.text());
    CHECK(h.text().find("Whole pile: under the board") != std::string::npos);
    h.press(ui::key::down);
    h.press(ui::key::down);  // row 3, the Start column: A on A
    // The cursor's brackets close round the label on both sides, as a pick's marks do.
    CHECK(h.text().find("[A2]") != std::string::npos);
    CHECK(h.text().find("pile, bottom to top: A A") != std::string::npos);
  }

  // Over a square that may be picked (or is a target), the cursor's brackets stand outside its marks, which
  // they hid: whether the square can be picked is seen where the eye is.
  TEST_CASE("igel at 80 x 24: the cursor shows the mark of the square under it") {
    testing::Headless h;
    launch(h, 80, 24);
    h.press('\n');  // B rolls 2: B's hedgehogs to pick are marked, the cursor on one
    CAPTURE(h.text());
    CHECK(h.text().find("[•B1•]") != std::string::npos);
    h.press('\n');  // picked: the cursor on a target
    CAPTURE(h.text());
    CHECK(h.text().find("[∘") != std::string::npos);
    CHECK(h.text().find("◆B1◆") != std::string::npos);
  }

  // A stack's label is as wide as it is ("B1"), so the marks either side of it sit close on both sides.
  TEST_CASE("igel at 80 x 24 and 77 x 17: the marks round a stack to pick are even") {
    for (const ui::Size size : {ui::Size{80, 24}, ui::Size{77, 17}}) {
      CAPTURE(size.w);
      testing::Headless h;
      launch(h, size.w, size.h);
      h.press('\n');  // B rolls 2: B's hedgehogs to pick are marked
      CAPTURE(h.text());
      const std::string pick = "•";
      int marked = 0;
      for (const std::string& line : h.lines()) {
        for (std::size_t at = line.find(pick + "B"); at != std::string::npos; at = line.find(pick + "B", at + 1)) {
          std::size_t end = at + pick.size() + 1;  // past the seat's letter, then its height
          while (end < line.size() && line[end] >= '0' && line[end] <= '9') ++end;
          CAPTURE(line);
          CHECK(line.compare(end, pick.size(), pick) == 0);
          ++marked;
        }
      }
      CHECK(marked >= 2);
    }
  }

  TEST_CASE("igel: at 80 x 24 the footer keeps r rules beside a log that scrolls") {
    testing::Headless h;
    launch(h, 80, 24);  // ten lines of log, more than its box holds
    const std::string footer = h.lines().back();
    CAPTURE(footer);
    CHECK(footer.find("r rules") != std::string::npos);
    CHECK(footer.find("? help") != std::string::npos);
    CHECK(h.text().find("Whole pile: under the board") != std::string::npos);  // the legend stays
  }
}

TEST_SUITE("screens") {
  // A rolled 6 with A to move: row 2 holds only (2,1), row 4 only B's hedgehog.
  TEST_CASE("igel: Enter on an empty square says it is empty, and on another's hedgehog that a sidestep is one's own") {
    testing::Headless h;
    launch(h, 100, 30, R"({"players": 2, "seed": 2, "seats": ["person", "person"],
                          "placements": [1, 2, 3, 4, 5, 6, 2, 1]})");
    h.press('\n');  // seed 2 rolls a 6
    REQUIRE(said(h).find("Rolled 6: you may sidestep") != std::string::npos);
    for (int i = 0; i < 9; ++i) h.press(ui::key::left);
    for (int i = 0; i < 6; ++i) h.press(ui::key::down);  // row 6, column 1
    h.press(ui::key::up);
    h.press(ui::key::up);  // row 4, B's hedgehog
    h.press('\n');
    CHECK(said(h).find("Not that one: that hedgehog is Player B's; sidestep one of yours (•), or press p for none.") !=
          std::string::npos);
    h.press(ui::key::up);
    h.press(ui::key::up);
    h.press(ui::key::right);  // row 2, column 2: nobody there
    h.press('\n');
    CHECK(said(h).find("Not that one: there is no hedgehog in row 2, column 2.") != std::string::npos);
    CHECK(said(h).find("rolled row") == std::string::npos);
  }
}
