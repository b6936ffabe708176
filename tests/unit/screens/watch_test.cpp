// Watching a finished game again from Records: every position where a seat was to move, in order,
// with the game's own board and log as they were then; nothing is played or saved.
#include <doctest/doctest.h>

#include "support/cli_run.hpp"
#include "support/headless.hpp"
#include "support/kept_game.hpp"
#include "tabletop/registry/game_entry.hpp"
#include "tabletop/ui/keys.hpp"

using namespace tabletop;

namespace {

using testing::records_with_a_kept_game;

// Records with a kept file that holds no game, and that file chosen to be watched.
void watch_a_kept_file_that_is_no_game(testing::Headless& h) {
  h.launch(100, 30);
  REQUIRE(h.saves->keep_finished("pako", json{{"seats", json::array()}}).empty());
  h.app->show(find_game("pako")->records(*h.app));
  h.press('w');
  h.press('\n');
  h.app->idle();
}

}  // namespace

TEST_SUITE("screens") {
  TEST_CASE("watch again: w on Records lists the kept games; the chosen one opens at its start and steps on and back") {
    testing::Headless h;
    records_with_a_kept_game(h, "ludo");
    CHECK(h.text().find("w watch again") != std::string::npos);  // the footer offers it
    h.press('w');
    CHECK(h.text().find("Watch a game again") != std::string::npos);
    h.press('\n');
    h.app->idle();
    std::string screen = h.text();
    // It opens at the game's start, where only the ways on lead anywhere: the footer offers those.
    CHECK(screen.find("Watching the game again: the start.") != std::string::npos);
    CHECK(h.lines().back().find("Right on") != std::string::npos);
    CHECK(h.lines().back().find("End end") != std::string::npos);
    CHECK(h.lines().back().find("Left back") == std::string::npos);
    CHECK(h.lines().back().find("Home start") == std::string::npos);
    h.press(ui::key::right);
    screen = h.text();
    const std::size_t of = screen.find("move 1 of ");
    REQUIRE(of != std::string::npos);
    const int last = std::stoi(screen.substr(of + 10));
    CHECK(last > 10);
    CHECK(h.lines().back().find("Left back") != std::string::npos);
    // Who is to move is said once, under where the watching stands: nobody "is playing" a game watched.
    CHECK(screen.find(" is to move.") != std::string::npos);
    CHECK(screen.find(" is playing.") == std::string::npos);
    // The sample's seats are people's, and they are not shown as robots (every seat used to be one).
    for (const std::string& line : h.lines()) {
      if (line.find("Player A") != std::string::npos) CHECK(line.find("⚙") == std::string::npos);
    }
    // The footer says how to stop watching; the board's own view key works here as in play.
    CHECK(h.lines().back().find("Esc stop") != std::string::npos);
    CHECK(h.lines().back().find("# numbers") != std::string::npos);
    CHECK(screen.find("#: no numbers") == std::string::npos);
    h.press('#');
    CHECK(h.text().find("#: no numbers") != std::string::npos);
    h.press('#');
    h.press(ui::key::left);
    CHECK(h.text().find("Watching the game again: the start.") != std::string::npos);
    h.press(ui::key::left);  // nothing before the start
    CHECK(h.text().find("the start.") != std::string::npos);
    h.press(ui::key::end);
    CHECK(h.text().find("move " + std::to_string(last) + " of " + std::to_string(last) + ", the end.") !=
          std::string::npos);
    CHECK(h.lines().back().find("Right on") == std::string::npos);  // nothing on from the end
    CHECK(h.lines().back().find("Left back") != std::string::npos);
    // The end says who won and names no key of a game in play (n, q): the steps are the only keys here.
    CHECK(h.text().find("Finishing order: 1st") != std::string::npos);
    CHECK(h.text().find("new game") == std::string::npos);
    CHECK(h.text().find(": menu") == std::string::npos);
    h.press(ui::key::right);  // nothing after the end
    CHECK(h.text().find(", the end.") != std::string::npos);
    h.press(ui::key::left);
    CHECK(h.text().find("move " + std::to_string(last - 1) + " of " + std::to_string(last) + ".") != std::string::npos);
    h.press(ui::key::home);
    CHECK(h.text().find("Watching the game again: the start.") != std::string::npos);
    h.press(ui::key::escape);
    CHECK(h.text().find("Records: Ludo") != std::string::npos);
    // Watching saved nothing: the autosave is the finished sample still.
    CHECK(h.saves->read_game("ludo").doc["finished"] == true);
  }

  TEST_CASE("watch again: a robot's mark in the players panel comes with its level, as in play") {
    testing::Headless h;
    REQUIRE(testing::run(
                {"sample", "ludo", "--moves", "100000", "--seed", "5", "--autosave", "--save-dir", h.dir.path.string()})
                .status == 0);
    h.launch(100, 30);
    json match = h.saves->read_game("ludo").doc["match"];
    match["seats"][1]["robot"] = true;
    match["seats"][1]["style"] = "normal";
    match["seats"][1]["name"] = "Robot B";
    REQUIRE(h.saves->keep_finished("ludo", match).empty());
    h.app->show(find_game("ludo")->records(*h.app));
    h.press('w');
    h.press('\n');
    h.app->idle();
    h.press(ui::key::right);
    bool marked = false;
    for (const std::string& line : h.lines()) {
      // The players panel's line (the yard's label names the player too, without a mark).
      if (line.find("B Robot B") != std::string::npos) marked = line.find("⚙ Normal") != std::string::npos;
    }
    INFO(h.text());
    CHECK(marked);
  }

  TEST_CASE("watch again: PgUp and PgDn scroll the log back and on, and the move on view stays where it is") {
    testing::Headless h;
    records_with_a_kept_game(h, "ludo");
    h.press('w');
    h.press('\n');
    h.app->idle();
    h.press(ui::key::end);
    const std::string at_the_end = h.text();
    CHECK(at_the_end.find(", the end.") != std::string::npos);
    CHECK(at_the_end.find("older: PgUp") != std::string::npos);  // the log's border says so
    for (int page = 0; page < 200 && h.text().find("older: PgUp") != std::string::npos; ++page)
      h.press(ui::key::page_up);
    CHECK(h.text().find("older: PgUp") == std::string::npos);  // the log's first line is in view
    CHECK(h.text().find("newer: PgDn") != std::string::npos);
    CHECK(h.text().find(", the end.") != std::string::npos);  // still at the end
    for (int page = 0; page < 200 && h.text().find("newer: PgDn") != std::string::npos; ++page)
      h.press(ui::key::page_down);
    CHECK(h.text() == at_the_end);
    h.press(ui::key::page_up);
    h.press(ui::key::left);  // a step shows the newest lines again
    CHECK(h.text().find("newer: PgDn") == std::string::npos);
    CHECK(h.text().find("older: PgUp") != std::string::npos);
  }

  TEST_CASE("watch again: with no game kept, the footer does not offer it, and w says so and stays on Records") {
    testing::Headless h;
    h.launch(100, 30);
    h.app->show(find_game("igel")->records(*h.app));
    CHECK(h.text().find("No finished games yet.") != std::string::npos);
    CHECK(h.text().find("watch again") == std::string::npos);
    h.press('w');
    const std::string screen = h.text();
    CHECK(screen.find("No finished game of this kind is kept yet") != std::string::npos);
    CHECK(screen.find("Records: Igel") != std::string::npos);
  }

  TEST_CASE("watch again: a kept file that is not a game is refused with a message, never opened") {
    testing::Headless h;
    watch_a_kept_file_that_is_no_game(h);
    const std::string screen = h.text();
    CHECK(screen.find("That game cannot be watched") != std::string::npos);
    CHECK(screen.find("Records: Escape") != std::string::npos);
  }
}

TEST_SUITE("screens") {
  // Records says why a kept game cannot be watched; the screen Esc goes back to does not repeat it.
  TEST_CASE("a message belongs to the screen that said it: Records' refusal is gone on the menu") {
    testing::Headless h;
    watch_a_kept_file_that_is_no_game(h);
    REQUIRE(h.text().find("That game cannot be watched") != std::string::npos);
    h.press(ui::key::escape);
    REQUIRE(h.text().find("Records: Escape") == std::string::npos);
    CHECK(h.text().find("That game cannot be watched") == std::string::npos);
  }
}
