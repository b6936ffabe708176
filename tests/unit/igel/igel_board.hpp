#pragma once
// Builds Igel positions for the tests from a picture of the board: six rows of nine cells separated
// by spaces, "." for an empty square, otherwise the players' letters bottom to top ("AB").
#include <sstream>
#include <string>
#include <vector>

#include "support/told.hpp"
#include "tabletop/games/igel/igel.hpp"

namespace tabletop::igel::test {

using tabletop::testing::applied;
using tabletop::testing::logged;

inline State from_picture(int players, const std::vector<std::string>& rows, int turn, Phase phase, int die) {
  State s(players);
  for (int row = 1; row <= kRows; ++row) {
    std::istringstream cells(rows.at(static_cast<std::size_t>(row - 1)));
    for (int col = 1; col <= kCols; ++col) {
      std::string cell;
      cells >> cell;
      Stack stack;
      if (cell != ".") {
        for (char c : cell) stack.push_back(c - 'A');
      }
      s.set_stack(Square{row, col}, stack);
    }
  }
  s.set_play(turn, phase, die);
  s.validate();
  return s;
}

// Places tokens in the given rows, in seat order, from an empty board.
inline State placed(int players, const std::vector<int>& rows) {
  State s(players);
  for (int row : rows) s.apply(Move::place(row));
  return s;
}

// Rolls `face` for the player in turn.
inline std::vector<LogLine> roll(State& s, int face) {
  s.apply(Move::roll());
  return applied(s, Move::die(face));
}

}  // namespace tabletop::igel::test
