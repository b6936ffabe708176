#include "tabletop/ui/trail.hpp"

#include <algorithm>
#include <cstdlib>
#include <iterator>
#include <string_view>

#include "tabletop/ui/widgets.hpp"

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

int TrailView::per_row(int width, int cell_w) const { return std::max(1, (width - ends()) / cell_w); }

int TrailView::rows_for(int per_row) const { return (squares_ + per_row - 1) / per_row; }

// The last row needs only its own lines: a box, or a symbol and its tokens.
int TrailView::height_for(int per_row, int row_lines) const {
  return row_lines * (rows_for(per_row) - 1) + square_lines();
}

int TrailView::height_for(int width) const { return height_for(per_row(width), wanted_lines_); }

void TrailView::fit(Size room) {
  // Named boxes, the roomiest way they are kWordsBox wide or else the way they are widest; where none
  // fits, the same a line shorter, the tokens beside the symbol; if none fit either, plain boxes.
  int spare = 1;  // blank lines between rows
  const auto fits = [&] { return height_for(per_row(room.w, cell_w_), square_lines() + spare) <= room.h; };
  const auto cell_for = [](int box, bool close) { return box + (close ? 1 : 4); };
  struct Way {
    bool close;  // a column of path between boxes rather than four
    int spare;
  };
  per_row_limit_ = 1 << 20;
  named_ = true;                        // tried at their height
  int named_box = kNarrowestNamed - 1;  // the widest found, narrower than any while none is
  Way named_way{false, 1};
  bool named_beside = false;
  for (const bool beside : {false, true}) {
    beside_ = beside;
    // From the roomiest: four columns and a line apart, one column and a line, four columns, one.
    for (const Way way : {Way{false, 1}, Way{true, 1}, Way{false, 0}, Way{true, 0}}) {
      close_ = way.close;
      spare = way.spare;
      int box = kNamedCell - 4;
      for (; box >= kNarrowestNamed; --box) {
        cell_w_ = cell_for(box, close_);
        if (fits()) break;
      }
      if (box > named_box && named_box < kWordsBox) {
        named_box = box;
        named_way = way;
        named_beside = beside;
      }
    }
    if (named_box >= kNarrowestNamed) break;
  }
  named_ = named_box >= kNarrowestNamed;
  beside_ = named_ && named_beside;
  close_ = named_ && named_way.close;
  spare = named_ ? named_way.spare : 1;
  if (named_) {
    cell_w_ = cell_for(named_box, close_);
  } else {
    for (cell_w_ = kWidestCell; cell_w_ > kCellWidth; cell_w_ -= 2) {
      if (fits()) break;
    }
  }
  const int least = square_lines() + spare;
  // The rows as far apart as the height allows (two spare lines at most; between boxes, a plain box's height).
  const int most = boxed() ? box_lines() + kBoxLines : 4;
  const auto spread = [&](int per_row) {
    int lines = least;
    while (lines < most && height_for(per_row, lines + 1) <= room.h) ++lines;
    return lines;
  };
  int row = per_row(room.w, cell_w_);
  wanted_lines_ = spread(row);
  // A short trail that still leaves a third of the height empty: fewer squares a row (six at least).
  while (row > kFewestInRow && height_for(row, wanted_lines_) * 3 < room.h * 2 &&
         height_for(row - 1, least) <= room.h) {
    wanted_lines_ = spread(--row);
  }
  per_row_limit_ = row;
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
  if (x - drawn_.x < 1 || row >= top_row_ + shown_rows_ || (y - drawn_.y) % row_lines_ >= square_lines())
    return std::nullopt;
  const int square = square_at_cell(row, col);
  if (square < 0) return std::nullopt;
  return square;
}

