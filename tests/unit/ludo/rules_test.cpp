// Every rule of ludo.md and the seed: the board, moving, stacks, kicks, the priority and turns.
#include <doctest/doctest.h>

#include "ludo_test_helpers.hpp"
#include "tabletop/core/match.hpp"

using namespace tabletop;
using namespace tabletop::ludo;
using namespace tabletop::ludo::testing;

namespace {

// Rolls `face` for the player in turn through the common interface, as the screen does.
std::vector<LogLine> roll(State& state, int face) {
  REQUIRE(state.current_seat() >= 0);
  state.apply(Move::roll());
  REQUIRE(state.current_seat() == kChanceSeat);
  return applied(state, Move::die(face));
}

char in_turn(const State& state) { return state.player(state.turn()).letter(); }

}  // namespace

TEST_CASE("the track: a step count's space, wrapping after 56") {
  CHECK(track_space(0, 1) == 1);
  CHECK(track_space(0, 50) == 50);
  CHECK(track_space(1, 42) == 56);
  CHECK(track_space(1, 43) == 1);
  CHECK(track_space(3, 14) == 56);
  CHECK(track_space(3, 15) == 1);
  CHECK(track_space(0, 0) == 0);
  CHECK(track_space(0, 51) == 0);
}

TEST_CASE("an overshoot of E bounces back") {
  CHECK(steps_after(55, 5) == 54);
  CHECK(steps_after(52, 6) == 56);
  CHECK(steps_after(56, 1) == 57);
  CHECK(steps_after(51, 6) == 57);
  CHECK(steps_after(56, 6) == 52);
  CHECK(steps_after(48, 6) == 54);
  CHECK(steps_after(0, 3) == 3);
}

TEST_CASE("bounce back from the home squares in play") {
  State state = game("AB");
  place(state, 'A', 55, -1);
  const auto events = turn_told(state, Turn{0, 5});
  CHECK(state.player(0).space_of(Token::p) == "A4");
  CHECK(events[0].text == "A rolls 5: p moves from A5, bounces back off E, to A4.");
}

TEST_CASE("tokens in R cannot be kicked and a token entering R kicks nobody") {
  State state = game("AB");
  place(state, 'A', 0, -1);
  place(state, 'B', 42, -1);         // on space 56, one before A's start space
  state.move_token(1, Token::p, 1);  // B lands on space 1, A's start: R is not space 1
  CHECK(state.player(1).space_of(Token::p) == "1");
  CHECK(state.player(0).space_of(Token::p) == "R");
  place(state, 'B', 1, -1);  // B's p on its own start, 15
  place(state, 'A', -1, -1);
  CHECK(kicks(state, 0, Token::p, 6).empty());
  CHECK(state.player(1).token_p_steps() == 1);
}

TEST_CASE("a token leaving R kicks an opponent on its start space") {
  State state = game("AB");
  place(state, 'A', 0, -1);
  place(state, 'B', 43, -1);  // B's p on space 1
  const auto events = turn_told(state, Turn{0, 1});
  CHECK(state.player(0).space_of(Token::p) == "1");
  CHECK(state.player(1).token_p_steps() == -1);
  CHECK(texts(events) == std::vector<std::string>{"A rolls 1: p moves from R to 1.", "B's p is kicked home to H."});
}

TEST_CASE("kicks happen only on the landing space") {
  State state = game("AC");
  place(state, 'A', 10, -1);
  place(state, 'C', step_on('C', 12), step_on('C', 14));
  state.move_token(0, Token::p, 6);  // A passes spaces 11..15 and lands on 16
  CHECK(state.player(1).space_of(Token::p) == "12");
  CHECK(state.player(1).space_of(Token::q) == "14");
}

TEST_CASE("stacks: landing on one's own token forms a stack that moves as one") {
  State state = game("AB");
  place(state, 'A', 10, 13);
  state.play_turn(Turn{0, 3});  // the furthest token, p, moves 10 -> 13 onto q
  CHECK(state.player(0).stacked());
  state.play_turn(Turn{0, 5});
  CHECK(state.player(0).token_p_steps() == 18);
  CHECK(state.player(0).token_q_steps() == 18);
  SUBCASE("in the home squares too, and the stack bounces as one") {
    place(state, 'A', 53, 53);
    CHECK(state.player(0).stacked());
    state.play_turn(Turn{0, 6});  // 59 -> 55
    CHECK(state.player(0).token_p_steps() == 55);
    CHECK(state.player(0).token_q_steps() == 55);
    state.play_turn(Turn{0, 2});
    CHECK(state.player(0).completed());
    CHECK_FALSE(state.player(0).stacked());
  }
}

TEST_CASE("two tokens in R are not a stack") {
  State state = game("AB");
  state.play_turn(Turn{0, 6});
  state.play_turn(Turn{0, 6});
  CHECK(state.spaces()[0] == "R");
  CHECK(state.spaces()[1] == "R");
  CHECK_FALSE(state.player(0).stacked());
  state.play_turn(Turn{0, 3});
  CHECK(state.spaces()[0] == "3");
  CHECK(state.spaces()[1] == "R");
}

