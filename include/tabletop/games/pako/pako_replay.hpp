#pragma once
// `tabletop replay pako`: a script (size, players, seed, optional position, moves) played through
// the engine, and the summary printed afterwards (also by `tabletop state pako`).
#include "tabletop/core/match.hpp"
#include "tabletop/games/pako/pako.hpp"

namespace tabletop::pako {

// Throws BadData for a bad script or position and IllegalMove ("move 3: ...") for a broken rule.
Match<State> replay_script(const json& script);
json summarize(const Match<State>& match);

}  // namespace tabletop::pako
