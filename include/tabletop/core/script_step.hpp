#pragma once
// Errors inside one step of a replay script name that step ("turn 3: ...").
#include <string>

#include "tabletop/core/game.hpp"

namespace tabletop {

// Runs one step of a script; a broken rule or bad input inside it is reported as "WHERE: what".
template <class Step>
void script_step(const std::string& where, Step&& step) {
  try {
    step();
  } catch (const IllegalMove& e) {
    throw IllegalMove(where + ": " + e.what());
  } catch (const BadData& e) {
    const std::string text = e.what();
    throw BadData(text.rfind(where, 0) == 0 ? text : where + ": " + text);
  }
}

}  // namespace tabletop
