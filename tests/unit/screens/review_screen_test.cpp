// The review of a finished game on screen (ui/review_screen.hpp): the moments it lists, its progress
// bar and Esc while it runs, the review kept with the kept game and read back from there (or made
// again when what is kept does not read), the end dialog's way to it, and each game's board at a
// moment with Hard's move marked.
#include <doctest/doctest.h>

#include <atomic>
#include <chrono>
#include <fstream>
#include <memory>
#include <sstream>
#include <thread>

#include "support/columns.hpp"
#include "support/headless.hpp"
#include "support/kept_game.hpp"
#include "tabletop/registry/game_entry.hpp"
#include "tabletop/ui/keys.hpp"
#include "tabletop/ui/review_screen.hpp"

namespace fs = std::filesystem;
using namespace tabletop;

namespace {

ReviewDecision decision(int seat, double cost, double error, int at) {
  ReviewDecision d;
  d.seat = seat;
  d.cost = cost;
  d.error = error;
  d.grade = grade_of(cost, error, ReviewScale{});
  d.history_at = at;
  d.number = at + 1;
  d.played = "played " + std::to_string(at);
  d.best = "best " + std::to_string(at);
  d.best_move = at;
  return d;
}

ReviewChance chance(double luck, double error, int at) {
  ReviewChance c;
  c.playout_luck = {luck, -luck};
  c.playout_error = {error, error};
  c.history_at = at;
  c.outcome = "outcome " + std::to_string(at);
  return c;
}

std::string slurp(const fs::path& path) {
  std::ifstream in(path);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

json kept_doc(const fs::path& path) { return json::parse(slurp(path)); }

using testing::review_the_newest;

// A finished sample of `game` kept, reviewed from Records, and Records on top again: the kept file.
fs::path kept_and_reviewed(testing::Headless& h, const std::string& game) {
  const fs::path kept = testing::records_with_a_kept_game(h, game);
  review_the_newest(h);
  REQUIRE(h.shows_within("Moments to look at"));
  h.press(ui::key::escape);
  return kept;
}

// The board as drawn, characters and tones: what stands left of the players panel, above the prompt.
std::u32string board_of(testing::Headless& h) {
  std::vector<std::u32string> rows;
  for (const std::string& line : h.lines()) rows.push_back(testing::columns(line));
  std::size_t panel = std::u32string::npos;
  for (const std::u32string& row : rows) panel = std::min(panel, row.find(U"\u250c\u2500 Players "));
  REQUIRE(panel != std::u32string::npos);
  std::istringstream tones(h.term->tones());
  std::u32string out;
  std::string tone;
  for (std::size_t y = 0; y + 6 < rows.size() && std::getline(tones, tone); ++y) {
    out += rows[y].substr(0, panel) + U"|" + testing::columns(tone.substr(0, panel)) + U"\n";
  }
  return out;
}

}  // namespace

TEST_SUITE("screens") {
  TEST_CASE(
      "review moments: a seat's three costliest graded moves, then its luckiest and unluckiest beyond the noise") {
    ReviewReport r;
    r.seats.resize(2);
    r.decisions = {decision(0, 0.05, 0.001, 1), decision(0, 0.25, 0.001, 3), decision(1, 0.5, 0.001, 4),
                   decision(0, 0.10, 0.001, 5), decision(0, 0.40, 0.30, 7),  decision(0, 0.09, 0.001, 9),
                   decision(0, 0.01, 0.001, 11)};
    // Luck of +0.3 within its noise (0.2 a standard error) is no moment, however large.
    r.chances = {chance(0.2, 0.01, 2), chance(0.3, 0.2, 6), chance(-0.1, 0.01, 8), chance(-0.05, 0.01, 10)};
    r.sum_up();
    const std::vector<ui::ReviewMoment> a = ui::review_moments(r, 0);
    REQUIRE(a.size() == 5);
    CHECK(a[0].history_at == 3);  // 0.25, a blunder
    CHECK(a[1].history_at == 5);  // 0.10
    CHECK(a[2].history_at == 9);  // 0.09; not 0.40 (within its noise, ungraded) nor 0.05
    CHECK(a[0].move == 3);        // Hard's move, to mark on the board
    CHECK(a[0].label.find("blunder (-25): played 3; Hard: best 3") != std::string::npos);
    CHECK(a[0].line.find("a blunder by A") != std::string::npos);
    CHECK(a[3].history_at == 2);  // luckiest, +0.2
    CHECK(a[3].label.rfind("luckiest (+20)", 0) == 0);
    CHECK(a[4].history_at == 8);  // unluckiest, -0.1
    CHECK(a[4].label.rfind("unluckiest (-10)", 0) == 0);
    CHECK(a[3].move.is_null());  // a moment of luck marks no move
    // B: one graded move; its luck is A's turned round, so its luckiest is A's unluckiest.
    const std::vector<ui::ReviewMoment> b = ui::review_moments(r, 1);
    REQUIRE(b.size() == 3);
    CHECK(b[0].history_at == 4);
    CHECK(b[1].history_at == 8);
    CHECK(b[2].history_at == 2);
    // No graded move and no luck beyond the noise: nothing to look at.
    r.decisions = {decision(0, 0.01, 0.001, 1)};
    r.chances = {chance(0.3, 0.2, 2)};
    CHECK(ui::review_moments(r, 0).empty());
  }

  TEST_CASE("a review stops at its flag, set before it starts or while it runs, with ReviewStopped") {
    testing::TempDir dir;
    REQUIRE(testing::run(
                {"sample", "pako", "--moves", "100000", "--seed", "5", "--autosave", "--save-dir", dir.path.string()})
                .status == 0);
    const json doc = kept_doc(dir.path / "pako.json");
    std::atomic<bool> stop{true};
    ReviewOptions options = testing::light_review();
    options.stop = &stop;
    CHECK_THROWS_AS(find_game("pako")->review(doc, options), ReviewStopped);
    stop = false;
    int done = 0, total = 0;
    options.progress = [&](int d, int t) {
      done = d;
      total = t;
      if (d == 2) stop = true;
    };
    CHECK_THROWS_AS(find_game("pako")->review(doc, options), ReviewStopped);
    CHECK(total > 10);
    CHECK(done < total);  // it did not go on to the end
  }

  TEST_CASE("while a review runs: a progress bar, a resize redraws it, and Esc stops the review and leaves at once") {
    std::atomic<bool> stopped{false};
    ui::ReviewScreen::Links links;
    links.title = "Stub";
    links.persons = {true, true};
    links.run = [&stopped](const ReviewOptions& options) -> ReviewReport {
      options.progress(1, 4);
      while (!options.stop->load()) std::this_thread::sleep_for(std::chrono::milliseconds(1));
      stopped = true;
      throw ReviewStopped();
    };
    testing::Headless h;
    h.launch(100, 30);
    h.app->show(std::make_unique<ui::ReviewScreen>(links, std::nullopt, ReviewOptions{}));
    REQUIRE(h.shows_within("Reviewing the game: 1 of 4 steps judged."));
    CHECK(h.text().find(
              "\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2588\u2591") !=
          std::string::npos);  // a quarter of the bar
    CHECK(h.lines().back().find("Esc stop") != std::string::npos);
    h.term->resize(80, 24);
    h.press(ui::key::resize);
    CHECK(h.lines().size() == 24);
    CHECK(h.text().find("1 of 4 steps judged") != std::string::npos);
    CHECK_FALSE(stopped);
    h.press(ui::key::escape);
    CHECK(h.app->top_title() != "Review: Stub");
    CHECK(stopped);  // the worker was told, and waited for, as the screen went
  }

  TEST_CASE("a review that fails says why on its screen, and Esc leaves it") {
    ui::ReviewScreen::Links links;
    links.title = "Stub";
    links.run = [](const ReviewOptions&) -> ReviewReport { throw BadData("the history does not replay"); };
    testing::Headless h;
    h.launch(100, 30);
    h.app->show(std::make_unique<ui::ReviewScreen>(links, std::nullopt, ReviewOptions{}));
    REQUIRE(h.shows_within("The game cannot be reviewed: the history does not replay"));
    h.press(ui::key::escape);
    CHECK(h.app->top_title() != "Review: Stub");
  }

  TEST_CASE("review from Records: kept in the kept game's file, the rest as it was, and shown at once next time") {
    testing::Headless h;
    const fs::path kept = testing::records_with_a_kept_game(h, "getaway");
    json before = kept_doc(kept);
    CHECK(h.lines().back().find("v review") != std::string::npos);
    h.press('v');
    CHECK(h.text().find("Review a game") != std::string::npos);
    h.press('\n');
    h.app->idle();
    CHECK(h.app->top_title() == "Review: Gary's Great Getaway");
    REQUIRE(h.shows_within("Moments to look at"));
    json after = kept_doc(kept);
    REQUIRE(after.contains("review"));
    CHECK(ReviewReport::from_json(after["review"]).game == "getaway");
    after.erase("review");
    CHECK(after == before);
    const std::string written = slurp(kept);
    h.press(ui::key::escape);
    REQUIRE(h.text().find("Records: Gary") != std::string::npos);
    review_the_newest(h);  // no time given to a worker: what is kept is shown as it opens
    CHECK(h.text().find("Moments to look at") != std::string::npos);
    CHECK(h.text().find("Reviewing the game") == std::string::npos);
    CHECK(slurp(kept) == written);  // not made again, so not written again
  }

  TEST_CASE("a kept review that does not read is said so, made again, and the new one kept over it") {
    for (const std::string hostile : {"bad", "other game", "other seats", "a cost of 7"}) {
      CAPTURE(hostile);
      testing::Headless h;
      const fs::path kept = kept_and_reviewed(h, "getaway");
      json doc = kept_doc(kept);
      json& review = doc["review"];
      if (hostile == "bad") review = "bad";
      if (hostile == "other game") review["game"] = "ludo";
      if (hostile == "other seats") review["seats"].push_back(review["seats"][0]);
      if (hostile == "a cost of 7") review["moves"][0]["cost"] = 7;
      std::ofstream(kept) << doc.dump();
      review_the_newest(h);
      CHECK(h.text().find("The review kept with this game does not read") != std::string::npos);
      REQUIRE(h.shows_within("Moments to look at"));
      const json again = kept_doc(kept);
      CHECK(ReviewReport::from_json(again["review"]).game == "getaway");
      CHECK(again["review"]["seats"].size() == 2);
      CHECK(again["match"] == doc["match"]);
    }
  }

  TEST_CASE("a kept review's moment naming a move not legal there opens the board unmarked, its line under it") {
    // Not a Ludo move at all, and a move of Ludo's that is not the position's (a die thrown, not a token moved).
    for (const json& hostile : {json{{"token", 7}}, json{{"die", 3}}}) {
      CAPTURE(hostile.dump());
      testing::Headless h;
      const fs::path kept = kept_and_reviewed(h, "ludo");
      json doc = kept_doc(kept);
      for (json& move : doc["review"]["moves"]) {
        if (!move["best_move"].is_null()) move["best_move"] = hostile;
      }
      std::ofstream(kept) << doc.dump();
      review_the_newest(h);
      REQUIRE(h.text().find("Moments to look at") != std::string::npos);
      h.press('\n');
      h.app->idle();
      CHECK(h.app->top_title() == "Watching: Ludo");
      CHECK(h.words().find("Review: move") != std::string::npos);
      CHECK(h.text().find("suggested") == std::string::npos);
    }
  }

  TEST_CASE("every game: a moment opens the board there, Hard's move marked on it and the review's line under it") {
    for (const GameEntry& game : games()) {
      if (!game.review) continue;  // the skeleton's game has none
      CAPTURE(game.id);
      testing::Headless h;
      testing::records_with_a_kept_game(h, game.id, 120, 40);
      review_the_newest(h);
      REQUIRE(h.shows_within("Moments to look at"));
      const std::string list = h.text();
      CAPTURE(list);
      REQUIRE(list.find("\u25b6 move ") != std::string::npos);  // the first moment a graded move
      h.press('\n');
      h.app->idle();
      REQUIRE(h.app->top_title().rfind("Watching: ", 0) == 0);
      CHECK(h.words().find("Hard would have played") != std::string::npos);
      const std::u32string marked = board_of(h);
      const std::string text = h.text();
      const std::size_t at = text.find("Watching the game again: move ");
      REQUIRE(at != std::string::npos);
      const int stop = std::stoi(text.substr(at + 30));
      // The same position watched from Records, unmarked: the board differs.
      h.press(ui::key::escape);
      h.press(ui::key::escape);
      h.press('w');
      h.press('\n');
      h.app->idle();
      for (int step = 0; step < stop; ++step) h.press(ui::key::right);
      REQUIRE(h.text().find("Watching the game again: move " + std::to_string(stop) + " of") != std::string::npos);
      CHECK(board_of(h) != marked);
    }
  }

  TEST_CASE("the review fits its smallest window (60 x 20) and 80 x 24: the chart, each seat's line and a moment") {
    for (const GameEntry& game : games()) {
      if (!game.review) continue;
      for (const ui::Size size : {ui::Size{60, 20}, ui::Size{80, 24}}) {
        CAPTURE(game.id);
        CAPTURE(size.w);
        testing::Headless h;
        testing::records_with_a_kept_game(h, game.id, size.w, size.h);
        review_the_newest(h);
        const bool done = h.shows_within("Moments to look at");
        const std::string screen = h.text();
        CAPTURE(screen);
        REQUIRE(done);
        CHECK(screen.find("The window is too small") == std::string::npos);
        CHECK(screen.find("100%") != std::string::npos);
        CHECK(screen.find("decisions judged") != std::string::npos);
        CHECK(screen.find("A Player A: result") != std::string::npos);
        CHECK(screen.find("B Player B: result") != std::string::npos);
        CHECK(screen.find("\u25b6 ") != std::string::npos);  // a moment under the cursor, Enter away
      }
    }
  }

  TEST_CASE("a game with no review (the skeleton's) offers none: Records has no v, and tabletop review says so") {
    for (const GameEntry& game : games()) {
      if (game.review) continue;
      CAPTURE(game.id);
      testing::Headless h;
      const fs::path kept = testing::records_with_a_kept_game(h, game.id);
      CHECK(h.lines().back().find("w watch again") != std::string::npos);
      CHECK(h.lines().back().find("review") == std::string::npos);
      h.press('v');
      CHECK(h.text().find("Review a game") == std::string::npos);
      const testing::Run run = testing::run({"review", game.id, kept.string()});
      CHECK(run.status == 2);
      CHECK(run.err.find(game.id + " has no review") != std::string::npos);
    }
  }

  TEST_CASE("the end dialog's Review the game: the review made, and kept with the game's copy in Records") {
    testing::Headless h;
    h.launch_replayed("pako", R"({"size": 5, "players": 2, "seed": 1, "seats": ["lookahead", "random"], "moves": []})",
                      100, 30, R"({"robot_pace_ms": 0})");
    REQUIRE(h.shows_within("Game over"));
    h.press(ui::key::end);
    CHECK(h.text().find("\u25b6 Review the game") != std::string::npos);
    h.press('\n');
    h.app->idle();
    CHECK(h.app->top_title() == "Review: Escape from Prison Island");
    REQUIRE(h.shows_within("Moments to look at"));
    const json kept = kept_doc(h.saves->kept_games("pako").front());
    REQUIRE(kept.contains("review"));
    CHECK(ReviewReport::from_json(kept["review"]).game == "pako");
  }
}
