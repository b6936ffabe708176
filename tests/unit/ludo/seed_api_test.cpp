// The seed's LudoGame and Player operations, each with the meaning the seed gives it.
#include <doctest/doctest.h>

#include "ludo_test_helpers.hpp"

using namespace tabletop;
using namespace tabletop::ludo;
using namespace tabletop::ludo::testing;

TEST_CASE("the seed's example reproduces exactly") {
  State state = game("AB");
  const auto spaces = state.play_game(turns({{'A', 6},
                                             {'A', 4},
                                             {'A', 5},
                                             {'A', 4},
                                             {'B', 6},
                                             {'B', 4},
                                             {'B', 1},
                                             {'B', 2},
                                             {'A', 6},
                                             {'A', 4},
                                             {'A', 6},
                                             {'A', 3},
                                             {'A', 5},
                                             {'A', 1},
                                             {'A', 5},
                                             {'A', 4}}));
  const Player& a = state.get_player_by_position("A");
  CHECK(a.completed() == false);
  CHECK(a.token_p_steps() == 28);
  CHECK(spaces == std::vector<std::string>{"28", "28", "21", "H"});
  CHECK(state.get_player_by_position("B").space_name(55) == "B5");
}

TEST_CASE("get_player_by_position finds playing positions and says \"Player not found!\" otherwise") {
  const State state = game("AC");
  CHECK(state.get_player_by_position("A").letter() == 'A');
  CHECK(state.get_player_by_position("C").position() == 2);
  for (const char* text : {"B", "D", "E", "a", "", "AC", "1"}) {
    CHECK_THROWS_WITH_AS(state.get_player_by_position(text), "Player not found!", BadData);
  }
}

TEST_CASE("a player knows its position, start and end spaces") {
  const State state = game("ABCD");
  const int starts[] = {1, 15, 29, 43};
  const int ends[] = {50, 8, 22, 36};
  for (int seat = 0; seat < 4; ++seat) {
    CHECK(state.player(seat).start_space() == starts[seat]);
    CHECK(state.player(seat).end_space() == ends[seat]);
  }
}

TEST_CASE("get_space_name follows the seed's examples") {
  const State state = game("ABCD");
  const Player& a = state.get_player_by_position("A");
  const Player& b = state.get_player_by_position("B");
  const Player& c = state.get_player_by_position("C");
  const Player& d = state.get_player_by_position("D");
  CHECK(a.space_name(51) == "A1");
  CHECK(b.space_name(56) == "B6");
  CHECK(a.space_name(20) == "20");
  CHECK(b.space_name(20) == "34");
  CHECK(c.space_name(20) == "48");
  CHECK(d.space_name(20) == "6");
  CHECK(a.space_name(-1) == "H");
  CHECK(a.space_name(0) == "R");
  CHECK(a.space_name(57) == "E");
  CHECK(b.space_name(1) == "15");
  CHECK(b.space_name(42) == "56");  // space 56 is named 56, never 0
  CHECK(b.space_name(43) == "1");
  CHECK(d.space_name(50) == "36");
  CHECK_THROWS_AS(a.space_name(58), BadData);
  CHECK_THROWS_AS(a.space_name(-2), BadData);
}

TEST_CASE("step counts: H is -1, R is 0, a bounce is subtracted and 57 is the most") {
  State state = game("AB");
  CHECK(state.player(0).token_p_steps() == -1);
  state.move_token(0, Token::p, 6);
  CHECK(state.player(0).token_p_steps() == 0);
  CHECK(state.player(0).token_q_steps() == -1);
  place(state, 'A', 55, -1);  // A5
  state.move_token(0, Token::p, 5);
  CHECK(state.player(0).token_p_steps() == 54);  // bounced back to A4, not 60
  CHECK(state.player(0).space_of(Token::p) == "A4");
  place(state, 'A', 51, -1);
  state.move_token(0, Token::p, 6);
  CHECK(state.player(0).token_p_steps() == 57);
}

TEST_CASE("get_completed is true only with both tokens on E") {
  State state = game("AB");
  CHECK_FALSE(state.player(0).completed());
  place(state, 'A', 57, 30);
  CHECK_FALSE(state.player(0).completed());
  place(state, 'A', 57, 57);
  CHECK(state.player(0).completed());
}

TEST_CASE("move_token moves one token, updates its steps and kicks opponents") {
  State state = game("AB");
  SUBCASE("out of the yard only on a 6, to R") {
    CHECK_THROWS_AS(state.move_token(0, Token::p, 5), IllegalMove);
    CHECK(kicks(state, 0, Token::p, 6).empty());
    CHECK(state.player(0).space_of(Token::p) == "R");
  }
  SUBCASE("from R by the roll") {
    place(state, 'A', 0, -1);
    state.move_token(0, Token::p, 4);
    CHECK(state.player(0).space_of(Token::p) == "4");
  }
  SUBCASE("landing on an opponent sends it home") {
    place(state, 'A', 10, -1);
    place(state, 'B', 6, 40);                        // B's p on space 20
    CHECK(kicks(state, 0, Token::p, 6).empty());     // 10 -> 16: nobody there
    const auto kick = kicks(state, 0, Token::p, 4);  // 16 -> 20
    REQUIRE(kick.size() == 1);
    CHECK(kick[0].text == "B's p is kicked home to H.");
    CHECK(kick[0].seat == 1);
    CHECK(state.player(1).token_p_steps() == -1);
    CHECK(state.player(1).token_q_steps() == 40);
  }
  SUBCASE("a token on E never moves") {
    place(state, 'A', 57, 3);
    CHECK_THROWS_AS(state.move_token(0, Token::p, 3), IllegalMove);
  }
  SUBCASE("steps are those of a die") {
    place(state, 'A', 3, 3);
    CHECK_THROWS_AS(state.move_token(0, Token::p, 0), IllegalMove);
    CHECK_THROWS_AS(state.move_token(0, Token::p, 7), IllegalMove);
  }
  SUBCASE("a position nobody plays") {
    CHECK_THROWS_WITH_AS(state.move_token(2, Token::p, 6), "Player not found!", BadData);
  }
}

TEST_CASE("play_game rejects a roll for a position that is not playing") {
  State state = game("AB");
  CHECK_THROWS_WITH_AS(state.play_game(turns({{'A', 6}, {'C', 6}})), "position C is not playing", BadData);
  CHECK_THROWS_AS(state.play_turn(Turn{0, 7}), BadData);
  CHECK_THROWS_AS(state.play_turn(Turn{0, 0}), BadData);
}

TEST_CASE("play_game lists each player's p then q in the order of the players list") {
  State state = game("CA");
  const auto spaces = state.play_game(turns({{'C', 6}, {'C', 1}, {'A', 6}}));
  CHECK(spaces == std::vector<std::string>{"29", "H", "R", "H"});
}
