// A standard terminal shows everything: every game started from its setup form with its largest
// setup (most players, the largest yard, every variant, every shipped board) fits 80 x 24, with no
// "window is too small" page and the whole players panel drawn.
#include <doctest/doctest.h>

#include <algorithm>

#include "support/cover.hpp"
#include "support/headless.hpp"
#include "support/temp_dir.hpp"
#include "tabletop/app/app.hpp"
#include "tabletop/core/seat.hpp"
#include "tabletop/core/storage.hpp"
#include "tabletop/registry/game_entry.hpp"
#include "tabletop/ui/keys.hpp"
#include "tabletop/ui/text_terminal.hpp"

using namespace tabletop;

namespace {

// The screen of a game started with `setup` (people in its seats) in an 80 x 24 window.
std::string started(const std::string& game, json setup, int players) {
  testing::TempDir dir;
  for (int seat = 0; seat < players; ++seat) {
    if (!setup.contains("seat" + std::to_string(seat))) setup["seat" + std::to_string(seat)] = "person";
  }
  const json settings = {{"format", "tabletop-settings"}, {"version", 1}, {"games", {{game, setup}}}};
  dir.file("settings.json", settings.dump());
  SaveSession saves(dir.path);
  REQUIRE(saves.claim().empty());
  auto owned = std::make_unique<ui::TextTerminal>(80, 24);
  ui::TextTerminal& term = *owned;
  App app(AppOptions{}, saves, std::move(owned));
  app.start();
  app.open_setup(*find_game(game));
  app.feed(ui::Input{ui::Command::select, '\n'});  // Enter starts the game from any field
  testing::lift_cover(app, term);                  // the players panel is behind Archaeology's cover
  CHECK(app.top_title() != "New game");
  const std::string text = term.text();
  app.finish();
  return text;
}

}  // namespace

TEST_SUITE("screens") {
  TEST_CASE("every game's largest setup fits a standard 80 x 24 terminal") {
    struct Case {
      std::string game;
      json setup;
      int players;
    };
    std::vector<Case> cases;
    for (const GameEntry& game : games()) {  // the game's showcase names its largest setups
      CAPTURE(game.id);
      REQUIRE(game.showcase.largest_setups);
      const std::vector<json> largest = game.showcase.largest_setups();
      CHECK_FALSE(largest.empty());
      for (const json& setup : largest) {
        std::vector<std::string> replaced;  // a value the form cannot show would be started as its default
        game.clean_setup(setup, replaced);
        CHECK(replaced.empty());
        cases.push_back({game.id, setup, game.most_players});
      }
    }
    for (const auto& c : cases) {
      CAPTURE(c.game);
      CAPTURE(c.setup.dump());
      const std::string screen = started(c.game, c.setup, c.players);
      CAPTURE(screen);
      CHECK(screen.find("The window is too small") == std::string::npos);
      // The players panel is drawn whole: a line for every seat, starting with its letter.
      for (int seat = 0; seat < c.players; ++seat) {
        const std::string letter(1, seat_letter(seat));
        CAPTURE(letter);
        CHECK((screen.find("│  " + letter + " ") != std::string::npos ||
               screen.find("│▶ " + letter + " ") != std::string::npos));
      }
    }
  }
}

TEST_SUITE("screens") {
  TEST_CASE("a dialog over a game in a window too small for the game shows the size needed, not a cut board") {
    testing::Headless h;
    h.launch(80, 24);
    h.app->open_setup(*find_game("igel"));
    h.press('\n');
    h.press('n');  // "Start a new game?" over the board
    REQUIRE(h.text().find("Start a new game?") != std::string::npos);
    h.term->resize(60, 20);
    h.press(ui::key::resize);
    const std::string screen = h.text();
    CAPTURE(screen);
    CHECK(screen.find("The window is too small") != std::string::npos);
    CHECK(screen.find("Start a new game?") == std::string::npos);
  }

  TEST_CASE("the window-too-small page wraps at its words: every word whole, however narrow") {
    // Each size with the words it must show, in order; the narrowest have room only for the short wording.
    const std::vector<std::pair<ui::Size, std::string>> cases = {
        {{20, 10}, "The window is too small. This screen needs 50 x 16, it is 20 x 10. Enlarge it, or press q."},
        {{12, 6}, "Window too small. It needs 50 x 16. Enlarge it, or press q."},
        {{40, 12}, "The window is too small. This screen needs 50 x 16, it is 40 x 12. Enlarge it, or press q."},
    };
    for (const auto& [size, said] : cases) {
      testing::Headless h;
      h.launch(size.w, size.h);
      const std::string screen = h.text();
      CAPTURE(screen);
      CHECK(h.words() == said);
    }
    // At a normal size each sentence keeps its own line, as before.
    testing::Headless wide;
    wide.launch(40, 12);
    const std::vector<std::string> rows = wide.lines();
    CHECK(rows[0].rfind("The window is too small.", 0) == 0);
    CHECK(rows[1].rfind("This screen needs 50 x 16,", 0) == 0);
    CHECK(rows[2].rfind("it is 40 x 12.", 0) == 0);
    CHECK(rows[3].rfind("Enlarge it, or press q.", 0) == 0);
  }

  TEST_CASE("Ludo's legend shows the signs its board draws, at every size") {
    for (const bool ascii : {false, true}) {
      for (const ui::Size size : {ui::Size{80, 24}, ui::Size{120, 40}, ui::Size{160, 48}, ui::Size{200, 60}}) {
        testing::Headless h;
        h.launch(size.w, size.h, ascii);
        h.app->open_setup(*find_game("ludo"));
        h.press('\n');
        const std::vector<std::string> rows = h.lines();
        const std::string screen = h.text();
        CAPTURE(screen);
        const auto legend = std::find_if(
            rows.begin(), rows.end(), [](const std::string& row) { return row.find(" home  ") != std::string::npos; });
        REQUIRE(legend != rows.end());
        // The board: the rows above the legend (the players panel and the log beside it show none of these
        // signs at the start of a game).
        std::string board;
        for (auto row = rows.begin(); row != legend; ++row) board += *row + '\n';
        for (const std::string name : {" start  ", " home  "}) {
          const std::string before = legend->substr(0, legend->find(name));
          const std::string sign = before.substr(before.rfind(' ') + 1);
          CAPTURE(name);
          CAPTURE(sign);
          CHECK(!sign.empty());
          CHECK(board.find(sign) != std::string::npos);
        }
      }
    }
  }
}
