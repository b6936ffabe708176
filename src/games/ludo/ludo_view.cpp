#include "tabletop/games/ludo/ludo_view.hpp"

#include <algorithm>

#include "tabletop/core/settings.hpp"
#include "tabletop/games/ludo/ludo_robots.hpp"

namespace tabletop::ludo {

using ui::Command;
using ui::Tone;

namespace {

constexpr int kBelowRows = 3;     // die line and two lines of moves or legend
constexpr int kLargestZoom = 12;  // the room decides
constexpr int kMostWiden = 1;     // squares four columns wide on a board of lines: five looked stretched
// Around the grid: the column of the last square's closing bracket, and the lines under the board
// (the grid's size counts one line for column labels, which Ludo has not).
constexpr ui::Size kAroundGrid{1, kBelowRows - 1};
constexpr Command kNumbers = ui::game_command(0);

ui::Size with_around(const ui::GridView& grid) {
  return {grid.size().w + kAroundGrid.w, grid.size().h + kAroundGrid.h};
}

// The most columns (up to kMostWiden) the board's squares may widen by and still fit `room`; 0: none.
int widest_fitting(ui::GridView grid, ui::Size room) {
  for (int widen = kMostWiden; widen > 0; --widen) {
    grid.set_widen(widen);
    const ui::Size wide = with_around(grid);
    if (wide.w <= room.w && wide.h <= room.h) return widen;
  }
  return 0;
}

const char* ordinal(int place) {
  static const char* const kOrdinals[] = {"1st", "2nd", "3rd", "4th"};
  return kOrdinals[std::clamp(place, 1, 4) - 1];
}

std::string two_wide(const std::string& text) { return ui::text_width(text) >= 2 ? text : " " + text; }

bool on_board_square(int steps) { return steps > kReady && steps < kFinal; }  // where tokens can stack

// Everything the board draws, one look each: board_roles() lists them for the test that no two look
// alike and that the tokens (solid chips) stand apart from the board by colour too. The roles of a
// position take its letter and the tone of the seat playing there. The track's numbers and the home
// squares' names are drawn only when asked for (#).
const ui::Role kTrack{"a track space", "□", "o", Tone::dim};
const ui::Role kTrackNumber{"a track space, numbered", "12", "12", Tone::dim};
const ui::Role kEnd{"E, the end", "E", "E", Tone::accent};
const ui::Role kYardPlace{"a place in a yard", "·", ".", Tone::dim};
const ui::Role kReadySquare{"a ready square: R, and the tokens on it", "R", "R", Tone::dim, false, ui::kReverse};
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
ui::Role first_space_number_role(int position, Tone tone) {
  const std::string number = std::to_string(start_space(position));
  return ui::Role{std::string("the first space of ") + position_letter(position) + ", numbered", number, number, tone};
}
ui::Role home_square_name_role(int position, int square, Tone tone) {
  const std::string name = std::string(1, position_letter(position)) + std::to_string(square);
  return ui::Role{"the home square " + name + ", named", name, name, tone};
}
// One role each, in the colour of the seat there: where they stand tells whose they are.
ui::Role first_space_role(Tone tone) { return ui::Role{"a first space", "●", "@", tone}; }
// A large board fills its home lanes with a shade (boxed squares); a small one marks each square.
ui::Role home_square_role(Tone tone, bool large) {
  return large ? ui::Role{"a home square (a large board)", "░", ":", tone} : ui::Role{"a home square", "■", "#", tone};
}
ui::Role yard_role(Tone tone) { return ui::Role{"a yard", "H", "H", tone}; }

}  // namespace

const std::vector<ui::Role>& board_roles() {
  static const std::vector<ui::Role> roles = [] {
    std::vector<ui::Role> list{kTrack,      kTrackNumber, kEnd,         kYardPlace,  kReadySquare, kMovedLeft,
                               kMovedRight, kChosenLeft,  kChosenRight, kTargetLeft, kTargetRight};
    for (int position = 0; position < kPositions; ++position) {  // four players, seat n at position n
      const Tone tone = ui::seat_tone(position);
      list.push_back(token_role(position_letter(position), tone));
      list.push_back(first_space_number_role(position, tone));
      for (int square = 1; square <= 6; ++square) list.push_back(home_square_name_role(position, square, tone));
    }
    list.push_back(first_space_role(ui::seat_tone(0)));
    list.push_back(home_square_role(ui::seat_tone(0), false));
    list.push_back(home_square_role(ui::seat_tone(0), true));
    list.push_back(yard_role(ui::seat_tone(0)));
    return list;
  }();
  return roles;
}

const ui::KeyMap& screen_keys() {
  static const ui::KeyMap keys = {{kNumbers, "numbers", {'#'}, "numbers", "the track's numbers on the board, or not"}};
  return keys;
}

const ui::KeyMap& LudoScreen::own_keys() const { return screen_keys(); }

LudoScreen::LudoScreen(ui::Host& host, ui::GameLinks links, ui::Seating<State> seating)
    : GameScreen(host, std::move(links), std::move(seating)) {
  choices_.notes_follow = true;  // "hint" beside its move, not at the far edge of a wide board
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
    choices_.items.push_back({label, is_hint ? "the rule's" : "", true});
    if (is_hint) choices_.cursor = static_cast<int>(i);
  }
  choices_.clamp();
}

