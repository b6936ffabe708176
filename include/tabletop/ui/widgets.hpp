#pragma once
// The shared building blocks every screen draws with: a list with a cursor, a scrollable text,
// the message log, a players panel and word wrapping.
#include <deque>
#include <string>
#include <unordered_map>
#include <vector>

#include "tabletop/core/match.hpp"
#include "tabletop/ui/painter.hpp"
#include "tabletop/ui/screen.hpp"

namespace tabletop::ui {

// The text in lines of `width`: a number kept with the words beside it, and no line left less than
// half full nor a name ("Toll Bridge") parted where another layout of as many lines avoids it.
std::vector<std::string> wrap(const std::string& text, int width);
// A legend's entries ("◆ guard", "* escape") in lines of `width`, `between` apart, each entry kept whole
// on one line (one wider than a line is wrapped on its own): a glyph never parts from its meaning.
std::vector<std::string> pack_entries(const std::vector<std::string>& entries, int width,
                                      const std::string& between = "  ");
// The same for a legend written as one line, its entries two spaces apart.
std::vector<std::string> wrap_legend(const std::string& legend, int width);
// Text in one line of `columns`: as it is when it fits, else its words that fit and an ellipsis (a
// single word too long is cut before the ellipsis). Says it was shortened instead of cutting mid-word.
std::string shorten(const Painter& p, const std::string& text, int columns);
// The text wrapped to `width` from (x, y), at most `most` lines (the last one shortened if need be);
// returns the lines drawn.
int draw_wrapped(const Painter& p, int x, int y, const std::string& text, int width, Tone tone, int most);

// A vertical list of choices with a cursor; disabled items are shown dim and skipped.
struct ListMenu {
  struct Item {
    std::string label;
    std::string note;  // shown to the right, dim
    bool enabled = true;
    bool heading = false;  // a disabled item that heads the items under it: drawn as a title, two columns out
  };
  std::vector<Item> items;
  int cursor = 0;
  bool notes_follow = false;  // each note two columns after its label, not at the right edge
  bool notes_kept = false;    // a note too long for the row shortens its label, not itself (a key list)

  // Up/down/home/end move, a click picks; returns the chosen index on select or click, else -1.
  int handle(const Input& input);
  // PgUp/PgDn for a screen that takes them: the cursor a page (the rows last drawn) back or on.
  void page(int direction);
  // A list longer than its room keeps its last row to say that more is above or below.
  void draw(const Painter& p, Rect r) const;
  void clamp();

 private:
  void step(int delta);
  mutable Rect last_{};
  mutable int first_ = 0;
};

// Scrollable lines of text (rules, help); wraps to the width it is drawn in.
struct TextView {
  std::vector<std::string> paragraphs;
  int optional = 0;  // the last paragraphs that give way, first of all, when the text does not fit
  int top = 0;
  bool scrolls = true;                        // the text is longer than the room it was last drawn in
  bool handle(const Input& input, int page);  // true when it scrolled
  void draw(const Painter& p, Rect r);
};

// The message log, newest at the bottom, each line in its seat's color; PgUp/PgDn scroll it, Home
// goes to the oldest line and End to the newest. It follows play: new lines show as they come, unless
// the person scrolled back, whose lines then stay in view (a mark says newer ones wait below).
struct LogView {
  int scroll = 0;      // lines back from the newest
  bool older = false;  // when last drawn, older lines were out of view above
  int page = 5;        // lines PgUp/PgDn move: the rows last drawn, less one kept in view
  bool handle(const Input& input);
  void draw(const Painter& p, Rect r, const std::deque<LogLine>& log);  // keeps scroll within the log

 private:
  std::size_t lines_seen_ = 0;  // the log's lines when last drawn, and the width they were wrapped to
  int width_seen_ = 0;
  // Each line's text wrapped once at the width last drawn, not again on every drawing; kept for the
  // lines of the log, forgotten when the width changes or when lines long gone pile up.
  const std::vector<std::string>& wrapped(const std::string& text);
  std::unordered_map<std::string, std::vector<std::string>> wraps_;
  int wraps_width_ = 0;
};

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
// The rows the panel's lines take in `width` columns: one each, or two when the details need a
// line of their own (the numbers never go; a name is not cut short to keep one row, nor a robot's
// level left out: it shares the name's row, shortened only when even that row has no room).
int players_rows(const Painter& p, int width, const std::vector<PlayerLine>& lines);
void draw_players(const Painter& p, Rect r, const std::vector<PlayerLine>& lines);

// A centered box of the given size inside `within`, framed and cleared; returns its inner area.
Rect dialog_box(const Painter& p, Rect within, int w, int h, const std::string& title);

}  // namespace tabletop::ui
