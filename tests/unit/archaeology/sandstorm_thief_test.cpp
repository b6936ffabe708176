#include <doctest/doctest.h>

#include "positions.hpp"

using namespace tabletop;
using namespace tabletop::archaeology;
using namespace tabletop::archaeology::testing;

namespace {

Position digging(int players, std::vector<Card> top) {
  Position p;
  p.players = players;
  p.phase = Phase::dig;
  p.acted = false;
  p.dig_top = std::move(top);
  return p;
}

}  // namespace

TEST_SUITE("archaeology") {
  TEST_CASE("sandstorm: from the drawer round, each discards half the hand rounded down into the marketplace") {
    Position p = digging(3, {Card::sandstorm, Card::coin});
    p.turn = 1;
    p.hands[0] = pile({{Card::pot, 4}, {Card::mask, 1}});  // 5 cards: discards 2
    p.hands[1] = pile({{Card::coin, 3}});                  // 3 cards: discards 1
    p.hands[2] = pile({{Card::cup, 1}});                   // 1 card: discards none
    p.market = pile({{Card::parchment, 5}});
    State s = p.build();
    const auto storm = play(s, Move::dig());
    CHECK(all_text(storm).find("B digs up a sandstorm!") != std::string::npos);
    CHECK(s.table().phase == Phase::sandstorm);
    CHECK(s.current_seat() == 1);  // the drawer chooses first
    CHECK(s.table().discard_due(1) == 1);
    CHECK(s.why_illegal(Move::discard(pile({{Card::coin, 2}}))) ==
          "exactly 1 card must be discarded, half the hand rounded down");
    CHECK(s.why_illegal(Move::discard(pile({{Card::pot, 1}}))) == "those cards are not all in the hand");
    CHECK(s.why_illegal(Move::sell(Card::coin, 3)).find("the sandstorm comes first") == 0);
    CHECK(s.legal_moves() == std::vector<Move>{Move::discard(pile({{Card::coin, 1}}))});
    const auto one = play(s, Move::discard(pile({{Card::coin, 1}})));
    CHECK(all_text(one).rfind("B loses 1 Coin to the sandstorm; it joins the marketplace.\n", 0) == 0);
    // C has a single card and discards nothing, so A (round the table) is next.
    CHECK(s.current_seat() == 0);
    CHECK(s.table().discard_due(0) == 2);
    CHECK(s.legal_moves().size() == 2);  // two pots, or a pot and the mask
    const auto last = play(s, Move::discard(pile({{Card::pot, 1}, {Card::mask, 1}})));
    CHECK(s.table().market == pile({{Card::parchment, 5}, {Card::coin, 1}, {Card::pot, 1}, {Card::mask, 1}}));
    CHECK(s.hand(0) == pile({{Card::pot, 3}}));
    CHECK(s.hand(1) == pile({{Card::coin, 2}}));
    CHECK(s.hand(2) == pile({{Card::cup, 1}}));
    CHECK(all_text(last) ==
          "A loses 1 Pot Shard and 1 Pharaoh's Mask to the sandstorm; they join the marketplace.\n"
          "The sandstorm is over: B starts the turn again.\n");
    // The drawer starts the turn again and draws again.
    CHECK(s.table().turn == 1);
    CHECK(s.current_seat() == 1);
    CHECK(s.table().phase == Phase::dig);
    CHECK(s.table().storms_seen == 1);
    CHECK(s.table().storms_to_come() == 4);
    play(s, Move::dig());
    CHECK(s.hand(1) == pile({{Card::coin, 3}}));
    CHECK(s.table().turn_number == 1);  // still the same turn
  }

  TEST_CASE("sandstorm: an odd hand keeps the larger half, and nobody with cards is skipped") {
    Position p = digging(2, {Card::sandstorm});
    p.hands[0] = pile({{Card::pot, 7}});
    p.hands[1] = pile({{Card::coin, 2}});
    State s = p.build();
    play(s, Move::dig());
    CHECK(s.table().discard_due(0) == 3);
    play(s, Move::discard(pile({{Card::pot, 3}})));
    CHECK(s.current_seat() == 1);
    CHECK(s.table().discard_due(1) == 1);
    play(s, Move::discard(pile({{Card::coin, 1}})));
    CHECK(size_of(s.hand(0)) == 4);
    CHECK(size_of(s.hand(1)) == 1);
  }

  TEST_CASE("sandstorm: when nobody has two cards, the drawer simply digs again") {
    Position p = digging(2, {Card::sandstorm, Card::pot});
    p.hands[1] = pile({{Card::coin, 1}});
    State s = p.build();
    const auto events = play(s, Move::dig());
    CHECK(all_text(events).find("The sandstorm is over: A starts the turn again.") != std::string::npos);
    CHECK(s.table().phase == Phase::dig);
    CHECK(s.current_seat() == 0);
  }

  TEST_CASE("sandstorm: the last card of the dig site restarts a turn with nothing to dig, so passing is allowed") {
    Position p = digging(2, {Card::sandstorm});
    p.more_to_dig = false;
    p.hands[0] = pile({{Card::pot, 2}});
    p.hands[1] = pile({{Card::coin, 1}});
    State s = p.build();
    play(s, Move::dig());
    play(s, Move::discard(pile({{Card::pot, 1}})));
    CHECK(s.table().phase == Phase::act);
    CHECK(s.table().dig_left == 0);
    CHECK_FALSE(s.table().acted);
    CHECK(s.why_illegal(Move::pass()).empty());
  }

  TEST_CASE("thief: the drawer chooses whom to rob, then takes one of their cards at random") {
    Position p = digging(3, {Card::thief});
    p.hands[1] = pile({{Card::mask, 1}, {Card::pot, 3}});
    p.hands[2] = pile({});
    State s = p.build();
    const auto dug = play(s, Move::dig());
    CHECK(all_text(dug) == "A digs up a thief and chooses whom to rob.\n");
    CHECK(s.table().phase == Phase::rob);
    CHECK(s.legal_moves() == std::vector<Move>{Move::rob(1)});  // C has nothing to steal
    CHECK(s.why_illegal(Move::rob(0)) == "a player cannot rob themselves");
    CHECK(s.why_illegal(Move::rob(2)) == "C holds no cards to steal");
    CHECK(s.why_illegal(Move::end_turn()) == "the thief must be sent after another player first");
    s.apply(Move::rob(1));
    CHECK(s.current_seat() == kChanceSeat);
    CHECK(s.legal_moves() == std::vector<Move>{Move::steal(Card::pot), Move::steal(Card::mask)});
    CHECK(s.why_illegal(Move::steal(Card::coin)) == "B holds no Coin");
    State forced = s;
    const auto stolen = tabletop::testing::applied(forced, Move::steal(Card::mask));
    CHECK(all_text(stolen) == "A steals a card from B.\n");  // which card stays between the two
    CHECK(forced.hand(0) == pile({{Card::mask, 1}}));
    CHECK(forced.hand(1) == pile({{Card::pot, 3}}));
    CHECK(forced.table().phase == Phase::act);  // the turn goes on
    CHECK(forced.why_illegal(Move::end_turn()).empty());
  }

  TEST_CASE("thief: the stolen card is drawn at random, each card in the hand as likely") {
    Position p = digging(2, {Card::thief});
    p.hands[1] = pile({{Card::mask, 1}, {Card::pot, 3}});
    State s = p.build();
    play(s, Move::dig());
    s.apply(Move::rob(1));
    int masks = 0;
    const int draws = 4000;
    for (int i = 0; i < draws; ++i) {
      Rng dice(static_cast<std::uint64_t>(i) + 1);
      if (s.sample_chance(dice) == Move::steal(Card::mask)) ++masks;
    }
    CHECK(masks > draws / 4 - 150);
    CHECK(masks < draws / 4 + 150);
    // The outcomes say as much: one card in four is the mask.
    const ChanceOutcomes<Move> outcomes = s.chance_outcomes();
    REQUIRE(outcomes.size() == 2);
    CHECK(outcomes[0].move == Move::steal(Card::pot));
    CHECK(outcomes[0].probability == doctest::Approx(0.75));
    CHECK(outcomes[1].move == Move::steal(Card::mask));
    CHECK(outcomes[1].probability == doctest::Approx(0.25));
  }

  TEST_CASE("thief: with nobody else holding a card, nothing happens and the turn goes on") {
    Position p = digging(3, {Card::thief});
    p.hands[0] = pile({{Card::coin, 2}});
    State s = p.build();
    const auto events = play(s, Move::dig());
    CHECK(all_text(events) == "A digs up a thief, but nobody else holds a card to steal.\n");
    CHECK(s.table().phase == Phase::act);
    CHECK(s.table().thieves_seen == 1);
    CHECK(s.table().thieves_to_come() == 7);
    CHECK(s.hand(0) == pile({{Card::coin, 2}}));
  }

  TEST_CASE("sold cards are safe from thieves and sandstorms") {
    Position p = digging(2, {Card::thief, Card::sandstorm});
    p.hands[1] = pile({{Card::coin, 1}});
    p.sales[1] = {Sale{Card::mask, 2, 12}};
    State s = p.build();
    play(s, Move::dig());
    play(s, Move::rob(1), {Move::steal(Card::coin)});
    CHECK(s.table().sales[1] == std::vector<Sale>{{Card::mask, 2, 12}});
    play(s, Move::end_turn());
    play(s, Move::dig());  // B digs the sandstorm; A's single card is not touched, B holds nothing
    CHECK(s.table().sales[1] == std::vector<Sale>{{Card::mask, 2, 12}});
    CHECK(s.table().money(1) == 12);
  }
}
