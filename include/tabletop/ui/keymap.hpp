#pragma once
// Keys and what they mean. The shared map holds the commands every screen understands (moving,
// choosing, help, quitting) and those of the frame every game is built on (undo, robots' pace...);
// a game's screen adds its own map (dig, trade, hints...). The footer, the help screen and the
// dispatch all read the same tables, so they can never disagree about what a key does.
#include <functional>
#include <initializer_list>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace tabletop::ui {

enum class Command : int {
  none,
  up,
  down,
  left,
  right,
  select,
  back,
  help,
  quit,
  redraw,
  page_up,
  page_down,
  home,
  end,
  next_field,
  undo,
  new_game,
  faster,
  slower,
  step,
  rules,
  table,
  suggest,
};

// A game's own commands: game_command(0), game_command(1)... Numbers repeat across games; only one
// screen's own keys are in force at a time.
constexpr Command game_command(int n) { return static_cast<Command>(100 + n); }

struct Binding {
  Command command;
  std::string name;  // the command's stable name, as the settings keep a person's keys: "page_up"
  std::vector<int> keys;
  std::string brief;          // one or two words for the footer
  std::string what;           // what the command does, for the help screen
  std::string label() const;  // how the footer and help spell the keys: "Enter/Space"
  Binding without(const std::function<bool(int)>& left_alone) const;  // the same, some keys fewer
};

using KeyMap = std::vector<Binding>;

const KeyMap& shared_keys();  // the defaults of every screen
// A key as people name it: "Up", "Enter", "Ctrl-L", "q"; and back.
std::string key_name(int key);
std::optional<int> key_from_name(const std::string& name);

// Keys a person chose in place of a map's defaults, by the command's stable name ("up", "hints").
using KeyChoices = std::map<std::string, std::vector<int>>;

// The keys in force: every map's defaults with the keys a person chose in their place. The program
// owns one (its settings say what was chosen); a fresh one has every key as usual.
class KeyBindings {
 public:
  void choose(const KeyMap& defaults, const KeyChoices& chosen);  // replaces that map's choices
  const KeyChoices& chosen(const KeyMap& defaults) const;
  void clear() { chosen_.clear(); }
  bool any_chosen() const;                               // whether any key is not as it was at first
  const KeyMap& in_force(const KeyMap& defaults) const;  // the map as it works now, choices applied
  // What a key means on a screen whose own keys are `own`: its own first, then the shared ones.
  Command command_for(int key, const KeyMap& own = {}) const;
  const Binding& binding_for(Command command, const KeyMap& own = {}) const;
  // A key of the command, named for a text that tells a person what to press: `usual` while it is
  // still one of the command's keys (texts read as they were written), else the command's first key.
  std::string say(Command command, int usual, const KeyMap& own = {}) const;
  // Whether `usual` still does the command: a text may then name it in its own words ("the arrows").
  bool still(Command command, int usual, const KeyMap& own = {}) const;
  // Whether the arrow keys still do these commands (up, down, left, right): a text may say "the arrows".
  bool arrows_still(std::initializer_list<Command> commands, const KeyMap& own = {}) const;
  // Two arrow commands for a text: `in_words` ("up/down", "the arrows") while the arrows still do
  // them, else the two keys chosen in their place ("k/j").
  std::string say_arrows(Command first, Command second, const std::string& in_words, const KeyMap& own = {}) const;
  // The keys that change the robots' pace, for a text: "+ and -".
  std::string say_pace(const KeyMap& own = {}) const;
  // Every key of the command, named once each: "Enter or Space".
  std::string say_all(Command command, const KeyMap& own = {}) const;

 private:
  struct Chosen {
    KeyChoices choices;
    KeyMap map;  // the defaults with the choices applied
  };
  // Keyed by the map's address: every map is a table with a static lifetime (the shared one, a game's).
  std::map<const KeyMap*, Chosen> chosen_;
};

}  // namespace tabletop::ui
