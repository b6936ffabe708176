#include "tabletop/app/menus.hpp"

#include "tabletop/app/keys_screen.hpp"
#include "tabletop/core/settings.hpp"
#include "tabletop/core/words.hpp"
#include "tabletop/ui/dialogs.hpp"
#include "tabletop/ui/form.hpp"
#include "tabletop/ui/keys.hpp"

namespace tabletop {

using ui::Command;
using ui::Outcome;

namespace {
constexpr int kMenuWidth = 64;

// The heading and its line (wrapped to two where need be), then a blank line: the row where what follows begins.
int draw_heading(ui::Painter& p, const std::string& heading, const std::string& line) {
  const ui::Rect r = p.area();
  p.text(r.x + 3, r.y + 1, ui::shorten(p, heading, r.w - 6), ui::Tone::title);
  const int lines = std::min(2, static_cast<int>(ui::wrap(line, r.w - 6).size()));
  ui::draw_wrapped(p, r.x + 3, r.y + 2, line, r.w - 6, ui::Tone::dim, 2);
  return r.y + 3 + std::max(1, lines);
}
}  // namespace

// ---------------------------------------------------------------- main menu

MainMenu::MainMenu(App& app) : app_(app) { refresh(); }

void MainMenu::refresh() {
  // The cursor is on the game played last, once it changes (at the start, or after a game opened by
  // name at launch): most people play the same game again.
  if (app_.settings().last_game != last_pointed_) {
    last_pointed_ = app_.settings().last_game;
    for (std::size_t i = 0; i < games().size(); ++i) {
      if (games()[i].id == last_pointed_) menu_.cursor = static_cast<int>(i);
    }
  }
  const int keep = menu_.cursor;
  menu_.items.clear();
  for (const auto& game : games()) {
    menu_.items.push_back({game.title, app_.has_unfinished(game) ? "game in progress" : "", true});
  }
  menu_.items.push_back({"Keys", "", true});
  menu_.items.push_back({"Settings", "", true});
  menu_.items.push_back({"Quit", "", true});
  menu_.cursor = keep;
  menu_.clamp();
}

void MainMenu::draw(ui::Painter& p) {
  refresh();
  const int menu_y = draw_heading(p, "tabletop",
                                  capitalized(count_in_words(games().size())) +
                                      " tabletop games for the terminal. Pick one and press " +
                                      app_.keys().say(ui::Command::select, '\n') + ".");
  const ui::Rect r = p.area();
  menu_.draw(p, ui::Rect{r.x + 3, menu_y, std::min(kMenuWidth, r.w - 6), r.y + r.h - 2 - menu_y});
  const int chosen = menu_.cursor;
  int bottom = r.y + r.h;  // the lines under the menu stand on the last row, the tagline lowest
  if (chosen < static_cast<int>(games().size())) {
    const std::string& tagline = games()[static_cast<std::size_t>(chosen)].tagline;
    const int lines = std::min(2, static_cast<int>(ui::wrap(tagline, r.w - 6).size()));
    bottom -= lines;
    ui::draw_wrapped(p, r.x + 3, bottom, tagline, r.w - 6, ui::Tone::dim, 2);
  }
  if (app_.hosting()) {  // `tabletop host`: how friends join, and who has come, until a game starts
    const std::vector<std::string> waiting = app_.waiting();
    const std::string note = "Hosting: friends join with " + app_.invitation() + " and play the game you start." +
                             (waiting.empty() ? "" : " At the table: " + in_words(waiting) + ".");
    // Whole, or not at all: a note cut short would end before the names of who has come.
    const int lines = static_cast<int>(ui::wrap(note, r.w - 6).size());
    const int menu_end = menu_y + std::min(static_cast<int>(menu_.items.size()), r.y + r.h - 2 - menu_y);  // under it
    if (bottom - 1 - lines > menu_end)
      ui::draw_wrapped(p, r.x + 3, bottom - 1 - lines, note, r.w - 6, ui::Tone::accent, lines);
  }
}

Outcome MainMenu::handle(const ui::Input& input) {
  dirty = true;
  refresh();
  if (input.command == Command::back) return Outcome::quit();
  const int chosen = menu_.handle(input);
  if (chosen < 0) return Outcome::stay();
  const int n = static_cast<int>(games().size());
  if (chosen < n) return Outcome::push(std::make_unique<GameMenu>(app_, games()[static_cast<std::size_t>(chosen)]));
  if (chosen == n) return Outcome::push(std::make_unique<KeysScreen>(app_));
  if (chosen == n + 1) return Outcome::push(settings_form(app_));
  return Outcome::quit();
}

std::vector<Command> MainMenu::commands() const {
  return {Command::up, Command::down, Command::select, Command::home, Command::end, Command::back, Command::help};
}

std::string MainMenu::what_here(Command c) const {
  return c == Command::back ? "quit the program (every game in progress is kept)" : "";
}
std::string MainMenu::brief_here(Command c) const { return c == Command::back ? "quit" : ""; }
// Esc backs out of every other screen: pressed once too often it must not end the program.
bool MainMenu::leaves_key(int key) const { return key == ui::key::escape; }

// ---------------------------------------------------------------- a game's page

void GameMenu::refresh() {
  const int keep = menu_.cursor;
  const bool unfinished = app_.has_unfinished(game_);
  menu_.items = {{"Continue", unfinished ? "the game in progress" : "no game in progress", unfinished},
                 {"New game", "choose the setup", true},
                 {"Rules", "", true},
                 {"Records", "games won and lost", true},
                 {"Back", "", true}};
  // Back from the game (or a game just begun, which may have replaced another), the cursor waits on
  // Continue: Enter from habit goes on playing.
  const bool back_from_play = std::exchange(went_to_play_, false);
  menu_.cursor = unfinished && (!had_game_ || back_from_play) ? 0 : keep;
  had_game_ = unfinished;
  menu_.clamp();
}

void GameMenu::draw(ui::Painter& p) {
  refresh();
  const int menu_y = draw_heading(p, game_.title, game_.tagline);
  const ui::Rect r = p.area();
  menu_.draw(p, ui::Rect{r.x + 3, menu_y, std::min(kMenuWidth, r.w - 6), static_cast<int>(menu_.items.size())});
}

Outcome GameMenu::handle(const ui::Input& input) {
  dirty = true;
  refresh();
  if (input.command == Command::back) return Outcome::pop();
  switch (menu_.handle(input)) {
    case 0: return continue_game();
    case 1:
      // As the game's own n does: the game in progress is replaced only by an answer that says so.
      if (app_.has_unfinished(game_)) {
        asked_ = true;
        new_game_wanted_ = false;
        return Outcome::push(std::make_unique<ui::ConfirmDialog>(
            "A game is in progress. Set up a new one? It replaces this one once it starts.",
            [this] { new_game_wanted_ = true; }, "New game", "Keep playing"));
      }
      went_to_play_ = true;
      return Outcome::push(game_.setup(app_));
    case 2: return Outcome::push(game_.rules());
    case 3: return Outcome::push(game_.records(app_));
    case 4: return Outcome::pop();
    default: return Outcome::stay();
  }
}

Outcome GameMenu::continue_game() {
  auto screen = app_.resume(game_);
  if (!screen) return Outcome::stay();
  went_to_play_ = true;
  return Outcome::push(std::move(screen));
}

// The question about the game in progress has been answered: a new game's setup, or the game again.
Outcome GameMenu::tick(ui::Clock::time_point) {
  if (!std::exchange(asked_, false)) return Outcome::stay();
  dirty = true;
  if (!new_game_wanted_) return continue_game();
  went_to_play_ = true;
  return Outcome::push(game_.setup(app_));
}

std::vector<Command> GameMenu::commands() const {
  return {Command::up, Command::down, Command::select, Command::home, Command::end, Command::back, Command::help};
}

// ---------------------------------------------------------------- settings

namespace {
ui::Field pace_field(int pace_ms) {
  std::vector<std::string> names;
  std::vector<json> values;
  for (const RobotPace& pace : kRobotPaces) {
    names.emplace_back(pace.name);
    values.emplace_back(pace.ms);
  }
  return ui::Field::choice("robot_pace_ms", "Robot pace", std::move(names), std::move(values),
                           nearest_pace(pace_ms).ms);
}
}  // namespace

std::unique_ptr<ui::Screen> settings_form(App& app) {
  const Settings& s = app.settings();
  std::vector<ui::Field> fields = {
      ui::Field::choice("theme", "Colours", {"on", "off: monochrome"}, {"default", "mono"}, s.theme),
      ui::Field::choice("ascii", "Lines and signs", {"Unicode", "plain ASCII"}, {false, true}, s.ascii),
      ui::Field::choice("mouse", "Mouse", {"on", "off"}, {true, false}, s.mouse),
      pace_field(s.robot_pace_ms),
      ui::Field::choice("turn_alert", "Your turn", {"bell", "bell, even set to no colours", "flash", "off"},
                        {"usual", "bell", "flash", "off"}, s.turn_alert),
  };
  fields[0].note = "Monochrome uses bold and underline only, as does a terminal set to show no colours.";
  fields[1].note = "Plain ASCII draws boards with plain characters, for terminals without Unicode fonts.";
  fields[3].note =
      "How long each robot move stays on screen before the next; " + app.keys().say_pace() + " change it in a game.";
  fields[4].note =
      "In a game played from several terminals: how your terminal tells you your turn has come after the others "
      "moved. The bell keeps quiet in a terminal set to show no colours (as for a plain, quiet one), unless "
      "you choose it even there; Colours above does not change it.";
  // Every change is applied and saved as it is made: what the screen shows is what is kept.
  const auto apply = [&app](std::vector<ui::Field>& now) {
    const json values = ui::form_values(now);
    Settings& settings = app.settings();
    const Settings before = settings;
    settings.theme = values["theme"].get<std::string>();
    settings.ascii = values["ascii"].get<bool>();
    settings.mouse = values["mouse"].get<bool>();
    settings.robot_pace_ms = values["robot_pace_ms"].get<int>();
    settings.turn_alert = values["turn_alert"].get<std::string>();
    if (settings == before) return;
    app.settings_changed();
    app.apply_look();
  };
  return std::make_unique<ui::FormScreen>(
      app.keys(), "Settings",
      "How tabletop looks and behaves. Each change is saved and shown at once; " +
          app.keys().say(ui::Command::back, ui::key::escape) + " closes.",
      std::move(fields), apply, [](const json&) { return Outcome::pop(); }, "Done");
}

}  // namespace tabletop
