#pragma once
// `tabletop replay pako`: the older script (size, players, seed, optional position, moves) read into
// the one replay document, and the summary printed afterwards (also by `tabletop state pako`).
#include "tabletop/core/script_document.hpp"
#include "tabletop/games/pako/pako.hpp"

namespace tabletop::pako {

// Throws BadData for a bad script or position and IllegalMove ("move 3: ...") for a broken rule.
// The script as the generic replay document; a starting position goes in its setup.
ReadScript script_document(const json& script);
json summarize(const Match<State>& match);

}  // namespace tabletop::pako
