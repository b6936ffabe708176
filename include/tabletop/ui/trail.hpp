#pragma once
// A trail of squares drawn as a winding path: a row left to right, down, the next right to left,
// down again... Each square shows one symbol with the tokens standing on it on the line below. A
// cursor picks a square (arrows move it by sight), the view scrolls to keep it in sight, and a click
// picks the square under it. In a large window the squares widen, and from a width of nine each is a
// box with its tokens inside, the rows spread over the height the trail is given; where the height
// holds taller boxes, each names its square too, in words (the boxes closer together, or rows
// touching, when that makes the room; where six lines a box are still too many, the tokens stand
// beside the symbol rather than under the name). Gary's Great Getaway draws its board with it.
#include <algorithm>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "tabletop/ui/painter.hpp"
#include "tabletop/ui/palette.hpp"
#include "tabletop/ui/screen.hpp"

namespace tabletop::ui {

// What the trail itself draws, one look each; a game lists them with its squares' roles. The path is
// dim, not a colour: every colour may be a player's.
const std::vector<Role>& trail_roles();

struct TrailToken {
  char letter = 'A';
  Tone tone = Tone::normal;
};

struct TrailSquare {
  std::string symbol = " ";  // one column
  std::string name;          // shown in a named box: whole words, a long one broken or shortened
  Tone tone = Tone::normal;
  std::vector<TrailToken> tokens;  // up to three are shown, then a "+"
};

class TrailView {
 public:
  static constexpr int kCellWidth = 3;    // a side, the symbol, a side
  static constexpr int kBoxedCell = 9;    // two columns of path a side of a box five wide
  static constexpr int kWidestCell = 13;  // in a large window: a box nine wide
  static constexpr int kBoxLines = 4;     // a boxed square: its top, the symbol, the tokens, its bottom
  static constexpr int kNameLines = 2;    // a named box: its name under the symbol, on up to two lines
  // A named box with its tokens beside the symbol, the name under both: a line shorter.
  static constexpr int kBesideLines = kBoxLines + kNameLines - 1;
  static constexpr int kNamedCell = 21;  // the widest named box: a name of fifteen columns a line

  explicit TrailView(int squares) : squares_(squares) {}

  int cursor() const { return cursor_; }
  void set_cursor(int square);
  // Left/right move along a row, up/down to the row above or below, Home/End to the ends.
  bool move(Command command);
  // The square under a click (on its symbol or its tokens), once the trail has been drawn.
  std::optional<int> square_at(int x, int y) const;
  // Picks the widest cells with which the whole trail fits `room` (the narrowest when none does), names
  // in its boxes wherever they fit, and how far apart its rows stand to fill the room's height.
  void fit(Size room);
  // Lines the whole trail takes in a given width, roomily; given less it packs its rows closer, then scrolls.
  int height_for(int width) const;
  bool boxed() const { return cell_w_ >= kBoxedCell; }
  bool named() const { return named_; }

  void draw(const Painter& p, Rect r, const std::function<TrailSquare(int)>& square);

 private:
  static constexpr int kFewestInRow = 6;     // a short trail spread over the height keeps this many a row
  static constexpr int kWordsBox = 13;       // a named box with eleven columns a line: most words whole
  static constexpr int kNarrowestNamed = 8;  // six columns a line: over half of Riverside's names whole
  int per_row(int width) const { return std::min(per_row(width, cell_w_), per_row_limit_); }
  int box_lines() const { return named_ ? (beside_ ? kBesideLines : kBoxLines + kNameLines) : kBoxLines; }
  // The lines a square takes: a box, or a symbol and its tokens.
  int square_lines() const { return boxed() ? box_lines() : 2; }
  int per_row(int width, int cell_w) const;
  int rows_for(int per_row) const;
  int height_for(int per_row, int row_lines) const;
  void draw_square(const Painter& p, int x, int y, int square, const TrailSquare& shown) const;
  void draw_box(const Painter& p, int x, int y, int square, const TrailSquare& shown) const;
  void draw_tokens(const Painter& p, int x, int y, int room, const TrailSquare& shown, bool centred = true) const;
  int row_of(int square) const { return square / per_row_; }
  int col_of(int square) const;
  int square_at_cell(int row, int col) const;  // -1 when no square is there
  int rows() const { return (squares_ + per_row_ - 1) / per_row_; }

  int squares_;
  int cell_w_ = kCellWidth;
  bool named_ = false;
  // Boxes close together: a column of path between two boxes rather than four, where that lets them
  // name their squares (nine boxes eleven wide a row in 160 x 48). The column is on a box's left, and
  // the row's last box has its own on the right, before the turn.
  bool close_ = false;
  // A named box's tokens beside its symbol on the path's line, a line shorter (seven rows of five-line
  // boxes in a tall half-screen, 100 x 50, where six-line ones left no room for the square explained).
  bool beside_ = false;
  int path_left() const { return boxed() ? (close_ ? 1 : 2) : (cell_w_ - 1) / 2; }  // of a square's cell
  int path_right() const { return boxed() ? (close_ ? 0 : 2) : (cell_w_ - 1) / 2; }
  int ends() const { return close_ ? 3 : 2; }  // the columns beside the cells: the turns (and that path)
  int cursor_ = 0;
  int per_row_ = 1;
  int top_row_ = 0;
  int shown_rows_ = 1;
  int row_lines_ = 2;            // a row's symbols, its tokens, and a spare line when there is room
  int wanted_lines_ = 3;         // as fit() found room for: more for boxes, spread over the height
  int per_row_limit_ = 1 << 20;  // fewer squares a row than the width holds, for a short trail
  Rect drawn_{};
};

}  // namespace tabletop::ui
