#include <doctest/doctest.h>

#include "igel_board.hpp"
#include "tabletop/core/match.hpp"
#include "tabletop/core/random_robot.hpp"

using namespace tabletop;
using namespace tabletop::igel;
using namespace tabletop::igel::test;

namespace {

// Plays `moves` robot-chosen moves (the first legal one after a seeded shuffle) with dice from the
// state's own generator.
void play_on(Match<State>& match, int moves, std::uint64_t seed) {
  Rng pick(seed);
  for (int i = 0; i < moves && !match.over(); ++i) {
    auto legal = match.state().legal_moves();
    match.play(legal[static_cast<std::size_t>(pick.below(static_cast<int>(legal.size())))]);
  }
}

std::vector<Seat> people(int n) {
  std::vector<Seat> seats;
  for (int i = 0; i < n; ++i) seats.push_back(Seat{false, "", std::string("Player ") + seat_letter(i)});
  return seats;
}

json valid_json() {
  State s = placed(2, {1, 2, 3, 4, 5, 6, 2, 1});
  roll(s, 4);
  return s.to_json();
}

}  // namespace

TEST_SUITE("igel json") {
  TEST_CASE("a state survives a round trip through JSON in every phase") {
    Match<State> match(State(3), people(3), {11, 99});
    for (int step = 0; step < 200 && !match.over(); ++step) {
      const json saved = match.state().to_json();
      CHECK(State::from_json(saved).to_json() == saved);
      play_on(match, 1, static_cast<std::uint64_t>(step));
    }
  }

  TEST_CASE("save, load and continue equals playing on") {
    Match<State> match(State(4), people(4), {21, 7});
    play_on(match, 60, 3);
    Match<State> loaded = Match<State>::from_json(json::parse(match.to_json().dump()));
    play_on(match, 400, 8);
    play_on(loaded, 400, 8);
    CHECK(loaded.to_json() == match.to_json());
  }

  TEST_CASE("the die after a reload is the die the game would have rolled: the match saves its generator") {
    Match<State> match(placed(2, {1, 2, 3, 4, 5, 6, 2, 1}), people(2), {77, 1});
    Match<State> copy = Match<State>::from_json(json::parse(match.to_json().dump()));
    for (int i = 0; i < 10; ++i) {
      match.play(Move::roll());
      copy.play(Move::roll());
      CHECK(match.state().die() == copy.state().die());
      match.play(Move::skip());
      copy.play(Move::skip());
      if (match.state().phase() == Phase::forward) {
        match.play(match.state().legal_moves()[0]);
        copy.play(copy.state().legal_moves()[0]);
      }
    }
  }

  TEST_CASE("impossible states are refused with a clear sentence") {
    const json good = valid_json();
    CHECK_NOTHROW(State::from_json(good));
    auto refused = [&](const char* why, auto change) {
      json j = good;
      change(j);
      CAPTURE(why);
      CHECK_THROWS_AS(State::from_json(j), BadData);
    };
    refused("too many players", [](json& j) { j["players"] = 7; });
    refused("a hedgehog too many", [](json& j) { j["board"][0][4].push_back(0); });
    refused("a hedgehog missing", [](json& j) { j["board"][2][0] = json::array(); });
    refused("an owner who does not play", [](json& j) { j["board"][0][0] = json::array({2}); });
    refused("a row short", [](json& j) { j["board"].erase(j["board"].begin()); });
    refused("a square short", [](json& j) { j["board"][1].erase(j["board"][1].begin()); });
    refused("an unknown phase", [](json& j) { j["phase"] = "dancing"; });
    refused("a die of 7", [](json& j) { j["die"] = 7; });
    refused("no die after the roll", [](json& j) { j["die"] = 0; });
    refused("a winner without three in the goal", [](json& j) {
      j["winner"] = 0;
      j["phase"] = "over";
    });
    refused("placement with every hedgehog placed", [](json& j) { j["phase"] = "placement"; });
    refused("the board missing", [](json& j) { j.erase("board"); });
  }

  TEST_CASE("three in the goal without a winner is refused") {
    json j = valid_json();  // Start column: [A,B] [B,A] [A] [B] [A] [B]
    j["board"][0][0] = json::array({0});
    j["board"][0][8] = json::array({1});
    j["board"][3][0] = json::array();
    j["board"][3][8] = json::array({1});
    j["board"][5][0] = json::array();
    j["board"][5][8] = json::array({1});
    CHECK_THROWS_WITH_AS(State::from_json(j), doctest::Contains("has not won"), BadData);
    j["winner"] = 1;
    j["phase"] = "over";
    CHECK_NOTHROW(State::from_json(j));
  }

  TEST_CASE("during placement hedgehogs stand only in the Start column") {
    State s = placed(2, {1, 2, 3});
    json j = s.to_json();
    CHECK_NOTHROW(State::from_json(j));
    j["board"][0][1] = j["board"][0][0];
    j["board"][0][0] = json::array();
    CHECK_THROWS_WITH_AS(State::from_json(j), doctest::Contains("Start column"), BadData);
  }

  TEST_CASE("nothing is hidden: a seat sees the whole state, which holds no generator") {
    State s = placed(2, {1, 2, 3, 4, 5, 6, 2, 1});
    CHECK(observe(s, 1).to_json() == s.to_json());
    CHECK_FALSE(s.to_json().contains("rng"));
  }
}
