#include "tabletop/ui/text_terminal.hpp"

#include <cctype>
#include <clocale>

#include "tabletop/ui/keys.hpp"

namespace tabletop::ui {

void append_utf8(std::string& out, wchar_t c) {
  const auto u = static_cast<unsigned long>(c);
  if (u < 0x80) {
    out.push_back(static_cast<char>(u));
  } else if (u < 0x800) {
    out.push_back(static_cast<char>(0xC0 | (u >> 6)));
    out.push_back(static_cast<char>(0x80 | (u & 0x3F)));
  } else if (u < 0x10000) {
    out.push_back(static_cast<char>(0xE0 | (u >> 12)));
    out.push_back(static_cast<char>(0x80 | ((u >> 6) & 0x3F)));
    out.push_back(static_cast<char>(0x80 | (u & 0x3F)));
  } else {
    out.push_back(static_cast<char>(0xF0 | (u >> 18)));
    out.push_back(static_cast<char>(0x80 | ((u >> 12) & 0x3F)));
    out.push_back(static_cast<char>(0x80 | ((u >> 6) & 0x3F)));
    out.push_back(static_cast<char>(0x80 | (u & 0x3F)));
  }
}

namespace {

char tone_letter(Tone tone, unsigned looks) {
  static const char kLetters[] = ".dtaschwgf012345";
  const char plain = kLetters[static_cast<int>(tone)];
  if ((looks & kReverse) == 0) return plain;
  if (std::isdigit(static_cast<unsigned char>(plain))) return static_cast<char>('!' + (plain - '0'));
  return plain == '.' ? '#' : static_cast<char>(std::toupper(static_cast<unsigned char>(plain)));
}

}  // namespace

TextTerminal::TextTerminal(int width, int height, const TerminalOptions& options, bool unicode)
    : width_(width), height_(height), utf8_(unicode), cells_(static_cast<std::size_t>(width * height)) {
  // Text is measured with wcwidth, which knows characters' widths only under a UTF-8 locale.
  if (utf8_) std::setlocale(LC_CTYPE, "C.UTF-8");
  apply(options);
}

void TextTerminal::apply(const TerminalOptions& options) {
  unicode_ = utf8_ && !options.ascii;
  colors_ = !options.mono;
}

bool TextTerminal::put(int x, int y, wchar_t character, int columns, Tone tone, unsigned looks) {
  if (x < 0 || y < 0 || y >= height_ || x + columns > width_) {
    ++refused_;
    return false;
  }
  Cell& cell = cells_[static_cast<std::size_t>(y * width_ + x)];
  cell = Cell{character, tone, looks, false};
  for (int i = 1; i < columns; ++i)
    cells_[static_cast<std::size_t>(y * width_ + x + i)] = Cell{L' ', tone, looks, true};
  return true;
}

wchar_t TextTerminal::character_at(int x, int y) const {
  if (x < 0 || y < 0 || x >= width_ || y >= height_) return L' ';
  const Cell& c = cell(x, y);
  return c.covered ? L' ' : c.character;
}

void TextTerminal::begin_frame() {
  for (Cell& cell : cells_) cell = Cell{};
}

void TextTerminal::resize(int width, int height) {
  width_ = width;
  height_ = height;
  cells_.assign(static_cast<std::size_t>(width * height), Cell{});
  press(key::resize);
}

void TextTerminal::press(int key) {
  RawInput input;
  input.key = key;
  queued_.push_back(input);
}

RawInput TextTerminal::read(int) {
  if (queued_.empty()) return RawInput{};
  const RawInput input = queued_.front();
  queued_.pop_front();
  return input;
}

std::string TextTerminal::text() const {
  std::string out;
  for (int y = 0; y < height_; ++y) {
    for (int x = 0; x < width_; ++x) {
      const Cell& cell = cells_[static_cast<std::size_t>(y * width_ + x)];
      if (!cell.covered) append_utf8(out, cell.character);
    }
    out.push_back('\n');
  }
  return out;
}

std::string TextTerminal::tones() const {
  std::string out;
  for (int y = 0; y < height_; ++y) {
    for (int x = 0; x < width_; ++x) {
      const Cell& cell = cells_[static_cast<std::size_t>(y * width_ + x)];
      out.push_back(tone_letter(cell.tone, cell.looks));
    }
    out.push_back('\n');
  }
  return out;
}

}  // namespace tabletop::ui