// A suggested move is marked in the list and the cursor put on it; nothing else shows the move
// before it is played (Ludo's moves are listed only when players choose).
void LudoScreen::show_intent(const std::optional<Move>& move) {
  refresh_choices();
  for (std::size_t i = 0; move && i < options_.size(); ++i) {
    if (Move::token(options_[i].token) != *move) continue;
    choices_.cursor = static_cast<int>(i);
    if (!marks_for_person()) continue;  // a robot's choice just moves the cursor
    // One move is marked: the one asked for now, Hard's, where the priority rule's was ("suggested" is
    // the suggestion key's word, in every game).
    for (auto& item : choices_.items) item.note.clear();
    choices_.items[i].note = "suggested";
  }
}

std::optional<Move> LudoScreen::chosen_move() const {
  if (options_.empty()) return std::nullopt;
  return Move::token(options_[static_cast<std::size_t>(choices_.cursor)].token);
}

// ---------------------------------------------------------------- drawing

ui::Size LudoScreen::board_size() const {
  ui::GridView smallest = grid_;
  smallest.set_zoom(1);
  smallest.set_widen(0);
  smallest.set_spacing(1);
  return with_around(smallest);
}

ui::Size LudoScreen::fit_board(ui::Size room) {
  grid_.set_widen(0);
  grid_.set_spacing(1);
  grid_.zoom_to_fit(room, kAroundGrid, kLargestZoom);
  if (grid_.boxed()) {
    // Fifteen rows take a zoom step only with fifteen more lines: wider squares use a wide window meanwhile.
    grid_.stretch_to_fit({beside_usual_side(room), room.h}, kAroundGrid, {grid_.inside_w(), grid_.inside_h()});
    return with_around(grid_);
  }
  // Too short or too narrow for boxes (fifteen rows of them): wider squares while the width holds them, a step
  // between 80 x 24 and a boxed board; tall but narrow (80 x 60), blank lines between the rows too. Not Igel's
  // boxes a column narrower there: a token fills their inside, leaving its marks no room.
  grid_.set_widen(widest_fitting(grid_, room));
  grid_.space_to_fit(room, kAroundGrid);
  return with_around(grid_);
}

bool LudoScreen::numbers_shown() const {
  const json setup = host().settings().game(State::kGameId);
  return setup.contains("numbers") && setup["numbers"] == true;
}

void LudoScreen::toggle_numbers() {
  Settings& settings = host().settings();
  json setup = settings.game(State::kGameId);
  setup["numbers"] = !numbers_shown();
  settings.set_game(State::kGameId, setup);
  host().settings_changed();
}

// Every token not yet on E, by the cell it stands on: its letter and name ("Ap"), a stack as one ("AA": "A2"
// would read as the home square of that name).
std::vector<std::pair<BoardCell, ui::Piece>> LudoScreen::tokens() const {
  std::vector<std::pair<BoardCell, ui::Piece>> list;
  const State& s = state();
  for (int seat = 0; seat < s.num_seats(); ++seat) {
    const Player& owner = s.player(seat);
    for (Token t : kTokens) {
      const int steps = owner.steps(t);
      if (steps == kFinal || (t == Token::q && owner.stacked())) continue;  // E holds the finished; a stack is one
      const std::string label = std::string(1, owner.letter()) + (owner.stacked() ? owner.letter() : token_letter(t));
      list.emplace_back(token_cell(owner.position(), t, steps), ui::Piece{label, ui::seat_tone(seat)});
    }
  }
  return list;
}

