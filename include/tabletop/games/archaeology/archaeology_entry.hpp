#pragma once
// Archaeology's entry in the registry of games.
#include "tabletop/core/match.hpp"
#include "tabletop/games/archaeology/archaeology.hpp"
#include "tabletop/registry/game_entry.hpp"

namespace tabletop::archaeology {

GameEntry entry();
// What `tabletop replay archaeology` plays (a script of any form its entry reads), as a match.
Match<State> replay_script(const json& script);

}  // namespace tabletop::archaeology
