// The conformance test over every game in the registry: a game added to the list is tested here
// with nothing else to write.
#include "support/conformance.hpp"

#include "support/sanitized.hpp"

using namespace tabletop;

TEST_CASE("conformance: every registered game keeps the game interface's promises") {
  REQUIRE_FALSE(games().empty());
  for (const GameEntry& game : games()) testing::check_conformance(game, testing::rounds(8), 600);
}

TEST_CASE("conformance: every registered game's sim plays the same seeded games twice, counting the same") {
  for (const GameEntry& game : games()) {
    CAPTURE(game.id);
    std::vector<std::string> seats(game.default_sim_seats.size(), "random");
    const SimOptions options{4, 5, 20000};
    const SimReport first = game.sim(json::object(), seats, options);
    const SimReport again = game.sim(json::object(), seats, options);
    CHECK(first.games == 4);
    CHECK(first.unfinished == again.unfinished);  // random Pako prisoners may wander past the cap
    CHECK(first.moves > 0);
    CHECK(first.moves == again.moves);
    for (std::size_t i = 0; i < first.entries.size(); ++i) CHECK(first.entries[i].wins == again.entries[i].wins);
  }
}

// A sim of random seats plays on the state itself; it must play exactly the games random robots
// choosing from their seats' observations would (every game in the registry).
TEST_CASE(
    "conformance: every registered game's sim: random seats play the same games on the state as on their "
    "observations") {
  for (const GameEntry& game : games()) {
    CAPTURE(game.id);
    const std::vector<std::string> seats(3, "random");  // three seats: turns pass in a ring, not back and forth
    SimOptions options{60, 11, 20000};
    const SimReport fast = game.sim(json::object(), seats, options);
    options.every_seat_observes = true;
    const SimReport slow = game.sim(json::object(), seats, options);
    CHECK(fast.moves == slow.moves);
    CHECK(fast.unfinished == slow.unfinished);
    REQUIRE(fast.entries.size() == slow.entries.size());
    for (std::size_t i = 0; i < fast.entries.size(); ++i) {
      CHECK(fast.entries[i].wins == slow.entries[i].wins);
      CHECK(fast.entries[i].place_sum == slow.entries[i].place_sum);
    }
  }
}
