#include "nim/nim_view.hpp"

#include <algorithm>

#include "nim_paths.hpp"  // generated: TABLETOP_NIM_RULES
#include "tabletop/core/storage.hpp"
#include "tabletop/registry/game_kit.hpp"

namespace tabletop::nim {

using ui::Command;
using ui::Tone;

namespace {
constexpr int kLabelWidth = 7;     // "Heap 1 "
constexpr int kCountWidth = 4;     // " 15" after the sticks, and a column to spare
constexpr int kWidestStep = 4;     // sticks further apart no longer read as one heap
constexpr int kTallestStick = 15;  // rows
const ui::Role kStick{"a stick", "┃", "|", Tone::normal};
const ui::Role kTaken{"a stick the move takes", "╏", "!", Tone::accent};
const ui::Role kGround{"the ground a heap stands on", "─", "-", Tone::dim};

ui::GameLinks with_own_rules(ui::GameLinks links) {
  links.rules = [](const std::vector<std::string>&) { return rules_screen(); };  // Nim's setup changes none
  return links;
}
}  // namespace

const std::vector<ui::Role>& board_roles() {
  static const std::vector<ui::Role> roles{kStick, kTaken, kGround};
  return roles;
}

std::unique_ptr<ui::Screen> rules_screen() {
  std::string problem;
  const auto text = read_regular_file(TABLETOP_NIM_RULES, 1 << 16, problem);
  return std::make_unique<ui::TextScreen>(
      "Rules: Nim", text ? paragraphs_of(*text) : std::vector<std::string>{"No rules text: " + problem});
}

NimScreen::NimScreen(ui::Host& host, ui::GameLinks links, ui::Seating<State> seating)
    : GameScreen(host, with_own_rules(std::move(links)), std::move(seating)) {
  fit_choice();
}

void NimScreen::fit_choice() {
  const auto& heaps = state().heaps();
  const int count = static_cast<int>(heaps.size());
  heap_ = std::clamp(heap_, 0, count - 1);
  for (int step = 0; step < count && heaps[static_cast<std::size_t>(heap_)] == 0; ++step) heap_ = (heap_ + 1) % count;
  take_ = std::clamp(take_, 1, std::max(1, std::min(kMaxTake, heaps[static_cast<std::size_t>(heap_)])));
}

ui::Size NimScreen::size_at(int step, int lines) const {
  // Each heap with its ground under it, then the line that says what Enter takes.
  return {kLabelWidth + kMaxSticks * step + kCountWidth, static_cast<int>(state().heaps().size()) * (lines + 1) + 1};
}

ui::Size NimScreen::board_size() const { return size_at(1, 1); }

// The widest spacing and the tallest sticks the room holds, each on its own.
ui::Size NimScreen::fit_board(ui::Size room) {
  const int width = beside_usual_side(room);
  stick_step_ = 1;
  while (stick_step_ < kWidestStep && size_at(stick_step_ + 1, 1).w <= width) ++stick_step_;
  stick_lines_ = 1;
  while (stick_lines_ < kTallestStick && size_at(1, stick_lines_ + 1).h <= room.h) ++stick_lines_;
  return size_at(stick_step_, stick_lines_);
}

void NimScreen::draw_board(ui::Painter& p, ui::Rect r) {
  drawn_ = r;
  const auto& heaps = state().heaps();
  // The sticks a move would take stand out: the robot's about to be played, or the person's choice.
  Move shown{-1, 0};
  if (intent_) {
    shown = *intent_;
  } else if (my_turn()) {
    shown = Move{heap_, take_};
  }
  for (int h = 0; h < static_cast<int>(heaps.size()); ++h) {
    const int top = r.y + h * heap_pitch();
    const int middle = top + (stick_lines_ - 1) / 2;  // the label and the count beside the sticks' middle
    const bool here = my_turn() && h == heap_;
    p.text(r.x, middle, "Heap " + std::to_string(h + 1) + " ", here ? Tone::selected : Tone::title);
    const int sticks = heaps[static_cast<std::size_t>(h)];
    const int taken = shown.heap == h ? std::min(shown.take, sticks) : 0;
    for (int i = 0; i < sticks; ++i) {
      const ui::Role& look = i >= sticks - taken ? kTaken : kStick;
      for (int line = 0; line < stick_lines_; ++line) {
        p.text(r.x + kLabelWidth + i * stick_step_, top + line, p.glyph(look), look.tone);
      }
    }
    p.text(r.x + kLabelWidth + std::max(0, sticks - 1) * stick_step_ + 2, middle, std::to_string(sticks), Tone::dim);
    // The ground under the heap, as wide as the largest heap: an emptied heap still has its place.
    for (int x = 0; x < (kMaxSticks - 1) * stick_step_ + 1; ++x) {
      p.text(r.x + kLabelWidth + x, top + stick_lines_, p.glyph(kGround), kGround.tone);
    }
  }
  if (my_turn()) {
    p.text(r.x, r.y + static_cast<int>(heaps.size()) * heap_pitch(),
           "Take " + std::to_string(take_) + " from heap " + std::to_string(heap_ + 1), Tone::accent);
  }
}

std::vector<Command> NimScreen::board_commands() const {
  return {Command::up, Command::down, Command::left, Command::right, Command::select};
}

std::optional<Move> NimScreen::handle_board(const ui::Input& input, bool may_move) {
  const int count = static_cast<int>(state().heaps().size());
  if (input.click) {
    const int row = input.y - drawn_.y;
    if (!drawn_.contains(input.x, input.y) || row % heap_pitch() == stick_lines_ || row / heap_pitch() >= count)
      return std::nullopt;
    heap_ = row / heap_pitch();
    fit_choice();
    return std::nullopt;
  }
  switch (input.command) {
    case Command::up: heap_ = (heap_ + count - 1) % count; break;
    case Command::down: heap_ = (heap_ + 1) % count; break;
    case Command::left: --take_; break;
    case Command::right: ++take_; break;
    case Command::select:
      if (!may_move) return std::nullopt;
      if (std::string why = state().why_illegal(Move{heap_, take_}); !why.empty()) {
        host().tell("Not that: " + why + ".");
        return std::nullopt;
      }
      return Move{heap_, take_};
    default: return std::nullopt;
  }
  // Up and down skip empty heaps in the direction pressed.
  const int step = input.command == Command::up ? count - 1 : 1;
  for (int i = 0; i < count && state().heaps()[static_cast<std::size_t>(heap_)] == 0; ++i)
    heap_ = (heap_ + step) % count;
  fit_choice();
  return std::nullopt;
}

std::string NimScreen::prompt() const {
  const auto& keys = host().keys();
  return who(state().current_seat()) + ": " + keys.say_arrows(Command::up, Command::down, "Up/Down") +
         " choose a heap, " + keys.say_arrows(Command::left, Command::right, "Left/Right") +
         " how many sticks (1-3), " + key_of(Command::select, '\n') + " takes them.";
}

std::vector<ui::PlayerLine> NimScreen::player_lines() const {
  std::vector<ui::PlayerLine> lines;
  for (int seat = 0; seat < state().num_seats(); ++seat) {
    const std::string detail = state().winner() == seat ? "took the last stick" : "";
    lines.push_back(ui::PlayerLine{seat, seat_name(seat), detail, state().current_seat() == seat,
                                   match().seats()[static_cast<std::size_t>(seat)].robot, 0, detail});
  }
  return lines;
}

std::string NimScreen::result_text() const { return who(state().winner()) + " takes the last stick and wins!"; }

void NimScreen::after_play(const State&, const Events&) {
  intent_.reset();
  take_ = 1;
  fit_choice();
}

}  // namespace tabletop::nim
