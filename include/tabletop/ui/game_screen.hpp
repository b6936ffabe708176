#pragma once
// A game's screen: the frame every game shares (game_frame.hpp), joined to the game's own state and
// moves. It is one observer of its table (table/table.hpp: the match, robots moving at a readable pace
// on a worker thread, autosave after every move and the record): it hears of every move and take-back.
// A game adds its board and how keys become moves; whose moves the keys make is the table's business.
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <utility>

#include "tabletop/table/table.hpp"
#include "tabletop/ui/game_frame.hpp"

namespace tabletop::ui {

// A screen's place at a table.
template <GameState S>
struct Seating {
  std::shared_ptr<Table<S>> table;
  Part part;
};

template <GameState S>
class GameScreen : public GameFrame, private TableObserver<S> {
 public:
  using Move = typename S::Move;

  GameScreen(Host& host, GameLinks links, Seating<S> seating)
      : GameFrame(host, std::move(links), seating.table, seating.part, S::kCapabilities.hidden_information),
        table_(std::move(seating.table)) {
    table_->attach(this);
  }
  ~GameScreen() override { table_->detach(this); }
  const Match<S>& match() const { return table_->match(); }

  // A review's moment watched again: a line under the board, and Hard's better move marked there as
  // the suggestion key marks one (no mark for a moment of luck).
  void mark_review(const std::optional<Move>& better, std::string line) {
    review_marked_ = true;
    if (better) {
      show_intent(*better);
      suggestion_shown_ = true;
    }
    show_suggestion_line(std::move(line));
  }

 protected:
  // A move shown is marked for the person to move: on their turn, or at a review's moment (Hard's move).
  bool marks_for_person() const { return my_turn() || review_marked_; }
  // --- what a game adds, in its own types
  // A key or click on the board; `may_move` is false while others play (only the cursor moves).
  virtual std::optional<Move> handle_board(const Input& input, bool may_move) = 0;
  virtual void after_play(const S& /*before*/, const Events& /*events*/) {}
  // The move a robot has chosen, or the suggestion, shown until it is played (std::nullopt: none now).
  virtual void show_intent(const std::optional<Move>& /*move*/) {}
  // What surely follows a suggested move at once, for its line (Pako: whom the guard catches), or "".
  virtual std::string suggestion_aftermath(const Move& /*move*/) const { return ""; }
  bool takes_back() const override { return S::kUndoAllowed; }

  // This screen's move, asked of the table: a refusal is said under the prompt.
  void play(const Move& move) {
    if (std::string refused = table_->request(part(), move); !refused.empty()) refuse(refused);
  }

 private:
  bool board_key(const Input& input, bool may_move) override {
    const std::optional<Move> move = handle_board(input, may_move);
    if (move) play(*move);
    return move.has_value();
  }

  void tick_moves() override {
    if (suggestion_.ready()) show_suggestion();
    if (coach_.ready()) show_coach(coach_.take());
    const std::optional<Move>& intent = table_->intent();
    if (intent.has_value() != intent_shown_) {  // a robot's choice stays on the board until it is played
      show_intent(intent);
      intent_shown_ = intent.has_value();
      dirty = true;
    }
  }

  bool thinking() const override { return suggestion_.thinking() || coach_.thinking(); }

  // Hard's move from the mover's own observation; a position with one legal move is said as such.
  void think_of_suggestion() override {
    const RobotStyle<S>* hard = table_->style("hard");
    if (hard == nullptr) return;  // the frame offers no suggestion in a game without Hard
    asked_ = match().state();
    const auto legal = asked_->legal_moves();
    if (legal.size() == 1) {  // nothing to think about: say so rather than dress it up as advice
      show_intent(legal[0]);
      suggestion_shown_ = true;
      show_suggestion_line("Nothing to choose here, one move only: " + match().state().describe(legal[0]) +
                           suggestion_aftermath(legal[0]) + ".");
      return;
    }
    if (!suggester_) suggester_ = hard->make();
    first_suggested_.reset();
    // Its own generator, the same for every request: the same position gets the same suggestion.
    suggestion_.start(suggester_, observe(*asked_, asked_->current_seat()), Rng(kSuggestionSeed));
    host().tell("Thinking of a move for you...");
  }

