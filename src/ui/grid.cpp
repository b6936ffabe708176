#include "tabletop/ui/grid.hpp"

#include <algorithm>

namespace tabletop::ui {

void GridView::set_zoom(int zoom) {
  cell_h_ = std::max(zoom, 1);
  cell_w_ = base_w_ + 2 * (cell_h_ - 1);
}

Size GridView::zoom_to_fit(Size room, Size extra, int largest) {
  for (int zoom = std::max(largest, 1); zoom >= 1; --zoom) {
    set_zoom(zoom);
    const Size grid = size();
    if ((grid.w + extra.w <= room.w && grid.h + extra.h <= room.h) || zoom == 1)
      return {grid.w + extra.w, grid.h + extra.h};
  }
  return size();
}

namespace {
std::string repeated(const std::string& piece, int times) {
  std::string out;
  for (int i = 0; i < times; ++i) out += piece;
  return out;
}
}  // namespace

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
  if (x < origin_x_ + label_w_ || y < origin_y_) return std::nullopt;
  const int col = (x - origin_x_ - label_w_) / cell_w_;
  const int row = (y - origin_y_) / cell_h_;
  if (row >= rows_ || col >= cols_) return std::nullopt;
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
      p.text(x + label_w_ - 1 - text_width(label), y_of(r), label, Tone::dim);
    }
    for (int c = 0; c < cols_; ++c) {
      const Cell shown = cell(CellPos{r, c});
      const bool here = show_cursor && cursor_ == CellPos{r, c};
      if (shown.blank && !here) continue;
      const int cx = x_of(c);
      // A zoomed cell: the centre with its sides (or the cursor's brackets) next to it on the middle
      // line, the lines above and below filled as the game says (water over Pako's boat) or left empty.
      const std::string centre = shown.blank ? std::string(static_cast<std::size_t>(cell_w_ - 2), ' ') : shown.centre;
      for (int line = 0; line < cell_h_; ++line) {
        const int cy = y + r * cell_h_ + line;
        if (cy != y_of(r)) {
          if (!shown.blank && shown.fill != " ") p.text(cx, cy, repeated(shown.fill, cell_w_), shown.side_tone);
          continue;
        }
        const int at = centre_x(c, text_width(centre));
        if (shown.joined) p.text(cx, cy, repeated(shown.side, cell_w_), shown.side_tone);
        p.text(at - 1, cy, here ? "[" : shown.blank ? " " : shown.side, here ? Tone::cursor : shown.side_tone);
        const int after = p.text(at, cy, centre, shown.tone);
        p.text(after, cy, here ? "]" : shown.blank ? " " : shown.side, here ? Tone::cursor : shown.side_tone);
      }
    }
  }
  if (col_label) {
    for (int c = 0; c < cols_; ++c) {
      const std::string label = col_label(c);
      p.text(x_of(c) + (cell_w_ - text_width(label)) / 2, y + rows_ * cell_h_, label, Tone::dim);
    }
  }
}

}  // namespace tabletop::ui
