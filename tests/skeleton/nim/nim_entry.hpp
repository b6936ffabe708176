#pragma once
// Nim's entry in the registry of games: the one line a test registry adds (tests/skeleton).
#include "tabletop/registry/game_entry.hpp"

namespace tabletop::nim {

GameEntry entry();

}  // namespace tabletop::nim