// The brackets beside squares: landings for a moment, then the chosen move's token and its target.
std::vector<LudoScreen::Mark> LudoScreen::marks() const {
  std::vector<Mark> list;
  if (ui::Clock::now() < flash_until_) {
    for (const BoardCell& cell : flash_) list.push_back({cell, &kMovedLeft, &kMovedRight});
  }
  if (options_.empty() || !marks_for_person()) return list;
  const State& s = state();
  const Player& mover = s.player(s.turn());
  const TokenMove& m = options_[static_cast<std::size_t>(choices_.cursor)];
  list.push_back({token_cell(mover.position(), m.token, m.from), &kChosenLeft, &kChosenRight});
  // Out of the yard the move goes to R: the marks go round its sign, not round the blank place the token takes.
  const BoardCell target =
      m.to == kReady ? ready_sign_cell(mover.position()) : token_cell(mover.position(), m.token, m.to);
  list.push_back({target, &kTargetLeft, &kTargetRight});
  return list;
}

ui::Cell LudoScreen::square_cell(const ui::Painter& p, BoardCell cell, const std::vector<ui::Piece>& pieces) const {
  const BoardSquare square = square_at(cell);
  const bool large = grid_.boxed();
  const bool numbers = numbers_shown();
  ui::Cell c;
  c.side = large ? " " : "";  // at zoom 1 the column left of each square stays free for the brackets of marks
  switch (square.kind) {
    case SquareKind::none:
    case SquareKind::yard: c.blank = true; return c;
    case SquareKind::track: {
      int first_of = -1;  // the position whose first space this is, if one plays there
      for (int position = 0; position < kPositions; ++position) {
        if (start_space(position) == square.index && state().seat_at(position) >= 0) first_of = position;
      }
      const Tone tone = first_of >= 0 ? tone_of_position(first_of) : kTrack.tone;
      const std::string sign = numbers         ? std::to_string(square.index)
                               : first_of >= 0 ? p.glyph(first_space_role(tone))
                               : large         ? " "
                                               : p.glyph(kTrack);
      c.centre = large ? sign : two_wide(sign);
      c.tone = tone;
      if (large && first_of >= 0) c.edge = tone;
      break;
    }
    case SquareKind::lane: {
      const Tone tone = tone_of_position(square.position);
      const std::string name = home_square_name_role(square.position, square.index, tone).unicode;
      c.centre = numbers ? name : large ? " " : two_wide(p.glyph(home_square_role(tone, false)));
      c.tone = tone;
      if (large) {  // a lane in its player's colour all the way to E
        c.edge = tone;
        c.fill = p.glyph(home_square_role(tone, true));
        c.side_tone = tone;
      }
      break;
    }
    case SquareKind::centre:
      c.centre = large ? kEnd.unicode : two_wide(kEnd.unicode);
      c.tone = kEnd.tone;
      if (large) c.edge = kEnd.tone;
      break;
    case SquareKind::ready:
      if (!large) {  // drawn as one patch over its three cells (draw_ready)
        c.blank = true;
        return c;
      }
      c.joined = true;  // one square of three cells: its sign, and a place for each token
      c.edge = tone_of_position(square.position);
      // The sign where a token's letters stand in its box: "R " centres as "Ap" does.
      c.centre = square.index == 2 ? p.glyph(kReadySquare) + " " : " ";
      c.tone = c.edge;
      break;
  }
  if (large) c.pieces = pieces;
  return c;
}

// At zoom 1, a ready square is a patch across its three cells, R and the tokens on it drawn on it.
void LudoScreen::draw_ready(const ui::Painter& p, int position) const {
  const BoardCell sign = ready_sign_cell(position);
  const BoardCell far = ready_cell(position, Token::p);
  const int first = std::min(sign.col, far.col);
  const int last = std::max(sign.col, far.col);
  const int width = grid_.x_of(last + 1) - grid_.x_of(first);
  p.text(grid_.x_of(first), grid_.y_of(sign.row), std::string(static_cast<std::size_t>(width), ' '), kReadySquare.tone,
         kReadySquare.looks);
  p.text(grid_.centre_x(sign.col, 2), grid_.y_of(sign.row), two_wide(p.glyph(kReadySquare)), kReadySquare.tone,
         kReadySquare.looks);
}

