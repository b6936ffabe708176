#pragma once
// The Getaway screen: the trail as a winding path with the players' tokens, the square under the
// cursor explained beneath it, gold and backpacks beside it, and the toll question asked in a dialog.
#include <optional>

#include "tabletop/games/getaway/getaway.hpp"
#include "tabletop/ui/game_screen.hpp"
#include "tabletop/ui/trail.hpp"

namespace tabletop::getaway {

const std::vector<ui::Role>& board_roles();  // every look the trail draws with

class GetawayScreen : public ui::GameScreen<State> {
 public:
  GetawayScreen(ui::Host& host, ui::GameLinks links, ui::Seating<State> seating);

 protected:
  ui::Size board_size() const override;
  ui::Size fit_board(ui::Size room) override;
  void draw_board(ui::Painter& p, ui::Rect r) override;
  std::optional<Move> handle_board(const ui::Input& input, bool may_move) override;
  std::vector<ui::Command> board_commands() const override;
  bool in_footer(ui::Command c) const override;
  // The toll question, put up when a person faces a toll, after a move or on resuming.
  std::optional<ui::TurnQuestion> question_due() override;
  bool looked_over_when_finished() const override { return true; }  // each square says what is on it
  std::string what_here(ui::Command c) const override;
  std::string brief_here(ui::Command c) const override;
  std::string prompt() const override;
  std::vector<ui::PlayerLine> player_lines() const override;
  std::vector<std::string> side_notes() const override;
  std::string result_text() const override;
  void after_play(const State& before, const Events& events) override;
  bool animating(ui::Clock::time_point now) const override { return !walk_.empty() && now < walk_.back().until; }
  std::string undo_limit() const override {
    // At the instant pace the robots roll at once after a toll answer, so that is worth saying too.
    return "Nothing to take back: undo takes back only a toll answer, until the next roll" +
           std::string(host().settings().robot_pace_ms == 0 ? " (at the instant pace, it comes at once)." : ".");
  }
  void show_intent(const std::optional<Move>& move) override;

 private:
  const State& state() const { return match().state(); }
  bool person_faces_toll() const;
  ui::TrailSquare cell(const ui::Painter& p, int square) const;
  // Returns the lines that say what the square is, for the toll question to keep clear of.
  ui::Rect draw_square_info(const ui::Painter& p, ui::Rect r) const;
  const ui::Role& square_role(int square) const;  // how the square looks now
  std::string toll_refusal() const;               // "moved back 1 square, to Dam: a trap"
  ui::Size fit_board_anew(ui::Size room) const;

  ui::TrailView trail_;
  // The last room fit_board was asked about and its answer: the fit depends on the room alone (the
  // board's squares never change), and the layout asks on every frame.
  ui::Size fitted_room_{-1, -1};
  ui::Size fitted_board_;
  ui::Rect square_told_;       // where the last frame said what the square under the cursor is
  std::string legend_aside_;   // the legend, where the last frame had no room for it under the trail
  std::optional<Move> shown_;  // a move chosen (by a robot) or suggested, on the board until played
  int shown_at_ = -1;          // the square that shows it
  int shown_square(const Move& move) const;
  int next_token_ = 0;  // Tab jumps the cursor from player to player
  // The last turn's walk, shown square by square: where the mover's token stands until when.
  struct Step {
    int square = 0;
    ui::Clock::time_point until;
  };
  std::vector<Step> walk_;
  int walker_ = -1;
  int walking_square(ui::Clock::time_point now) const;  // -1 once the walk has been shown
};

}  // namespace tabletop::getaway
