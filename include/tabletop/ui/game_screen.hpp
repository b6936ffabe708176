#pragma once
// What every game's screen shares: its place at the table (table/table.hpp: the match, robots moving
// at a readable pace on a worker thread, autosave after every move and the record), the players panel,
// the message log, undo, new game, help, a save on every way out, and the end-of-game dialog. A game
// adds its board and how keys become moves; whose moves the keys make is the table's business.
#include <algorithm>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "tabletop/core/seat.hpp"
#include "tabletop/core/words.hpp"
#include "tabletop/table/table.hpp"
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
  std::function<std::unique_ptr<Screen>()> rules;
  std::function<std::unique_ptr<Screen>()> records;                 // this game's records
  std::function<std::unique_ptr<Screen>(const json& match)> watch;  // a finished match, move by move
};

// A screen's place at a table.
template <GameState S>
struct Seating {
  std::shared_ptr<Table<S>> table;
  Part part;
};

// A game's screen is one observer of its table: it hears of every move and take-back.
template <GameState S>
class GameScreen : public Screen, private TableObserver<S> {
 public:
  using Move = typename S::Move;

  GameScreen(Host& host, GameLinks links, Seating<S> seating)
      : host_(host), links_(std::move(links)), table_(std::move(seating.table)), part_(seating.part) {
    table_->attach(this);
  }
  ~GameScreen() override {
    table_->detach(this);
    if (part_.kind == Part::Kind::here) table_->close();  // the table lives as long as the host's own screen
  }

  static constexpr int kNarrowestSide = 26;  // the players panel and log beside the board
  static constexpr int kUsualSide = 48;      // the side panel's width until the window is wide
  static constexpr int kLogKeeps = 6;        // lines of the log a second row per player leaves it
  static constexpr int kPromptRows =
      3;  // under the board: the prompt, a refusal or a second line of it, the suggestion

  std::string title() const override { return links_.title; }
  Size min_size() const override {
    const Size board = board_size();
    return {board.w + kNarrowestSide + 3, board.h + 4};
  }
  const Match<S>& match() const { return table_->match(); }

  // The board on the left, players and log on the right, the prompt along the bottom. A larger
  // window gets a larger board (the game draws larger cells) centred in its part, and the side panel
  // takes the rest up to a third of the width.
  // The board is laid out above kPromptRows rows whatever the prompt says now, so that it keeps its
  // place when a suggestion or a longer prompt takes a second or third line; a prompt longer still
  // takes the rows the board leaves free under it, and only then makes the board give way.
  void draw(Painter& p) override {
    const Rect r = p.area();
    const std::vector<std::string> lines = prompt_lines(r.w - 2);
    // A window that barely holds the smallest board keeps two rows for the prompt, as it always had.
    const int reserve = std::clamp(r.h - board_size().h, 2, kPromptRows);
    const int rows = std::clamp(static_cast<int>(lines.size()), reserve, std::max(reserve, r.h / 3));
    Parts parts = lay_out(r, reserve);
    if (parts.board.y + parts.board.h > r.y + r.h - rows) parts = lay_out(r, rows);
    parts.side.h = std::min(parts.side.h, r.h - rows);
    if (covered()) {
      draw_cover(p, Rect{r.x, r.y, r.w, r.h - rows});  // nothing of the table beside it: not a number, not a dot
    } else {
      draw_board(p, parts.board);
      draw_side(p, parts.side);
    }
    const Tone tone = match().state().current_seat() >= 0 ? seat_tone(match().state().current_seat()) : Tone::accent;
    for (int i = 0; i < rows && i < static_cast<int>(lines.size()); ++i) {
      const bool suggestion = i >= static_cast<int>(lines.size()) - suggestion_rows_;
      const bool refusal = !suggestion && i >= static_cast<int>(lines.size()) - suggestion_rows_ - refusal_rows_;
      const bool watching = i == 0 && table_->watched_again();  // where the watching stands
      p.text(r.x + 1, r.y + r.h - rows + i, lines[static_cast<std::size_t>(i)],
             suggestion ? Tone::good
             : refusal  ? Tone::warning
             : watching ? Tone::accent
                        : tone);
    }
  }

