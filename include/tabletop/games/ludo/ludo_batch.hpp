#pragma once
// The fast path of `tabletop replay ludo` for a JSON Lines batch of turns lists (the benchmark's and
// the 600 MiB trust test's): a plain line is answered straight from its text, without a match.
#include <string>

namespace tabletop::ludo {

// A line of a JSON Lines batch answered straight from its text: appends to `out` the bytes `replay`
// prints for it (without the line end) and returns true; returns false, `out` untouched, for a line
// with anything more than players, turns, seed and choose_moves, or anything wrong, which the whole
// reader then answers. `line` may gain spare capacity (the fast reader reads a little past the end).
bool answer_line(std::string& line, std::string& out);

}  // namespace tabletop::ludo
