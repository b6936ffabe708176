#include "tabletop/games/ludo/ludo_view.hpp"

#include <algorithm>

#include "tabletop/games/ludo/ludo_robots.hpp"

namespace tabletop::ludo {

using ui::Command;
using ui::Tone;

namespace {

constexpr int kBelowRows = 3;    // die line and two lines of moves or legend
constexpr int kLargestZoom = 3;  // squares of 7 x 3 in a large window
// Around the grid: the column of the last square's closing bracket, and the lines under the board
// (the grid's size counts one line for column labels, which Ludo has not).
constexpr ui::Size kAroundGrid{1, kBelowRows - 1};

const char* ordinal(int place) {
  static const char* const kOrdinals[] = {"1st", "2nd", "3rd", "4th"};
  return kOrdinals[std::clamp(place, 1, 4) - 1];
}

std::string two_wide(const std::string& text) { return text.size() >= 2 ? text : " " + text; }

bool on_board_square(int steps) { return steps > kReady && steps < kFinal; }  // where tokens can stack

// Everything the board draws, one look each: board_roles() lists them for the test that no two look
// alike and that the tokens (solid chips) stand apart from the board by colour too. The roles of a
// position take its letter and the tone of the seat playing there.
const ui::Role kTrack{"a track space", "12", "12", Tone::dim};
const ui::Role kEnd{"E, the end", "E", "E", Tone::accent};
const ui::Role kYardPlace{"a place in a yard", "·", ".", Tone::dim};
const ui::Role kMovedLeft{"a token that just moved (left)", "»", ">", Tone::accent};
const ui::Role kMovedRight{"a token that just moved (right)", "«", "<", Tone::accent};
const ui::Role kChosenLeft{"the token of the chosen move (left)", "[", "[", Tone::cursor};
const ui::Role kChosenRight{"the token of the chosen move (right)", "]", "]", Tone::cursor};
const ui::Role kTargetLeft{"where the chosen move goes (left)", "‹", "(", Tone::accent};
const ui::Role kTargetRight{"where the chosen move goes (right)", "›", ")", Tone::accent};

ui::Role token_role(char letter, Tone tone) {
  const std::string text(1, letter);
  return ui::Role{std::string("a token of ") + letter, text, text, tone, true, ui::kReverse};
}
ui::Role first_space_role(int position, Tone tone) {
  const std::string number = std::to_string(start_space(position));
  return ui::Role{std::string("the first space of ") + position_letter(position), number, number, tone};
}
ui::Role home_square_role(int position, int square, Tone tone) {
  const std::string name = std::string(1, position_letter(position)) + std::to_string(square);
  return ui::Role{"the home square " + name, name, name, tone};
}
// One role each, in the colour of the seat there: a position's letter is beside them.
ui::Role ready_role(Tone tone) { return ui::Role{"a ready square", "R", "R", tone}; }
ui::Role yard_role(Tone tone) { return ui::Role{"a yard", "H", "H", tone}; }

}  // namespace

const std::vector<ui::Role>& board_roles() {
  static const std::vector<ui::Role> roles = [] {
    std::vector<ui::Role> list{kTrack,      kEnd,         kYardPlace,  kMovedLeft,  kMovedRight,
                               kChosenLeft, kChosenRight, kTargetLeft, kTargetRight};
    for (int position = 0; position < kPositions; ++position) {  // four players, seat n at position n
      const Tone tone = ui::seat_tone(position);
      list.push_back(token_role(position_letter(position), tone));
      list.push_back(first_space_role(position, tone));
      for (int square = 1; square <= 6; ++square) list.push_back(home_square_role(position, square, tone));
    }
    list.push_back(ready_role(ui::seat_tone(0)));
    list.push_back(yard_role(ui::seat_tone(0)));
    return list;
  }();
  return roles;
}

LudoScreen::LudoScreen(ui::Host& host, ui::GameLinks links, ui::Seating<State> seating)
    : GameScreen(host, std::move(links), std::move(seating)) {
  if (state().phase() == State::Phase::choose) roller_ = state().turn();
  refresh_choices();
}

Tone LudoScreen::tone_of_position(int position) const {
  const int seat = state().seat_at(position);
  return seat >= 0 ? ui::seat_tone(seat) : Tone::dim;
}

// ---------------------------------------------------------------- the moves of a roll

void LudoScreen::refresh_choices() {
  const State& s = state();
  options_.clear();
  choices_.items.clear();
  if (s.phase() != State::Phase::choose) return;
  const int seat = s.turn();
  const Player& mover = s.player(seat);
  const auto hint = s.priority_move(seat, s.last_roll());
  options_ = s.token_moves(seat, s.last_roll());
  for (std::size_t i = 0; i < options_.size(); ++i) {
    const TokenMove& m = options_[i];
    std::string label = (m.stack ? std::string("p+q") : std::string(1, token_letter(m.token))) + ": " +
                        mover.space_name(m.from) + " " + host().terminal().glyph("→", "->") + " " +
                        mover.space_name(m.to);
    for (int kicked : m.kicked) label += std::string(", kicks ") + s.player(kicked).letter();
    const Token other = m.token == Token::p ? Token::q : Token::p;
    if (!m.stack && m.to != kFinal && on_board_square(m.to) && mover.steps(other) == m.to) {
      label += std::string(", stacks with ") + token_letter(other);
    }
    if (m.from + m.roll > kFinal) label += ", bounced";
    const bool is_hint = hint && hint->token == m.token;
    choices_.items.push_back({label, is_hint ? "hint" : "", true});
    if (is_hint) choices_.cursor = static_cast<int>(i);
  }
  choices_.clamp();
}

std::optional<Move> LudoScreen::chosen_move() const {
  if (options_.empty()) return std::nullopt;
  return Move::token(options_[static_cast<std::size_t>(choices_.cursor)].token);
}

// ---------------------------------------------------------------- drawing

ui::Size LudoScreen::board_size() const {
  ui::GridView smallest = grid_;
  smallest.set_zoom(1);
  const ui::Size grid = smallest.size();
  return {grid.w + kAroundGrid.w, grid.h + kAroundGrid.h};
}

ui::Size LudoScreen::fit_board(ui::Size room) { return grid_.zoom_to_fit(room, kAroundGrid, kLargestZoom); }

ui::Cell LudoScreen::plain_cell(BoardCell cell) const {
  const BoardSquare square = square_at(cell);
  ui::Cell c;
  c.side = "";  // the column left of each square stays free for the brackets of marks
  switch (square.kind) {
    case SquareKind::none:
    case SquareKind::yard: c.blank = true; break;
    case SquareKind::track: {
      c.centre = two_wide(std::to_string(square.index));  // kTrack's look, or the first space's
      c.tone = kTrack.tone;
      for (int position = 0; position < kPositions; ++position) {
        if (start_space(position) == square.index && state().seat_at(position) >= 0)
          c.tone = first_space_role(position, tone_of_position(position)).tone;
      }
      break;
    }
    case SquareKind::lane: {
      const ui::Role home = home_square_role(square.position, square.index, tone_of_position(square.position));
      c.centre = home.unicode;
      c.tone = home.tone;
      break;
    }
    case SquareKind::centre:
      c.centre = two_wide(kEnd.unicode);
      c.tone = kEnd.tone;
      break;
    case SquareKind::ready: {
      const ui::Role ready = ready_role(tone_of_position(square.position));
      c.centre = square.index == 0 ? two_wide(ready.unicode) : "  ";  // the sign on p's square only
      c.tone = ready.tone;
      break;
    }
  }
  return c;
}

void LudoScreen::draw_yard(const ui::Painter& p, int position) const {
  const CellBox box = yard_box(position);
  const int seat = state().seat_at(position);
  const Tone tone = tone_of_position(position);
  const int top = grid_.y_of(box.row);
  const ui::Rect frame{grid_.x_of(box.col) + 1, top, grid_.cell_width() * box.cols - 1,
                       grid_.y_of(box.row + box.rows - 1) - top + 1};
  p.frame(frame, "", seat >= 0 ? tone : Tone::dim);
  const ui::Role yard = yard_role(tone);
  p.text(frame.x + 2, frame.y, std::string(" ") + position_letter(position) + " yard " + p.glyph(yard) + " ",
         yard.tone);
  for (Token t : kTokens) {
    const BoardCell cell = yard_cell(position, t);
    p.text(grid_.centre_x(cell.col, 2), grid_.y_of(cell.row), " " + p.glyph(kYardPlace), kYardPlace.tone);
  }
  std::string status = "not playing";
  if (seat >= 0) {
    const auto places = state().places();
    const auto& order = state().finish_order();
    const auto finished = std::find(order.begin(), order.end(), seat);
    status = seat_name(seat);
    if (finished != order.end())
      status = std::string("finished ") + ordinal(static_cast<int>(finished - order.begin()) + 1);
    else if (!places.empty()) status = std::string(ordinal(places[static_cast<std::size_t>(seat)])) + ", last";
  }
  p.text(frame.x + 2, grid_.y_of(box.row + 2), ui::fit(status, frame.w - 4), seat >= 0 ? Tone::normal : Tone::dim);
}

void LudoScreen::draw_tokens(const ui::Painter& p) const {
  const State& s = state();
  for (int seat = 0; seat < s.num_seats(); ++seat) {
    const Player& owner = s.player(seat);
    for (Token t : kTokens) {
      const int steps = owner.steps(t);
      if (steps == kFinal || (t == Token::q && owner.stacked()))
        continue;  // E holds the finished; a stack is drawn once
      const BoardCell cell = token_cell(owner.position(), t, steps);
      const ui::Role token = token_role(owner.letter(), ui::seat_tone(seat));
      const std::string chip = p.glyph(token) + (owner.stacked() ? '2' : token_letter(t));
      p.text(grid_.centre_x(cell.col, 2), grid_.y_of(cell.row), chip, token.tone, token.looks);
    }
  }
}

void LudoScreen::bracket(const ui::Painter& p, BoardCell cell, const ui::Role& left, const ui::Role& right) const {
  const int x = grid_.centre_x(cell.col, 2);  // a square's number or token is two wide
  p.text(x - 1, grid_.y_of(cell.row), p.glyph(left), left.tone);
  p.text(x + 2, grid_.y_of(cell.row), p.glyph(right), right.tone);
}

void LudoScreen::draw_marks(const ui::Painter& p) const {
  if (ui::Clock::now() < flash_until_) {
    for (const BoardCell& cell : flash_) bracket(p, cell, kMovedLeft, kMovedRight);
  }
  if (options_.empty() || !my_turn()) return;
  const State& s = state();
  const Player& mover = s.player(s.turn());
  const TokenMove& m = options_[static_cast<std::size_t>(choices_.cursor)];
  bracket(p, token_cell(mover.position(), m.token, m.from), kChosenLeft, kChosenRight);
  bracket(p, token_cell(mover.position(), m.token, m.to), kTargetLeft, kTargetRight);
}

void LudoScreen::draw_die(const ui::Painter& p, int x, int y) const {
  const State& s = state();
  static const char* const kFaces[] = {"⚀", "⚁", "⚂", "⚃", "⚄", "⚅"};
  if (s.last_roll() > 0) {
    std::string line = "Die: ";
    line += p.glyph(kFaces[s.last_roll() - 1], "");
    line += p.term().unicode() ? " " : "";
    line += "[" + std::to_string(s.last_roll()) + "]";
    if (roller_ >= 0) line += " rolled by " + std::string(1, s.player(roller_).letter());
    x = p.text(x, y, line, roller_ >= 0 ? ui::seat_tone(roller_) : Tone::normal);
  }
  if (s.phase() == State::Phase::roll && s.bonus_roll()) {
    p.text(x + 2, y, std::string(1, s.player(s.turn()).letter()) + " rolls again after the 6", Tone::accent);
  }
}

void LudoScreen::draw_board(ui::Painter& p, ui::Rect r) {
  grid_.draw(
      p, r.x, r.y,
      [this](ui::CellPos pos) {
        return plain_cell(BoardCell{pos.row, pos.col});
      },
      nullptr, nullptr, false);
  for (int position = 0; position < kPositions; ++position) draw_yard(p, position);
  draw_tokens(p);
  draw_marks(p);
  const int die_y = r.y + grid_.size().h - 1;  // the line under the squares
  die_line_ = ui::Rect{r.x, die_y, r.w, 1};
  draw_die(p, r.x + 1, die_y);
  const ui::Rect below{r.x + 1, die_y + 1, r.w - 1, kBelowRows - 1};
  if (!options_.empty() && my_turn()) {
    choices_.draw(p, below);
  } else {
    draw_legend(p, below);
  }
}

void LudoScreen::draw_legend(const ui::Painter& p, ui::Rect r) const {
  // Made from the roles the board draws with, in plain tones: the legend names no seat's colour.
  const ui::Role token = token_role('A', Tone::normal);
  int x = p.text(r.x, r.y, p.glyph(token) + "p", token.tone, token.looks);
  x = p.text(x, r.y, " A's token p  ", Tone::dim);
  x = p.text(x, r.y, p.glyph(token) + "2", token.tone, token.looks);
  p.text(x, r.y, " both, a stack", Tone::dim);
  const std::string signs = p.glyph(yard_role(Tone::dim)) + " yard  " + p.glyph(ready_role(Tone::dim)) + " ready  " +
                            p.glyph(home_square_role(0, 1, Tone::dim)) + "-" +
                            p.glyph(home_square_role(0, 6, Tone::dim)) + " home squares  " + p.glyph(kEnd) + " end";
  p.text(r.x, r.y + 1, ui::fit(signs, r.w), Tone::dim);
}

std::vector<ui::PlayerLine> LudoScreen::player_lines() const {
  const State& s = state();
  std::vector<ui::PlayerLine> lines;
  for (int seat = 0; seat < s.num_seats(); ++seat) {
    const Player& pl = s.player(seat);
    const auto& order = s.finish_order();
    const auto finished = std::find(order.begin(), order.end(), seat);
    const std::string detail = finished != order.end()
                                   ? std::string("done, ") + ordinal(static_cast<int>(finished - order.begin()) + 1)
                                   : "p " + pl.space_of(Token::p) + "  q " + pl.space_of(Token::q);
    lines.push_back(ui::PlayerLine{seat, seat_name(seat), detail, s.current_seat() == seat,
                                   match().seats()[static_cast<std::size_t>(seat)].robot, pl.letter()});
  }
  return lines;
}

std::vector<std::string> LudoScreen::side_notes() const {
  return {state().choose_moves() ? "Players choose their moves (hint: the priority rule's)."
                                 : "The priority rule moves for everyone."};
}

std::string LudoScreen::prompt() const {
  const State& s = state();
  const int seat = s.current_seat();
  if (s.phase() == State::Phase::choose) {
    return who(seat) + " rolled " + std::to_string(s.last_roll()) +
           ": pick a move with the arrows and press Enter (hint: the priority move).";
  }
  return who(seat) +
         (s.bonus_roll() ? ": press Enter or Space for your extra roll." : ": press Enter or Space to roll.");
}

std::string LudoScreen::result_text() const {
  const State& s = state();
  const Places places = s.places();
  std::vector<int> seats;
  for (int seat = 0; seat < s.num_seats(); ++seat) seats.push_back(seat);
  std::stable_sort(seats.begin(), seats.end(), [&](int a, int b) {
    return places[static_cast<std::size_t>(a)] < places[static_cast<std::size_t>(b)];
  });
  std::string text = "Finishing order:";
  for (std::size_t i = 0; i < seats.size(); ++i) {
    text +=
        std::string(i == 0 ? " " : ", ") + ordinal(places[static_cast<std::size_t>(seats[i])]) + " " + who(seats[i]);
  }
  return text + ".";
}

// ---------------------------------------------------------------- input

std::vector<Command> LudoScreen::board_commands() const {
  // The arrows go through the moves a roll allows when there is a choice; otherwise the person only rolls.
  if (state().phase() != State::Phase::choose || options_.size() < 2) return {Command::select};
  return {Command::select, Command::up, Command::down, Command::left, Command::right};
}

std::string LudoScreen::what_here(Command c) const {
  switch (c) {
    case Command::select: return state().phase() == State::Phase::choose ? "play the chosen move" : "roll the die";
    case Command::up:
    case Command::left: return "the move before in the list under the board";
    case Command::down:
    case Command::right: return "the next move in the list under the board";
    default: return "";
  }
}

std::string LudoScreen::brief_here(Command c) const {
  return c != Command::select ? "" : state().phase() == State::Phase::choose ? "play" : "roll";
}

std::optional<Move> LudoScreen::move_under(const ui::Input& input) {
  if (const int picked = choices_.handle(input); picked >= 0) return chosen_move();
  const auto pos = grid_.cell_at(input.x, input.y);
  if (!pos) return std::nullopt;
  const State& s = state();
  const Player& mover = s.player(s.turn());
  for (std::size_t i = 0; i < options_.size(); ++i) {
    const TokenMove& m = options_[i];
    const BoardCell at = token_cell(mover.position(), m.token, m.from);
    if (at == BoardCell{pos->row, pos->col}) {
      choices_.cursor = static_cast<int>(i);
      return chosen_move();
    }
  }
  return std::nullopt;
}

std::optional<Move> LudoScreen::handle_board(const ui::Input& input, bool may_move) {
  if (!may_move) return std::nullopt;
  const State& s = state();
  if (s.phase() == State::Phase::roll) {
    const bool on_die = input.click && die_line_.contains(input.x, input.y);
    if (input.command == Command::select || on_die) return Move::roll();
    return std::nullopt;
  }
  if (s.phase() != State::Phase::choose || options_.empty()) return std::nullopt;
  if (input.click) return move_under(input);
  switch (input.command) {
    case Command::left:
    case Command::up: choices_.handle(ui::Input{Command::up}); return std::nullopt;
    case Command::right:
    case Command::down: choices_.handle(ui::Input{Command::down}); return std::nullopt;
    case Command::select: return chosen_move();
    default: return std::nullopt;
  }
}

void LudoScreen::after_play(const State& before, const Events&) {
  const State& now = state();
  if (before.phase() == State::Phase::roll) roller_ = before.turn();
  flash_.clear();
  for (int seat = 0; seat < now.num_seats(); ++seat) {
    for (Token t : kTokens) {
      const int steps = now.player(seat).steps(t);
      if (steps != before.player(seat).steps(t)) flash_.push_back(token_cell(now.player(seat).position(), t, steps));
    }
  }
  if (!flash_.empty()) flash_until_ = ui::Clock::now() + highlight_time();  // none at the instant pace
  refresh_choices();
}

}  // namespace tabletop::ludo
