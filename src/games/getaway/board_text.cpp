// Boards in words: what each square does, and the summary `tabletop check-board` prints.
#include <algorithm>
#include <array>

#include "tabletop/games/getaway/board.hpp"

namespace tabletop::getaway {
namespace {

std::string squares(int n) { return std::to_string(n) + (n == 1 || n == -1 ? " square" : " squares"); }

std::string amount_text(const Amount& a) { return (a.random ? "1 to " : "") + std::to_string(a.value) + " gold"; }

std::string target_text(const Board& board, const Square& s, int index) {
  if (s.jump.kind != JumpKind::absolute) return jump_text(s.jump);
  const int to = s.jump.value;
  if (to == 0) return "back to Start";
  return std::string(to < index ? "back" : "on") + " to square " + std::to_string(to) + " (" + board.at(to).name + ")";
}

}  // namespace

std::string kind_name(SquareKind kind) {
  switch (kind) {
    case SquareKind::start: return "start";
    case SquareKind::treasure: return "treasure";
    case SquareKind::teleporter: return "teleporter";
    case SquareKind::toll: return "toll";
    case SquareKind::trinkets: return "trinkets";
    case SquareKind::trap: return "trap";
    case SquareKind::castle: return "castle";
  }
  return "square";
}

std::string jump_text(const Jump& jump) {
  const int v = jump.value;
  switch (jump.kind) {
    case JumpKind::fixed:
      if (v == 0) return "nowhere (0 squares)";
      return (v < 0 ? "back " : "forward ") + squares(std::abs(v));
    case JumpKind::random: return std::string(v < 0 ? "back " : "forward ") + "1 to " + squares(std::abs(v));
    case JumpKind::absolute: return "to square " + std::to_string(v);
  }
  return "";
}

std::string square_effect(const Board& board, int index, int taken) {
  const Square& s = board.at(index);
  const std::string once = s.every_time ? "every time" : "only for the first player to land";
  switch (s.kind) {
    case SquareKind::start: return "start: everyone begins here, and nothing happens on it.";
    case SquareKind::castle:
      return "castle: trinkets are sold here for their gold, and the game ends when everyone is here.";
    case SquareKind::treasure: return "treasure, " + once + ": " + amount_text(s.amount) + ".";
    case SquareKind::teleporter:
      return "teleporter, " + once + ": moves a player " + target_text(board, s, index) + ".";
    case SquareKind::toll:
      return "toll, " + std::string(s.every_time ? "asked every time" : "asked only of the first player to land") +
             ": pay " + amount_text(s.amount) + " or be moved " + target_text(board, s, index) + ".";
    case SquareKind::trinkets: {
      if (s.trinkets.empty()) return "trinkets: none are hidden here.";
      const std::size_t first = static_cast<std::size_t>(std::clamp(taken, 0, static_cast<int>(s.trinkets.size())));
      if (first == s.trinkets.size()) return "trinkets, one to each player who lands: all are taken.";
      std::string text = std::string("trinkets, one to each player who lands, ") +
                         (first == 0 ? "in this order: " : "the rest in this order: ");
      for (std::size_t i = first; i < s.trinkets.size(); ++i) {
        const Trinket& t = s.trinkets[i];
        text += (i > first ? ", " : "") + t.name + " (" + std::to_string(t.value) + " gold)";
      }
      return text + ".";
    }
    case SquareKind::trap: {
      const bool offered = std::any_of(board.squares.begin(), board.squares.end(), [&](const Square& other) {
        return std::any_of(other.trinkets.begin(), other.trinkets.end(),
                           [&](const Trinket& t) { return t.name == s.protector; });
      });
      return (s.trap == TrapKind::event ? "event trap: holds a player until they roll " + std::to_string(s.trap_value)
                                        : "time trap: holds a player for " + std::to_string(s.trap_value) +
                                              (s.trap_value == 1 ? " turn" : " turns")) +
             ", unless they carry " + s.protector + (offered ? "." : " (which no square on this board offers).");
    }
  }
  return "";
}

std::string board_summary(const Board& board) {
  std::array<int, 7> count{};
  int once = 0;
  int trinkets = 0;
  for (const auto& s : board.squares) {
    ++count[static_cast<std::size_t>(s.kind)];
    once += !s.every_time &&
            (s.kind == SquareKind::treasure || s.kind == SquareKind::teleporter || s.kind == SquareKind::toll);
    trinkets += static_cast<int>(s.trinkets.size());
  }
  std::string out = board.source + ": a valid board\n";
  out += "  starting gold " + std::to_string(board.start_gold) + "; two " + std::to_string(board.faces) +
         "-sided dice, rolls of " + std::to_string(board.min_roll()) + " to " + std::to_string(board.max_roll()) +
         "; " + std::to_string(board.squares.size()) + " squares\n";
  out += "  squares by type:";
  for (int k = 0; k < 7; ++k) {
    out += std::string(k == 0 ? " " : ", ") + std::to_string(count[static_cast<std::size_t>(k)]) + " " +
           kind_name(static_cast<SquareKind>(k));
  }
  out += "\n  " + std::to_string(once) + " of the treasures, teleporters and tolls work only once; " +
         std::to_string(trinkets) + " trinkets to find\n";
  const int turns = fewest_turns_to_castle(board);
  out += "  the Castle (square " + std::to_string(board.last()) + ") is reachable from Start, in " +
         std::to_string(turns) + (turns == 1 ? " turn" : " turns") + " at the fewest\n";
  for (const auto& w : board.warnings) out += "  warning: " + w + "\n";
  out += "squares:\n";
  for (int i = 0; i <= board.last(); ++i) {
    const std::string number = std::to_string(i);
    out += std::string(number.size() < 4 ? 4 - number.size() : 0, ' ') + number + " " + board.at(i).name + ": " +
           square_effect(board, i) + "\n";
  }
  return out;
}

}  // namespace tabletop::getaway
