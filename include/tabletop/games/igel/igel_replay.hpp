#pragma once
// `tabletop replay igel`: a script (players, seed, placements, turns) played through the engine,
// and the summary printed afterwards (also by `tabletop state igel`).
#include "tabletop/core/match.hpp"
#include "tabletop/games/igel/igel.hpp"

namespace tabletop::igel {

// Throws BadData for a bad script and IllegalMove ("turn 3: ...", "placement 2: ...") for a broken rule.
Match<State> replay_script(const json& script);
json summarize(const Match<State>& match);

}  // namespace tabletop::igel
