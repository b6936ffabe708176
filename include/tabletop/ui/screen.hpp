#pragma once
// A screen of the program (menu, setup form, a game, help...). The application keeps a stack of
// them, feeds them input and time, and draws the top one; a screen never draws anything else.
#include <chrono>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "tabletop/core/review_report.hpp"
#include "tabletop/table/part.hpp"
#include "tabletop/table/shared_table.hpp"
#include "tabletop/table/table_owner.hpp"
#include "tabletop/ui/keymap.hpp"
#include "tabletop/ui/painter.hpp"

namespace tabletop::ui {

using tabletop::Clock;

struct Input {
  Command command = Command::none;
  int key = 0;         // the raw key, for text fields
  bool click = false;  // a mouse click at (x, y)
  bool wheel_up = false;
  bool wheel_down = false;
  int x = 0;
  int y = 0;
};

class Screen;

// A question asked before a way out that would be felt by others (a joined player leaving their seat,
// a host ending the table): empty when there is nothing to ask.
struct Question {
  std::string text;
  std::string yes;
  std::string no;
  bool asked() const { return !text.empty(); }
};

// What a screen wants after handling input or time.
struct Outcome {
  enum class Kind { stay, pop, push, replace, quit };
  Kind kind = Kind::stay;
  std::unique_ptr<Screen> next;

  static Outcome stay() { return {}; }
  static Outcome pop() { return {Kind::pop, nullptr}; }
  static Outcome quit() { return {Kind::quit, nullptr}; }
  static Outcome push(std::unique_ptr<Screen> s) { return {Kind::push, std::move(s)}; }
  static Outcome replace(std::unique_ptr<Screen> s) { return {Kind::replace, std::move(s)}; }
};

struct OpenTable;

// What screens may ask of the application around them; a table opened there is owned by it too
// (its saves, settings, status line, hosting and a test's move checks: table/table_owner.hpp).
class Host : public TableOwner {
 public:
  virtual const Terminal& terminal() const = 0;
  virtual const KeyBindings& keys() const = 0;  // the keys in force, for texts that name one
  using TableOwner::settings;
  virtual Settings& settings() = 0;
  virtual void settings_changed() = 0;  // saves them at once
  virtual void apply_look() = 0;        // theme, ASCII or mouse changed
  virtual void drop_typeahead() = 0;
  // A hosted game (`tabletop host`): its setup offers seats joined from other terminals, and the
  // hosting code learns of every table the host opens.
  virtual void table_opened(const OpenTable& /*table*/) {}
  virtual std::unique_ptr<Screen> table_screen() { return nullptr; }       // who is at the table (w)
  virtual std::string invitation() const { return ""; }                    // the command a friend types to join
  virtual std::vector<std::string> waiting_to_play() const { return {}; }  // who came for a seat (not to watch)
  virtual void turn_came() {}  // a person's turn came after others moved: the terminal says so, as chosen
  virtual ReviewOptions review_options() const { return {}; }  // a review's strength (a test's is lighter)
};

struct Size {
  int w = 0;
  int h = 0;
};

// A table just opened, and how to draw a screen on it for another terminal's part.
struct OpenTable {
  std::shared_ptr<SharedTable> table;
  std::function<std::unique_ptr<Screen>(Host& host, Part part)> view;
};

class Screen {
 public:
  virtual ~Screen() = default;
  virtual std::string title() const = 0;
  virtual void draw(Painter& p) = 0;  // the area between the title and the footer
  virtual Outcome handle(const Input& input) = 0;
  virtual Outcome tick(Clock::time_point) { return Outcome::stay(); }  // robots, animations
  // The commands this screen reacts to. Its help lists them, and the application hands the screen no
  // other command, so a key works exactly where the help names it.
  virtual std::vector<Command> commands() const = 0;
  virtual std::vector<Command> footer() const { return commands(); }  // the most useful of them
  // What a command does here, where it differs from the key map's words (Esc on the main menu quits):
  // in the help's words, and in the footer's one or two.
  virtual std::string what_here(Command) const { return ""; }
  virtual std::string brief_here(Command) const { return ""; }
  // A command that only changes how the screen shows things (a board's numbers, its hints): a screen
  // showing this one without letting it play (watching a game again) passes such commands on.
  virtual bool only_changes_the_view(Command) const { return false; }
  virtual const KeyMap& own_keys() const {  // keys only this screen has
    static const KeyMap none;
    return none;
  }
  // A key this screen leaves alone although it takes the key's command: the main menu takes `back`
  // from q but not from Esc, so that a stray Esc never quits. Its help and footer do not name it.
  virtual bool leaves_key(int /*key*/) const { return false; }
  virtual std::vector<std::string> help_notes() const { return {}; }  // paragraphs at the end of its help
  virtual Question leave_question() const { return {}; }              // asked before the program quits
  virtual Size min_size() const { return {50, 14}; }
  virtual void save() {}                                // every way out of the screen calls this
  virtual bool busy() const { return false; }           // true while something moves without input
  virtual bool overlay() const { return false; }        // drawn over the screen beneath it
  virtual bool typing() const { return false; }         // a text field has the printable keys: no shortcuts
  virtual bool takes_any_key() const { return false; }  // the next key, whatever it is, is the screen's
  // What the footer says instead of the keys while they mean nothing here ("" while they do): a
  // screen waiting for the next key, whatever it is, says what that key will do.
  virtual std::string footer_note() const { return ""; }
  bool dirty = true;  // set when the screen must be drawn again
};

}  // namespace tabletop::ui
