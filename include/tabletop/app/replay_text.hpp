#pragma once
// The text of a replay file played through a game: one JSON script, or JSON Lines (one script per
// line). Shared by `tabletop replay`, the fuzz targets and the benchmark.
#include <string>
#include <vector>

#include "tabletop/registry/game_entry.hpp"

namespace tabletop {

// Throws BadData naming the line (for JSON Lines) or IllegalMove/BadData from the game.
// `name` is how the input is called in messages (a file name, or "the script").
std::vector<ReplayResult> replay_text(const GameEntry& game, const std::string& text, const std::string& name);

// Where a JSON text goes wrong, in a few words ("byte 12: syntax error").
std::string json_problem(const std::string& text);

}  // namespace tabletop
