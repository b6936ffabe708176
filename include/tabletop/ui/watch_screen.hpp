#pragma once
// Watching a finished game again, move by move: the game's own screen drawn as it was after any move
// of the game's history, which is replayed from its start to that move. Nothing is played or saved.
// The table is closed for watching: no seat is played from here, so no key on the board makes a move,
// and a game with hidden cards shows the hand of the player to move (the game is over: nothing is
// left to hide). The game's own view keys (Ludo's numbers) still work.
#include <functional>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "tabletop/core/history.hpp"
#include "tabletop/core/match.hpp"
#include "tabletop/table/table.hpp"
#include "tabletop/ui/game_screen.hpp"
#include "tabletop/ui/review_screen.hpp"

namespace tabletop::ui {

template <GameState S>
class WatchScreen : public Screen {
 public:
  // Makes the game's own screen on a table (closed: it neither plays nor saves).
  using MakeView = std::function<std::unique_ptr<GameScreen<S>>(const std::shared_ptr<Table<S>>& table)>;

  // With `moment`, the game opens at a review's moment, marked there, rather than at its start.
  // `styles`: the game's robots, for their levels beside their marks (a closed table never runs them).
  WatchScreen(Host& host, std::string id, std::string title, MatchHistory<S> history, std::vector<Seat> seats,
              const std::vector<RobotStyle<S>>& styles, MakeView make_view,
              std::optional<ReviewMoment> moment = std::nullopt)
      : host_(host),
        id_(std::move(id)),
        title_(std::move(title)),
        history_(std::move(history)),
        seats_(std::move(seats)),
        styles_(styles),
        make_view_(std::move(make_view)),
        moment_(std::move(moment)) {
    // The positions worth a stop: a seat to move, or the end. A die in the air is not one of them.
    for (int k = 0; k <= history_.size(); ++k) {
      if (k == history_.size() || history_.mover(k) != Mover::chance) stops_.push_back(k);
    }
    int first = 0;  // a game is watched from its start: Right is the first key a person tries
    if (moment_) {
      while (first + 1 < static_cast<int>(stops_.size()) &&
             stops_[static_cast<std::size_t>(first)] < moment_->history_at)
        ++first;
    }
    moment_stop_ = moment_ ? first : -1;
    show(first);
  }

  std::string title() const override { return "Watching: " + title_; }
  Size min_size() const override { return view_ ? view_->min_size() : Size{40, 10}; }

  void draw(Painter& p) override { view_->draw(p); }  // its prompt says where the watching stands

  Outcome handle(const Input& input) override {
    dirty = true;
    const int last = static_cast<int>(stops_.size()) - 1;
    switch (input.command) {
      case Command::left: show(stop_ - 1); return Outcome::stay();
      case Command::right: show(stop_ + 1); return Outcome::stay();
      case Command::home: show(0); return Outcome::stay();
      case Command::end: show(last); return Outcome::stay();
      case Command::back: return Outcome::pop();
      default:
        // The log scrolls as in a game (PgUp, PgDn); a step shows the newest lines again.
        if (input.command == Command::page_up || input.command == Command::page_down ||
            view_->only_changes_the_view(input.command))
          view_->handle(input);
        return Outcome::stay();
    }
  }

  std::vector<Command> commands() const override {
    std::vector<Command> list{Command::left,    Command::right,     Command::home, Command::end,
                              Command::page_up, Command::page_down, Command::back};
    return with_view_keys(list);
  }
  // The footer names only the ways that lead somewhere from here: no way back at the start, none on at the end.
  std::vector<Command> footer() const override {
    const int last = static_cast<int>(stops_.size()) - 1;
    std::vector<Command> list;
    for (Command c : {Command::left, Command::right, Command::home, Command::end, Command::back}) {
      const bool back = c == Command::left || c == Command::home;
      const bool on = c == Command::right || c == Command::end;
      if (!(back && stop_ == 0) && !(on && stop_ == last)) list.push_back(c);
    }
    return with_view_keys(list);
  }
  const KeyMap& own_keys() const override { return view_->own_keys(); }
  std::string what_here(Command c) const override {
    switch (c) {
      case Command::left: return "one move back";
      case Command::right: return "one move on";
      case Command::home: return "the game's start";
      case Command::end: return "the game's end";
      case Command::back: return "stop watching";
      default: return view_->what_here(c);
    }
  }
  std::string brief_here(Command c) const override {
    switch (c) {
      case Command::left: return "back";
      case Command::right: return "on";
      case Command::home: return "start";
      case Command::end: return "end";
      case Command::back: return "stop";
      default: return view_->brief_here(c);
    }
  }

 private:
  int at() const { return stops_[static_cast<std::size_t>(stop_)]; }  // moves played at this point

  // The game's own keys that only change how its board is shown work at every move, the end too.
  std::vector<Command> with_view_keys(std::vector<Command> list) const {
    for (const Binding& own : view_->own_keys()) {
      if (view_->only_changes_the_view(own.command)) list.push_back(own.command);
    }
    return list;
  }

  void show(int stop) {
    stop_ = std::clamp(stop, 0, static_cast<int>(stops_.size()) - 1);
    table_ = std::make_shared<Table<S>>(host_, id_, title_, Match<S>::replay(history_, seats_, at()), styles_);
    table_->close_for_watching(position_line());  // a closed table neither plays nor saves
    view_ = make_view_(table_);
    if (stop_ == moment_stop_) view_->mark_review(better_move(), moment_->line);
    dirty = true;
  }

  // The moment's better move, where it is one of this position's: a review read from a file may
  // name any move, and a game's marks are drawn for its legal moves only.
  std::optional<typename S::Move> better_move() const {
    if (moment_->move.is_null()) return std::nullopt;
    try {
      const typename S::Move move = S::move_from_json(moment_->move);
      if (table_->match().state().why_illegal(move).empty()) return move;
    } catch (const std::exception&) {}
    return std::nullopt;
  }

  // Counted in the moves of the seats, as a person counts them: chance outcomes are part of a move.
  std::string position_line() const {
    const int last = static_cast<int>(stops_.size()) - 1;
    const std::string where = stop_ == 0 ? "the start"
                              : stop_ == last
                                  ? "move " + std::to_string(stop_) + " of " + std::to_string(last) + ", the end"
                                  : "move " + std::to_string(stop_) + " of " + std::to_string(last);
    return "Watching the game again: " + where + ".";  // the footer names the keys
  }

  Host& host_;
  std::string id_;
  std::string title_;
  MatchHistory<S> history_;
  std::vector<Seat> seats_;
  const std::vector<RobotStyle<S>>& styles_;
  MakeView make_view_;
  std::vector<int> stops_;  // moves played at each position shown
  int stop_ = 0;
  std::shared_ptr<Table<S>> table_;
  std::optional<ReviewMoment> moment_;
  int moment_stop_ = -1;  // the stop the moment opened at, marked whenever it is shown
  std::unique_ptr<GameScreen<S>> view_;
};

}  // namespace tabletop::ui
