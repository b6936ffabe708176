// `tabletop replay getaway`, `state getaway` and `check-board`, through the real command line.
#include <doctest/doctest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "tabletop/app/cli.hpp"
#include "tabletop/core/data_dir.hpp"
#include "tabletop/games/getaway/getaway_entry.hpp"
#include "tabletop/games/getaway/getaway_replay.hpp"

using namespace tabletop;
using namespace tabletop::getaway;

namespace {

struct Run {
  int status = 0;
  std::string out;
  std::string err;
};

Run run(const std::vector<std::string>& args) {
  std::ostringstream out;
  std::ostringstream err;
  const int status = run_command_line(args, out, err);
  return Run{status, out.str(), err.str()};
}

// A directory of this test run's files, removed when the tests end.
struct Scratch {
  std::filesystem::path dir = std::filesystem::temp_directory_path() / ("getaway-test-" + std::to_string(::getpid()));
  ~Scratch() {
    std::error_code ec;
    std::filesystem::remove_all(dir, ec);
  }
};

std::filesystem::path scratch(const std::string& name) {
  static const Scratch files;
  std::filesystem::create_directories(files.dir);
  return files.dir / name;
}

std::string write(const std::string& name, const std::string& text) {
  const auto path = scratch(name);
  std::ofstream(path) << text;
  return path.string();
}

json replay(const json& script) { return summarize(replay_script(script)); }

std::string replay_error(const json& script) {
  try {
    replay_script(script);
  } catch (const std::exception& e) {
    return e.what();
  }
  return "no error";
}

const json kSeedRun = json::parse(R"({"board": "data/boards/slides.game", "players": ["Bob", "Wendy"], "seed": 1,
                                      "rolls": [3, 8, 2, 5, 4, 2, 2], "tolls": "pay"})");

}  // namespace

TEST_CASE("the issue's example script plays the seed's example run") {
  const Run r = run({"replay", "getaway", write("seed_run.json", kSeedRun.dump())});
  REQUIRE(r.status == 0);
  const json out = json::parse(r.out);
  CHECK(out["over"] == true);
  CHECK(out["winner"] == json::array({"Wendy"}));
  REQUIRE(out["standings"].size() == 2);
  CHECK(out["standings"][0]["name"] == "Wendy");
  CHECK(out["standings"][0]["square"] == 9);
  CHECK(out["standings"][0]["backpack"] == json::array());
  CHECK(out["standings"][1]["name"] == "Bob");
  CHECK(out["standings"][0]["gold"].get<int>() > out["standings"][1]["gold"].get<int>());
  const json& log = out["log"];
  REQUIRE(log.size() == 9);
  CHECK(log[0].get<std::string>().rfind("Bob is on Start and rolls a 3. Bob lands on Old Tree. Bob finds ", 0) == 0);
  CHECK(log[1] ==
        "Wendy is on Start and rolls an 8. Wendy lands on Slide 4. This slides Wendy back 2 squares. Wendy lands on "
        "Slide 3. "
        "This slides Wendy back 2 squares. Wendy lands on Slide 2. This slides Wendy back 2 squares. Wendy lands on "
        "Slide 1. This "
        "slides Wendy back 2 squares. Wendy lands on Start.");
  CHECK(log[2] ==
        "Bob is on Old Tree and rolls a 2. Bob lands on Aladan's Castle. Bob picks up Sword and now carries: Sword.");
  CHECK(log[3] ==
        "Wendy is on Start and rolls a 5. Wendy lands on Aladan's Castle. Wendy picks up Mace and now carries: Mace.");
  CHECK(log[4].get<std::string>().rfind(
            "Bob is on Aladan's Castle and rolls a 4. Bob lands on Castle. Bob sells Sword for 5 gold and has ", 0) ==
        0);
  CHECK(log[6].get<std::string>().rfind(
            "Wendy is on Old Tree and rolls a 2. Wendy lands on Castle. Wendy sells Mace for 10 gold and has ", 0) ==
        0);
  CHECK(log[7].get<std::string>().rfind("Game over. Wendy wins with ", 0) == 0);
  CHECK(log[8].get<std::string>().rfind("Bob follows with ", 0) == 0);
  // The same script gives the same result every time.
  CHECK(run({"replay", "getaway", write("seed_run.json", kSeedRun.dump())}).out == r.out);
}

