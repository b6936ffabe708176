#include "tabletop/ui/keymap.hpp"

#include "tabletop/ui/keys.hpp"

#include <stdexcept>

namespace tabletop::ui {
namespace {
constexpr int ctrl(char c) { return c & 0x1f; }
}  // namespace

const std::vector<Binding>& bindings() {
  static const std::vector<Binding> table = {
      {Command::up, {key::up, 'k'}, "Up/k", "up", "move up"},
      {Command::down, {key::down, 'j'}, "Down/j", "down", "move down"},
      {Command::left, {key::left, 'h'}, "Left/h", "left", "move left"},
      {Command::right, {key::right, 'l'}, "Right/l", "right", "move right"},
      {Command::select, {'\n', '\r', key::enter, ' '}, "Enter", "choose", "choose"},
      {Command::back, {key::escape, 'q'}, "Esc/q", "back", "back (the game is saved)"},
      {Command::help, {'?', key::f1}, "?", "help", "help: every key of this screen"},
      {Command::quit, {'Q'}, "Q", "quit", "save and quit the program"},
      {Command::redraw, {ctrl('l')}, "Ctrl-L", "redraw", "redraw the screen"},
      {Command::page_up, {key::page_up, '<'}, "PgUp", "scroll up", "scroll the log or text back"},
      {Command::page_down, {key::page_down, '>'}, "PgDn", "scroll down", "scroll the log or text forward"},
      {Command::home, {key::home}, "Home", "first", "first item"},
      {Command::end, {key::end}, "End", "last", "last item"},
      {Command::next_field, {'\t'}, "Tab", "switch", "switch between parts of the screen"},
      {Command::undo, {'u'}, "u", "undo", "take back your last move"},
      {Command::new_game, {'n'}, "n", "new game", "new game (asks first)"},
      {Command::toggle_hints, {'H'}, "H", "hints", "move hints on/off"},
      {Command::pass, {'p'}, "p", "pass", "pass / skip"},
      {Command::dig, {'d'}, "d", "dig", "dig"},
      {Command::trade, {'t'}, "t", "trade", "trade at the marketplace"},
      {Command::explore, {'x'}, "x", "explore", "explore the pyramid"},
      {Command::sell, {'s'}, "s", "sell", "sell to the museum"},
      {Command::end_turn, {'e'}, "e", "end turn", "end the turn"},
      {Command::mark, {'m'}, "m", "mark", "mark or unmark"},
      {Command::faster, {'+', '='}, "+", "faster", "robots play faster"},
      {Command::slower, {'-'}, "-", "slower", "robots play slower"},
      {Command::step, {'.'}, ".", "next robot move", "let the next robot move now"},
      {Command::rules, {'r'}, "r", "rules", "the rules of this game"},
  };
  return table;
}

Command command_for_key(int key) {
  for (const auto& b : bindings()) {
    for (int k : b.keys) {
      if (k == key) return b.command;
    }
  }
  return Command::none;
}

const Binding& binding_for(Command command) {
  for (const auto& b : bindings()) {
    if (b.command == command) return b;
  }
  throw std::logic_error("command without a key binding");
}

}  // namespace tabletop::ui
