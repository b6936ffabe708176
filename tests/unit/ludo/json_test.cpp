// Saves: a state survives JSON both ways, impossible states are refused with a clear sentence, and
// a saved game continues exactly as the unsaved one does (the same dice to come).
#include <doctest/doctest.h>

#include "ludo_test_helpers.hpp"
#include "tabletop/core/match.hpp"
#include "tabletop/games/ludo/ludo_robots.hpp"

using namespace tabletop;
using namespace tabletop::ludo;
using namespace tabletop::ludo::testing;

namespace {

std::vector<Seat> robots(int n, const std::string& style) {
  return std::vector<Seat>(static_cast<std::size_t>(n), Seat{true, style, "Robot"});
}

// Robots play `moves` moves (or to the end); chance settles with the game's own generator.
void play_on(Match<State>& match, int moves) {
  for (int i = 0; i < moves && !match.over(); ++i) {
    const int seat = match.state().current_seat();
    const auto robot = style_named(match.seats()[static_cast<std::size_t>(seat)].style).make();
    match.play(robot->choose(observe(match.state(), seat), match.robot_rng(), {}));
  }
}

json changed(json j, const std::string& key, const json& value) {
  j[key] = value;
  return j;
}

}  // namespace

TEST_CASE("a state survives JSON both ways") {
  for (bool choose : {false, true}) {
    Match<State> match(game("BDA", choose), robots(3, "tactician"), {5, 9});
    match.settle();
    for (int step = 0; step < 60; ++step) {
      const json saved = match.state().to_json();
      CHECK(State::from_json(saved).to_json() == saved);
      play_on(match, 1);
    }
  }
}

TEST_CASE("save, load and play on: the same game as playing on without saving") {
  for (bool choose : {false, true}) {
    Match<State> straight(game("AC", choose), robots(2, "tactician"), {11, 3});
    play_on(straight, 25);
    Match<State> loaded = Match<State>::from_json(json::parse(straight.to_json().dump()));
    play_on(straight, 400);
    play_on(loaded, 400);
    CHECK(loaded.to_json() == straight.to_json());
    CHECK(straight.over());
  }
}

TEST_CASE("impossible states are refused with a sentence that says why") {
  State state = game("AB", true);
  place(state, 'A', 10, -1);
  const json good = state.to_json();
  CHECK_NOTHROW(State::from_json(good));
  CHECK_THROWS_WITH_AS(State::from_json(changed(good, "positions", {"A", "A"})),
                       "ludo.positions lists position A twice", BadData);
  CHECK_THROWS_AS(State::from_json(changed(good, "positions", {"A", "X"})), BadData);
  CHECK_THROWS_AS(State::from_json(changed(good, "tokens", {{58, -1}, {-1, -1}})), BadData);
  CHECK_THROWS_AS(State::from_json(changed(good, "tokens", {{10, -1}})), BadData);
  CHECK_THROWS_WITH_AS(State::from_json(changed(good, "tokens", {{20, -1}, {step_on('B', 20), -1}})),
                       "A's p and B's p cannot share space 20: the later one would have kicked the other", BadData);
  CHECK_THROWS_AS(State::from_json(changed(good, "tokens", {{57, 57}, {-1, -1}})), BadData);  // over, says roll
  CHECK_THROWS_AS(State::from_json(changed(good, "finish_order", {1})), BadData);
  CHECK_THROWS_AS(State::from_json(changed(good, "phase", "dance")), BadData);
  CHECK_THROWS_AS(State::from_json(changed(good, "phase", "choose")), BadData);
  CHECK_THROWS_AS(State::from_json(changed(good, "turn", 2)), BadData);
  CHECK_THROWS_AS(State::from_json(changed(good, "last_roll", 7)), BadData);
  CHECK_THROWS_WITH_AS(State::from_json(changed(good, "bonus", true)), "an extra roll follows only a 6", BadData);
  json missing = good;
  missing.erase("phase");
  CHECK_THROWS_WITH_AS(State::from_json(missing), "ludo.phase is missing", BadData);
}

// The die on the board says who rolled it, so the state keeps that seat: a screen opened on a resumed
// game, or by a player rejoining a table, learns it from the state and not from the log's words.
TEST_CASE("who rolled last is kept, saved and checked") {
  State state = game("AB", true);
  CHECK(state.last_roller() == -1);
  state.apply(Move::roll());
  state.apply(Move::die(3));  // A rolls 3: no token can leave the yard, B is next
  CHECK(state.turn() == 1);
  CHECK(state.last_roller() == 0);
  const json saved = state.to_json();
  CHECK(saved.at("last_roller") == 0);
  CHECK(State::from_json(saved).last_roller() == 0);

  json old_save = saved;  // saved before the roller was kept: the game goes on, the roller is unknown
  old_save.erase("last_roller");
  CHECK(State::from_json(old_save).last_roller() == -1);
  CHECK_FALSE(game("AB", true).to_json().contains("last_roller"));

  CHECK_THROWS_AS(State::from_json(changed(saved, "last_roller", 2)), BadData);
  CHECK_THROWS_WITH_AS(State::from_json(changed(changed(saved, "last_roll", 0), "last_roller", 1)),
                       "nobody has rolled before the first roll", BadData);

  State choosing = game("AB", true);
  place(choosing, 'A', 10, 20);
  choosing.apply(Move::roll());
  choosing.apply(Move::die(2));  // two tokens can go: A picks
  REQUIRE(choosing.phase() == State::Phase::choose);
  CHECK(choosing.last_roller() == 0);
  CHECK_THROWS_WITH_AS(State::from_json(changed(choosing.to_json(), "last_roller", 1)),
                       "the player who picks a token is the one who rolled", BadData);

  State b_choosing = game("AB", true);  // saved before the roller was kept, resumed with a token to pick
  place(b_choosing, 'B', 10, 20);
  b_choosing.apply(Move::roll());
  b_choosing.apply(Move::die(3));  // A cannot move: B is next
  b_choosing.apply(Move::roll());
  b_choosing.apply(Move::die(2));  // two tokens can go: B picks
  REQUIRE(b_choosing.phase() == State::Phase::choose);
  REQUIRE(b_choosing.turn() == 1);
  json old_choosing = b_choosing.to_json();
  old_choosing.erase("last_roller");
  CHECK(State::from_json(old_choosing).last_roller() == 1);  // the player in turn rolled the die

  State literal = game("AB", false);
  literal.play_turn({1, 5});  // a replayed turns list: B's 5
  CHECK(literal.last_roller() == 1);
}

TEST_CASE("a seat sees the whole state, which holds no generator") {
  const State state = game("AB", false);
  CHECK(observe(state, 1).to_json() == state.to_json());
  CHECK_FALSE(state.to_json().contains("rng"));
}
