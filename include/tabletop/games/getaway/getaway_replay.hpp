#pragma once
// `tabletop replay getaway`: a script (a board, the players, a seed, fixed rolls, the answers people
// give to tolls) played through the engine, and the summary printed afterwards (also by
// `tabletop state getaway`).
#include "tabletop/core/match.hpp"
#include "tabletop/games/getaway/getaway.hpp"

namespace tabletop::getaway {

// Throws BadData for a bad script or board (the board's message as the parser gives it), and
// "turn 3: ..." for a problem met while playing the script's third turn.
Match<State> replay_script(const json& script);
json summarize(const Match<State>& match);

// The two dice that make `total` with `faces`-sided dice (the first as high as it can be).
Move dice_for_total(int total, int faces);

}  // namespace tabletop::getaway
