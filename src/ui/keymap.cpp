#include "tabletop/ui/keymap.hpp"

#include <algorithm>
#include <stdexcept>

#include "tabletop/core/words.hpp"
#include "tabletop/ui/keys.hpp"

namespace tabletop::ui {

const KeyMap& shared_keys() {
  static const KeyMap table = {
      {Command::up, "up", {key::up, 'k'}, "up", "move up"},
      {Command::down, "down", {key::down, 'j'}, "down", "move down"},
      {Command::left, "left", {key::left, 'h'}, "left", "move left"},
      {Command::right, "right", {key::right, 'l'}, "right", "move right"},
      {Command::select, "select", {'\n', '\r', key::enter, ' '}, "choose", "choose"},
      {Command::back, "back", {key::escape, 'q'}, "back", "back to the screen before (a game is saved first)"},
      {Command::help, "help", {'?', key::f1}, "help", "help: every key of this screen"},
      {Command::quit, "quit", {'Q'}, "quit", "save everything and quit the program"},
      {Command::redraw, "redraw", {key::ctrl('l')}, "redraw", "redraw the screen"},
      {Command::page_up, "page_up", {key::page_up, '<'}, "scroll up", "scroll the log or text back"},
      {Command::page_down, "page_down", {key::page_down, '>'}, "scroll down", "scroll the log or text forward"},
      {Command::home, "home", {key::home}, "first", "first item"},
      {Command::end, "end", {key::end}, "last", "last item"},
      {Command::next_field, "next_field", {'\t'}, "switch", "switch between parts of the screen"},
      {Command::undo, "undo", {'u'}, "undo", "take back your last move"},
      {Command::new_game, "new_game", {'n'}, "new game", "new game (asks first)"},
      {Command::faster, "faster", {'+', '='}, "faster", "robots play faster"},
      {Command::slower, "slower", {'-'}, "slower", "robots play slower"},
      {Command::step, "step", {'.'}, "next robot move", "let the next robot move now"},
      {Command::rules, "rules", {'r'}, "rules", "the rules of this game"},
      {Command::table, "table", {'W'}, "table", "who is at the table, and how friends join (a hosted game)"},
      {Command::suggest, "suggest", {'S'}, "suggest", "show the move Hard would make for you (plays nothing)"},
  };
  return table;
}

void KeyBindings::choose(const KeyMap& defaults, const KeyChoices& chosen) {
  if (chosen.empty()) {
    chosen_.erase(&defaults);
    return;
  }
  Chosen entry{chosen, defaults};
  for (auto& b : entry.map) {
    if (auto it = chosen.find(b.name); it != chosen.end() && !it->second.empty()) b.keys = it->second;
  }
  chosen_[&defaults] = std::move(entry);
}

const KeyChoices& KeyBindings::chosen(const KeyMap& defaults) const {
  static const KeyChoices none;
  const auto it = chosen_.find(&defaults);
  return it == chosen_.end() ? none : it->second.choices;
}

const KeyMap& KeyBindings::in_force(const KeyMap& defaults) const {
  const auto it = chosen_.find(&defaults);
  return it == chosen_.end() ? defaults : it->second.map;
}

Command KeyBindings::command_for(int key, const KeyMap& own) const {
  for (const KeyMap* map : {&in_force(own), &in_force(shared_keys())}) {
    for (const auto& b : *map) {
      for (int k : b.keys) {
        if (k == key) return b.command;
      }
    }
  }
  return Command::none;
}

const Binding& KeyBindings::binding_for(Command command, const KeyMap& own) const {
  for (const KeyMap* map : {&in_force(own), &in_force(shared_keys())}) {
    for (const auto& b : *map) {
      if (b.command == command) return b;
    }
  }
  throw std::logic_error("command without a key binding");
}

bool KeyBindings::still(Command command, int usual, const KeyMap& own) const {
  // By name: Enter is '\n', '\r' or the keypad's Enter, whichever the terminal sends.
  const std::vector<int>& keys = binding_for(command, own).keys;
  return std::any_of(keys.begin(), keys.end(), [&usual](int k) { return key_name(k) == key_name(usual); });
}

namespace {
// The arrow key that does an arrow command as usual.
int arrow_of(Command c) {
  return c == Command::up ? key::up : c == Command::down ? key::down : c == Command::left ? key::left : key::right;
}
}  // namespace

bool KeyBindings::arrows_still(std::initializer_list<Command> commands, const KeyMap& own) const {
  return std::all_of(commands.begin(), commands.end(), [&](Command c) { return still(c, arrow_of(c), own); });
}

std::string KeyBindings::say_arrows(Command first, Command second, const std::string& in_words,
                                    const KeyMap& own) const {
  if (arrows_still({first, second}, own)) return in_words;
  return say(first, arrow_of(first), own) + "/" + say(second, arrow_of(second), own);
}

std::string KeyBindings::say_pace(const KeyMap& own) const {
  return say(Command::faster, '+', own) + " and " + say(Command::slower, '-', own);
}

std::string KeyBindings::say(Command command, int usual, const KeyMap& own) const {
  const std::vector<int>& keys = binding_for(command, own).keys;
  return keys.empty() || still(command, usual, own) ? key_name(usual) : key_name(keys.front());
}

bool KeyBindings::any_chosen() const {
  return std::any_of(chosen_.begin(), chosen_.end(), [](const auto& entry) { return !entry.second.choices.empty(); });
}

std::string KeyBindings::say_all(Command command, const KeyMap& own) const {
  std::vector<std::string> named;
  for (int k : binding_for(command, own).keys) {
    if (std::find(named.begin(), named.end(), key_name(k)) == named.end()) named.push_back(key_name(k));
  }
  return in_words(named, " or ");
}

std::string key_name(int k) {
  switch (k) {
    case key::up: return "Up";
    case key::down: return "Down";
    case key::left: return "Left";
    case key::right: return "Right";
    case '\n':
    case '\r':
    case key::enter: return "Enter";
    case ' ': return "Space";
    case key::escape: return "Esc";
    case '\t': return "Tab";
    case key::f1: return "F1";
    case key::page_up: return "PgUp";
    case key::page_down: return "PgDn";
    case key::home: return "Home";
    case key::end: return "End";
    default: break;
  }
  if (k > 0 && k < 32) return std::string("Ctrl-") + static_cast<char>('A' + k - 1);
  if (k >= 32 && k < 127) return std::string(1, static_cast<char>(k));
  return "?";
}

std::optional<int> key_from_name(const std::string& name) {
  static const int named[] = {key::up, key::down, key::left,    key::right,     '\n',      ' ',     key::escape,
                              '\t',    key::f1,   key::page_up, key::page_down, key::home, key::end};
  for (int k : named) {
    if (key_name(k) == name) return k;
  }
  if (name.size() == 6 && name.rfind("Ctrl-", 0) == 0 && name[5] >= 'A' && name[5] <= 'Z') return name[5] - 'A' + 1;
  if (name.size() == 1 && name[0] >= 32 && name[0] < 127) return name[0];
  return std::nullopt;
}

Binding Binding::without(const std::function<bool(int)>& left_alone) const {
  Binding kept = *this;
  std::erase_if(kept.keys, left_alone);
  return kept;
}

std::string Binding::label() const {
  std::string text;
  std::vector<std::string> named;
  for (int k : keys) {
    const std::string spelled = key_name(k);
    bool seen = false;
    for (const auto& n : named) seen = seen || n == spelled;
    if (seen) continue;
    named.push_back(spelled);
    text += (text.empty() ? "" : "/") + spelled;
  }
  return text;
}

}  // namespace tabletop::ui
