#pragma once
// The game on the table: one Match with its robots, its autosave and its record, shared by every
// screen that shows it. A game played at one keyboard has one screen on its table; a hosted game
// (`tabletop host`) has the host's own, one per joined player and one per watcher. Only the table
// changes the match, and only for the seat in turn, asked by a screen that speaks for that seat: the
// games draw and read keys, and never learn whether a seat is here, a robot or at another terminal.
#include <algorithm>
#include <chrono>
#include <functional>
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
#include "tabletop/ui/robot_driver.hpp"
#include "tabletop/ui/screen.hpp"

namespace tabletop::ui {

// How a game screen reaches the rest of its game's entry: the setup form, a rematch, the rules.
struct GameLinks {
  std::string id;
  std::string title;
  std::function<std::unique_ptr<Screen>()> new_setup;   // the setup form for a new game
  std::function<std::unique_ptr<Screen>()> play_again;  // a new game with the same setup
  std::function<std::unique_ptr<Screen>()> rules;
  std::function<std::unique_ptr<Screen>()> records;  // this game's records
};

// The seats a screen speaks for: the people at this keyboard, one joined seat, or none (a watcher).
struct Part {
  enum class Kind { here, seat, watching };
  Kind kind = Kind::here;
  int seat = -1;
  static Part here() { return {}; }
  static Part of_seat(int seat) { return {Kind::seat, seat}; }
  static Part watching() { return {Kind::watching, -1}; }
};

// The table as the hosting code sees it, whatever the game.
class SharedTable {
 public:
  virtual ~SharedTable() = default;
  virtual const std::string& id() const = 0;
  virtual const std::string& title() const = 0;
  virtual const std::vector<Seat>& seats() const = 0;
  virtual int to_move() const = 0;  // a seat, or kNobody once the game is over
  // Joined seats are played from other terminals only when the table is hosted.
  virtual bool hosted() const = 0;
  virtual bool present(int seat) const = 0;  // a joined seat's player is at the table
  // A joined player sits down at their seat, under their name: a robot standing in gives it back.
  virtual void sit(int seat, const std::string& name) = 0;
  virtual void stand(int seat) = 0;              // their terminal went: the seat waits for them
  virtual void hand_to_robot(int seat) = 0;      // a robot of the game's Normal style plays it meanwhile
  virtual void tick(Clock::time_point now) = 0;  // robots move at their pace
  virtual bool busy() const = 0;                 // a robot is to move
  // Another screen on this table (a joined seat's or a watcher's), drawn for `host`.
  virtual std::unique_ptr<Screen> view(Host& host, Part part) = 0;
  virtual void close() = 0;  // the host's own screen left it: no move and no save after this
  virtual bool closed() const = 0;
};

template <GameState S>
class Table;
template <GameState S>
class GameScreen;

// A screen's place at a table.
template <GameState S>
struct Seating {
  std::shared_ptr<Table<S>> table;
  Part part;
};

template <GameState S>
class Table final : public SharedTable, public std::enable_shared_from_this<Table<S>> {
 public:
  using Move = typename S::Move;
  // Builds the game's own screen for another terminal (the registry's GameKit supplies it).
  using MakeView = std::function<std::unique_ptr<Screen>(Host& host, Seating<S> seating)>;

