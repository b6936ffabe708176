#pragma once
// Igel Ärgern's entry in the registry of games: its facts (igel_facts.hpp) with its screens.
#include "tabletop/games/igel/igel_facts.hpp"
#include "tabletop/registry/game_entry.hpp"

namespace tabletop::igel {

GameEntry entry();

}  // namespace tabletop::igel
