#include <doctest/doctest.h>

#include "positions.hpp"
#include "tabletop/core/seat.hpp"

using namespace tabletop;
using namespace tabletop::archaeology;
using namespace tabletop::archaeology::testing;

namespace {

// The dig site is empty; A is to begin a turn (nothing done yet).
Position emptied(int players) {
  Position p;
  p.players = players;
  p.acted = false;
  p.more_to_dig = false;
  return p;
}

}  // namespace

TEST_SUITE("archaeology") {
  TEST_CASE("passing: only once the dig site is empty, and only with nothing done this turn") {
    Position p = emptied(2);
    p.hands[0] = pile({{Card::coin, 2}});
    p.hands[1] = pile({{Card::pot, 1}});
    State s = p.build();
    CHECK(s.table().phase == Phase::act);
    CHECK(s.why_illegal(Move::pass()).empty());
    CHECK(s.why_illegal(Move::end_turn()) == "nothing has been done this turn: pass instead");
    CHECK(has_move(s.legal_moves(), Move::pass()));
    CHECK_FALSE(has_move(s.legal_moves(), Move::end_turn()));
    const auto events = play(s, Move::pass());
    CHECK(all_text(events) == "A passes.\n");
    CHECK(s.table().passes == 1);
    CHECK(s.table().turn == 1);
    CHECK(s.table().phase == Phase::act);  // nothing to dig
    play(s, Move::sell(Card::pot, 1));
    CHECK(s.why_illegal(Move::pass()) == "something has been done this turn: end the turn instead of passing");
    play(s, Move::end_turn());
    CHECK(s.table().passes == 0);  // acting breaks the run of passes
  }

  TEST_CASE("the forced sale: when everybody has passed in a row, the next player must sell") {
    Position p = emptied(3);
    p.hands[0] = pile({{Card::coin, 2}});
    p.hands[1] = pile({{Card::pot, 1}});
    p.hands[2] = pile({{Card::mask, 1}, {Card::cup, 1}});
    State s = p.build();
    play(s, Move::pass());
    play(s, Move::pass());
    const auto third = play(s, Move::pass());
    CHECK(all_text(third) == "C passes.\nEverybody has passed in a row: A must sell at least one card this turn.\n");
    CHECK(s.table().must_sell());
    CHECK(s.why_illegal(Move::pass()) == "everybody passed in a row: this turn must sell at least one card");
    // The marketplace is empty: selling is the only way forward.
    CHECK(s.table().market == Pile{});
    const auto moves = s.legal_moves();
    CHECK_FALSE(has_move(moves, Move::pass()));
    CHECK_FALSE(has_move(moves, Move::end_turn()));
    CHECK(has_move(moves, Move::sell(Card::coin, 1)));
    play(s, Move::sell(Card::coin, 1));
    CHECK(s.why_illegal(Move::end_turn()).empty());
    play(s, Move::end_turn());
    CHECK(s.table().passes == 0);
    CHECK_FALSE(s.table().must_sell());
  }

  TEST_CASE("the forced sale: acting without selling does not let the turn end") {
    Position p = emptied(2);
    p.passes = 2;
    p.hands[0] = pile({{Card::coin, 2}, {Card::map, 1}});
    p.hands[1] = pile({{Card::pot, 1}});
    State s = p.build();
    CHECK(s.table().must_sell());
    play(s, Move::explore(0));
    CHECK(s.why_illegal(Move::end_turn()) == "everybody passed: sell at least one card before ending the turn");
    play(s, Move::sell(Card::coin, 2));
    CHECK(s.why_illegal(Move::end_turn()).empty());
  }

  TEST_CASE("the forced sale falls to the next player holding cards") {
    Position p = emptied(3);
    p.passes = 3;
    p.hands[0] = pile({});
    p.hands[1] = pile({{Card::pot, 1}});
    p.hands[2] = pile({{Card::coin, 1}});
    p.turn = 0;
    State s = p.build();
    CHECK(s.table().must_sell());
    CHECK(s.legal_moves() == std::vector<Move>{Move::pass()});  // A has nothing to sell
    play(s, Move::pass());
    CHECK(s.table().turn == 1);
    CHECK(s.table().must_sell());
    CHECK_FALSE(has_move(s.legal_moves(), Move::pass()));
  }

  TEST_CASE("the game ends when the dig site is empty and nobody holds a card") {
    Position p = emptied(2);
    p.hands[0] = pile({{Card::coin, 3}});
    p.hands[1] = pile({{Card::pot, 1}});
    p.leftover_seller = 1;
    State s = p.build();
    play(s, Move::sell(Card::coin, 3));
    CHECK(s.current_seat() == 0);
    CHECK(s.places().empty());
    play(s, Move::end_turn());
    const auto events = play(s, Move::sell(Card::pot, 1));
    CHECK(s.current_seat() == kNobody);
    CHECK(s.table().phase == Phase::over);
    CHECK(s.legal_moves().empty());
    CHECK(s.why_illegal(Move::end_turn()) == "the game is over");
    CHECK(all_text(events).find("the game is over.") != std::string::npos);
    CHECK(s.places() == Places{2, 1});  // B sold every leftover card as a single and is far richer
  }

  TEST_CASE("the winner has the most money; a tie goes to fewer cards sold; a tie in both is shared") {
    const auto name = [](int seat) { return seat_letter_text(seat); };
    Table t;
    t.players = 3;
    t.phase = Phase::over;
    t.sales[0] = {Sale{Card::coin, 5, 30}};                         // 30 from 5 cards
    t.sales[1] = {Sale{Card::cup, 2, 15}, Sale{Card::cup, 2, 15}};  // 30 from 4 cards
    t.sales[2] = {Sale{Card::mask, 2, 12}};                         // 12
    CHECK(t.places() == Places{2, 1, 3});
    CHECK(result_words(t, name) == "A and B are tied on $30; B wins the tie by selling fewer cards (4 against 5).");
    t.sales[0] = {Sale{Card::talisman, 4, 24}, Sale{Card::map, 1, 3}, Sale{Card::map, 1, 3}};  // 30 from 6
    t.sales[1] = {Sale{Card::parchment, 4, 10}, Sale{Card::parchment, 4, 10}, Sale{Card::parchment, 4, 10}};
    t.sales[2] = {Sale{Card::coin, 5, 30}, Sale{Card::pot, 1, 1}};  // 31
    CHECK(t.places() == Places{2, 3, 1});
    CHECK(result_words(t, name) == "C wins with $31.");
    t.sales[1] = {Sale{Card::coin, 5, 30}, Sale{Card::pot, 1, 1}};
    CHECK(t.places() == Places{3, 1, 1});
    CHECK(result_words(t, name) == "B and C are tied on $31; B and C share the win, having sold 6 cards each.");
    t.phase = Phase::act;
    CHECK(t.places().empty());
    CHECK(result_words(t, name).empty());
  }
}
