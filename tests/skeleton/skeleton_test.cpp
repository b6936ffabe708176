// The skeleton game, Nim, plugged in through its own folder and one line of a list of games: played by
// the registry's replay, in the interface headless from its setup form to its result, and listed in
// the main menu, with nothing outside tests/skeleton knowing it.
#include <doctest/doctest.h>

#include <algorithm>
#include <chrono>
#include <thread>

#include "nim/nim.hpp"
#include "support/cli_run.hpp"
#include "support/temp_dir.hpp"
#include "tabletop/app/app.hpp"
#include "tabletop/catalog/shipped_games.hpp"
#include "tabletop/core/records.hpp"
#include "tabletop/registry/game_entry.hpp"
#include "tabletop/ui/keys.hpp"
#include "tabletop/ui/text_terminal.hpp"

using namespace tabletop;

TEST_SUITE_BEGIN("skeleton");

namespace {

const GameEntry& nim_entry() {
  const GameEntry* game = find_game("nim");
  REQUIRE(game != nullptr);
  return *game;
}

// A headless program in a fresh save directory, reading keys as a person types them.
struct Headless {
  testing::TempDir dir;
  SaveSession saves{dir.path};
  ui::TextTerminal* term = nullptr;
  std::unique_ptr<App> app;

  Headless() {
    REQUIRE(saves.claim().empty());
    auto owned = std::make_unique<ui::TextTerminal>(100, 30);
    term = owned.get();
    app = std::make_unique<App>(AppOptions{true}, saves, std::move(owned));
    app->start();
    app->render();
  }
  void press(int key, int times = 1) {
    for (int i = 0; i < times; ++i) app->feed(ui::Input{app->command_for(key), key});
    app->render();
  }
  std::string text() const { return term->text(); }
};

}  // namespace

TEST_CASE("the test build's list is the shipped list, in its order, and Nim after it") {
  const auto& list = games();
  const std::vector<GameEntry> shipped = shipped_games();
  REQUIRE(list.size() == shipped.size() + 1);
  for (std::size_t i = 0; i < shipped.size(); ++i) CHECK(list[i].id == shipped[i].id);
  CHECK(list.back().id == "nim");
  CHECK(list.back().title == "Nim");
  CHECK(list.back().style_ids == std::vector<std::string>{"easy", "normal", "hard", "grabber", "counter", "random"});
}

TEST_CASE("Nim through the registry's replay: whoever takes the last stick wins") {
  const GameEntry& nim = nim_entry();
  // Heaps of 2 and 3: A empties heap 1, B leaves one stick, A takes it.
  // The one replay document every game reads: Nim has no script form of its own.
  const json script = json::parse(R"({"game":"nim","setup":{"heaps":[2,3]},"seed":4,"moves":[
      {"heap":1,"take":2},{"heap":2,"take":2},{"heap":2,"take":1}]})");
  const ReplayResult result = nim.replay(script, true);
  CHECK(result.finished);
  CHECK(result.summary["heaps"] == json::array({0, 0}));
  CHECK(result.summary["winner"] == 0);
  CHECK(result.summary["log"].back() == "A takes the last stick and wins.");
  // The saved match loads again and is over.
  CHECK_NOTHROW(nim.check(result.match));
  CHECK(nim.summary(result.match)["winner"] == 0);

  SUBCASE("a game in progress has no winner yet") {
    const ReplayResult part = nim.replay(json::parse(R"({"game":"nim","moves":[{"heap":3,"take":3}]})"), true);
    CHECK_FALSE(part.finished);
    CHECK(part.summary["heaps"] == json::array({3, 5, 4}));
    CHECK(part.summary["turn"] == 1);
    CHECK(part.summary["winner"].is_null());
  }
  SUBCASE("a move that breaks the rules is refused, naming it") {
    const auto with_heaps = [](const char* heaps, const char* moves) {
      return json::parse(std::string(R"({"game":"nim","setup":{"heaps":)") + heaps + R"(},"moves":)" + moves + "}");
    };
    CHECK_THROWS_WITH_AS(nim.replay(with_heaps("[2]", R"([{"heap":1,"take":3}])"), true),
                         "move 1: that heap has fewer sticks", IllegalMove);
    CHECK_THROWS_AS(nim.replay(with_heaps("[2]", R"([{"heap":2,"take":1}])"), true), IllegalMove);
    CHECK_THROWS_AS(nim.replay(with_heaps("[]", "[]"), true), BadData);
  }
  SUBCASE("the command line finds it the same way") {
    testing::TempDir dir;
    const auto run = testing::run({"replay", "nim", dir.file("nim.json", script.dump())});
    CHECK(run.status == 0);
    CHECK(json::parse(run.out)["winner"] == 0);
  }
  SUBCASE("random robots play it to its end") {
    const ReplayResult sample = nim.sample(json::object(), 7, 100, {});
    CHECK(sample.finished);
  }
}

