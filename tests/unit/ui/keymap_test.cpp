// The key maps: no game's own key hides a shared one, labels come from the keys themselves, and the
// documents' key tables (doc/playing.md's shared keys, doc/games.md's each game's) are exactly the maps
// (a key added to a map fails here until scripts/update-docs has written it there).
#include <doctest/doctest.h>

#include <set>
#include <sstream>

#include "support/doc_tables.hpp"
#include "support/readme_text.hpp"
#include "tabletop/registry/game_entry.hpp"
#include "tabletop/ui/keymap.hpp"
#include "tabletop/ui/keys.hpp"

using namespace tabletop;

namespace {

// The table that follows `<!-- keys: ID -->` in doc/playing.md or doc/games.md, or "" when there is none.
std::string readme_table(const std::string& id) {
  std::istringstream in(testing::document("doc/playing.md") + testing::document("doc/games.md"));
  std::string line, table;
  bool found = false;
  while (std::getline(in, line)) {
    if (line == "<!-- keys: " + id + " -->") {
      found = true;
    } else if (found && line.rfind("|", 0) == 0) {
      table += line + "\n";
    } else if (found && !table.empty()) {
      break;
    }
  }
  return table;
}

}  // namespace

TEST_SUITE("keys") {
  TEST_CASE("a binding's label names its keys once each, as people name them") {
    CHECK(ui::KeyBindings{}.binding_for(ui::Command::select).label() == "Enter/Space");
    CHECK(ui::KeyBindings{}.binding_for(ui::Command::help).label() == "?/F1");
    CHECK(ui::KeyBindings{}.binding_for(ui::Command::redraw).label() == "Ctrl-L");
    CHECK(ui::KeyBindings{}.binding_for(ui::Command::back).label() == "Esc/q");
    CHECK(ui::key_name(ui::key::page_down) == "PgDn");
  }

  TEST_CASE("a text names the usual key while it works, else the key chosen instead") {
    ui::KeyBindings keys;
    CHECK(keys.say(ui::Command::back, 'q') == "q");  // Esc works too, but the text was written with q
    CHECK(keys.say(ui::Command::select, '\n') == "Enter");
    CHECK(keys.say(ui::Command::select, ui::key::enter) == "Enter");  // Enter by name, whatever the terminal sends
    CHECK(keys.say_all(ui::Command::select) == "Enter or Space");
    CHECK(keys.say_all(ui::Command::help) == "? or F1");
    keys.choose(ui::shared_keys(), {{"select", {'x', ' ', 'y'}}, {"back", {ui::key::escape}}});
    CHECK(keys.say(ui::Command::select, '\n') == "x");
    CHECK(keys.say(ui::Command::back, 'q') == "Esc");
    CHECK(keys.say(ui::Command::back, ui::key::escape) == "Esc");
    CHECK(keys.say_all(ui::Command::select) == "x, Space or y");
    CHECK(keys.still(ui::Command::select, ' '));
    CHECK_FALSE(keys.still(ui::Command::select, '\n'));
    CHECK_FALSE(keys.still(ui::Command::back, 'q'));
  }

  TEST_CASE("texts say 'the arrows' only while the arrows do what they say, and name the pace keys chosen") {
    ui::KeyBindings keys;
    CHECK(keys.arrows_still({ui::Command::up, ui::Command::down, ui::Command::left, ui::Command::right}));
    CHECK(keys.say_pace() == "+ and -");
    CHECK(keys.say_arrows(ui::Command::up, ui::Command::down, "the arrows") == "the arrows");
    keys.choose(ui::shared_keys(), {{"down", {'J'}}, {"slower", {'s'}}});
    CHECK(keys.say_arrows(ui::Command::up, ui::Command::down, "the arrows") == "Up/J");
    CHECK(keys.say_arrows(ui::Command::left, ui::Command::right, "left/right") == "left/right");
    CHECK(keys.arrows_still({ui::Command::left, ui::Command::right}));
    CHECK(keys.arrows_still({ui::Command::up}));
    CHECK_FALSE(keys.arrows_still({ui::Command::up, ui::Command::down}));
    CHECK(keys.say_pace() == "+ and s");
  }

  TEST_CASE("a game's own keys never hide a shared key, nor each other") {
    std::set<int> shared;
    for (const auto& b : ui::shared_keys()) shared.insert(b.keys.begin(), b.keys.end());
    for (const auto& game : games()) {
      if (game.keys == nullptr) continue;
      std::set<int> own;
      for (const auto& b : *game.keys) {
        CHECK_MESSAGE(static_cast<int>(b.command) >= static_cast<int>(ui::game_command(0)), game.id);
        for (int k : b.keys) {
          CHECK_MESSAGE(shared.count(k) == 0, (game.id + ": " + ui::key_name(k) + " is a shared key"));
          CHECK_MESSAGE(own.insert(k).second, (game.id + ": " + ui::key_name(k) + " twice"));
        }
        CHECK(ui::KeyBindings{}.command_for(b.keys.front(), *game.keys) == b.command);
      }
    }
  }

  TEST_CASE("the documents' key tables are the key maps") {
    const std::string shared = testing::key_table(ui::shared_keys());
    CHECK_MESSAGE(readme_table("shared") == shared, ("doc/playing.md's shared key table should read:\n" + shared));
    for (const auto& game : games()) {
      const std::string own = game.keys == nullptr ? "" : testing::key_table(*game.keys);
      CHECK_MESSAGE(readme_table(game.id) == own, ("doc/games.md's table for " + game.id + " should read:\n" + own));
    }
  }
}
