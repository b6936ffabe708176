#pragma once
// `replay` for Nim: a script (heaps, seed, seats, moves) played through the engine, and its summary.
#include "nim/nim.hpp"
#include "tabletop/core/match.hpp"

namespace tabletop::nim {

inline const std::vector<int> kDefaultHeaps{3, 5, 7};

// Throws BadData for a bad script and IllegalMove ("move 3: ...") for a broken rule.
Match<State> replay_script(const json& script);
json summarize(const Match<State>& match);

}  // namespace tabletop::nim
