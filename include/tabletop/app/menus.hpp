#pragma once
// The program's own screens: the main menu, a game's page (continue, new game, rules) and the
// settings form.
#include <memory>

#include "tabletop/app/app.hpp"
#include "tabletop/ui/widgets.hpp"

namespace tabletop {

class MainMenu : public ui::Screen {
 public:
  explicit MainMenu(App& app);
  std::string title() const override { return "Main menu"; }
  void draw(ui::Painter& p) override;
  ui::Outcome handle(const ui::Input& input) override;
  std::vector<ui::Command> commands() const override;
  std::string what_here(ui::Command c) const override;
  std::string brief_here(ui::Command c) const override;
  bool leaves_key(int key) const override;

 private:
  void refresh();
  App& app_;
  ui::ListMenu menu_;
  std::string last_pointed_;  // the last game the cursor was put on
};

class GameMenu : public ui::Screen {
 public:
  GameMenu(App& app, const GameEntry& game) : app_(app), game_(game) { app_.check_save(game_); }
  std::string title() const override { return game_.title; }
  void draw(ui::Painter& p) override;
  ui::Outcome handle(const ui::Input& input) override;
  ui::Outcome tick(ui::Clock::time_point now) override;
  bool busy() const override { return asked_; }
  std::vector<ui::Command> commands() const override;

 private:
  void refresh();
  App& app_;
  const GameEntry& game_;
  ui::ListMenu menu_;
  ui::Outcome continue_game();
  bool had_game_ = false;      // a game was in progress when the page was last shown
  bool went_to_play_ = false;  // the game or its setup went on top since the page was last shown
  // The question before replacing the game in progress is open, and whether it was answered "New game".
  bool asked_ = false;
  bool new_game_wanted_ = false;
};

std::unique_ptr<ui::Screen> settings_form(App& app);

}  // namespace tabletop
