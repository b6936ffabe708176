#include "tabletop/ui/keymap.hpp"

#include <stdexcept>

#include "tabletop/ui/keys.hpp"

namespace tabletop::ui {
namespace {
constexpr int ctrl(char c) { return c & 0x1f; }
}  // namespace

const KeyMap& shared_keys() {
  static const KeyMap table = {
      {Command::up, {key::up, 'k'}, "up", "move up"},
      {Command::down, {key::down, 'j'}, "down", "move down"},
      {Command::left, {key::left, 'h'}, "left", "move left"},
      {Command::right, {key::right, 'l'}, "right", "move right"},
      {Command::select, {'\n', '\r', key::enter, ' '}, "choose", "choose"},
      {Command::back, {key::escape, 'q'}, "back", "back to the screen before (a game is saved first)"},
      {Command::help, {'?', key::f1}, "help", "help: every key of this screen"},
      {Command::quit, {'Q'}, "quit", "save everything and quit the program"},
      {Command::redraw, {ctrl('l')}, "redraw", "redraw the screen"},
      {Command::page_up, {key::page_up, '<'}, "scroll up", "scroll the log or text back"},
      {Command::page_down, {key::page_down, '>'}, "scroll down", "scroll the log or text forward"},
      {Command::home, {key::home}, "first", "first item"},
      {Command::end, {key::end}, "last", "last item"},
      {Command::next_field, {'\t'}, "switch", "switch between parts of the screen"},
      {Command::undo, {'u'}, "undo", "take back your last move"},
      {Command::new_game, {'n'}, "new game", "new game (asks first)"},
      {Command::faster, {'+', '='}, "faster", "robots play faster"},
      {Command::slower, {'-'}, "slower", "robots play slower"},
      {Command::step, {'.'}, "next robot move", "let the next robot move now"},
      {Command::rules, {'r'}, "rules", "the rules of this game"},
  };
  return table;
}

Command command_for_key(int key, const KeyMap& own) {
  for (const KeyMap* map : {&own, &shared_keys()}) {
    for (const auto& b : *map) {
      for (int k : b.keys) {
        if (k == key) return b.command;
      }
    }
  }
  return Command::none;
}

const Binding& binding_for(Command command, const KeyMap& own) {
  for (const KeyMap* map : {&own, &shared_keys()}) {
    for (const auto& b : *map) {
      if (b.command == command) return b;
    }
  }
  throw std::logic_error("command without a key binding");
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

std::string Binding::label() const {
  std::string text;
  std::vector<std::string> named;
  for (int k : keys) {
    const std::string name = key_name(k);
    bool seen = false;
    for (const auto& n : named) seen = seen || n == name;
    if (seen) continue;
    named.push_back(name);
    text += (text.empty() ? "" : "/") + name;
  }
  return text;
}

}  // namespace tabletop::ui
