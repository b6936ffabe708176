#include "tabletop/games/archaeology/archaeology_entry.hpp"
#include "tabletop/games/getaway/getaway_entry.hpp"
#include "tabletop/games/igel/igel_entry.hpp"
#include "tabletop/games/ludo/ludo_entry.hpp"
#include "tabletop/games/pako/pako_entry.hpp"
#include "tabletop/registry/game_entry.hpp"

namespace tabletop {

// Every playable game, in menu order. A game is listed here once it can be played from start to end.
const std::vector<GameEntry>& games() {
  static const std::vector<GameEntry> list = {
      pako::entry(), ludo::entry(), igel::entry(), archaeology::entry(), getaway::entry(),
  };
  return list;
}

const GameEntry* find_game(const std::string& id) {
  for (const auto& g : games()) {
    if (g.id == id) return &g;
  }
  return nullptr;
}

}  // namespace tabletop
