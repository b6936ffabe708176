// The players panel gives way in a set order and keeps its columns: at every width from 25 (the shorter details on a
// line of their own) to 60 columns, in Unicode and in ASCII, each player's details (or the game's shorter ones) are
// shown whole, starting in the same column on every row (a robot's or an away player's mark makes no row one column out
// of line), a name is whole, shortened with a mark that says so, or gone, and a robot's level is beside its mark
// unless a second row per player would crowd what is under the panel.
#include <doctest/doctest.h>

#include <sstream>

#include "support/columns.hpp"
#include "tabletop/ui/text_terminal.hpp"
#include "tabletop/ui/widgets.hpp"

using namespace tabletop;

namespace {
// The panel drawn `width` columns wide: its rows as text, after checking that it takes `rows` of them
// when it may take `most_rows`.
std::vector<std::string> panel_rows(int width, int rows, const std::vector<ui::PlayerLine>& lines, int most_rows = 0) {
  ui::TextTerminal term(width, rows + 2);
  const ui::Painter p(term, ui::Rect{0, 0, width, rows + 2});
  REQUIRE(ui::players_rows(p, width, lines, most_rows) == rows);
  ui::draw_players(p, ui::Rect{0, 0, width, rows}, lines);
  std::vector<std::string> shown;
  std::istringstream in(term.text());
  for (std::string line; std::getline(in, line);) shown.push_back(line);
  REQUIRE(static_cast<int>(shown.size()) >= rows);
  return shown;
}
}  // namespace

