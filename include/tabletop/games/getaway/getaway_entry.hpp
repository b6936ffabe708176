#pragma once
// Gary's Great Getaway's entry in the registry of games: its facts (getaway_facts.hpp) with its screens.
#include "tabletop/games/getaway/getaway_facts.hpp"
#include "tabletop/registry/game_entry.hpp"

namespace tabletop::getaway {

GameEntry entry();

}  // namespace tabletop::getaway
