#pragma once
// `tabletop replay igel`: the older script (players, seed, placements, turns) read into the one replay
// document, and the summary printed afterwards (also by `tabletop state igel`).
#include "tabletop/core/script_document.hpp"
#include "tabletop/games/igel/igel.hpp"

namespace tabletop::igel {

// Throws BadData for a bad script and IllegalMove ("turn 3: ...", "placement 2: ...") for a broken rule.
// The script as the generic replay document: {"game": "igel", "setup": ..., "seed": ..., "moves": [...]}.
ReadScript script_document(const json& script);
json summarize(const Match<State>& match);

}  // namespace tabletop::igel
