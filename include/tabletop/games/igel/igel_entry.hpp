#pragma once
// Igel Ärgern's entry in the registry of games.
#include "tabletop/core/match.hpp"
#include "tabletop/games/igel/igel.hpp"
#include "tabletop/registry/game_entry.hpp"

namespace tabletop::igel {

GameEntry entry();
// What `tabletop replay igel` plays (a script of any form its entry reads), as a match.
Match<State> replay_script(const json& script);

}  // namespace tabletop::igel
