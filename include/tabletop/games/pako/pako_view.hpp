#pragma once
// The Pako screen: the yard with the boat above and the prison below, a cursor to choose a
// prisoner and its destination, live move hints, and the guard's run shown after every move.
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "tabletop/games/pako/pako.hpp"
#include "tabletop/ui/game_screen.hpp"
#include "tabletop/ui/grid.hpp"
#include "tabletop/ui/palette.hpp"

namespace tabletop::pako {

// The keys only the Pako screen has (hints on and off), beside the shared ones.
const ui::KeyMap& screen_keys();
// Every look the board draws with (squares, guards, marks, each player's prisoners).
const std::vector<ui::Role>& board_roles();

class PakoScreen : public ui::GameScreen<State> {
 public:
  PakoScreen(ui::Host& host, ui::GameLinks links, ui::Seating<State> seating);

 protected:
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
  std::vector<std::string> side_notes_longest() const override;
  std::string result_text() const override;
  void after_play(const State& before, const Events& events) override;
  void after_undo() override;
  void show_intent(const std::optional<Move>& move) override;
  std::string suggestion_aftermath(const Move& move) const override;
  std::string undo_limit() const override {
    return "Nothing to take back: undo stops at the start and at a guard drawn by lot after a boat move.";
  }
  bool animating(ui::Clock::time_point now) const override { return now < flash_until_; }
  bool cancel_choice() override;
  std::string what_here(ui::Command c) const override {
    return c == ui::Command::select
               ? "pick a prisoner (or the prison row), then where it goes; on the picked one, put it back"
               : GameScreen::what_here(c);
  }
  std::string cancel_text() const override { return chosen_ ? "put the picked prisoner back and pick another" : ""; }
  bool needs_turn(ui::Command c) const override;
  bool only_changes_the_view(ui::Command) const override { return false; }  // hints show moves to make

 private:
  // Cursor rows: 0 is the boat, 1..n the yard, n+1 the prison.
  int prison_row() const { return state().size() + 1; }
  const State& state() const { return match().state(); }
  bool hints_on() const;
  void toggle_hints();
  std::optional<Move> choose_here();
  std::vector<Move> chosen_moves() const;
  std::vector<std::string> notes(bool picking) const;           // the side notes, with "can go" while `picking`
  std::optional<Square> source_shown() const;                   // the chosen prisoner, or the robot's about to move
  ui::Cell cell(const ui::Painter& p, int row, int col) const;  // col is 1-based, row 0 the boat
  // One line of pieces under the board: `where`, then each seat's letter `count(seat)` times.
  void draw_pieces(const ui::Painter& p, int x, int y, const std::string& where,
                   const std::function<int(int seat)>& count) const;
  int boat_name_x() const;                    // where "boat" starts, from the board's left edge
  void draw_run(const ui::Painter& p) const;  // the guard's last run, across large squares
  // The same inside a row of large squares (the prison, the boat), columns first_col..last_col.
  void draw_inside(const ui::Painter& p, int first_col, int last_col, int y,
                   const std::function<int(int seat)>& count) const;

  ui::GridView grid_;             // rows: the boat, the yard's n rows, the prison
  bool labels_ = true;            // "prison" beside the board, when there is room
  bool boat_named_ = true;        // "boat" beside the boat, where fit_board found room: else the key names it
  bool pieces_ = true;            // the prison's and the boat's prisoners under it, likewise
  std::optional<Square> chosen_;  // {0,0} stands for the prison
  std::optional<Move> intent_;    // a robot's move about to be played
  std::vector<Move> targets_;     // the chosen prisoner's moves, worked out once per drawing
  std::vector<Square> hints_;     // the hint squares, likewise
  // The last guard run, shown for a moment after each move.
  int flash_row_ = 0;
  int flash_from_ = 0;
  int flash_to_ = 0;
  Square flash_arrival_{};
  ui::Clock::time_point flash_until_{};
  // The moves played at this screen, each as the position it was played from and where its prisoner
  // stood (the prison row for one from the prison): undo finds the position it returns to here and
  // puts the cursor on the prisoner that moved back.
  struct Played {
    State before;
    ui::CellPos from;
  };
  std::vector<Played> played_;
};

}  // namespace tabletop::pako
