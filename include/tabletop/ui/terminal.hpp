#pragma once
// The terminal, as the rest of the program sees it: a grid of cells to draw on, a size, and input as
// the program's own events (ui/keys.hpp). Two kinds exist: curses on the real terminal
// (terminal_curses.cpp, the one file that includes curses), and a text grid for
// tests that draws and reads without any terminal (text_terminal.hpp).
#include <memory>
#include <string>

namespace tabletop::ui {

// What a piece of text means on screen; the terminal turns it into colors or attributes.
enum class Tone {
  normal,
  dim,
  title,
  accent,
  selected,
  cursor,
  hint,
  warning,
  good,
  frame,
  seat0,
  seat1,
  seat2,
  seat3,
  seat4,
  seat5,
};
inline Tone seat_tone(int seat) { return static_cast<Tone>(static_cast<int>(Tone::seat0) + (seat % 6)); }

// Looks added to a tone, as flags.
inline constexpr unsigned kReverse = 1;  // solid chips (Ludo's tokens), also in monochrome

struct TerminalOptions {
  bool ascii = false;  // --ascii or the setting: no Unicode drawing
  bool mono = false;   // the "mono" theme
  bool mouse = true;
};

// How a terminal tells a person their turn has come: its bell, a flash of the window, or (usual) the
// bell unless quiet was asked for where the terminal is (NO_COLOR set).
enum class Alert { bell, flash, usual };

// One event from the keyboard, the mouse or the window (see ui/keys.hpp for the codes).
struct RawInput {
  int key = -1;
  bool click = false;
  bool wheel_up = false;
  bool wheel_down = false;
  int x = 0;
  int y = 0;
};

// SIGQUIT, SIGABRT, SIGSEGV, SIGBUS, SIGFPE, SIGILL (and SIGTRAP, SIGSYS) give the shell its terminal
// back, then end the program with the same signal (and its core dump, where enabled).
void install_crash_restore();
// SIGINT, SIGTERM, SIGHUP, SIGUSR1, SIGUSR2 and SIGALRM ask the program to stop: only a flag is set,
// and the main loop saves, restores the terminal and exits. A main loop busy elsewhere (a long
// drawing) is not waited for: 40 ms after the signal a watchdog thread gives the terminal back and
// ends the program with the status the main loop would have given (`on_stop`). SIGPIPE and SIGXFSZ are
// ignored, so a write fails with a message instead of killing the program. The fatal signals as above.
enum class StopStatus {
  zero,         // an orderly stop: every move is saved when it is made (the game)
  from_signal,  // 128 plus the signal's number, as shells report it: 130 for Ctrl-C (join)
};
void install_stop_signals(StopStatus on_stop = StopStatus::zero);
// Gives the shell its terminal back as the program found it, using only async-signal-safe calls; a
// terminal never opened by curses is left alone.
void restore_terminal_now();
int stop_signal();   // the signal that asked the program to stop, or 0
bool input_ended();  // the terminal has gone: standard input is readable or hung up, yet holds no byte

class Terminal {
 public:
  virtual ~Terminal() = default;
  Terminal() = default;
  Terminal(const Terminal&) = delete;
  Terminal& operator=(const Terminal&) = delete;

  virtual void apply(const TerminalOptions& options) = 0;  // a settings change while running
  bool unicode() const { return unicode_; }
  bool colors() const { return colors_; }
  virtual int width() const = 0;
  virtual int height() const = 0;

  // One character of `columns` cells at (x, y); false when that is outside the window.
  virtual bool put(int x, int y, wchar_t character, int columns, Tone tone, unsigned looks) = 0;
  // The character this frame holds at (x, y) so far; L' ' outside the window.
  virtual wchar_t character_at(int x, int y) const = 0;
  virtual void begin_frame() = 0;             // a blank page to draw the next frame on
  virtual void end_frame() = 0;               // shows it: only the cells that changed are sent
  virtual void repaint_all() = 0;             // the next frame is sent whole (after a resize or Ctrl-L)
  virtual RawInput read(int timeout_ms) = 0;  // key::none when nothing came in time
  // Forgets keys typed but not yet read, so keys meant for a robot's turn never answer a dialog.
  virtual void drop_typeahead() = 0;
  virtual void alert(Alert how) = 0;  // once, when a person's turn comes (after the next frame)
  // Restores the terminal; safe to call twice, and from the destructor.
  virtual void close() = 0;

  // Picks the Unicode or ASCII spelling of a symbol.
  const char* glyph(const char* unicode_text, const char* ascii_text) const {
    return unicode_ ? unicode_text : ascii_text;
  }

 protected:
  bool unicode_ = false;
  bool colors_ = false;
};

// The real terminal, through curses.
std::unique_ptr<Terminal> open_curses_terminal(const TerminalOptions& options);

}  // namespace tabletop::ui
