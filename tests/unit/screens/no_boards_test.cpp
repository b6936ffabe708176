// Gary's Great Getaway's setup when tabletop finds no data folder (a copied program, not installed):
// the Board note and Start's refusal say that no shipped boards were found, where tabletop looked, and
// the way out the rules page gives.
#include <doctest/doctest.h>

#include <string>

#include "support/env_for.hpp"
#include "support/headless.hpp"
#include "support/readme_text.hpp"
#include "tabletop/core/data_dir.hpp"
#include "tabletop/registry/game_entry.hpp"
#include "tabletop/ui/keys.hpp"

using namespace tabletop;

TEST_SUITE("screens") {
  TEST_CASE("Getaway's setup without shipped boards says where it looked and how to mend it") {
    testing::TempDir nothing;
    const testing::EnvFor data("TABLETOP_DATA_DIR", nothing.path.string());
    const std::string looked = "No shipped boards were found in " + (nothing.path / "boards").string() + ".";
    testing::Headless h;
    h.launch(120, 40);
    const GameEntry& getaway = *find_game("getaway");
    h.app->show(getaway.setup(*h.app));
    h.press('\n');  // the form opens on Start
    CHECK(h.text().find("Cannot start") != std::string::npos);
    CHECK(h.text().find("No shipped boards were found in") != std::string::npos);
    CHECK(h.text().find("choose one of the boards listed") == std::string::npos);
    std::string refused;  // what the dialog says, whole: as Start has the game made
    try {
      getaway.new_game(json{{"board", ""}, {"path", ""}});
    } catch (const BadData& e) {
      refused = e.what();
    }
    CHECK(refused.rfind(looked + " " + data_dir_way_out(), 0) == 0);
    h.press('\n');  // back to the setup, and up to the Board row: its note says it too
    for (int i = 0; i < 20 && h.text().find("▶ Board  ") == std::string::npos; ++i) h.press(ui::key::up);
    CHECK(h.words().find(looked + " " + data_dir_way_out()) != std::string::npos);
  }

  TEST_CASE("the README says how a copied program finds its rules and boards again") {
    CHECK(testing::readme().find("set `TABLETOP_DATA_DIR` to the folder that holds its rules and boards") !=
          std::string::npos);
  }
}
