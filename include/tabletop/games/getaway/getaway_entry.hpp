#pragma once
// Gary's Great Getaway's entry in the registry of games.
#include "tabletop/core/match.hpp"
#include "tabletop/games/getaway/getaway.hpp"
#include "tabletop/registry/game_entry.hpp"

namespace tabletop::getaway {

GameEntry entry();
// What `tabletop replay getaway` plays (a script of any form its entry reads), as a match.
Match<State> replay_script(const json& script);

}  // namespace tabletop::getaway
