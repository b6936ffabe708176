#include "tabletop/games/pako/pako_view.hpp"

#include <algorithm>
#include <array>

#include "tabletop/core/seat.hpp"
#include "tabletop/core/settings.hpp"
#include "tabletop/core/words.hpp"
#include "tabletop/games/pako/pako_robots.hpp"

namespace tabletop::pako {

using ui::Command;
using ui::Tone;

namespace {
const Square kPrison{0, 0};
constexpr Command kToggleHints = ui::game_command(0);

// Everything the board draws, one look each: board_roles() lists them for the test that no two
// look alike and that every player's prisoners stand apart from the board by colour too.
const ui::Role kEmpty{"empty square", "·", ".", Tone::dim};
const ui::Role kEscape{"escape square", "*", "*", Tone::accent};
const ui::Role kGuard{"guard", "◆", "#", Tone::title};
const ui::Role kGuardRun{"the guard's run", "━", "=", Tone::title};
const ui::Role kTarget{"where the chosen prisoner can go", "∘", "o", Tone::accent};
const ui::Role kHint{"safe from the guard's next run (hints)", "+", "+", Tone::hint};
const ui::Role kWater{"the boat", "≈", "~", Tone::title};
const ui::Role kPrisonWall{"the prison", "▔", "^", Tone::dim};

}  // namespace

const std::vector<ui::Role>& board_roles() {
  static const std::vector<ui::Role> roles = [] {
    std::vector<ui::Role> list{kEmpty, kEscape, kGuard, kGuardRun, kTarget, kHint, kWater, kPrisonWall};
    for (int seat = 0; seat < kMaxPlayers; ++seat) {
      const std::string letter = seat_letter_text(seat);
      list.push_back(ui::Role{"a prisoner of " + letter, letter, letter, ui::seat_tone(seat), true});
    }
    return list;
  }();
  return roles;
}

const ui::KeyMap& screen_keys() {
  static const ui::KeyMap keys = {{kToggleHints, "hints", {'H'}, "hints", "move hints on or off"}};
  return keys;
}

const ui::KeyMap& PakoScreen::own_keys() const { return screen_keys(); }

PakoScreen::PakoScreen(ui::Host& host, ui::GameLinks links, ui::Seating<State> seating)
    : GameScreen(host, std::move(links), std::move(seating)), grid_(state().size() + 2, state().size()) {
  grid_.set_cursor(ui::CellPos{prison_row(), state().centre() - 1});
}

bool PakoScreen::hints_on() const {
  const json setup = host().settings().game(State::kGameId);
  return !setup.contains("hints") || setup["hints"] != false;
}

void PakoScreen::toggle_hints() {
  Settings& settings = host().settings();
  json setup = settings.game(State::kGameId);
  setup["hints"] = !hints_on();
  settings.set_game(State::kGameId, setup);
  host().settings_changed();
  host().tell(hints_on() ? "Move hints on: + marks a square safe from the guard's next run (only that one)."
                         : "Move hints off.");
}

// ---------------------------------------------------------------- layout and drawing

namespace {
constexpr const char* kBoatName = "boat";
constexpr int kLabelsWidth = 8;   // " prison " beside the board (the boat's name fits beside the boat)
constexpr int kLargestZoom = 12;  // the yard's largest squares, in a very large window
// Under the board, the prisoners in the prison and in the boat as pieces: "prison AAAA BBBB CCCC DDDD".
constexpr int kPieceLines = 2;
constexpr int kPiecesWidth = 8 + kMaxPlayers * 5;
}  // namespace

ui::Size PakoScreen::board_size() const {
  ui::GridView smallest = grid_;
  smallest.set_zoom(1);
  return smallest.size();  // no labels, no pieces under it: a 15 x 15 yard still fits 80 x 24
}

ui::Size PakoScreen::fit_board(ui::Size room) {
  // The largest yard with everything round it; then at the smallest yard the pieces under it, the
  // labels beside it, or neither, whatever the room allows.
  struct Layout {
    int zoom;
    bool labels;
    bool pieces;
  };
  // Boxed, the prisoners stand inside the prison and the boat (at zoom 2 on their one line), with no
  // lines under the board: the two lines would cost a 9 x 9 yard its boxes at 100 x 30.
  std::vector<Layout> layouts;
  for (int zoom = kLargestZoom; zoom > 1; --zoom) layouts.push_back({zoom, true, false});
  for (const Layout& smallest : {Layout{1, true, true}, Layout{1, false, true}, Layout{1, true, false}})
    layouts.push_back(smallest);
  layouts.push_back({1, false, false});
  for (const Layout& layout : layouts) {
    grid_.set_zoom(layout.zoom);
    const ui::Size grid = grid_.size();
    const int width = std::max(grid.w + (layout.labels ? kLabelsWidth : 0), layout.pieces ? kPiecesWidth : 0);
    const int height = grid.h + (layout.pieces ? kPieceLines : 0);
    if ((width <= room.w && height <= room.h) || (!layout.labels && !layout.pieces)) {
      labels_ = layout.labels;
      pieces_ = layout.pieces;
      ui::Size board{width, height};
      if (grid_.boxed()) {
        // Eleven rows take a zoom step only with eleven more lines: wider squares use a wide window meanwhile.
        const ui::Size labels{layout.labels ? kLabelsWidth : 0, 0};
        grid_.stretch_to_fit({beside_usual_side(room), room.h}, labels, {grid_.inside_w(), grid_.inside_h()});
        board = {grid_.size().w + labels.w, grid_.size().h};
      }
      boat_named_ = boat_name_x() + ui::text_width(kBoatName) <= board.w;
      return board;
    }
  }
  return board_size();
}

// Where "boat" starts, from the board's left edge: just past the boat, which ends before the yard's last
// columns.
int PakoScreen::boat_name_x() const {
  int last = state().size();
  while (last > 1 && !state().is_boat_column(last)) --last;
  return grid_.x_in_grid(last) + (grid_.boxed() ? 2 : 1);
}

void PakoScreen::draw_pieces(const ui::Painter& p, int x, int y, const std::string& where,
                             const std::function<int(int seat)>& count) const {
  x = p.text(x, y, where, Tone::dim) + 1;
  bool any = false;
  for (int seat = 0; seat < state().num_seats(); ++seat) {
    if (count(seat) == 0) continue;
    x = p.text(x, y, std::string(static_cast<std::size_t>(count(seat)), seat_letter(seat)), ui::seat_tone(seat)) + 1;
    any = true;
  }
  if (!any) p.text(x, y, "empty", Tone::dim);
}

// The guard's last run across large squares: along their middle line from where it started, through
// the borders, up to the guard; a prisoner on the way stays in sight.
void PakoScreen::draw_run(const ui::Painter& p) const {
  if (flash_row_ < 1 || flash_from_ == flash_to_) return;
  const int step = flash_to_ > flash_from_ ? 1 : -1;
  const std::string line = p.glyph(kGuardRun);
  const int y = grid_.y_of(flash_row_);
  for (int col = flash_from_; col != flash_to_; col += step) {
    const int left = grid_.x_of(col - 1);  // the square's left border; columns are 1-based
    const int next_border = step > 0 ? grid_.x_of(col) : left;
    if (state().owner_at(Square{flash_row_, col}) < 0) {
      for (int x = left + 1; x < grid_.x_of(col); ++x) p.text(x, y, line, kGuardRun.tone);
    }
    p.text(next_border, y, line, kGuardRun.tone);
  }
}

void PakoScreen::draw_inside(const ui::Painter& p, int first_col, int last_col, int y,
                             const std::function<int(int seat)>& count) const {
  std::vector<std::pair<std::string, Tone>> groups;
  int width = -1;
  for (int seat = 0; seat < state().num_seats(); ++seat) {
    if (count(seat) == 0) continue;
    groups.emplace_back(std::string(static_cast<std::size_t>(count(seat)), seat_letter(seat)), ui::seat_tone(seat));
    width += count(seat) + 1;
  }
  // Columns are 1-based; the row inside runs from the first square's inside to the last one's.
  const int left = grid_.x_of(first_col - 1) + 1;
  const int right = grid_.x_of(last_col);
  int x = left + std::max(0, (right - left - width) / 2);
  // A space each side of every group: on the wall's or the water's own line (zoom 2) they stand clear of it.
  if (!groups.empty()) p.text(x - 1, y, std::string(static_cast<std::size_t>(width + 2), ' '), Tone::normal);
  for (const auto& [letters, tone] : groups) x = p.text(x, y, letters, tone, ui::kReverse) + 1;
}

std::vector<Move> PakoScreen::chosen_moves() const {
  // A robot's move about to be played; on the person's turn a suggestion marks its pick's every move.
  if (intent_ && intent_->kind != MoveKind::pass && !(chosen_ && my_turn())) return {*intent_};
  if (!chosen_ || !my_turn()) return {};
  return state().moves_from(*chosen_);
}

std::optional<Square> PakoScreen::source_shown() const {
  if (intent_ && intent_->kind != MoveKind::pass) return intent_->kind == MoveKind::prison ? kPrison : intent_->from;
  return chosen_;
}

ui::Cell PakoScreen::cell(const ui::Painter& p, int row, int col) const {
  const State& s = state();
  const bool large = grid_.boxed();  // pieces drawn large, marks beside them
  ui::Cell c;
  if (row == 0) {  // the boat, over the escape columns only
    if (!s.is_boat_column(col)) return ui::Cell{" ", Tone::normal, " ", Tone::normal, true};
    const bool boat_move = std::any_of(targets_.begin(), targets_.end(),
                                       [&](const Move& m) { return m.kind == MoveKind::boat && m.from.col == col; });
    const ui::Role& shown = boat_move ? kTarget : kWater;
    return ui::Cell{p.glyph(shown), shown.tone, p.glyph(kWater), kWater.tone, false, p.glyph(kWater), true};
  }
  if (row == prison_row()) {
    const bool chosen = source_shown() == kPrison;
    const Tone tone = chosen ? Tone::selected : kPrisonWall.tone;
    return ui::Cell{p.glyph(kPrisonWall), tone, p.glyph(kPrisonWall), tone, false, " ", true};
  }
  const Square here{row, col};
  const ui::Role& ground = s.is_escape(here) ? kEscape : kEmpty;
  c.centre = p.glyph(ground);
  c.tone = ground.tone;
  const auto now = ui::Clock::now();
  const bool lit = source_shown() == here || (now < flash_until_ && here == flash_arrival_ && s.owner_at(here) >= 0);
  if (s.guard_col(row) == col) {
    c.centre = p.glyph(kGuard);
    c.tone = kGuard.tone;
    if (large) c.pieces = {ui::Piece{c.centre, kGuard.tone}};
  } else if (const int owner = s.owner_at(here); owner >= 0) {
    c.centre = seat_letter_text(owner);
    c.tone = ui::seat_tone(owner);
    if (large) c.pieces = {ui::Piece{c.centre, c.tone}};
  }
  const bool target = std::any_of(targets_.begin(), targets_.end(),
                                  [&](const Move& m) { return m.kind != MoveKind::boat && m.to == here; });
  const bool hinted = std::binary_search(hints_.begin(), hints_.end(), here);
  if (target || hinted) {
    // A move shown before it is played (a robot's, or a suggestion) is marked in the target's tone; a
    // square safe from the guard's next run keeps its + in it, so that both show.
    const bool shown = intent_ && intent_->kind != MoveKind::boat && intent_->to == here;
    const ui::Role& mark = hinted ? kHint : kTarget;
    const Tone tone = shown ? kTarget.tone : mark.tone;
    if (large && !c.pieces.empty()) {  // a mark beside a piece it stands on
      c.side = p.glyph(mark);
      c.side_tone = tone;
    } else {
      c.centre = p.glyph(mark);
      c.tone = tone;
    }
    if (shown && large) c.edge = kTarget.tone;
  }
  if (now < flash_until_ && row == flash_row_ && s.guard_col(row) != col && col >= std::min(flash_from_, flash_to_) &&
      col <= std::max(flash_from_, flash_to_)) {
    if (!large) {  // large squares have the run drawn across them (draw_run)
      c.centre = p.glyph(kGuardRun);
      c.tone = kGuardRun.tone;
    }
  }
  if (lit) {
    c.tone = Tone::selected;
    c.edge = Tone::accent;  // a large square's border
  }
  return c;
}

void PakoScreen::draw_board(ui::Painter& p, ui::Rect r) {
  targets_ = chosen_moves();
  hints_.clear();
  if (hints_on() && my_turn() && chosen_) {
    // A picked prisoner's safe squares only: another prisoner's would read as this one's.
    for (const Move& m : targets_) {
      if (state().safe_move(m)) hints_.push_back(m.to);
    }
    std::sort(hints_.begin(), hints_.end());
  } else if (hints_on()) {  // the seat in turn's, a robot's too (ruling A22)
    hints_ = state().hint_squares();
  }
  const int n = state().size();
  grid_.draw(
      p, r.x, r.y, [&](ui::CellPos pos) { return cell(p, pos.row, pos.col + 1); },
      [&](int row) { return row == 0 || row == prison_row() ? std::string() : std::to_string(row); },
      [](int col) { return std::to_string(col + 1); });
  const State& s = state();
  if (grid_.boxed() && ui::Clock::now() < flash_until_) draw_run(p);
  int first = 1;  // the boat's columns
  while (first < n && !s.is_boat_column(first)) ++first;
  int last = n;
  while (last > first && !s.is_boat_column(last)) --last;
  if (pieces_) {
    const int below = r.y + grid_.size().h;
    draw_pieces(p, r.x + 1, below, "prison", [&s](int seat) { return s.prison(seat); });
    draw_pieces(p, r.x + 1, below + 1, "boat  ", [&s](int seat) { return s.boat(seat); });
  } else if (grid_.boxed()) {  // large squares: the prisoners inside, under the wall and the water or on them
    const int under = grid_.inside_h() >= 2 ? 1 : 0;
    draw_inside(p, 1, n, grid_.y_of(prison_row()) + under, [&s](int seat) { return s.prison(seat); });
    draw_inside(p, first, last, grid_.y_of(0) + under, [&s](int seat) { return s.boat(seat); });
  }
  // Each name just past the end of what it names, where fit_board found room for it; else the key gives it
  // (notes).
  if (boat_named_) p.text(r.x + boat_name_x(), grid_.y_of(0), kBoatName, Tone::title);
  if (labels_) {
    p.text(grid_.x_of(n) + (grid_.boxed() ? 2 : 1), grid_.y_of(prison_row()), "prison",
           source_shown() == kPrison ? Tone::selected : Tone::title);
  }
}

std::vector<ui::PlayerLine> PakoScreen::player_lines() const {
  std::vector<ui::PlayerLine> lines;
  const State& s = state();
  for (int seat = 0; seat < s.num_seats(); ++seat) {
    const std::vector<std::string> parts = {"prison " + std::to_string(s.prison(seat)),
                                            "yard " + std::to_string(s.yard(seat).size()),
                                            "boat " + std::to_string(s.boat(seat))};
    const std::string detail = ui::detail_parts(parts, 2);
    const std::string brief = ui::detail_parts(parts);
    lines.push_back(ui::PlayerLine{seat, seat_name(seat), detail, s.current_seat() == seat,
                                   match().seats()[static_cast<std::size_t>(seat)].robot, 0, brief});
  }
  return lines;
}

std::vector<std::string> PakoScreen::side_notes() const { return notes(chosen_.has_value()); }

// Room for "can go" is kept while a move is to be made, so the log does not jump at each pick.
std::vector<std::string> PakoScreen::side_notes_longest() const { return notes(true); }

std::vector<std::string> PakoScreen::notes(bool picking) const {
  const bool unicode = host().terminal().unicode();
  // "+ safe" explains a mark only while hints draw it.
  const auto shown = [unicode](const ui::Role& role) { return unicode ? role.unicode : role.ascii; };
  std::string legend = shown(kGuard) + " guard  " + shown(kEscape) + " escape";
  if (!boat_named_) legend += "  " + shown(kWater) + " boat";  // no room for the name beside it
  if (!labels_) legend += "  " + shown(kPrisonWall) + " prison";
  if (!still_playing()) return {legend};  // hints are for moves still to make
  std::vector<std::string> lines;
  if (const int left = state().rounds_left(); state().rounds_without_boat() >= kRoundsWarned) {
    lines.push_back(std::to_string(left) + (left == 1 ? " round" : " rounds") +
                    " left for a prisoner to reach the boat, or the game ends.");
  }
  // The marks for where a picked prisoner can go, and the hints', only while the board draws them: both
  // are places to go, + the ones safe from the guard's next run.
  lines.push_back(std::string("Hints ") + (hints_on() ? "on" : "off") + " (" + key_of(kToggleHints, 'H') + ").");
  lines.push_back(legend + (picking ? "  " + shown(kTarget) + " can go" : "") +
                  (hints_on() ? "  " + shown(kHint) + " safe to go now" : ""));
  return lines;
}

std::string PakoScreen::prompt() const {
  const State& s = state();
  const int seat = s.current_seat();
  const auto moves = s.legal_moves();
  const std::string enter = key_of(Command::select, '\n');
  if (moves.size() == 1 && moves[0].kind == MoveKind::pass)
    return who(seat) + " has no legal move: press " + enter + " to pass.";
  if (!chosen_) return who(seat) + ": pick one of your prisoners, or the prison row, and press " + enter + ".";
  return who(seat) + ": pick where it goes (marked) and press " + enter + "; " +
         key_of(Command::back, ui::key::escape) + " picks again.";
}

// A suggestion that costs a prisoner says so: a move that gives one up to take more of another's is
// Hard's at times, and looks like a blunder unexplained.
std::string PakoScreen::suggestion_aftermath(const Move& move) const {
  if (move.kind != MoveKind::prison && move.kind != MoveKind::yard) return "";
  const GuardRun run = state().guard_run_after(move);
  if (run.caught.empty()) return "";
  const int mover = state().current_seat();
  std::array<int, kMaxPlayers> caught{};
  bool moved_one = false;
  for (const auto& [owner, square] : run.caught) {
    if (owner == mover && square == move.to) moved_one = true;
    else ++caught[static_cast<std::size_t>(owner)];
  }
  std::vector<std::string> whom;
  if (moved_one) whom.push_back("it");
  if (const int more = caught[static_cast<std::size_t>(mover)]; more > 0) {
    whom.push_back(more == 1
                       ? (moved_one ? "another of yours" : "one of yours")
                       : count_in_words(static_cast<std::size_t>(more)) + (moved_one ? " more" : "") + " of yours");
  }
  for (int seat = 0; seat < state().num_seats(); ++seat) {
    const int n = caught[static_cast<std::size_t>(seat)];
    if (seat == mover || n == 0) continue;
    const std::string owner = std::string(1, seat_letter(seat)) + "'s";
    whom.push_back(n == 1 ? owner + " prisoner" : count_in_words(static_cast<std::size_t>(n)) + " of " + owner);
  }
  return " (the guard of row " + std::to_string(run.row) + " then catches " + in_words(whom) + ")";
}

std::string PakoScreen::result_text() const {
  const State& s = state();
  if (s.ran_out()) {  // the log's words, then the places by the boat, shared ones alike (A21b)
    std::string text = s.event_text(Event{-1, static_cast<int>(Say::ran_out), {kRoundsWithoutBoat}}) +
                       " Places by prisoners in the boat:";
    const Places places = s.places();
    for (int place = 1; place <= s.num_seats(); ++place) {
      for (int seat = 0; seat < s.num_seats(); ++seat) {
        if (places[static_cast<std::size_t>(seat)] != place) continue;
        text += (text.back() == ':' ? " " : ", ") + std::to_string(place) + ". " + who(seat) + " (" +
                std::to_string(s.boat(seat)) + ")";
      }
    }
    return text + ".";
  }
  if (s.winner() < 0) return "Nobody can move: the game is a draw.";
  return who(s.winner()) + " wins with three prisoners in the boat!";
}

// ---------------------------------------------------------------- input

void PakoScreen::after_undo() {
  chosen_.reset();
  flash_until_ = {};  // the guard's run belonged to the move taken back
  // The cursor on the prisoner that moved back, or on the prison row if it went back there; a move
  // played before this screen opened (a resumed game) leaves the cursor where it is.
  for (auto it = played_.rbegin(); it != played_.rend(); ++it) {
    if (!(it->before == state())) continue;
    grid_.set_cursor(it->from);
    played_.erase(std::next(it).base(), played_.end());
    return;
  }
}

std::vector<Command> PakoScreen::board_commands() const {
  std::vector<Command> commands{Command::up, Command::down, Command::left, Command::right, Command::select};
  if (still_playing()) commands.push_back(kToggleHints);  // hints are for moves still to make
  return commands;
}

bool PakoScreen::needs_turn(Command c) const { return c != kToggleHints && GameScreen::needs_turn(c); }

bool PakoScreen::cancel_choice() {
  if (!chosen_) return false;
  chosen_.reset();
  if (my_turn()) intent_.reset();  // a suggestion set up for Enter goes with its pick
  return true;
}

// A move shown before it is played is marked on the board. A suggestion on the person's own turn is
// also set up for Enter: its prisoner (or the prison) picked and the cursor where it goes.
void PakoScreen::show_intent(const std::optional<Move>& move) {
  intent_ = move;
  if (!move || !my_turn()) return;
  switch (move->kind) {
    case MoveKind::prison:
      chosen_ = kPrison;
      grid_.set_cursor(ui::CellPos{move->to.row, move->to.col - 1});
      break;
    case MoveKind::yard:
      chosen_ = move->from;
      grid_.set_cursor(ui::CellPos{move->to.row, move->to.col - 1});
      break;
    case MoveKind::boat:
      chosen_ = move->from;
      grid_.set_cursor(ui::CellPos{0, move->from.col - 1});
      break;
    default: break;
  }
}

std::optional<Move> PakoScreen::choose_here() {
  const State& s = state();
  const int seat = s.current_seat();
  const auto all = s.legal_moves();
  if (all.size() == 1 && all[0].kind == MoveKind::pass) return Move::pass();
  const int cursor_row = grid_.cursor().row;
  const Square here{cursor_row, grid_.cursor().col + 1};
  if (chosen_) {
    // Every move of the pick, not only a suggestion's marked one: the person may prefer another.
    for (const Move& m : s.moves_from(*chosen_)) {
      if ((m.kind == MoveKind::boat && cursor_row == 0) || (m.kind != MoveKind::boat && m.to == here)) {
        chosen_.reset();
        return m;
      }
    }
    if (*chosen_ == here || (cursor_row == prison_row() && *chosen_ == kPrison)) {
      chosen_.reset();
      return std::nullopt;
    }
  }
  const Square source = cursor_row == prison_row() ? kPrison : here;
  if (source == kPrison || s.owner_at(source) == seat) {
    if (s.moves_from(source).empty()) {
      refuse(source == kPrison
                 ? (s.prison(seat) == 0 ? "Nobody of yours is in the prison." : "No column is free to enter.")
                 : "That prisoner cannot move.");
      return std::nullopt;
    }
    chosen_ = source;
    intent_.reset();  // another pick than a suggestion's: its own targets are marked
    return std::nullopt;
  }
  if (chosen_) {
    // The boat row is no square of the yard: it is reached from an escape square only.
    const std::string why =
        cursor_row == 0 && *chosen_ == kPrison
            ? std::string("the boat is boarded from an escape square (*), not from the prison")
        : cursor_row == 0 ? s.why_illegal(Move::to_boat(*chosen_))
                          : s.why_illegal(*chosen_ == kPrison ? Move::from_prison(here) : Move::step(*chosen_, here));
    refuse("Not there: " + (why.empty() ? "it cannot get there" : why) + ".");
  } else {
    refuse("Pick one of your own prisoners (" + seat_letter_text(seat) + ") or the prison.");
  }
  return std::nullopt;
}

std::optional<Move> PakoScreen::handle_board(const ui::Input& input, bool may_move) {
  if (input.command == kToggleHints) {
    toggle_hints();
    return std::nullopt;
  }
  if (input.click) {
    const auto pos = grid_.cell_at(input.x, input.y);
    if (!pos || (pos->row == 0 && !state().is_boat_column(pos->col + 1))) return std::nullopt;
    grid_.set_cursor(*pos);
    return may_move ? choose_here() : std::nullopt;
  }
  if (input.command == Command::select) return may_move ? choose_here() : std::nullopt;
  grid_.move(input.command, [this](ui::CellPos pos) { return pos.row != 0 || state().is_boat_column(pos.col + 1); });
  return std::nullopt;
}

void PakoScreen::after_play(const State& before, const Events& events) {
  chosen_.reset();
  for (const Event& e : events) {  // the mover's own prisoner: from the prison, a square, or into the boat
    if (e.seat != before.current_seat()) continue;
    if (e.what == static_cast<int>(Say::moves) || e.what == static_cast<int>(Say::boats)) {
      const Square from = event_square(e.n[0]);
      // From the prison: its row, under the column the prisoner entered.
      const ui::CellPos at =
          e.n[0] == 0 ? ui::CellPos{prison_row(), event_square(e.n[1]).col - 1} : ui::CellPos{from.row, from.col - 1};
      constexpr std::size_t kKept = 200;  // undo goes back no further at one sitting in practice
      if (played_.size() >= kKept) played_.erase(played_.begin());
      played_.push_back(Played{before, at});
      break;
    }
  }
  const State& now = state();
  for (int row = 1; row <= now.size(); ++row) {
    if (before.guard_col(row) != now.guard_col(row)) {
      flash_row_ = row;
      flash_from_ = before.guard_col(row);
      flash_to_ = now.guard_col(row);
      flash_until_ = ui::Clock::now() + highlight_time();
    }
  }
  // The square the prisoner arrived on, if it is still standing there.
  flash_arrival_ = Square{};
  const int mover = before.current_seat();
  if (mover >= 0) {
    for (const Square& s : now.yard(mover)) {
      if (std::find(before.yard(mover).begin(), before.yard(mover).end(), s) == before.yard(mover).end())
        flash_arrival_ = s;
    }
  }
}

}  // namespace tabletop::pako
