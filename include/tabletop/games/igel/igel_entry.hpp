#pragma once
// Igel Ärgern's entry in the registry of games.
#include "tabletop/registry/game_entry.hpp"

namespace tabletop::igel {

GameEntry entry();

}  // namespace tabletop::igel
