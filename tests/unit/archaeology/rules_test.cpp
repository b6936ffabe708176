#include <doctest/doctest.h>

#include <set>

#include "positions.hpp"
#include "tabletop/core/random_robot.hpp"

using namespace tabletop;
using namespace tabletop::archaeology;
using namespace tabletop::archaeology::testing;

namespace {

State dealt(int players, std::uint64_t seed) {
  State s(players);
  Rng dice(seed);
  settle_chance(s, dice);
  return s;
}

std::array<int, kCardKinds> count_everything(const State& s) {
  std::array<int, kCardKinds> n{};
  const Table& t = s.table();
  const auto add = [&](const Pile& p) {
    for (std::size_t k = 0; k < p.size(); ++k) n[k] += p[k];
  };
  for (int seat = 0; seat < t.players; ++seat) add(s.hand(seat));
  add(t.market);
  for (int c = 0; c < kChambers; ++c) add(s.chamber(c));
  for (Card c : s.dig_site()) ++n[static_cast<std::size_t>(c)];
  return n;
}

}  // namespace

TEST_SUITE("archaeology") {
  TEST_CASE("the counted moves are the listed moves: the same number, and the i-th the list's i-th") {
    const RandomRobot<State> robot;
    int acting = 0;
    for (std::uint64_t seed = 1; seed <= 12; ++seed) {
      State s(2 + static_cast<int>(seed % 3));
      Rng dice(seed);
      Rng rng(seed);
      settle_chance(s, dice);
      while (!is_over(s)) {
        const Observation view = s.observe(s.current_seat());
        const Moves moves = view.legal_moves();
        REQUIRE(view.legal_move_count() == static_cast<int>(moves.size()));
        for (std::size_t i = 0; i < moves.size(); ++i) REQUIRE(view.legal_move(static_cast<int>(i)) == moves[i]);
        acting += view.table.phase == Phase::act;
        s.apply(robot.choose(view, rng, {}));
        settle_chance(s, dice);
      }
    }
    CHECK(acting > 100);
  }

  TEST_CASE("setup: the deal is a chance move, then hands of 4, a marketplace of 5 and chambers of 3, 5 and 7") {
    for (int players = 2; players <= 4; ++players) {
      CAPTURE(players);
      State s(players);
      Rng dice(7);
      CHECK(s.current_seat() == kChanceSeat);
      CHECK(s.table().phase == Phase::deal);
      settle_chance(s, dice);
      const Table& t = s.table();
      CHECK(t.phase == Phase::dig);
      for (int seat = 0; seat < players; ++seat) {
        CHECK(size_of(s.hand(seat)) == 4);
        CHECK(at(s.hand(seat), Card::map) == 0);  // hands, marketplace and pyramid hold no map
      }
      CHECK(size_of(t.market) == 5);
      CHECK(at(t.market, Card::map) == 0);
      for (int c = 0; c < kChambers; ++c) {
        CHECK(size_of(s.chamber(c)) == 3 + 2 * c);
        CHECK(at(s.chamber(c), Card::map) == 0);
      }
      // Thieves and sandstorms are never held: Pile has no room for them, so they are all in the dig site.
      const auto n = count_everything(s);
      for (int k = 0; k < kCardKinds; ++k)
        CHECK(n[static_cast<std::size_t>(k)] == deck_count(static_cast<Card>(k), players, Length::normal));
      CHECK(t.dig_left == deck_size(players, Length::normal) - dealt_before_dig(players, Length::normal));
      CHECK(static_cast<int>(s.dig_site().size()) == t.dig_left);
      CHECK(t.turn_number == 1);
      CHECK(s.current_seat() == t.turn);
    }
  }

  TEST_CASE("setup: the deck order and the starting player come from the seed") {
    std::set<int> starters;
    std::set<std::vector<Card>> orders;
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
      const State s = dealt(3, seed);
      starters.insert(s.table().turn);
      orders.insert(s.dig_site());
      CHECK(dealt(3, seed).dig_site() == s.dig_site());  // the same seed, the same deal
    }
    CHECK(starters.size() == 3);
    CHECK(orders.size() == 40);
  }

  TEST_CASE("setup: a forced deal is checked and dealt in order") {
    State s(2);
    Rng dice(1);
    Move deal = s.sample_chance(dice);
    CHECK(s.why_illegal(deal).empty());
    Move short_deal = deal;
    short_deal.cards.pop_back();
    CHECK(s.why_illegal(short_deal) == "a deal for 2 players holds 86 cards, not 85");
    Move map_in_hand = deal;
    const auto map_at = std::find(map_in_hand.cards.begin(), map_in_hand.cards.end(), Card::map);
    std::iter_swap(map_in_hand.cards.begin(), map_at);
    CHECK(s.why_illegal(map_in_hand).find("card 1 is a Map") != std::string::npos);
    Move bad_first = deal;
    bad_first.number = 2;
    CHECK_FALSE(s.why_illegal(bad_first).empty());
    CHECK_THROWS_AS(s.apply(Move::dig()), IllegalMove);

    s.apply(deal);
    // The first card dealt goes to seat 0's hand, the last card of the deal is the bottom of the dig site.
    CHECK(at(s.hand(0), deal.cards[0]) >= 1);
    CHECK(s.dig_site().front() == deal.cards.back());
    CHECK(s.dig_site().back() == deal.cards[static_cast<std::size_t>(dealt_before_dig(2, Length::normal))]);
    CHECK(s.table().turn == deal.number);
  }

  TEST_CASE("a turn begins with digging, which is mandatory while the dig site has cards") {
    Position p;
    p.phase = Phase::dig;
    p.acted = false;
    p.hands[0] = pile({{Card::coin, 2}});
    p.dig_top = {Card::mask};
    State s = p.build();
    CHECK(s.legal_moves() == std::vector<Move>{Move::dig()});
    CHECK(s.why_illegal(Move::sell(Card::coin, 2)) == "a turn begins by digging: draw the top card first");
    CHECK_FALSE(s.why_illegal(Move::end_turn()).empty());
    CHECK_FALSE(s.why_illegal(Move::pass()).empty());
    const int before = s.table().dig_left;
    const auto events = play(s, Move::dig());
    CHECK(at(s.hand(0), Card::mask) == 1);
    CHECK(s.table().dig_left == before - 1);
    CHECK(s.table().phase == Phase::act);
    CHECK(all_text(events) == "A digs up a treasure.\n");  // what was found stays hidden from the others
    CHECK(s.why_illegal(Move::dig()) == "this turn's card has been dug already");
    CHECK(s.why_illegal(Move::pass()).find("only once the dig site is empty") != std::string::npos);
    CHECK(s.why_illegal(Move::end_turn()).empty());
  }

  TEST_CASE("trading: any cards for marketplace cards of equal or lower total trade value") {
    Position p;
    p.hands[0] = pile({{Card::pot, 3}, {Card::mask, 1}, {Card::coin, 1}});
    p.market = pile({{Card::talisman, 1}, {Card::coin, 2}, {Card::parchment, 2}});
    State s = p.build();
    // Several cards at once, the difference lost: 3 pots + 1 coin (5) for a talisman and a parchment (4).
    CHECK(s.why_illegal(
               Move::trade(pile({{Card::pot, 3}, {Card::coin, 1}}), pile({{Card::talisman, 1}, {Card::parchment, 1}})))
              .empty());
    // Equal value: a mask (4) for two coins (4).
    CHECK(s.why_illegal(Move::trade(pile({{Card::mask, 1}}), pile({{Card::coin, 2}}))).empty());
    CHECK(s.why_illegal(Move::trade(pile({{Card::pot, 1}}), pile({{Card::coin, 1}}))) ==
          "the cards taken are worth 2, more than the 1 given");
    CHECK(s.why_illegal(Move::trade(pile({}), pile({{Card::coin, 1}}))) == "a trade gives at least one card");
    CHECK(s.why_illegal(Move::trade(pile({{Card::mask, 1}}), pile({}))) ==
          "a trade takes at least one card from the marketplace");
    CHECK(s.why_illegal(Move::trade(pile({{Card::cup, 1}}), pile({{Card::pot, 1}}))) ==
          "the cards given are not all in the hand");
    CHECK(s.why_illegal(Move::trade(pile({{Card::mask, 1}}), pile({{Card::cup, 1}}))) ==
          "the marketplace does not hold all the cards asked for");

    const auto events = play(
        s, Move::trade(pile({{Card::pot, 3}, {Card::coin, 1}}), pile({{Card::talisman, 1}, {Card::parchment, 1}})));
    CHECK(s.hand(0) == pile({{Card::mask, 1}, {Card::talisman, 1}, {Card::parchment, 1}}));
    CHECK(s.table().market ==
          pile({{Card::pot, 3}, {Card::coin, 3}, {Card::parchment, 1}}));  // the given cards join it
    CHECK(s.table().hand_sizes[0] == 3);
    CHECK(all_text(events) ==
          "A trades 3 Pot Shards and 1 Coin (worth 5) for 1 Parchment Scrap and 1 Talisman (worth 4).\n");
    s.validate();
  }

  TEST_CASE("the listed trades are one kind for another with nothing given in excess, and all legal") {
    const Pile hand = pile({{Card::pot, 3}, {Card::mask, 1}});
    const Pile market = pile({{Card::coin, 2}, {Card::talisman, 1}});
    const auto trades = simple_trades(hand, market);
    CHECK(has_move(trades, Move::trade(pile({{Card::pot, 2}}), pile({{Card::coin, 1}}))));
    CHECK(has_move(trades, Move::trade(pile({{Card::pot, 3}}), pile({{Card::talisman, 1}}))));
    CHECK(has_move(trades, Move::trade(pile({{Card::mask, 1}}), pile({{Card::coin, 2}}))));
    CHECK(has_move(trades, Move::trade(pile({{Card::mask, 1}}), pile({{Card::coin, 1}}))));  // one card cannot be split
    CHECK(has_move(trades, Move::trade(pile({{Card::mask, 1}}), pile({{Card::talisman, 1}}))));
    CHECK_FALSE(has_move(trades, Move::trade(pile({{Card::pot, 3}}), pile({{Card::coin, 1}}))));  // one pot too many
    CHECK(trades.size() == 5);  // 4 pots would be needed for two coins
    Position p;
    p.hands[0] = hand;
    p.market = market;
    const State s = p.build();
    for (const Move& m : s.legal_moves()) CHECK(s.why_illegal(m).empty());
  }

  TEST_CASE("exploring the pyramid: 1, 2 or 3 maps for the 3-, 5- or 7-card chamber, each once") {
    Position p;
    p.hands[0] = pile({{Card::map, 3}, {Card::coin, 1}});
    p.hands[1] = pile({{Card::map, 2}});
    p.dig_top = {Card::pot};
    State s = p.build();
    CHECK(s.why_illegal(Move::explore(2)).empty());
    CHECK(s.why_illegal(Move::explore(3)) == "the pyramid has three chambers: small, medium and large");
    const Pile small = s.chamber(0);
    play(s, Move::explore(0));
    CHECK(at(s.hand(0), Card::map) == 2);
    CHECK(s.table().maps_used == 1);  // spent maps leave the game
    CHECK(s.table().chamber_taken[0]);
    CHECK(size_of(s.chamber(0)) == 0);
    Pile expected = pile({{Card::map, 2}, {Card::coin, 1}});
    expected += small;
    CHECK(s.hand(0) == expected);
    CHECK(s.table().hand_sizes[0] == 6);
    CHECK(s.why_illegal(Move::explore(0)) == "the small chamber has been explored already");
    CHECK(s.why_illegal(Move::explore(2)) == "the large chamber takes 3 maps, and the hand holds 2");
    play(s, Move::explore(1));
    CHECK(at(s.hand(0), Card::map) == 0);
    CHECK(s.table().maps_used == 3);
    play(s, Move::end_turn());
    play(s, Move::dig());
    // Seat B holds 2 maps but the medium chamber is gone and the large one takes 3.
    CHECK(s.why_illegal(Move::explore(1)) == "the medium chamber has been explored already");
    CHECK_FALSE(s.why_illegal(Move::explore(2)).empty());
    s.validate();
  }

  TEST_CASE("selling: sets of one kind up to the largest listed size, for the table's value") {
    Position p;
    p.hands[0] = pile({{Card::coin, 6}, {Card::cup, 3}, {Card::parchment, 4}});
    State s = p.build();
    CHECK(s.why_illegal(Move::sell(Card::coin, 6)) == "the museum buys Coins in sets of at most 5");
    CHECK(s.why_illegal(Move::sell(Card::cup, 3)) == "the museum buys Broken Cups in sets of at most 2");
    CHECK(s.why_illegal(Move::sell(Card::mask, 1)) == "the hand holds only 0 Pharaoh's Masks");
    CHECK(s.why_illegal(Move::sell(Card::coin, 0)) == "a set has at least one card");
    CHECK(s.why_illegal(Move::sell(Card::thief, 1)) == "only treasure can be sold");
    const auto events = play(s, Move::sell(Card::coin, 5));
    CHECK(all_text(events) == "A sells 5 Coins to the museum for 30.\n");
    play(s, Move::sell(Card::coin, 1));  // a second set of the same kind is allowed
    play(s, Move::sell(Card::cup, 2));
    play(s, Move::sell(Card::parchment, 4));
    const Table& t = s.table();
    CHECK(t.money(0) == 30 + 2 + 15 + 10);
    CHECK(t.cards_sold(0) == 12);
    CHECK(t.sales[0] ==
          std::vector<Sale>{{Card::coin, 5, 30}, {Card::coin, 1, 2}, {Card::cup, 2, 15}, {Card::parchment, 4, 10}});
    CHECK(s.hand(0) == pile({{Card::cup, 1}}));
    // The legal list offers every set size the hand allows.
    const auto moves = s.legal_moves();
    CHECK(has_move(moves, Move::sell(Card::cup, 1)));
    CHECK_FALSE(has_move(moves, Move::sell(Card::cup, 2)));
  }

  TEST_CASE("ending the turn passes play to the next seat round the table") {
    Position p;
    p.players = 3;
    p.turn = 2;
    p.hands[0] = pile({{Card::pot, 1}});
    State s = p.build();
    play(s, Move::end_turn());
    CHECK(s.table().turn == 0);
    CHECK(s.table().turn_number == 2);
    CHECK(s.table().phase == Phase::dig);
    CHECK_FALSE(s.table().acted);
  }

  TEST_CASE("moves out of place are refused with a reason") {
    Position p;
    p.hands[0] = pile({{Card::pot, 1}});
    State s = p.build();
    CHECK(s.why_illegal(Move::rob(1)) == "there is no thief to send");
    CHECK(s.why_illegal(Move::discard(pile({{Card::pot, 1}}))) == "there is no sandstorm to discard for");
    CHECK(s.why_illegal(Move::steal(Card::pot)) == "dealing and stealing are left to chance");
    CHECK_THROWS_WITH_AS(s.apply(Move::explore(0)), "the small chamber takes 1 map, and the hand holds 0", IllegalMove);
  }
}
