#include "tabletop/app/key_fuzz.hpp"

#include <chrono>
#include <ostream>
#include <thread>

#include "tabletop/app/app.hpp"
#include "tabletop/core/match.hpp"
#include "tabletop/core/rng.hpp"
#include "tabletop/core/seeds.hpp"
#include "tabletop/ui/keymap.hpp"
#include "tabletop/ui/keys.hpp"
#include "tabletop/ui/painter.hpp"
#include "tabletop/ui/text_terminal.hpp"

namespace tabletop {
namespace {

// Mostly the keys people press, sometimes anything at all.
ui::Input random_input(Rng& rng, ui::TextTerminal& term, const App& app) {
  ui::Input input;
  const int roll = rng.below(100);
  if (roll < 3) {  // a resize, from very small to very large
    term.resize(rng.between(10, 300), rng.between(5, 100));
    term.read(0);  // the resize event, fed below instead
    input.key = ui::key::resize;
    return input;
  }
  if (roll < 10) {  // a click anywhere, or the wheel
    input.key = ui::key::mouse;
    input.x = rng.below(term.width() + 2) - 1;
    input.y = rng.below(term.height() + 2) - 1;
    input.click = rng.below(4) != 0;
    input.wheel_up = !input.click && rng.below(2) == 0;
    input.wheel_down = !input.click && !input.wheel_up;
    return input;
  }
  if (roll < 20) {  // any printable character or control key
    input.key = rng.below(2) == 0 ? rng.between(32, 126) : rng.between(0, 31);
  } else if (roll < 65) {  // what playing mostly is: moving the cursor and choosing
    static constexpr int kPlaying[] = {ui::key::up, ui::key::down, ui::key::left, ui::key::right, '\n', ' '};
    input.key = kPlaying[rng.below(6)];
  } else {  // a key of the screen's own map or the shared one, Q excepted: quitting would end the run
    const ui::KeyMap& own = app.top_keys();
    const ui::KeyMap& table = !own.empty() && rng.below(2) == 0 ? own : ui::shared_keys();
    const ui::Binding& b = table[static_cast<std::size_t>(rng.below(static_cast<int>(table.size())))];
    input.key = b.keys[static_cast<std::size_t>(rng.below(static_cast<int>(b.keys.size())))];
    // Backing out ends a game too soon: let only some of them through.
    if ((b.command == ui::Command::back && rng.below(4) != 0) || b.command == ui::Command::quit) input.key = ' ';
  }
  input.command = app.command_for(input.key);
  return input;
}

// Gives robots a moment to move before the next key, as a person would wait (robot games go on
// across keys).
void settle(App& app) {
  for (int i = 0; i < 20 && app.busy(); ++i) {
    app.idle();
    app.render();
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }
}

}  // namespace

int run_key_fuzz(const KeyFuzzOptions& options, std::ostream& out, std::ostream& err) {
  MoveChecks checks;
  long refused = 0;
  int failures = 0;
  for (std::size_t index = 0; index < games().size(); ++index) {
    const GameEntry& game = games()[index];
    if (!options.game.empty() && game.id != options.game) continue;
    const long moves_before = checks.moves;
    long refused_here = 0;
    Rng rng(derive_seed(options.seed, Stream::key_fuzz, index));
    try {
      SaveSession saves(options.save_dir);
      if (std::string problem = saves.claim(); !problem.empty()) throw BadData(problem);
      auto terminal = std::make_unique<ui::TextTerminal>(80, 24);
      ui::TextTerminal& term = *terminal;
      App app(AppOptions{false, &checks}, saves, std::move(terminal));
      app.settings().robot_pace_ms = 0;
      app.open_setup(game);
      for (long k = 0; k < options.keys; ++k) {
        if (!app.running()) {  // backed out of everything: come in again
          app.start();
          app.open_setup(game);
        }
        ui::Input input = random_input(rng, term, app);
        const std::string top = app.top_title();
        if ((top.rfind("Help", 0) == 0 || top.rfind("Rules", 0) == 0) && rng.below(2) == 0) {
          input = ui::Input{ui::Command::back, 27};  // people read help and rules, then leave
        }
        app.feed(input);
        app.render();
        settle(app);
      }
      app.finish();
      refused_here = term.refused_writes();
    } catch (const std::exception& e) {
      err << game.id << ": " << e.what() << "\n";
      ++failures;
    }
    refused += refused_here;
    out << game.id << ": " << options.keys << " keys, " << (checks.moves - moves_before) << " moves checked, "
        << refused_here << " writes outside the window\n";
  }
  if (refused > 0) {
    err << "the screen was drawn outside the window " << refused << " times\n";
    ++failures;
  }
  return failures == 0 ? 0 : 1;
}

}  // namespace tabletop
