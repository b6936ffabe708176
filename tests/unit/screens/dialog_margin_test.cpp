// A dialog drawn over a game stands clear of it: the column each side of its frame and the row above
// and below it are blank (within the window), so no piece of a word beneath touches the frame ("│ss"
// read as part of the dialog). Getaway's toll question is checked in toll_dialog_test.cpp.
#include <doctest/doctest.h>

#include <string>

#include "support/cli_run.hpp"
#include "support/dialog_margin.hpp"
#include "support/headless.hpp"

using namespace tabletop;

TEST_SUITE("screens") {
  TEST_CASE("the new game question over a game in progress stands clear of the screen beneath it") {
    for (const char* game : {"pako", "ludo", "igel", "getaway", "archaeology"}) {
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
}
