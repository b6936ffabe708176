// Every game ends: for every game in the registry and every pair of its levels, the games `tabletop sim`
// plays all end before sim's move limit (the short form; scripts/bench --ends plays 100 games a pair).
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "support/sanitized.hpp"
#include "tabletop/core/sim.hpp"
#include "tabletop/registry/game_entry.hpp"

using namespace tabletop;

namespace {

// Every game lists Easy, Normal and Hard first among its styles (levels_test holds it).
constexpr std::size_t kLevelCount = 3;

std::vector<std::string> levels_of(const GameEntry& game) {
  REQUIRE(game.style_ids.size() >= kLevelCount);
  return {game.style_ids.begin(), game.style_ids.begin() + kLevelCount};
}

// A Hard decision searches for up to hundreds of milliseconds, so a pair with Hard plays one game
// (its seats then in one order only); the quick levels play both orders twice. Under the sanitizers
// a Hard game takes tens of seconds, and Hard's code is run there by the suggestion tests already:
// only the quick pairs are played, one game each.
int games_for(const std::string& a, const std::string& b, const std::string& hard) {
  if (a == hard || b == hard) return testing::kSanitized ? 0 : 1;
  return testing::rounds(4);
}

}  // namespace

TEST_CASE("every game ends: every pair of levels plays two-player games to their end within sim's move limit") {
  REQUIRE_FALSE(games().empty());
  for (const GameEntry& game : games()) {
    if (game.fewest_players > 2) continue;  // no two-player game to play
    const std::vector<std::string> levels = levels_of(game);
    const std::string& hard = levels.back();
    for (std::size_t i = 0; i < levels.size(); ++i) {
      for (std::size_t j = i; j < levels.size(); ++j) {
        const std::vector<std::string> seats = {levels[i], levels[j]};
        SimOptions options;  // sim's own move limit, as the command line has it
        options.games = games_for(levels[i], levels[j], hard);
        options.seed = 7;
        if (options.games == 0) continue;
        CAPTURE(game.id);
        CAPTURE(levels[i]);
        CAPTURE(levels[j]);
        const SimReport report = game.sim(json::object(), seats, options);
        CHECK(report.games == options.games);
        CHECK(report.unfinished == 0);
      }
    }
  }
}
