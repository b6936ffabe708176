#pragma once
// The frame of every game's screen, whatever the game: the layout (board, players panel and log, the
// prompt), the footer and help, undo, new game, the pace, the end dialog, the suggestion's line and a
// save on every way out. A game's view fills in the hooks below; GameScreen<S> (game_screen.hpp) joins
// the two through the game's own types. The view is asked first for a key (view_key) and the board
// next (board_key); the frame takes what neither handled.
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "tabletop/table/part.hpp"
#include "tabletop/table/shared_table.hpp"
#include "tabletop/ui/coach.hpp"
#include "tabletop/ui/dialogs.hpp"
#include "tabletop/ui/keys.hpp"
#include "tabletop/ui/widgets.hpp"

namespace tabletop::ui {

// How a game screen reaches the rest of its game's entry: the setup form, a rematch, the rules.
struct GameLinks {
  std::string id;
  std::string title;
  std::function<std::unique_ptr<Screen>()> new_setup;   // the setup form for a new game
  std::function<std::unique_ptr<Screen>()> play_again;  // a new game with the same setup
  // The rules, after `heading`: the paragraphs that say what this game's setup changes in them.
  std::function<std::unique_ptr<Screen>(std::vector<std::string> heading)> rules;
  std::function<std::unique_ptr<Screen>()> records;                 // this game's records
  std::function<std::unique_ptr<Screen>(const json& match)> watch;  // a finished match, move by move
  // A finished match's review: the one kept where there is one, else run and handed to `keep`.
  std::function<std::unique_ptr<Screen>(const json& match, std::optional<ReviewReport> kept,
                                        std::function<void(const ReviewReport&)> keep)>
      review;
  HistoryJudge judge;  // the review of a history by the game's judge, for the coach (none without a review)
};

class GameFrame : public Screen {
 public:
  // `hides_hands`: the game hides what a seat holds (Capabilities::hidden_information), so the people of
  // one keyboard take it in turn behind a cover.
  GameFrame(Host& host, GameLinks links, std::shared_ptr<SharedTable> table, Part part, bool hides_hands);
  ~GameFrame() override;

  static constexpr int kNarrowestSide = 26;  // the players panel and log beside the board
  static constexpr int kUsualSide = 48;      // the side panel's width until the window is wide
  static constexpr int kLogKeeps = 6;        // lines of the log a second row per player leaves it
  static constexpr int kPromptRows = 3;  // under the board: the prompt, a refusal or its second line, the suggestion

  std::string title() const override { return links_.title; }
  Size min_size() const override;
  void draw(Painter& p) final;
  Outcome handle(const Input& input) final;
  Outcome tick(Clock::time_point now) final;
  bool busy() const override;
  Question leave_question() const override;  // a joined player's way out leaves their seat empty: asked first
  void save() override;
  std::vector<Command> commands() const override;
  std::vector<Command> footer() const final;
  std::string what_here(Command c) const override;
  std::string brief_here(Command c) const override;
  bool only_changes_the_view(Command c) const override;

 protected:
  // --- what a game adds
  virtual Size board_size() const = 0;  // the smallest board the game can draw
  // The board in a room of this size: the largest that fits (drawn so), the smallest when none does.
  virtual Size fit_board(Size /*room*/) { return board_size(); }
  virtual void draw_board(Painter& p, Rect r) = 0;
  virtual std::vector<Command> board_commands() const = 0;
  // Of the board's keys, whether the footer offers this one now (the help lists every one).
  virtual bool in_footer(Command /*c*/) const { return true; }
  // Markdown paragraphs heading the rules screen: what this game's setup changes (Igel's variants).
  virtual std::vector<std::string> rules_heading() const { return {}; }
  // A key the view takes before the frame and the board, or std::nullopt to hand it on.
  virtual std::optional<Outcome> view_key(const Input& /*input*/) { return std::nullopt; }
  // A question of the game's own for the person in turn (Getaway's toll), or none: put up once for the
  // position and again after Enter or a suggestion; the answer chosen is played at the next tick.
  virtual std::optional<TurnQuestion> question_due() { return std::nullopt; }
  virtual bool looked_over_when_finished() const { return false; }  // the cursor walks a finished board
  virtual std::string prompt() const = 0;                           // what the person in turn should do now
  virtual std::vector<PlayerLine> player_lines() const = 0;
  virtual std::vector<std::string> side_notes() const { return {}; }  // under the players
  // The notes at their longest this turn: the log below keeps its place while a mark comes and goes.
  virtual std::vector<std::string> side_notes_longest() const { return side_notes(); }
  virtual std::string result_text() const = 0;
  virtual void after_undo() {}
  virtual bool cancel_choice() { return false; }          // Esc first cancels a half-made move
  virtual std::string cancel_text() const { return ""; }  // what Esc does then, in the help's words
  virtual bool takes_back() const = 0;                    // whether u can ever take back a move in this game as set up
  // Whether a board key makes a move (waits for the turn), not moves the cursor or the view (hints, numbers).
  virtual bool needs_turn(Command c) const;
  // Why undo stops where it does, said when nothing is left to take back once somebody has moved.
  virtual std::string undo_limit() const { return "Nothing to take back since the last roll: a roll stays."; }
  virtual std::string why_no_undo() const { return ""; }             // a game with no undo at all: why ("": no key)
  virtual std::string why_no_choice() const { return ""; }           // the rules make every move (Ludo): why; "": none
  virtual bool animating(Clock::time_point) const { return false; }  // a move still drawn: robots wait

