#pragma once
// The terminal program: the screen stack, the main loop, signals, and the status line. Every way
// out (q, Q, SIGINT, SIGTERM, SIGHUP) saves the settings and the game in progress.
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "tabletop/core/save_session.hpp"
#include "tabletop/registry/game_entry.hpp"
#include "tabletop/ui/screen.hpp"

namespace tabletop {

// What `tabletop host` adds to the program (app/hosting.hpp): it hears of every table the host opens,
// and the table's screens ask it who is where and how friends join.
class Hosting {
 public:
  virtual ~Hosting() = default;
  virtual void table_opened(const ui::OpenTable& table) = 0;
  // Who is at the table; `host_asks` when the host's own screen asks (and may change seats).
  virtual std::unique_ptr<ui::Screen> table_screen(bool host_asks) = 0;
  virtual std::string invitation() const = 0;
  virtual bool hosts(const std::string& game_id) const = 0;                // its open table is of that game
  virtual bool others_at_table() const { return false; }                   // a joined player or watcher is connected
  virtual std::vector<std::string> waiting() const { return {}; }          // who is there while no game is open
  virtual std::vector<std::string> waiting_to_play() const { return {}; }  // ... of them, who came for a seat
};

struct AppOptions {
  bool ascii = false;
  MoveChecks* checks = nullptr;  // the key fuzzer's: every move of every game is checked
  Hosting* hosting = nullptr;    // `tabletop host`, for the host's program and each joined player's
  // How the person started the program (the farewell tells them to start it so again): the name or
  // path they typed ("scripts/play" names itself), and the --save-dir they gave, if any.
  std::string program = "tabletop";
  std::optional<std::string> save_dir{};
  ReviewOptions review{};  // a review's budget and seed: Hard's, or a test's lighter one
};

class App : public ui::Host {
 public:
  // `saves` is claimed already (its lock held) and outlives the App. Without a terminal given, the
  // real one is opened; tests and the key fuzzer give a ui::TextTerminal.
  App(const AppOptions& options, SaveSession& saves, std::unique_ptr<ui::Terminal> terminal = nullptr);
  // A joined player's program inside the host's: the host's saves and a copy of its settings (a
  // guest's changes last as long as its visit), no menus, and no launch checks.
  App(const AppOptions& options, SaveSession& saves, std::unique_ptr<ui::Terminal> terminal, const Settings& settings);
  ~App() override;
  int run(const GameEntry* game = nullptr);  // the interactive program: start(game), the key loop, finish()

  // The steps run() is made of, also driven by the key fuzzer and by `tabletop host`.
  // The main menu, and on top the last unfinished game, or `game` (its game in progress, else its setup).
  void start(const GameEntry* game = nullptr);
  void show(std::unique_ptr<ui::Screen> screen);  // a screen on top (a joined player's table)
  void clear();                                   // every screen closed, none saved (the table went)
  void pump();                                    // every input waiting at the terminal, then time, then the drawing
  bool stop_requested() const;                    // a signal asked the program to stop, or the terminal went
  void open_setup(const GameEntry& game);         // the game's page with its setup form on top
  void open_game(const GameEntry& game);          // the game's page with its autosave on top, finished or not
  void feed(const ui::Input& input);              // one key, click or resize
  ui::Command command_for(int key) const;         // what a key means on the screen on top
  const ui::KeyMap& top_keys() const;             // the keys only the screen on top has
  void idle();                                    // time passes: robots and animations move
  void render();                                  // draws the screen if anything changed
  bool busy() const;                              // something moves without input
  int key_wait_ms(bool moving) const;             // how long to wait for a key before looking again
  bool running() const { return running_ && !stack_.empty(); }
  std::string top_title() const { return stack_.empty() ? "" : stack_.back()->title(); }
  void finish();           // saves everything and restores the terminal
  std::string farewell();  // a line for the terminal after the end: where the unfinished game waits

  // ui::Host
  const ui::Terminal& terminal() const override { return *term_; }
  Settings& settings() override { return settings_; }
  const Settings& settings() const override { return settings_; }
  // The keys in force. A joined player's program has the usual keys: the host's choices are the host's.
  ui::KeyBindings& keys() { return keys_; }
  const ui::KeyBindings& keys() const override { return keys_; }
  void settings_changed() override;
  SaveSession& saves() override { return saves_; }
  void tell(const std::string& message, bool problem = false) override;
  void apply_look() override;
  void drop_typeahead() override { term_->drop_typeahead(); }
  MoveChecks* move_checks() override { return options_.checks; }
  ReviewOptions review_options() const override { return options_.review; }
  bool hosting() const override { return options_.hosting != nullptr && !guest_; }
  void table_opened(const ui::OpenTable& table) override;
  std::unique_ptr<ui::Screen> table_screen() override;
  std::string invitation() const override;
  void turn_came() override;
  // Who is at a hosted table while no game is open (the main menu names them), and which of them came to play.
  std::vector<std::string> waiting() const {
    return hosting() ? options_.hosting->waiting() : std::vector<std::string>{};
  }
  std::vector<std::string> waiting_to_play() const override {
    return hosting() ? options_.hosting->waiting_to_play() : std::vector<std::string>{};
  }

  // For the menus: the unfinished autosave of a game as a screen, or nullptr (a damaged save is
  // moved aside and the player told).
  std::unique_ptr<ui::Screen> resume(const GameEntry& game);
  bool has_unfinished(const GameEntry& game) { return saves_.has_unfinished(game.id); }
  // Moves an autosave that cannot be played aside and tells the player; a sound or missing one is left alone.
  void check_save(const GameEntry& game);

 private:
  void draw();
  ui::Size needed_size() const;
  void draw_frame(ui::Painter& p, ui::Screen& top);
  void dispatch(const ui::Input& input);
  void apply(ui::Outcome outcome);
  void save_everything();
  ui::Input to_input(const ui::RawInput& raw) const;

  void check_at_launch(std::vector<std::string>& notices);
  std::unique_ptr<ui::Screen> joined_seats_question(const GameEntry& game, const json& match);
  void show_waiting_question();
  ui::Question quit_question() const;
  std::string status_shown(bool& problem) const;
  void settle_status();  // the message on the title line goes with the screen that said it

  AppOptions options_;
  SaveSession& saves_;
  std::vector<std::string> launch_notices_;       // shown once the first screen is up
  std::unique_ptr<ui::Screen> waiting_question_;  // asked over a resumed game's screen once it is up
  Settings settings_;
  ui::KeyBindings keys_;
  std::unique_ptr<ui::Terminal> term_;
  std::vector<std::unique_ptr<ui::Screen>> stack_;
  std::string status_;
  bool status_problem_ = false;
  const ui::Screen* status_owner_ = nullptr;  // the screen the message belongs to (nullptr: not settled yet)
  ui::Clock::time_point status_until_{};
  bool running_ = true;
  bool redraw_ = true;
  bool guest_ = false;          // a joined player's program: its settings are not saved
  bool real_terminal_ = false;  // curses, opened by this program: its end is the end of input
};

}  // namespace tabletop
