#pragma once
// The game on the table: one Match with its robots, its autosave and its record, shared by every
// screen that shows it. A game played at one keyboard has one screen on its table; a hosted game
// (`tabletop host`) has the host's own, one per joined player and one per watcher. Only the table
// changes the match, and only for the seat in turn, asked on behalf of a part that speaks for that
// seat. The screens hear of every change through TableObserver; the table knows nothing of screens.
#include <algorithm>
#include <chrono>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "tabletop/core/levels.hpp"
#include "tabletop/core/match.hpp"
#include "tabletop/core/records.hpp"
#include "tabletop/core/robot.hpp"
#include "tabletop/core/save_session.hpp"
#include "tabletop/core/settings.hpp"
#include "tabletop/table/part.hpp"
#include "tabletop/table/robot_driver.hpp"
#include "tabletop/table/shared_table.hpp"
#include "tabletop/table/table_owner.hpp"

namespace tabletop {

// What a screen on a table hears: a move played (with the position before it, the move and what it did), a
// move taken back, anything else that changed (a seat, the pace), and whether it still shows a move.
template <GameState S>
class TableObserver {
 public:
  virtual ~TableObserver() = default;
  virtual void table_played(const S& before, const typename S::Move& move, const Events& events, bool by_robot) = 0;
  virtual void table_undone() = 0;
  virtual void table_changed() = 0;
  // A move still drawn on this screen: the robots wait until it has been shown.
  virtual bool animating(Clock::time_point now) const = 0;
};

template <GameState S>
class Table final : public SharedTable, public std::enable_shared_from_this<Table<S>> {
 public:
  using Move = typename S::Move;

  // `owner` is the host's application: its saves, settings and status line serve the table. `saved`:
  // the match is in its save file (false when a new game's first save failed).
  Table(TableOwner& owner, std::string id, std::string title, Match<S> match, const std::vector<RobotStyle<S>>& styles,
        bool saved = true)
      : owner_(owner),
        id_(std::move(id)),
        title_(std::move(title)),
        match_(std::move(match)),
        styles_(styles),
        hosted_(owner.hosting()),
        present_(match_.seats().size(), false),
        saved_(saved) {
    for (std::size_t seat = 0; seat < match_.seats().size(); ++seat) robots_.push_back(robot_for(seat));
    match_.check_moves(owner.move_checks());
    turn_started_ = Clock::now();
    opened_ = turn_started_;
  }
  ~Table() override { driver_.cancel(); }
  Table(const Table&) = delete;
  Table& operator=(const Table&) = delete;

  const Match<S>& match() const { return match_; }
  const std::optional<Move>& intent() const { return intent_; }

  // Whether a screen in `part` plays for `seat`: unhosted, every person's seat is here.
  bool speaks_for(Part part, int seat) const override {
    if (seat < 0 || seat >= static_cast<int>(match_.seats().size())) return false;
    const Seat& who = match_.seats()[static_cast<std::size_t>(seat)];
    if (who.robot || watched_) return false;
    switch (part.kind) {
      case Part::Kind::here: return !(hosted_ && who.joined);
      case Part::Kind::seat: return part.seat == seat && hosted_;
      case Part::Kind::watching: return false;
    }
    return false;
  }
  // A finished game watched again: the screen's keys step through its moves.
  bool watched_again() const override { return watched_; }
  bool person_anywhere() const override {
    if (watched_) return false;  // a finished game watched again: nobody plays, and all it held may be seen
    return std::any_of(match_.seats().begin(), match_.seats().end(), [](const Seat& s) { return !s.robot; });
  }

  // The host checks every move: "" when played, else why not, in words for the one who asked.
  std::string request(Part part, const Move& move) {
    if (closed_) return "The table is closed: the host has left the game.";
    const int seat = match_.state().current_seat();
    if (!speaks_for(part, seat)) {
      return seat < 0 ? "The game is over."
                      : "Not your turn: " + match_.seats()[static_cast<std::size_t>(seat)].name + " is to move.";
    }
    if (const std::string why = match_.state().why_illegal(move); !why.empty()) return "Not allowed: " + why + ".";
    play(move, false);
    return "";
  }