TEST_SUITE("ui") {
  TEST_CASE("the players panel: details whole and in one column, names whole, shortened or gone") {
    std::vector<ui::PlayerLine> lines = {
        {0, "Wilhelmina Ottoline", "prison 4  yard 10  boat 0", true, false, 0, "prison 4 yard 10 boat 0"},
        {1, "Robot B", "prison 3  yard 1  boat 2", false, true, 0, "prison 3 yard 1 boat 2"},
        {2, "Cy", "prison 0  yard 0  boat 3", false, false, 0, "prison 0 yard 0 boat 3"},
    };
    lines[2].away = true;
    lines[1].level = "Hard";
    for (const bool unicode : {true, false}) {
      for (int width = 25; width <= 60; ++width) {  // from the shorter details on a line of their own
        for (const int most_rows : {0, 6}) {        // a second row per player crowding the log, or to spare
          CAPTURE(unicode);
          CAPTURE(width);
          CAPTURE(most_rows);
          ui::TextTerminal term(width, 10, {}, unicode);
          const ui::Painter p(term, ui::Rect{0, 0, width, 10});
          const int rows = ui::players_rows(p, width, lines, most_rows);
          CHECK((rows == 3 || rows == 6));
          ui::draw_players(p, ui::Rect{0, 0, width, rows}, lines);
          std::vector<std::u32string> shown;
          std::istringstream in(term.text());
          for (std::string line; std::getline(in, line) && static_cast<int>(shown.size()) < rows;)
            shown.push_back(testing::columns(line));
          const int per_player = rows / 3;
          std::size_t detail_column = std::u32string::npos;
          for (std::size_t i = 0; i < lines.size(); ++i) {
            const std::u32string& first = shown[i * per_player];
            const std::u32string& last = shown[i * per_player + per_player - 1];
            std::size_t at = last.find(testing::columns(lines[i].detail));
            if (at == std::u32string::npos) at = last.find(testing::columns(lines[i].brief));
            CAPTURE(std::string(lines[i].name));
            CHECK(at != std::u32string::npos);  // the numbers never go
            if (at == std::u32string::npos) continue;
            if (detail_column == std::u32string::npos) detail_column = at;
            CHECK(at == detail_column);  // the rows line up
            // The name: whole, or its beginning and a mark that it was shortened, or not there.
            const std::u32string name = testing::columns(lines[i].name);
            const std::u32string after = first.substr(4);  // past the turn's mark and the letter
            const bool whole = after.rfind(name, 0) == 0;
            const std::size_t mark = after.find(unicode ? U"…" : U".");
            const bool shortened =
                mark != std::u32string::npos && mark > 0 && name.rfind(after.substr(0, mark), 0) == 0;
            const bool gone = after[0] != name[0];
            CHECK((whole || shortened || gone));
            const std::u32string level = unicode ? U"⚙ Hard" : U"bot Hard";
            if (lines[i].robot && (most_rows >= 6 || per_player == 2)) CHECK(first.find(level) != std::u32string::npos);
            if (lines[i].robot) CHECK(first.find(unicode ? U"⚙" : U"bot") != std::u32string::npos);
          }
        }
      }
    }
  }

  TEST_CASE("the players panel: a game's shorter details come before a name cut short") {
    // Pako's panel at 80 x 24: "Player A" and its full details do not both fit, its shorter ones do.
    const std::vector<std::string> shown =
        panel_rows(37, 2,
                   {
                       {0, "Player A", "prison 4  yard 0  boat 0", true, false, 0, "prison 4 yard 0 boat 0"},
                       {1, "Robot B", "prison 4  yard 0  boat 0", false, true, 0, "prison 4 yard 0 boat 0"},
                   });
    CHECK(shown[0].find("Player A") != std::string::npos);
    CHECK(shown[0].find("prison 4 yard 0 boat 0") != std::string::npos);
    CHECK(shown[1].find("Robot B") != std::string::npos);
  }

  TEST_CASE("the players panel: details under each name rather than shorter ones that leave words out") {
    // Getaway's panel at 100 x 30: "23g Wishing Well" does not fit beside "⚙ Normal", "23g at 5" does.
    std::vector<ui::PlayerLine> lines = {
        {0, "Wendy", "23g Wishing Well", true, false, 0, "23g at 5"},
        {1, "Robo", "15g Start", false, true, 0, "15g at 0"},
    };
    lines[1].level = "Normal";
    // With rows to spare the square keeps its name, on a line of its own.
    const std::vector<std::string> spacious = panel_rows(32, 4, lines, 4);
    CHECK(spacious[1].find("23g Wishing Well") == 4);
    CHECK(spacious[2].find("Robo") == 4);
    CHECK(spacious[2].find("Normal") != std::string::npos);
    CHECK(spacious[3].find("15g Start") == 4);
    // Without them, the shorter details beside each name.
    const std::vector<std::string> tight = panel_rows(32, 2, lines, 3);
    CHECK(tight[0].find("23g at 5") != std::string::npos);
    CHECK(tight[1].find("15g at 0") != std::string::npos);
    CHECK(tight[1].find("Normal") != std::string::npos);
  }

  TEST_CASE("the players panel: a robot's level gives way before a second row per player crowds the log") {
    // Getaway with six players at 80 x 24: the levels leave no room for even "15g at 0" beside the names.
    std::vector<ui::PlayerLine> lines = {{0, "Player A", "15g Boathouse", true, false, 0, "15g at 0"}};
    for (int seat = 1; seat < 6; ++seat) {
      lines.push_back(
          {seat, std::string("Robot ") + static_cast<char>('A' + seat), "15g Boathouse", false, true, 0, "15g at 0"});
      lines.back().level = "Normal";
    }
    // With room for two rows each, the level stays and the square keeps its name, under each name.
    const std::vector<std::string> roomy = panel_rows(24, 12, lines, 12);
    CHECK(roomy[2].find("Robot B") != std::string::npos);
    CHECK(roomy[2].find("Normal") != std::string::npos);
    CHECK(roomy[3].find("15g Boathouse") == 4);
    // Without it, one row each: the robot's mark without its level, and the shorter details in one column.
    const std::vector<std::string> tight = panel_rows(24, 6, lines, 11);
    for (int row = 1; row < 6; ++row) {
      CAPTURE(row);
      CHECK(tight[static_cast<std::size_t>(row)].find("Robot " + std::string(1, static_cast<char>('A' + row))) == 4);
      CHECK(tight[static_cast<std::size_t>(row)].find("⚙") != std::string::npos);
      CHECK(tight[static_cast<std::size_t>(row)].find("Normal") == std::string::npos);
      CHECK(tight[static_cast<std::size_t>(row)].find("15g at 0") == tight[1].find("15g at 0"));
    }
    CHECK(tight[0].find("15g at 0") != std::string::npos);
    // A level that fits beside the full details stays, crowded or not.
    const std::vector<std::string> wide = panel_rows(40, 6, lines, 0);
    CHECK(wide[1].find("⚙ Normal") != std::string::npos);
    CHECK(wide[1].find("15g Boathouse") != std::string::npos);
  }

  TEST_CASE("the players panel: shorter details with the same words come before a second row") {
    // Pako's shorter details only close up the spaces: one row each, even with rows to spare.
    const std::vector<std::string> shown =
        panel_rows(37, 2,
                   {
                       {0, "Player A", "prison 4  yard 0  boat 0", true, false, 0, "prison 4 yard 0 boat 0"},
                       {1, "Robot B", "prison 4  yard 0  boat 0", false, true, 0, "prison 4 yard 0 boat 0"},
                   },
                   10);
    CHECK(shown[0].find("prison 4 yard 0 boat 0") != std::string::npos);
  }

  TEST_CASE("the players panel: details under each name rather than a name cut short") {
    // Getaway's panel at 80 x 24: neither the square's name nor its number fits beside "Player A".
    const std::vector<std::string> shown =
        panel_rows(24, 4,
                   {
                       {0, "Player A", "15g Toll Bridge", true, false, 0, "15g square 17"},
                       {1, "Robot B", "22g Willow", false, true, 0, "22g square 6"},
                   });
    CHECK(shown[0].find("Player A") != std::string::npos);
    // Each detail starts under its own name, not under the letters, so it reads as that player's.
    // (Byte positions: the turn's mark takes three bytes of row 0; rows 1 to 3 are ASCII.)
    CHECK(shown[2].find("Robot B") == 4);
    CHECK(shown[1].find("15g Toll Bridge") == 4);
    CHECK(shown[3].find("22g Willow") == 4);
  }

  TEST_CASE("the players panel: a detail under its name moves left rather than be cut") {
    // Pako's details at its smallest window: 22 columns, in a panel 24 wide, fit only from the letters' column.
    const std::vector<std::string> shown =
        panel_rows(24, 4,
                   {
                       {0, "Wilhelmina Ottoline", "prison 4 yard 0 boat 0", true, false, 0, ""},
                       {1, "Robot B", "prison 3 yard 1 boat 0", false, true, 0, ""},
                   });
    CHECK(shown[1].find("prison 4 yard 0 boat 0") == 2);
    CHECK(shown[3].find("prison 3 yard 1 boat 0") == 2);
  }

  TEST_CASE("the players panel: on a row of its own a long name is whole, and a robot keeps its level") {
    // Archaeology's panel at 80 x 24 with a 20-character name: the details go under the names, which
    // leaves the name's row to the name ('Bartholom…' before), and the robot's level beside its mark.
    std::vector<ui::PlayerLine> lines = {
        {0, "Bartholomew Jenkins", "$0 hand 4", false, false, 0, ""},
        {1, "Wilhelmina Ottoline", "$12 hand 5 sold 3", true, true, 0, ""},
    };
    lines[1].level = "Hard";
    const std::vector<std::string> shown = panel_rows(24, 4, lines);
    CHECK(shown[0].find("Bartholomew Jenkins") == 4);
    CHECK(shown[2].find("Wilhelmin") != std::string::npos);
    CHECK(shown[2].find("Hard") != std::string::npos);
    CHECK(shown[1].find("$0 hand 4") != std::string::npos);
    CHECK(shown[3].find("$12 hand 5 sold 3") != std::string::npos);
  }

  TEST_CASE("the players panel: a detail's parts start in the same columns on every row") {
    // Archaeology's "$14 hand 6" over "$0 hand 12" put "hand" a column out of line: each part is padded
    // to the widest, whether the details stand beside the names or under them, whole or shorter.
    std::vector<ui::PlayerLine> pako;
    const std::vector<std::vector<std::string>> counts = {
        {"prison 10", "yard 2", "boat 0"}, {"prison 3", "yard 12", "boat 1"}, {"prison 0", "yard 0", "boat 11"}};
    for (int seat = 0; seat < 3; ++seat) {
      const auto& parts = counts[static_cast<std::size_t>(seat)];
      pako.push_back({seat, "Player " + std::string(1, static_cast<char>('A' + seat)), ui::detail_parts(parts, 2),
                      seat == 0, seat == 2, 0, ui::detail_parts(parts)});
    }
    const std::vector<ui::PlayerLine> ludo = {
        {0, "Player A", ui::detail_parts({"p 7", "q H"}, 2), true, false, 0, ""},
        {1, "Player B", ui::detail_parts({"p 19", "q H"}, 2), false, false, 0, ""},
        {2, "Player C", "done, 1st", false, false, 0, ""},
    };
    struct Case {
      const std::vector<ui::PlayerLine>* lines;
      std::vector<std::u32string> parts;  // that start after the first, on every row but the finished one's
      int shown;                          // how many times they are shown in all
    };
    for (const Case& one : {Case{&pako, {U"yard ", U"boat "}, 6}, Case{&ludo, {U"q H"}, 2}}) {
      for (int width = 27; width <= 60; ++width) {  // from the shorter details lined up under the names
        for (const int most_rows : {0, 6}) {
          CAPTURE(width);
          CAPTURE(most_rows);
          ui::TextTerminal term(width, 10);
          const ui::Painter p(term, ui::Rect{0, 0, width, 10});
          const int rows = ui::players_rows(p, width, *one.lines, most_rows);
          ui::draw_players(p, ui::Rect{0, 0, width, rows}, *one.lines);
          CAPTURE(term.text());
          std::istringstream in(term.text());
          std::vector<std::size_t> first_at(one.parts.size(), std::u32string::npos);
          int found = 0;
          for (std::string line; std::getline(in, line);) {
            const std::u32string row = testing::columns(line);
            for (std::size_t k = 0; k < one.parts.size(); ++k) {
              const std::size_t at = row.find(one.parts[k]);
              if (at == std::u32string::npos) continue;
              ++found;
              if (first_at[k] == std::u32string::npos) first_at[k] = at;
              CHECK(at == first_at[k]);
            }
          }
          CHECK(found == one.shown);
        }
      }
    }
  }
}
