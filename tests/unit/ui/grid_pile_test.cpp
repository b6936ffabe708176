// A pile taller than its box: the top pieces a line each, the rest as letters on the last line, read
// on downwards, the higher first, so the whole box reads top to bottom as the legend says (issue 60:
// Igel's last line ran bottom first under a top drawn first).
#include <doctest/doctest.h>

#include <sstream>
#include <string>
#include <vector>

#include "tabletop/ui/grid.hpp"
#include "tabletop/ui/text_terminal.hpp"

using namespace tabletop;

namespace {

// The lines of a one-cell grid, boxed `inside` wide and tall, holding `pile` (bottom first).
std::vector<std::string> drawn(ui::Size inside, const std::vector<std::string>& pile) {
  ui::GridView grid(1, 1, 3, 0);
  grid.set_box(inside);
  ui::TextTerminal term(30, 10);
  const ui::Painter p(term, ui::Rect{0, 0, 30, 10});
  grid.draw(p, 0, 0, [&](ui::CellPos) {
    ui::Cell c;
    for (const auto& who : pile) c.pieces.push_back(ui::Piece{who, ui::Tone::normal});
    return c;
  });
  std::vector<std::string> lines;
  std::istringstream text(term.text());
  for (std::string line; std::getline(text, line);) lines.push_back(line.substr(0, line.find_last_not_of(' ') + 1));
  return lines;
}

bool has(const std::vector<std::string>& lines, const std::string& part) {
  for (const auto& line : lines)
    if (line.find(part) != std::string::npos) return true;
  return false;
}

}  // namespace

TEST_CASE("a pile taller than its box reads from the top down, its last line the higher first") {
  // Bottom to top: A, B, C. Two lines inside: C alone on the first, then B and A.
  const std::vector<std::string> two_lines = drawn({7, 2}, {"A", "B", "C"});
  CAPTURE(two_lines.size());
  REQUIRE(two_lines.size() >= 3);
  CHECK(two_lines[1].find('C') != std::string::npos);
  CHECK(two_lines[2].find("BA") != std::string::npos);
  // One line inside: every piece on it, the top first.
  CHECK(has(drawn({7, 1}, {"A", "B", "C"}), "CBA"));
  // More than the line holds: the lowest give way to a count after those named.
  const std::vector<std::string> tall = drawn({5, 1}, {"A", "B", "C", "D", "E", "F", "G", "H"});
  CHECK(has(tall, "HG+6"));
}
