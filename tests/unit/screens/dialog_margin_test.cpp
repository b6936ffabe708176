// A dialog drawn over a game stands clear of it: the column each side of its frame and the row above
// and below it are blank (within the window), so no piece of a word beneath touches the frame ("│ss"
// read as part of the dialog). Getaway's toll question is checked in getaway/toll_dialog_test.cpp.
#include <doctest/doctest.h>

#include <string>

#include "support/cli_run.hpp"
#include "support/dialog_margin.hpp"
#include "support/headless.hpp"
#include "tabletop/registry/game_entry.hpp"
#include "tabletop/ui/text_terminal.hpp"
#include "tabletop/ui/widgets.hpp"

using namespace tabletop;

TEST_SUITE("screens") {
  TEST_CASE("the new game question over a game in progress stands clear of the screen beneath it") {
    for (const GameEntry& entry : games()) {
      const std::string& game = entry.id;
      for (const auto& size :
           {std::pair{80, 24}, std::pair{81, 25}, std::pair{100, 30}, std::pair{120, 40}, std::pair{160, 48}}) {
        const int width = size.first;  // a plain name: clang 14 lets no lambda capture a binding
        const int height = size.second;
        CAPTURE(game);
        CAPTURE(width);
        CAPTURE(height);
        testing::Headless h;
        REQUIRE(testing::run(
                    {"sample", game, "--moves", "8", "--seed", "5", "--autosave", "--save-dir", h.dir.path.string()})
                    .status == 0);
        h.dir.file("settings.json", testing::settings_text(game));
        h.launch(width, height);
        h.press('n');
        const std::string shown = h.text();
        CAPTURE(shown);
        CHECK(testing::beside_dialog(h, "Please confirm") == "");
        h.app->finish();
      }
    }
  }

  TEST_CASE("a word or number the margin cuts goes whole: 30 beside a box never reads as 0") {
    ui::TextTerminal term(40, 5, ui::TerminalOptions{}, false);
    term.begin_frame();
    const ui::Painter p(term, ui::Rect{0, 0, 40, 5});
    // The box is 20 wide in the middle (columns 10 to 29), its margin columns 9 and 30.
    for (int y = 0; y < 5; ++y) p.text(0, y, "Pot Shards 123456789012345678930. and 7");
    ui::dialog_box(p, p.area(), 20, 3, "Box");
    for (int y = 0; y < 5; ++y) {
      std::string row;
      for (int x = 0; x < 40; ++x) ui::append_utf8(row, term.character_at(x, y));
      CAPTURE(row);
      const std::string left = row.substr(0, 9);
      const std::string right = row.substr(31);
      // "Shards" is cut by the margin (its "s" at column 9): it goes, "Pot" stays; on the right the
      // margin cuts "30." at its "3", and "0." goes with it.
      CHECK(left == "Pot      ");
      CHECK(right == "   and 7 ");
    }
  }
}
