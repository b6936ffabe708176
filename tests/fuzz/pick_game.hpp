#pragma once
// Fuzz inputs name their game on the first line ("pako\n..."), so the seed corpus stays valid as games
// are added; other inputs pick a game by their first byte.
#include <cstddef>
#include <cstdint>
#include <string>
#include <utility>

#include "tabletop/registry/game_entry.hpp"

inline std::pair<const tabletop::GameEntry*, std::string> pick_game(const std::uint8_t* data, std::size_t size) {
  const std::string input(reinterpret_cast<const char*>(data), size);
  const auto& games = tabletop::games();
  if (const auto newline = input.find('\n'); newline != std::string::npos) {
    if (const auto* game = tabletop::find_game(input.substr(0, newline))) return {game, input.substr(newline + 1)};
  }
  return {&games[size == 0 ? 0 : data[0] % games.size()], size == 0 ? input : input.substr(1)};
}