  // Whether the last move is one this part's people may take back now.
  bool can_undo(Part part) const override {
    return S::kUndoAllowed && !closed_ && match_.can_undo() && speaks_for(part, match_.undo_mover());
  }

  // Takes back the last move if it was one of this part's people's: "" or why not.
  std::string undo(Part part) override {
    if (!S::kUndoAllowed) return "This game has no undo.";
    if (closed_ || !match_.can_undo()) return "";
    if (!can_undo(part)) return "Only your own moves can be taken back.";
    driver_.cancel();
    intent_.reset();
    match_.undo();
    for (TableObserver<S>* view : views_) view->table_undone();
    autosave();
    return "";
  }

  void step_now() override { step_now_ = true; }
  int current_seat() const override { return match_.state().current_seat(); }
  bool over() const override { return match_.over(); }
  bool robot_to_move() const override { return match_.robot_to_move(); }
  bool nobody_moved() const override { return match_.nobody_moved(); }
  bool undo_left() const override { return S::kUndoAllowed && match_.can_undo(); }
  const std::deque<LogLine>& log() const override { return match_.log(); }
  std::string style_title(const std::string& id) const override {
    const RobotStyle<S>* found = style(id);
    return found != nullptr ? found->title : "";
  }
  json match_json() const override { return match_.to_json(); }

  void autosave() override {
    if (closed_) return;  // a newer table has the save now
    fold_play_time();
    if (std::string problem = owner_.saves().save_game(id_, match_.to_json(), match_.over()); !problem.empty()) {
      owner_.tell(saving_failed_words(problem, saved_), true);
    } else {
      saved_ = true;
    }
  }

  void attach(TableObserver<S>* view) { views_.push_back(view); }
  void detach(TableObserver<S>* view) { std::erase(views_, view); }

  // --- SharedTable
  const std::string& id() const override { return id_; }
  const std::string& title() const override { return title_; }
  const std::vector<Seat>& seats() const override { return match_.seats(); }
  char seat_label(int seat) const override {
    if constexpr (LabelsSeats<S>) return match_.state().seat_label(seat);
    return seat_letter(seat);
  }
  int to_move() const override { return match_.over() ? kNobody : match_.state().current_seat(); }
  bool hosted() const override { return hosted_; }
  bool present(int seat) const override {
    return seat >= 0 && seat < static_cast<int>(present_.size()) && present_[static_cast<std::size_t>(seat)];
  }

  void sit(int seat, const std::string& name, int user) override {
    if (seat < 0 || seat >= static_cast<int>(present_.size())) return;
    Seat who = match_.seats()[static_cast<std::size_t>(seat)];
    if (who.robot) driver_.cancel();  // the stand-in may have been thinking for this seat
    if (who.robot) intent_.reset();
    // A player coming back keeps the name the seat knows them by, whatever its case this time.
    if (!(who.joined && who.sat && same_name(who.name, name))) who.name = name;
    who.robot = false;
    who.style.clear();
    who.joined = true;
    who.user = user;
    who.sat = true;
    set_seat(seat, who);
    present_[static_cast<std::size_t>(seat)] = true;
  }

  void stand(int seat) override {
    if (seat >= 0 && seat < static_cast<int>(present_.size())) present_[static_cast<std::size_t>(seat)] = false;
    touch();
  }

  void hand_to_robot(int seat) override {
    if (seat < 0 || seat >= static_cast<int>(present_.size()) || styles_.empty()) return;
    Seat who = match_.seats()[static_cast<std::size_t>(seat)];
    if (who.robot) return;
    who.robot = true;
    who.style = default_style(styles_).id;
    set_seat(seat, who);
  }

  void tick(Clock::time_point now) override {
    if (closed_ || !match_.robot_to_move()) return;
    // A move on some screen is shown to its end before the next one.
    for (TableObserver<S>* view : views_) {
      if (view->animating(now)) return;
    }
    const int seat = match_.state().current_seat();
    if (driver_.idle()) {
      driver_.start(robots_[static_cast<std::size_t>(seat)], observe(match_.state(), seat), match_.robot_rng());
      turn_started_ = now;
      touch();
    }
    if (!intent_) {
      intent_ = driver_.peek();          // shown on the screens for the robot's pace
      if (intent_) turn_started_ = now;  // the pace starts once the thinking is done, however long it took
    }
    const bool paced = step_now_ || now - turn_started_ >= std::chrono::milliseconds(owner_.settings().robot_pace_ms);
    if (driver_.ready() && paced) {
      auto [move, rng] = driver_.take();
      intent_.reset();
      step_now_ = false;
      match_.robot_rng() = rng;
      play(move, true);
      turn_started_ = now;
    }
  }

