#pragma once
// The shared building blocks every screen draws with: a list with a cursor, a scrollable text,
// the message log and a dialog's box; with the players panel and word wrapping, in their own files.
#include <compare>
#include <deque>
#include <string>
#include <unordered_map>
#include <vector>

#include "tabletop/core/match.hpp"
#include "tabletop/ui/painter.hpp"
#include "tabletop/ui/players_panel.hpp"
#include "tabletop/ui/screen.hpp"
#include "tabletop/ui/text_wrap.hpp"

namespace tabletop::ui {

// Where the rest of a list too long for its room is: "↓ more below", "↑ more above", or both.
std::string more_mark(const Painter& p, bool above, bool below);

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
  bool notes_follow = false;   // each note two columns after its label, not at the right edge
  bool notes_kept = false;     // a note too long for the row shortens its label, not itself (a key list)
  bool stops_at_ends = false;  // up from the first item stays: the last cannot be played by one key too many

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

// Scrollable lines of text (rules, help); wraps to the width it is drawn in. Wrapped anew (the window
// resized), it keeps the reader's place: the line they scrolled to stays the first in view.
struct TextView {
  std::vector<std::string> paragraphs;
  int optional = 0;     // the last paragraphs that give way, first of all, when the text does not fit
  int top = 0;          // the first line in view
  bool scrolls = true;  // the text is longer than the room it was last drawn in
  bool handle(const Input& input, int page);  // true when it scrolled
  void draw(const Painter& p, Rect r);

  // Where a line starts in the text: its paragraph, and the letters of it before the line (spaces are
  // not counted: another width wraps at other spaces).
  struct Place {
    std::size_t paragraph = 0;
    std::size_t letters = 0;
    auto operator<=>(const Place&) const = default;
  };

 private:
  Place reading_;             // the line the reader scrolled to, kept however the text is wrapped
  std::vector<Place> drawn_;  // where each line last drawn starts
  int top_drawn_ = 0;         // `top` as last drawn: another one since is the reader's scrolling
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
  // Framed and titled "Log", its top border saying when older lines are out of view above (PgUp
  // scrolls to them).
  void draw_framed(const Painter& p, Rect frame, const std::deque<LogLine>& log);
  // The keys the marks name, where a person chose others than PgUp and PgDn, and the one key that
  // brings the newest lines back at once where the screen has one (none: not named).
  void name_keys(std::string older_lines, std::string newer_lines, std::string newest_lines = {}) {
    older_key_ = std::move(older_lines);
    newer_key_ = std::move(newer_lines);
    newest_key_ = std::move(newest_lines);
  }

 private:
  std::string older_key_ = "PgUp";
  std::string newer_key_ = "PgDn";
  std::string newest_key_;
  std::size_t lines_seen_ = 0;  // the log's lines when last drawn, and the width they were wrapped to
  int width_seen_ = 0;
  // Each line's text wrapped once at the width last drawn, not again on every drawing; kept for the
  // lines of the log, forgotten when the width changes or when lines long gone pile up.
  const std::vector<std::string>& wrapped(const std::string& text);
  std::unordered_map<std::string, std::vector<std::string>> wraps_;
  int wraps_width_ = 0;
};

// A centered box of the given size inside `within`, framed and cleared with a blank margin around it
// (as far as `within` reaches); returns its inner area.
Rect dialog_box(const Painter& p, Rect within, int w, int h, const std::string& title);

}  // namespace tabletop::ui