TEST_CASE("a stack kicked by an opponent goes home as two tokens") {
  State state = game("AB");
  place(state, 'A', 20, 20);  // space 20
  place(state, 'B', 2, -1);   // space 16
  const auto events = turn_told(state, Turn{1, 4});
  CHECK(state.player(0).token_p_steps() == -1);
  CHECK(state.player(0).token_q_steps() == -1);
  CHECK_FALSE(state.player(0).stacked());
  CHECK(events.back().text == "A's p and q are kicked home to H.");
}

TEST_CASE("E never moves: the roll goes to the other token, or is lost") {
  State state = game("AB");
  place(state, 'A', 57, 30);
  state.play_turn(Turn{0, 3});
  CHECK(state.player(0).token_p_steps() == 57);
  CHECK(state.player(0).token_q_steps() == 33);
  place(state, 'A', 57, -1);
  const auto lost = turn_told(state, Turn{0, 3});
  CHECK(lost[0].text == "A rolls 3: no token can move.");
  state.play_turn(Turn{0, 6});
  CHECK(state.player(0).space_of(Token::q) == "R");
}

TEST_CASE("move priority") {
  State state = game("AB");
  SUBCASE("1: a 6 brings a token out of the yard first, p before q") {
    state.play_turn(Turn{0, 6});
    CHECK(state.spaces()[0] == "R");
    CHECK(state.spaces()[1] == "H");
    place(state, 'A', 52, -1);
    place(state, 'B', 4, -1);
    CHECK(state.priority_reason(0, 6) == Reason::leave_yard);
    state.play_turn(Turn{0, 6});
    CHECK(state.spaces()[1] == "R");
  }
  SUBCASE("2: an exact roll to E beats a kick") {
    State ad = game("AD");
    place(ad, 'A', 53, 10);
    place(ad, 'D', step_on('D', 14), -1);
    CHECK(ad.priority_reason(0, 4) == Reason::reach_end);
    ad.play_turn(Turn{0, 4});
    CHECK(ad.spaces()[0] == "E");
    CHECK(ad.spaces()[2] == "14");
  }
  SUBCASE("3: landing on an opponent beats moving the furthest token") {
    place(state, 'A', 20, 5);
    place(state, 'B', step_on('B', 24), -1);
    CHECK(state.priority_reason(0, 4) == Reason::kick);
    state.play_turn(Turn{0, 4});
    CHECK(state.player(0).token_p_steps() == 24);
    CHECK(state.player(0).token_q_steps() == 5);
    CHECK(state.player(1).token_p_steps() == -1);
  }
  SUBCASE("3: when both tokens can kick, the one further from E goes") {
    State ad = game("AD");
    place(ad, 'A', 20, 5);
    place(ad, 'D', step_on('D', 24), step_on('D', 9));
    CHECK(ad.priority_move(0, 4)->token == Token::q);
    ad.play_turn(Turn{0, 4});
    CHECK(ad.spaces()[1] == "9");
    CHECK(ad.spaces()[3] == "H");
    CHECK(ad.spaces()[2] == "24");
  }
  SUBCASE("4: otherwise the token furthest from E, R counting as furthest, p on a tie") {
    place(state, 'A', 0, 12);
    state.play_turn(Turn{0, 2});
    CHECK(state.player(0).token_p_steps() == 2);
    CHECK(state.player(0).token_q_steps() == 12);
    place(state, 'A', 30, 12);
    state.play_turn(Turn{0, 2});
    CHECK(state.player(0).token_q_steps() == 14);
    place(state, 'A', 0, 0);
    state.play_turn(Turn{0, 5});
    CHECK(state.spaces()[0] == "5");
    CHECK(state.spaces()[1] == "R");
  }
}

TEST_CASE("turns at the table: roll, the die, then the priority move for everyone") {
  State state = game("AC");
  CHECK(state.current_seat() == 0);
  CHECK(state.legal_moves() == std::vector<Move>{Move::roll()});
  state.apply(Move::roll());
  CHECK(state.current_seat() == kChanceSeat);
  CHECK(state.legal_moves().size() == 6);
  CHECK_FALSE(state.why_illegal(Move::roll()).empty());
  const auto events = applied(state, Move::die(6));
  CHECK(events[0].text == "A rolls 6: p leaves the yard.");
  CHECK(events[1].text == "A rolled a 6 and rolls once more.");
}

TEST_CASE("a 6 gives one extra roll, a 6 on the extra roll gives none") {
  State state = game("AC");
  roll(state, 6);
  CHECK(in_turn(state) == 'A');
  CHECK(state.bonus_roll());
  roll(state, 6);
  CHECK(in_turn(state) == 'C');
  CHECK_FALSE(state.bonus_roll());
  roll(state, 3);
  CHECK(in_turn(state) == 'A');
}

