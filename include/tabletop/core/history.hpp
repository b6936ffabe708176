#pragma once
// How a match came about: the position it started from and every step since (each seat's moves and
// each chance outcome), with the lines said between moves and the moves taken back. A save keeps it
// beside the position, so a game can be replayed from its start, watched again move by move, and
// taken back after a relaunch.
#include <string>
#include <vector>

#include "tabletop/core/game.hpp"
#include "tabletop/core/json_read.hpp"

namespace tabletop {

// Who made a step of the history.
enum class Mover : char { person = 'p', robot = 'r', chance = 'c' };

// Something that happened between two moves, after the first `at` moves kept: a line of the log
// (a new game begins, a player joins) or a take-back.
struct HistoryMark {
  int at = 0;
  bool undo = false;
  int seat = -1;     // a line's seat, -1 for nobody in particular
  std::string text;  // a line's words
  bool operator==(const HistoryMark&) const = default;
};

// The moves a history keeps (a save stays within the reader's 4 MiB). A longer game forgets its
// oldest moves a twentieth at a time: the start moves on to the position after them and `dropped`
// counts them, so the viewer can say so. Nothing is cut unsaid.
inline constexpr int kHistoryKept = 20000;

template <GameState S>
struct MatchHistory {
  using Move = typename S::Move;
  json start;        // the state before the first move kept
  long dropped = 0;  // moves played before `start` and no longer kept
  std::vector<Move> moves;
  std::string movers;  // one Mover per move
  std::vector<HistoryMark> marks;

  int size() const { return static_cast<int>(moves.size()); }
  Mover mover(int i) const { return static_cast<Mover>(movers[static_cast<std::size_t>(i)]); }

  // The seats' moves kept (chance's not counted): all those made, and those not taken back since.
  struct SeatMoves {
    int made = 0;
    int standing = 0;
  };
  SeatMoves seat_moves() const {
    SeatMoves count;
    std::vector<int>
        before;  // the moves standing before each person's move undo may take back, as a replay stacks them
    std::size_t mark = 0;
    for (int i = 0; i <= size(); ++i) {
      for (; mark < marks.size() && marks[mark].at == i; ++mark) {
        if (!marks[mark].undo || before.empty()) continue;
        count.standing = before.back();
        before.pop_back();
      }
      if (i == size()) break;
      const Mover who = mover(i);
      if (who == Mover::chance) {
        before.clear();  // undo never goes back past a chance step
        continue;
      }
      if (who == Mover::person) before.push_back(count.standing);
      ++count.made;
      ++count.standing;
    }
    return count;
  }

  json to_json() const {
    json list = json::array();
    for (const Move& move : moves) list.push_back(S::move_to_json(move));
    json said = json::array();
    for (const HistoryMark& m : marks) {
      said.push_back(m.undo ? json::array({m.at, "undo"}) : json::array({m.at, m.seat, m.text}));
    }
    return json{{"start", start},
                {"dropped", dropped},
                {"moves", std::move(list)},
                {"movers", movers},
                {"marks", std::move(said)}};
  }

  // Throws BadData naming what is wrong; whether the moves are legal is the replay's business.
  static MatchHistory from_json(const json& j) {
    using namespace jsonread;
    const std::string where = "match.history";
    MatchHistory h;
    h.start = field(j, "start", where);
    h.dropped = int_field(j, "dropped", 0, 1'000'000'000, where);
    const json& list = array_field(j, "moves", where);
    h.moves.reserve(list.size());
    for (std::size_t i = 0; i < list.size(); ++i) {
      try {
        h.moves.push_back(S::move_from_json(list[i]));
      } catch (const BadData& e) {
        throw BadData(where + ".moves[" + std::to_string(i) + "]: " + e.what());
      }
    }
    h.movers = string_field(j, "movers", where);
    if (h.movers.size() != list.size()) throw BadData(where + ".movers must name one mover per move");
    for (char c : h.movers) {
      if (c != 'p' && c != 'r' && c != 'c') throw BadData(where + ".movers holds p, r and c only");
    }
    int last = 0;
    for (const json& m : array_field(j, "marks", where)) {
      const std::string what = where + ".marks";
      if (!m.is_array() || m.empty()) throw BadData(what + " must hold [at, \"undo\"] or [at, seat, text]");
      HistoryMark mark;
      mark.at = integer(m[0], last, h.size(), what + " at");  // in order, within the moves
      last = mark.at;
      if (m.size() == 2 && m[1] == "undo") {
        mark.undo = true;
      } else if (m.size() == 3 && m[2].is_string()) {
        mark.seat = integer(m[1], -1, 63, what + " seat");
        mark.text = m[2].get<std::string>();
      } else {
        throw BadData(what + " must hold [at, \"undo\"] or [at, seat, text]");
      }
      h.marks.push_back(std::move(mark));
    }
    return h;
  }
};

}  // namespace tabletop
