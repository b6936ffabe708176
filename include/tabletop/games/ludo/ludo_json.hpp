#pragma once
// Ludo positions in JSON ("A".."D"), shared by the save format and the replay scripts.
#include <string>
#include <vector>

#include "tabletop/games/ludo/ludo.hpp"

namespace tabletop::ludo {

// "A".."D" to 0..3; throws BadData naming `what` for anything else.
int position_from_json(const json& j, const std::string& what);
// A list of 1 to 4 different positions.
std::vector<int> positions_from_json(const json& list, const std::string& what);

}  // namespace tabletop::ludo
