// The footer in the standard 80 x 24 window, against a robot: however many keys the game has, the way
// back and the help are named, and while the game goes on the rules come before a new game.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "support/headless.hpp"
#include "tabletop/ui/keys.hpp"

using namespace tabletop;

namespace {

struct Start {
  const char* game;
  const char* script;
};

// A person against Hard in each game, nothing played yet.
const std::vector<Start> kStarts = {
    {"pako", R"({"size": 5, "players": 2, "seats": ["person", "hard"], "moves": []})"},
    {"ludo", R"({"players": ["A", "B"], "seats": ["person", "hard"], "turns": []})"},
    {"igel", R"({"players": 2, "seed": 3, "seats": ["person", "hard"]})"},
    {"archaeology", R"({"players": 2, "seed": 1, "seats": ["person", "hard"], "actions": []})"},
    {"getaway", R"({"board": "riverside.game", "players": ["Pat", "Robo"], "seats": ["person", "hard"], "seed": 5,)"
                R"( "turns": 0})"},
};

}  // namespace

TEST_SUITE("screens") {
  TEST_CASE("at 80 x 24 the footer always names the way back and the help") {
    for (const Start& start : kStarts) {
      CAPTURE(start.game);
      testing::Headless h;
      h.launch_replayed(start.game, start.script, 80, 24);
      h.press(ui::key::escape);  // to the game's page and back: the welcome no longer covers the footer
      h.press('\n');
      const std::string footer = h.lines().back();
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
    std::vector<Start> turns = kStarts;
    turns[1].script = R"({"players": ["A", "B"], "seats": ["person", "hard"], "choose_moves": true, "turns": []})";
    turns[3].script = R"({"players": 2, "seed": 1, "seats": ["person", "hard"], "actions": ["dig"]})";
    for (const Start& start : turns) {
      CAPTURE(start.game);
      testing::Headless h;
      h.launch_replayed(start.game, start.script, 80, 24);
      h.press(ui::key::escape);
      h.press('\n');
      const std::string footer = h.lines().back();
      CAPTURE(footer);
      CHECK(footer.find("S suggest") != std::string::npos);
      CHECK(footer.find("Esc back") != std::string::npos);
    }
  }
}
