#pragma once
// What every game's screen shares: the match, robots moving at a readable pace on a worker thread,
// the players panel, the message log, undo, new game, help, autosave after every move and on every
// way out, and the end-of-game dialog. A game adds its board and how keys become moves.
#include <algorithm>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "tabletop/core/match.hpp"
#include "tabletop/core/records.hpp"
#include "tabletop/core/robot.hpp"
#include "tabletop/core/save_session.hpp"
#include "tabletop/core/settings.hpp"
#include "tabletop/ui/dialogs.hpp"
#include "tabletop/ui/robot_driver.hpp"
#include "tabletop/ui/widgets.hpp"

namespace tabletop::ui {

// How a game screen reaches the rest of its game's entry: the setup form, a rematch, the rules.
struct GameLinks {
  std::string id;
  std::string title;
  std::function<std::unique_ptr<Screen>()> new_setup;   // the setup form for a new game
  std::function<std::unique_ptr<Screen>()> play_again;  // a new game with the same setup
  std::function<std::unique_ptr<Screen>()> rules;
  std::function<std::unique_ptr<Screen>()> records;  // this game's records
  json options = json::object();                     // the setup, kept with the game's record
};

template <GameState S>
class GameScreen : public Screen {
 public:
  using Move = typename S::Move;

  GameScreen(Host& host, GameLinks links, Match<S> match, const std::vector<RobotStyle<S>>& styles)
      : host_(host), links_(std::move(links)), match_(std::move(match)) {
    for (const auto& seat : match_.seats()) {
      const RobotStyle<S>* style = seat.robot ? find_style(styles, seat.style) : nullptr;
      robots_.push_back(style ? std::shared_ptr<const Robot<S>>(style->make()) : nullptr);
    }
    match_.check_moves(host.move_checks());
    turn_started_ = Clock::now();
    opened_ = turn_started_;
  }
  ~GameScreen() override { driver_.cancel(); }

  static constexpr int kNarrowestSide = 26;  // the players panel and log beside the board
  static constexpr int kUsualSide = 48;      // the side panel's width until the window is wide

  std::string title() const override { return links_.title; }
  Size min_size() const override {
    const Size board = board_size();
    return {board.w + kNarrowestSide + 3, board.h + 4};
  }
  const Match<S>& match() const { return match_; }

  // The board on the left, players and log on the right, the prompt along the bottom. A large window
  // gets a larger board where the game can draw one, and a wider side panel with a wider log.
  void draw(Painter& p) override {
    const Rect r = p.area();
    // The side panel keeps its usual width while the board fits beside it; a board that does not
    // fit even at its smallest narrows the panel instead.
    Size board = fit_board(Size{r.w - kUsualSide - 3, r.h - 2});
    if (board.w > r.w - kUsualSide - 3) board = fit_board(Size{r.w - kNarrowestSide - 3, r.h - 2});
    const int side_w = std::clamp(r.w - board.w - 3, kNarrowestSide, std::max(kUsualSide, r.w / 2));
    draw_board(p, Rect{r.x + 1, r.y, board.w, std::min(board.h, r.h - 2)});
    draw_side(p, Rect{r.x + r.w - side_w, r.y, side_w, r.h - 2});
    draw_prompt(p, Rect{r.x + 1, r.y + r.h - 2, r.w - 2, 2});
  }

  Outcome handle(const Input& input) override {
    dirty = true;
    if (want_ != Want::nothing) return take_pending();
    switch (input.command) {
      case Command::back:
        if (cancel_choice()) return Outcome::stay();
        save();
        return Outcome::pop();
      case Command::rules: return links_.rules ? Outcome::push(links_.rules()) : Outcome::stay();
      case Command::page_up:
      case Command::page_down: log_view_.handle(input); return Outcome::stay();
      case Command::faster: change_pace(-200); return Outcome::stay();
      case Command::slower: change_pace(200); return Outcome::stay();
      case Command::step: step_now_ = true; return Outcome::stay();
      case Command::new_game:
        return Outcome::push(std::make_unique<ConfirmDialog>(
            match_.over() ? "Start a new game?"
                          : "Start a new game? This game will be replaced once the new one starts.",
            [this] { want_ = Want::new_game; }, "New game", "Keep playing"));
      case Command::undo:
        if (S::kUndoAllowed && match_.can_undo()) {
          driver_.cancel();
          forget_intent();
          match_.undo();
          after_undo();
          autosave();
        } else {
          host_.tell(undo_limit());
        }
        return Outcome::stay();
      default: break;
    }
    if (!match_.person_to_move()) {
      handle_board(input, false);  // the cursor still moves while robots play
      return Outcome::stay();
    }
    if (std::optional<Move> move = handle_board(input, true)) play(*move);
    return after_move_outcome();
  }

