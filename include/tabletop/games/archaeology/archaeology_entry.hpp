#pragma once
// Archaeology's entry in the registry of games: its facts (archaeology_facts.hpp) with its screens.
#include "tabletop/games/archaeology/archaeology_facts.hpp"
#include "tabletop/registry/game_entry.hpp"

namespace tabletop::archaeology {

GameEntry entry();

}  // namespace tabletop::archaeology
