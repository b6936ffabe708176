// Saved games: JSON both ways at every point of a game, a loaded game going on exactly as the
// original would, and impossible saves refused with a clear reason.
#include <doctest/doctest.h>

#include "support/sanitized.hpp"
#include "tabletop/core/match.hpp"
#include "tabletop/games/getaway/getaway.hpp"

using namespace tabletop;
using namespace tabletop::getaway;

namespace {

const std::string kBoard =
    "12 3 16 Start : Gold : S F 2 Shop : Z Sword : sharp : 5 Mace : heavy : 10 Z Mine : R M 3 Slide : T F -2 Gate : Y "
    "Q M -3 M 4 Pit : X D 2 : Sword Cave : X E 5 : Mace Spring : Q M 2 Fee : Y T A 2 F 3 Lucky : S M 9 Chute : Q F -4 "
    "Bank : R F 1 Stall : Z Ring : small : 4 Z Ferry : T A 15 Castle :";

State fresh(int players = 3) {
  const std::vector<std::string> names = {"Ann", "Bob", "Cy", "Di"};
  return State(parse_board(kBoard, "saved.game"), std::vector<std::string>(names.begin(), names.begin() + players));
}

// A fixed way of answering tolls that still varies: pay on even turns of the game, refuse on odd ones.
Move decide(const State& s, int step) {
  if (s.current_seat() == kChanceSeat) return Move{};
  const auto moves = s.legal_moves();
  return moves[static_cast<std::size_t>(step) % moves.size()];
}

// One step, heard as a screen hears it, so the turn's story is kept (and saved) as it is told.
void step_heard(State& s, Rng& dice, int step) {
  Events heard;
  s.apply(s.current_seat() == kChanceSeat ? s.sample_chance(dice) : decide(s, step), heard);
}

// Plays to the end from `s`, drawing chance from `dice`; returns every state's JSON.
std::vector<json> play_out(State s, Rng dice, int first_step) {
  std::vector<json> trail;
  for (int step = first_step; s.current_seat() != kNobody && step < first_step + 20000; ++step) {
    step_heard(s, dice, step);
    trail.push_back(s.to_json());
  }
  return trail;
}

json saved_midgame() {
  State s = fresh();
  Rng dice(5);
  // A few turns in, with everyone still on the trail and a roll to come.
  for (int step = 0; step < 6 || s.phase() != Phase::roll; ++step) {
    s.apply(s.current_seat() == kChanceSeat ? s.sample_chance(dice) : decide(s, step));
  }
  REQUIRE(s.players_on_trail() == 3);
  return s.to_json();
}

}  // namespace

TEST_CASE("JSON both ways gives the same state at every point of many games") {
  int tolls = 0;
  int draws = 0;
  int held = 0;
  int told = 0;
  for (std::uint64_t seed = 1; seed <= 30; ++seed) {
    State s = fresh(1 + static_cast<int>(seed % 4));
    Rng dice(seed);
    for (int step = 0; s.current_seat() != kNobody && step < 5000; ++step) {
      const json saved = s.to_json();
      CHECK(State::from_json(saved).to_json() == saved);
      tolls += s.phase() == Phase::toll;
      draws += s.phase() == Phase::amount || s.phase() == Phase::distance;
      for (int p = 0; p < s.num_seats(); ++p) held += s.player(p).held();
      told += !s.story().empty();
      step_heard(s, dice, step);
    }
    CHECK(s.current_seat() == kNobody);
    CHECK(State::from_json(s.to_json()).to_json() == s.to_json());
  }
  CHECK(tolls > 0);  // the games passed through every kind of pending question
  CHECK(draws > 0);
  CHECK(held > 0);
  CHECK(told > 0);  // and a turn's story, saved in words
}