  Outcome tick(Clock::time_point now) override {
    if (want_ != Want::nothing) return take_pending();
    const bool moving = animating(now);
    if (moving || was_animating_) dirty = true;  // one more drawing clears the last frame
    was_animating_ = moving;
    if (moving) return Outcome::stay();
    if (finished_shown_ || !match_.robot_to_move()) return Outcome::stay();
    const int seat = match_.state().current_seat();
    if (driver_.idle()) {
      driver_.start(robots_[static_cast<std::size_t>(seat)], match_.state().observe(seat), match_.robot_rng());
      turn_started_ = now;
      dirty = true;
    }
    if (!intent_shown_) {
      if (std::optional<Move> intent = driver_.peek()) {  // shown for the rest of the robot's pace
        show_intent(intent);
        intent_shown_ = true;
        dirty = true;
      }
    }
    const bool paced = step_now_ || now - turn_started_ >= std::chrono::milliseconds(host_.settings().robot_pace_ms);
    if (driver_.ready() && paced) {
      auto [move, rng] = driver_.take();
      forget_intent();
      step_now_ = false;
      match_.robot_rng() = rng;
      play(move);
      turn_started_ = now;
      host_.drop_typeahead();  // keys pressed while it played were not answers to what comes next
      return after_move_outcome();
    }
    return Outcome::stay();
  }

  bool busy() const override { return match_.robot_to_move() || want_ != Want::nothing || animating(Clock::now()); }

  void save() override { autosave(); }

  std::vector<Command> commands() const override {
    std::vector<Command> list = board_commands();
    // While a robot plays, or once the game is over, the board's keys only move the cursor.
    if (!match_.person_to_move()) list.erase(std::remove(list.begin(), list.end(), Command::select), list.end());
    const bool robots =
        std::any_of(match_.seats().begin(), match_.seats().end(), [](const Seat& s) { return s.robot; });
    for (Command c : {Command::undo, Command::new_game, Command::page_up, Command::page_down, Command::faster,
                      Command::slower, Command::step, Command::rules, Command::help, Command::back}) {
      // No undo in a game without it, no next robot move to hurry where nobody is a robot, and the
      // log scrolls only where it has lines out of view.
      if ((c == Command::undo && !S::kUndoAllowed) || (c == Command::step && !robots) ||
          (c == Command::page_up && !log_view_.older) || (c == Command::page_down && log_view_.scroll == 0))
        continue;
      list.push_back(c);
    }
    return list;
  }

 protected:
  // --- what a game adds
  virtual Size board_size() const = 0;  // the smallest board the game can draw
  // The board's size in a room of this size: a game that can draw a larger board picks the largest
  // that fits (and draws it so); the smallest board when none fits.
  virtual Size fit_board(Size /*room*/) { return board_size(); }
  virtual void draw_board(Painter& p, Rect r) = 0;
  // A key or click on the board; `may_move` is false while robots play (only the cursor moves).
  virtual std::optional<Move> handle_board(const Input& input, bool may_move) = 0;
  virtual std::vector<Command> board_commands() const = 0;
  virtual std::string prompt() const = 0;  // what the person in turn should do now
  virtual std::vector<PlayerLine> player_lines() const = 0;
  virtual std::vector<std::string> side_notes() const { return {}; }  // under the players
  virtual std::string result_text() const = 0;
  virtual void after_play(const S& /*before*/, const Events& /*events*/) {}
  virtual void after_undo() {}
  virtual bool cancel_choice() { return false; }  // Esc first cancels a half-made move
  // Why undo stops where it does, said when nothing is left to take back.
  virtual std::string undo_limit() const { return "Nothing to take back since the last roll: a roll stays."; }
  // The move a robot has chosen, shown until it is played (std::nullopt: none now).
  virtual void show_intent(const std::optional<Move>& /*move*/) {}
  virtual bool animating(Clock::time_point) const { return false; }

  // How long a move stays highlighted: up to 0.9 s, shorter at a faster robot pace, none at "instant".
  Clock::duration highlight_time() const {
    return std::chrono::milliseconds(std::min(900, host_.settings().robot_pace_ms * 13 / 10));
  }

  Host& host() { return host_; }
  const Host& host() const { return host_; }
  bool robot_thinking() const { return match_.robot_to_move(); }
  const std::string& seat_name(int seat) const { return match_.seats()[static_cast<std::size_t>(seat)].name; }
  // The letter a seat is known by on the board: A, B, ... in seat order unless the game says otherwise.
  virtual char seat_label(int seat) const { return seat_letter(seat); }
  // The seat's name with its letter, unless the name already ends in it ("Player A").
  std::string who(int seat) const {
    const std::string& name = seat_name(seat);
    const char letter = seat_label(seat);
    return name.size() >= 2 && name.back() == letter && name[name.size() - 2] == ' ' ? name
                                                                                     : name + " (" + letter + ")";
  }

