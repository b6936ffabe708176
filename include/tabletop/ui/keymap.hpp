#pragma once
// Keys and what they mean. The shared map holds the commands every screen understands (moving,
// choosing, help, quitting) and those of the frame every game is built on (undo, robots' pace...);
// a game's screen adds its own map (dig, trade, hints...). The footer, the help screen and the
// dispatch all read the same tables, so they can never disagree about what a key does.
#include <functional>
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
  std::vector<int> keys;
  std::string brief;          // one or two words for the footer
  std::string what;           // what the command does, for the help screen
  std::string label() const;  // how the footer and help spell the keys: "Enter/Space"
  Binding without(const std::function<bool(int)>& left_alone) const;  // the same, some keys fewer
};

using KeyMap = std::vector<Binding>;

const KeyMap& shared_keys();  // the defaults; in_force(shared_keys()) has a person's choices
// What a key means on a screen whose own keys are `own`: its own first, then the shared ones, each
// with the keys a person chose in place of the defaults.
Command command_for_key(int key, const KeyMap& own = {});
const Binding& binding_for(Command command, const KeyMap& own = {});
// A key as people name it: "Up", "Enter", "Ctrl-L", "q"; and back.
std::string key_name(int key);
std::optional<int> key_from_name(const std::string& name);

// Keys a person chose in place of a map's defaults, by the command's footer word ("up", "hints").
// The choices belong to the program (they come from the settings); tests clear them again.
using KeyChoices = std::map<std::string, std::vector<int>>;
void choose_keys(const KeyMap& defaults, const KeyChoices& chosen);
const KeyChoices& chosen_keys(const KeyMap& defaults);
void clear_key_choices();
const KeyMap& in_force(const KeyMap& defaults);  // the map as it works now, choices applied

}  // namespace tabletop::ui
