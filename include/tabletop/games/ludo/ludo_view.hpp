#pragma once
// The Ludo screen: the cross of the track around four yards, each player's ready square and home
// lane in their colour up to E in the centre, the die, and (when players choose their moves) a list
// of the moves the roll allows, the priority move marked as the hint. Every landing is shown for a
// moment; # shows the track's numbers.
#include <optional>

#include "tabletop/games/ludo/ludo.hpp"
#include "tabletop/games/ludo/ludo_layout.hpp"
#include "tabletop/ui/game_screen.hpp"
#include "tabletop/ui/grid.hpp"
#include "tabletop/ui/palette.hpp"

namespace tabletop::ludo {

const std::vector<ui::Role>& board_roles();  // every look the board draws with
// The keys only the Ludo screen has (the track's numbers on and off), beside the shared ones.
const ui::KeyMap& screen_keys();

class LudoScreen : public ui::GameScreen<State> {
 public:
  LudoScreen(ui::Host& host, ui::GameLinks links, ui::Seating<State> seating);

 protected:
  ui::Size board_size() const override;
  ui::Size fit_board(ui::Size room) override;
  void draw_board(ui::Painter& p, ui::Rect r) override;
  std::optional<Move> handle_board(const ui::Input& input, bool may_move) override;
  std::vector<ui::Command> board_commands() const override;
  const ui::KeyMap& own_keys() const override;
  std::string what_here(ui::Command c) const override;
  std::string brief_here(ui::Command c) const override;
  std::string prompt() const override;
  std::vector<ui::PlayerLine> player_lines() const override;
  std::vector<std::string> side_notes() const override;
  std::string result_text() const override;
  void after_play(const State& before, const Events& events) override;
  void after_undo() override {
    refresh_choices();
    flash_until_ = {};  // the marks belonged to the move taken back
  }
  bool takes_back() const override { return state().choose_moves(); }  // a roll is never taken back
  std::string why_no_undo() const override {
    return "No undo here: the priority rule makes every move, and a roll is never taken back.";
  }
  std::string why_no_choice() const override {
    if (state().choose_moves()) return "";
    return "Nothing to suggest: the priority rule moves (a new game's setup can let you choose).";
  }
  std::vector<std::string> rules_heading() const override {  // which of the two ways this game is played
    if (state().choose_moves())
      return {"# This game", "", "Players choose their own moves (below, Choose my own moves)."};
    return {"# This game", "", "Nobody chooses: the priority rule (below) moves every token."};
  }
  bool needs_turn(ui::Command c) const override;
  void show_intent(const std::optional<Move>& move) override;
  bool animating(ui::Clock::time_point now) const override { return now < flash_until_; }

 private:
  const State& state() const { return match().state(); }
  ui::Tone tone_of_position(int position) const;
  bool numbers_shown() const;  // the track's numbers and the home squares' names, a setting kept
  void toggle_numbers();
  // A bracket each side of a square: a landing, the chosen move's token or its target.
  struct Mark {
    BoardCell cell;
    const ui::Role* left;
    const ui::Role* right;
  };
  std::vector<std::pair<BoardCell, ui::Piece>> tokens() const;
  std::vector<Mark> marks() const;
  ui::Cell square_cell(const ui::Painter& p, BoardCell cell, const std::vector<ui::Piece>& pieces) const;
  void draw_ready(const ui::Painter& p, int position) const;
  void draw_yard(const ui::Painter& p, int position) const;
  void draw_die(const ui::Painter& p, int x, int y, int width) const;
  void draw_legend(const ui::Painter& p, ui::Rect r) const;
  void bracket(const ui::Painter& p, BoardCell cell, int width, const ui::Role& left, const ui::Role& right) const;
  void refresh_choices();
  std::optional<Move> chosen_move() const;
  std::optional<Move> move_under(const ui::Input& input);

  ui::GridView grid_{kBoardCells, kBoardCells, 3, 1};
  ui::ListMenu choices_;          // the moves of the roll, when players choose
  TokenMoves options_;            // behind choices_, in the same order
  ui::Rect die_line_{};           // a click here rolls
  std::vector<BoardCell> flash_;  // landing squares shown for a moment
  ui::Clock::time_point flash_until_{};
};

}  // namespace tabletop::ludo