  bool busy() const override { return !closed_ && match_.robot_to_move(); }

  // The game's robot style `id` (nullptr for none): a screen makes its own Hard robot to suggest moves.
  const RobotStyle<S>* style(const std::string& id) const { return find_style(styles_, id); }

  void close() override {
    if (closed_) return;
    closed_ = true;
    driver_.cancel();
    intent_.reset();
    touch();
  }
  bool closed() const override { return closed_; }
  // Closed for watching a finished game again: no seat is played from any screen, whoever sat there.
  // `where` says where the watching stands ("move 10 of 334"): the screen's prompt leads with it.
  void close_for_watching(std::string where) {
    watched_ = true;
    watching_where_ = std::move(where);
    close();
  }
  const std::string& watching_where() const override { return watching_where_; }

 private:
  std::shared_ptr<const Robot<S>> robot_for(std::size_t seat) const {
    const Seat& who = match_.seats()[seat];
    const RobotStyle<S>* style = who.robot ? find_style(styles_, who.style) : nullptr;
    return style ? std::shared_ptr<const Robot<S>>(style->make()) : nullptr;
  }

  void set_seat(int seat, const Seat& who) {
    match_.set_seat(seat, who);
    robots_[static_cast<std::size_t>(seat)] = robot_for(static_cast<std::size_t>(seat));
    autosave();  // a rejoin after a crash finds the seat under its player's name
    touch();
  }

  void touch() {
    for (TableObserver<S>* view : views_) view->table_changed();
  }

  void play(const Move& move, bool by_robot) {
    const S before = match_.state();
    const Events events = match_.play(move);
    for (TableObserver<S>* view : views_) view->table_played(before, move, events, by_robot);
    if (match_.over() && !match_.recorded()) record_result();
    autosave();
  }

  // A finished game joins the result log once; an abandoned one never does.
  void record_result() {
    fold_play_time();
    GameRecord record;
    record.date = utc_timestamp();
    record.game = id_;
    record.options = match_.setup();
    record.seats = match_.seats();
    record.places = match_.state().places();
    if constexpr (KeepsScore<S>) record.scores = match_.state().scores();
    record.turns = match_.moves_played();
    record.seconds = match_.seconds_played();
    const std::string problem = owner_.saves().append_result(record);
    if (problem.empty()) {
      match_.mark_recorded();
    } else {
      owner_.tell("The records were not updated: " + problem + ".", true);
    }
    // Kept to be watched again (Records); the record above stands even if this fails.
    if (std::string not_kept = owner_.saves().keep_finished(id_, match_.to_json()); !not_kept.empty()) {
      owner_.tell("This game could not be kept to watch again: " + not_kept + ".", true);
    }
  }

  void fold_play_time() {
    const auto now = Clock::now();
    match_.add_play_time(std::chrono::duration_cast<std::chrono::seconds>(now - opened_).count());
    opened_ += std::chrono::duration_cast<std::chrono::seconds>(now - opened_);
  }

  TableOwner& owner_;
  std::string id_;
  std::string title_;
  Match<S> match_;
  const std::vector<RobotStyle<S>>& styles_;
  bool hosted_;
  std::vector<bool> present_;  // joined seats whose player is connected
  bool saved_;                 // this match has been saved well once: a failed save leaves that one
  std::vector<std::shared_ptr<const Robot<S>>> robots_;
  RobotDriver<S> driver_;
  std::vector<TableObserver<S>*> views_;
  std::optional<Move> intent_;  // the move a robot has chosen, shown until it is played
  Clock::time_point turn_started_;
  Clock::time_point opened_;  // play time since then is not yet in the match
  bool step_now_ = false;
  bool closed_ = false;
  bool watched_ = false;
  std::string watching_where_;
};

}  // namespace tabletop
