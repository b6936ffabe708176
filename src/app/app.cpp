#include "tabletop/app/app.hpp"

#include <curses.h>

#include <poll.h>
#include <sys/stat.h>
#include <sys/ioctl.h>
#include <unistd.h>

#include <algorithm>
#include <csignal>

#include "tabletop/app/menus.hpp"
#include "tabletop/ui/dialogs.hpp"
#include "tabletop/ui/terminal.hpp"

namespace tabletop {
namespace {

volatile std::sig_atomic_t g_stop_signal = 0;

extern "C" void on_stop_signal(int signal_number) { g_stop_signal = signal_number; }

// Only a flag is set here; the main loop saves, restores the terminal and exits 0. SIGUSR1, SIGUSR2
// and SIGALRM are ways to ask a program to stop, like SIGTERM, and are treated the same.
void install_signal_handlers() {
  struct sigaction action {};
  action.sa_handler = on_stop_signal;
  sigemptyset(&action.sa_mask);
  for (int signal_number : {SIGINT, SIGTERM, SIGHUP, SIGUSR1, SIGUSR2, SIGALRM}) sigaction(signal_number, &action, nullptr);
  // A closed pipe or a file-size limit makes a write fail with an error the save reports; neither
  // may kill the program with a move unsaved.
  std::signal(SIGPIPE, SIG_IGN);
  std::signal(SIGXFSZ, SIG_IGN);
  ui::install_crash_restore();
}

// True when the terminal has gone (end of input): readable or hung up, yet no byte waits.
bool input_ended() {
  pollfd p{STDIN_FILENO, POLLIN, 0};
  if (poll(&p, 1, 0) <= 0) return false;
  if ((p.revents & (POLLHUP | POLLERR | POLLNVAL)) != 0) return true;
  int waiting = 0;
  return ioctl(STDIN_FILENO, FIONREAD, &waiting) == 0 && waiting == 0;
}

ui::TerminalOptions look_of(const Settings& s, bool ascii_flag) {
  return ui::TerminalOptions{ascii_flag || s.ascii, s.theme == "mono", s.mouse};
}

constexpr auto kStatusTime = std::chrono::seconds(5);

}  // namespace

App::App(const AppOptions& options) : options_(options), store_(resolve_save_dir(options.save_dir)) {
  remove_abandoned_temp_files(store_.dir());
  std::string notice;
  settings_ = store_.load_settings(notice);
  install_signal_handlers();
  ui::TerminalOptions look = look_of(settings_, options_.ascii);
  look.headless = options_.headless;
  term_ = std::make_unique<ui::Terminal>(look);
  if (!notice.empty()) tell(notice, true);
}

App::~App() {
  stack_.clear();  // screens stop their robots before the terminal goes
  if (term_) term_->close();
}

void App::settings_changed() {
  const std::string problem = store_.save_settings(settings_);
  if (!problem.empty()) tell("Saving the settings failed: " + problem, true);
}

void App::tell(const std::string& message, bool problem) {
  status_ = message;
  status_problem_ = problem;
  status_until_ = ui::Clock::now() + kStatusTime * (problem ? 2 : 1);
  redraw_ = true;
}

void App::apply_look() {
  term_->apply(look_of(settings_, options_.ascii));
  clearok(curscr, TRUE);
  redraw_ = true;
}

bool App::has_unfinished(const GameEntry& game) const {
  // Menus ask on every drawing: a save is read again only when its size or time has changed.
  struct stat st {};
  const bool present = ::stat(store_.game_path(game.id).c_str(), &st) == 0;
  const SaveStamp stamp{present, present ? st.st_size : 0, present ? st.st_mtim.tv_sec : 0,
                        present ? st.st_mtim.tv_nsec : 0};
  const auto known = unfinished_cache_.find(game.id);
  if (known != unfinished_cache_.end() && known->second.stamp == stamp) return known->second.unfinished;
  const LoadedDocument saved = store_.load_game(game.id);
  const bool unfinished = saved.status == LoadedDocument::Status::ok && !saved.doc["finished"].get<bool>();
  unfinished_cache_[game.id] = CachedSave{stamp, unfinished};
  return unfinished;
}

std::unique_ptr<ui::Screen> App::resume(const GameEntry& game) {
  const LoadedDocument saved = store_.load_game(game.id);
  if (saved.status == LoadedDocument::Status::missing) return nullptr;
  std::string problem = saved.problem;
  if (saved.status == LoadedDocument::Status::ok) {
    try {
      return game.resume(*this, saved.doc["match"]);
    } catch (const std::exception& e) {  // BadData, or a JSON type error deep inside
      problem = game.id + ".json holds an impossible game (" + e.what() + ")";
    }
  }
  tell(store_.set_aside(game.id, problem), true);
  return nullptr;
}

void App::check_save(const GameEntry& game) {
  const LoadedDocument saved = store_.load_game(game.id);
  if (saved.status == LoadedDocument::Status::unreadable) tell(store_.set_aside(game.id, saved.problem), true);
}

void App::save_everything() {
  for (auto& screen : stack_) screen->save();
  settings_changed();
}

// ---------------------------------------------------------------- the loop

void App::start() {
  stack_.push_back(std::make_unique<MainMenu>(*this));
  if (const GameEntry* last = find_game(settings_.last_game); last != nullptr && has_unfinished(*last)) {
    if (auto screen = resume(*last)) {
      stack_.push_back(std::make_unique<GameMenu>(*this, *last));  // q from the game leads here
      stack_.push_back(std::move(screen));
      tell("Welcome back: your game goes on. Esc: menu.");
    }
  }
}

void App::open_setup(const GameEntry& game) {
  stack_.push_back(std::make_unique<GameMenu>(*this, game));
  stack_.push_back(game.setup(*this));
  redraw_ = true;
}

int App::run() {
  start();
  while (running() && g_stop_signal == 0) {
    render();
    timeout(busy() ? 30 : 150);
    const int key = getch();
    if (g_stop_signal != 0) break;
    if (key != ERR) {
      feed(read_key(key));
    } else if (input_ended()) {
      break;  // like a quit: everything is saved below
    } else {
      idle();
    }
  }
  finish();
  return 0;
}

void App::finish() {
  save_everything();
  stack_.clear();
  term_->close();
}

bool App::busy() const { return !stack_.empty() && stack_.back()->busy(); }

void App::idle() {
  if (!stack_.empty()) apply(stack_.back()->tick(ui::Clock::now()));
}

void App::render() {
  if (stack_.empty()) return;
  if (redraw_ || stack_.back()->dirty || (!status_.empty() && ui::Clock::now() > status_until_)) draw();
}

ui::Input App::read_key(int key) {
  ui::Input input;
  input.key = key;
  if (key == KEY_MOUSE) {
    MEVENT event{};
    if (getmouse(&event) == OK) {
      input.x = event.x;
      input.y = event.y;
      input.click = (event.bstate & (BUTTON1_PRESSED | BUTTON1_CLICKED)) != 0;
      input.wheel_up = (event.bstate & BUTTON4_PRESSED) != 0;
      input.wheel_down = (event.bstate & BUTTON5_PRESSED) != 0;
    }
    return input;
  }
  input.command = ui::command_for_key(key);
  return input;
}

void App::feed(const ui::Input& input) {
  if (stack_.empty()) return;
  if (input.key == KEY_RESIZE) {
    clearok(curscr, TRUE);
    redraw_ = true;
    return;
  }
  dispatch(input);
}

void App::dispatch(const ui::Input& input) {
  ui::Screen& top = *stack_.back();
  redraw_ = true;
  if (!status_problem_ || ui::Clock::now() > status_until_) status_.clear();
  const ui::Size need = top.min_size();
  if (COLS < need.w || LINES < need.h + 2) {  // too small: only the ways out work
    if (input.command == ui::Command::back || input.command == ui::Command::quit) {
      if (input.command == ui::Command::quit) running_ = false;
      else apply(top.handle(input));
    }
    return;
  }
  if (!top.typing()) {
    if (input.command == ui::Command::quit) {
      running_ = false;
      return;
    }
    if (input.command == ui::Command::redraw) {
      clearok(curscr, TRUE);
      return;
    }
    if (input.command == ui::Command::help) {
      const auto keys = top.commands();
      if (std::find(keys.begin(), keys.end(), ui::Command::help) != keys.end()) {
        apply(ui::Outcome::push(ui::help_screen(top.title(), keys)));
      }
      return;
    }
  }
  apply(top.handle(input));
}

void App::apply(ui::Outcome outcome) {
  using Kind = ui::Outcome::Kind;
  switch (outcome.kind) {
    case Kind::stay: return;
    case Kind::quit: running_ = false; return;
    case Kind::pop:
      stack_.back()->save();
      stack_.pop_back();
      break;
    case Kind::replace:
      stack_.back()->save();
      stack_.back() = std::move(outcome.next);
      break;
    case Kind::push: stack_.push_back(std::move(outcome.next)); break;
  }
  if (!stack_.empty()) stack_.back()->dirty = true;
  redraw_ = true;
}

// ---------------------------------------------------------------- drawing

void App::draw() {
  erase();  // only the cells that differ reach the terminal at refresh()
  ui::Screen& top = *stack_.back();
  ui::Painter whole(*term_, ui::Rect{0, 0, COLS, LINES});
  const ui::Size need = top.min_size();
  if (COLS < need.w || LINES < need.h + 2) {
    const std::vector<std::string> lines = {
        "The window is too small.", "This screen needs " + std::to_string(need.w) + " x " + std::to_string(need.h + 2) + ",",
        "it is " + std::to_string(COLS) + " x " + std::to_string(LINES) + ".", "Enlarge it, or press q."};
    for (std::size_t i = 0; i < lines.size(); ++i) {
      whole.text(0, static_cast<int>(i), ui::fit(lines[i], COLS), i == 0 ? ui::Tone::warning : ui::Tone::normal);
    }
  } else {
    draw_frame(whole, top);
  }
  refresh();
  redraw_ = false;
  top.dirty = false;
}

void App::draw_frame(ui::Painter& whole, ui::Screen& top) {
  // The title line: program, screen, and the status message on the right.
  whole.text(0, 0, ui::fit(" tabletop " + std::string(whole.glyph("·", "-")) + " " + top.title(), COLS),
             ui::Tone::title);
  if (!status_.empty() && ui::Clock::now() <= status_until_) {
    const std::string shown = ui::fit(status_, std::max(0, COLS - ui::text_width(top.title()) - 16));
    whole.text(COLS - ui::text_width(shown) - 1, 0, shown, status_problem_ ? ui::Tone::warning : ui::Tone::good);
  } else {
    status_.clear();
  }
  ui::Painter body = whole.sub(ui::Rect{0, 1, COLS, LINES - 2});
  if (top.overlay() && stack_.size() > 1) {
    ui::Screen& beneath = *stack_[stack_.size() - 2];
    beneath.draw(body);
  }
  top.draw(body);
  // The footer: the keys that matter here.
  std::string footer;
  for (ui::Command c : top.footer()) {
    const ui::Binding& b = ui::binding_for(c);
    if (c == ui::Command::down || c == ui::Command::left || c == ui::Command::right || c == ui::Command::help) continue;
    const std::string item = (c == ui::Command::up ? std::string(whole.glyph("↑↓←→", "arrows")) : b.label) + " " +
                             (c == ui::Command::up ? "move" : b.brief);
    if (ui::text_width(footer) + ui::text_width(item) + 3 > COLS - 8) break;
    footer += (footer.empty() ? " " : "  ") + item;
  }
  footer += "  ? help";
  whole.text(0, LINES - 1, ui::fit(footer, COLS), ui::Tone::dim);
}

}  // namespace tabletop