TEST_CASE("rolls fix the turns in order, then the seeded dice play the game to its end") {
  const json out = replay({{"board", "slides.game"}, {"players", {"Ann"}}, {"seed", 4}, {"rolls", {2}}});
  CHECK(out["over"] == true);
  CHECK(out["log"][0].get<std::string>().rfind("Ann is on Start and rolls a 2. Ann lands on Slide 1.", 0) == 0);
  CHECK(out["winner"] == json::array({"Ann"}));
}

TEST_CASE("turns stops a script early, unfinished") {
  const json out = replay({{"board", "slides.game"}, {"players", {"Ann", "Bob"}}, {"rolls", {3, 3}}, {"turns", 2}});
  CHECK(out["over"] == false);
  CHECK(out["winner"] == json::array());
  CHECK(out["log"].size() == 2);
}

TEST_CASE("what people answer to tolls: one answer for all, or a list in order") {
  const std::string board = "10 2 5 Start : F1 : S F 0 Gate : Y Q F -2 F 4 F3 : S F 0 Castle :";
  const json paid = replay({{"board_text", board}, {"players", {"Ann"}}, {"rolls", {2, 4}}});
  CHECK(paid["log"][0].get<std::string>().find("Ann pays 4 gold and has 6 gold left.") != std::string::npos);
  const json refused = replay({{"board_text", board}, {"players", {"Ann"}}, {"rolls", {2, 4}}, {"tolls", "refuse"}});
  CHECK(refused["log"][0].get<std::string>().find("Ann refuses to pay. Ann is moved back 2 squares.") !=
        std::string::npos);
  const json listed =
      replay({{"board_text", board}, {"players", {"Ann"}}, {"rolls", {2, 2, 4}}, {"tolls", {"refuse", "pay"}}});
  CHECK(listed["standings"][0]["gold"] == 6);
  CHECK(replay_error({{"board_text", board}, {"players", {"Ann"}}, {"rolls", {2, 2}}, {"tolls", {"refuse"}}}) ==
        "turn 2: tolls has no answer left for the toll on Gate");
}

TEST_CASE("a robot seat in a script answers tolls itself") {
  const json out = replay(
      {{"board", "riverside.game"}, {"players", {"Ann", "Robo"}}, {"seats", {"person", "lookahead"}}, {"seed", 3}});
  CHECK(out["over"] == true);
  CHECK(replay_error({{"board", "riverside.game"}, {"seats", {"person", "genius"}}}) ==
        "seats[1] must be \"person\", \"joined\" or a robot style (easy, normal, hard, lookahead, thrifty, search, "
        "random)");
}

TEST_CASE("the log tells every turn of a whole game in the third person, naming whose turn it is") {
  // Robots and people alike: a log line is read by everyone at the table, never addressed to one.
  const json out = replay({{"board", "grand-tour.game"},
                           {"players", {"Ann", "Robo", "Cy"}},
                           {"seats", {"person", "lookahead", "thrifty"}},
                           {"seed", 7}});
  REQUIRE(out["over"] == true);
  for (const json& line : out["log"]) {
    const std::string text = line.get<std::string>();
    CAPTURE(text);
    CHECK(text.find("You") == std::string::npos);
    CHECK(text.find("you") == std::string::npos);
    CHECK(text.find(": ") != 0);
  }
  const std::string first = out["log"][0].get<std::string>();
  CHECK(first.rfind("Ann is on ", 0) == 0);
  const std::string last = out["log"].back().get<std::string>();
  CHECK(last.find(" follows with ") != std::string::npos);  // the standings behind the winner, as a sentence
  CHECK(last.find(" gold.") == last.size() - 6);
}