void TrailView::draw(const Painter& p, Rect whole, const std::function<TrailSquare(int)>& square) {
  per_row_ = per_row(whole.w);
  // A trail narrower than its room (a short one in a large window) stands in the room's middle.
  const int width = per_row_ * cell_w_ + ends();
  Rect r{whole.x + std::max(0, (whole.w - width) / 2), whole.y, std::min(width, whole.w), whole.h};
  drawn_ = r;
  const int square_lines = this->square_lines();
  // Rows as far apart as fit() wanted, closer when the room is short, then scrolled.
  row_lines_ = square_lines;
  for (int lines = wanted_lines_; lines > row_lines_; --lines) {
    if (lines * (rows() - 1) + square_lines <= r.h) {
      row_lines_ = lines;
      break;
    }
  }
  shown_rows_ = std::max(1, (r.h - square_lines + row_lines_) / row_lines_);
  const int last_row = rows() - 1;
  // Scroll just enough to keep the cursor's row in sight.
  const int cursor_row = row_of(cursor_);
  if (cursor_row < top_row_) top_row_ = cursor_row;
  if (cursor_row >= top_row_ + shown_rows_) top_row_ = cursor_row - shown_rows_ + 1;
  top_row_ = std::clamp(top_row_, 0, std::max(0, rows() - shown_rows_));

  const std::string down = glyph_part(p.term(), kPath, 1);
  const int right_margin = r.x + width - 1;
  for (int row = top_row_; row <= last_row && row < top_row_ + shown_rows_; ++row) {
    const int y = r.y + row_lines_ * (row - top_row_);
    const int path_y = y + (boxed() ? 1 : 0);  // the line the path runs along: the symbols'
    // The turn down to the next row, at the end this row runs to.
    if (row < last_row) {
      const bool at_right = row % 2 == 0;
      const int x = at_right ? right_margin : r.x;
      p.text(x, path_y, glyph_part(p.term(), kPath, at_right ? 2 : 3), kPath.tone);
      for (int line = 1; line < row_lines_; ++line) p.text(x, path_y + line, down, kPath.tone);
      if (row + 1 < top_row_ + shown_rows_)
        p.text(x, path_y + row_lines_, glyph_part(p.term(), kPath, at_right ? 4 : 5), kPath.tone);
    }
    for (int col = 0; col < per_row_; ++col) {
      const int s = square_at_cell(row, col);
      if (s < 0) continue;
      const int x = r.x + 1 + col * cell_w_;
      // A side joins the path where the square before or after it lies: in a row drawn left to right
      // the one before is on the left (or round the turn from the row above), otherwise the reverse.
      const bool forward = row % 2 == 0;
      const bool left_open = forward ? s > 0 : s + 1 < squares_;
      const bool right_open = forward ? s + 1 < squares_ : s > 0;
      const int left = path_left();  // columns of path each side of the square
      const int right = path_right() + (close_ && col == per_row_ - 1 ? 1 : 0);
      const std::string across = glyph_part(p.term(), kPath, 0);
      for (int i = 0; i < left; ++i) p.text(x + i, path_y, left_open ? across : " ", kPath.tone);
      for (int i = 0; i < right; ++i)
        p.text(x + cell_w_ - path_right() + i, path_y, right_open ? across : " ", kPath.tone);
      if (boxed()) {
        draw_box(p, x + left, y, s, square(s));
      } else {
        draw_square(p, x + left, y, s, square(s));
      }
    }
  }
  // More rows above or below: a mark in the last column.
  if (top_row_ > 0) p.text(r.x + r.w - 1, r.y, glyph_part(p.term(), kMoreRows, 0), kMoreRows.tone);
  if (top_row_ + shown_rows_ <= last_row)
    p.text(r.x + r.w - 1, r.y + row_lines_ * (shown_rows_ - 1) + square_lines - 1, glyph_part(p.term(), kMoreRows, 1),
           kMoreRows.tone);
}

// A narrow square: its symbol at x with the cursor's brackets round it, the tokens on the line below.
void TrailView::draw_square(const Painter& p, int x, int y, int square, const TrailSquare& shown) const {
  if (square == cursor_) {
    p.text(x - 1, y, glyph_part(p.term(), kCursor, 0), kCursor.tone);
    p.text(x + 1, y, glyph_part(p.term(), kCursor, 1), kCursor.tone);
  }
  p.text(x, y, shown.symbol, shown.tone);
  draw_tokens(p, x, y + 1, cell_w_, shown);
}

