#pragma once
// The Nim screen: one line of sticks per heap, a cursor on a heap, and how many sticks to take.
#include <optional>

#include "nim/nim.hpp"
#include "tabletop/ui/game_screen.hpp"

namespace tabletop::nim {

// The looks the board draws with, for the test that no two look alike.
const std::vector<ui::Role>& board_roles();

// The rules, from rules.md beside the code (a shipped game's are in data/rules/, which Nim stays out of).
std::unique_ptr<ui::Screen> rules_screen();

class NimScreen : public ui::GameScreen<State> {
 public:
  NimScreen(ui::Host& host, ui::GameLinks links, ui::Seating<State> seating);

 protected:
  ui::Size board_size() const override;
  ui::Size fit_board(ui::Size room) override;
  void draw_board(ui::Painter& p, ui::Rect r) override;
  std::optional<Move> handle_board(const ui::Input& input, bool may_move) override;
  std::vector<ui::Command> board_commands() const override;
  std::string prompt() const override;
  std::vector<ui::PlayerLine> player_lines() const override;
  std::string result_text() const override;
  void after_play(const State& before, const Events& events) override;
  void after_undo() override { fit_choice(); }
  void show_intent(const std::optional<Move>& move) override { intent_ = move; }

 private:
  const State& state() const { return match().state(); }
  void fit_choice();                                   // keeps the cursor on a heap with sticks and the count within it
  ui::Size size_at(int step, int lines) const;         // the board with sticks `step` columns apart, `lines` tall
  int heap_pitch() const { return stick_lines_ + 1; }  // a heap's rows and the ground under it

  int heap_ = 0;  // the heap under the cursor
  int take_ = 1;  // how many sticks Enter takes from it
  std::optional<Move> intent_;
  ui::Rect drawn_{};     // where the board was last drawn, for clicks
  int stick_step_ = 1;   // columns from one stick to the next: a larger window spreads them
  int stick_lines_ = 1;  // rows a stick is tall: a taller window draws taller sticks
};

}  // namespace tabletop::nim
