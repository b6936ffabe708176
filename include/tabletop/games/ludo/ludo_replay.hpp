#pragma once
// `tabletop replay ludo`: the seed's play_game arguments (players and a turns list, applied
// literally) and optional space-name look-ups; the summary is what play_game and the players'
// getters return (also printed by `tabletop state ludo`).
#include "tabletop/core/match.hpp"
#include "tabletop/games/ludo/ludo.hpp"

namespace tabletop::ludo {

// Throws BadData ("turn 3: ...", counted from 1) for a bad script or turn.
Match<State> replay_script(const json& script);
// {"spaces": [...], "players": {"A": {"completed": ..., "p_steps": ..., "q_steps": ...}, ...}}
json summarize(const Match<State>& match);
// The script's "space_names" look-ups, [["B", 55], ...], answered as {"B:55": "B5", ...}.
json answer_space_names(const json& script);
// A line of a JSON Lines batch answered straight from its text: appends to `out` the bytes `replay`
// prints for it (without the line end) and returns true; returns false, `out` untouched, for a line
// with anything more than players, turns, seed and choose_moves, or anything wrong, which the whole
// reader then answers. `line` may gain spare capacity (the fast reader reads a little past the end).
bool answer_line(std::string& line, std::string& out);

}  // namespace tabletop::ludo