namespace {
bool is_consonant(char c) {
  const char lower = static_cast<char>(c | 0x20);
  return lower >= 'a' && lower <= 'z' && std::string_view("aeiouy").find(lower) == std::string_view::npos;
}

// Where a word too long for a line reads best broken over two, without a hyphen: between two consonants
// (Boat|house, Step|ping, Ferry|man), not inside a pair that begins or spells one sound (Mud|flat and
// Hay|stack, never Cat|hedral), each part three letters at least and a line at most, nearest the middle, then
// the later.
std::optional<std::size_t> word_break(const std::string& word, int width) {
  static constexpr std::string_view kKeptTogether[] = {"bl", "cl", "fl", "gl", "pl", "sl", "br", "cr", "dr", "fr",
                                                       "gr", "kr", "pr", "tr", "wr", "sc", "sk", "sm", "sn", "sp",
                                                       "st", "sw", "tw", "ch", "ck", "gh", "ng", "ph", "sh", "wh"};
  std::optional<std::size_t> best;
  const int whole = text_width(word);
  for (std::size_t at = 3; at + 3 <= word.size(); ++at) {
    const char before = static_cast<char>(word[at - 1] | 0x20);
    const char after = static_cast<char>(word[at] | 0x20);
    if (!(is_consonant(before) || before == 'y') || !is_consonant(after)) continue;
    const std::string pair{before, after};
    if (std::find(std::begin(kKeptTogether), std::end(kKeptTogether), pair) != std::end(kKeptTogether)) continue;
    if (pair == "th" && (word[at + 1] | 0x20) == 'e') continue;  // "the" is one sound; "th" in Boathouse is not
    const int first = text_width(word.substr(0, at));
    if (first > width || whole - first > width) continue;
    const auto off_middle = [whole](int part) { return std::abs(2 * part - whole); };
    if (!best || off_middle(first) <= off_middle(text_width(word.substr(0, *best)))) best = at;
  }
  return best;
}

// A word in a name box, the ways it may be shown from the best: whole, without its "'s" (Otter for
// Otter's), broken over two lines, or cut after a consonant with a full stop (Kingf.), as maps shorten.
struct WordForm {
  std::string first;
  std::string rest;  // the second line of a broken word; empty otherwise
  int cost = 0;
};

std::vector<WordForm> word_forms(const Painter& p, const std::string& word, int width) {
  if (text_width(word) <= width) return {WordForm{word, "", 0}};
  std::vector<WordForm> forms;
  const bool possessive = word.size() > 2 && word.ends_with("'s");
  const std::string bare = possessive ? word.substr(0, word.size() - 2) : word;
  if (possessive && text_width(bare) <= width) forms.push_back(WordForm{bare, "", 1});
  if (const auto at = word_break(word, width)) {
    forms.push_back(WordForm{word.substr(0, *at), word.substr(*at), 2});
  } else if (const auto bare_at = word_break(bare, width)) {
    forms.push_back(WordForm{bare.substr(0, *bare_at), bare.substr(*bare_at), 3});
  }
  for (std::size_t cut = bare.size() - 1; cut >= 3; --cut) {
    if (is_consonant(bare[cut - 1]) && text_width(bare.substr(0, cut)) < width) {
      forms.push_back(WordForm{bare.substr(0, cut) + ".", "", 3});
      break;
    }
  }
  forms.push_back(WordForm{shorten(p, word, width), "", 6});  // "…" only where nothing else reads
  return forms;
}

// A square's name in a box `width` wide, on up to `most` lines: its words whole where they fit, otherwise
// each word in the form that costs the name least (a word left off the end costs most but an ellipsis).
std::vector<std::string> name_lines(const Painter& p, const std::string& name, int width, int most) {
  std::vector<std::vector<WordForm>> words;
  for (std::size_t at = 0; at < name.size();) {
    const std::size_t end = std::min(name.find(' ', at), name.size());
    if (end > at) words.push_back(word_forms(p, name.substr(at, end - at), width));
    at = end + 1;
  }
  constexpr int kLeftOff = 5;
  std::vector<std::string> best;
  int best_cost = 1 << 20;
  std::vector<std::string> lines;
  const std::function<void(std::size_t, int)> place = [&](std::size_t i, int cost) {
    const int left_off = kLeftOff * static_cast<int>(words.size() - i);
    if (cost >= best_cost) return;
    if ((i > 0 || words.empty()) && cost + left_off < best_cost) {
      best_cost = cost + left_off;
      best = lines;
    }
    if (i == words.size()) return;
    for (const WordForm& form : words[i]) {
      const std::vector<std::string> before = lines;
      // A broken word begins a line of its own; a whole one follows the line's words where it fits.
      if (i > 0 && form.rest.empty() && text_width(lines.back()) + 1 + text_width(form.first) <= width) {
        lines.back() += " " + form.first;
      } else {
        lines.push_back(form.first);
      }
      if (!form.rest.empty()) lines.push_back(form.rest);
      if (static_cast<int>(lines.size()) <= most) place(i + 1, cost + form.cost);
      lines = before;
    }
  };
  place(0, 0);
  return best;
}
}  // namespace

