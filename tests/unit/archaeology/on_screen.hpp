#pragma once
// Opening a position on the screen: a two-person game of Ann (A) and Bob (B), saved and resumed as a
// person relaunching would, with the cover lifted for the one in turn.
#include <doctest/doctest.h>

#include "positions.hpp"
#include "support/headless.hpp"
#include "tabletop/core/match.hpp"

namespace tabletop::archaeology::testing {

inline void open_on_screen(tabletop::testing::Headless& h, const Position& position, int width = 100, int height = 30,
                           bool ascii = false) {
  const Match<State> match(position.build(), {Seat{false, "", "Ann"}, Seat{false, "", "Bob"}}, {42, 1});
  h.dir.file("settings.json", tabletop::testing::settings_text("archaeology"));
  {
    SaveSession saves(h.dir.path);
    REQUIRE(saves.claim().empty());
    REQUIRE(saves.save_game("archaeology", match.to_json(), false).empty());
  }
  h.launch(width, height, ascii);
  h.press('\n');  // the cover between two people: the one in turn looks
}

}  // namespace tabletop::archaeology::testing
