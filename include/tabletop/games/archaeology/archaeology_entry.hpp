#pragma once
// Archaeology's entry in the registry of games.
#include "tabletop/registry/game_entry.hpp"

namespace tabletop::archaeology {

GameEntry entry();

}  // namespace tabletop::archaeology
