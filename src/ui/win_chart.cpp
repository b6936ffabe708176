#include "tabletop/ui/win_chart.hpp"

#include <algorithm>
#include <cmath>

#include "tabletop/core/seat.hpp"
#include "tabletop/ui/text_terminal.hpp"

namespace tabletop::ui {
namespace {

constexpr int kLeft = 5;          // "100%" and the axis, left of the lines
constexpr int kLetterEvery = 20;  // columns between a braille line's letters

// The point of the game a column shows: the points spread evenly over the columns.
std::size_t point_at(int column, int columns, std::size_t points) {
  if (columns <= 1 || points <= 1) return 0;
  return static_cast<std::size_t>(
      std::lround(static_cast<double>(column) * static_cast<double>(points - 1) / (columns - 1)));
}

// The row, of `rows` counted from the top, a chance stands at.
int row_of(double chance, int rows) {
  return static_cast<int>(std::lround((1.0 - std::clamp(chance, 0.0, 1.0)) * (rows - 1)));
}

// Braille's dot at a column (0 or 1) and a row (0 to 3) of its character.
unsigned braille_dot(int dx, int dy) {
  static constexpr unsigned kDots[2][4] = {{0x01, 0x02, 0x04, 0x40}, {0x08, 0x10, 0x20, 0x80}};
  return kDots[dx][dy];
}

std::string braille(unsigned dots) {
  std::string out;
  append_utf8(out, static_cast<wchar_t>(0x2800 + dots));
  return out;
}

// Unicode: each seat's line in braille dots, a character only one seat's dots touch in its colour;
// its letter on it every kLetterEvery columns (each seat's a little further on) and past its end.
void draw_dots(const Painter& p, Rect lines, const WinChart& chart) {
  const std::size_t seats = chart.points.front().size();
  const int dot_rows = 4 * lines.h, dot_columns = 2 * lines.w;
  const auto cell = [&lines](int x, int y) { return static_cast<std::size_t>(y * lines.w + x); };
  std::vector<std::vector<unsigned>> dots(seats, std::vector<unsigned>(cell(0, lines.h), 0));
  const auto dot_row = [&](std::size_t seat, int column) {
    return row_of(chart.points[point_at(column, dot_columns, chart.points.size())][seat], dot_rows);
  };
  for (std::size_t s = 0; s < seats; ++s) {
    int before = dot_row(s, 0);
    for (int c = 0; c < dot_columns; ++c) {
      const int y = dot_row(s, c);
      for (int d = std::min(before, y); d <= std::max(before, y); ++d)  // a jump is a stroke up or down
        dots[s][cell(c / 2, d / 4)] |= braille_dot(c % 2, d % 4);
      before = y;
    }
  }
  const int even = row_of(0.5, dot_rows);  // the dotted line at even chances, where no seat's line is
  for (int y = 0; y < lines.h; ++y) {
    for (int x = 0; x < lines.w; ++x) {
      unsigned all = 0;
      int owners = 0;
      int owner = 0;
      for (std::size_t s = 0; s < seats; ++s) {
        if (dots[s][cell(x, y)] == 0) continue;
        all |= dots[s][cell(x, y)];
        ++owners;
        owner = static_cast<int>(s);
      }
      if (owners == 0 && y == even / 4) p.text(lines.x + x, lines.y + y, braille(braille_dot(0, even % 4)), Tone::dim);
      if (owners > 0) p.text(lines.x + x, lines.y + y, braille(all), owners == 1 ? seat_tone(owner) : Tone::normal);
    }
  }
  std::vector<int> past_end(static_cast<std::size_t>(lines.h), 0);  // letters already past the end, per row
  for (std::size_t s = 0; s < seats; ++s) {
    const int seat = static_cast<int>(s);
    const std::string letter(1, seat_letter(seat));
    for (int x = kLetterEvery / 2 + 3 * seat; x < lines.w - 2; x += kLetterEvery)
      p.text(lines.x + x, lines.y + dot_row(s, 2 * x) / 4, letter, seat_tone(seat));
    const int y = dot_row(s, dot_columns - 1) / 4;
    p.text(lines.x + lines.w + past_end[static_cast<std::size_t>(y)]++, lines.y + y, letter, seat_tone(seat));
  }
}

// ASCII: each seat's line drawn in its letter, a star where lines meet.
void draw_letters(const Painter& p, Rect lines, const WinChart& chart) {
  const std::size_t seats = chart.points.front().size();
  for (int x = 0; x < lines.w; ++x) {
    const std::vector<double>& at = chart.points[point_at(x, lines.w, chart.points.size())];
    std::vector<int> row(seats);
    for (std::size_t s = 0; s < seats; ++s) row[s] = row_of(at[s], lines.h);
    for (std::size_t s = 0; s < seats; ++s) {
      const int seat = static_cast<int>(s);
      const bool shared = std::count(row.begin(), row.end(), row[s]) > 1;
      p.text(lines.x + x, lines.y + row[s], shared ? "*" : std::string(1, seat_letter(seat)),
             shared ? Tone::normal : seat_tone(seat));
    }
  }
}

}  // namespace

int draw_win_chart(const Painter& p, Rect r, const WinChart& chart) {
  if (chart.points.size() < 2 || chart.points.front().empty()) return 0;
  const int seats = static_cast<int>(chart.points.front().size());
  const bool dots = std::string(p.glyph("\u2800", "")).size() > 0;  // braille where the terminal draws Unicode
  const int rows = r.h - 2;
  const Rect lines{r.x + kLeft, r.y, r.w - kLeft - (dots ? seats : 1), rows};  // room for the letters past the end
  if (rows < 2 || lines.w < 10) return 0;
  const int even = dots ? row_of(0.5, 4 * rows) / 4 : row_of(0.5, rows);
  p.text(r.x, r.y, "100%", Tone::dim);
  p.text(r.x + 1, r.y + even, "50%", Tone::dim);
  p.text(r.x + 3, r.y + rows - 1, "0", Tone::dim);
  for (int y = r.y; y < r.y + rows; ++y) p.text(lines.x - 1, y, p.glyph("\u2502", "|"), Tone::frame);
  if (dots) {
    draw_dots(p, lines, chart);
  } else {
    for (int x = 0; x < lines.w; ++x) p.text(lines.x + x, r.y + even, ".", Tone::dim);
    draw_letters(p, lines, chart);
  }
  const int axis = r.y + rows;
  p.text(lines.x - 1, axis, p.glyph("\u2514", "+"), Tone::frame);
  std::string rule;
  for (int x = 0; x < lines.w; ++x) rule += p.glyph("\u2500", "-");
  p.text(lines.x, axis, rule, Tone::frame);
  const std::string end = chart.finished ? "end" : "now";
  p.text(lines.x, axis + 1, "start", Tone::dim);
  p.text(lines.x + (lines.w - text_width(chart.span)) / 2, axis + 1, chart.span, Tone::dim);
  p.text(lines.x + lines.w - text_width(end), axis + 1, end, Tone::dim);
  return r.h;
}

}  // namespace tabletop::ui
