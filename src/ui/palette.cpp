#include "tabletop/ui/palette.hpp"

namespace tabletop::ui {

std::string glyph_part(const Terminal& terminal, const Role& role, int n) {
  const std::string text = glyph(terminal, role);
  std::size_t begin = 0;
  for (std::size_t i = 1; i <= text.size(); ++i) {
    if (i < text.size() && (static_cast<unsigned char>(text[i]) & 0xC0) == 0x80) continue;  // inside a character
    if (n-- == 0) return text.substr(begin, i - begin);
    begin = i;
  }
  return {};
}

// Foregrounds are colours that read on dark and on light backgrounds; yellow only ever as a
// background (the hint mark), with black on it. The seats' colours are six different hues.
ToneLook tone_look(Tone tone, bool colour) {
  if (!colour) {
    switch (tone) {
      case Tone::dim: return {.dim = true};
      case Tone::title:
      case Tone::accent:
      case Tone::warning:
      case Tone::good: return {.bold = true};
      case Tone::selected:
      case Tone::cursor: return {.reverse = true};
      case Tone::hint: return {.underline = true};
      default: return {};
    }
  }
  switch (tone) {
    case Tone::normal: return {};
    case Tone::dim: return {.dim = true};
    case Tone::title: return {.bold = true};
    case Tone::accent: return {.fg = Colour::cyan, .bold = true};
    case Tone::selected: return {.reverse = true};
    case Tone::cursor: return {.bold = true, .reverse = true};
    case Tone::hint: return {.fg = Colour::black, .bg = Colour::yellow};
    case Tone::warning: return {.fg = Colour::red, .bold = true};
    case Tone::good: return {.fg = Colour::green, .bold = true};
    case Tone::frame: return {.fg = Colour::blue};
    case Tone::seat0: return {.fg = Colour::red, .bold = true};
    case Tone::seat1: return {.fg = Colour::blue, .bold = true};
    case Tone::seat2: return {.fg = Colour::green, .bold = true};
    case Tone::seat3: return {.fg = Colour::magenta, .bold = true};
    case Tone::seat4: return {.fg = Colour::cyan, .bold = true};
    case Tone::seat5: return {.fg = Colour::yellow, .bg = Colour::black, .bold = true};
  }
  return {};
}

}  // namespace tabletop::ui
