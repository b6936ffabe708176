#pragma once
// A board of rows x columns of equally wide cells with a cursor: the game says what each cell shows;
// the grid places the cells, draws the cursor as brackets around a cell, labels rows and columns,
// and turns a mouse click back into a cell. Pako's yard, Igel's stacks and Ludo's board use it. A
// zoomed grid draws each cell wider and taller, for large windows.
#include <algorithm>
#include <functional>
#include <optional>
#include <string>

#include "tabletop/ui/painter.hpp"
#include "tabletop/ui/screen.hpp"

namespace tabletop::ui {

struct Cell {
  std::string centre = " ";  // cell_width - 2 columns (centred, padded with `side`, in a zoomed cell)
  Tone tone = Tone::normal;
  std::string side = " ";  // drawn left and right of the centre unless the cursor is here
  Tone side_tone = Tone::dim;
  bool blank = false;      // draw nothing (outside the playing area)
  std::string fill = " ";  // the lines above and below the middle one in a zoomed cell (in side_tone)
  bool joined = false;     // the side runs along the whole middle line (water, a wall), not only beside the centre
};

struct CellPos {
  int row = 0;
  int col = 0;
  bool operator==(const CellPos&) const = default;
};

class GridView {
 public:
  GridView(int rows, int cols, int cell_width = 3, int label_width = 3)
      : rows_(rows), cols_(cols), base_w_(cell_width), cell_w_(cell_width), label_w_(label_width) {}

  Size size() const { return {label_w_ + cols_ * cell_w_, rows_ * cell_h_ + 1}; }  // + the column labels
  // Zoom 1 draws cells as constructed; each step adds two columns and one line to every cell.
  void set_zoom(int zoom);
  int zoom() const { return cell_h_; }
  // Sets the largest zoom up to `largest` at which the grid with `extra` columns and lines around it
  // fits `room` (zoom 1 when none does); returns that size, the extra included.
  Size zoom_to_fit(Size room, Size extra, int largest);
  int rows() const { return rows_; }
  int cols() const { return cols_; }

  CellPos cursor() const { return cursor_; }
  void set_cursor(CellPos pos) { cursor_ = pos; }
  // Arrow keys move the cursor inside the grid; `allowed` can fence off cells. True if it moved.
  bool move(Command command, const std::function<bool(CellPos)>& allowed = nullptr);
  // The cell under a click, if any (the grid must have been drawn).
  std::optional<CellPos> cell_at(int x, int y) const;
  // Screen position of a cell's first column and of its middle line, for drawing beside it.
  int x_of(int col) const { return origin_x_ + label_w_ + col * cell_w_; }
  int y_of(int row) const { return origin_y_ + row * cell_h_ + cell_h_ / 2; }
  // Where text `width` columns wide starts on a cell's middle line: centred between its sides.
  int centre_x(int col, int width) const { return x_of(col) + 1 + std::max(cell_w_ - 2 - width, 0) / 2; }
  int cell_width() const { return cell_w_; }

  void draw(const Painter& p, int x, int y, const std::function<Cell(CellPos)>& cell,
            const std::function<std::string(int row)>& row_label = nullptr,
            const std::function<std::string(int col)>& col_label = nullptr, bool show_cursor = true);

 private:
  int rows_;
  int cols_;
  int base_w_;
  int cell_w_;
  int cell_h_ = 1;
  int label_w_;
  CellPos cursor_;
  int origin_x_ = 0;
  int origin_y_ = 0;
};

}  // namespace tabletop::ui
