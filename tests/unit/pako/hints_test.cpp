#include <doctest/doctest.h>

#include "tabletop/core/random_robot.hpp"
#include "tabletop/games/pako/pako.hpp"

using namespace tabletop;
using namespace tabletop::pako;

namespace {

// The hint squares worked out the slow way: try every move to every square and count the player's
// prisoners afterwards.
std::vector<Square> hints_by_brute_force(const State& s) {
  std::vector<Square> squares;
  const int seat = s.current_seat();
  if (seat < 0) return squares;
  for (int row = 1; row <= s.size(); ++row) {
    for (int col = 1; col <= s.size(); ++col) {
      const Square to{row, col};
      std::vector<Move> tries{Move::from_prison(to)};
      for (const Square& from : s.yard(seat)) tries.push_back(Move::step(from, to));
      for (const Move& m : tries) {
        if (!s.why_illegal(m).empty()) continue;
        State after = s;
        after.apply(m);
        const std::size_t expected = s.yard(seat).size() + (m.kind == MoveKind::prison ? 1 : 0);
        if (after.yard(seat).size() == expected) {
          squares.push_back(to);
          break;
        }
      }
    }
  }
  return squares;
}

}  // namespace

TEST_SUITE("pako") {
  TEST_CASE("hint squares and the counted moves equal a brute-force check over many random positions") {
    RandomRobot<State> robot;
    int positions = 0;
    int with_hints = 0;
    for (int n = kMinSize; n <= kMaxSize; n += 2) {
      for (int players = kMinPlayers; players <= kMaxPlayers; ++players) {
        for (int game = 0; game < 6; ++game) {
          State s(n, players);
          Rng dice(static_cast<std::uint64_t>(n * 100 + players * 10 + game));
          Rng rng(static_cast<std::uint64_t>(game));
          for (int move = 0; move < 60 && s.current_seat() != kNobody; ++move) {
            if (s.current_seat() >= 0) {
              CAPTURE(s.to_json().dump());
              const auto hints = s.hint_squares();
              REQUIRE(hints == hints_by_brute_force(s));
              // The random robot's count and i-th move are the list's, without the list.
              const Moves moves = s.legal_moves();
              REQUIRE(s.legal_move_count() == static_cast<int>(moves.size()));
              for (std::size_t i = 0; i < moves.size(); ++i) REQUIRE(s.legal_move(static_cast<int>(i)) == moves[i]);
              ++positions;
              with_hints += !hints.empty();
            }
            s.apply(s.current_seat() == kChanceSeat ? s.sample_chance(dice)
                                                    : robot.choose(observe(s, s.current_seat()), rng, {}));
          }
        }
      }
    }
    CHECK(positions > 1000);
    CHECK(with_hints > positions / 2);
  }

  TEST_CASE("figure 3: the safe squares of black's prisoner are hints, the caught ones are not") {
    State s(5, 2);
    s.set_guards({3, 2, 2, 2, 3});
    s.set_pieces(0, {Square{3, 1}, Square{5, 1}}, 0);
    s.set_pieces(1, {Square{3, 4}, Square{5, 5}}, 0);
    s.set_turn(1);
    const auto hints = s.hint_squares();
    auto hinted = [&](Square q) { return std::binary_search(hints.begin(), hints.end(), q); };
    CHECK(hinted(Square{2, 4}));
    CHECK(hinted(Square{3, 5}));
    CHECK(hinted(Square{4, 4}));
    CHECK_FALSE(hinted(Square{3, 3}));
    CHECK_FALSE(hinted(Square{1, 4}));
    CHECK_FALSE(hinted(Square{5, 4}));  // caught, and it would cost black (5,5) as well
  }

  TEST_CASE("hints ignore boat moves and the game's end") {
    State s(5, 2);
    s.set_guards({2, 2, 4, 1, 5});
    s.set_pieces(0, {Square{1, 3}}, 2);
    for (const Square& q : s.hint_squares()) CHECK(q.row >= 1);
    s.apply(Move::to_boat(Square{1, 3}));
    CHECK(s.hint_squares().empty());
  }
}