  Outcome handle(const Input& input) override {
    dirty = true;
    refusal_.clear();  // said about the key before this one
    if (want_ != Want::nothing) return take_pending();
    switch (input.command) {
      case Command::back:
        if (cancel_choice()) {
          forget_suggestion();  // it was set up as the pick just put back: Enter would no longer play it
          return Outcome::stay();
        }
        if (const Question q = leave_question(); q.asked()) {
          return Outcome::push(std::make_unique<ConfirmDialog>(
              q.text, [this] { want_ = Want::menu; }, q.yes, q.no));
        }
        save();
        return Outcome::pop();
      case Command::rules: return links_.rules ? Outcome::push(links_.rules()) : Outcome::stay();
      case Command::page_up:
      case Command::page_down: log_view_.handle(input); return Outcome::stay();
      case Command::home:
      case Command::end:
        if (!log_takes(input.command)) break;
        log_view_.handle(input);
        return Outcome::stay();
      case Command::faster: change_pace(-1); return Outcome::stay();  // listed for the host only
      case Command::slower: change_pace(1); return Outcome::stay();
      case Command::step: table_->step_now(); return Outcome::stay();
      case Command::table:
        if (auto screen = table_->hosted() ? host_.table_screen() : nullptr) return Outcome::push(std::move(screen));
        return Outcome::stay();
      case Command::new_game:  // listed for the host only
        // A finished game has nothing left to lose (it is in the records, to watch again): no question.
        if (match().over()) {
          want_ = Want::new_game;
          return take_pending();
        }
        return Outcome::push(std::make_unique<ConfirmDialog>(
            "Start a new game? This game will be replaced once the new one starts.", [this] { want_ = Want::new_game; },
            "New game", "Keep playing"));
      case Command::suggest: suggest(); return Outcome::stay();
      case Command::undo:
        if (!takes_back()) {
          refuse(why_no_undo());
        } else if (S::kUndoAllowed && match().can_undo()) {
          if (const std::string refused = table_->undo(part_); !refused.empty()) refuse(refused);
        } else {
          refuse(match().nobody_moved() ? "Nothing to take back yet: nobody has moved." : undo_limit());
        }
        return Outcome::stay();
      default: break;
    }
    // A game's own move key (Archaeology's t, to trade) begins a move of the person's choosing: the
    // suggestion, set up for another, no longer stands. Enter may still play it; a view key keeps it.
    if (static_cast<int>(input.command) >= static_cast<int>(game_command(0)) && !only_changes_the_view(input.command) &&
        !suggestion_text_.empty()) {
      forget_suggestion();
    }
    if (!my_turn()) {
      // A move key out of turn is answered with whose turn it is; the cursor still moves.
      if (needs_turn(input.command) && !match().over()) tell_whose_turn();
      handle_board(input, false);
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
    table_->tick(now);
    if (suggestion_.ready()) show_suggestion();
    const std::optional<Move>& intent = table_->intent();
    if (intent.has_value() != intent_shown_) {  // a robot's choice stays on the board until it is played
      show_intent(intent);
      intent_shown_ = intent.has_value();
      dirty = true;
    }
    return std::exchange(played_, false) ? after_move_outcome() : Outcome::stay();
  }

  bool busy() const override {
    return table_->busy() || want_ != Want::nothing || animating(Clock::now()) || suggestion_.thinking();
  }

  // A joined player's way out leaves their seat empty while the game goes on: it asks first.
  Question leave_question() const override {
    if (part_.kind != Part::Kind::seat || match().over()) return {};
    return {"Leave the table? Your seat waits for you, and tabletop join takes you back to it.", "Leave the table",
            "Stay"};
  }

  void save() override { table_->autosave(); }

  std::vector<Command> commands() const override {
    const bool over = match().over();
    const bool watching = part_.kind == Part::Kind::watching;
    std::vector<Command> list;
    const std::vector<Command> board = board_commands();
    // A finished board takes only the keys that look it over, in a game with something to read there;
    // a watcher's keys only move the cursor; a player's move keys out of turn say whose turn it is.
    for (Command c : over && !looked_over_when_finished() ? std::vector<Command>{} : board) {
      if (!(watching || over) || !needs_turn(c)) list.push_back(c);
    }
    const bool robots =
        !over && std::any_of(match().seats().begin(), match().seats().end(), [](const Seat& s) { return s.robot; });
    const bool host_here = part_.kind == Part::Kind::here;
    // Where the rules make every move, the key stays to say so (a game that says why).
    if (my_turn() && !over && (player_chooses() ? table_->style("hard") != nullptr : !why_no_choice().empty()))
      list.push_back(Command::suggest);
    for (Command c : {Command::undo, Command::new_game, Command::page_up, Command::page_down, Command::home,
                      Command::end, Command::faster, Command::slower, Command::step, Command::table, Command::rules,
                      Command::help, Command::back}) {
      // Undo only in a game running where moves can be taken back, and not for a watcher; the pace and
      // the next robot move only while robots play, and like new games, for the host only; the log
      // scrolls only where it has lines out of view, with Home and End where the board leaves them free.
      const bool hosts_only =
          c == Command::new_game || c == Command::faster || c == Command::slower || c == Command::step;
      const bool robots_only = c == Command::faster || c == Command::slower || c == Command::step;
      const bool no_undo = !takes_back() && why_no_undo().empty();
      if ((c == Command::undo && (no_undo || over || watching)) || (robots_only && !robots) ||
          (c == Command::page_up && !log_view_.older) || (c == Command::page_down && log_view_.scroll == 0) ||
          (c == Command::home && (!log_takes(c, board) || !log_view_.older)) ||
          (c == Command::end && (!log_takes(c, board) || log_view_.scroll == 0)) ||
          (c == Command::table && !table_->hosted()) || (hosts_only && !host_here))
        continue;
      list.push_back(c);
    }
    return list;
  }

  // The footer offers moves only on this screen's turn (out of turn, a move key only says whose it is),
  // and undo only while there is a move of this screen's people to take back (else its key says why,
  // as the help does).
  // The log's keys are left to the help and to the log itself: its frame names PgUp while older lines
  // are above, and its last row PgDn while newer ones wait below.
  std::vector<Command> footer() const override {
    std::vector<Command> list = in_turn_only(commands());
    if (!takes_back() || !table_->can_undo(part_)) std::erase(list, Command::undo);
    if (!player_chooses()) std::erase(list, Command::suggest);
    const std::vector<Command> board = board_commands();  // asked once, not once per key listed
    std::erase_if(
        list, [&board](Command c) { return c == Command::page_up || c == Command::page_down || log_takes(c, board); });
    // While the game goes on, the rules before a new game and the robots' pace: in a narrow window the
    // keys last named give way.
    if (const auto rules = std::find(list.begin(), list.end(), Command::rules);
        rules != list.end() && !match().over()) {
      list.erase(rules);
      const auto later = std::find_if(list.begin(), list.end(), [](Command c) {
        return c == Command::new_game || c == Command::faster || c == Command::slower || c == Command::step ||
               c == Command::table || c == Command::back;
      });
      list.insert(later, Command::rules);
    }
    return list;
  }

  // Esc with a half-made move takes it back; the help says so instead of "back". A game without undo
  // says why where the help lists its key.
  std::string what_here(Command c) const override {
    if (c == Command::undo && !takes_back()) return why_no_undo();
    // People sharing the keyboard take back each other's moves: whoever made the last one.
    if (c == Command::undo && my_seats().size() > 1) return "take back the last move made at this keyboard";
    if (c == Command::suggest && !player_chooses()) return why_no_choice();
    if (c == Command::new_game && match().over()) return "new game";  // nothing is left to lose: it asks nothing
    if (log_takes(c)) return c == Command::home ? "the log's oldest line" : "the log's newest line";
    return c == Command::back && !cancel_text().empty() ? cancel_text() : "";
  }
  std::string brief_here(Command c) const override {
    return c == Command::back && !cancel_text().empty() ? "cancel" : "";
  }

 protected:
  // --- what a game adds
  virtual Size board_size() const = 0;  // the smallest board the game can draw
  // The board's size in a room of this size: a game that can draw a larger board picks the largest
  // that fits (and draws it so); the smallest board when none fits.
  virtual Size fit_board(Size /*room*/) { return board_size(); }
  // Of the room fit_board is given, the width that leaves the side panel its usual width: a board
  // grown past square boxes should not narrow the players panel and the log for it.
  static int beside_usual_side(Size room) {
    const int whole = room.w + kNarrowestSide + 3;
    return std::min(room.w, whole - std::max(kUsualSide, whole / 3) - 3);
  }
  virtual void draw_board(Painter& p, Rect r) = 0;
  // Between the people of one keyboard, a cover in place of the board and the side panel (Archaeology's
  // hidden hands): the person to move lifts it once alone at the screen.
  virtual bool covered() const { return false; }
  virtual void draw_cover(Painter& /*p*/, Rect /*r*/) const {}
  // A key or click on the board; `may_move` is false while others play (only the cursor moves).
  virtual std::optional<Move> handle_board(const Input& input, bool may_move) = 0;
  virtual std::vector<Command> board_commands() const = 0;
  // Whether the cursor still walks a finished board, where each square says what is on it.
  virtual bool looked_over_when_finished() const { return false; }
  virtual std::string prompt() const = 0;  // what the person in turn should do now
  virtual std::vector<PlayerLine> player_lines() const = 0;
  virtual std::vector<std::string> side_notes() const { return {}; }  // under the players
  // The notes at their longest this turn: the log below keeps its place while a mark comes and goes.
  virtual std::vector<std::string> side_notes_longest() const { return side_notes(); }
  virtual std::string result_text() const = 0;
  virtual void after_play(const S& /*before*/, const Events& /*events*/) {}
  virtual void after_undo() {}
  virtual bool cancel_choice() { return false; }  // Esc first cancels a half-made move
  // What Esc does while a half-made move waits, in the help's words ("" while none does).
  virtual std::string cancel_text() const { return ""; }
  // Whether `u` can ever take anything back in this game as set up (Ludo by the priority rule: never).
  virtual bool takes_back() const { return S::kUndoAllowed; }
  // Whether a board key makes a move (and so waits for the turn), rather than moving the cursor or
  // changing the view; a game's own view keys (hints, numbers) say so.
  virtual bool needs_turn(Command c) const {
    return c == Command::select || static_cast<int>(c) >= static_cast<int>(game_command(0));
  }
  bool only_changes_the_view(Command c) const override {
    return static_cast<int>(c) >= static_cast<int>(game_command(0)) && !needs_turn(c);
  }
  // Why undo stops where it does, said when nothing is left to take back once somebody has moved.
  virtual std::string undo_limit() const { return "Nothing to take back since the last roll: a roll stays."; }
  // Why a game has no undo at all, said when its key is pressed and in its help ("": the key is not offered).
  virtual std::string why_no_undo() const { return ""; }
  // False where the rules make every move (Ludo by the priority rule): no suggestion is offered there.
  virtual bool player_chooses() const { return true; }
  // Why, said when the suggestion key is pressed there and in its help ("": the key is not offered).
  virtual std::string why_no_choice() const { return ""; }
  // The move a robot has chosen, shown until it is played (std::nullopt: none now).
  virtual void show_intent(const std::optional<Move>& /*move*/) {}
  // What follows a suggested move at once and is certain, for the suggestion's line (Pako: whom the
  // guard's answer catches, the mover's own prisoners too), or "".
  virtual std::string suggestion_aftermath(const Move& /*move*/) const { return ""; }
  bool animating(Clock::time_point) const override { return false; }

  // How long a move stays highlighted: up to 0.9 s, shorter at a faster robot pace, none at "instant".
  Clock::duration highlight_time() const {
    return std::chrono::milliseconds(std::min(900, host_.settings().robot_pace_ms * 13 / 10));
  }

  Host& host() { return host_; }
  const Host& host() const { return host_; }
  // The key a text tells a person to press for the command: the usual one, or the one chosen instead.
  std::string key_of(Command c, int usual) const { return host_.keys().say(c, usual, own_keys()); }
  std::string keys_of(Command c) const { return host_.keys().say_all(c, own_keys()); }  // "Enter or Space"
  // Two arrow commands for a text: `in_words` while the arrows do them, else the keys chosen ("k/j").
  std::string arrows_of(Command first, Command second, const std::string& in_words) const {
    return host_.keys().say_arrows(first, second, in_words, own_keys());
  }
  // Whether the seat in turn is played from this screen: what a game asks before it offers a move.
  bool my_turn() const { return table_->speaks_for(part_, match().state().current_seat()); }
  // Moves are still to be made at this table: not over, and not a finished game watched again.
  bool still_playing() const { return !match().over() && !table_->closed(); }
  // The seats this screen plays for, in seat order (several people may share one keyboard).
  std::vector<int> my_seats() const {
    std::vector<int> seats;
    for (int seat = 0; seat < static_cast<int>(match().seats().size()); ++seat) {
      if (table_->speaks_for(part_, seat)) seats.push_back(seat);
    }
    return seats;
  }
  // Only robots play, and this screen is not a watcher's: whoever looks on may see what they hold.
  bool only_robots_watched() const { return part_.kind != Part::Kind::watching && !table_->person_anywhere(); }
  const std::string& seat_name(int seat) const { return match().seats()[static_cast<std::size_t>(seat)].name; }
  // The letter a seat is known by on the board: A, B, ... in seat order unless the game says otherwise.
  char seat_label(int seat) const { return table_->seat_label(seat); }
  // The seat's name with its letter, unless the name already ends in it ("Player A").
  std::string who(int seat) const {
    const std::string& name = seat_name(seat);
    const char letter = seat_label(seat);
    return name.size() >= 2 && name.back() == letter && name[name.size() - 2] == ' ' ? name
                                                                                     : name + " (" + letter + ")";
  }

  // The move Hard would make for the person to move, from that person's view only (their seat's
  // observation, as a robot of theirs would see it), thought out on a worker thread. A game's dialog
  // may ask for it too; it shows through show_intent once ready.
  void suggest() {
    const int seat = match().state().current_seat();
    if (!my_turn() || match().over()) {
      refuse("A suggestion is for your own turn.");
      return;
    }
    if (!player_chooses()) {
      refuse(why_no_choice());
      return;
    }
    const RobotStyle<S>* hard = table_->style("hard");
    if (hard == nullptr) return;
    asked_ = match().state();
    const auto legal = match().state().legal_moves();
    if (legal.size() == 1) {  // nothing to think about: say so rather than dress it up as advice
      show_intent(legal[0]);
      suggestion_shown_ = true;
      suggestion_text_ = "Nothing to choose here, one move only: " + match().state().describe(legal[0]) +
                         suggestion_aftermath(legal[0]) + ".";
      dirty = true;
      return;
    }
    if (!suggester_) suggester_ = hard->make();
    first_suggested_.reset();
    // Its own generator, the same for every request: the same position gets the same suggestion.
    suggestion_.start(suggester_, observe(match().state(), seat), Rng(kSuggestionSeed));
    host_.tell("Thinking of a move for you...");
  }

  // A key or move refused, and why: said under the prompt, where the eye already is, in the warning
  // tone, until the next key or move (the title line's far end is missed).
  void refuse(const std::string& why) {
    refusal_ = why;
    dirty = true;
  }

  // Home and End scroll the log to its oldest and newest lines, unless the board moves its cursor with them.
  bool log_takes(Command c) const {
    return (c == Command::home || c == Command::end) && log_takes(c, board_commands());
  }
  // The same, given the board's keys already asked for.
  static bool log_takes(Command c, const std::vector<Command>& board) {
    if (c != Command::home && c != Command::end) return false;
    return std::find(board.begin(), board.end(), c) == board.end();
  }

  std::vector<Command> in_turn_only(std::vector<Command> list) const {
    if (!my_turn()) {
      list.erase(std::remove_if(list.begin(), list.end(), [this](Command c) { return needs_turn(c); }), list.end());
    }
    return list;
  }

  void draw_side(Painter& p, Rect r) {
    auto lines = player_lines();
    for (auto& line : lines) {
      line.away = away(line.seat);
      line.open = line.away && table_->open(line.seat);
      // The level chosen in the setup stays in sight: a person who picked Hard can see they did. A game
      // whose rules move the robot whatever its level (Ludo by the priority rule) says so instead.
      const RobotStyle<S>* style = table_->style(match().seats()[static_cast<std::size_t>(line.seat)].style);
      if (line.robot && style != nullptr && line.level.empty()) line.level = style->title;
    }
    // The panel may take a second row per player, instead of details cut short, while the log keeps
    // kLogKeeps lines under the side notes.
    int notes_rows = 0;
    for (const auto& note : side_notes_longest()) notes_rows += static_cast<int>(wrap_legend(note, r.w - 2).size());
    const int rows = players_rows(p, r.w - 2, lines, r.h - 2 - notes_rows - (kLogKeeps + 2));
    p.frame(Rect{r.x, r.y, r.w, rows + 2}, "Players");
    draw_players(p, Rect{r.x + 1, r.y + 1, r.w - 2, rows}, lines);
    int y = r.y + rows + 2;
    // While a joined seat waits for its player, the way in stays on the screen.
    const bool waiting = std::any_of(lines.begin(), lines.end(), [](const PlayerLine& l) { return l.away; });
    if (const std::string invitation = host_.invitation(); waiting && !invitation.empty()) {
      // The command keeps to a line of its own when the two do not fit together, to be read whole.
      const std::string together = "To join: " + invitation;
      auto way_in = text_width(together) <= r.w - 2 ? std::vector<std::string>{together} : wrap(invitation, r.w - 2);
      if (way_in.front() != together) way_in.insert(way_in.begin(), "To join:");
      for (const auto& line : way_in) {
        if (y < r.y + r.h) p.text(r.x + 1, y++, line, Tone::accent);
      }
    }
    const int notes_end = y + notes_rows;
    for (const auto& note : side_notes()) {
      for (const auto& line : wrap_legend(note, r.w - 2)) {
        if (y < r.y + r.h) p.text(r.x + 1, y++, line, Tone::normal);
      }
    }
    y = std::min(std::max(y, notes_end), r.y + r.h);
    const Rect log_r{r.x, y, r.w, r.y + r.h - y};
    if (log_r.h >= 3) {
      log_view_.name_keys(key_of(Command::page_up, key::page_up), key_of(Command::page_down, key::page_down));
      log_view_.draw_framed(p, log_r, match().log());
    }
  }

  // The prompt's lines at this width, then a refusal's (refusal_rows_ of them), then the suggestion's,
  // if one is shown (suggestion_rows_ of them).
  std::vector<std::string> prompt_lines(int width) {
    std::string text;
    const int seat = match().state().current_seat();
    if (table_->watched_again()) {  // the steps are the watching screen's keys: no key is named here
      text = match().over()        ? result_text()
             : seat == kChanceSeat ? "The dice or the cards decide next."
                                   : who(seat) + " is to move.";
    } else if (match().over()) {
      // Only the host starts the next game; a joined player or a watcher leaves the table.
      const std::string leave = key_of(Command::back, 'q');
      text = result_text() + (part_.kind == Part::Kind::here
                                  ? "  " + key_of(Command::new_game, 'n') + ": new game, " + leave + ": menu"
                                  : "  " + leave + ": leave the table");
    } else if (match().robot_to_move()) {
      text = who(seat) + " is playing." +
             (part_.kind == Part::Kind::here ? "   " + host_.keys().say_pace(own_keys()) + " change the pace, " +
                                                   key_of(Command::step, '.') + " plays the next move now."
                                             : "");
    } else if (!my_turn()) {
      const std::string invitation = host_.invitation();
      text = away(seat) ? "Waiting for " + who(seat) + " to join the table" +
                              (invitation.empty() ? "." : ": " + invitation + name_to_join(seat))
                        : who(seat) + " is playing.";
    } else {
      text = prompt();
    }
    std::vector<std::string> lines = wrap(text, width);
    if (table_->watched_again()) lines.insert(lines.begin(), fit(table_->watching_where(), width));
    const std::vector<std::string> refusal = refusal_.empty() ? std::vector<std::string>{} : wrap(refusal_, width);
    refusal_rows_ = static_cast<int>(refusal.size());
    lines.insert(lines.end(), refusal.begin(), refusal.end());
    const std::vector<std::string> suggestion =
        suggestion_text_.empty() ? std::vector<std::string>{} : wrap(suggestion_text_, width);
    suggestion_rows_ = static_cast<int>(suggestion.size());
    lines.insert(lines.end(), suggestion.begin(), suggestion.end());
    return lines;
  }

 private:
  enum class Want { nothing, new_game, play_again, records, menu, watch };

  struct Parts {
    Rect board;
    Rect side;
  };
  // The board first: the largest the game can draw beside the narrowest side panel. The panel then
  // takes the rest up to its usual width (a third of a wide window), and the board is centred in
  // what the panel leaves.
  Parts lay_out(Rect r, int prompt_rows) {
    const int usual = std::max(kUsualSide, r.w / 3);
    const int height = r.h - prompt_rows;  // above the prompt
    Size board = fit_board(Size{r.w - kNarrowestSide - 3, height});
    const int side_w = std::clamp(r.w - board.w - 3, kNarrowestSide, usual);
    const int room_w = r.w - side_w - 2;  // the board's part: a column free each side of it
    board.h = std::min(board.h, height);
    const Rect board_r{r.x + 1 + std::max(0, (room_w - board.w) / 2), r.y + std::max(0, (height - board.h) / 2),
                       board.w, board.h};
    return {board_r, Rect{r.x + r.w - side_w, r.y, side_w, height}};
  }

  // What the waiting seat's player adds to `tabletop join` to take it: their name, unless the seat is
  // still open to whoever comes first under its default name.
  std::string name_to_join(int seat) const {
    const std::string& name = seat_name(seat);
    if (table_->open(seat) && name == default_seat_name(seat, false)) return "";
    return " --name " + shell_word(name);
  }

  // A joined seat whose player is not at the table (only a hosted table has any).
  bool away(int seat) const {
    const Seat& who = match().seats()[static_cast<std::size_t>(seat)];
    return table_->hosted() && who.joined && !who.robot && !table_->present(seat);
  }

  void tell_whose_turn() {
    const int seat = match().state().current_seat();
    if (seat < 0) return;
    refuse("It is " + who(seat) + "'s turn: wait for yours.");
  }

  void play(const Move& move) {
    if (const std::string refused = table_->request(part_, move); !refused.empty()) refuse(refused);
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
    if (!suggestion_.thinking()) host_.tell("");  // no longer thinking
    suggestion_text_ = "Suggestion (Hard): " + said + ". Nothing is played until you choose.";
    dirty = true;
  }

  void forget_suggestion() {
    suggestion_.cancel();
    asked_.reset();
    first_suggested_.reset();
    suggestion_text_.clear();
    if (std::exchange(suggestion_shown_, false)) show_intent(std::nullopt);
  }

  // --- TableObserver: the table played a move, whoever made it
  void table_played(const S& before, const Events& events, bool by_robot) override {
    forget_suggestion();
    refusal_.clear();  // a move was played: what was refused before it no longer stands
    if (std::exchange(intent_shown_, false)) show_intent(std::nullopt);
    after_play(before, events);
    if (by_robot) host_.drop_typeahead();  // keys pressed while it played were not answers to what comes next
    // At a hosted table, a person whose turn comes after others moved is told once (the prompt names them).
    if (table_->hosted() && !match().over() && my_turn() && !table_->speaks_for(part_, before.current_seat())) {
      host_.turn_came();
    }
    played_ = true;
    dirty = true;
  }

  void table_undone() override {
    forget_suggestion();
    if (std::exchange(intent_shown_, false)) show_intent(std::nullopt);
    after_undo();
    dirty = true;
  }

  void table_changed() override { dirty = true; }

  Outcome after_move_outcome() {
    played_ = false;
    if (match().over() && !finished_shown_) {
      finished_shown_ = true;
      host_.drop_typeahead();
      const bool host_here = part_.kind == Part::Kind::here;
      return Outcome::push(std::make_unique<ChoiceDialog>(
          "Game over", result_text(),
          std::vector<ListMenu::Item>{{"Look at the board", "the result stays below it", true},
                                      {"Play again", host_here ? "same setup" : "the host decides", host_here},
                                      {"New game", host_here ? "change the setup" : "the host decides", host_here},
                                      {"Records", "games won and lost", static_cast<bool>(links_.records)},
                                      {host_here ? "Back to the menu" : "Leave the table", "", true},
                                      {"Watch it again", "move by move", static_cast<bool>(links_.watch)}},
          [this](int choice) {
            want_ = choice == 1   ? Want::play_again
                    : choice == 2 ? Want::new_game
                    : choice == 3 ? Want::records
                    : choice == 4 ? Want::menu
                    : choice == 5 ? Want::watch
                                  : Want::nothing;
          }));
    }
    return Outcome::stay();
  }

  Outcome take_pending() {
    const Want want = std::exchange(want_, Want::nothing);
    switch (want) {
      // The next game's table takes over the save: this one says its last word now.
      case Want::new_game:
        save();
        table_->close();
        return Outcome::replace(links_.new_setup());
      case Want::play_again:
        save();
        table_->close();
        return Outcome::replace(links_.play_again());
      case Want::records: return links_.records ? Outcome::push(links_.records()) : Outcome::stay();
      case Want::watch: try { return links_.watch ? Outcome::push(links_.watch(match().to_json())) : Outcome::stay();
        } catch (const std::exception& e) {
          host_.tell(std::string("This game cannot be watched again: ") + e.what(), true);
          return Outcome::stay();
        }
      case Want::menu: save(); return Outcome::pop();
      case Want::nothing: break;
    }
    return Outcome::stay();
  }

  // One step through the paces the Settings screen offers; at either end the pace stays and says so.
  void change_pace(int steps) {
    Settings& s = host_.settings();
    const RobotPace& pace = pace_after(s.robot_pace_ms, steps);
    const bool at_end = pace.ms == s.robot_pace_ms;
    s.robot_pace_ms = pace.ms;
    host_.settings_changed();
    const std::string end = steps < 0 ? ", the fastest" : ", the slowest";
    host_.tell("Robot pace: " + std::string(pace.name) + (at_end ? end : "") + ".");
  }

  Host& host_;
  GameLinks links_;
  std::shared_ptr<Table<S>> table_;
  Part part_;
  LogView log_view_;
  bool was_animating_ = false;
  bool finished_shown_ = false;
  bool intent_shown_ = false;  // the robot's chosen move is on the board
  bool played_ = false;        // a move was played since this screen last looked
  Want want_ = Want::nothing;
  static constexpr std::uint64_t kSuggestionSeed = 33;
  std::shared_ptr<const Robot<S>> suggester_;  // a Hard robot of this screen's own, made when first asked
  RobotDriver<S> suggestion_;
  std::optional<S> asked_;               // the position the suggestion is for
  std::optional<Move> first_suggested_;  // its first move, while the same turn's next is thought out
  bool suggestion_shown_ = false;        // the suggested move is on the board
  std::string suggestion_text_;          // its line under the prompt, until a move is played or taken back
  int suggestion_rows_ = 0;              // the lines it took when last laid out
  std::string refusal_;                  // why the last key or move was refused, under the prompt
  int refusal_rows_ = 0;                 // the lines it took when last laid out
};

}  // namespace tabletop::ui
