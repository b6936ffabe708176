#pragma once
// The Ludo screen: the cross-shaped board with yards, ready squares, home lanes and E, the die,
// and (when players choose their moves) a list of the moves the roll allows, the priority move
// marked as the hint. Every landing is shown for a moment.
#include <optional>

#include "tabletop/games/ludo/ludo.hpp"
#include "tabletop/games/ludo/ludo_layout.hpp"
#include "tabletop/ui/game_screen.hpp"
#include "tabletop/ui/grid.hpp"
#include "tabletop/ui/palette.hpp"

namespace tabletop::ludo {

const std::vector<ui::Role>& board_roles();  // every look the board draws with

class LudoScreen : public ui::GameScreen<State> {
 public:
  LudoScreen(ui::Host& host, ui::GameLinks links, ui::Seating<State> seating);

 protected:
  ui::Size board_size() const override;
  ui::Size fit_board(ui::Size room) override;
  void draw_board(ui::Painter& p, ui::Rect r) override;
  std::optional<Move> handle_board(const ui::Input& input, bool may_move) override;
  std::vector<ui::Command> board_commands() const override;
  std::string what_here(ui::Command c) const override;
  std::string brief_here(ui::Command c) const override;
  std::string prompt() const override;
  std::vector<ui::PlayerLine> player_lines() const override;
  std::vector<std::string> side_notes() const override;
  std::string result_text() const override;
  void after_play(const State& before, const Events& events) override;
  void after_undo() override { refresh_choices(); }
  bool animating(ui::Clock::time_point now) const override { return now < flash_until_; }

 private:
  const State& state() const { return match().state(); }
  char seat_label(int seat) const override { return state().player(seat).letter(); }  // seats go by position
  ui::Tone tone_of_position(int position) const;
  ui::Cell plain_cell(BoardCell cell) const;
  void draw_yard(const ui::Painter& p, int position) const;
  void draw_tokens(const ui::Painter& p) const;
  void draw_marks(const ui::Painter& p) const;
  void draw_die(const ui::Painter& p, int x, int y) const;
  void draw_legend(const ui::Painter& p, ui::Rect r) const;
  void bracket(const ui::Painter& p, BoardCell cell, const ui::Role& left, const ui::Role& right) const;
  void refresh_choices();
  std::optional<Move> chosen_move() const;
  std::optional<Move> move_under(const ui::Input& input);

  ui::GridView grid_{kBoardCells, kBoardCells, 3, 1};
  ui::ListMenu choices_;          // the moves of the roll, when players choose
  TokenMoves options_;            // behind choices_, in the same order
  ui::Rect die_line_{};           // a click here rolls
  int roller_ = -1;               // who rolled the die last, for the die line
  std::vector<BoardCell> flash_;  // landing squares shown for a moment
  ui::Clock::time_point flash_until_{};
};

}  // namespace tabletop::ludo
