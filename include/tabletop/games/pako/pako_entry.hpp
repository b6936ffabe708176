#pragma once
// Pako's entry in the registry of games.
#include "tabletop/core/match.hpp"
#include "tabletop/games/pako/pako.hpp"
#include "tabletop/registry/game_entry.hpp"

namespace tabletop::pako {

GameEntry entry();
// What `tabletop replay pako` plays (a script of any form its entry reads), as a match.
Match<State> replay_script(const json& script);

}  // namespace tabletop::pako
