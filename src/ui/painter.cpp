#include "tabletop/ui/painter.hpp"

#include <algorithm>
#include <atomic>
#include <cwchar>
#include <string>

namespace tabletop::ui {
namespace {

// In ASCII mode nothing else reaches the terminal: a Latin letter loses its accent (Igel Ärgern is
// drawn "Igel Argern"), anything else becomes '?', one per cell so the layout stays put.
wchar_t ascii_for(wchar_t c) {
  if (c < 0x80) return c;
  static const wchar_t* const kLatin1 = L"AAAAAAACEEEEIIIIDNOOOOOxOUUUUYTsaaaaaaaceeeeiiiidnooooo/ouuuuyty";
  if (c >= 0xC0 && c <= 0xFF) return kLatin1[c - 0xC0];
  return L'?';
}

}  // namespace

TextChar char_at(std::string_view text, std::size_t at) {
  std::mbstate_t state{};  // UTF-8 keeps no state between characters
  wchar_t wc = 0;
  const std::size_t n = std::mbrtowc(&wc, text.data() + at, text.size() - at, &state);
  if (n == static_cast<std::size_t>(-1) || n == static_cast<std::size_t>(-2)) return TextChar{1, L'?', 1};
  const int w = ::wcwidth(wc);
  return TextChar{n == 0 ? 1 : n, n == 0 ? L'\0' : wc, w < 0 ? 1 : w};
}

int text_width(std::string_view text) {
  int width = 0;
  for_each_char(text, [&width](std::string_view, int w) { width += w; });
  return width;
}

bool fits(std::string_view text, int columns) {
  int width = 0;
  for (std::size_t at = 0; at < text.size();) {
    const TextChar c = char_at(text, at);
    if ((width += c.width) > columns) return false;
    at += c.bytes;
  }
  return true;
}

std::string fit(const std::string& text, int columns) {
  int width = 0;
  for (std::size_t at = 0; at < text.size();) {
    const TextChar c = char_at(text, at);
    if (width + c.width > columns) return text.substr(0, at);
    width += c.width;
    at += c.bytes;
  }
  return text;
}

Painter Painter::sub(Rect r) const {
  const int x0 = std::max(r.x, clip_.x);
  const int y0 = std::max(r.y, clip_.y);
  const int x1 = std::min(r.x + r.w, clip_.x + clip_.w);
  const int y1 = std::min(r.y + r.h, clip_.y + clip_.h);
  return Painter(term_, Rect{x0, y0, std::max(0, x1 - x0), std::max(0, y1 - y0)});
}

int Painter::text(int x, int y, const std::string& s, Tone tone, unsigned looks) const {
  if (y < clip_.y || y >= clip_.y + clip_.h || y >= term_.height()) return x + text_width(s);
  const int right = std::min(clip_.x + clip_.w, term_.width());
  int col = x;
  const bool ascii = !term_.unicode();
  for (std::size_t i = 0; i < s.size();) {
    const TextChar ch = char_at(s, i);
    i += ch.bytes;
    const int w = ch.width;
    if (col >= right) {  // past the clip: only the columns are counted, for the caller
      col += w;
      continue;
    }
    for (int cell = 0; cell < (ascii ? w : 1); ++cell) {
      const int at = col + cell;
      const wchar_t shown = ascii ? ascii_for(ch.character) : ch.character;
      const int width = ascii ? 1 : w;
      if (at >= clip_.x && at + width <= right) term_.put(at, y, shown, width, tone, looks);
    }
    col += w;
  }
  return col;
}

void Painter::fill(Rect r, Tone tone) const {
  const std::string blank(static_cast<std::size_t>(std::max(0, r.w)), ' ');
  for (int y = r.y; y < r.y + r.h; ++y) text(r.x, y, blank, tone);
}

void Painter::rule(int x, int y, int w, Tone tone) const {
  std::string line;
  for (int i = 0; i < w; ++i) line += glyph("─", "-");
  text(x, y, line, tone);
}

void Painter::frame(Rect r, const std::string& title, Tone tone) const {
  if (r.w < 2 || r.h < 2) return;
  const char* v = glyph("│", "|");
  text(r.x, r.y, glyph("┌", "+"), tone);
  rule(r.x + 1, r.y, r.w - 2, tone);
  text(r.x + r.w - 1, r.y, glyph("┐", "+"), tone);
  for (int y = r.y + 1; y < r.y + r.h - 1; ++y) {
    text(r.x, y, v, tone);
    text(r.x + r.w - 1, y, v, tone);
  }
  text(r.x, r.y + r.h - 1, glyph("└", "+"), tone);
  rule(r.x + 1, r.y + r.h - 1, r.w - 2, tone);
  text(r.x + r.w - 1, r.y + r.h - 1, glyph("┘", "+"), tone);
  if (!title.empty() && r.w > 6) text(r.x + 2, r.y, " " + fit(title, r.w - 6) + " ", Tone::title);
}

}  // namespace tabletop::ui
