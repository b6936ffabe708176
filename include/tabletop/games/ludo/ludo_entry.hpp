#pragma once
// Ludo's entry in the registry of games.
#include "tabletop/registry/game_entry.hpp"

namespace tabletop::ludo {

GameEntry entry();

}  // namespace tabletop::ludo
