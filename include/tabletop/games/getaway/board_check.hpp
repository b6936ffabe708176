#pragma once
// The checks a board passes after it parses: no endless loop of every-time teleporters, a Castle
// that every reachable square leads on to, and warnings for traps nothing protects from.
#include <vector>

#include "tabletop/games/getaway/board.hpp"

namespace tabletop::getaway {

// Throws BoardError at the offending square's name; adds warnings to the board.
void check_board(Board& board);

// The squares a player arriving on `square` may be sent on to in the same turn (teleporters, and
// tolls when refused), clamped to the board.
std::vector<int> sent_on_from(const Board& board, int square);

}  // namespace tabletop::getaway
