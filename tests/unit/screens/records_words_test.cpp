// The Records screen and `tabletop records` say what each game's score counts, in its own words from
// its registry entry, beside every score they show; a game that keeps no score shows none.
#include <doctest/doctest.h>

#include <fstream>

#include "support/cli_run.hpp"
#include "support/headless.hpp"
#include "tabletop/core/records.hpp"
#include "tabletop/core/save_session.hpp"
#include "tabletop/registry/game_entry.hpp"

using namespace tabletop;

namespace {

struct ScoreSaid {
  std::string game;
  std::string about;   // the sentence saying what a score counts ("" for none)
  std::string result;  // the first seat's place and score as the last results show it
};

// Each game's words from its registry entry: Ann's 3 as the game counts a score, or only the places of
// a game that keeps no score.
const std::vector<ScoreSaid>& said() {
  static const std::vector<ScoreSaid> list = [] {
    std::vector<ScoreSaid> out;
    for (const GameEntry& game : games()) {
      const bool scored = !game.score.about.empty();
      out.push_back(
          {game.id, game.score.about, scored ? "Ann 1st (" + game.score.amount(3) + ")" : "Ann 1st, Robot B 2nd"});
    }
    return out;
  }();
  return list;
}

// One finished game of `game` in the result log: Ann first with 3, a robot second with 1 (a game that
// keeps no score records none).
void one_game(const fs::path& dir, const std::string& game, bool scored) {
  GameRecord r;
  r.date = "2026-11-24T16:30:00Z";
  r.game = game;
  r.seats = {Seat{false, "", "Ann"}, Seat{true, find_game(game)->style_ids.front(), "Robot B"}};
  r.places = {1, 2};
  if (scored) r.scores = std::vector<long>{3, 1};
  r.turns = 20;
  r.seconds = 300;
  REQUIRE(SaveSession(dir).append_result(r).empty());
}

}  // namespace

TEST_SUITE("screens") {
  TEST_CASE("records: every game's scores say what they count, on the screen and from the command line") {
    REQUIRE(said().size() == games().size());
    for (const ScoreSaid& s : said()) {
      CAPTURE(s.game);
      const GameEntry* entry = find_game(s.game);
      REQUIRE(entry != nullptr);
      testing::Headless h;
      one_game(h.dir.path, s.game, !s.about.empty());
      h.launch(120, 40);
      h.app->show(entry->records(*h.app));
      const std::string screen = h.text();
      const auto printed = testing::run({"records", s.game, "--save-dir", h.dir.path.string()});
      REQUIRE(printed.status == 0);
      for (const std::string& text : {screen, printed.out}) {
        CHECK(text.find(s.result) != std::string::npos);
        if (s.about.empty()) {
          CHECK(text.find("score") == std::string::npos);  // no column of dashes, no word on scores
        } else {
          CHECK(text.find(s.about) != std::string::npos);
          CHECK(text.find("best score") != std::string::npos);
        }
      }
    }
  }
}
