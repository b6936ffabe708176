#include "tabletop/games/igel/igel_view.hpp"

#include <algorithm>

#include "tabletop/games/igel/igel_robots.hpp"

namespace tabletop::igel {

using ui::Command;
using ui::Tone;

namespace {

constexpr Command kNoSidestep = ui::game_command(0);
constexpr int kCellWidth = 5;
constexpr int kLabelWidth = 3;
constexpr int kInfoLines = 3;     // a blank line, then the square under the cursor and its stack
constexpr int kVariantLines = 3;  // with variants: a blank line, then up to two lines naming them
constexpr int kLargestZoom = 12;  // the room decides: boxes of 11 x 4 inside at zoom 5
// Too narrow for zoom 2's boxes but tall: boxes a column narrower (the marks still beside a piece), this tall or
// taller.
constexpr int kTallNarrowLines = 2;

// Moves made with the token on a square (not the roll, the die or skipping the sidestep).
bool picks_token(const Move& m) {
  return m.kind == MoveKind::sidestep || m.kind == MoveKind::forward || m.kind == MoveKind::place;
}

bool contains(const std::vector<Square>& squares, Square s) {
  return std::find(squares.begin(), squares.end(), s) != squares.end();
}

// The die's cell: its face and number, or just the number in ASCII.
std::string die_cell(const ui::Painter& p, int face) {
  static const char* const faces[] = {"⚀", "⚁", "⚂", "⚃", "⚄", "⚅"};
  return std::string(p.glyph(faces[face - 1], " ")) + std::to_string(face) + " ";
}

// Everything the board draws, one look each: board_roles() lists them for the test that no two look
// alike and that every player's hedgehogs stand apart from the board by colour too. With six seats
// every colour is a player's, so the board's own marks are drawn in the terminal's colours.
const ui::Role kEmpty{"an empty square", "·", ".", Tone::dim};
const ui::Role kPit{"an obstacle (pit)", "▒", "#", Tone::title};
const ui::Role kShallowPit{"a shallow obstacle", "░", "=", Tone::title};
const ui::Role kRepellingPit{"a repelling obstacle", "×", "x", Tone::title};
const ui::Role kPick{"a hedgehog you may pick", "•", "*", Tone::hint};
const ui::Role kPicked{"the picked hedgehog", "◆", "@", Tone::selected};
const ui::Role kTarget{"where the picked hedgehog can go", "∘", "o", Tone::title};
const ui::Role kRolledRow{"the rolled row (a row label, as the grid draws them)", "»", ">", Tone::dim};
const ui::Role kRoundEdge{"rows 1 and 6 touch (round board)", "╮│╯", "+|+", Tone::dim};

}  // namespace

const std::vector<ui::Role>& board_roles() {
  static const std::vector<ui::Role> roles = [] {
    std::vector<ui::Role> list{kEmpty,  kPit,    kShallowPit, kRepellingPit, kPick,
                               kPicked, kTarget, kRolledRow,  kRoundEdge};
    for (int seat = 0; seat < kMaxPlayers; ++seat) {
      const std::string letter = seat_letter_text(seat);
      list.push_back(ui::Role{"a hedgehog of " + letter, letter, letter, ui::seat_tone(seat), true});
    }
    return list;
  }();
  return roles;
}

const ui::KeyMap& screen_keys() {
  static const ui::KeyMap keys = {{kNoSidestep, "no_sidestep", {'p'}, "no sidestep", "make no sidestep this turn"}};
  return keys;
}

const ui::KeyMap& IgelScreen::own_keys() const { return screen_keys(); }

// ---------------------------------------------------------------- the variants in play

std::string IgelScreen::title() const {
  const Variants variants = state().variants();
  if (variants.none()) return GameScreen::title();
  // Short words, so that the title line still has room: the line under the board gives the full names.
  std::string tags;
  for (Variant v : variants.list()) {
    const std::string name = variant_title(v);
    tags +=
        (tags.empty() ? "" : ", ") +
        (v == Variant::shallow_obstacles || v == Variant::repelling_obstacles ? name.substr(0, name.find(' ')) : name);
  }
  return GameScreen::title() + " " + host().terminal().glyph("·", "-") + " " + tags;
}

std::vector<std::string> IgelScreen::help_notes() const {
  const Variants variants = state().variants();
  if (variants.none()) return {};
  std::vector<std::string> notes{"This game is played with variants (r shows the whole rules):"};
  for (Variant v : variants.list()) notes.push_back(variant_rule(v));
  return notes;
}

std::vector<std::string> IgelScreen::rules_heading() const {
  const Variants variants = state().variants();
  if (variants.none()) return {};
  std::vector<std::string> paragraphs{"# Variants in this game", ""};
  for (Variant v : variants.list()) paragraphs.push_back(std::string("- ") + variant_rule(v));
  return paragraphs;
}

std::vector<std::string> IgelScreen::variant_lines(int width) const {
  const Variants variants = state().variants();
  if (variants.none()) return {};
  auto lines = ui::wrap("Variants: " + variants_text(variants), width);
  if (lines.size() > kVariantLines - 1) lines.resize(kVariantLines - 1);
  return lines;
}

const ui::Role& IgelScreen::obstacle() const {
  if (state().has(Variant::repelling_obstacles)) return kRepellingPit;
  if (state().has(Variant::shallow_obstacles)) return kShallowPit;
  return kPit;
}

std::string IgelScreen::obstacle_glyph() const { return ui::glyph(host().terminal(), obstacle()); }

IgelScreen::IgelScreen(ui::Host& host, ui::GameLinks links, ui::Seating<State> seating)
    : GameScreen(host, std::move(links), std::move(seating)), grid_(kRows + 1, kCols, kCellWidth, kLabelWidth) {
  grid_.keep_marks_under_cursor();  // whether the square may be picked, or is a target, stays in view
  grid_.set_cursor(ui::CellPos{1, 0});
  point_at_choice();
}

// ---------------------------------------------------------------- what the person may do

bool IgelScreen::die_active() const {
  const Phase phase = state().phase();
  return phase == Phase::roll || phase == Phase::sidestep;
}

std::vector<Move> IgelScreen::moves_from(Square s) const {
  std::vector<Move> moves;
  if (!marks_for_person()) return moves;
  for (const Move& m : state().legal_moves()) {
    if (picks_token(m) && m.from == s) moves.push_back(m);
  }
  return moves;
}

std::vector<Square> IgelScreen::choosable() const {
  std::vector<Square> squares;
  if (!my_turn()) return squares;
  for (const Move& m : state().legal_moves()) {
    if (picks_token(m) && !contains(squares, m.from)) squares.push_back(m.from);
  }
  return squares;
}

std::vector<Square> IgelScreen::destinations() const {
  std::vector<Square> squares;
  if (!chosen_) return squares;
  for (const Move& m : moves_from(*chosen_)) {
    squares.push_back(m.kind == MoveKind::sidestep ? Square{m.to_row, m.from.col} : Square{m.from.row, m.from.col + 1});
  }
  return squares;
}

void IgelScreen::point_at_choice() {
  const auto squares = choosable();
  if (squares.empty() || (!on_die() && contains(squares, square_of(grid_.cursor())))) return;
  // In the rolled row first: that is where the turn's forward move happens.
  const int row = state().die();
  const auto in_row = std::find_if(squares.begin(), squares.end(), [row](Square s) { return s.row == row; });
  grid_.set_cursor(pos_of(in_row != squares.end() ? *in_row : squares.front()));
}

// ---------------------------------------------------------------- drawing

ui::Size IgelScreen::around_grid() const {
  const Variants variants = state().variants();
  return {variants.has(Variant::round_board) ? 1 : 0, kInfoLines + (variants.none() ? 0 : kVariantLines)};
}

ui::Size IgelScreen::board_size() const {
  ui::GridView smallest = grid_;
  smallest.set_zoom(1);
  const ui::Size grid = smallest.size();
  const ui::Size extra = around_grid();
  return {grid.w + extra.w, grid.h + extra.h};
}

ui::Size IgelScreen::fit_board(ui::Size room) {
  const ui::Size extra = around_grid();
  const ui::Size fitted = grid_.zoom_to_fit(room, extra, kLargestZoom);
  if (grid_.boxed()) {
    // Seven rows leave a tall window's lines unused until the width allows the next zoom: taller squares meanwhile.
    grid_.stretch_to_fit({beside_usual_side(room), room.h}, extra, {grid_.inside_w(), grid_.inside_h()});
  } else if (!grid_.stretch_to_fit(room, extra, {kCellWidth - 1, kTallNarrowLines})) {
    return fitted;
  }
  return {grid_.size().w + extra.w, grid_.size().h + extra.h};
}

ui::Cell IgelScreen::cell(const ui::Painter& p, ui::CellPos pos, const std::vector<Square>& marked,
                          const std::vector<Square>& targets) const {
  const State& s = state();
  if (pos.row == 0) {  // the die, in the first column only; none before the race or after it (a line says so)
    if (pos.col != 0 || s.phase() == Phase::placement || s.phase() == Phase::over)
      return ui::Cell{" ", Tone::normal, " ", Tone::normal, true};
    // Not rolled yet: a blank die (a "?" would read as the help key).
    if (s.die() == 0 || s.phase() == Phase::roll) {
      return ui::Cell{p.glyph(" □ ", "[ ]"), Tone::accent, " ", Tone::normal};
    }
    return ui::Cell{die_cell(p, s.die()), Tone::title, " ", Tone::normal};
  }
  const Square sq = square_of(pos);
  const bool large = grid_.boxed();  // the whole stack drawn, bottom first
  ui::Cell c;
  const Stack& stack = s.stack(sq);
  if (stack.empty()) {
    c.centre = large ? p.glyph(kEmpty) : " " + p.glyph(kEmpty) + " ";
    c.tone = kEmpty.tone;
  } else if (large) {
    for (int owner : stack) c.pieces.push_back(ui::Piece{seat_letter_text(owner), ui::seat_tone(owner)});
  } else {
    // Unpadded, so the marks either side (a pick, the cursor's brackets) sit as close on the right as on the left.
    c.centre = seat_letter_text(stack.back()) + std::to_string(stack.size());
    c.tone = ui::seat_tone(stack.back());
  }
  if (sq.col == obstacle_col(sq.row) && !s.obstacle_released(sq.row)) {  // marked until released
    c.side = p.glyph(obstacle());
    c.side_tone = obstacle().tone;
    if (large) c.fill = c.side;  // a large square is a pit through and through
  }
  const ui::Role* mark = chosen_ && *chosen_ == sq ? &kPicked
                         : contains(targets, sq)   ? &kTarget
                         : contains(marked, sq)    ? &kPick
                                                   : nullptr;
  if (mark != nullptr) {
    c.side = p.glyph(*mark);
    c.side_tone = mark->tone;
    if (large && c.fill != " ") c.fill = " ";  // the mark, not the pit, is what matters now
  }
  if ((chosen_ && *chosen_ == sq) || (suggested_ && *suggested_ == sq) ||
      (last_arrival_ && *last_arrival_ == sq && !stack.empty())) {
    c.tone = Tone::selected;
    c.edge = Tone::accent;
  }
  return c;
}

// The hedgehog a move takes (or the start square of a placement) is highlighted, the cursor on it. A
// suggestion on the person's own turn is set up for Enter: a step's hedgehog picked and the cursor on
// its target, or the cursor on the die for no sidestep.
void IgelScreen::show_intent(const std::optional<Move>& move) {
  suggested_.reset();
  if (!move || move->kind == MoveKind::roll || move->kind == MoveKind::die) return;
  if (move->kind == MoveKind::skip) {
    if (marks_for_person()) {
      chosen_.reset();
      if (!on_die()) board_col_ = grid_.cursor().col;  // where the arrows lead back to from the die
      grid_.set_cursor(ui::CellPos{0, 0});
    }
    return;
  }
  suggested_ = move->from;
  grid_.set_cursor(pos_of(move->from));
  if (marks_for_person() && (move->kind == MoveKind::sidestep || move->kind == MoveKind::forward)) {
    chosen_ = move->from;
    grid_.set_cursor(pos_of(move->kind == MoveKind::sidestep ? Square{move->to_row, move->from.col}
                                                             : Square{move->from.row, move->from.col + 1}));
  }
}

void IgelScreen::draw_die_line(const ui::Painter& p, int y) const {
  const State& s = state();
  const int x = grid_.x_of(1) + (grid_.boxed() ? 2 : 0);  // past the die's box
  const std::string row = std::to_string(s.die());
  switch (s.phase()) {
    case Phase::placement:
      p.text(grid_.x_of(0), y,
             "Placement: hedgehog " + std::to_string(s.placed() + 1) + " of " +
                 std::to_string(kTokensEach * s.num_seats()),
             Tone::title);
      break;
    case Phase::roll:
    case Phase::chance:
      p.text(x, y, my_turn() ? keys_of(Command::select) + ": roll the die" : "the die is next", Tone::accent);
      break;
    case Phase::sidestep:  // the prompt says the rest: what a sidestep is, and Enter on the die
      p.text(x, y,
             my_turn() ? "Rolled " + row + ": you may sidestep; " + key_of(kNoSidestep, 'p') + " skips it"
                       : "Rolled " + row + ": a sidestep may come first",
             Tone::normal);
      break;
    case Phase::forward:
      p.text(x, y, "Rolled " + row + ": a hedgehog in row " + row + " steps on", Tone::normal);
      break;
    case Phase::over: p.text(grid_.x_of(0), y, "The race is over.", Tone::title); break;
  }
}

void IgelScreen::draw_square_info(const ui::Painter& p, ui::Rect r) const {
  if (on_die() || r.h < 2) return;
  const State& s = state();
  const Square sq = square_of(grid_.cursor());
  // The log's words for the square; an obstacle's state after them, within the board's width at 80 x 24.
  std::string what = square_words(sq);
  if (sq.col == obstacle_col(sq.row)) {
    if (s.has(Variant::repelling_obstacles)) what += ": obstacle, repels back to Start";
    else if (s.obstacle_released(sq.row))
      what += s.has(Variant::shallow_obstacles) ? ": shallow obstacle, released" : ": obstacle, released";
    else if (s.has(Variant::shallow_obstacles)) what += ": lowest held until all catch up";
    else what += ": obstacle until all catch up";
  }
  p.text(r.x, r.y, ui::shorten(p, what, r.w), Tone::normal);
  const Stack& stack = s.stack(sq);
  if (stack.empty()) {
    p.text(r.x, r.y + 1, "empty", Tone::dim);
    return;
  }
  int x = p.text(r.x, r.y + 1, "pile, bottom to top:", Tone::dim);
  for (int owner : stack) {
    if (x + 2 > r.x + r.w) break;
    x = p.text(x + 1, r.y + 1, seat_letter_text(owner), ui::seat_tone(owner));
  }
}

void IgelScreen::draw_board(ui::Painter& whole, ui::Rect r) {
  const ui::Painter p = whole.sub(r);  // long lines stop at the players panel
  const auto marked = choosable();
  const auto targets = destinations();
  const int rolled = state().phase() == Phase::sidestep || state().phase() == Phase::forward ? state().die() : 0;
  grid_.draw(
      p, r.x, r.y, [&](ui::CellPos pos) { return cell(p, pos, marked, targets); },
      [&](int row) {
        if (row == 0) return std::string();
        return (row == rolled ? p.glyph(kRolledRow) : std::string(" ")) + std::to_string(row);
      },
      [](int col) {
        return col == 0 ? std::string("Start") : col == kCols - 1 ? std::string("Goal") : std::to_string(col + 1);
      });
  draw_die_line(p, grid_.y_of(0));
  if (state().has(Variant::round_board)) draw_round_edge(p);
  const int info_y = r.y + grid_.size().h + 1;
  draw_square_info(p, ui::Rect{r.x + 1, info_y, r.w - 1, std::min(kInfoLines - 1, r.y + r.h - info_y)});
  int y = info_y + kInfoLines;
  for (const auto& line : variant_lines(r.w - 1)) {
    if (y < r.y + r.h) p.text(r.x + 1, y++, line, Tone::accent);
  }
}

void IgelScreen::draw_round_edge(const ui::Painter& p) const {
  const int x = grid_.x_of(kCols) + (grid_.boxed() ? 1 : 0);  // beside the last column's border
  const int top = grid_.y_of(1);
  const int bottom = grid_.y_of(kRows);
  for (int y = top; y <= bottom; ++y) {  // a zoomed board has lines between the rows' middles
    p.text(x, y, ui::glyph_part(p.term(), kRoundEdge, y == top ? 0 : y == bottom ? 2 : 1), kRoundEdge.tone);
  }
}

std::vector<ui::PlayerLine> IgelScreen::player_lines() const {
  std::vector<ui::PlayerLine> lines;
  const State& s = state();
  for (int seat = 0; seat < s.num_seats(); ++seat) {
    // Briefly "1/3": four to six players then keep a row each in a narrow panel, and the log its room.
    const std::string in_goal = std::to_string(s.in_goal(seat));
    lines.push_back(ui::PlayerLine{seat, seat_name(seat), "goal " + in_goal + " of 3", s.current_seat() == seat,
                                   match().seats()[static_cast<std::size_t>(seat)].robot, 0, in_goal + "/3"});
  }
  return lines;
}

std::vector<std::string> IgelScreen::side_notes() const {
  const ui::Terminal& t = host().terminal();
  const State& s = state();
  std::vector<std::string> notes{ui::glyph(t, kPick) + " pick  " + ui::glyph(t, kPicked) + " picked  " +
                                 ui::glyph(t, kTarget) + " target"};
  // As the board draws a stack: its top and height on a small board; whole on a large one, top first:
  // in a line where a square has one line inside, else one above another, and what the lines cannot
  // hold in a line on the last, read on downwards.
  const std::string stacks = !grid_.boxed()          ? "B3: pile of 3, B on top"
                             : grid_.inside_h() == 1 ? "AB: A on top of B"
                                                     : "A over B, or AB: A on top";
  if (s.has(Variant::repelling_obstacles) || s.has(Variant::shallow_obstacles)) {
    notes.push_back(obstacle_glyph() + (s.has(Variant::repelling_obstacles) ? " repelling" : " shallow") + " obstacle");
    notes.push_back(stacks);
  } else {
    notes.push_back(obstacle_glyph() + " obstacle  " + stacks);
  }
  if (s.has(Variant::round_board)) notes.push_back(ui::glyph(t, kRoundEdge) + " rows 1 and 6 touch");
  // A small board shows a stack's top only (a large one all of it, but a tall stack in a short box
  // shares a line): the line under the board names the cursor's stack whole, bottom to top.
  notes.push_back("Whole pile: under the board");
  return notes;
}

std::string IgelScreen::prompt() const {
  const State& s = state();
  const std::string pick = ui::glyph(host().terminal(), kPick);
  const std::string target = ui::glyph(host().terminal(), kTarget);
  const std::string name = who(s.current_seat());
  const std::string row = std::to_string(s.die());
  const std::string enter = key_of(Command::select, '\n');
  const std::string no_sidestep =
      "press " + key_of(kNoSidestep, 'p') + ", or " + enter + " with the cursor on the die.";
  switch (s.phase()) {
    case Phase::placement:
      return name + ": place a hedgehog in a marked (" + pick + ") square of the Start column and press " + enter + ".";
    case Phase::roll: return name + ": press " + keys_of(Command::select) + " to roll the die.";
    case Phase::sidestep:
    case Phase::forward:
      if (chosen_) {  // a pick, or a suggestion set up for Enter
        return name + ": move the cursor to a target (" + target + ") and press " + enter + "; " +
               key_of(Command::back, ui::key::escape) + " picks again.";
      }
      if (s.phase() == Phase::forward) {
        return name + ": move a marked hedgehog (" + pick + ") of row " + row + " forward" +
               (s.has(Variant::stacks_march) ? ", its pile with it" : "") + ": pick it and press " + enter + ".";
      }
      // A sidestep moves one's own hedgehog a row up or down; a marked one in the rolled row may instead
      // move forward at once (no sidestep then). With none there, only sidesteps are marked.
      if (s.forward_squares().empty()) {
        return name + ": rolled " + row + ". Pick a marked hedgehog (" + pick +
               ") to sidestep it one row up or down; then a hedgehog in row " + row +
               " moves forward, if one can. No sidestep: " + no_sidestep;
      }
      return name + ": rolled " + row + ". Pick a marked hedgehog (" + pick +
             "): sidestep one of yours one row up or down, then one in row " + row +
             " moves forward; or move one in row " + row + " forward now. No sidestep: " + no_sidestep;
    case Phase::chance:
    case Phase::over: break;
  }
  return "";
}

std::string IgelScreen::result_text() const {
  const State& s = state();
  std::string text = who(s.winner()) + " wins with three hedgehogs in the goal!";
  const auto order = s.ranking();
  const Places places = s.places();
  text += " Hedgehogs in the goal:";
  for (int seat : order) {
    text += " " + std::to_string(places[static_cast<std::size_t>(seat)]) + ". " + who(seat) + " (" +
            std::to_string(s.in_goal(seat)) + ")";
    text += seat == order.back() ? "." : ",";
  }
  return text;
}

// ---------------------------------------------------------------- input

// p is offered only where a sidestep may be made: in placement and the forward step it does nothing.
std::vector<Command> IgelScreen::board_commands() const {
  std::vector<Command> commands{Command::up, Command::down, Command::left, Command::right, Command::select};
  if (state().phase() == Phase::sidestep) commands.push_back(kNoSidestep);
  return commands;
}

bool IgelScreen::cancel_choice() {
  if (!chosen_) return false;
  chosen_.reset();
  return true;
}

void IgelScreen::after_undo() {
  chosen_.reset();
  last_arrival_.reset();
}

void IgelScreen::after_play(const State& before, const Events&) {
  chosen_.reset();
  // The square a token arrived on: the one whose stack grew.
  last_arrival_.reset();
  for (int row = 1; row <= kRows; ++row) {
    for (int col = 1; col <= kCols; ++col) {
      const Square sq{row, col};
      if (state().height(sq) > before.height(sq)) last_arrival_ = sq;
    }
  }
  if (my_turn()) point_at_choice();
}

void IgelScreen::move_cursor(Command command) {
  const ui::CellPos at = grid_.cursor();
  if (at.row == 0) {  // leaving the die: back to the column the cursor came from
    if (command == Command::down) grid_.set_cursor(ui::CellPos{1, board_col_});
    return;
  }
  if (command == Command::up && at.row == 1) {
    // The die means "no sidestep": with a hedgehog picked, its targets are never one arrow from it.
    if (state().phase() == Phase::placement || chosen_) return;
    board_col_ = at.col;
    grid_.set_cursor(ui::CellPos{0, 0});
    return;
  }
  grid_.move(command, [](ui::CellPos pos) { return pos.row > 0; });
}

std::optional<Move> IgelScreen::choose_here() {
  const State& s = state();
  const Phase phase = s.phase();
  if (phase == Phase::roll) return Move::roll();  // Enter anywhere rolls
  if (on_die()) {
    if (phase == Phase::sidestep) return Move::skip();
    refuse(std::string("Pick a marked hedgehog (") + ui::glyph(host().terminal(), kPick) + ") on the board.");
    return std::nullopt;
  }
  const Square here = square_of(grid_.cursor());
  if (chosen_) {
    for (const Move& m : moves_from(*chosen_)) {
      const Square to =
          m.kind == MoveKind::sidestep ? Square{m.to_row, m.from.col} : Square{m.from.row, m.from.col + 1};
      if (to == here) return m;
    }
    if (*chosen_ == here) {
      chosen_.reset();
      return std::nullopt;
    }
    refuse(std::string("Not there: move the cursor to a target (") + ui::glyph(host().terminal(), kTarget) + "), or " +
           key_of(Command::back, ui::key::escape) + " to pick another hedgehog.");
    return std::nullopt;
  }
  const auto moves = moves_from(here);
  // Before the sidestep is settled every pick asks for its target, so one stray Enter after the
  // roll cannot give the sidestep away; later a pick with one move plays it at once.
  if (moves.size() == 1 && phase != Phase::sidestep) return moves.front();
  if (!moves.empty()) {
    chosen_ = here;
    // The cursor waits on the forward target if there is one, so Enter twice moves forward.
    const auto targets = destinations();
    const Square ahead{here.row, here.col + 1};
    grid_.set_cursor(pos_of(contains(targets, ahead) ? ahead : targets.front()));
    return std::nullopt;
  }
  // Say why this square cannot be picked.
  std::string why;
  if (phase == Phase::placement) {
    why = here.col != kStartCol ? "hedgehogs are placed in the Start column" : s.why_illegal(Move::place(here.row));
  } else if (phase == Phase::sidestep && s.top(here) == s.turn()) {
    why = s.why_illegal(Move::sidestep(here, here.row > 1 ? here.row - 1 : here.row + 1));
  } else if (phase == Phase::sidestep && !s.stack(here).empty() && here.row != s.die()) {
    // Out of the rolled row another's hedgehog could only be sidestepped, and a sidestep moves one's own.
    why = "that hedgehog is " + who(s.top(here)) + "'s; sidestep one of yours (" + ui::glyph(host().terminal(), kPick) +
          "), or press " + key_of(kNoSidestep, 'p') + " for none";
  } else {
    why = s.why_illegal(Move::forward(here));
  }
  refuse("Not that one: " + (why.empty() ? std::string("it cannot move now") : why) + ".");
  return std::nullopt;
}

std::optional<Move> IgelScreen::handle_board(const ui::Input& input, bool may_move) {
  if (input.click) {
    const auto pos = grid_.cell_at(input.x, input.y);
    if (!pos || (pos->row == 0 && (pos->col != 0 || !die_active()))) return std::nullopt;
    grid_.set_cursor(*pos);
    return may_move ? choose_here() : std::nullopt;
  }
  if (input.command == kNoSidestep) {
    if (may_move && state().phase() == Phase::sidestep) return Move::skip();
    if (may_move)
      refuse(state().phase() == Phase::forward ? "A hedgehog must move forward now." : "Nothing to skip now.");
    return std::nullopt;
  }
  if (input.command == Command::select) return may_move ? choose_here() : std::nullopt;
  move_cursor(input.command);
  return std::nullopt;
}

}  // namespace tabletop::igel
