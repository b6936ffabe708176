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

TEST_CASE("a seat sees the whole state, which holds no generator") {
  const State state = game("AB", false);
  CHECK(observe(state, 1).to_json() == state.to_json());
  CHECK_FALSE(state.to_json().contains("rng"));
}
