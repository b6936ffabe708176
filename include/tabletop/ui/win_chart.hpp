#pragma once
// A chart of each seat's win chance over a game, drawn in the terminal: 0 to 100% up the left, the
// game's start to its end along the bottom, a dotted line at even chances. Each seat's line is in its
// colour and carries its letter, so the seats are told apart without colour too: in Unicode the lines
// are braille dots (four to a character's height) with the letter on them now and then and at the
// end; in ASCII each line is drawn in its letter, a star where lines meet.
#include <string>
#include <vector>

#include "tabletop/ui/painter.hpp"

namespace tabletop::ui {

struct WinChart {
  std::vector<std::vector<double>> points;  // per point of the game, each seat's chance (0..1)
  std::string span;                         // under the middle of the axis ("27 decisions judged")
  bool finished = true;                     // the axis ends at "end", else at "now"
};

// Draws the chart in `r` (its last two rows are the axis and its words); returns the rows it took, 0
// when `r` is too small for a chart or there are fewer than two points.
int draw_win_chart(const Painter& p, Rect r, const WinChart& chart);

}  // namespace tabletop::ui
