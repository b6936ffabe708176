#pragma once
// A terminal without a terminal: frames are drawn into a grid of cells in memory, and input comes
// from a queue. Tests draw any screen with it and compare the grid with a golden copy; the key
// fuzzer drives the whole program through it.
#include <deque>
#include <string>
#include <vector>

#include "tabletop/ui/terminal.hpp"

namespace tabletop::ui {

void append_utf8(std::string& out, wchar_t c);  // one character as UTF-8

class TextTerminal : public Terminal {
 public:
  TextTerminal(int width, int height, const TerminalOptions& options = {}, bool unicode = true);

  void apply(const TerminalOptions& options) override;
  int width() const override { return width_; }
  int height() const override { return height_; }
  bool put(int x, int y, wchar_t character, int columns, Tone tone, unsigned looks) override;
  wchar_t character_at(int x, int y) const override;
  void begin_frame() override;
  void end_frame() override { ++frames_; }
  void repaint_all() override {}
  RawInput read(int timeout_ms) override;
  void drop_typeahead() override { queued_.clear(); }
  void close() override {}
  void alert(Alert how) override { alerts_.push_back(how); }

  void resize(int width, int height);               // as a window would: the next read() says key::resize
  long refused_writes() const { return refused_; }  // writes outside the window: the key fuzzer wants none
  void press(int key);                              // queues a key for read()
  void press(const RawInput& input) { queued_.push_back(input); }
  long frames() const { return frames_; }
  const std::vector<Alert>& alerts() const { return alerts_; }  // every alert so far

  // The screen as text, one line per row, trailing blanks kept (UTF-8).
  std::string text() const;
  // The screen's tones, one letter per cell: '.' normal, 'd' dim, 't' title, 'a' accent, 's' selected,
  // 'c' cursor, 'h' hint, 'w' warning, 'g' good, 'f' frame, '0'-'5' the seats; a reversed cell is in
  // upper case ('A' to 'W'), or '!' to '%' for seats 0 to 5.
  std::string tones() const;

  struct Cell {
    wchar_t character = L' ';
    Tone tone = Tone::normal;
    unsigned looks = 0;
    bool covered = false;  // the right half of a wide character
    bool operator==(const Cell&) const = default;
  };
  const Cell& cell(int x, int y) const { return cells_[static_cast<std::size_t>(y * width_ + x)]; }

 private:
  int width_;
  int height_;
  bool utf8_ = true;
  std::vector<Cell> cells_;
  std::deque<RawInput> queued_;
  long frames_ = 0;
  long refused_ = 0;
  std::vector<Alert> alerts_;
};

}  // namespace tabletop::ui
