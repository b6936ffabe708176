#pragma once
// Gary's Great Getaway's entry in the registry of games.
#include "tabletop/registry/game_entry.hpp"

namespace tabletop::getaway {

GameEntry entry();

}  // namespace tabletop::getaway
