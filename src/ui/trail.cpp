#include "tabletop/ui/trail.hpp"

#include <algorithm>

namespace tabletop::ui {

namespace {
const Role kPath{"the path: along, down and its turns", "─│┐┌┘└", "-|++++", Tone::dim};
const Role kCursor{"the cursor's square", "[]", "[]", Tone::cursor};
const Role kMoreTokens{"more tokens than fit (A+5)", "+", "+", Tone::dim};
const Role kMoreRows{"more rows above or below", "▲▼", "^v", Tone::title};
}  // namespace

const std::vector<Role>& trail_roles() {
  static const std::vector<Role> roles{kPath, kCursor, kMoreTokens, kMoreRows};
  return roles;
}

void TrailView::set_cursor(int square) { cursor_ = std::clamp(square, 0, std::max(0, squares_ - 1)); }

int TrailView::per_row(int width, int cell_w) const { return std::max(1, (width - 2) / cell_w); }

int TrailView::height_for(int width, int cell_w) const {
  const int rows = (squares_ + per_row(width, cell_w) - 1) / per_row(width, cell_w);
  return 3 * rows - 1;  // with a spare line between rows; draw() packs the rows closer when short of room
}

int TrailView::height_for(int width) const { return height_for(width, cell_w_); }

void TrailView::fit(Size room) {
  for (cell_w_ = kWidestCell; cell_w_ > kCellWidth; cell_w_ -= 2) {
    if (height_for(room.w, cell_w_) <= room.h) return;
  }
}

int TrailView::col_of(int square) const {
  const int k = square % per_row_;
  return row_of(square) % 2 == 0 ? k : per_row_ - 1 - k;
}

int TrailView::square_at_cell(int row, int col) const {
  if (row < 0 || col < 0 || col >= per_row_) return -1;
  const int square = row * per_row_ + (row % 2 == 0 ? col : per_row_ - 1 - col);
  return square < squares_ ? square : -1;
}

bool TrailView::move(Command command) {
  const int before = cursor_;
  const int row = row_of(cursor_);
  const int col = col_of(cursor_);
  switch (command) {
    case Command::home: cursor_ = 0; break;
    case Command::end: cursor_ = squares_ - 1; break;
    case Command::left:
    case Command::right:
      if (const int to = square_at_cell(row, col + (command == Command::left ? -1 : 1)); to >= 0) cursor_ = to;
      break;
    case Command::up:
    case Command::down: {
      const int to_row = row + (command == Command::up ? -1 : 1);
      if (to_row < 0 || to_row >= rows()) break;
      // The last row may be short: go to its square nearest the column.
      int best = -1;
      for (int c = 0; c < per_row_; ++c) {
        const int s = square_at_cell(to_row, c);
        if (s >= 0 && (best < 0 || std::abs(c - col) < std::abs(col_of(best) - col))) best = s;
      }
      if (best >= 0) cursor_ = best;
      break;
    }
    default: break;
  }
  return cursor_ != before;
}

std::optional<int> TrailView::square_at(int x, int y) const {
  if (!drawn_.contains(x, y)) return std::nullopt;
  const int row = top_row_ + (y - drawn_.y) / row_lines_;
  const int col = (x - drawn_.x - 1) / cell_w_;
  if (x - drawn_.x < 1 || row >= top_row_ + shown_rows_ || (y - drawn_.y) % row_lines_ > 1) return std::nullopt;
  const int square = square_at_cell(row, col);
  if (square < 0) return std::nullopt;
  return square;
}

void TrailView::draw(const Painter& p, Rect r, const std::function<TrailSquare(int)>& square) {
  drawn_ = r;
  per_row_ = per_row(r.w);
  row_lines_ = r.h >= 3 * rows() - 1 ? 3 : 2;
  shown_rows_ = std::max(1, (r.h + row_lines_ - 2) / row_lines_);
  const int last_row = rows() - 1;
  // Scroll just enough to keep the cursor's row in sight.
  const int cursor_row = row_of(cursor_);
  if (cursor_row < top_row_) top_row_ = cursor_row;
  if (cursor_row >= top_row_ + shown_rows_) top_row_ = cursor_row - shown_rows_ + 1;
  top_row_ = std::clamp(top_row_, 0, std::max(0, rows() - shown_rows_));

  const std::string across = glyph_part(p.term(), kPath, 0);
  const std::string down = glyph_part(p.term(), kPath, 1);
  const int right_margin = r.x + 1 + per_row_ * cell_w_;
  const int half = (cell_w_ - 1) / 2;  // columns of path each side of a square's symbol
  for (int row = top_row_; row <= last_row && row < top_row_ + shown_rows_; ++row) {
    const int y = r.y + row_lines_ * (row - top_row_);
    // The turn down to the next row, at the end this row runs to.
    if (row < last_row) {
      const bool at_right = row % 2 == 0;
      const int x = at_right ? right_margin : r.x;
      p.text(x, y, glyph_part(p.term(), kPath, at_right ? 2 : 3), kPath.tone);
      for (int line = 1; line < row_lines_; ++line) p.text(x, y + line, down, kPath.tone);
      if (row + 1 < top_row_ + shown_rows_)
        p.text(x, y + row_lines_, glyph_part(p.term(), kPath, at_right ? 4 : 5), kPath.tone);
    }
    for (int col = 0; col < per_row_; ++col) {
      const int s = square_at_cell(row, col);
      if (s < 0) continue;
      const TrailSquare shown = square(s);
      const int x = r.x + 1 + col * cell_w_;
      // A side joins the path where the square before or after it lies: in a row drawn left to right
      // the one before is on the left (or round the turn from the row above), otherwise the reverse.
      const bool forward = row % 2 == 0;
      const bool left_open = forward ? s > 0 : s + 1 < squares_;
      const bool right_open = forward ? s + 1 < squares_ : s > 0;
      const bool here = s == cursor_;
      for (int i = 0; i < half; ++i) {
        p.text(x + i, y, left_open ? across : " ", kPath.tone);
        p.text(x + half + 1 + i, y, right_open ? across : " ", kPath.tone);
      }
      if (here) {
        p.text(x + half - 1, y, glyph_part(p.term(), kCursor, 0), kCursor.tone);
        p.text(x + half + 1, y, glyph_part(p.term(), kCursor, 1), kCursor.tone);
      }
      p.text(x + half, y, shown.symbol, shown.tone);
      const int n = static_cast<int>(shown.tokens.size());
      if (n > cell_w_) {  // too many letters: the first and how many more ("A+5"); the info line names them
        p.text(x + half - 1, y + 1, std::string(1, shown.tokens.front().letter), shown.tokens.front().tone);
        const std::string more = glyph(p.term(), kMoreTokens);
        p.text(x + half, y + 1, n - 1 < 10 ? more + std::to_string(n - 1) : more + more, kMoreTokens.tone);
        continue;
      }
      const int tx = x + half - (n - 1) / 2;
      for (int i = 0; i < n; ++i) {
        const TrailToken& t = shown.tokens[static_cast<std::size_t>(i)];
        p.text(tx + i, y + 1, std::string(1, t.letter), t.tone);
      }
    }
  }
  // More rows above or below: a mark in the last column.
  if (top_row_ > 0) p.text(r.x + r.w - 1, r.y, glyph_part(p.term(), kMoreRows, 0), kMoreRows.tone);
  if (top_row_ + shown_rows_ <= last_row)
    p.text(r.x + r.w - 1, r.y + row_lines_ * (shown_rows_ - 1) + 1, glyph_part(p.term(), kMoreRows, 1), kMoreRows.tone);
}

}  // namespace tabletop::ui
