#pragma once
// `tabletop records [GAME] [--json]`: the records of one game, or of every game, from the result log
// in the save directory.
#include <filesystem>
#include <ostream>
#include <string>

namespace tabletop {

// Throws BadData for an unknown game.
void print_records(const std::filesystem::path& save_dir, const std::string& game_id, bool as_json, std::ostream& out);

}  // namespace tabletop
