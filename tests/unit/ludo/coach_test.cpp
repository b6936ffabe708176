// The coach on Ludo's screen: a kick declined gets its line, naming Hard's move and the undo key; the
// kick itself gets none; with the coach off nothing is said; a take-back before the verdict drops it.
#include <doctest/doctest.h>

#include <algorithm>
#include <chrono>
#include <string>
#include <thread>

#include "ludo_test_helpers.hpp"
#include "support/headless.hpp"
#include "tabletop/core/match.hpp"
#include "tabletop/ui/keys.hpp"

using namespace tabletop;
using namespace tabletop::ludo;
using namespace tabletop::ludo::testing;

namespace {

// Ann (A) to choose, Bob (B) Hard, the coach as given; resumed as a person relaunching would.
void open_kick(tabletop::testing::Headless& h, bool coach) {
  Match<State> match(kick_offered(), {Seat{false, "", "Ann"}, Seat{true, "hard", "Bob"}}, {42, 1});
  match.set_setup(json{{"choose_moves", true}, {"coach", coach}});
  h.dir.file("settings.json", tabletop::testing::settings_text("ludo"));
  {
    SaveSession saves(h.dir.path);
    REQUIRE(saves.claim().empty());
    REQUIRE(saves.save_game("ludo", match.to_json(), false).empty());
  }
  // Enough of the search that declining the kick stands out of its noise; the same verdict every run.
  h.started_as.review.iterations = 2000;
  h.launch(100, 30);
  REQUIRE(h.text().find("Ann") != std::string::npos);
}

bool cursor_on(tabletop::testing::Headless& h, char letter) {
  const std::string marked = std::string("▶ ") + letter + ":";
  for (const std::string& line : h.lines()) {
    if (line.find(marked) != std::string::npos) return true;
  }
  return false;
}

// Plays A's token `letter` from the list of moves (the cursor starts on the rule's move).
void play_token(tabletop::testing::Headless& h, char letter) {
  for (int i = 0; i < 4 && !cursor_on(h, letter); ++i) h.press(ui::key::down);
  CAPTURE(h.text());
  REQUIRE(cursor_on(h, letter));
  h.press('\n');
}

// Keeps the program going until nothing thinks or plays (the coach's verdict in too), for `most`.
void settle(tabletop::testing::Headless& h, std::chrono::seconds most = std::chrono::seconds(20)) {
  const auto deadline = std::chrono::steady_clock::now() + most;
  while (h.app->busy() && std::chrono::steady_clock::now() < deadline) {
    h.app->idle();
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }
}

}  // namespace

TEST_SUITE("ludo") {
  TEST_CASE("the coach: a kick declined gets a line naming Hard's kick and the undo key") {
    tabletop::testing::Headless h;
    open_kick(h, true);
    play_token(h, 'p');
    REQUIRE(h.shows_within("Coach: a "));
    const std::string said = h.words();
    CAPTURE(said);
    CHECK((said.find("Coach: a mistake, about ") != std::string::npos ||
           said.find("Coach: a blunder, about ") != std::string::npos));
    CHECK(said.find("points of your win chance lost; Hard would have played " +
                    kick_offered().describe(Move::token(Token::q)) + ".") != std::string::npos);
    // Until Bob's roll, the move can be taken back, and the line says with which key.
    if (h.saves->read_game("ludo").doc["match"]["state"] == [] {
          State after = kick_offered();
          after.apply(Move::token(Token::p));
          return after.to_json();
        }()) {
      CHECK(said.find("u takes it back.") != std::string::npos);
    }
  }

  TEST_CASE("the coach: the kick itself gets no line") {
    tabletop::testing::Headless h;
    open_kick(h, true);
    play_token(h, 'q');
    settle(h);
    CHECK(h.text().find("Coach") == std::string::npos);
  }

  TEST_CASE("the coach off: a kick declined gets no line") {
    tabletop::testing::Headless h;
    open_kick(h, false);
    play_token(h, 'p');
    settle(h);
    CHECK(h.text().find("Coach") == std::string::npos);
  }

  TEST_CASE("the coach: a take-back before the verdict drops it") {
    tabletop::testing::Headless h;
    open_kick(h, true);
    play_token(h, 'p');
    h.press('u');  // at once: Bob's roll waits for the robots' pace
    REQUIRE(h.saves->read_game("ludo").doc["match"]["state"] == kick_offered().to_json());
    // Long enough for a verdict kept by mistake to be shown: the judgement takes well under this.
    const auto until = std::chrono::steady_clock::now() + std::chrono::seconds(2);
    while (std::chrono::steady_clock::now() < until) {
      h.app->idle();
      std::this_thread::sleep_for(std::chrono::milliseconds(5));
    }
    CHECK(h.text().find("Coach") == std::string::npos);
  }
}
