#pragma once
// The Archaeology screen: one table of the seven treasures with your hand and the marketplace side
// by side (trade value and museum prices beside them), the dig site and the pyramid above, and the
// actions below. Trading, selling and sandstorm discards mark cards in that table; the thief and the
// pyramid ask in the list of choices under it. With several people at one keyboard a cover hides the hands until
// the next person says they are alone at the screen.
#include <optional>

#include "tabletop/games/archaeology/archaeology.hpp"
#include "tabletop/ui/game_screen.hpp"
#include "tabletop/ui/grid.hpp"
#include "tabletop/ui/palette.hpp"

namespace tabletop::archaeology {

// The keys only the Archaeology screen has (the actions and marking cards), beside the shared ones.
const ui::KeyMap& screen_keys();
const std::vector<ui::Role>& board_roles();  // every look the treasure table and the pyramid draw with

class ArchaeologyScreen : public ui::GameScreen<State> {
 public:
  ArchaeologyScreen(ui::Host& host, ui::GameLinks links, ui::Seating<State> seating);

 protected:
  ui::Size board_size() const override;
  ui::Size fit_board(ui::Size room) override;
  void draw_board(ui::Painter& p, ui::Rect r) override;
  std::optional<Move> handle_board(const ui::Input& input, bool may_move) override;
  std::vector<ui::Command> board_commands() const override;
  bool in_footer(ui::Command c) const override;
  std::string what_here(ui::Command c) const override;
  const ui::KeyMap& own_keys() const override;
  std::string prompt() const override;
  std::vector<ui::PlayerLine> player_lines() const override;
  std::vector<std::string> side_notes() const override;
  std::string result_text() const override;
  void after_play(const State& before, const Events& events) override;
  bool cancel_choice() override;
  void show_intent(const std::optional<Move>& move) override;
  std::string cancel_text() const override;
  // A dig takes the known top card, so a move taken back would let its player see what comes next.
  std::vector<std::string> rules_heading() const override {  // a short game's deal, said before the whole deck's
    if (state().table().length == Length::normal) return {};
    return {"# This game", "", "A short game: every number of the deal is halved (below, A short game)."};
  }
  std::string why_no_undo() const override { return "No undo in this game: a card once seen cannot be unseen."; }

 private:
  // What the lower part of the board is doing. Trade, sell and explore are chosen by the player;
  // discard (a sandstorm) and rob (a thief) are asked for by the game.
  enum class Mode { actions, trade, sell, explore, discard, rob };
  enum class Act { dig, trade, explore, sell, end_turn, pass, confirm, clear, cancel, chamber, rob };
  struct Choice {
    std::string label;
    std::string note;
    bool enabled = true;
    Act act = Act::cancel;
    int arg = 0;
  };

  const State& state() const { return match().state(); }
  Mode mode() const;
  bool marking() const;  // the table takes marks (trade, sell, discard)
  std::string name_of(int seat) const { return who(seat); }

  std::vector<Choice> choices() const;
  std::optional<Move> act(const Choice& choice);
  std::optional<Move> choice_move(const Choice& choice) const;
  std::optional<Move> shortcut(ui::Command command);
  Act finishing_act() const;  // how the turn ends now: a pass before any action, else end turn
  void enter(Mode mode);
  void mark_here();
  void leave_mode();
  void place_cursor();

  // The move the current marks make, and why it cannot be played yet ("" when it can).
  Move marked_move() const;
  std::string marked_problem() const;
  // What the marks make, in words; `brief` counts the cards taken without "cards", for a narrow line.
  std::string marked_summary(bool brief = false) const;

  void draw_top(ui::Painter& p, ui::Rect r) const;
  void draw_table(ui::Painter& p, ui::Rect r);
  void draw_results(ui::Painter& p, ui::Rect r) const;
  void draw_sales(ui::Painter& p, ui::Rect r) const;
  void draw_choices(ui::Painter& p, ui::Rect r);
  ui::Cell cell(int row, int col) const;

  int board_top_ = 0;         // the board's rows above the table, to centre it in the rows kept for it
  bool sales_shown_ = false;  // each seat's sales under the choices: where the window has the rows
  ui::GridView grid_;         // rows: the seven treasures; columns: the hand and the marketplace
  ui::ListMenu menu_;
  bool menu_focus_ = true;
  Mode chosen_ = Mode::actions;    // the mode the player chose, when the game asks for none
  Pile give_{};                    // marked in the hand: to give, sell or discard
  Pile take_{};                    // marked in the marketplace
  std::optional<Move> suggested_;  // the move a suggestion set up on the screen, until it goes
  // The person's own half-made marks that a suggestion's took the place of, given back when it is put
  // away unplayed: asking for a suggestion never loses a half-made trade.
  struct Marking {
    Mode mode = Mode::actions;
    Pile give{};
    Pile take{};
  };
  std::optional<Marking> before_suggestion_;
  // What only one person may know (the card just dug, found or stolen), by seat.
  std::array<std::vector<std::string>, kMaxPlayers> notes_;
};

}  // namespace tabletop::archaeology
