// The conformance test over every game in the registry: a game added to the list is tested here
// with nothing else to write.
#include "support/conformance.hpp"

#include "support/sanitized.hpp"

using namespace tabletop;

TEST_CASE("conformance: every registered game keeps the game interface's promises") {
  REQUIRE_FALSE(games().empty());
  for (const GameEntry& game : games()) testing::check_conformance(game, testing::rounds(8), 600);
}
