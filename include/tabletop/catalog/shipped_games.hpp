#pragma once
// The one list of the games the program ships, in menu order: src/catalog/shipped_games.cpp serves it
// as games(). A game is listed here once it can be played from start to end. A test build may serve a
// list of its own that starts from this one, with a game added. The catalog stands above the games and
// the registry: each game includes the registry's entry, and only the catalog includes the games.
#include <vector>

#include "tabletop/games/archaeology/archaeology_entry.hpp"
#include "tabletop/games/getaway/getaway_entry.hpp"
#include "tabletop/games/igel/igel_entry.hpp"
#include "tabletop/games/ludo/ludo_entry.hpp"
#include "tabletop/games/pako/pako_entry.hpp"
#include "tabletop/registry/game_entry.hpp"

namespace tabletop {

inline std::vector<GameEntry> shipped_games() {
  return {
      pako::entry(), ludo::entry(), igel::entry(), archaeology::entry(), getaway::entry(),
  };
}

}  // namespace tabletop