  // The suggested move; where the same person moves again before anything else happens (Igel's
  // sidestep, then its forward move), Hard's next move of that turn is thought out and named too, from
  // what that person will then see (foreseen_view: nothing the move would show them first).
  void show_suggestion() {
    const Move move = suggestion_.take().first;
    if (!asked_ || !(*asked_ == match().state())) return;  // a move was played or taken back meanwhile
    std::string said;
    if (first_suggested_) {
      S after_first = match().state();
      after_first.apply(*first_suggested_);
      said = match().state().describe(*first_suggested_) + ", then " + after_first.describe(move);
    } else {
      said = match().state().describe(move) + suggestion_aftermath(move);
      show_intent(move);
      suggestion_shown_ = true;
      const int seat = match().state().current_seat();
      if (auto next = foreseen_view<S>(observe(match().state(), seat), move, seat)) {
        first_suggested_ = move;
        suggestion_.start(suggester_, std::move(*next), Rng(kSuggestionSeed));
      }
    }
    if (!suggestion_.thinking()) host().tell("");  // no longer thinking
    show_suggestion_line("Suggestion (Hard): " + said + ". Nothing is played until you choose.");
  }

  void drop_suggestion_marks() override {
    suggestion_.cancel();
    asked_.reset();
    first_suggested_.reset();
    if (std::exchange(suggestion_shown_, false)) show_intent(std::nullopt);
  }

  // --- The coach, a setup choice of a game with a review: a move of this screen's people judged from
  // the mover's own view; a newer one of theirs, or a take-back, drops the judgement under way.
  void coach(const S& before, const Move& move) {
    coach_.drop();
    coached_ = before.current_seat();
    if (links().judge && coach_chosen(match().setup())) {
      coach_.judge(links().judge, before, move, host().review_options());  // Hard's budget (a test's lighter one)
    }
  }

  // Behind a shared keyboard's cover, a line on one person's hidden hand is not for the next.
  bool coach_line_private() const {
    return S::kCapabilities.hidden_information && my_turn() && match().state().current_seat() != coached_;
  }

  void show_coach(const std::optional<ReviewReport>& verdict) {
    if (!verdict || asked_ || coach_line_private()) return;  // a suggestion asked for since comes first
    std::string words = coach_words(*verdict, my_seats().size() > 1 ? who(coached_) : "");
    if (!words.empty()) show_coach_line(std::move(words));
  }

  // --- TableObserver: the table played a move, whoever made it
  // A move of this screen's people with a choice is coached anew; one without (a roll) leaves the
  // coach's line or judgement of the last one be, as the others' moves do.
  void table_played(const S& before, const Move& move, const Events& events, bool by_robot) override {
    const bool decided =
        !by_robot && table_->speaks_for(part(), before.current_seat()) && before.legal_moves().size() > 1;
    heard_move(before.current_seat(), by_robot, !decided);
    if (std::exchange(intent_shown_, false)) show_intent(std::nullopt);
    after_play(before, events);
    if (decided) {
      coach(before, move);
    } else if (coach_line_shown() && coach_line_private()) {
      forget_suggestion();
    }
  }
  void table_undone() override {
    coach_.drop();
    forget_suggestion();
    if (std::exchange(intent_shown_, false)) show_intent(std::nullopt);
    heard_undo();
  }
  void table_changed() override { dirty = true; }
  bool animating(Clock::time_point now) const override { return GameFrame::animating(now); }  // one for both bases

  std::shared_ptr<Table<S>> table_;
  bool intent_shown_ = false;  // the robot's chosen move is on the board
  static constexpr std::uint64_t kSuggestionSeed = 33;
  std::shared_ptr<const Robot<S>> suggester_;  // a Hard robot of this screen's own, made when first asked
  RobotDriver<S> suggestion_;
  std::optional<S> asked_;               // the position the suggestion is for
  std::optional<Move> first_suggested_;  // its first move, while the same turn's next is thought out
  bool suggestion_shown_ = false;        // the suggested move is on the board
  bool review_marked_ = false;           // a review's moment: its better move is marked as a suggestion
  Coach<S> coach_;
  int coached_ = -1;  // the seat whose move the coach judges, or judged last
};

}  // namespace tabletop::ui