void LudoScreen::draw_yard(const ui::Painter& p, int position) const {
  const CellBox box = yard_box(position);
  const int seat = state().seat_at(position);
  const Tone tone = tone_of_position(position);
  const bool large = grid_.boxed();
  const int top = large ? grid_.top_of(box.row) : grid_.y_of(box.row);
  const int bottom = large ? grid_.top_of(box.row + box.rows) : grid_.y_of(box.row + box.rows - 1);
  // Inside its cells' columns, clear of the arms' borders when they are boxes.
  const int left = grid_.x_of(box.col) + (large ? 2 : 1);
  const int right = grid_.x_of(box.col + box.cols) - (large ? 2 : 0);
  const ui::Rect frame{left, top, right - left, bottom - top + 1};
  p.frame(frame, "", seat >= 0 ? tone : Tone::dim);
  const ui::Role yard = yard_role(tone);
  p.text(frame.x + 2, frame.y, std::string(" ") + position_letter(position) + " yard " + p.glyph(yard) + " ",
         yard.tone);
  for (Token t : kTokens) {
    const BoardCell cell = yard_cell(position, t);
    p.text(grid_.centre_x(cell.col, 1), grid_.y_of(cell.row), p.glyph(kYardPlace), kYardPlace.tone);
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
  p.text(frame.x + 2, grid_.y_of(box.row + 2), ui::shorten(p, status, frame.w - 4),
         seat >= 0 ? Tone::normal : Tone::dim);
}

// The same pair everywhere, one each side of the token or sign (`width` columns): on a line board
// and in a box too narrow for a column each side of its token (zoom 2), right beside it; in a larger
// box, at the edges of its inside, round the token's chip. A box's border is never drawn over: beside
// a token at zoom 2 only the mark with room inside its square (or its joined neighbour) is drawn.
void LudoScreen::bracket(const ui::Painter& p, BoardCell cell, int width, const ui::Role& left,
                         const ui::Role& right) const {
  const int y = grid_.y_of(cell.row);
  if (grid_.boxed() && grid_.inside_w() >= 5) {
    p.text(grid_.x_of(cell.col) + 1, y, p.glyph(left), left.tone);
    p.text(grid_.x_of(cell.col) + grid_.inside_w(), y, p.glyph(right), right.tone);
    return;
  }
  const int x = grid_.centre_x(cell.col, width);
  const bool left_clear = x - 1 > grid_.x_of(cell.col) || !grid_.border_left_of(ui::CellPos{cell.row, cell.col});
  const bool right_clear =
      x + width < grid_.x_of(cell.col + 1) || !grid_.border_left_of(ui::CellPos{cell.row, cell.col + 1});
  if (left_clear) p.text(x - 1, y, p.glyph(left), left.tone);
  if (right_clear) p.text(x + width, y, p.glyph(right), right.tone);
}

void LudoScreen::draw_die(const ui::Painter& p, int x, int y, int width) const {
  const State& s = state();
  const int end = x + width;
  static const char* const kFaces[] = {"⚀", "⚁", "⚂", "⚃", "⚄", "⚅"};
  if (s.last_roll() > 0) {
    std::string line = "Die: ";
    line += p.glyph(kFaces[s.last_roll() - 1], "");
    line += p.term().unicode() ? " " : "";
    line += "[" + std::to_string(s.last_roll()) + "]";
    const int roller = s.last_roller();
    if (roller >= 0) line += " rolled by " + std::string(1, s.player(roller).letter());
    x = p.text(x, y, line, roller >= 0 ? ui::seat_tone(roller) : Tone::normal);
  }
  if (s.phase() == State::Phase::roll && s.bonus_roll()) {  // as much of it as fits, in whole words
    const std::string again = std::string(1, s.player(s.turn()).letter()) + " rolls again";
    for (const std::string& said : {again + " after the 6", again}) {
      if (x + 2 + ui::text_width(said) <= end) {
        p.text(x + 2, y, said, Tone::accent);
        break;
      }
    }
  }
}

void LudoScreen::draw_board(ui::Painter& p, ui::Rect r) {
  const auto on_board = tokens();
  const auto marked = marks();
  const bool large = grid_.boxed();
  grid_.draw(
      p, r.x, r.y,
      [&](ui::CellPos pos) {
        const BoardCell cell{pos.row, pos.col};
        std::vector<ui::Piece> here;
        for (const auto& [at, piece] : on_board) {
          if (at == cell) here.push_back(piece);
        }
        ui::Cell c = square_cell(p, cell, here);
        for (const Mark& mark : marked) {  // a marked square's shade gives way to its brackets
          if (large && mark.cell == cell && !c.blank) c.fill = " ";
        }
        return c;
      },
      nullptr, nullptr, false);
  for (int position = 0; position < kPositions; ++position) {
    draw_yard(p, position);
    if (!large) draw_ready(p, position);
  }
  for (const auto& [cell, piece] : on_board) {  // what the grid's cells do not draw themselves
    const SquareKind kind = square_at(cell).kind;
    if (!large || kind == SquareKind::yard) grid_.draw_piece(p, ui::CellPos{cell.row, cell.col}, piece);
  }
  // A pair goes round a token's two letters, or round an empty square's sign (two wide on a line board).
  const auto marked_width = [&](BoardCell cell) {
    const bool token_there =
        std::any_of(on_board.begin(), on_board.end(), [&cell](const auto& token) { return token.first == cell; });
    return token_there || !large ? 2 : std::max(1, ui::text_width(square_cell(p, cell, {}).centre));
  };
  for (const Mark& mark : marked) bracket(p, mark.cell, marked_width(mark.cell), *mark.left, *mark.right);
  const int die_y = r.y + grid_.size().h - 1;  // the line under the squares
  die_line_ = ui::Rect{r.x, die_y, r.w, 1};
  draw_die(p, r.x + 1, die_y, r.w - 1);
  const ui::Rect below{r.x + 1, die_y + 1, r.w - 1, kBelowRows - 1};
  if (!options_.empty() && marks_for_person()) {
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
  x = p.text(x, r.y, p.glyph(token) + p.glyph(token), token.tone, token.looks);
  x = p.text(x, r.y, " a stack  ", Tone::dim);
  p.text(x, r.y, key_of(kNumbers, '#') + (numbers_shown() ? ": no numbers" : ": numbers"), Tone::dim);
  const std::string signs = p.glyph(first_space_role(Tone::dim)) + " start  " +
                            p.glyph(home_square_role(Tone::dim, grid_.boxed())) + " home  " + p.glyph(kReadySquare) +
                            " ready  " + p.glyph(yard_role(Tone::dim)) + " yard  " + p.glyph(kEnd) + " end";
  p.text(r.x, r.y + 1, signs, Tone::dim);
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
                                   : ui::detail_parts({"p " + pl.space_of(Token::p), "q " + pl.space_of(Token::q)}, 2);
    lines.push_back(ui::PlayerLine{seat, seat_name(seat), detail, s.current_seat() == seat,
                                   match().seats()[static_cast<std::size_t>(seat)].robot, pl.letter()});
    // Without choosing, the priority rule moves every token: a robot's level plays no part.
    if (!s.choose_moves() && lines.back().robot) lines.back().level = "by the rule";
  }
  return lines;
}

std::vector<std::string> LudoScreen::side_notes() const {
  return {state().choose_moves() ? "Players choose; the rule's move is marked."
                                 : "The priority rule moves for everyone."};
}

std::string LudoScreen::prompt() const {
  const State& s = state();
  const int seat = s.current_seat();
  if (s.phase() == State::Phase::choose) {
    return who(seat) + " rolled " + std::to_string(s.last_roll()) + ": pick a move with " +
           arrows_of(Command::up, Command::down, "the arrows") + " and press " + key_of(Command::select, '\n') + ".";
  }
  return who(seat) + ": press " + keys_of(Command::select) + (s.bonus_roll() ? " for your extra roll." : " to roll.");
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
  if (state().phase() != State::Phase::choose || options_.size() < 2) return {Command::select, kNumbers};
  return {Command::select, Command::up, Command::down, Command::left, Command::right, kNumbers};
}

bool LudoScreen::needs_turn(Command c) const { return c != kNumbers && GameScreen::needs_turn(c); }

std::string LudoScreen::what_here(Command c) const {
  switch (c) {
    case Command::select: return state().phase() == State::Phase::choose ? "play the chosen move" : "roll the die";
    case Command::up:
    case Command::left: return "the move before in the list under the board";
    case Command::down:
    case Command::right: return "the next move in the list under the board";
    default: return GameScreen::what_here(c);
  }
}

std::string LudoScreen::brief_here(Command c) const {
  return c != Command::select ? GameScreen::brief_here(c) : state().phase() == State::Phase::choose ? "play" : "roll";
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
  if (input.command == kNumbers) {
    toggle_numbers();
    return std::nullopt;
  }
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