  // `owner` is the host's application: its saves, settings and status line serve the table.
  Table(Host& owner, GameLinks links, Match<S> match, const std::vector<RobotStyle<S>>& styles, MakeView make_view)
      : owner_(owner),
        links_(std::move(links)),
        match_(std::move(match)),
        styles_(styles),
        make_view_(std::move(make_view)),
        hosted_(owner.hosting()),
        present_(match_.seats().size(), false) {
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
  bool speaks_for(Part part, int seat) const {
    if (seat < 0 || seat >= static_cast<int>(match_.seats().size())) return false;
    const Seat& who = match_.seats()[static_cast<std::size_t>(seat)];
    if (who.robot) return false;
    switch (part.kind) {
      case Part::Kind::here: return !(hosted_ && who.joined);
      case Part::Kind::seat: return part.seat == seat && hosted_;
      case Part::Kind::watching: return false;
    }
    return false;
  }
  bool person_anywhere() const {
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

  // Takes back the last move if it was one of this part's people's: "" or why not.
  std::string undo(Part part) {
    if (!S::kUndoAllowed) return "This game has no undo.";
    if (closed_ || !match_.can_undo()) return "";
    if (!speaks_for(part, match_.undo_mover())) return "Only your own moves can be taken back.";
    driver_.cancel();
    intent_.reset();
    match_.undo();
    for (GameScreen<S>* view : views_) view->table_undone();
    autosave();
    return "";
  }

  void step_now() { step_now_ = true; }

  void autosave() {
    if (closed_) return;  // a newer table has the save now
    fold_play_time();
    if (std::string problem = owner_.saves().save_game(links_.id, match_.to_json(), match_.over()); !problem.empty()) {
      owner_.tell("Saving failed: " + problem + ". Play goes on.", true);
    }
  }

  void attach(GameScreen<S>* view) { views_.push_back(view); }
  void detach(GameScreen<S>* view) { std::erase(views_, view); }

  // --- SharedTable
  const std::string& id() const override { return links_.id; }
  const std::string& title() const override { return links_.title; }
  const std::vector<Seat>& seats() const override { return match_.seats(); }
  int to_move() const override { return match_.over() ? kNobody : match_.state().current_seat(); }
  bool hosted() const override { return hosted_; }
  bool present(int seat) const override {
    return seat >= 0 && seat < static_cast<int>(present_.size()) && present_[static_cast<std::size_t>(seat)];
  }

  void sit(int seat, const std::string& name) override {
    if (seat < 0 || seat >= static_cast<int>(present_.size())) return;
    Seat who = match_.seats()[static_cast<std::size_t>(seat)];
    if (who.robot) driver_.cancel();  // the stand-in may have been thinking for this seat
    if (who.robot) intent_.reset();
    who.robot = false;
    who.style.clear();
    who.name = name;
    who.joined = true;
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
    for (GameScreen<S>* view : views_) {
      if (view->animating(now)) return;
    }
    const int seat = match_.state().current_seat();
    if (driver_.idle()) {
      driver_.start(robots_[static_cast<std::size_t>(seat)], observe(match_.state(), seat), match_.robot_rng());
      turn_started_ = now;
      touch();
    }
    if (!intent_) {
      intent_ = driver_.peek();  // shown on the screens for the robot's pace
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

  std::unique_ptr<Screen> view(Host& host, Part part) override {
    return make_view_(host, Seating<S>{this->shared_from_this(), part});
  }

  void close() override {
    if (closed_) return;
    closed_ = true;
    driver_.cancel();
    intent_.reset();
    touch();
  }
  bool closed() const override { return closed_; }

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
    for (GameScreen<S>* view : views_) view->dirty = true;
  }

  void play(const Move& move, bool by_robot) {
    const S before = match_.state();
    const Events events = match_.play(move);
    for (GameScreen<S>* view : views_) view->table_played(before, events, by_robot);
    if (match_.over() && !match_.recorded()) record_result();
    autosave();
  }

  // A finished game joins the history once; an abandoned one never does.
  void record_result() {
    fold_play_time();
    GameRecord record;
    record.date = utc_timestamp();
    record.game = links_.id;
    record.options = match_.setup();
    record.seats = match_.seats();
    record.places = match_.state().places();
    if constexpr (KeepsScore<S>) record.scores = match_.state().scores();
    record.turns = match_.moves_played();
    record.seconds = match_.seconds_played();
    const std::string problem = append_record(owner_.saves().dir(), record);
    if (problem.empty()) {
      match_.mark_recorded();
    } else {
      owner_.tell("The records were not updated: " + problem + ".", true);
    }
  }

  void fold_play_time() {
    const auto now = Clock::now();
    match_.add_play_time(std::chrono::duration_cast<std::chrono::seconds>(now - opened_).count());
    opened_ += std::chrono::duration_cast<std::chrono::seconds>(now - opened_);
  }

  Host& owner_;
  GameLinks links_;
  Match<S> match_;
  const std::vector<RobotStyle<S>>& styles_;
  MakeView make_view_;
  bool hosted_;
  std::vector<bool> present_;  // joined seats whose player is connected
  std::vector<std::shared_ptr<const Robot<S>>> robots_;
  RobotDriver<S> driver_;
  std::vector<GameScreen<S>*> views_;
  std::optional<Move> intent_;  // the move a robot has chosen, shown until it is played
  Clock::time_point turn_started_;
  Clock::time_point opened_;  // play time since then is not yet in the match
  bool step_now_ = false;
  bool closed_ = false;
};

}  // namespace tabletop::ui

// The table tells its screens of every move: whoever uses a table has the screens' frame as well.
#include "tabletop/ui/game_screen.hpp"  // IWYU pragma: export
