#pragma once
// Pako's entry in the registry of games.
#include "tabletop/registry/game_entry.hpp"

namespace tabletop::pako {

GameEntry entry();

}  // namespace tabletop::pako
