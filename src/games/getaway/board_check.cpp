#include "tabletop/games/getaway/board_check.hpp"

#include "tabletop/games/getaway/getaway.hpp"

#include <algorithm>
#include <deque>
#include <set>

namespace tabletop::getaway {
namespace {

bool always_moves(const Square& s) { return s.kind == SquareKind::teleporter && s.every_time; }

std::string named(const Board& board, int index) { return board.at(index).name + " (" + std::to_string(index) + ")"; }

[[noreturn]] void fail_at_square(const Board& board, int index, const std::string& found, const std::string& expected) {
  const Square& s = board.at(index);
  throw BoardError(board.source, s.line, s.column, found, expected);
}

// Every-time teleporters with fixed or absolute moves that send a player round for ever. Each square
// sends on to one square, so one walk from each start, marking squares, finds every loop.
void check_endless_loops(const Board& board) {
  const auto fixed_mover = [&](int i) {
    return always_moves(board.at(i)) && board.at(i).jump.kind != JumpKind::random;
  };
  const auto next = [&](int i) { return clamp_square(board, jump_target(board.at(i).jump, i, 0)); };
  enum Mark { unseen, on_this_walk, leads_out };
  std::vector<Mark> mark(static_cast<std::size_t>(board.last() + 1), unseen);
  for (int start = 0; start <= board.last(); ++start) {
    std::vector<int> walk;
    int at = start;
    for (; fixed_mover(at) && mark[static_cast<std::size_t>(at)] == unseen; at = next(at)) {
      mark[static_cast<std::size_t>(at)] = on_this_walk;
      walk.push_back(at);
    }
    if (fixed_mover(at) && mark[static_cast<std::size_t>(at)] == on_this_walk) {
      std::vector<int> loop(std::find(walk.begin(), walk.end(), at), walk.end());
      std::rotate(loop.begin(), std::min_element(loop.begin(), loop.end()), loop.end());
      std::string found = "an endless loop of every-time teleporters: ";
      for (int i : loop) found += named(board, i) + " -> ";
      found += named(board, loop.front());
      fail_at_square(board, loop.front(), found, "every-time teleporters that lead out of any loop");
    }
    for (int i : walk) mark[static_cast<std::size_t>(i)] = leads_out;
  }
}

// A player is only ever sent on from an every-time teleporter, except when a chain comes back to a
// square it has visited, which stops it there: so such a teleporter on a loop of teleports is a
// square a turn can end on. Kosaraju's two passes find the squares on loops.
std::vector<bool> on_a_loop(const Board& board, const std::vector<std::vector<int>>& sent) {
  const int n = board.last() + 1;
  std::vector<std::vector<int>> back(static_cast<std::size_t>(n));
  for (int i = 0; i < n; ++i) {
    for (int j : sent[static_cast<std::size_t>(i)]) back[static_cast<std::size_t>(j)].push_back(i);
  }
  std::vector<int> order;
  std::vector<bool> seen(static_cast<std::size_t>(n), false);
  for (int root = 0; root < n; ++root) {
    if (seen[static_cast<std::size_t>(root)]) continue;
    std::vector<std::pair<int, std::size_t>> stack{{root, 0}};
    seen[static_cast<std::size_t>(root)] = true;
    while (!stack.empty()) {
      auto& [node, next] = stack.back();
      const auto& out = sent[static_cast<std::size_t>(node)];
      if (next < out.size()) {
        const int to = out[next++];
        if (!seen[static_cast<std::size_t>(to)]) {
          seen[static_cast<std::size_t>(to)] = true;
          stack.emplace_back(to, 0);
        }
      } else {
        order.push_back(node);
        stack.pop_back();
      }
    }
  }
  std::vector<int> component(static_cast<std::size_t>(n), -1);
  std::vector<int> size;
  for (auto it = order.rbegin(); it != order.rend(); ++it) {
    if (component[static_cast<std::size_t>(*it)] >= 0) continue;
    const int c = static_cast<int>(size.size());
    size.push_back(0);
    std::vector<int> stack{*it};
    component[static_cast<std::size_t>(*it)] = c;
    while (!stack.empty()) {
      const int node = stack.back();
      stack.pop_back();
      ++size.back();
      for (int from : back[static_cast<std::size_t>(node)]) {
        if (component[static_cast<std::size_t>(from)] < 0) {
          component[static_cast<std::size_t>(from)] = c;
          stack.push_back(from);
        }
      }
    }
  }
  std::vector<bool> looped(static_cast<std::size_t>(n), false);
  for (int i = 0; i < n; ++i) {
    const auto& out = sent[static_cast<std::size_t>(i)];
    looped[static_cast<std::size_t>(i)] = size[static_cast<std::size_t>(component[static_cast<std::size_t>(i)])] > 1 ||
                                          std::find(out.begin(), out.end(), i) != out.end();
  }
  return looped;
}

// Arrivals on squares, joined by teleports (within a turn, weight 0) and rolls (a new turn, weight 1).
struct Trail {
  std::vector<std::vector<int>> sent;  // teleport edges
  std::vector<bool> can_rest;          // a turn can end here, so the next roll starts here

