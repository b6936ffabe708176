#pragma once
// A finished game kept as Records keeps one, for the tests of watching and reviewing it again.
#include <string>

#include "support/cli_run.hpp"
#include "support/headless.hpp"
#include "tabletop/registry/game_entry.hpp"

namespace tabletop::testing {

// A finished sample of `game` (random moves, seed 5) kept, and the program launched on its Records;
// the kept file's path.
inline std::filesystem::path records_with_a_kept_game(Headless& h, const std::string& game, int width = 100,
                                                      int height = 30) {
  REQUIRE(run({"sample", game, "--moves", "100000", "--seed", "5", "--autosave", "--save-dir", h.dir.path.string()})
              .status == 0);
  h.launch(width, height);
  REQUIRE(h.saves->keep_finished(game, h.saves->read_game(game).doc["match"]).empty());
  h.app->show(find_game(game)->records(*h.app));
  return h.saves->kept_games(game).front();
}

// Records' v on the newest kept game: its review opens (at the next tick, once the list has closed).
inline void review_the_newest(Headless& h) {
  h.press('v');
  h.press('\n');
  h.app->idle();
}

}  // namespace tabletop::testing
