// Ruling A21b: 30 rounds in a row without a prisoner reaching the boat end the game, places by the boat.
#include <doctest/doctest.h>

#include "support/told.hpp"
#include "tabletop/games/pako/pako.hpp"

using namespace tabletop;
using namespace tabletop::pako;

namespace {

// The seat in turn's first listed move that is not a boat move (a pass when that is all it has).
Move first_move_off_the_boat(const State& s) {
  for (const Move& m : s.legal_moves()) {
    if (m.kind != MoveKind::boat) return m;
  }
  FAIL("only boat moves are left");
  return Move::pass();
}

// Every seat moves once, none into the boat; the log of the round's moves.
std::vector<LogLine> play_round_off_the_boat(State& s) {
  std::vector<LogLine> told;
  for (int seat = 0; seat < s.num_seats(); ++seat) {
    REQUIRE(s.current_seat() == seat);
    const auto lines = testing::applied(s, first_move_off_the_boat(s));
    told.insert(told.end(), lines.begin(), lines.end());
  }
  return told;
}

// A's four prisoners fill the bottom row beside its guard under B's four, so A cannot move; with
// `walled_last`, B's stand under A's instead.
State wall(bool walled_last) {
  State s(5, 2);
  s.set_guards({1, 1, 1, 1, 1});
  const std::vector<Square> bottom{{5, 2}, {5, 3}, {5, 4}, {5, 5}};
  const std::vector<Square> above{{4, 2}, {4, 3}, {4, 4}, {4, 5}};
  s.set_pieces(walled_last ? 1 : 0, bottom, 0);
  s.set_pieces(walled_last ? 0 : 1, above, 0);
  s.validate();
  return s;
}

const char* const kRanOut = "No prisoner reached the boat for 30 rounds: the game ends.";

}  // namespace

TEST_SUITE("pako") {
  TEST_CASE("29 rounds without a prisoner in the boat go on; the 30th ends the game at its end") {
    State s(9, 2);
    for (int round = 1; round <= 29; ++round) {
      play_round_off_the_boat(s);
      CHECK(s.rounds_without_boat() == round);
    }
    CHECK(s.current_seat() == 0);
    CHECK(s.rounds_left() == 1);
    testing::applied(s, first_move_off_the_boat(s));
    CHECK(s.current_seat() == 1);  // the round ends with its last seat only
    CHECK(s.rounds_without_boat() == 29);
    const auto told = testing::applied(s, first_move_off_the_boat(s));
    CHECK(s.current_seat() == kNobody);
    CHECK(s.ran_out());
    CHECK(s.winner() == -1);
    CHECK(s.places() == Places{1, 1});  // nobody in the boat: both share first
    REQUIRE(!told.empty());
    CHECK(told.back().text == kRanOut);
    CHECK(s.legal_moves().empty());
  }

  TEST_CASE("a prisoner reaching the boat in the 30th round starts the count again") {
    for (const int boater : {0, 1}) {  // the round's first seat, and its last
      CAPTURE(boater);
      State s(5, 2);
      s.set_guards({1, 2, 4, 1, 5});
      s.set_pieces(boater, {Square{1, 3}}, 0);
      s.set_rounds_without_boat(29);
      s.validate();
      for (int seat = 0; seat < 2; ++seat) {
        if (seat == boater) {
          s.apply(Move::to_boat(Square{1, 3}));
          s.apply(s.legal_moves()[0]);  // the guard drawn
        } else {
          s.apply(first_move_off_the_boat(s));
        }
      }
      CHECK(s.current_seat() == 0);
      CHECK(s.rounds_without_boat() == 0);
      CHECK(s.boat(boater) == 1);
      play_round_off_the_boat(s);
      CHECK(s.rounds_without_boat() == 1);
    }
  }

  TEST_CASE("a pass is the seat's turn of the round, the round's first seat's or its last's") {
    State first = wall(false);
    first.set_rounds_without_boat(29);
    CHECK(testing::applied(first, Move::pass()).front().text == "A has no legal move and passes.");
    CHECK(first.current_seat() == 1);
    CHECK(testing::applied(first, first_move_off_the_boat(first)).back().text == kRanOut);
    CHECK(first.current_seat() == kNobody);

    State last = wall(true);
    last.set_turn(1);
    last.set_rounds_without_boat(29);
    const auto told = testing::applied(last, Move::pass());
    CHECK(told.back().text == kRanOut);
    CHECK(last.current_seat() == kNobody);
  }

  TEST_CASE("with 3 and 4 players a round is every seat's turn, and places go by the boat") {
    for (const int players : {3, 4}) {
      CAPTURE(players);
      State s(9, players);
      for (int round = 1; round <= 29; ++round) play_round_off_the_boat(s);
      CHECK(s.rounds_without_boat() == 29);
      for (int seat = 0; seat + 1 < players; ++seat) {
        s.apply(first_move_off_the_boat(s));
        CHECK(s.current_seat() == seat + 1);
      }
      s.apply(first_move_off_the_boat(s));
      CHECK(s.current_seat() == kNobody);
    }
    // Equal counts share their place, and the next count comes after all of them.
    State s(5, 4);
    s.set_guards({1, 2, 4, 1, 5});
    s.set_pieces(0, {}, 1);
    s.set_pieces(1, {}, 2);
    s.set_pieces(2, {}, 1);
    s.set_pieces(3, {}, 0);
    s.set_rounds_without_boat(30);
    s.validate();
    CHECK(s.current_seat() == kNobody);
    CHECK(s.places() == Places{2, 1, 2, 4});
  }

  TEST_CASE("the count survives JSON, and a save from before the rule loads with it at zero") {
    State s(5, 2);
    s.set_guards({1, 2, 4, 1, 5});
    s.set_pieces(0, {Square{1, 3}}, 0);
    s.set_rounds_without_boat(17);
    s.validate();
    s.apply(Move::to_boat(Square{1, 3}));
    s.apply(s.legal_moves()[0]);
    const json j = s.to_json();
    const State back = State::from_json(j);
    CHECK(back.to_json() == j);
    CHECK(back.rounds_without_boat() == 17);
    // The prisoner reached the boat in this round: the count goes back to zero when the round ends.
    State played = back;
    played.apply(first_move_off_the_boat(played));
    CHECK(played.rounds_without_boat() == 0);

    json old = j;
    old.erase("rounds_without_boat");
    old.erase("boat_this_round");
    const State loaded = State::from_json(old);
    CHECK(loaded.rounds_without_boat() == 0);
    CHECK(loaded.rounds_left() == kRoundsWithoutBoat);
    json too_many = j;
    too_many["rounds_without_boat"] = kRoundsWithoutBoat + 1;
    CHECK_THROWS_AS(State::from_json(too_many), BadData);
  }
}
