#pragma once
// Drawing on the screen through a clip rectangle: nothing a screen draws can land outside the
// window, however small the terminal gets. Text is UTF-8 and measured in terminal columns.
#include <string>
#include <string_view>

#include "tabletop/ui/palette.hpp"
#include "tabletop/ui/terminal.hpp"

namespace tabletop::ui {

struct Rect {
  int x = 0;
  int y = 0;
  int w = 0;
  int h = 0;
  bool contains(int px, int py) const { return px >= x && px < x + w && py >= y && py < y + h; }
  Rect inset(int by) const { return Rect{x + by, y + by, w - 2 * by, h - 2 * by}; }
  // A box of w x h (no larger than this one) in its middle, as a dialog stands.
  Rect centered(int bw, int bh) const {
    bw = bw < w ? bw : w;
    bh = bh < h ? bh : h;
    return Rect{x + (w - bw) / 2, y + (h - bh) / 2, bw, bh};
  }
  bool overlaps(const Rect& o) const { return x < o.x + o.w && o.x < x + w && y < o.y + o.h && o.y < y + h; }
};

// One character of UTF-8 text: its bytes, the character (a bad byte reads as '?') and its columns.
struct TextChar {
  std::size_t bytes = 1;
  wchar_t character = L'?';
  int width = 1;
};
TextChar char_at(std::string_view text, std::size_t at);
// Calls each(bytes, columns) for every character of `text`, in one pass.
template <class Each>
void for_each_char(std::string_view text, Each&& each) {
  for (std::size_t at = 0; at < text.size();) {
    const TextChar c = char_at(text, at);
    each(text.substr(at, c.bytes), c.width);
    at += c.bytes;
  }
}
// Width of UTF-8 text in terminal columns.
int text_width(std::string_view text);
// Whether the text fits in `columns`: it reads no further than the columns it is given.
bool fits(std::string_view text, int columns);
// The longest prefix of `text` that fits in `columns`, read only as far as it goes.
std::string fit(const std::string& text, int columns);

class Painter {
 public:
  Painter(Terminal& term, Rect clip) : term_(term), clip_(clip) {}

  const Terminal& term() const { return term_; }
  Rect area() const { return clip_; }
  Painter sub(Rect r) const;  // a painter clipped to r within this one

  // Writes text at (x, y) in absolute screen coordinates; returns the column after it.
  // `looks` adds flags such as kReverse to the tone.
  int text(int x, int y, const std::string& s, Tone tone = Tone::normal, unsigned looks = 0) const;
  void fill(Rect r, Tone tone = Tone::normal) const;  // blanks with the tone's background
  // What is drawn at (x, y) so far; L' ' outside the clip.
  wchar_t character_at(int x, int y) const { return clip_.contains(x, y) ? term_.character_at(x, y) : L' '; }
  void frame(Rect r, const std::string& title = "", Tone tone = Tone::frame) const;
  void rule(int x, int y, int w, Tone tone = Tone::frame) const;
  std::string glyph(const Role& role) const { return ui::glyph(term_, role); }  // as this terminal draws it
  const char* glyph(const char* unicode_text, const char* ascii_text) const {
    return term_.glyph(unicode_text, ascii_text);
  }

 private:
  Terminal& term_;
  Rect clip_;
};

}  // namespace tabletop::ui