TEST_CASE("a loaded game goes on exactly as the original") {
  for (std::uint64_t seed = 1; seed <= static_cast<std::uint64_t>(testing::rounds(10)); ++seed) {
    State s = fresh();
    Rng dice(seed);
    for (int step = 0; step < 25 && s.current_seat() != kNobody; ++step) {
      step_heard(s, dice, step);
      const std::vector<json> original = play_out(s, dice, step + 1);
      const std::vector<json> resumed =
          play_out(State::from_json(json::parse(s.to_json().dump())), Rng::from_json(dice.to_json()), step + 1);
      REQUIRE(original == resumed);
    }
  }
}

TEST_CASE("a whole match saves and resumes with its seats and log") {
  Match<State> match(fresh(2), {Seat{false, "", "Ann"}, Seat{true, "lookahead", "Bob"}}, {3, 99});
  for (int i = 0; i < 6 && !match.over(); ++i) {
    match.play(match.state().phase() == Phase::toll ? Move::refuse() : Move::roll());
  }
  const json saved = match.to_json();
  const Match<State> back = Match<State>::from_json(saved);
  CHECK(back.to_json() == saved);
  CHECK(back.log().size() == match.log().size());
  CHECK(back.seats()[1].style == "lookahead");
}

TEST_CASE("the state holds no generator, so nobody who sees it can foresee the dice") {
  State s = fresh();
  s.apply(Move::roll());
  CHECK(observe(s, 0).to_json() == s.to_json());
  CHECK_FALSE(s.to_json().contains("rng"));
}

TEST_CASE("impossible saves are refused with a reason") {
  const json good = saved_midgame();
  REQUIRE_NOTHROW(State::from_json(good));
  const auto refused = [&](const std::function<void(json&)>& spoil) {
    json bad = good;
    spoil(bad);
    try {
      State::from_json(bad);
    } catch (const BadData& e) {
      return std::string(e.what());
    }
    return std::string("accepted");
  };
  CHECK(refused([](json& j) { j["players"][0]["square"] = 99; }) ==
        "getaway.players[0].square must be from 0 to 15, not 99");
  CHECK(refused([](json& j) { j["players"] = json::array(); }) == "Gary's Great Getaway is for 1 to 6 players");
  CHECK(refused([](json& j) { j["players"][0]["gold"] = -1; }) ==
        "getaway.players[0].gold must be a whole number of gold from 0 up");
  CHECK(refused([](json& j) { j["phase"] = "dancing"; }) ==
        "getaway.phase must be one of roll, dice, amount, toll, distance, over, not \"dancing\"");
  CHECK(refused([](json& j) { j["board"]["text"] = "20 4 3 Start : A : K"; }) ==
        "getaway.board: saved.game, line 1, column 20: found \"K\", expected a square letter: S (treasure, first "
        "player only), R (treasure, every time), T "
        "(teleporter, once), Q (teleporter, every time), Y (toll), X (trap) or Z (trinkets)");
  CHECK(refused([](json& j) {
          j["players"][0]["square"] = 15;
          j["players"][0]["home"] = false;
        }) == "player 1 (Ann) must be home exactly when on the Castle");
  CHECK(refused([](json& j) {
          j["players"][1]["square"] = 1;
          j["players"][1]["home"] = false;
          j["players"][1]["held_turns"] = 2;
          j["players"][1]["held_until"] = 0;
        }) == "player 2 (Bob) is held for turns but not by the time trap on their square");
  CHECK(refused([](json& j) {
          j["players"][2]["square"] = 3;
          j["players"][2]["home"] = false;
          j["players"][2]["backpack"] = json::array({json::array({14, 0})});
        }) == "player 3 (Cy) carries a trinket that was never taken from square 14");
  CHECK(refused([](json& j) { j["used"] = json::array({3}); }) == "square 3 works every time and cannot be used up");
  CHECK(refused([](json& j) { j["phase"] = "over"; }) ==
        "the game is over exactly when everyone is home or 1000 rounds are played");
  CHECK(refused([](json& j) {
          j["phase"] = "toll";
          j["at"] = 1;
        }) == "a toll question needs a toll the player stands on and can pay");
  CHECK(refused([](json& j) { j.erase("turn"); }) == "getaway.turn is missing");
}
