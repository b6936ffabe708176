#pragma once
// `tabletop replay ludo`: the seed's play_game arguments (players and a turns list, applied
// literally) and optional space-name look-ups; the summary is what play_game and the players'
// getters return (also printed by `tabletop state ludo`).
#include "tabletop/core/match.hpp"
#include "tabletop/core/script_document.hpp"
#include "tabletop/games/ludo/ludo.hpp"

namespace tabletop::ludo {

// The turns list read into the one replay document: a setup for literal turns (State::literal_turns)
// and each turn a move, ["A", 6]. Throws BadData ("turn 3: ...", counted from 1) for a bad script or turn.
ReadScript script_document(const json& script);
// {"spaces": [...], "players": {"A": {"completed": ..., "p_steps": ..., "q_steps": ...}, ...}}
json summarize(const Match<State>& match);
// The script's "space_names" look-ups, [["B", 55], ...], answered as {"B:55": "B5", ...}.
json answer_space_names(const json& script);

}  // namespace tabletop::ludo
