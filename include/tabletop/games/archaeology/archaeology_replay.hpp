#pragma once
// `tabletop replay archaeology`: the older script (players, seed, optional deal, actions) read into the
// one replay document, and the summary printed afterwards (also by `tabletop state archaeology`).
#include "tabletop/core/script_document.hpp"
#include "tabletop/games/archaeology/archaeology.hpp"

namespace tabletop::archaeology {

// Reads one scripted action for the position it is played in; throws BadData for a malformed one.
Move action_from_json(const State& state, const json& action, const std::string& where);
// The script as the generic replay document; throws BadData for a bad script and IllegalMove
// ("action 3 (turn 2, B): ...") for a broken rule.
ReadScript script_document(const json& script);
json summarize(const Match<State>& match);

}  // namespace tabletop::archaeology
