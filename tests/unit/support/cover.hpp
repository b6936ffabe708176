#pragma once
// The cover between people at one keyboard (Archaeology's) hides the whole table: a test that looks at
// the table lifts it first, as the person to move does with Enter. Nothing happens where no cover is up.
#include <string>

#include "tabletop/app/app.hpp"
#include "tabletop/ui/keys.hpp"
#include "tabletop/ui/text_terminal.hpp"

namespace tabletop::testing {

inline void lift_cover(App& app, ui::TextTerminal& term) {
  app.render();
  if (term.text().find("Pass the keyboard to ") == std::string::npos) return;
  app.feed(ui::Input{ui::Command::select, '\n'});
  app.render();
}

}  // namespace tabletop::testing
