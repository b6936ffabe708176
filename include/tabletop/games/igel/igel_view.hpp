#pragma once
// The Igel Ärgern screen: the 6 x 9 board of stacks with the die above it, a cursor to place, roll,
// sidestep and move forward, and the stack under the cursor spelled out below the board.
#include <optional>

#include "tabletop/games/igel/igel.hpp"
#include "tabletop/ui/game_screen.hpp"
#include "tabletop/ui/grid.hpp"
#include "tabletop/ui/palette.hpp"

namespace tabletop::igel {

// The keys only the Igel screen has (no sidestep), beside the shared ones.
const ui::KeyMap& screen_keys();
const std::vector<ui::Role>& board_roles();  // every look the board draws with

class IgelScreen : public ui::GameScreen<State> {
 public:
  IgelScreen(ui::Host& host, ui::GameLinks links, ui::Seating<State> seating);

  // The title names the variants in play, and so do the help and the rules opened from the game.
  std::string title() const override;
  std::vector<std::string> help_notes() const override;

 protected:
  std::vector<std::string> rules_heading() const override;  // the variants this game is played with
  ui::Size board_size() const override;
  ui::Size fit_board(ui::Size room) override;
  void draw_board(ui::Painter& p, ui::Rect r) override;
  std::optional<Move> handle_board(const ui::Input& input, bool may_move) override;
  std::vector<ui::Command> board_commands() const override;
  bool looked_over_when_finished() const override { return true; }  // each square says what is on it
  const ui::KeyMap& own_keys() const override;
  std::string prompt() const override;
  std::vector<ui::PlayerLine> player_lines() const override;
  std::vector<std::string> side_notes() const override;
  std::string result_text() const override;
  void after_play(const State& before, const Events& events) override;
  void after_undo() override;
  bool cancel_choice() override;
  std::string what_here(ui::Command c) const override {
    return c == ui::Command::select
               ? "place, roll, or pick a hedgehog, then where it goes; on the picked one, put it back"
               : GameScreen::what_here(c);
  }
  std::string cancel_text() const override { return chosen_ ? "put the picked hedgehog back and pick another" : ""; }
  void show_intent(const std::optional<Move>& move) override;

 private:
  // Grid row 0 holds the die; grid rows 1..6 are the board rows, grid column c is column c + 1.
  static Square square_of(ui::CellPos pos) { return Square{pos.row, pos.col + 1}; }
  static ui::CellPos pos_of(Square s) { return ui::CellPos{s.row, s.col - 1}; }
  const State& state() const { return match().state(); }
  bool on_die() const { return grid_.cursor().row == 0; }
  bool die_active() const;  // the die cell does something now (roll, or no sidestep)

  std::vector<Square> choosable() const;         // what the person in turn may pick now
  std::vector<Move> moves_from(Square s) const;  // the person's moves with the token on s
  std::vector<Square> destinations() const;      // where the chosen token may go
  std::optional<Move> choose_here();
  void point_at_choice();  // puts the cursor on something choosable if it is not
  void move_cursor(ui::Command command);

  ui::Cell cell(const ui::Painter& p, ui::CellPos pos, const std::vector<Square>& marked,
                const std::vector<Square>& targets) const;
  ui::Size around_grid() const;  // the lines under the grid and the round board's edge beside it
  void draw_die_line(const ui::Painter& p, int y) const;
  void draw_square_info(const ui::Painter& p, ui::Rect r) const;
  void draw_round_edge(const ui::Painter& p) const;  // the round board: rows 1 and 6 joined at the right
  std::vector<std::string> variant_lines(int width) const;
  const ui::Role& obstacle() const;  // the pits' look in the variants in play
  std::string obstacle_glyph() const;

  ui::GridView grid_;
  std::optional<Square> chosen_;        // a token picked for a sidestep, waiting for its destination
  std::optional<Square> last_arrival_;  // where the last moved token went, drawn highlighted
  std::optional<Square> suggested_;     // the square of a move about to be played or suggested, likewise
  int board_col_ = 0;                   // the column to return to when the cursor leaves the die
};

}  // namespace tabletop::igel
