// The rules opened from a game (key r) begin with what the game's setup changes in them: Igel's
// variants, Ludo's way of choosing moves, Archaeology's short deal; a game played as its rules page
// says opens the page itself.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "support/headless.hpp"

using namespace tabletop;

namespace {
// The screen's text once the rules are opened from a game begun by `sample GAME OPTIONS...`.
std::string rules_of_sample(const std::string& game, const std::vector<std::string>& options) {
  testing::Headless h;
  std::vector<std::string> args{"sample", game, "--moves", "0", "--autosave", "--save-dir", h.dir.path.string()};
  args.insert(args.end(), options.begin(), options.end());
  REQUIRE(testing::run(args).status == 0);
  h.dir.file("settings.json", testing::settings_text(game));
  h.launch(100, 30);
  h.press('r');
  REQUIRE(h.app->top_title().rfind("Rules: ", 0) == 0);
  return h.text();
}

// Whether `heading` is on the screen above the rules page's own title, `page_title`.
bool heads(const std::string& screen, const std::string& heading, const std::string& page_title) {
  const auto at = screen.find(heading);
  return at != std::string::npos && at < screen.find(page_title, screen.find("\n"));
}
}  // namespace

TEST_SUITE("screens") {
  TEST_CASE("Igel's rules begin with the variants its game is played with, and only then") {
    const std::string with = rules_of_sample("igel", {"--variants", "round_board,stacks_march"});
    CHECK(heads(with, "Variants in this game", "Igel Ärgern"));
    CHECK(heads(with, "rows 1 and 6", "Igel Ärgern"));
    const std::string without = rules_of_sample("igel", {});
    CHECK(without.find("Variants in this game") == std::string::npos);
  }

  TEST_CASE("Ludo's rules begin with who chooses the moves in this game") {
    const std::string choosing = rules_of_sample("ludo", {"--choose_moves", "true"});
    CHECK(heads(choosing, "Players choose their own moves", "Ludo"));
    const std::string by_rule = rules_of_sample("ludo", {"--choose_moves", "false"});
    CHECK(heads(by_rule, "Nobody chooses: the priority rule", "Ludo"));
    CHECK(by_rule.find("Players choose their own moves") == std::string::npos);
  }

  TEST_CASE("Archaeology's rules begin by saying the game is a short one, only when it is") {
    const std::string short_game = rules_of_sample("archaeology", {"--length", "short"});
    CHECK(heads(short_game, "A short game: every number of the deal is halved", "Archaeology: The Card Game"));
    const std::string normal = rules_of_sample("archaeology", {});
    CHECK(normal.find("A short game: every number") == std::string::npos);
  }
}
