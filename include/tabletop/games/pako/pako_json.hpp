#pragma once
// Pako squares and positions in JSON, shared by the save format and the replay scripts.
#include <string>

#include "tabletop/games/pako/pako.hpp"

namespace tabletop::pako {

json square_to_json(Square s);
Square square_from_json(const json& j, int size, const std::string& what);  // throws BadData

// The position part of a replay script and of the replay output: guards, players, turn.
void read_position(State& state, const json& position);

}  // namespace tabletop::pako