  // `most_gold`: the most gold a player can carry; an every-time toll it cannot pay always sends on.
  Trail(const Board& board, long long most_gold) {
    const int n = board.last() + 1;
    for (int i = 0; i < n; ++i) sent.push_back(sent_on_from(board, i));
    const std::vector<bool> looped = on_a_loop(board, sent);
    for (int i = 0; i < n; ++i) {
      const Square& s = board.at(i);
      const bool unpayable = s.kind == SquareKind::toll && s.every_time && least_asked(s) > most_gold;
      can_rest.push_back(i != board.last() && !unpayable && (!always_moves(s) || looped[static_cast<std::size_t>(i)]));
    }
  }

  static long long least_asked(const Square& s) { return s.amount.random ? 1 : s.amount.value; }

  template <class Visit>
  void each_next(const Board& board, int from, Visit visit) const {
    for (int to : sent[static_cast<std::size_t>(from)]) visit(to, 0);
    if (!can_rest[static_cast<std::size_t>(from)]) return;
    for (int roll = board.min_roll(); roll <= board.max_roll(); ++roll) visit(std::min(from + roll, board.last()), 1);
  }

  // Fewest turns from an arrival on Start to every square (-1 where it cannot be reached).
  std::vector<int> turns_from_start(const Board& board) const {
    std::vector<int> turns(sent.size(), -1);
    std::deque<int> queue{0};
    turns[0] = 0;
    while (!queue.empty()) {
      const int at = queue.front();
      queue.pop_front();
      each_next(board, at, [&](int to, int cost) {
        int& t = turns[static_cast<std::size_t>(to)];
        const int through = turns[static_cast<std::size_t>(at)] + cost;
        if (t >= 0 && t <= through) return;
        t = through;
        if (cost == 0) {
          queue.push_front(to);
        } else {
          queue.push_back(to);
        }
      });
    }
    return turns;
  }

