#pragma once
// A board of rows x columns of equally wide cells with a cursor: the game says what each cell shows;
// the grid places the cells, draws the cursor, labels rows and columns, and turns a mouse click back
// into a cell. Pako's yard, Igel's stacks, Ludo's cross and Archaeology's table use it.
//
// Zoom 1 draws each cell as one line, as constructed, the cursor as brackets around its centre. From
// zoom 2 on, for larger windows, every cell is a box of several lines and columns sharing its borders
// with its neighbours: the pieces on it are drawn large in their players' colours (a stack as a pile,
// bottom first), the cursor is its border lit up.
#include <algorithm>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "tabletop/ui/painter.hpp"
#include "tabletop/ui/screen.hpp"

namespace tabletop::ui {

// A player's piece: its label ("A", "B3") in its colour; a boxed cell draws it as a block of that colour.
struct Piece {
  std::string label;
  Tone tone = Tone::normal;
};

struct Cell {
  std::string centre = " ";  // at zoom 1: cell_width - 2 columns; boxed: centred on the middle line
  Tone tone = Tone::normal;
  std::string side = " ";  // drawn left and right of the centre (boxed: at the inside's edges)
  Tone side_tone = Tone::dim;
  bool blank = false;           // draw nothing (outside the playing area)
  std::string fill = " ";       // boxed: the whole inside, in side_tone (water over Pako's boat)
  bool joined = false;          // the side runs along the whole middle line (water, a wall); boxed, joined
                                // neighbours in a row are one body, with no border between them
  std::vector<Piece> pieces{};  // boxed: drawn large, the bottom of a stack first (centre is then unused)
  Tone edge = Tone::dim;        // boxed: the colour of its border (a border shared with a dim one takes it)
};

struct CellPos {
  int row = 0;
  int col = 0;
  bool operator==(const CellPos&) const = default;
};

class GridView {
 public:
  GridView(int rows, int cols, int cell_width = 3, int label_width = 3)
      : rows_(rows), cols_(cols), base_w_(cell_width), label_w_(label_width) {}

  // Cells, the row labels' columns (and a column between them and the boxes), and a line for the
  // column labels.
  Size size() const;
  // Zoom 1 draws cells as constructed; from zoom 2 on each is a box, one line and two columns larger
  // with every step (zoom 2: an inside of cell_width x 1).
  void set_zoom(int zoom);
  int zoom() const { return zoom_; }
  // At zoom 1, `columns` more to every cell: a board too short for boxes still grows with a wider window.
  void set_widen(int columns) { widen_ = std::max(columns, 0); }
  // At zoom 1, rows `lines` apart (blank lines between them): a tall window too narrow for boxes still
  // fills with the board, each cell and the marks beside it still on one line.
  void set_spacing(int lines) { spacing_ = std::max(lines, 1); }
  // At zoom 1, rows as far apart as the grid with `extra` around it fits `room`, and no further than
  // makes a cell look square (half its columns, rounded up: two lines for three or four columns).
  void space_to_fit(Size room, Size extra);
  bool boxed() const { return zoom_ > 1; }
  // Sets the largest zoom up to `largest` at which the grid with `extra` columns and lines around it
  // fits `room` (zoom 1 when none does); returns that size, the extra included.
  Size zoom_to_fit(Size room, Size extra, int largest);
  // Boxes of `inside` columns and lines, whatever a zoom would make them (at least 1 x 1).
  void set_box(Size inside);
  // Boxes no smaller than `least` inside, as wide and as tall as the grid with `extra` around it fits
  // `room`, each way at most one zoom step beyond a square box of the other (a window far wider or
  // taller than square boxes fill). False, and the grid unchanged, when `least` itself does not fit.
  bool stretch_to_fit(Size room, Size extra, Size least);
  int rows() const { return rows_; }
  int cols() const { return cols_; }

  // At zoom 1, the cursor's brackets stand outside a cell's marks rather than over them, a column into
  // each neighbour where there is no spare one: for a game whose marks say what the cursor's cell allows.
  void keep_marks_under_cursor() { marks_under_cursor_ = true; }
  CellPos cursor() const { return cursor_; }
  void set_cursor(CellPos pos) { cursor_ = pos; }
  // Arrow keys move the cursor inside the grid; `allowed` can fence off cells. True if it moved.
  bool move(Command command, const std::function<bool(CellPos)>& allowed = nullptr);
  // The cell under a click, if any (the grid must have been drawn).
  std::optional<CellPos> cell_at(int x, int y) const;
  // Screen position of a cell's first column (boxed: its left border) and of its middle line.
  int x_of(int col) const { return origin_x_ + x_in_grid(col); }
  int x_in_grid(int col) const { return label_w_ + (boxed() ? 1 : 0) + col * pitch_w(); }  // from the grid's left
  int y_of(int row) const { return origin_y_ + row * pitch_h() + (boxed() ? 1 + (inside_h() - 1) / 2 : 0); }
  int top_of(int row) const { return origin_y_ + row * pitch_h(); }  // boxed: its top border
  // Where text `width` columns wide starts on a cell's middle line: centred in its inside.
  int centre_x(int col, int width) const { return x_of(col) + 1 + std::max(inside_w() - width, 0) / 2; }
  int cell_width() const { return pitch_w(); }                      // from one cell's first column to the next one's
  int inside_w() const { return boxed() ? box_.w : line_w() - 2; }  // between sides or borders
  int inside_h() const { return boxed() ? box_.h : 1; }

  // A piece as a boxed cell draws it (at zoom 1 its label on the middle line), wherever the grid has
  // been drawn: for pieces on what the game draws itself over blank cells (Ludo's yards).
  void draw_piece(const Painter& p, CellPos pos, const Piece& piece) const;

  // Boxed, as last drawn: whether a border runs down the left of cell `pos` (column cols() is right of
  // the last one); marks beside a piece must leave it standing.
  bool border_left_of(CellPos pos) const;

  void draw(const Painter& p, int x, int y, const std::function<Cell(CellPos)>& cell,
            const std::function<std::string(int row)>& row_label = nullptr,
            const std::function<std::string(int col)>& col_label = nullptr, bool show_cursor = true);

 private:
  int pitch_w() const { return boxed() ? inside_w() + 1 : line_w(); }
  int line_w() const { return base_w_ + widen_; }  // a cell's width at zoom 1
  int pitch_h() const { return boxed() ? inside_h() + 1 : spacing_; }
  void draw_line_cell(const Painter& p, CellPos pos, const Cell& shown, bool here) const;
  bool brackets_marks(const Cell& shown) const;  // the cursor's brackets go around this cell's marks
  void draw_brackets_around_marks(const Painter& p, const Cell& shown) const;
  void note_borders(const std::vector<Cell>& cells);
  void draw_box_borders(const Painter& p, const std::vector<Cell>& cells) const;
  void draw_box_cursor(const Painter& p, const std::vector<Cell>& cells) const;
  void draw_box_inside(const Painter& p, CellPos pos, const Cell& shown, const Cell* left) const;
  void draw_pieces(const Painter& p, CellPos pos, const Cell& shown) const;

  int rows_;
  int cols_;
  int base_w_;
  int zoom_ = 1;
  Size box_;  // boxed: the inside of every cell
  int widen_ = 0;
  int spacing_ = 1;  // zoom 1: lines from a row to the next
  bool marks_under_cursor_ = false;
  int label_w_;
  CellPos cursor_;
  int origin_x_ = 0;
  int origin_y_ = 0;
  std::vector<bool> borders_left_;  // by row, cols_ + 1 each: border_left_of as last drawn
};

}  // namespace tabletop::ui
