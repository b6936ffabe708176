#pragma once
// The one key map of the program: every key a screen reacts to is a Command here, so the footer,
// the help screen and the handlers can never disagree about what a key does.
#include <string>
#include <vector>

namespace tabletop::ui {

enum class Command {
  none,
  up, down, left, right, select, back, help, quit, redraw, page_up, page_down, home, end, next_field,
  undo, new_game, toggle_hints, pass, dig, trade, explore, sell, end_turn, mark, faster, slower, step, rules,
};

struct Binding {
  Command command;
  std::vector<int> keys;
  std::string label;  // how the footer and help spell the keys
  std::string brief;  // one or two words for the footer
  std::string what;   // what the command does, for the help screen
};

const std::vector<Binding>& bindings();
Command command_for_key(int key);
const Binding& binding_for(Command command);

}  // namespace tabletop::ui
