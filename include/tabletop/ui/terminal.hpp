#pragma once
// The curses session: set up once, restored on every way out. Colors live on the terminal's own
// background; NO_COLOR, a terminal without colors or the "mono" theme give attributes only.
#include <cstdio>
#include <string>

struct screen;

namespace tabletop::ui {

// What a piece of text means on screen; the terminal turns it into colors or attributes.
enum class Tone {
  normal, dim, title, accent, selected, cursor, hint, warning, good, frame,
  seat0, seat1, seat2, seat3, seat4, seat5,
};
inline Tone seat_tone(int seat) { return static_cast<Tone>(static_cast<int>(Tone::seat0) + (seat % 6)); }

struct TerminalOptions {
  bool ascii = false;  // --ascii or the setting: no Unicode drawing
  bool mono = false;   // the "mono" theme
  bool mouse = true;
  bool headless = false;  // draw into /dev/null (the key fuzzer)
};

// SIGQUIT, SIGABRT, SIGSEGV, SIGBUS, SIGFPE, SIGILL (and SIGTRAP, SIGSYS) give the shell its terminal
// back, then end the program with the same signal (and its core dump, where enabled).
void install_crash_restore();

class Terminal {
 public:
  explicit Terminal(const TerminalOptions& options);
  ~Terminal();
  Terminal(const Terminal&) = delete;
  Terminal& operator=(const Terminal&) = delete;

  void apply(const TerminalOptions& options);  // a settings change while running
  bool unicode() const { return unicode_; }
  bool colors() const { return colors_; }
  unsigned attr(Tone tone) const;  // a curses attr_t
  int width() const;
  int height() const;

  // Forgets keys typed but not yet read, so keys meant for a robot's turn never answer a dialog.
  void drop_typeahead() const;

  // Restores the terminal; safe to call twice, and from the destructor.
  void close();

  // Picks the Unicode or ASCII spelling of a symbol.
  const char* glyph(const char* unicode_text, const char* ascii_text) const {
    return unicode_ ? unicode_text : ascii_text;
  }

 private:
  void setup_colors();
  bool open_ = false;
  struct screen* screen_ = nullptr;  // only when headless
  std::FILE* null_out_ = nullptr;
  std::FILE* null_in_ = nullptr;
  bool unicode_ = false;
  bool utf8_locale_ = false;
  bool colors_ = false;
  bool mono_ = false;
};

}  // namespace tabletop::ui