TEST_CASE("Nim in the interface: the main menu lists it, the setup form starts it, keys play it to its result") {
  Headless h;
  CHECK(h.text().find("Nim") != std::string::npos);                                   // the main menu
  CHECK(h.text().find("Six tabletop games for the terminal.") != std::string::npos);  // counted, not written in

  h.app->open_setup(nim_entry());
  h.app->render();
  CHECK(h.text().find("New game: Nim") != std::string::npos);
  // Fields: Heaps, Seat A, Seat B. Seat B becomes a person too, so both seats are played by keys.
  for (int i = 0; i < 4 && h.text().find("> Seat B") == std::string::npos; ++i) h.press(ui::key::down);
  for (int i = 0; i < 8 && h.text().find("> Seat B  < Person >") == std::string::npos; ++i) h.press(ui::key::left);
  CHECK(h.text().find("> Seat B  < Person >") != std::string::npos);
  CHECK(h.text().find("  Seat A  < Person >") != std::string::npos);
  h.press('\n');
  REQUIRE(h.app->top_title() == "Nim");
  CHECK(h.text().find("Heap 3 ||||||| 7") != std::string::npos);
  CHECK(h.text().find("Take 1 from heap 1") != std::string::npos);

  // Heaps 3, 5, 7. Right takes one more, Enter takes them; an empty heap passes the cursor on.
  h.press(ui::key::right, 2);
  CHECK(h.text().find("Take 3 from heap 1") != std::string::npos);
  h.press('\n');  // A: heap 1 empty
  CHECK(h.text().find("A takes 3 sticks from heap 1.") != std::string::npos);
  CHECK(h.text().find("Take 1 from heap 2") != std::string::npos);
  h.press(ui::key::right, 2);
  h.press('\n');  // B: heap 2 has 2
  h.press(ui::key::right);
  h.press('\n');                                                  // A: heap 2 empty
  CHECK(h.text().find("Heap 3 ||||||! 7") != std::string::npos);  // the stick Enter would take stands out
  h.press(ui::key::right, 2);
  h.press('\n');               // B: heap 3 has 4
  h.press(ui::key::right, 5);  // never more than 3
  CHECK(h.text().find("Take 3 from heap 3") != std::string::npos);
  h.press('\n');  // A: heap 3 has 1
  h.press('\n');  // B takes the last stick
  CHECK(h.text().find("Game over") != std::string::npos);
  CHECK(h.text().find("Player B takes the last stick and wins!") != std::string::npos);
  CHECK(h.text().find("Watch it again") != std::string::npos);
  CHECK(h.text().find("Review the game") == std::string::npos);  // Nim has no review to offer
  // The record keeps the setup this game was played with, the very first of its kind included.
  const ResultLog kept = h.saves.read_result_log("nim");
  REQUIRE(kept.records.size() == 1);
  CHECK(kept.records[0].options["seat1"] == "person");
  CHECK(kept.records[0].options["heaps"] == json::array({3, 5, 7}));

  h.press('\n');  // Look at the board: the result stays under it
  CHECK(h.text().find("Game over") == std::string::npos);
  CHECK(h.text().find("Player B takes the last stick and wins!") != std::string::npos);
  h.press('r');
  CHECK(h.text().find("Rules: Nim") != std::string::npos);
  CHECK(h.text().find("Whoever takes the last stick wins.") != std::string::npos);
}

TEST_CASE("Nim in the interface against its Normal robot: the robot answers a move") {
  Headless h;
  h.app->open_setup(nim_entry());
  h.app->render();
  CHECK(h.text().find("Seat B  < Robot: Normal >") != std::string::npos);  // on first use
  h.press('\n');
  REQUIRE(h.app->top_title() == "Nim");
  h.press('\n');  // A takes 1 from heap 1
  CHECK(h.text().find("Robot B is playing.") != std::string::npos);
  h.press('.');  // the next robot move now
  for (int i = 0; i < 500 && h.text().find("B takes") == std::string::npos; ++i) {
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
    h.app->idle();
    h.app->render();
  }
  CHECK(h.text().find("B takes") != std::string::npos);
  CHECK(h.text().find("Player A: Up/Down choose a heap") != std::string::npos);
}

// Every reply the other player could make, to the end: Counter, moving first from a won position, wins
// them all.
bool counter_wins_every_line(const nim::State& state, const Robot<nim::State>& counter, Rng& rng) {
  if (state.current_seat() == kNobody) return state.winner() == 0;
  if (state.current_seat() == 0) {
    nim::State after = state;
    after.apply(counter.choose(state, rng, {}));
    return counter_wins_every_line(after, counter, rng);
  }
  for (const nim::Move& reply : state.legal_moves()) {
    nim::State after = state;
    after.apply(reply);
    if (!counter_wins_every_line(after, counter, rng)) return false;
  }
  return true;
}

TEST_CASE("Nim's Hard robot, the Counter, wins from a won position whatever the other player does") {
  const auto& styles = nim::robot_styles();
  const auto counter = std::find_if(styles.begin(), styles.end(), [](const auto& s) { return s.id == "counter"; });
  REQUIRE(counter != styles.end());
  const auto robot = counter->make();
  Rng rng(1);
  CHECK(counter_wins_every_line(nim::State({3, 5, 7}), *robot, rng));
  CHECK(counter_wins_every_line(nim::State({6}), *robot, rng));
  CHECK(counter_wins_every_line(nim::State({2, 4, 4}), *robot, rng));
  // Four sticks in one heap are lost for the player in turn: not even the Counter wins every line.
  CHECK_FALSE(counter_wins_every_line(nim::State({4}), *robot, rng));
}

TEST_SUITE_END();
