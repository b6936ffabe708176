#include "tabletop/games/getaway/getaway_view.hpp"

#include <algorithm>
#include <functional>

#include "tabletop/core/seat.hpp"
#include "tabletop/games/getaway/board_check.hpp"
#include "tabletop/games/getaway/getaway_robots.hpp"

namespace tabletop::getaway {

using ui::Command;
using ui::Tone;

namespace {
constexpr int kMinBoardWidth = 44;
constexpr int kMinBoardHeight = 12;
constexpr int kInfoLines = 5;    // the square under the cursor, explained below the trail
constexpr int kWidestSide = 40;  // the players panel and log, in a wide window
// Columns the panel gives up, at most, where the trail then names its squares (40 to 32 at 120 x 40).
constexpr int kSideGives = 8;
constexpr auto kStepTime = std::chrono::milliseconds(60);   // a token walking one square
constexpr auto kJumpTime = std::chrono::milliseconds(220);  // a token sent on by a teleport or a toll

// Every square's look, one each: board_roles() lists them with the trail's own and the players'
// letters for the test that no two look alike and that the letters stand apart by colour. With six
// seats every colour is a player's, so the squares are drawn in the terminal's colours.
const ui::Role kStart{"the start", "⌂", "@", Tone::title};
const ui::Role kGold{"treasure", "$", "$", Tone::title};
const ui::Role kForward{"a teleporter forward", "»", ">", Tone::normal};
const ui::Role kBack{"a teleporter back", "«", "<", Tone::title};
const ui::Role kToll{"a toll", "¥", "Y", Tone::normal};
const ui::Role kTrinkets{"trinkets", "◊", "*", Tone::normal};
const ui::Role kTrap{"a trap", "⊗", "X", Tone::title};
const ui::Role kCastle{"the castle", "♜", "#", Tone::title};
const ui::Role kUsed{"a square that has done all it will", "·", ".", Tone::dim};

// The legend's entries, each glyph as `glyph` draws it.
std::vector<std::string> legend_entries(const std::function<std::string(const ui::Role&)>& glyph) {
  const std::pair<const ui::Role*, const char*> legend[] = {
      {&kStart, "start"},       {&kGold, "gold"}, {&kForward, "on"},    {&kBack, "back"}, {&kToll, "toll"},
      {&kTrinkets, "trinkets"}, {&kTrap, "trap"}, {&kCastle, "castle"}, {&kUsed, "used"}};
  std::vector<std::string> entries;
  for (const auto& [role, meaning] : legend) entries.push_back(glyph(*role) + " " + meaning);
  return entries;
}

// The trail's room on a board of `board`: what the square explained and the legend leave under it, a
// blank line above each.
ui::Size trail_room(ui::Size board, int legend_lines) {
  return ui::Size{board.w, board.h - kInfoLines - legend_lines - 2};
}

}  // namespace

const std::vector<ui::Role>& board_roles() {
  static const std::vector<ui::Role> roles = [] {
    std::vector<ui::Role> list{kStart, kGold, kForward, kBack, kToll, kTrinkets, kTrap, kCastle, kUsed};
    for (const ui::Role& role : ui::trail_roles()) list.push_back(role);
    for (int seat = 0; seat < kMaxPlayers; ++seat) {
      const std::string letter = seat_letter_text(seat);
      list.push_back(ui::Role{"the token of " + letter, letter, letter, ui::seat_tone(seat), true});
    }
    return list;
  }();
  return roles;
}

GetawayScreen::GetawayScreen(ui::Host& host, ui::GameLinks links, ui::Seating<State> seating)
    : GameScreen(host, std::move(links), std::move(seating)), trail_(static_cast<int>(state().board().squares.size())) {
  const int seat = std::max(0, state().turn());
  trail_.set_cursor(state().player(seat).square);
}

// ---------------------------------------------------------------- layout and drawing

ui::Size GetawayScreen::board_size() const { return {kMinBoardWidth, kMinBoardHeight}; }

ui::Size GetawayScreen::fit_board(ui::Size room) {
  if (room.w == fitted_room_.w && room.h == fitted_room_.h) return fitted_board_;
  fitted_room_ = room;
  fitted_board_ = fit_board_anew(room);
  return fitted_board_;
}

ui::Size GetawayScreen::fit_board_anew(ui::Size room) const {
  // The trail takes all the height and what the players panel leaves, a third of the width at most; the
  // panel gives up a few columns more where the trail then names its squares.
  const int cols = room.w + kNarrowestSide + 3;
  const int height = std::max(kMinBoardHeight, room.h);
  const auto board = [&](int side) { return ui::Size{std::max(kMinBoardWidth, cols - 3 - side), height}; };
  const int usual = std::clamp(cols / 3, kNarrowestSide, kWidestSide);
  // Every glyph is a column wide, as in ASCII.
  const std::vector<std::string> entries = legend_entries([](const ui::Role& role) { return role.ascii; });
  for (int side = usual; side >= std::max(kNarrowestSide, usual - kSideGives); --side) {
    const ui::Size tried = board(side);
    ui::TrailView trail = trail_;
    trail.fit(trail_room(tried, static_cast<int>(ui::pack_entries(entries, tried.w).size())));
    if (trail.named()) return tried;
  }
  return board(usual);
}

const ui::Role& GetawayScreen::square_role(int square) const {
  const State& s = state();
  const Square& sq = s.board().at(square);
  if (!s.square_status(square).empty() && sq.kind != SquareKind::trinkets) return kUsed;
  switch (sq.kind) {
    case SquareKind::start: return kStart;
    case SquareKind::castle: return kCastle;
    case SquareKind::treasure: return kGold;
    case SquareKind::teleporter: {
      const int toward = sq.jump.kind == JumpKind::absolute ? sq.jump.value - square : sq.jump.value;
      return toward < 0 ? kBack : kForward;
    }
    case SquareKind::toll: return kToll;
    case SquareKind::trinkets:
      return s.trinkets_taken(square) >= static_cast<int>(sq.trinkets.size()) ? kUsed : kTrinkets;
    case SquareKind::trap: return kTrap;
  }
  return kUsed;  // not reached: every kind is above
}

// Where refusing the toll sends the player, by name, and what waits there when it does something: the
// question hides the trail, so it says what the trail would show.
std::string GetawayScreen::toll_refusal() const {
  const State& s = state();
  const int at = s.pending_square();
  const Jump& jump = s.board().at(at).jump;
  const std::vector<int> landings = sent_on_from(s.board(), at);  // a random jump's every square
  const auto named = [&](int square) {
    const ui::Role& role = square_role(square);
    const bool quiet = &role == &kStart || &role == &kCastle || &role == &kUsed;
    return s.board().at(square).name + (quiet || landings.size() > 1 ? "" : ": " + role.name);
  };
  if (jump.kind == JumpKind::absolute)
    return landings.front() == 0 ? "sent back to Start" : "sent to " + named(landings.front());
  std::string places;
  for (std::size_t i = 0; i < landings.size(); ++i)
    places += (i == 0 ? "" : i + 1 == landings.size() ? " or " : ", ") + named(landings[i]);
  return "moved " + jump_text(jump) + ", to " + places;
}

ui::TrailSquare GetawayScreen::cell(const ui::Painter& p, int square) const {
  const State& s = state();
  ui::TrailSquare c;
  const ui::Role& role = square_role(square);
  c.symbol = p.glyph(role);
  c.name = s.board().at(square).name;
  c.tone = role.tone;
  const auto& path = s.last_path();
  if (std::find(path.begin(), path.end(), square) != path.end()) c.tone = Tone::selected;
  if (shown_ && shown_at_ == square) c.tone = Tone::hint;
  const int walking = walking_square(ui::Clock::now());
  for (int seat = 0; seat < s.num_seats(); ++seat) {
    const int at = seat == walker_ && walking >= 0 ? walking : s.player(seat).square;
    if (at == square) c.tokens.push_back(ui::TrailToken{seat_letter(seat), ui::seat_tone(seat)});
  }
  return c;
}

ui::Rect GetawayScreen::draw_square_info(const ui::Painter& p, ui::Rect r) const {
  const State& s = state();
  const int square = trail_.cursor();
  const Square& sq = s.board().at(square);
  int y = r.y;
  std::string heading = std::string(p.glyph("▶ ", "> ")) + std::to_string(square) + " " + sq.name;
  const std::string status = s.square_status(square);
  p.text(r.x, y, ui::shorten(p, heading, r.w), Tone::title);
  if (!status.empty())
    p.text(r.x + ui::text_width(heading) + 1, y, ui::shorten(p, "(" + status + ")", r.w - ui::text_width(heading) - 1),
           Tone::dim);
  ++y;
  std::vector<std::string> lines = ui::wrap(square_effect(s.board(), square, s.trinkets_taken(square)), r.w);
  const ui::Rect told{r.x, r.y, r.w, std::min(r.h, 1 + static_cast<int>(lines.size()))};
  std::string here;
  std::string letters;  // where the names do not fit: the players by their letters
  for (int seat = 0; seat < s.num_seats(); ++seat) {
    if (s.player(seat).square != square) continue;
    here += (here.empty() ? "Here: " : ", ") + who(seat);
    letters += (letters.empty() ? "Here: " : ", ") + seat_letter_text(seat);
  }
  const int rows_left = r.h - 1 - static_cast<int>(lines.size());
  std::vector<std::string> here_lines = ui::wrap(here, r.w);
  if (static_cast<int>(here_lines.size()) > rows_left) here_lines = ui::wrap(letters, r.w);
  if (!here.empty()) lines.insert(lines.end(), here_lines.begin(), here_lines.end());
  for (const auto& line : lines) {
    if (y < r.y + r.h) p.text(r.x, y++, line, Tone::normal);
  }
  if (s.last_mover() >= 0 && y < r.y + r.h) {
    const auto& dice = s.last_dice();
    p.text(r.x, y++,
           ui::shorten(p,
                       "Last roll: " + who(s.last_mover()) + " " + std::to_string(dice[0]) + " + " +
                           std::to_string(dice[1]) + " = " + std::to_string(s.last_roll()),
                       r.w),
           Tone::dim);
  }
  return told;
}

void GetawayScreen::draw_board(ui::Painter& p, ui::Rect r) {
  // The legend, its entries kept whole from line to line.
  const std::vector<std::string> entries = legend_entries([&](const ui::Role& role) { return p.glyph(role); });
  const std::vector<std::string> legend_lines = ui::pack_entries(entries, r.w);
  const int info = std::min(kInfoLines + 1, r.h / 3 + 1);
  // Wider squares while the notes and the legend still fit under the trail, a blank line above each.
  trail_.fit(trail_room(ui::Size{r.w, r.h}, static_cast<int>(legend_lines.size())));
  const ui::Rect trail_area{r.x, r.y, r.w, std::min(trail_.height_for(r.w), r.h - info)};
  trail_.draw(p, trail_area, [&](int square) { return cell(p, square); });
  const int info_y = trail_area.y + trail_area.h + 1;
  const int room = r.y + r.h - info_y;
  const bool show_legend = room >= kInfoLines + static_cast<int>(legend_lines.size()) + 1;
  square_told_ = draw_square_info(
      p, ui::Rect{r.x, info_y, r.w, room - (show_legend ? static_cast<int>(legend_lines.size()) + 1 : 0)});
  legend_aside_.clear();
  if (show_legend) {
    int y = r.y + r.h - static_cast<int>(legend_lines.size());
    for (const auto& line : legend_lines) p.text(r.x, y++, line, Tone::dim);
  } else {
    // A long trail (three players on Grand tour at 80x24) leaves no room below it: the legend goes
    // beside the board, under the players, rather than nowhere.
    for (const auto& entry : entries) legend_aside_ += (legend_aside_.empty() ? "" : "  ") + entry;
  }
}

std::vector<ui::PlayerLine> GetawayScreen::player_lines() const {
  std::vector<ui::PlayerLine> lines;
  const State& s = state();
  for (int seat = 0; seat < s.num_seats(); ++seat) {
    const Player& p = s.player(seat);
    // Where a player stands, in words: the square's name, or its number where the name is too long.
    const std::string gold = std::to_string(p.gold) + "g";
    const std::string& square_name = s.board().at(p.square).name;
    const std::string square_number = std::to_string(p.square);
    // At the end, the castle's own name, as the trail calls it, or briefly the legend's word for it.
    const std::string detail =
        ui::detail_parts({gold, square_name.empty() ? (p.home ? "castle" : "square " + square_number) : square_name});
    const std::string brief = ui::detail_parts({gold, p.home ? "castle" : "at " + square_number});
    lines.push_back(ui::PlayerLine{seat, seat_name(seat), detail, s.current_seat() == seat,
                                   match().seats()[static_cast<std::size_t>(seat)].robot, 0, brief});
  }
  return lines;
}

std::vector<std::string> GetawayScreen::side_notes() const {
  const State& s = state();
  std::vector<std::string> notes;
  const auto& warnings = s.board().warnings;
  for (std::size_t i = 0; i < warnings.size() && i < 2; ++i) notes.push_back("! " + warnings[i]);
  if (warnings.size() > 2)
    notes.push_back("! and " + std::to_string(warnings.size() - 2) + " more traps nothing protects from.");
  for (int seat = 0; seat < s.num_seats(); ++seat) {
    const Player& p = s.player(seat);
    std::string note;
    if (!p.backpack.empty()) {
      for (const auto& ref : p.backpack) note += (note.empty() ? "" : ", ") + s.trinket(ref).name;
      note += " (" + std::to_string(s.backpack_value(seat)) + "g)";
    }
    if (p.held_until > 0)
      note += (note.empty() ? "" : "; ") + std::string("needs ") + a_number(p.held_until) + " to go";
    if (p.held_turns > 0)
      note += (note.empty() ? "" : "; ") + std::string("held ") + std::to_string(p.held_turns) + " more";
    if (!note.empty()) notes.push_back(seat_letter_text(seat) + ": " + note);
  }
  if (!legend_aside_.empty()) notes.push_back(legend_aside_);
  return notes;
}

std::string GetawayScreen::prompt() const {
  const State& s = state();
  const int seat = s.current_seat();
  const Player& p = s.player(seat);
  const std::string enter = key_of(Command::select, '\n');
  if (s.phase() == Phase::toll) {
    return who(seat) + ": " + s.board().at(s.pending_square()).name + " asks a toll of " +
           std::to_string(s.toll_due()) + " gold. Press " + enter + " to pay or refuse.";
  }
  if (p.held_until > 0)
    return who(seat) + " is caught and needs " + a_number(p.held_until) + ": press " + enter + " to roll.";
  if (p.held_turns > 0) return who(seat) + " is held in a trap: press " + enter + " to roll and wait.";
  return who(seat) + " is on " + s.board().at(p.square).name + ": press " + enter + " to roll the dice.";
}

std::string GetawayScreen::result_text() const {
  const State& s = state();
  const std::string others = s.followers_text();
  return s.winners_text() + (others.empty() ? "" : " " + others);
}

// ---------------------------------------------------------------- input

std::vector<Command> GetawayScreen::board_commands() const {
  return {Command::up,     Command::down, Command::left, Command::right,
          Command::select, Command::home, Command::end,  Command::next_field};
}

std::string GetawayScreen::what_here(Command c) const {
  switch (c) {
    case Command::select:
      return state().phase() == Phase::toll ? "ask the toll question again: pay or refuse"
                                            : "roll the dice (answer a toll in its dialog)";
    case Command::home: return "cursor to Start";
    case Command::end: return "cursor to the Castle";
    case Command::next_field: return "cursor to each player's square in turn";
    case Command::undo: return "take back a toll answer, until the next roll";
    default: return GameScreen::what_here(c);
  }
}

// As the prompt says: Enter rolls, or, with a toll question left for later, asks it again.
std::string GetawayScreen::brief_here(Command c) const {
  if (c != Command::select) return GameScreen::brief_here(c);
  return state().phase() == Phase::toll ? "pay or refuse" : "roll";
}

// Every game's footer; the cursor's jumps (Home, End, Tab) are left to the help, so that at 80 columns
// undo and a new game still fit, as in the other games.
// Home, End and Tab walk the trail: the help has them, the footer keeps its room for the rest.
bool GetawayScreen::in_footer(Command c) const {
  return c != Command::home && c != Command::end && c != Command::next_field;
}

std::optional<Move> GetawayScreen::handle_board(const ui::Input& input, bool may_move) {
  if (input.click) {
    if (const auto square = trail_.square_at(input.x, input.y)) trail_.set_cursor(*square);
    return std::nullopt;
  }
  switch (input.command) {
    case Command::select:
      if (!may_move) return std::nullopt;
      if (state().phase() == Phase::roll) return Move::roll();
      return std::nullopt;  // at a toll, the frame asks the question again
    case Command::next_field: {
      next_token_ = (next_token_ + 1) % state().num_seats();
      trail_.set_cursor(state().player(next_token_).square);
      host().tell(who(next_token_) + " is here.");
      return std::nullopt;
    }
    default: trail_.move(input.command); return std::nullopt;
  }
}

void GetawayScreen::after_play(const State& before, const Events& events) {
  const int mover = before.turn();
  trail_.set_cursor(state().player(mover).square);
  // A finished turn is walked again on the trail: square by square to where the dice led, then each
  // teleport as one jump; at the instant robot pace nothing is walked, as no move is shown for long.
  walk_.clear();
  const bool finished = std::any_of(events.begin(), events.end(), [&](const Event& e) { return e.seat == mover; });
  const auto& path = state().last_path();
  if (!finished || path.empty() || highlight_time() == ui::Clock::duration::zero()) return;
  walker_ = mover;
  auto at = ui::Clock::now();
  for (int square = before.player(mover).square + 1; square < path.front(); ++square)
    walk_.push_back(Step{square, at += kStepTime});
  walk_.push_back(Step{path.front(), at += kStepTime});
  for (std::size_t i = 1; i < path.size(); ++i) walk_.push_back(Step{path[i], at += kJumpTime});
}

int GetawayScreen::walking_square(ui::Clock::time_point now) const {
  for (const Step& step : walk_) {
    if (now < step.until) return step.square;
  }
  return -1;
}

// ---------------------------------------------------------------- a move shown before it is played

// Paying keeps the player on the toll; refusing sends them where the refusal leads; a roll starts
// from the player's square.
int GetawayScreen::shown_square(const Move& move) const {
  const State& s = state();
  if (move.kind != MoveKind::refuse) return s.player(s.turn()).square;
  State refused = s;
  refused.apply(move);
  return refused.player(s.turn()).square;
}

void GetawayScreen::show_intent(const std::optional<Move>& move) {
  shown_ = move;
  if (!move) return;
  shown_at_ = shown_square(*move);
  trail_.set_cursor(shown_at_);  // the square explained under the trail
}

// ---------------------------------------------------------------- the toll question

bool GetawayScreen::person_faces_toll() const { return state().phase() == Phase::toll && my_turn(); }

std::optional<ui::TurnQuestion> GetawayScreen::question_due() {
  if (!person_faces_toll()) return std::nullopt;
  const State& s = state();
  const Player& p = s.player(s.turn());
  std::string story;
  for (const auto& sentence : s.story()) story += (story.empty() ? "" : " ") + sentence;
  const std::string due = std::to_string(s.toll_due()) + " gold";
  const std::string text = story + " You have " + std::to_string(p.gold) + " gold. Pay " + due + ", or refuse and be " +
                           toll_refusal() + ".";
  const auto note = [this](MoveKind kind, const std::string& what) {
    return shown_ && shown_->kind == kind ? "suggested: " + what : what;
  };
  return ui::TurnQuestion{"Toll: " + s.board().at(s.pending_square()).name + " (" + seat_name(s.turn()) + ")",
                          text,
                          {{"Pay " + due, note(MoveKind::pay, "keep your place"), true},
                           {"Refuse", note(MoveKind::refuse, toll_refusal()), true}},
                          {[this] { play(Move::pay()); }, [this] { play(Move::refuse()); }},
                          shown_ && shown_->kind == MoveKind::refuse ? 1 : 0,
                          &square_told_};
}

}  // namespace tabletop::getaway