  // --- what the frame offers a view
  Clock::duration highlight_time() const;  // how long a move stays highlighted: none at "instant"
  Host& host() { return host_; }
  const Host& host() const { return host_; }
  Size window() const { return window_; }  // the window's part last drawn in
  // Of the room fit_board is given, the width that leaves the side panel its usual width: a board
  // grown past square boxes should not narrow the players panel and the log for it.
  static int beside_usual_side(Size room);
  // The key a text tells a person to press for the command: the usual one, or the one chosen instead.
  std::string key_of(Command c, int usual) const { return host_.keys().say(c, usual, own_keys()); }
  std::string keys_of(Command c) const { return host_.keys().say_all(c, own_keys()); }  // "Enter or Space"
  // Two arrow commands for a text: `in_words` while the arrows do them, else the keys chosen ("k/j").
  std::string arrows_of(Command first, Command second, const std::string& in_words) const {
    return host_.keys().say_arrows(first, second, in_words, own_keys());
  }
  bool my_turn() const {
    return table_->speaks_for(part_, table_->current_seat());
  }  // this screen plays the seat in turn
  // In a game that hides what a seat holds, played by several people at this keyboard: the cover in
  // place of the board and the side panel, until the person to move, alone at the screen, lifts it with
  // Enter. No board key and no suggestion reach the game while it is down.
  bool covered() const;
  // The seat whose hidden things (a hand) this screen may show now, or -1: its one person's; behind the
  // cover, nobody's; robots among themselves, the one in turn's; a watcher's, nobody's.
  int seat_in_view() const;
  bool still_playing() const { return !table_->over() && !table_->closed(); }  // not over, not watched again
  std::vector<int> my_seats() const;  // the seats this screen plays for (several people at one keyboard)
  // Only robots play, and this screen is not a watcher's: whoever looks on may see what they hold.
  bool only_robots_watched() const { return part_.kind != Part::Kind::watching && !table_->person_anywhere(); }
  const std::string& seat_name(int seat) const { return table_->seats()[static_cast<std::size_t>(seat)].name; }
  char seat_label(int seat) const { return table_->seat_label(seat); }  // A, B, ... unless the game says otherwise
  std::string who(int seat) const;      // the seat's name with its letter, unless the name ends in it
  void refuse(const std::string& why);  // said under the prompt in the warning tone, until the next key
  void suggest();                       // Hard's move for the person to move, thought out on a worker thread
  std::vector<Command> in_turn_only(std::vector<Command> list) const;
  const Part& part() const { return part_; }
  const GameLinks& links() const { return links_; }

  // --- what GameScreen<S> adds, through the game's types
  virtual bool board_key(const Input& input, bool may_move) = 0;  // the board's answer; true: a move to play
  virtual void think_of_suggestion() = 0;                         // the suggestion's search, once asked for
  virtual void drop_suggestion_marks() = 0;                       // the suggested move's marks and search
  virtual void tick_moves() = 0;  // a suggestion ready, a robot's intent, a move the view has ready
  virtual bool thinking() const = 0;
  void show_suggestion_line(std::string text);  // the suggestion's line under the prompt
  // The coach's line, in the suggestion's place unless a suggestion is shown: it stays while others play,
  // until this screen's next move with a choice or a take-back, and offers the undo key while the move
  // can be taken back.
  void show_coach_line(std::string text);
  bool coach_line_shown() const { return coach_line_; }
  void forget_suggestion();
  // A move was played at the table, by whoever: first of all. `coach_stays`: the coach's line, if shown, stays.
  void heard_move(int mover, bool by_robot, bool coach_stays);
  void heard_undo();  // a move was taken back, its suggestion and marks gone

 private:
  enum class Want { nothing, new_game, play_again, records, menu, watch, review };
  struct Parts {
    Rect board;
    Rect side;
  };
  Outcome answer_key(const Input& input);
  Parts lay_out(Rect r, int prompt_rows);
  std::vector<std::string> prompt_lines(int width);
  void draw_side(Painter& p, Rect r);
  bool log_takes(Command c) const;
  std::string name_to_join(int seat) const;
  bool away(int seat) const;
  void tell_whose_turn();
  Outcome after_move_outcome();
  Outcome take_pending();
  Outcome or_question_due(Outcome outcome);
  void change_pace(int steps);
  void draw_cover(Painter& p, Rect r) const;
  std::vector<Command> board_keys() const;  // the board's keys now: only Enter behind the cover

  Host& host_;
  GameLinks links_;
  std::shared_ptr<SharedTable> table_;
  Part part_;
  bool hides_hands_;
  int lifted_for_ = -1;  // the person who last took the keyboard behind the cover
  LogView log_view_;
  Size window_{};
  bool was_animating_ = false;
  bool finished_shown_ = false;
  bool played_ = false;  // a move was played since this screen last looked
  Want want_ = Want::nothing;
  std::string suggestion_text_;  // its line under the prompt, until a move is played or taken back
  int suggestion_rows_ = 0;      // the lines it took when last laid out
  bool coach_line_ = false;      // the line is the coach's
  std::string refusal_;          // why the last key or move was refused, under the prompt
  // This game's review once made, so that the end dialog opens it again at once.
  std::shared_ptr<std::optional<ReviewReport>> review_ = std::make_shared<std::optional<ReviewReport>>();
  int refusal_rows_ = 0;          // the lines it took when last laid out
  bool asked_ = false;            // the question due was put up for this position
  std::function<void()> answer_;  // its answer, played at the next tick
};

}  // namespace tabletop::ui
