#pragma once
// Text laid out in lines of a width: words wrapped, legends packed, a line shortened with a mark that
// says so.
#include <string>
#include <vector>

#include "tabletop/ui/painter.hpp"

namespace tabletop::ui {

// The text in lines of `width`: a number kept with the words beside it, and no line left less than
// half full nor a name ("Toll Bridge") parted where another layout of as many lines avoids it.
std::vector<std::string> wrap(const std::string& text, int width);
// Lines of text (each ending in a newline) for a plain terminal `columns` wide, each wrapped at its
// words: the terminal's own wrapping would break a word at its edge ("table / top host").
std::string for_terminal(const std::string& text, int columns);
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

}  // namespace tabletop::ui
