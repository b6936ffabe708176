// A suggestion's follow-up ("trade ..., then sell ...") is thought out from what the seat will see after
// its first move, worked out from what it sees now (core/game.hpp's foreseen_view): a move that shows
// something hidden (a chamber explored, a card stolen) gives no follow-up, one that shows nothing new
// gives exactly the view the true game will give.
#include <doctest/doctest.h>

#include "positions.hpp"
#include "tabletop/core/game.hpp"

using namespace tabletop;
using namespace tabletop::archaeology;
using archaeology::testing::pile;
using archaeology::testing::Position;

namespace {

State seat_a_to_act() {
  Position p;
  p.hands[0] = pile({{Card::coin, 3}, {Card::mask, 1}, {Card::pot, 4}, {Card::map, 1}});
  p.hands[1] = pile({{Card::talisman, 2}, {Card::cup, 1}});
  p.market = pile({{Card::pot, 1}, {Card::coin, 1}, {Card::parchment, 3}});
  p.dig_top = {Card::sandstorm, Card::thief};
  return p.build();
}

}  // namespace

TEST_CASE("archaeology: a move that shows nothing hidden is foreseen as played; exploring is not foreseen") {
  const State s = seat_a_to_act();
  REQUIRE(s.current_seat() == 0);
  int trades = 0;
  int sales = 0;
  int explores = 0;
  for (const Move& move : s.legal_moves()) {
    CAPTURE(s.describe(move));
    const auto foreseen = foreseen_view<State>(observe(s, 0), move, 0);
    State played = s;
    played.apply(move);
    if (move.kind == MoveKind::explore) {
      ++explores;
      CHECK_FALSE(foreseen.has_value());  // the chamber's cards are unseen until it is opened
    } else if (move.kind == MoveKind::trade || move.kind == MoveKind::sell) {
      trades += move.kind == MoveKind::trade;
      sales += move.kind == MoveKind::sell;
      REQUIRE(played.current_seat() == 0);
      REQUIRE(foreseen.has_value());
      CHECK(*foreseen == observe(played, 0));
    } else if (played.current_seat() != 0) {
      CHECK_FALSE(foreseen.has_value());  // the turn passes on
    }
  }
  CHECK(trades > 0);
  CHECK(sales > 0);
  CHECK(explores > 0);
}
