#include "tabletop/games/pako/pako_view.hpp"

#include <algorithm>

#include "tabletop/core/settings.hpp"
#include "tabletop/games/pako/pako_robots.hpp"

namespace tabletop::pako {

using ui::Command;
using ui::Tone;

namespace {
constexpr int kCellWidth = 3;
constexpr int kRowLabelWidth = 3;
constexpr auto kFlashTime = std::chrono::milliseconds(900);
const Square kPrison{0, 0};
}  // namespace

PakoScreen::PakoScreen(ui::Host& host, ui::GameLinks links, Match<State> match)
    : GameScreen(host, std::move(links), std::move(match), robot_styles()) {
  cursor_row_ = prison_row();
  cursor_col_ = state().centre();
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
  host().tell(hints_on() ? "Move hints on: safe squares are marked +." : "Move hints off.");
}

// ---------------------------------------------------------------- layout and drawing

ui::Size PakoScreen::board_size() const {
  return {kRowLabelWidth + kCellWidth * state().size() + 1, state().size() + 3};
}

std::vector<Move> PakoScreen::chosen_moves() const {
  if (!chosen_ || !match().person_to_move()) return {};
  return state().moves_from(*chosen_);
}

void PakoScreen::draw_cell(const ui::Painter& p, int x, int y, int row, int col) const {
  const State& s = state();
  const Square here{row, col};
  const bool cursor = row == cursor_row_ && col == cursor_col_;
  const bool escape = s.is_escape(here);
  std::string side = escape ? p.glyph("░", ":") : " ";
  std::string centre = p.glyph("·", ".");
  Tone tone = escape ? Tone::accent : Tone::dim;

  const bool flashing = ui::Clock::now() < flash_until_ && row == flash_row_ &&
                        col >= std::min(flash_from_, flash_to_) && col <= std::max(flash_from_, flash_to_);
  if (s.guard_col(row) == col) {
    centre = p.glyph("◆", "#");
    tone = Tone::warning;
  } else if (const int owner = s.owner_at(here); owner >= 0) {
    centre = std::string(1, static_cast<char>('A' + owner));
    tone = ui::seat_tone(owner);
  }
  const bool target = std::any_of(targets_.begin(), targets_.end(), [&](const Move& m) {
    return m.kind != MoveKind::boat && m.to == here;
  });
  const bool hinted = std::binary_search(hints_.begin(), hints_.end(), here);
  if (target) {
    centre = hinted ? "+" : p.glyph("∘", "o");
    tone = hinted ? Tone::hint : Tone::accent;
  } else if (hinted) {
    centre = "+";
    tone = Tone::hint;
  }
  if (flashing && s.guard_col(row) != col) {
    centre = p.glyph("━", "=");
    tone = Tone::warning;
  }
  if (chosen_ && *chosen_ == here) tone = Tone::selected;
  if (ui::Clock::now() < flash_until_ && here == flash_arrival_ && s.owner_at(here) >= 0) tone = Tone::selected;
  const std::string left = cursor ? "[" : side;
  const std::string right = cursor ? "]" : side;
  p.text(x, y, left, cursor ? Tone::cursor : (escape ? Tone::accent : tone));
  p.text(x + 1, y, centre, tone);
  p.text(x + 2, y, right, cursor ? Tone::cursor : (escape ? Tone::accent : tone));
}

void PakoScreen::draw_board(ui::Painter& p, ui::Rect r) {
  board_ = r;
  const State& s = state();
  const int n = s.size();
  targets_ = chosen_moves();
  hints_ = hints_on() && match().person_to_move() ? s.hint_squares() : std::vector<Square>{};
  const int x0 = r.x + kRowLabelWidth;
  // The boat above the escape columns.
  int y = r.y;
  p.text(r.x, y, "   ", Tone::dim);
  for (int col = 1; col <= n; ++col) {
    const int x = x0 + (col - 1) * kCellWidth;
    const bool cursor = cursor_row_ == 0 && cursor_col_ == col;
    if (s.is_boat_column(col)) {
      const bool boat_move = std::any_of(targets_.begin(), targets_.end(), [&](const Move& m) {
        return m.kind == MoveKind::boat && m.from.col == col;
      });
      p.text(x, y, cursor ? "[" : p.glyph("≈", "~"), cursor ? Tone::cursor : Tone::title);
      p.text(x + 1, y, boat_move ? p.glyph("∘", "o") : p.glyph("≈", "~"), boat_move ? Tone::accent : Tone::title);
      p.text(x + 2, y, cursor ? "]" : p.glyph("≈", "~"), cursor ? Tone::cursor : Tone::title);
    } else if (cursor) {
      p.text(x, y, "[ ]", Tone::cursor);
    }
  }
  p.text(x0 + n * kCellWidth + 1, y, "boat", Tone::title);
  // The yard.
  for (int row = 1; row <= n; ++row) {
    ++y;
    const std::string label = std::to_string(row);
    p.text(r.x + kRowLabelWidth - 1 - static_cast<int>(label.size()), y, label, Tone::dim);
    for (int col = 1; col <= n; ++col) draw_cell(p, x0 + (col - 1) * kCellWidth, y, row, col);
  }
  // The prison below the whole width.
  ++y;
  const bool prison_cursor = cursor_row_ == prison_row();
  const bool prison_chosen = chosen_ && *chosen_ == kPrison;
  std::string wall;
  for (int col = 1; col <= n; ++col) wall += p.glyph("▔▔▔", "^^^");
  p.text(x0, y, wall, prison_chosen ? Tone::selected : Tone::dim);
  if (prison_cursor) p.text(x0 + (cursor_col_ - 1) * kCellWidth, y, "[ ]", Tone::cursor);
  p.text(x0 + n * kCellWidth + 1, y, "prison", prison_chosen ? Tone::selected : Tone::title);
  // The column numbers under the prison.
  ++y;
  for (int col = 1; col <= n; ++col) {
    const std::string label = std::to_string(col);
    p.text(x0 + (col - 1) * kCellWidth + (kCellWidth - static_cast<int>(label.size())) / 2, y, label, Tone::dim);
  }
}

std::vector<ui::PlayerLine> PakoScreen::player_lines() const {
  std::vector<ui::PlayerLine> lines;
  const State& s = state();
  for (int seat = 0; seat < s.num_seats(); ++seat) {
    const std::string detail = "prison " + std::to_string(s.prison(seat)) + "  yard " +
                               std::to_string(s.yard(seat).size()) + "  boat " + std::to_string(s.boat(seat));
    lines.push_back(ui::PlayerLine{seat, seat_name(seat), detail, s.current_seat() == seat,
                                   match().seats()[static_cast<std::size_t>(seat)].robot});
  }
  return lines;
}

std::vector<std::string> PakoScreen::side_notes() const {
  const bool unicode = host().terminal().unicode();
  return {std::string("Hints ") + (hints_on() ? "on" : "off") + " (H).  " + (unicode ? "◆" : "#") + " guard  " +
          (unicode ? "░" : ":") + " escape  + safe"};
}

std::string PakoScreen::prompt() const {
  const State& s = state();
  const int seat = s.current_seat();
  const std::string who = seat_name(seat) + " (" + std::string(1, static_cast<char>('A' + seat)) + ")";
  const auto moves = s.legal_moves();
  if (moves.size() == 1 && moves[0].kind == MoveKind::pass) return who + " has no legal move: press Enter to pass.";
  if (!chosen_) return who + ": pick one of your prisoners, or the prison row, and press Enter.";
  return who + ": pick where it goes (marked) and press Enter; Esc picks again.";
}

std::string PakoScreen::result_text() const {
  const State& s = state();
  if (s.winner() < 0) return "Nobody can move: the game is a draw.";
  return seat_name(s.winner()) + " (" + std::string(1, static_cast<char>('A' + s.winner())) +
         ") wins with three prisoners in the boat!";
}

// ---------------------------------------------------------------- input

std::vector<Command> PakoScreen::board_commands() const {
  return {Command::up, Command::down, Command::left, Command::right, Command::select, Command::toggle_hints};
}

bool PakoScreen::cancel_choice() {
  if (!chosen_) return false;
  chosen_.reset();
  return true;
}

void PakoScreen::move_cursor(int drow, int dcol) {
  const int n = state().size();
  cursor_row_ = std::clamp(cursor_row_ + drow, 0, prison_row());
  cursor_col_ = std::clamp(cursor_col_ + dcol, 1, n);
  if (cursor_row_ == 0 && !state().is_boat_column(cursor_col_)) {
    if (drow != 0) {
      cursor_row_ = 1;  // the boat lies only above the escape columns
    } else {
      cursor_col_ = std::clamp(cursor_col_, state().centre() - n / 4, state().centre() + n / 4);
    }
  }
}

std::optional<Move> PakoScreen::choose_here() {
  const State& s = state();
  const int seat = s.current_seat();
  const auto all = s.legal_moves();
  if (all.size() == 1 && all[0].kind == MoveKind::pass) return Move::pass();
  const Square here{cursor_row_, cursor_col_};
  if (chosen_) {
    for (const Move& m : chosen_moves()) {
      if ((m.kind == MoveKind::boat && cursor_row_ == 0) || (m.kind != MoveKind::boat && m.to == here)) {
        chosen_.reset();
        return m;
      }
    }
    if (*chosen_ == here || (cursor_row_ == prison_row() && *chosen_ == kPrison)) {
      chosen_.reset();
      return std::nullopt;
    }
  }
  const Square source = cursor_row_ == prison_row() ? kPrison : here;
  if (source == kPrison || s.owner_at(source) == seat) {
    if (s.moves_from(source).empty()) {
      host().tell(source == kPrison ? (s.prison(seat) == 0 ? "Nobody of yours is in the prison." : "No column is free to enter.")
                                    : "That prisoner cannot move.");
      return std::nullopt;
    }
    chosen_ = source;
    return std::nullopt;
  }
  if (chosen_) {
    Move attempt = *chosen_ == kPrison ? Move::from_prison(here) : Move::step(*chosen_, here);
    if (cursor_row_ == 0) attempt = Move::to_boat(*chosen_);
    host().tell("Not there: " + s.why_illegal(attempt) + ".");
  } else {
    host().tell("Pick one of your own prisoners (" + std::string(1, static_cast<char>('A' + seat)) + ") or the prison.");
  }
  return std::nullopt;
}

std::optional<Move> PakoScreen::handle_board(const ui::Input& input, bool may_move) {
  if (input.command == Command::toggle_hints) {
    toggle_hints();
    return std::nullopt;
  }
  if (input.click) {
    const int col = (input.x - board_.x - kRowLabelWidth) / kCellWidth + 1;
    const int row = input.y - board_.y;
    if (input.x < board_.x + kRowLabelWidth || col < 1 || col > state().size() || row < 0 || row > prison_row()) {
      return std::nullopt;
    }
    if (row == 0 && !state().is_boat_column(col)) return std::nullopt;
    cursor_row_ = row;
    cursor_col_ = col;
    return may_move ? choose_here() : std::nullopt;
  }
  switch (input.command) {
    case Command::up: move_cursor(-1, 0); break;
    case Command::down: move_cursor(1, 0); break;
    case Command::left: move_cursor(0, -1); break;
    case Command::right: move_cursor(0, 1); break;
    case Command::select:
      if (may_move) return choose_here();
      break;
    default: break;
  }
  return std::nullopt;
}

void PakoScreen::after_play(const State& before, const Events&) {
  chosen_.reset();
  const State& now = state();
  for (int row = 1; row <= now.size(); ++row) {
    if (before.guard_col(row) != now.guard_col(row)) {
      flash_row_ = row;
      flash_from_ = before.guard_col(row);
      flash_to_ = now.guard_col(row);
      flash_until_ = ui::Clock::now() + kFlashTime;
    }
  }
  // The square the prisoner arrived on, if it is still standing there.
  flash_arrival_ = Square{};
  const int mover = before.current_seat();
  if (mover >= 0) {
    for (const Square& s : now.yard(mover)) {
      if (std::find(before.yard(mover).begin(), before.yard(mover).end(), s) == before.yard(mover).end()) flash_arrival_ = s;
    }
  }
}

}  // namespace tabletop::pako