TEST_CASE("no token in play and no 6: the turn ends") {
  State state = game("ABD");
  const auto events = roll(state, 4);
  CHECK(events[0].text == "A rolls 4: no token can move.");
  CHECK(in_turn(state) == 'B');
  roll(state, 2);
  CHECK(in_turn(state) == 'D');
  roll(state, 1);
  CHECK(in_turn(state) == 'A');
}

TEST_CASE("turns go A, B, C, D whatever the order of the players list") {
  State state = game("DBA");
  CHECK(in_turn(state) == 'A');
  roll(state, 1);
  CHECK(in_turn(state) == 'B');
  roll(state, 1);
  CHECK(in_turn(state) == 'D');
}

TEST_CASE("a finished player is skipped, and the game goes on until one player is left") {
  State state = game("ABC");
  place(state, 'A', 57, 56);
  place(state, 'B', 57, 55);
  const auto events = roll(state, 1);  // A's q reaches E
  CHECK(state.player(0).completed());
  CHECK(events.back().text == "A has both tokens on E and finishes 1st.");
  CHECK(in_turn(state) == 'B');
  CHECK(state.places().empty());
  roll(state, 3);  // B bounces: 55 + 3 -> 56
  CHECK(in_turn(state) == 'C');
  roll(state, 2);
  CHECK(in_turn(state) == 'B');  // A is skipped
  const auto last = roll(state, 1);
  CHECK(last[last.size() - 2].text == "B has both tokens on E and finishes 2nd.");
  CHECK(last.back().text == "Only C is left: the game is over.");
  CHECK(state.current_seat() == kNobody);
  CHECK(state.places() == Places{1, 2, 3});
  CHECK(state.finish_order() == std::vector<int>{0, 1});
}

TEST_CASE("a finishing 6 brings no extra roll") {
  State state = game("AB");
  place(state, 'A', 57, 51);
  place(state, 'B', 3, -1);
  roll(state, 6);
  CHECK(state.current_seat() == kNobody);
  CHECK(state.places() == Places{1, 2});
}

TEST_CASE("in a replayed turns list a finished player's rolls change nothing") {
  State state = game("AB");
  place(state, 'A', 57, 57);
  place(state, 'B', 10, -1);
  const auto before = state.spaces();
  const auto events = turn_told(state, Turn{0, 6});
  CHECK(state.spaces() == before);
  CHECK(events[0].text == "A rolls 6: both tokens are on E already, nothing moves.");
}

TEST_CASE("choose my own moves: the player picks among the distinct legal moves") {
  State state = game("AB", true);
  place(state, 'A', 20, 5);
  place(state, 'B', step_on('B', 24), -1);
  state.apply(Move::roll());
  const auto rolled = applied(state, Move::die(4));
  CHECK(rolled[0].text == "A rolls 4.");
  CHECK(state.phase() == State::Phase::choose);
  CHECK(state.legal_moves() == std::vector<Move>{Move::token(Token::p), Move::token(Token::q)});
  CHECK(state.priority_move(0, 4)->token == Token::p);  // the hint: the kick
  CHECK(state.why_illegal(Move::roll()) == "A must first move a token with the 4");
  const auto moved = applied(state, Move::token(Token::q));
  CHECK(moved[0].text == "A's q moves from 5 to 9.");
  CHECK(state.player(1).token_p_steps() == step_on('B', 24));
  CHECK(in_turn(state) == 'B');
}

TEST_CASE("choose my own moves: a single possible move is made at once") {
  State state = game("AB", true);
  state.apply(Move::roll());
  state.apply(Move::die(6));  // only p can leave (q leaving is the same move)
  CHECK(state.phase() == State::Phase::roll);
  CHECK(state.player(0).space_of(Token::p) == "R");
  state.apply(Move::roll());
  state.apply(Move::die(6));  // p from R to 6, or q out of the yard
  CHECK(state.phase() == State::Phase::choose);
  CHECK(state.why_illegal(Move::token(Token::q)).empty());
}

TEST_CASE("a stacked q cannot be picked apart from p") {
  State state = game("AB", true);
  place(state, 'A', 10, 10);
  place(state, 'B', 3, 4);
  CHECK(state.token_moves(0, 3).size() == 1);
  CHECK(state.token_moves(0, 3)[0].stack);
}

TEST_CASE("Match plays rolls with forced dice, and the generator decides otherwise") {
  Match<State> match(game("AC"), {Seat{}, Seat{true, "priority", "Robot C"}}, {1, 7});
  match.play(Move::roll(), {Move::die(6)});
  CHECK(match.state().player(0).space_of(Token::p) == "R");
  CHECK(match.log().front().text == "A rolls 6: p leaves the yard.");
  match.play(Move::roll());
  CHECK(match.state().current_seat() >= 0);
  CHECK(match.state().last_roll() >= 1);
}
