#pragma once
// Whether a dialog stands clear of the screen beneath it: the column each side of its frame and the
// row above and below it blank (within the window), so no piece of a word beneath touches the frame.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "support/columns.hpp"
#include "support/headless.hpp"

namespace tabletop::testing {

// What is drawn in the ring of cells around the dialog titled `title`, within the screen's body (the
// title line and the two bottom lines are the program's own): "x,y:c" for each cell not blank.
inline std::string beside_dialog(Headless& h, const std::string& title) {
  const ui::TextTerminal& term = *h.term;
  const std::vector<std::string> lines = h.lines();
  for (int top = 0; top < static_cast<int>(lines.size()); ++top) {
    const std::size_t at = columns(lines[static_cast<std::size_t>(top)]).find(U"┌─ " + columns(title));
    if (at == std::u32string::npos) continue;
    // The box's far corners, found from the top left one.
    const int left = static_cast<int>(at);
    int right = left + 1;
    while (right + 1 < term.width() && term.cell(right, top).character != L'┐') ++right;
    int bottom = top + 1;
    while (bottom + 1 < term.height() && term.cell(left, bottom).character != L'└') ++bottom;
    std::string drawn;
    for (int y = top - 1; y <= bottom + 1; ++y) {
      for (int x = left - 1; x <= right + 1; ++x) {
        const bool ring = x == left - 1 || x == right + 1 || y == top - 1 || y == bottom + 1;
        if (!ring || x < 0 || x >= term.width() || y < 1 || y >= term.height() - 2) continue;
        const wchar_t c = term.cell(x, y).character;
        if (c == L' ') continue;
        drawn += std::to_string(x) + "," + std::to_string(y) + ":";
        ui::append_utf8(drawn, c);
        drawn += " ";
      }
    }
    return drawn;
  }
  FAIL("no dialog titled " << title);
  return "";
}

}  // namespace tabletop::testing
