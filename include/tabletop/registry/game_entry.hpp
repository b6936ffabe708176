#pragma once
// One entry of the registry of games: everything the menu, the command line and the tests need to
// know about a game, behind plain functions. Its headless half is registry/headless_entry.hpp; this
// adds what the terminal opens.
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "tabletop/registry/headless_entry.hpp"
#include "tabletop/ui/palette.hpp"
#include "tabletop/ui/screen.hpp"

namespace tabletop {

struct GameEntry : HeadlessEntry {
  // In the terminal.
  std::function<std::unique_ptr<ui::Screen>(ui::Host&)> setup;
  std::function<std::unique_ptr<ui::Screen>(ui::Host&, const json& match)> resume;  // throws BadData
  std::function<std::unique_ptr<ui::Screen>()> rules;
  const ui::KeyMap* keys = nullptr;                               // the game screen's own keys, beside the shared ones
  const std::vector<ui::Role>* roles = nullptr;                   // the looks its board draws with (tested apart)
  std::function<std::unique_ptr<ui::Screen>(ui::Host&)> records;  // with the games kept to watch again
  // A remembered setup with every value the setup form cannot show replaced by its default; the
  // names of what was replaced are added to `replaced`.
  std::function<json(const json& setup, std::vector<std::string>& replaced)> clean_setup;
};

const std::vector<GameEntry>& games();
const GameEntry* find_game(const std::string& id);
// The one wording of a word that names no game, with the games' ids: "no game is called 'chess' (the
// games: pako, ludo, ...)".
std::string no_game_called(const std::string& word);

}  // namespace tabletop