TEST_CASE("script errors name the turn, the field or the board's line and column") {
  CHECK(replay_error({{"board", "slides.game"}, {"rolls", {3, 8, 9}}}) ==
        "turn 3: a roll of 9 cannot be made with two 4-sided dice (2 to 8)");
  CHECK(replay_error({{"board", "slides.game"}, {"rolls", {3, "six"}}}) == "turn 2: rolls[1] must be a whole number");
  CHECK(replay_error({{"board", "slides.game"}, {"tolls", "maybe"}}) == "tolls must be \"pay\" or \"refuse\"");
  CHECK(replay_error({{"board", "slides.game"}, {"players", json::array()}}) == "players must name 1 to 6 players");
  CHECK(replay_error({{"players", {"Ann"}}}) ==
        "the script needs either \"board\" (a board file) or \"board_text\" (the board itself)");
  CHECK(replay_error({{"board", "slides.game"}, {"players", {"Ann", "Ann"}}}) ==
        "Two players are called Ann: give each a name of their own, so the log can tell them apart.");
  // A bare name was looked for among the shipped boards too: the message says where, and how to mend it.
  CHECK(replay_error({{"board", "nope.game"}}) ==
        "cannot read nope.game: no such file, or no permission to read it; nor is it a board in " +
            (data_dir() / "boards").string() + ". " + data_dir_way_out());
  CHECK(replay_error({{"board_text", "20 4 3 Start : A : K F 1 Castle :"}}) ==
        "board_text, line 1, column 20: found \"K\", expected a square letter: S (treasure, first player only), R "
        "(treasure, every time), T "
        "(teleporter, once), Q (teleporter, every time), Y (toll), X (trap) or Z (trinkets)");
  const Run r = run({"replay", "getaway", write("bad_board.json", R"({"board_text": "20 4 2 Start : A : S F 1"})")});
  CHECK(r.status == 2);
  CHECK(r.out.empty());
  CHECK(r.err ==
        "tabletop: board_text, line 1, column 20: found \"S\", expected the end of the file: the header says 2 "
        "squares, so "
        "square 1 is the Castle and nothing may follow it\n");
}

TEST_CASE("a player's name has one limit, the setup's: 20 characters, counted as characters") {
  std::string twenty_umlauts;
  for (int i = 0; i < 20; ++i) twenty_umlauts += "\xC3\xA4";
  CHECK(replay_error({{"board", "slides.game"}, {"players", {twenty_umlauts + "a"}}}) ==
        "players[0] must be a name of 1 to 20 characters");
  CHECK(run({"replay", "getaway",
             write("long_name.json", json{{"board", "slides.game"}, {"players", {twenty_umlauts}}}.dump())})
            .status == 0);
  CHECK(kMaxPlayerName == 20);
}

TEST_CASE("--autosave keeps the replayed game, and state prints it again") {
  const std::string dir = scratch("saves").string();
  const json script = {{"board", "riverside.game"}, {"players", {"Ann", "Bob"}}, {"rolls", {4, 5, 6}}, {"turns", 3}};
  const Run replayed =
      run({"replay", "getaway", write("autosave.json", script.dump()), "--autosave", "--save-dir", dir});
  REQUIRE(replayed.status == 0);
  const Run state = run({"state", "getaway", "--save-dir", dir});
  CHECK(state.status == 0);
  CHECK(state.out == replayed.out);
  CHECK(json::parse(state.out)["over"] == false);
}

TEST_CASE("check-board prints a summary of a good board, or the error as FILE:LINE:COLUMN and status 2") {
  const Run good = run({"check-board", "garden.game"});
  CHECK(good.status == 0);
  CHECK(good.out.find("garden.game: a valid board") == 0);
  CHECK(good.out.find("squares by type: 1 start, 10 treasure, 5 teleporter, 3 toll, 2 trinkets, 2 trap, 1 castle") !=
        std::string::npos);
  CHECK(good.out.find("reachable from Start") != std::string::npos);
  const std::string bad = write("bad.game", "20 4 3\nStart :\nA : S F 1\nCastle : extra");
  const Run rejected = run({"check-board", bad});
  CHECK(rejected.status == 2);
  CHECK(rejected.out.empty());
  CHECK(rejected.err ==
        bad +
            ":4:10: found \"extra\", expected the end of the file: the header says 3 squares, so square "
            "2 is the Castle and nothing may follow it\n");
  CHECK(run({"check-board"}).status == 2);
}

TEST_CASE("check-board - calls what it read the standard input") {
  const GameEntry game = entry();
  REQUIRE(game.commands.size() == 1);
  std::istringstream in("20 4 3 Start : A : W F 1 Castle :");
  CHECK_THROWS_WITH(game.commands[0].run("-", in),
                    "the standard input:1:20: found \"W\", expected a square letter: S (treasure, first "
                    "player only), R (treasure, every time), T (teleporter, once), Q (teleporter, every time), Y "
                    "(toll), X (trap) or Z (trinkets)");
  std::istringstream good("0 2 2 Start : Castle :");
  CHECK(game.commands[0].run("-", good).find("the standard input: a valid board") == 0);
}
