#include "tabletop/ui/terminal.hpp"

#include "tabletop/ui/keys.hpp"
#include "tabletop/ui/palette.hpp"

#include <curses.h>
#include <langinfo.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <unistd.h>

#include <csignal>

#include <clocale>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <stdexcept>

namespace tabletop::ui {
namespace {

bool no_color_requested() {
  const char* value = std::getenv("NO_COLOR");
  return value != nullptr && *value != '\0';
}

// What a fatal signal's handler needs to give the shell its terminal back, prepared while it is safe
// to call anything: the modes from before curses, and the bytes that leave the full-screen mode,
// show the cursor and turn mouse reporting off.
struct termios g_shell_modes {};
bool g_have_shell_modes = false;
char g_leave_bytes[256] = "";
std::size_t g_leave_length = 0;
volatile std::sig_atomic_t g_terminal_open = 0;

void append_cap(const char* name) {
  const char* cap = tigetstr(name);
  if (cap == nullptr || cap == reinterpret_cast<char*>(-1)) return;
  const std::size_t n = std::strlen(cap);
  if (g_leave_length + n >= sizeof g_leave_bytes) return;
  std::memcpy(g_leave_bytes + g_leave_length, cap, n);
  g_leave_length += n;
}

void prepare_leave_bytes() {
  g_leave_length = 0;
  append_cap("rmcup");
  append_cap("cnorm");
  append_cap("sgr0");
  const char mouse_off[] = "\033[?1000l\033[?1002l\033[?1006l";
  if (g_leave_length + sizeof mouse_off < sizeof g_leave_bytes) {
    std::memcpy(g_leave_bytes + g_leave_length, mouse_off, sizeof mouse_off - 1);
    g_leave_length += sizeof mouse_off - 1;
  }
}

// Only async-signal-safe calls, through restore_terminal_now().
extern "C" void restore_then_die(int signal_number) {
  restore_terminal_now();
  std::signal(signal_number, SIG_DFL);
  std::raise(signal_number);
}

}  // namespace

// Only async-signal-safe calls: write() and tcsetattr().
void restore_terminal_now() {
  if (g_terminal_open == 0) return;
  if (g_leave_length > 0) [[maybe_unused]]
    ssize_t n = ::write(STDOUT_FILENO, g_leave_bytes, g_leave_length);
  if (g_have_shell_modes) ::tcsetattr(STDIN_FILENO, TCSANOW, &g_shell_modes);
}

void install_crash_restore() {
  // A stack of its own for the handler: a stack overflow (SIGSEGV) leaves none to run it on.
  static char alternate_stack[64 * 1024];
  stack_t stack{};
  stack.ss_sp = alternate_stack;
  stack.ss_size = sizeof alternate_stack;
  sigaltstack(&stack, nullptr);
  struct sigaction action {};
  action.sa_handler = restore_then_die;
  sigemptyset(&action.sa_mask);
  action.sa_flags = SA_RESETHAND | SA_ONSTACK;
  for (int signal_number : {SIGQUIT, SIGABRT, SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGTRAP, SIGSYS}) {
    sigaction(signal_number, &action, nullptr);
  }
}

namespace {

class CursesTerminal : public Terminal {
 public:
  explicit CursesTerminal(const TerminalOptions& options);
  ~CursesTerminal() override { close(); }
  void apply(const TerminalOptions& options) override;
  int width() const override { return COLS; }
  int height() const override { return LINES; }
  bool put(int x, int y, wchar_t character, int columns, Tone tone, unsigned looks) override;
  wchar_t character_at(int x, int y) const override;
  void begin_frame() override { erase(); }
  void end_frame() override { refresh(); }
  void repaint_all() override { clearok(curscr, TRUE); }
  RawInput read(int timeout_ms) override;
  void drop_typeahead() override {
    if (open_) flushinp();
  }
  void close() override;
  void alert(Alert how) override {
    if (!open_) return;
    if (how == Alert::flash) ::flash();
    else if (how == Alert::bell || !no_color_requested()) ::beep();
  }

