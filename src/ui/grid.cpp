#include "tabletop/ui/grid.hpp"

#include <algorithm>

namespace tabletop::ui {

bool GridView::move(Command command, const std::function<bool(CellPos)>& allowed) {
  int dr = 0;
  int dc = 0;
  switch (command) {
    case Command::up: dr = -1; break;
    case Command::down: dr = 1; break;
    case Command::left: dc = -1; break;
    case Command::right: dc = 1; break;
    default: return false;
  }
  // Step over fenced-off cells in the direction of travel.
  for (CellPos p{cursor_.row + dr, cursor_.col + dc}; p.row >= 0 && p.row < rows_ && p.col >= 0 && p.col < cols_;
       p = CellPos{p.row + dr, p.col + dc}) {
    if (!allowed || allowed(p)) {
      cursor_ = p;
      return true;
    }
  }
  return false;
}

std::optional<CellPos> GridView::cell_at(int x, int y) const {
  const int col = (x - origin_x_ - label_w_) / cell_w_;
  const int row = y - origin_y_;
  if (x < origin_x_ + label_w_ || row < 0 || row >= rows_ || col < 0 || col >= cols_) return std::nullopt;
  return CellPos{row, col};
}

void GridView::draw(const Painter& p, int x, int y, const std::function<Cell(CellPos)>& cell,
                    const std::function<std::string(int)>& row_label, const std::function<std::string(int)>& col_label,
                    bool show_cursor) {
  origin_x_ = x;
  origin_y_ = y;
  for (int r = 0; r < rows_; ++r) {
    if (row_label) {
      const std::string label = row_label(r);
      p.text(x + label_w_ - 1 - text_width(label), y + r, label, Tone::dim);
    }
    for (int c = 0; c < cols_; ++c) {
      const Cell shown = cell(CellPos{r, c});
      const bool here = show_cursor && cursor_ == CellPos{r, c};
      const int cx = x_of(c);
      if (shown.blank && !here) continue;
      p.text(cx, y + r, here ? "[" : shown.side, here ? Tone::cursor : shown.side_tone);
      p.text(cx + 1, y + r, shown.blank ? std::string(static_cast<std::size_t>(cell_w_ - 2), ' ') : shown.centre,
             shown.tone);
      p.text(cx + cell_w_ - 1, y + r, here ? "]" : shown.side, here ? Tone::cursor : shown.side_tone);
    }
  }
  if (col_label) {
    for (int c = 0; c < cols_; ++c) {
      const std::string label = col_label(c);
      p.text(x_of(c) + (cell_w_ - text_width(label)) / 2, y + rows_, label, Tone::dim);
    }
  }
}

}  // namespace tabletop::ui
