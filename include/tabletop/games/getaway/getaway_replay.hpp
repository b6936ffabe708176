#pragma once
// `tabletop replay getaway`: the older script (a board, the players, a seed, fixed rolls, the answers
// people give to tolls, robots that play) read into the one replay document, and the summary printed
// afterwards (also by `tabletop state getaway`).
#include "tabletop/core/script_document.hpp"
#include "tabletop/games/getaway/getaway.hpp"

namespace tabletop::getaway {

// Throws BadData for a bad script or board (the board's message as the parser gives it), and
// "turn 3: ..." for a problem met while playing the script's third turn.
// The script as the generic replay document: every move made, the robots' included.
ReadScript script_document(const json& script);
json summarize(const Match<State>& match);

// The two dice that make `total` with `faces`-sided dice (the first as high as it can be).
Move dice_for_total(int total, int faces);

}  // namespace tabletop::getaway
