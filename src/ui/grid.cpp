#include "tabletop/ui/grid.hpp"

#include <algorithm>

namespace tabletop::ui {

namespace {
std::string repeated(const std::string& piece, int times) {
  std::string out;
  for (int i = 0; i < times; ++i) out += piece;
  return out;
}

// The border's glyph where lines meet, by the lines leaving the point: up 1, down 2, left 4, right 8.
const char* junction(const Painter& p, int lines) {
  static const char* const kUnicode[16] = {" ", "│", "│", "│", "─", "┘", "┐", "┤",
                                           "─", "└", "┌", "├", "─", "┴", "┬", "┼"};
  static const char* const kAscii[16] = {" ", "|", "|", "|", "-", "+", "+", "+",
                                         "-", "+", "+", "+", "-", "+", "+", "+"};
  return p.glyph(kUnicode[lines], kAscii[lines]);
}

// Of two borders' colours meeting on one line, the one that says something wins over plain dim.
Tone stronger(Tone a, Tone b) { return b != Tone::dim ? b : a; }

}  // namespace

Size GridView::size() const {
  if (!boxed()) return {label_w_ + cols_ * line_w(), (rows_ - 1) * pitch_h() + 2};  // no blank line under the last row
  return {label_w_ + 1 + cols_ * pitch_w() + 1, rows_ * pitch_h() + 2};
}

void GridView::set_zoom(int zoom) {
  zoom_ = std::max(zoom, 1);
  box_ = {base_w_ + 2 * (zoom_ - 2), zoom_ - 1};
}

void GridView::set_box(Size inside) {
  box_ = {std::max(inside.w, 1), std::max(inside.h, 1)};
  zoom_ = box_.h + 1;  // boxed, as from zoom 2 on
}

bool GridView::stretch_to_fit(Size room, Size extra, Size least) {
  const int zoom_before = zoom_;
  const Size box_before = box_;
  set_box(least);
  const Size smallest = size();
  if (smallest.w + extra.w > room.w || smallest.h + extra.h > room.h) {
    zoom_ = zoom_before;
    box_ = box_before;
    return false;
  }
  // The grid's width follows its boxes' width alone, its height their height alone.
  const int widest = std::max((room.w - extra.w - label_w_ - 2) / cols_ - 1, box_.w);
  const int tallest = std::max((room.h - extra.h - 2) / rows_ - 1, box_.h);
  // A square box is twice as many columns as lines from border to border; a step is two columns or a line.
  const int h = std::max(std::min(tallest, (widest + 2) / 2), box_.h);
  const int w = std::max(std::min(widest, 2 * h + 3), box_.w);
  set_box({w, h});
  return true;
}

void GridView::space_to_fit(Size room, Size extra) {
  // A line is about two columns tall: a cell w columns wide looks square w / 2 lines tall.
  const int widest = (line_w() + 1) / 2;
  const int roomiest = (room.h - extra.h - 2) / std::max(rows_ - 1, 1);
  set_spacing(std::min(widest, roomiest));
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
  if (x < x_of(0) || y < origin_y_) return std::nullopt;
  const int col = (x - x_of(0)) / pitch_w();
  const int row = (y - origin_y_) / pitch_h();
  if (row >= rows_ || col >= cols_ || (!boxed() && y > y_of(rows_ - 1))) return std::nullopt;
  return CellPos{row, col};
}

void GridView::draw(const Painter& p, int x, int y, const std::function<Cell(CellPos)>& cell,
                    const std::function<std::string(int)>& row_label, const std::function<std::string(int)>& col_label,
                    bool show_cursor) {
  origin_x_ = x;
  origin_y_ = y;
  std::vector<Cell> cells;  // asked once each: a boxed cell's borders depend on its neighbours
  cells.reserve(static_cast<std::size_t>(rows_ * cols_));
  for (int r = 0; r < rows_; ++r) {
    for (int c = 0; c < cols_; ++c) cells.push_back(cell(CellPos{r, c}));
  }
  const auto at = [&](int r, int c) -> const Cell& { return cells[static_cast<std::size_t>(r * cols_ + c)]; };
  note_borders(cells);
  if (boxed()) draw_box_borders(p, cells);
  for (int r = 0; r < rows_; ++r) {
    if (row_label) {
      const std::string label = row_label(r);
      p.text(x + label_w_ - 1 - text_width(label), y_of(r), label, Tone::dim);
    }
    for (int c = 0; c < cols_; ++c) {
      const Cell& shown = at(r, c);
      const bool here = show_cursor && cursor_ == CellPos{r, c};
      if (!boxed()) {
        if (!shown.blank || here) draw_line_cell(p, CellPos{r, c}, shown, here && !brackets_marks(shown));
      } else if (!shown.blank) {
        const bool joins_left = c > 0 && shown.joined && at(r, c - 1).joined && !at(r, c - 1).blank;
        draw_box_inside(p, CellPos{r, c}, shown, joins_left ? &at(r, c - 1) : nullptr);
      }
    }
  }
  if (boxed() && show_cursor) draw_box_cursor(p, cells);
  if (!boxed() && show_cursor && brackets_marks(at(cursor_.row, cursor_.col)))
    draw_brackets_around_marks(p, at(cursor_.row, cursor_.col));  // over the neighbours, drawn by now
  if (col_label) {
    const int label_y = boxed() ? y + rows_ * pitch_h() + 1 : y_of(rows_ - 1) + 1;
    for (int c = 0; c < cols_; ++c) {
      const std::string label = col_label(c);
      const int w = text_width(label);
      p.text(boxed() ? centre_x(c, w) : x_of(c) + (pitch_w() - w) / 2, label_y, label, Tone::dim);
    }
  }
}

// One line: the centre with its sides, or the cursor's brackets, next to it.
void GridView::draw_line_cell(const Painter& p, CellPos pos, const Cell& shown, bool here) const {
  const int cy = y_of(pos.row);
  const std::string centre = shown.blank ? std::string(static_cast<std::size_t>(line_w() - 2), ' ') : shown.centre;
  const int at = centre_x(pos.col, text_width(centre));
  if (shown.joined) p.text(x_of(pos.col), cy, repeated(shown.side, line_w()), shown.side_tone);
  p.text(at - 1, cy, here ? "[" : shown.blank ? " " : shown.side, here ? Tone::cursor : shown.side_tone);
  const int after = p.text(at, cy, centre, shown.tone);
  p.text(after, cy, here ? "]" : shown.blank ? " " : shown.side, here ? Tone::cursor : shown.side_tone);
}

bool GridView::brackets_marks(const Cell& shown) const {
  return marks_under_cursor_ && !shown.blank && !shown.joined && shown.side != " ";
}

void GridView::draw_brackets_around_marks(const Painter& p, const Cell& shown) const {
  const int at = centre_x(cursor_.col, text_width(shown.centre));
  const int side = text_width(shown.side);
  p.text(at - side - 1, y_of(cursor_.row), "[", Tone::cursor);
  p.text(at + text_width(shown.centre) + side, y_of(cursor_.row), "]", Tone::cursor);
}

namespace {
// Where borders run between boxed cells: a line wherever a cell lies on either side of it, none
// between two joined cells (they are one body).
class Lattice {
 public:
  Lattice(const std::vector<Cell>& cells, int rows, int cols) : cells_(cells), rows_(rows), cols_(cols) {}
  bool present(int r, int c) const { return r >= 0 && r < rows_ && c >= 0 && c < cols_ && !at(r, c).blank; }
  const Cell& at(int r, int c) const { return cells_[static_cast<std::size_t>(r * cols_ + c)]; }
  // The border left of cell (r, c), and the one above it.
  bool upright(int r, int c) const {
    const bool left = present(r, c - 1);
    const bool right = present(r, c);
    return (left || right) && !(left && right && at(r, c - 1).joined && at(r, c).joined);
  }
  bool flat(int r, int c) const { return c >= 0 && c < cols_ && (present(r - 1, c) || present(r, c)); }
  // The lines leaving the corner above and left of cell (i, j): up 1, down 2, left 4, right 8.
  int lines(int i, int j) const {
    return (upright(i - 1, j) ? 1 : 0) | (upright(i, j) ? 2 : 0) | (flat(i, j - 1) ? 4 : 0) | (flat(i, j) ? 8 : 0);
  }
  Tone tone_of(int r, int c) const { return present(r, c) ? at(r, c).edge : Tone::dim; }
  Tone upright_tone(int r, int c) const { return stronger(tone_of(r, c - 1), tone_of(r, c)); }
  Tone flat_tone(int r, int c) const { return stronger(tone_of(r - 1, c), tone_of(r, c)); }
  Tone corner_tone(int i, int j) const {
    return stronger(stronger(upright_tone(i - 1, j), upright_tone(i, j)),
                    stronger(flat_tone(i, j - 1), flat_tone(i, j)));
  }

