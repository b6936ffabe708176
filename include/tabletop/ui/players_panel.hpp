#pragma once
// The players panel: a row for each seat with its letter, name, mark and the game's details, laid out
// alike so that the columns line up, giving way in a set order when the panel is narrow.
#include <string>
#include <vector>

#include "tabletop/ui/painter.hpp"

namespace tabletop::ui {

// One line per seat: a colored letter, the name and whatever the game adds; the seat in turn marked.
struct PlayerLine {
  int seat = 0;
  std::string name;
  std::string detail;
  bool in_turn = false;
  bool robot = false;
  char letter = 0;      // shown instead of the seat's letter (A, B, ...) when the game names seats otherwise
  std::string brief{};  // a shorter detail for a narrow panel, if the game has one
  bool away = false;    // a hosted game's joined seat whose player is not at the table (the frame sets it)
  bool open = false;    // ... and nobody has taken it yet: it waits for whoever joins first
  std::string level{};  // a robot's level or style as the setup named it ("Hard"), beside its mark; or what moves
                        // it instead, when the game says so (the frame fills it in only when empty)
};
// Where a detail's next part starts ("$14" "hand 6"): the panel starts each part in one column on
// every row, so that they are read down the panel. `gap` spaces end each part but the last.
std::string detail_parts(const std::vector<std::string>& parts, int gap = 1);
// The rows the panel's lines take in `width` columns: one each, or two when the details need a
// line of their own (the numbers never go; a name is not cut short to keep one row, nor a robot's
// level left out: it shares the name's row, shortened only when even that row has no room). Where a
// game's shorter details would leave words out, its details take their own line instead when
// `most_rows` (what the panel may take before it crowds what is under it) has room for them.
int players_rows(const Painter& p, int width, const std::vector<PlayerLine>& lines, int most_rows);
// Drawn as players_rows laid them out, given that many rows.
void draw_players(const Painter& p, Rect r, const std::vector<PlayerLine>& lines);

}  // namespace tabletop::ui
