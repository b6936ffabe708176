#pragma once
// Builds Pako positions for the tests in pako.md's notation: guards by row, then each player's yard squares.
#include <vector>

#include "tabletop/games/pako/pako.hpp"

namespace tabletop::pako::test {

inline State position(int n, std::vector<int> guards, std::vector<std::vector<Square>> yards, int turn = 0) {
  State s(n, static_cast<int>(yards.size()));
  s.set_guards(guards);
  for (int p = 0; p < static_cast<int>(yards.size()); ++p) s.set_pieces(p, yards[static_cast<std::size_t>(p)], 0);
  s.set_turn(turn);
  s.validate();
  return s;
}

}  // namespace tabletop::pako::test
