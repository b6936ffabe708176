#include <doctest/doctest.h>

#include "positions.hpp"
#include "tabletop/core/match.hpp"
#include "tabletop/core/random_robot.hpp"
#include "tabletop/core/seat.hpp"
#include "tabletop/games/archaeology/archaeology_robots.hpp"

using namespace tabletop;
using namespace tabletop::archaeology;
using namespace tabletop::archaeology::testing;

namespace {

// Robots of the given styles play `moves` moves (or to the end) in a match.
void play_robots(Match<State>& match, const std::vector<std::string>& styles, int moves) {
  for (int i = 0; i < moves && !match.over(); ++i) {
    const int seat = match.state().current_seat();
    const auto* style = find_style(robot_styles(), styles[static_cast<std::size_t>(seat)]);
    REQUIRE(style != nullptr);
    const auto robot = style->make();
    match.play(robot->choose(match.state().observe(seat), match.robot_rng(), {}));
  }
}

std::vector<Seat> robot_seats(const std::vector<std::string>& styles) {
  std::vector<Seat> seats;
  for (std::size_t i = 0; i < styles.size(); ++i)
    seats.push_back(Seat{true, styles[i], default_seat_name(static_cast<int>(i), true)});
  return seats;
}

}  // namespace

TEST_SUITE("archaeology") {
  TEST_CASE("JSON: a state survives the round trip at every step of a game") {
    State s(3);
    Rng dice(11);
    const auto random = random_style<State>().make();
    Rng rng(5);
    int steps = 0;
    while (!is_over(s)) {
      settle_chance(s, dice);
      if (is_over(s)) break;
      const json saved = s.to_json();
      const State back = State::from_json(saved);
      REQUIRE(back.to_json() == saved);
      CHECK(back.observe(s.current_seat()) == s.observe(s.current_seat()));
      s.apply(random->choose(s.observe(s.current_seat()), rng, {}));
      ++steps;
    }
    CHECK(steps > 50);
    CHECK(State::from_json(s.to_json()).to_json() == s.to_json());
    CHECK(State::from_json(State(4).to_json()).table().phase == Phase::deal);
  }

  TEST_CASE("JSON: impossible states are refused with a clear sentence") {
    Position p;
    p.hands[0] = pile({{Card::coin, 2}});
    const json good = p.build().to_json();
    const auto refused = [&](auto spoil) {
      json j = good;
      spoil(j);
      try {
        State::from_json(j);
      } catch (const BadData& e) {
        return std::string(e.what());
      }
      return std::string("accepted");
    };
    CHECK(refused([](json&) {}) == "accepted");
    CHECK(refused([](json& j) { j["hands"][0]["coin"] = 3; }) == "the game holds 15 Coins in all, not 14");
    CHECK(refused([](json& j) { j["hands"][0]["dragon"] = 1; }).find("archaeology.hands[0] key must name a treasure") ==
          0);
    CHECK(refused([](json& j) { j["players"] = 5; }) == "archaeology.players must be from 2 to 4, not 5");
    CHECK(refused([](json& j) { j["phase"] = "nap"; }).find("archaeology.phase must be one of") == 0);
    CHECK(refused([](json& j) { j.erase("market"); }) == "archaeology.market is missing");
    CHECK(refused([](json& j) { j["hands"].push_back(json::object()); }) ==
          "archaeology.hands and archaeology.sales must have one entry per player");
    CHECK(refused([](json& j) {
            j["sales"][0].push_back({{"card", "cup"}, {"count", 3}, {"value", 20}});
          }).find("has sold a set the museum does not buy") != std::string::npos);
    CHECK(refused([](json& j) { j["chambers"][0]["taken"] = true; }) ==
          "the small chamber was explored but still holds cards");
    CHECK(refused([](json& j) { j["passes"] = 1; }) == "nobody may pass while the dig site holds cards");
    CHECK(refused([](json& j) { j["acted"] = false; }) == "with cards left to dig, a turn acts only after digging");
    CHECK(refused([](json& j) {
            j["phase"] = "sandstorm";
            j["discarder"] = 1;
          }).find("the sandstorm must be with a player") == 0);
    CHECK(refused([](json& j) { j["phase"] = "over"; }) ==
          "the game cannot be over while cards remain to dig or in hand");
    CHECK(refused([](json& j) { j["dig_site"].push_back("thief"); }) == "the game holds 9 Thieves in all, not 8");
  }

  TEST_CASE("save, load and continue is the same as playing on") {
    const std::vector<std::string> styles = {"collector", "cautious", "random"};
    Match<State> straight(State(3), robot_seats(styles), {99, 1234});
    straight.settle();
    play_robots(straight, styles, 60);
    Match<State> resumed = Match<State>::from_json(json::parse(straight.to_json().dump()));
    CHECK(resumed.to_json() == straight.to_json());
    play_robots(straight, styles, 100000);
    play_robots(resumed, styles, 100000);
    CHECK(straight.over());
    CHECK(resumed.to_json() == straight.to_json());
  }
}
