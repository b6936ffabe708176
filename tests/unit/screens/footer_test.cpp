// The footer in the standard 80 x 24 window, against a robot: however many keys the game has, the way
// back and the help are named, and while the game goes on the rules come before a new game.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "support/headless.hpp"
#include "tabletop/registry/game_entry.hpp"
#include "tabletop/ui/keys.hpp"

using namespace tabletop;

namespace {

// The footer of a person's turn against Hard (the game's showcase, registry/game_entry.hpp), the welcome
// out of the way: to the game's page and back.
std::string footer_of(const std::string& game, const std::string& script) {
  testing::Headless h;
  h.launch_replayed(game, script, 80, 24);
  h.press(ui::key::escape);
  h.press('\n');
  return h.lines().back();
}

}  // namespace

TEST_SUITE("screens") {
  TEST_CASE("at 80 x 24 the footer always names the way back and the help") {
    for (const GameEntry& game : games()) {
      CAPTURE(game.id);
      REQUIRE_FALSE(game.showcase.person_against_hard.empty());
      const std::string footer = footer_of(game.id, game.showcase.person_against_hard.front());
      CAPTURE(footer);
      CHECK(footer.find("Esc back") != std::string::npos);
      CHECK(footer.find("? help") != std::string::npos);
      const std::size_t rules = footer.find("r rules");
      const std::size_t new_game = footer.find("n new game");
      if (rules != std::string::npos && new_game != std::string::npos) CHECK(rules < new_game);
    }
  }

  // The documents promise S in the footer of every game on the person's turn; Archaeology's action
  // step, with its five action keys, left no room for it at 80 columns.
  TEST_CASE("at 80 x 24 the footer names S on the person's turn, in Archaeology's action step too") {
    for (const GameEntry& game : games()) {
      for (const std::string& script : game.showcase.person_against_hard) {
        CAPTURE(game.id);
        CAPTURE(script);
        const std::string footer = footer_of(game.id, script);
        CAPTURE(footer);
        CHECK(footer.find("S suggest") != std::string::npos);
        CHECK(footer.find("Esc back") != std::string::npos);
      }
    }
  }
}