  std::vector<bool> leads_to_castle(const Board& board) const {
    std::vector<std::vector<int>> into(sent.size());
    for (int i = 0; i <= board.last(); ++i)
      each_next(board, i, [&](int to, int) { into[static_cast<std::size_t>(to)].push_back(i); });
    std::vector<bool> leads(sent.size(), false);
    std::vector<int> stack{board.last()};
    leads[static_cast<std::size_t>(board.last())] = true;
    while (!stack.empty()) {
      const int at = stack.back();
      stack.pop_back();
      for (int from : into[static_cast<std::size_t>(at)]) {
        if (!leads[static_cast<std::size_t>(from)]) {
          leads[static_cast<std::size_t>(from)] = true;
          stack.push_back(from);
        }
      }
    }
    return leads;
  }
};

constexpr long long kNoLimit = 1LL << 60;

// The most gold a player can hold on the squares `turns` reaches: the starting gold and every
// treasure reached, once-only ones once; an every-time treasure pays without limit when the trail
// can lead back to it (some reachable move goes backwards).
long long most_gold_reached(const Board& board, const Trail& trail, const std::vector<int>& turns, bool once_only_too) {
  long long gold = board.start_gold;
  bool back_moves = false, repeating_treasure = false;
  for (int i = 0; i <= board.last(); ++i) {
    if (turns[static_cast<std::size_t>(i)] < 0) continue;
    const Square& s = board.at(i);
    if (s.kind == SquareKind::treasure && s.amount.value > 0 && (s.every_time || once_only_too)) {
      gold += s.amount.value;
      repeating_treasure = repeating_treasure || s.every_time;
    }
    for (int to : trail.sent[static_cast<std::size_t>(i)]) back_moves = back_moves || to < i;
  }
  return repeating_treasure && back_moves ? kNoLimit : std::min(gold, kNoLimit);
}

// The trail as gold allows it: a toll no one can afford is no place to stop, which can hide squares
// and the Castle; the gold a player can gather depends on the squares reached. Repeated to a fixed
// point, starting from the starting gold alone (both only grow).
// `once_only_too`: count the treasures that pay only their first finder (the most any one player can
// hope for), or only those that pay everyone (what a late player can count on).
Trail trail_within_gold(const Board& board, bool once_only_too = true) {
  long long gold = board.start_gold;
  for (;;) {
    Trail trail(board, gold);
    const long long more = most_gold_reached(board, trail, trail.turns_from_start(board), once_only_too);
    if (more <= gold) return trail;
    gold = more;
  }
}

// The first square a player can come to and from which no rolls lead on to the Castle, or -1; the
// Castle itself when it cannot be reached at all.
int first_dead_end(const Board& board, const Trail& trail) {
  const std::vector<int> turns = trail.turns_from_start(board);
  if (turns[static_cast<std::size_t>(board.last())] < 0) return board.last();
  const std::vector<bool> leads = trail.leads_to_castle(board);
  for (int i = 0; i <= board.last(); ++i) {
    if (turns[static_cast<std::size_t>(i)] >= 0 && trail.can_rest[static_cast<std::size_t>(i)] &&
        !leads[static_cast<std::size_t>(i)]) {
      return i;
    }
  }
  return -1;
}

// A board that passes only because of gold a once-only treasure pays: whoever comes after its finder
// may never afford the tolls ahead. Such a game could go on for ever; the engine ends it after
// kMaxRounds rounds, and the board's summary and the players are told so.
void warn_gold_that_runs_out(Board& board) {
  if (first_dead_end(board, trail_within_gold(board, false)) < 0) return;
  board.warnings.push_back(
      "a player who comes after the once-only treasures are taken may never afford the tolls "
      "on the way to the Castle; a game that stalls ends after " +
      std::to_string(kMaxRounds) + " rounds, and gold decides.");
}

void check_castle_reachable(const Board& board) {
  const Trail trail = trail_within_gold(board);
  const std::vector<int> turns = trail.turns_from_start(board);
  if (turns[static_cast<std::size_t>(board.last())] < 0) {
    fail_at_square(board, board.last(), "a Castle that no rolls can reach from Start",
                   "a trail on which the Castle can be reached");
  }
  const std::vector<bool> leads = trail.leads_to_castle(board);
  for (int i = 0; i <= board.last(); ++i) {
    if (turns[static_cast<std::size_t>(i)] >= 0 && trail.can_rest[static_cast<std::size_t>(i)] &&
        !leads[static_cast<std::size_t>(i)]) {
      fail_at_square(board, i, "square " + named(board, i) + ", from which no rolls lead on to the Castle",
                     "every square a player can reach to lead on to the Castle");
    }
  }
}

void warn_unprotected_traps(Board& board) {
  std::set<std::string> offered;
  for (const auto& s : board.squares) {
    for (const auto& t : s.trinkets) offered.insert(t.name);
  }
  for (int i = 0; i <= board.last(); ++i) {
    const Square& s = board.at(i);
    if (s.kind == SquareKind::trap && offered.count(s.protector) == 0) {
      board.warnings.push_back(named(board, i) + ": no square offers " + s.protector +
                               ", the trinket that would protect from this trap.");
    }
  }
}

}  // namespace

int jump_target(const Jump& jump, int from, int distance) {
  switch (jump.kind) {
    case JumpKind::fixed: return from + jump.value;
    case JumpKind::random: return from + (jump.value < 0 ? -distance : distance);
    case JumpKind::absolute: return jump.value;
  }
  return from;
}

int clamp_square(const Board& board, int square) { return std::clamp(square, 0, board.last()); }

std::vector<int> sent_on_from(const Board& board, int square) {
  const Square& s = board.at(square);
  if (s.kind != SquareKind::teleporter && s.kind != SquareKind::toll) return {};
  if (s.jump.kind != JumpKind::random) return {clamp_square(board, jump_target(s.jump, square, 0))};
  // A random jump reaches a run of squares; clamping folds its ends onto the board's ends.
  const int near = clamp_square(board, jump_target(s.jump, square, 1));
  const int far = clamp_square(board, jump_target(s.jump, square, std::abs(s.jump.value)));
  std::vector<int> to;
  for (int t = std::min(near, far); t <= std::max(near, far); ++t) to.push_back(t);
  return to;
}

void check_board(Board& board) {
  check_endless_loops(board);
  check_castle_reachable(board);
  warn_gold_that_runs_out(board);
  warn_unprotected_traps(board);
}

int fewest_turns_to_castle(const Board& board) {
  return trail_within_gold(board).turns_from_start(board)[static_cast<std::size_t>(board.last())];
}

}  // namespace tabletop::getaway