 private:
  const std::vector<Cell>& cells_;
  int rows_;
  int cols_;
};
}  // namespace

void GridView::note_borders(const std::vector<Cell>& cells) {
  borders_left_.assign(static_cast<std::size_t>(rows_ * (cols_ + 1)), false);
  if (!boxed()) return;
  const Lattice lattice(cells, rows_, cols_);
  for (int r = 0; r < rows_; ++r) {
    for (int c = 0; c <= cols_; ++c)
      borders_left_[static_cast<std::size_t>(r * (cols_ + 1) + c)] = lattice.upright(r, c);
  }
}

bool GridView::border_left_of(CellPos pos) const {
  if (pos.row < 0 || pos.row >= rows_ || pos.col < 0 || pos.col > cols_) return false;
  const auto at = static_cast<std::size_t>(pos.row * (cols_ + 1) + pos.col);
  return at < borders_left_.size() && borders_left_[at];
}

void GridView::draw_box_borders(const Painter& p, const std::vector<Cell>& cells) const {
  const Lattice lattice(cells, rows_, cols_);
  const std::string across = repeated(junction(p, 12), pitch_w() - 1);
  const std::string down = junction(p, 3);
  for (int i = 0; i <= rows_; ++i) {
    for (int j = 0; j <= cols_; ++j) {
      const int px = x_of(j);
      const int py = top_of(i);
      if (const int lines = lattice.lines(i, j); lines != 0)
        p.text(px, py, junction(p, lines), lattice.corner_tone(i, j));
      if (lattice.flat(i, j)) p.text(px + 1, py, across, lattice.flat_tone(i, j));
      if (i < rows_ && lattice.upright(i, j)) {
        for (int line = 1; line < pitch_h(); ++line) p.text(px, py + line, down, lattice.upright_tone(i, j));
      }
    }
  }
}

// The cursor's box in heavy lines (in ASCII, = along the top and bottom), lit up: around its cell,
// or around the whole body of joined cells it is in. The lines tell it apart without colour too.
void GridView::draw_box_cursor(const Painter& p, const std::vector<Cell>& cells) const {
  const Lattice lattice(cells, rows_, cols_);
  const int r = cursor_.row;
  int first = cursor_.col;
  int last = cursor_.col;
  if (lattice.present(r, first) && lattice.at(r, first).joined) {
    while (lattice.present(r, first - 1) && lattice.at(r, first - 1).joined) --first;
    while (lattice.present(r, last + 1) && lattice.at(r, last + 1).joined) ++last;
  }
  const int left = x_of(first);
  const int right = x_of(last + 1);
  const std::string across = repeated(p.glyph("━", "="), right - left - 1);
  p.text(left, top_of(r), std::string(p.glyph("┏", "+")) + across + p.glyph("┓", "+"), Tone::cursor);
  p.text(left, top_of(r + 1), std::string(p.glyph("┗", "+")) + across + p.glyph("┛", "+"), Tone::cursor);
  for (int line = 1; line < pitch_h(); ++line) {
    p.text(left, top_of(r) + line, p.glyph("┃", "|"), Tone::cursor);
    p.text(right, top_of(r) + line, p.glyph("┃", "|"), Tone::cursor);
  }
}

// The inside of a boxed cell: its fill, then on the middle line the joined side or the two sides,
// and the pieces drawn large or the centre. Joined to the cell on its left, it takes the border's
// place between them.
void GridView::draw_box_inside(const Painter& p, CellPos pos, const Cell& shown, const Cell* left) const {
  const int iw = inside_w();
  const int ih = inside_h();
  const int top = top_of(pos.row) + 1;
  const int middle = y_of(pos.row);
  const int through = left != nullptr ? 1 : 0;  // over the border's place, to the joined cell on the left
  if (shown.fill != " ") {
    const std::string line = repeated(shown.fill, iw + through);
    for (int y = top; y < top + ih; ++y) p.text(x_of(pos.col) + 1 - through, y, line, shown.side_tone);
  }
  if (shown.joined) {
    p.text(x_of(pos.col) + 1 - through, middle, repeated(shown.side, iw + through), shown.side_tone);
  } else if (shown.side != " ") {
    p.text(x_of(pos.col) + 1, middle, shown.side, shown.side_tone);
    p.text(x_of(pos.col) + iw, middle, shown.side, shown.side_tone);
  }
  if (!shown.pieces.empty()) {
    draw_pieces(p, pos, shown);
  } else if (shown.centre != " ") {
    p.text(centre_x(pos.col, text_width(shown.centre)), middle, shown.centre, shown.tone);
  }
}

// A piece fills the inside but for a column each side (where the marks go); a stack is a pile of
// bands, the bottom one lowest; in a box with fewer lines than the stack has pieces, the top ones
// are a line each and the rest share the last line as letters, read on downwards: the higher first.
void GridView::draw_piece(const Painter& p, CellPos pos, const Piece& piece) const {
  if (!boxed()) {
    p.text(centre_x(pos.col, text_width(piece.label)), y_of(pos.row), piece.label, piece.tone, kReverse);
    return;
  }
  Cell one;
  one.pieces = {piece};
  draw_pieces(p, pos, one);
}

void GridView::draw_pieces(const Painter& p, CellPos pos, const Cell& shown) const {
  const int iw = inside_w();
  const int ih = inside_h();
  int widest = 1;  // a small box gives up its margins before a label its letters
  for (const Piece& piece : shown.pieces) widest = std::max(widest, text_width(piece.label));
  const int chip_w = std::max(iw - 2, std::min(iw, widest));
  const int chip_x = x_of(pos.col) + 1 + (iw - chip_w) / 2;
  const int top = top_of(pos.row) + 1;
  const auto strip = [&](int y, const Piece& piece) {
    const int label_w = std::min(text_width(piece.label), chip_w);
    const int pad = (chip_w - label_w) / 2;
    const std::string text = std::string(static_cast<std::size_t>(pad), ' ') + fit(piece.label, chip_w) +
                             std::string(static_cast<std::size_t>(chip_w - pad - label_w), ' ');
    p.text(chip_x, y, text, piece.tone, kReverse);
  };
  const int n = static_cast<int>(shown.pieces.size());
  if (n <= ih) {  // a band each, as tall as the box allows, the top one taking the lines left over
    const std::string blank(static_cast<std::size_t>(chip_w), ' ');
    int bottom = top + ih;  // one past the band's last line
    for (int i = 0; i < n; ++i) {
      const Piece& piece = shown.pieces[static_cast<std::size_t>(i)];
      const int lines = i == n - 1 ? bottom - top : ih / n;
      const int label_y = n == 1 ? y_of(pos.row) : bottom - lines + (lines - 1) / 2;
      for (int y = bottom - lines; y < bottom; ++y) {
        if (y == label_y) {
          strip(y, piece);
        } else {
          p.text(chip_x, y, blank, piece.tone, kReverse);
        }
      }
      bottom -= lines;
    }
    return;
  }
  // Taller than the box: the top ones as strips from the top line, the rest as letters on the last.
  const int strips = ih - 1;
  for (int i = 0; i < strips; ++i) strip(top + i, shown.pieces[static_cast<std::size_t>(n - 1 - i)]);
  const int rest = n - strips;
  int shown_from = 0;  // with more letters than columns, the lowest give way to a count of them
  std::string count;
  if (rest > iw) {
    shown_from = rest - std::max(1, iw - 3);
    count = "+" + std::to_string(shown_from);
  }
  int x = x_of(pos.col) + 1 + (iw - static_cast<int>(count.size()) - (rest - shown_from)) / 2;
  const int y = top + ih - 1;
  for (int i = rest - 1; i >= shown_from; --i) {
    const Piece& piece = shown.pieces[static_cast<std::size_t>(i)];
    const bool top_piece = i == n - 1;  // only when the box has one line: the top stays solid
    x = p.text(x, y, piece.label.substr(0, 1), piece.tone, top_piece ? kReverse : 0);
  }
  if (!count.empty()) p.text(x, y, count, Tone::dim);  // the lowest, under those named
}

}  // namespace tabletop::ui