 private:
  void setup_colors();
  bool caught_up_with_window();
  void read_suspend_as_key();
  void suspend_job();
  attr_t attr(Tone tone) const;
  bool open_ = false;
  bool utf8_locale_ = false;
  bool mono_ = false;
};

CursesTerminal::CursesTerminal(const TerminalOptions& options) {
  if (::tcgetattr(STDIN_FILENO, &g_shell_modes) == 0) g_have_shell_modes = true;
  std::setlocale(LC_ALL, "");
  utf8_locale_ = std::strcmp(nl_langinfo(CODESET), "UTF-8") == 0;
  if (std::getenv("ESCDELAY") == nullptr) set_escdelay(25);
  initscr();
  open_ = true;
  prepare_leave_bytes();
  g_terminal_open = 1;
  cbreak();
  noecho();
  nonl();
  keypad(stdscr, TRUE);
  curs_set(0);
  read_suspend_as_key();
  apply(options);
}

void CursesTerminal::close() {
  if (!open_) return;
  open_ = false;
  g_terminal_open = 0;
  curs_set(1);
  endwin();
}

void CursesTerminal::apply(const TerminalOptions& options) {
  unicode_ = utf8_locale_ && !options.ascii;
  mono_ = options.mono || no_color_requested();
  setup_colors();
  mouseinterval(0);
  // The release is asked for too: left out of the mask, ncurses swallowed it inside getch and waited
  // there for a key, so a robot's answer to a clicked move stalled until one was pressed.
  mousemask(
      options.mouse ? (BUTTON1_PRESSED | BUTTON1_RELEASED | BUTTON1_CLICKED | BUTTON4_PRESSED | BUTTON5_PRESSED) : 0,
      nullptr);
}

namespace {
short curses_colour(Colour c) {
  switch (c) {
    case Colour::terminal: return -1;
    case Colour::black: return COLOR_BLACK;
    case Colour::red: return COLOR_RED;
    case Colour::green: return COLOR_GREEN;
    case Colour::yellow: return COLOR_YELLOW;
    case Colour::blue: return COLOR_BLUE;
    case Colour::magenta: return COLOR_MAGENTA;
    case Colour::cyan: return COLOR_CYAN;
    case Colour::white: return COLOR_WHITE;
  }
  return -1;
}
}  // namespace

void CursesTerminal::setup_colors() {
  colors_ = false;
  if (mono_ || !has_colors()) return;
  start_color();
  use_default_colors();
  colors_ = true;
  // Each Tone has the color pair of its own number, from the one palette (ui/palette.hpp).
  for (int tone = 1; tone < kToneCount; ++tone) {
    const ToneLook look = tone_look(static_cast<Tone>(tone), true);
    init_pair(static_cast<short>(tone), curses_colour(look.fg), curses_colour(look.bg));
  }
}

attr_t CursesTerminal::attr(Tone tone) const {
  const ToneLook look = tone_look(tone, colors_);
  attr_t a = A_NORMAL;
  if (look.fg != Colour::terminal || look.bg != Colour::terminal) a |= COLOR_PAIR(static_cast<int>(tone));
  if (look.bold) a |= A_BOLD;
  if (look.dim) a |= A_DIM;
  if (look.reverse) a |= A_REVERSE;
  if (look.underline) a |= A_UNDERLINE;
  return a;
}

bool CursesTerminal::put(int x, int y, wchar_t character, int columns, Tone tone, unsigned looks) {
  const attr_t attrs = attr(tone) | ((looks & kReverse) != 0 ? A_REVERSE : A_NORMAL);
  wchar_t one[2] = {character, L'\0'};
  cchar_t cell;
  setcchar(&cell, one, attrs, static_cast<short>(PAIR_NUMBER(attrs)), nullptr);
  // The bottom-right cell reports an error only because the cursor cannot move past it.
  const bool last_cell = y == LINES - 1 && x + columns == COLS;
  return mvadd_wch(y, x, &cell) != ERR || last_cell;
}

wchar_t CursesTerminal::character_at(int x, int y) const {
  cchar_t cell;
  if (x < 0 || y < 0 || x >= COLS || y >= LINES || mvin_wch(y, x, &cell) == ERR) return L' ';
  wchar_t text[CCHARW_MAX + 1] = {};
  attr_t attrs = 0;
  short pair = 0;
  if (getcchar(&cell, text, &attrs, &pair, nullptr) == ERR || text[0] == L'\0') return L' ';
  return text[0];
}

int translate(int key) {
  switch (key) {
    case ERR: return key::none;
    case KEY_UP: return key::up;
    case KEY_DOWN: return key::down;
    case KEY_LEFT: return key::left;
    case KEY_RIGHT: return key::right;
    case KEY_ENTER: return key::enter;
    case KEY_BACKSPACE: return key::backspace;
    case KEY_PPAGE: return key::page_up;
    case KEY_NPAGE: return key::page_down;
    case KEY_HOME: return key::home;
    case KEY_END: return key::end;
    case KEY_F(1): return key::f1;
    case KEY_RESIZE: return key::resize;
    case KEY_MOUSE: return key::mouse;
    default: return key >= KEY_MIN ? key::other : key;
  }
}

// curses learns of a new window size from SIGWINCH, and one that comes before its handler is in place
// (a window split as the program starts) is lost; so the size is also asked of the terminal itself.
bool CursesTerminal::caught_up_with_window() {
  winsize size{};
  if (::ioctl(STDOUT_FILENO, TIOCGWINSZ, &size) != 0 || size.ws_row == 0 || size.ws_col == 0) return false;
  if (size.ws_row == LINES && size.ws_col == COLS) return false;
  resizeterm(size.ws_row, size.ws_col);
  return true;
}

// Ctrl-Z reaches the program as a key rather than as the terminal's stop signal: the signal stops
// every process of the job at once, so a parent shell (a `bash -c` around the program) could stop and
// print its prompt before the program had left the full screen, and the shell's lines were lost.
void CursesTerminal::read_suspend_as_key() {
  termios modes{};
  if (::tcgetattr(STDIN_FILENO, &modes) != 0) return;
  modes.c_cc[VSUSP] = _POSIX_VDISABLE;
  if (::tcsetattr(STDIN_FILENO, TCSANOW, &modes) == 0) def_prog_mode();
}

// As the terminal would have, but in order: the screen goes back to the shell first, then the whole
// job stops. After fg the screen is drawn again from scratch.
void CursesTerminal::suspend_job() {
  endwin();
  struct sigaction curses_handler {};
  struct sigaction stop_now {};
  stop_now.sa_handler = SIG_DFL;
  sigemptyset(&stop_now.sa_mask);
  sigaction(SIGTSTP, &stop_now, &curses_handler);
  ::kill(0, SIGTSTP);
  sigaction(SIGTSTP, &curses_handler, nullptr);
  refresh();
}

RawInput CursesTerminal::read(int timeout_ms) {
  RawInput input;
  if (caught_up_with_window()) {
    input.key = key::resize;
    return input;
  }
  timeout(timeout_ms);
  const int typed = getch();
  if (typed == key::ctrl('z')) {
    suspend_job();
    input.key = key::resize;  // the window may have changed while the program was stopped
    return input;
  }
  input.key = translate(typed);
  if (input.key == key::mouse) {
    MEVENT event{};
    if (getmouse(&event) == OK) {
      input.x = event.x;
      input.y = event.y;
      input.click = (event.bstate & (BUTTON1_PRESSED | BUTTON1_CLICKED)) != 0;
      input.wheel_up = (event.bstate & BUTTON4_PRESSED) != 0;
      input.wheel_down = (event.bstate & BUTTON5_PRESSED) != 0;
    }
    // A release alone means nothing to the program: it goes no further than here, as if no key came.
    if (!input.click && !input.wheel_up && !input.wheel_down) input = RawInput{};
  }
  return input;
}

}  // namespace

std::unique_ptr<Terminal> open_curses_terminal(const TerminalOptions& options) {
  return std::make_unique<CursesTerminal>(options);
}

}  // namespace tabletop::ui