// A wide square: a box from x with the symbol in it, the square's name under it in a named box, and
// the tokens under those; the cursor's box in heavy lines.
void TrailView::draw_box(const Painter& p, int x, int y, int square, const TrailSquare& shown) const {
  const int w = cell_w_ - path_left() - path_right();
  const int lines = box_lines();
  const bool here = square == cursor_;
  const Tone tone = here ? kCursor.tone : kPath.tone;
  std::string across;
  for (int i = 0; i < w - 2; ++i) across += here ? p.glyph("━", "=") : p.glyph("─", "-");
  const std::string upright = here ? p.glyph("┃", "|") : p.glyph("│", "|");
  p.text(x, y,
         std::string(here ? p.glyph("┏", "+") : p.glyph("┌", "+")) + across +
             (here ? p.glyph("┓", "+") : p.glyph("┐", "+")),
         tone);
  for (int line = 1; line < lines - 1; ++line) {
    p.text(x, y + line, upright, tone);
    p.text(x + w - 1, y + line, upright, tone);
  }
  p.text(x, y + lines - 1,
         std::string(here ? p.glyph("┗", "+") : p.glyph("└", "+")) + across +
             (here ? p.glyph("┛", "+") : p.glyph("┘", "+")),
         tone);
  const int centre = x + w / 2;
  // Beside the symbol, the tokens start two columns on: "│ $ AB │" in a box eight wide.
  const int symbol_x = beside_ ? centre - 2 : centre;
  p.text(symbol_x, y + 1, shown.symbol, shown.tone);
  if (named_) {
    int line_y = y + 2;
    for (const std::string& line : name_lines(p, shown.name, w - 2, kNameLines)) {
      p.text(x + 1 + (w - 2 - text_width(line)) / 2, line_y++, line, Tone::normal);
    }
  }
  if (beside_) {
    draw_tokens(p, symbol_x + 2, y + 1, x + w - 1 - (symbol_x + 2), shown, false);
  } else {
    draw_tokens(p, centre, y + lines - 2, w - 2, shown);
  }
}

// The tokens on a square, centred under its symbol at `x` (or from `x` on); more than `room` letters show
// as the first and how many more ("A+5"), the line under the trail names them all.
void TrailView::draw_tokens(const Painter& p, int x, int y, int room, const TrailSquare& shown, bool centred) const {
  const int n = static_cast<int>(shown.tokens.size());
  if (n > room) {
    const int at = centred ? x - 1 : x;
    p.text(at, y, std::string(1, shown.tokens.front().letter), shown.tokens.front().tone);
    const std::string more = glyph(p.term(), kMoreTokens);
    p.text(at + 1, y, n - 1 < 10 ? more + std::to_string(n - 1) : more + more, kMoreTokens.tone);
    return;
  }
  const int tx = centred ? x - (n - 1) / 2 : x;
  for (int i = 0; i < n; ++i) {
    const TrailToken& t = shown.tokens[static_cast<std::size_t>(i)];
    p.text(tx + i, y, std::string(1, t.letter), t.tone);
  }
}

}  // namespace tabletop::ui
