#pragma once
// `tabletop replay archaeology`: a script (players, seed, optional deal, actions) played through the
// engine, and the summary printed afterwards (also by `tabletop state archaeology`).
#include "tabletop/core/match.hpp"
#include "tabletop/games/archaeology/archaeology.hpp"

namespace tabletop::archaeology {

// Reads one scripted action for the position it is played in; throws BadData for a malformed one.
Move action_from_json(const State& state, const json& action, const std::string& where);
// Throws BadData for a bad script and IllegalMove ("action 3 (turn 2, B): ...") for a broken rule.
Match<State> replay_script(const json& script);
json summarize(const Match<State>& match);

}  // namespace tabletop::archaeology
