#include "tabletop/ui/terminal.hpp"

#include <curses.h>
#include <langinfo.h>

#include <clocale>
#include <cstdlib>
#include <cstdio>
#include <cstring>
#include <stdexcept>

namespace tabletop::ui {
namespace {

bool no_color_requested() {
  const char* value = std::getenv("NO_COLOR");
  return value != nullptr && *value != '\0';
}

}  // namespace

Terminal::Terminal(const TerminalOptions& options) {
  std::setlocale(LC_ALL, "");
  utf8_locale_ = std::strcmp(nl_langinfo(CODESET), "UTF-8") == 0;
  if (std::getenv("ESCDELAY") == nullptr) set_escdelay(25);
  if (options.headless) {
    // Draw into /dev/null on a terminal of a known kind: for the key fuzzer, no tty needed.
    null_out_ = std::fopen("/dev/null", "w");
    null_in_ = std::fopen("/dev/null", "r");
    screen_ = newterm("xterm-256color", null_out_, null_in_);
    if (screen_ == nullptr) throw std::runtime_error("cannot start a headless terminal (no xterm-256color terminfo)");
    set_term(screen_);
  } else {
    initscr();
  }
  open_ = true;
  cbreak();
  noecho();
  nonl();
  keypad(stdscr, TRUE);
  curs_set(0);
  apply(options);
}

Terminal::~Terminal() { close(); }

void Terminal::close() {
  if (!open_) return;
  open_ = false;
  curs_set(1);
  endwin();
  if (screen_ != nullptr) {
    delscreen(screen_);
    screen_ = nullptr;
    std::fclose(null_out_);
    std::fclose(null_in_);
  }
}

void Terminal::apply(const TerminalOptions& options) {
  unicode_ = utf8_locale_ && !options.ascii;
  mono_ = options.mono || no_color_requested();
  setup_colors();
  mouseinterval(0);
  mousemask(options.mouse ? (BUTTON1_PRESSED | BUTTON1_CLICKED | BUTTON4_PRESSED | BUTTON5_PRESSED) : 0, nullptr);
}

void Terminal::setup_colors() {
  colors_ = false;
  if (mono_ || !has_colors()) return;
  start_color();
  use_default_colors();
  colors_ = true;
  const short fg[] = {-1,          -1,          COLOR_CYAN,  COLOR_YELLOW, -1,         -1,
                      COLOR_BLACK, COLOR_RED,   COLOR_GREEN, COLOR_BLUE,   COLOR_RED,  COLOR_BLUE,
                      COLOR_GREEN, COLOR_YELLOW, COLOR_MAGENTA, COLOR_CYAN};
  const short bg[] = {-1, -1, -1, -1, -1, -1, COLOR_YELLOW, -1, -1, -1, -1, -1, -1, -1, -1, -1};
  // Each Tone has the color pair of its own number.
  for (short tone = 1; tone < 16; ++tone) init_pair(tone, fg[tone], bg[tone]);
}

unsigned Terminal::attr(Tone tone) const {
  const int t = static_cast<int>(tone);
  if (!colors_) {
    switch (tone) {
      case Tone::dim: return A_DIM;
      case Tone::title: return A_BOLD;
      case Tone::accent: return A_BOLD;
      case Tone::selected: return A_REVERSE;
      case Tone::cursor: return A_REVERSE;
      case Tone::hint: return A_UNDERLINE;
      case Tone::warning: return A_BOLD;
      case Tone::good: return A_BOLD;
      default: return A_NORMAL;
    }
  }
  switch (tone) {
    case Tone::normal: return A_NORMAL;
    case Tone::dim: return A_DIM;
    case Tone::selected: return A_REVERSE;
    case Tone::cursor: return A_REVERSE | A_BOLD;
    case Tone::hint: return COLOR_PAIR(t);
    default: return COLOR_PAIR(t) | A_BOLD;
  }
}

void Terminal::drop_typeahead() const {
  if (open_) flushinp();
}

int Terminal::width() const { return COLS; }
int Terminal::height() const { return LINES; }

}  // namespace tabletop::ui
