#pragma once
// Ludo's entry in the registry of games: its facts (ludo_facts.hpp) with its screens.
#include "tabletop/registry/game_entry.hpp"

namespace tabletop::ludo {

GameEntry entry();

}  // namespace tabletop::ludo
