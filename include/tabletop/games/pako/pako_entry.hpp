#pragma once
// Pako's entry in the registry of games: its facts (pako_facts.hpp) with its screens.
#include "tabletop/games/pako/pako_facts.hpp"
#include "tabletop/registry/game_entry.hpp"

namespace tabletop::pako {

GameEntry entry();

}  // namespace tabletop::pako
