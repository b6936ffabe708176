#include "tabletop/ui/game_frame.hpp"

#include <algorithm>
#include <chrono>
#include <utility>

#include "tabletop/core/seat.hpp"
#include "tabletop/core/settings.hpp"
#include "tabletop/core/words.hpp"

namespace tabletop::ui {
namespace {

// Home and End scroll the log to its oldest and newest lines, unless the board moves its cursor with them.
bool log_takes_given(Command c, const std::vector<Command>& board) {
  if (c != Command::home && c != Command::end) return false;
  return std::find(board.begin(), board.end(), c) == board.end();
}

}  // namespace

GameFrame::GameFrame(Host& host, GameLinks links, std::shared_ptr<SharedTable> table, Part part, bool hides_hands)
    : host_(host), links_(std::move(links)), table_(std::move(table)), part_(part), hides_hands_(hides_hands) {}

GameFrame::~GameFrame() {
  if (part_.kind == Part::Kind::here) table_->close();  // the table lives as long as the host's own screen
}

Size GameFrame::min_size() const {
  const Size board = board_size();
  return {board.w + kNarrowestSide + 3, board.h + 4};
}

int GameFrame::beside_usual_side(Size room) {
  const int whole = room.w + kNarrowestSide + 3;
  return std::min(room.w, whole - std::max(kUsualSide, whole / 3) - 3);
}

// The board on the left, players and log on the right, the prompt along the bottom. A larger
// window gets a larger board (the game draws larger cells) centred in its part, and the side panel
// takes the rest up to a third of the width.
// The board is laid out above kPromptRows rows whatever the prompt says now, so that it keeps its
// place when a suggestion or a longer prompt takes a second or third line; a prompt longer still
// takes the rows the board leaves free under it, and only then makes the board give way.
void GameFrame::draw(Painter& p) {
  const Rect r = p.area();
  window_ = Size{r.w, r.h};
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
  const int seat = table_->current_seat();
  const Tone tone = seat >= 0 ? seat_tone(seat) : Tone::accent;
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

// The view first, the frame's own keys next, then the board; a game's own question after any of them.
Outcome GameFrame::handle(const Input& input) {
  dirty = true;
  refusal_.clear();  // said about the key before this one
  return or_question_due(answer_key(input));
}

Outcome GameFrame::answer_key(const Input& input) {
  if (want_ != Want::nothing) return take_pending();
  if (std::optional<Outcome> taken = view_key(input)) return std::move(*taken);
  // Enter asks a question left for later again.
  if (input.command == Command::select && asked_ && !answer_ && my_turn() && question_due()) {
    asked_ = false;
    return Outcome::stay();
  }
  switch (input.command) {
    case Command::back:
      if (cancel_choice()) {
        forget_suggestion();  // it was set up as the pick just put back: Enter would no longer play it
        return Outcome::stay();
      }
      if (log_view_.scroll > 0) {  // scrolled back, Esc first brings the log's newest lines again
        log_view_.scroll = 0;
        return Outcome::stay();
      }
      if (const Question q = leave_question(); q.asked()) {
        return Outcome::push(std::make_unique<ConfirmDialog>(
            q.text, [this] { want_ = Want::menu; }, q.yes, q.no));
      }
      save();
      return Outcome::pop();
    case Command::rules: return links_.rules ? Outcome::push(links_.rules(rules_heading())) : Outcome::stay();
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
      if (table_->over()) {
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
      } else if (table_->undo_left()) {
        if (const std::string refused = table_->undo(part_); !refused.empty()) refuse(refused);
      } else {
        refuse(table_->nobody_moved() ? "Nothing to take back yet: nobody has moved." : undo_limit());
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
    if (needs_turn(input.command) && !table_->over()) tell_whose_turn();
    board_key(input, false);
    return Outcome::stay();
  }
  if (covered()) {
    if (input.command == Command::select || input.click) lifted_for_ = table_->current_seat();
    return Outcome::stay();
  }
  board_key(input, true);
  return after_move_outcome();
}

Outcome GameFrame::tick(Clock::time_point now) {
  if (want_ != Want::nothing) return or_question_due(take_pending());
  const bool moving = animating(now);
  if (moving || was_animating_) dirty = true;  // one more drawing clears the last frame
  was_animating_ = moving;
  table_->tick(now);
  tick_moves();
  // The question's answer, while it is still this screen's to give (nothing was played or taken back).
  if (std::function<void()> answer = std::exchange(answer_, nullptr); answer && my_turn() && question_due()) answer();
  return or_question_due(std::exchange(played_, false) ? after_move_outcome() : Outcome::stay());
}

// A game's own question comes up once the key or tick has nothing else to show.
Outcome GameFrame::or_question_due(Outcome outcome) {
  if (outcome.kind != Outcome::Kind::stay) return outcome;
  if (asked_ || answer_ || !my_turn() || !still_playing()) return outcome;
  std::optional<TurnQuestion> question = question_due();
  if (!question) return outcome;
  asked_ = true;
  std::vector<std::function<void()>> answers = question->answers;
  return Outcome::push(std::make_unique<TurnQuestionDialog>(
      std::move(*question), [this, answers](int i) { answer_ = answers[static_cast<std::size_t>(i)]; },
      [this] { suggest(); }, key_of(Command::select, '\n')));
}

bool GameFrame::busy() const {
  return table_->busy() || want_ != Want::nothing || answer_ || animating(Clock::now()) || thinking();
}

Question GameFrame::leave_question() const {
  if (part_.kind != Part::Kind::seat || table_->over()) return {};
  return {"Leave the table? Your seat waits for you, and tabletop join takes you back to it.", "Leave the table",
          "Stay"};
}

void GameFrame::save() { table_->autosave(); }

std::vector<Command> GameFrame::commands() const {
  const bool over = table_->over();
  const bool watching = part_.kind == Part::Kind::watching;
  std::vector<Command> list;
  const std::vector<Command> board = board_keys();
  // A finished board takes only the keys that look it over, in a game with something to read there;
  // a watcher's keys only move the cursor; a player's move keys out of turn say whose turn it is.
  for (Command c : over && !looked_over_when_finished() ? std::vector<Command>{} : board) {
    if (!(watching || over) || !needs_turn(c)) list.push_back(c);
  }
  const bool robots =
      !over && std::any_of(table_->seats().begin(), table_->seats().end(), [](const Seat& s) { return s.robot; });
  const bool host_here = part_.kind == Part::Kind::here;
  // Where the rules make every move, the key stays to say so (a game that says why). Behind a cover the
  // key means nothing: a suggestion's marks would show the hand of the person to move.
  if (my_turn() && !over && !covered() && (!table_->style_title("hard").empty() || !why_no_choice().empty()))
    list.push_back(Command::suggest);
  for (Command c : {Command::undo, Command::new_game, Command::page_up, Command::page_down, Command::home, Command::end,
                    Command::faster, Command::slower, Command::step, Command::table, Command::rules, Command::help,
                    Command::back}) {
    // Undo only in a game running where moves can be taken back, and not for a watcher; the pace and
    // the next robot move only while robots play, and like new games, for the host only; the log
    // scrolls only where it has lines out of view, with Home and End where the board leaves them free.
    const bool hosts_only =
        c == Command::new_game || c == Command::faster || c == Command::slower || c == Command::step;
    const bool robots_only = c == Command::faster || c == Command::slower || c == Command::step;
    const bool no_undo = !takes_back() && why_no_undo().empty();
    if ((c == Command::undo && (no_undo || over || watching)) || (robots_only && !robots) ||
        (c == Command::page_up && !log_view_.older) || (c == Command::page_down && log_view_.scroll == 0) ||
        (c == Command::home && (!log_takes_given(c, board) || !log_view_.older)) ||
        (c == Command::end && (!log_takes_given(c, board) || log_view_.scroll == 0)) ||
        (c == Command::table && !table_->hosted()) || (hosts_only && !host_here))
      continue;
    list.push_back(c);
  }
  return list;
}

// The footer offers moves only on this screen's turn (out of turn, a move key only says whose it is),
// and undo only while there is a move of this screen's people to take back (else its key says why,
// as the help does). The log's keys are left to the help and to the log itself: its frame names PgUp
// while older lines are above, and its last row PgDn while newer ones wait below.
std::vector<Command> GameFrame::footer() const {
  std::vector<Command> list = in_turn_only(commands());
  if (!takes_back() || !table_->can_undo(part_)) std::erase(list, Command::undo);
  if (!why_no_choice().empty()) std::erase(list, Command::suggest);
  const std::vector<Command> board = board_keys();  // asked once, not once per key listed
  std::erase_if(list, [&](Command c) {
    const bool on_board = std::find(board.begin(), board.end(), c) != board.end();
    return c == Command::page_up || c == Command::page_down || log_takes_given(c, board) ||
           (on_board && !covered() && !in_footer(c));
  });
  // While the game goes on, the rules before a new game and the robots' pace: in a narrow window the
  // keys last named give way.
  if (const auto rules = std::find(list.begin(), list.end(), Command::rules); rules != list.end() && !table_->over()) {
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
std::string GameFrame::what_here(Command c) const {
  if (c == Command::select && covered()) return "lift the cover: only the player to move should look";
  if (c == Command::undo && !takes_back()) return why_no_undo();
  // People sharing the keyboard take back each other's moves: whoever made the last one.
  if (c == Command::undo && my_seats().size() > 1) return "take back the last move made at this keyboard";
  if (c == Command::suggest && !why_no_choice().empty()) return why_no_choice();
  if (c == Command::new_game && table_->over()) return "new game";  // nothing is left to lose: it asks nothing
  if (log_takes(c)) return c == Command::home ? "the log's oldest line" : "the log's newest line";
  return c == Command::back && !cancel_text().empty() ? cancel_text() : "";
}

std::string GameFrame::brief_here(Command c) const {
  return c == Command::back && !cancel_text().empty() ? "cancel" : "";
}

bool GameFrame::only_changes_the_view(Command c) const {
  return static_cast<int>(c) >= static_cast<int>(game_command(0)) && !needs_turn(c);
}

bool GameFrame::needs_turn(Command c) const {
  return c == Command::select || static_cast<int>(c) >= static_cast<int>(game_command(0));
}

Clock::duration GameFrame::highlight_time() const {
  return std::chrono::milliseconds(std::min(900, host_.settings().robot_pace_ms * 13 / 10));
}

std::vector<int> GameFrame::my_seats() const {
  std::vector<int> seats;
  for (int seat = 0; seat < static_cast<int>(table_->seats().size()); ++seat) {
    if (table_->speaks_for(part_, seat)) seats.push_back(seat);
  }
  return seats;
}

bool GameFrame::covered() const {
  return hides_hands_ && my_seats().size() > 1 && my_turn() && lifted_for_ != table_->current_seat();
}

int GameFrame::seat_in_view() const {
  const int seat = table_->current_seat();
  const std::vector<int> seats = my_seats();
  switch (seats.size()) {
    // Nobody plays from here: robots among themselves show what the one playing holds; anyone else's
    // stays hidden (a watcher, or a host whose players all sit at other terminals).
    case 0: return only_robots_watched() ? seat : -1;
    case 1: return seats[0];
    default: return my_turn() && lifted_for_ == seat ? seat : -1;
  }
}

std::vector<Command> GameFrame::board_keys() const {
  return covered() ? std::vector{Command::select} : board_commands();
}

// Nothing of the table shows: the person to move is asked to take the keyboard alone.
void GameFrame::draw_cover(Painter& p, Rect r) const {
  const int seat = table_->current_seat();
  const Rect inner = dialog_box(p, r, 44, 7, "Privacy");
  p.text(inner.x, inner.y, shorten(p, "Pass the keyboard to " + who(seat) + ".", inner.w), seat_tone(seat));
  p.text(inner.x, inner.y + 2,
         shorten(p, "Press " + key_of(Command::select, '\n') + " when only " + seat_name(seat), inner.w));
  p.text(inner.x, inner.y + 3, "can see the screen.");
}

std::string GameFrame::who(int seat) const {
  const std::string& name = seat_name(seat);
  const char letter = seat_label(seat);
  return name.size() >= 2 && name.back() == letter && name[name.size() - 2] == ' ' ? name : name + " (" + letter + ")";
}

// A key or move refused, and why: said under the prompt, where the eye already is, in the warning
// tone, until the next key or move (the title line's far end is missed).
void GameFrame::refuse(const std::string& why) {
  refusal_ = why;
  dirty = true;
}

// The move Hard would make for the person to move, from that person's view only (their seat's
// observation, as a robot of theirs would see it). A game's dialog may ask for it too.
void GameFrame::suggest() {
  if (!my_turn() || table_->over()) {
    refuse("A suggestion is for your own turn.");
    return;
  }
  if (const std::string why = why_no_choice(); !why.empty()) {
    refuse(why);
    return;
  }
  if (table_->style_title("hard").empty()) return;
  think_of_suggestion();
}

void GameFrame::show_suggestion_line(std::string text) {
  asked_ = false;  // a question due comes back, the suggested answer under the cursor
  suggestion_text_ = std::move(text);
  coach_line_ = false;
  dirty = true;
}

void GameFrame::show_coach_line(std::string text) {
  if (!suggestion_text_.empty() && !coach_line_) return;  // the suggestion asked for is about the move to come
  suggestion_text_ = std::move(text);
  coach_line_ = true;
  dirty = true;
}

void GameFrame::forget_suggestion() {
  suggestion_text_.clear();
  coach_line_ = false;
  drop_suggestion_marks();
}

std::vector<Command> GameFrame::in_turn_only(std::vector<Command> list) const {
  if (!my_turn()) std::erase_if(list, [this](Command c) { return needs_turn(c); });
  return list;
}

bool GameFrame::log_takes(Command c) const {
  return (c == Command::home || c == Command::end) && log_takes_given(c, board_keys());
}

void GameFrame::heard_move(int mover, bool by_robot, bool coach_stays) {
  if (coach_line_ && coach_stays) {
    drop_suggestion_marks();
  } else {
    forget_suggestion();
  }
  refusal_.clear();  // a move was played: what was refused before it no longer stands
  asked_ = false;
  answer_ = nullptr;
  // The person's own move brings the log back to its newest lines, which tell what that move did.
  if (!by_robot && table_->speaks_for(part_, mover)) log_view_.scroll = 0;
  if (by_robot) host_.drop_typeahead();  // keys pressed while it played were not answers to what comes next
  // At a hosted table, a person whose turn comes after others moved is told once (the prompt names them).
  if (table_->hosted() && !table_->over() && my_turn() && !table_->speaks_for(part_, mover)) host_.turn_came();
  played_ = true;
  dirty = true;
}

void GameFrame::heard_undo() {
  asked_ = false;
  answer_ = nullptr;
  after_undo();
  dirty = true;
}

void GameFrame::draw_side(Painter& p, Rect r) {
  auto lines = player_lines();
  for (auto& line : lines) {
    line.away = away(line.seat);
    line.open = line.away && table_->open(line.seat);
    // The level chosen in the setup stays in sight: a person who picked Hard can see they did. A game
    // whose rules move the robot whatever its level (Ludo by the priority rule) says so instead.
    const std::string level = table_->style_title(table_->seats()[static_cast<std::size_t>(line.seat)].style);
    if (line.robot && !level.empty() && line.level.empty()) line.level = level;
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
    // Watched again, a step brings the newest lines back; in a game, Esc does (answer_key).
    log_view_.name_keys(key_of(Command::page_up, key::page_up), key_of(Command::page_down, key::page_down),
                        table_->watched_again() ? "" : key_of(Command::back, key::escape));
    log_view_.draw_framed(p, log_r, table_->log());
  }
}

// The prompt's lines at this width, then a refusal's (refusal_rows_ of them), then the suggestion's,
// if one is shown (suggestion_rows_ of them).
std::vector<std::string> GameFrame::prompt_lines(int width) {
  std::string text;
  const int seat = table_->current_seat();
  if (table_->watched_again()) {  // the steps are the watching screen's keys: no key is named here
    text = table_->over()        ? result_text()
           : seat == kChanceSeat ? "The dice or the cards decide next."
                                 : who(seat) + " is to move.";
  } else if (table_->over()) {
    // Only the host starts the next game; a joined player or a watcher leaves the table.
    const std::string leave = key_of(Command::back, 'q');
    text = result_text() + (part_.kind == Part::Kind::here
                                ? "  " + key_of(Command::new_game, 'n') + ": new game, " + leave + ": menu"
                                : "  " + leave + ": leave the table");
  } else if (table_->robot_to_move()) {
    text = who(seat) + " is playing." +
           (part_.kind == Part::Kind::here ? "   " + host_.keys().say_pace(own_keys()) + " change the pace, " +
                                                 key_of(Command::step, '.') + " plays the next move now."
                                           : "");
  } else if (!my_turn()) {
    const std::string invitation = host_.invitation();
    text = away(seat) ? "Waiting for " + who(seat) + " to join the table" +
                            (invitation.empty() ? "." : ": " + invitation + name_to_join(seat))
                      : who(seat) + " is playing.";
  } else if (covered()) {
    text = "Pass the keyboard to " + who(seat) + ", then press " + key_of(Command::select, '\n') + ".";
  } else {
    text = prompt();
  }
  std::vector<std::string> lines = wrap(text, width);
  if (table_->watched_again()) lines.insert(lines.begin(), fit(table_->watching_where(), width));
  const std::vector<std::string> refusal = refusal_.empty() ? std::vector<std::string>{} : wrap(refusal_, width);
  refusal_rows_ = static_cast<int>(refusal.size());
  lines.insert(lines.end(), refusal.begin(), refusal.end());
  std::string said = suggestion_text_;
  if (coach_line_ && takes_back() && table_->can_undo(part_))
    said += " " + key_of(Command::undo, 'u') + " takes it back.";
  const std::vector<std::string> suggestion = said.empty() ? std::vector<std::string>{} : wrap(said, width);
  suggestion_rows_ = static_cast<int>(suggestion.size());
  lines.insert(lines.end(), suggestion.begin(), suggestion.end());
  return lines;
}

// The board first: the largest the game can draw beside the narrowest side panel. The panel then
// takes the rest up to its usual width (a third of a wide window), and the board is centred in what
// the panel leaves.
GameFrame::Parts GameFrame::lay_out(Rect r, int prompt_rows) {
  const int usual = std::max(kUsualSide, r.w / 3);
  const int height = r.h - prompt_rows;  // above the prompt
  Size board = fit_board(Size{r.w - kNarrowestSide - 3, height});
  const int side_w = std::clamp(r.w - board.w - 3, kNarrowestSide, usual);
  const int room_w = r.w - side_w - 2;  // the board's part: a column free each side of it
  board.h = std::min(board.h, height);
  const Rect board_r{r.x + 1 + std::max(0, (room_w - board.w) / 2), r.y + std::max(0, (height - board.h) / 2), board.w,
                     board.h};
  return {board_r, Rect{r.x + r.w - side_w, r.y, side_w, height}};
}

// What the waiting seat's player adds to `tabletop join` to take it: their name, unless the seat is
// still open to whoever comes first under its default name.
std::string GameFrame::name_to_join(int seat) const {
  const std::string& name = seat_name(seat);
  if (table_->open(seat) && name == default_seat_name(seat, false)) return "";
  return " --name " + shell_word(name);
}

// A joined seat whose player is not at the table (only a hosted table has any).
bool GameFrame::away(int seat) const {
  const Seat& who = table_->seats()[static_cast<std::size_t>(seat)];
  return table_->hosted() && who.joined && !who.robot && !table_->present(seat);
}

void GameFrame::tell_whose_turn() {
  const int seat = table_->current_seat();
  if (seat < 0) return;
  refuse("It is " + who(seat) + "'s turn: wait for yours.");
}

Outcome GameFrame::after_move_outcome() {
  played_ = false;
  if (table_->over() && !finished_shown_) {
    finished_shown_ = true;
    host_.drop_typeahead();
    const bool host_here = part_.kind == Part::Kind::here;
    std::vector<ListMenu::Item> items{{"Look at the board", "the result stays below it", true},
                                      {"Play again", host_here ? "same setup" : "the host decides", host_here},
                                      {"New game", host_here ? "change the setup" : "the host decides", host_here},
                                      {"Records", "games won and lost", static_cast<bool>(links_.records)},
                                      {host_here ? "Back to the menu" : "Leave the table", "", true},
                                      {"Watch it again", "move by move", static_cast<bool>(links_.watch)}};
    std::vector<Want> wants{Want::nothing, Want::play_again, Want::new_game, Want::records, Want::menu, Want::watch};
    if (links_.review) {  // a game without a review offers none
      items.push_back({"Review the game", "skill and luck, move by move", true});
      wants.push_back(Want::review);
    }
    return Outcome::push(
        std::make_unique<ChoiceDialog>("Game over", result_text(), std::move(items),
                                       [this, wants](int choice) { want_ = wants[static_cast<std::size_t>(choice)]; }));
  }
  return Outcome::stay();
}

Outcome GameFrame::take_pending() {
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
    case Want::watch: try { return links_.watch ? Outcome::push(links_.watch(table_->match_json())) : Outcome::stay();
      } catch (const std::exception& e) {
        host_.tell(std::string("This game cannot be watched again: ") + e.what(), true);
        return Outcome::stay();
      }
    case Want::review:
      try {
        if (!links_.review) return Outcome::stay();
        return Outcome::push(links_.review(table_->match_json(), *review_,
                                           [memo = review_](const ReviewReport& report) { *memo = report; }));
      } catch (const std::exception& e) {
        host_.tell(std::string("This game cannot be reviewed: ") + e.what(), true);
        return Outcome::stay();
      }
    case Want::menu: save(); return Outcome::pop();
    case Want::nothing: break;
  }
  return Outcome::stay();
}

// One step through the paces the Settings screen offers; at either end the pace stays and says so.
void GameFrame::change_pace(int steps) {
  Settings& s = host_.settings();
  const RobotPace& pace = pace_after(s.robot_pace_ms, steps);
  const bool at_end = pace.ms == s.robot_pace_ms;
  s.robot_pace_ms = pace.ms;
  host_.settings_changed();
  const std::string end = steps < 0 ? ", the fastest" : ", the slowest";
  host_.tell("Robot pace: " + std::string(pace.name) + (at_end ? end : "") + ".");
}

}  // namespace tabletop::ui