  void draw_side(Painter& p, Rect r) {
    const auto lines = player_lines();
    p.frame(Rect{r.x, r.y, r.w, static_cast<int>(lines.size()) + 2}, "Players");
    draw_players(p, Rect{r.x + 1, r.y + 1, r.w - 2, static_cast<int>(lines.size())}, lines);
    int y = r.y + static_cast<int>(lines.size()) + 2;
    for (const auto& note : side_notes()) {
      for (const auto& line : wrap(note, r.w - 2)) {
        if (y < r.y + r.h) p.text(r.x + 1, y++, line, Tone::normal);
      }
    }
    const Rect log_r{r.x, y, r.w, r.y + r.h - y};
    if (log_r.h >= 3) {
      p.frame(log_r, "Log");
      log_view_.draw(p, log_r.inset(1), match_.log());
    }
  }

  void draw_prompt(Painter& p, Rect r) {
    std::string text;
    if (match_.over()) {
      text = result_text() + "  n: new game, q: menu";
    } else if (match_.robot_to_move()) {
      const int seat = match_.state().current_seat();
      text = who(seat) + " is playing.   + and - change the pace, . plays the next move now.";
    } else {
      text = prompt();
    }
    const int seat = match_.state().current_seat();
    for (const auto& line : wrap(text, r.w)) {
      p.text(r.x, r.y, line, seat >= 0 ? seat_tone(seat) : Tone::accent);
      if (++r.y, --r.h <= 0) break;
    }
  }

 private:
  enum class Want { nothing, new_game, play_again, records, menu };

  void play(const Move& move) {
    const S before = match_.state();
    const Events events = match_.play(move);
    after_play(before, events);
    if (match_.over() && !match_.recorded()) record_result();
    autosave();
    dirty = true;
  }

  // A finished game joins the history once; an abandoned one never does.
  void record_result() {
    fold_play_time();
    GameRecord record;
    record.date = utc_timestamp();
    record.game = links_.id;
    record.options = links_.options;
    record.seats = match_.seats();
    record.places = match_.state().places();
    if constexpr (KeepsScore<S>) record.scores = match_.state().scores();
    record.turns = match_.moves_played();
    record.seconds = match_.seconds_played();
    const std::string problem = append_record(host_.saves().dir(), record);
    if (problem.empty()) {
      match_.mark_recorded();
    } else {
      host_.tell("The records were not updated: " + problem + ".", true);
    }
  }

  void forget_intent() {
    if (std::exchange(intent_shown_, false)) show_intent(std::nullopt);
  }

  void fold_play_time() {
    const auto now = Clock::now();
    match_.add_play_time(std::chrono::duration_cast<std::chrono::seconds>(now - opened_).count());
    opened_ += std::chrono::duration_cast<std::chrono::seconds>(now - opened_);
  }

  Outcome after_move_outcome() {
    if (match_.over() && !finished_shown_) {
      finished_shown_ = true;
      host_.drop_typeahead();
      return Outcome::push(std::make_unique<ChoiceDialog>(
          "Game over", result_text(),
          std::vector<ListMenu::Item>{{"Look at the board", "the result stays below it", true},
                                      {"Play again", "same setup", true},
                                      {"New game", "change the setup", true},
                                      {"Records", "games won and lost", static_cast<bool>(links_.records)},
                                      {"Back to the menu", "", true}},
          [this](int choice) {
            want_ = choice == 1   ? Want::play_again
                    : choice == 2 ? Want::new_game
                    : choice == 3 ? Want::records
                    : choice == 4 ? Want::menu
                                  : Want::nothing;
          }));
    }
    return Outcome::stay();
  }

  Outcome take_pending() {
    const Want want = std::exchange(want_, Want::nothing);
    driver_.cancel();
    switch (want) {
      case Want::new_game: save(); return Outcome::replace(links_.new_setup());
      case Want::play_again: return Outcome::replace(links_.play_again());
      case Want::records: return links_.records ? Outcome::push(links_.records()) : Outcome::stay();
      case Want::menu: save(); return Outcome::pop();
      case Want::nothing: break;
    }
    return Outcome::stay();
  }

  void autosave() {
    fold_play_time();
    if (std::string problem = host_.saves().save_game(links_.id, match_.to_json(), match_.over()); !problem.empty()) {
      host_.tell("Saving failed: " + problem + ". Play goes on.", true);
    }
  }

  void change_pace(int delta_ms) {
    Settings& s = host_.settings();
    s.robot_pace_ms = std::clamp(s.robot_pace_ms + delta_ms, 0, 3000);
    host_.settings_changed();
    host_.tell("Robot pace: " + std::to_string(s.robot_pace_ms) + " ms per move.");
  }

  Host& host_;
  GameLinks links_;
  Match<S> match_;
  std::vector<std::shared_ptr<const Robot<S>>> robots_;
  RobotDriver<S> driver_;
  LogView log_view_;
  Clock::time_point turn_started_;
  Clock::time_point opened_;  // play time since then is not yet in the match
  bool step_now_ = false;
  bool was_animating_ = false;
  bool finished_shown_ = false;
  bool intent_shown_ = false;  // the robot's chosen move is on the board
  Want want_ = Want::nothing;
};

}  // namespace tabletop::ui
