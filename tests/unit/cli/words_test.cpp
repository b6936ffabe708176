// The command line's refusals in a player's words: one wording for one mistake in every command and
// game, the option named, nothing of CLI11's or of JSON's own notation.
#include <doctest/doctest.h>
#include <fcntl.h>
#include <unistd.h>

#include <string>
#include <utility>
#include <vector>

#include "support/cli_run.hpp"
#include "support/temp_dir.hpp"
#include "tabletop/registry/game_entry.hpp"

using namespace tabletop;
using testing::run;
using testing::Run;

namespace {

// `count` robot styles of `game`, as --seats takes them.
std::string styles(const GameEntry& game, int count) {
  std::string list;
  for (int i = 0; i < count; ++i) list += (i == 0 ? "" : ",") + game.style_ids.front();
  return list;
}

// The command line run with standard input empty, as `tabletop ... </dev/null`.
Run run_without_input(const std::vector<std::string>& args) {
  const int kept = dup(STDIN_FILENO);
  const int empty = open("/dev/null", O_RDONLY);
  dup2(empty, STDIN_FILENO);
  close(empty);
  Run r = run(args);
  dup2(kept, STDIN_FILENO);
  close(kept);
  return r;
}

}  // namespace

TEST_SUITE("cli") {
  TEST_CASE("sim refuses as many robot styles as no game of it seats, in one wording naming --seats") {
    for (const GameEntry& game : games()) {
      CAPTURE(game.id);
      const int fewest = game.fewest_players;
      const int most = game.most_players;
      const std::string range =
          fewest == most ? std::to_string(most) : std::to_string(fewest) + " to " + std::to_string(most);
      const std::string takes = "tabletop sim: --seats: " + game.title + " takes " + range + " robot styles, not ";
      const Run many = run({"sim", game.id, "--games", "1", "--seats", styles(game, most + 1)});
      CHECK(many.status == 2);
      CHECK(many.out.empty());
      CHECK(many.err == takes + std::to_string(most + 1) + "\n");
      if (fewest > 1) CHECK(run({"sim", game.id, "--games", "1", "--seats", styles(game, 1)}).err == takes + "1\n");
      // An empty list names no style: never the game's usual pair instead.
      CHECK(run({"sim", game.id, "--games", "1", "--seats", ""}).err == takes + "none\n");
      CHECK(run({"sim", game.id, "--games", "1", "--seats", styles(game, most)}).status == 0);
    }
  }

  TEST_CASE("every game says how many players it seats, for sim --seats") {
    for (const GameEntry& game : games()) {
      CAPTURE(game.id);
      CHECK(game.fewest_players >= 1);
      CHECK(game.most_players >= game.fewest_players);
    }
  }

  TEST_CASE("a setup's number of players out of range is refused, never played as the nearest one") {
    testing::TempDir s;
    const auto replayed = [&s](const std::string& game, int players) {
      return run({"replay", game,
                  s.file(game + ".json",
                         R"({"game": ")" + game + R"(", "setup": {"players": )" + std::to_string(players) + "}}")});
    };
    CHECK(replayed("ludo", 9).err == "tabletop: Ludo is for 2 to 4 players\n");
    CHECK(replayed("getaway", 9).err == "tabletop: players must be from 1 to 6, not 9\n");
    CHECK(replayed("getaway", 0).err == "tabletop: players must be from 1 to 6, not 0\n");
    CHECK(replayed("ludo", 3).status == 0);
  }

  TEST_CASE("a word that names no game is said in one wording, with the games, by every command") {
    const std::string words = "no game is called 'chess' " + testing::the_games() + "\n";
    CHECK(run({"replay", "chess", "x.json"}).err == "tabletop replay: " + words);
    CHECK(run({"state", "chess"}).err == "tabletop state: " + words);
    CHECK(run({"sim", "chess"}).err == "tabletop sim: " + words);
    CHECK(run({"sample", "chess"}).err == "tabletop sample: " + words);
    CHECK(run({"records", "chess"}).err == "tabletop records: " + words);
    CHECK(run({"host", "chess"}).err == "tabletop host: " + words);
    CHECK(run({"--ascii", "chess"}).err == "tabletop: " + words);
    CHECK(run({"--fuzz-keys", "1", "--save-dir", "/nonexistent", "chess"}).err == "tabletop: " + words);
    CHECK(run({"chess"}).err == "tabletop: no game is called 'chess' " + testing::the_games() +
                                    ", and no command either (see tabletop --help)\n");
  }

  TEST_CASE("a word after --version, --list-games or --help is said to be one too many, game or not") {
    for (const char* flag : {"--version", "--list-games", "--help"}) {
      for (const char* word : {"extra", "pako"}) {
        CAPTURE(flag);
        CAPTURE(word);
        const Run r = run({flag, word});
        CHECK(r.status == 2);
        CHECK(r.out.empty());
        CHECK(r.err ==
              "tabletop: unexpected '" + std::string(word) + "' after tabletop " + flag + " (see tabletop --help)\n");
      }
    }
  }

  TEST_CASE("an option without its value or given twice is said in words, not CLI11's") {
    CHECK(run({"--save-dir"}).err ==
          "tabletop: --save-dir needs a value: the folder where saves are kept (see tabletop --help)\n");
    CHECK(run({"sim", "pako", "--games"}).err ==
          "tabletop sim: --games needs a value: how many games (see tabletop "
          "sim --help)\n");
    CHECK(run({"sim", "pako", "--seed", "1", "--seed", "2"}).err ==
          "tabletop sim: --seed is given twice: give it once (see tabletop sim --help)\n");
    CHECK(run({"sample", "pako", "--size", "5", "--size", "7", "--size", "9"}).err ==
          "tabletop sample: --size is given 3 times: give it once (see tabletop sample --help)\n");
  }

  TEST_CASE("every command's --help shows values as words, and only the options the command uses") {
    for (const char* command :
         {"replay", "state", "sim", "sample", "records", "check-board", "host", "join", "bridge"}) {
      CAPTURE(command);
      const Run help = run({command, "--help"});
      REQUIRE(help.status == 0);
      for (const char* jargon : {"TEXT", "INT", "UINT", "REQUIRED", "0..", "--help HELP"}) {
        CAPTURE(jargon);
        CHECK(help.out.find(jargon) == std::string::npos);
      }
    }
    const Run sim = run({"sim", "--help"});
    for (const char* shown : {"--games N ", "--seed NUMBER ", "--seats STYLE,STYLE,... "}) {
      CAPTURE(shown);
      CHECK(sim.out.find(shown) != std::string::npos);
    }
    CHECK(sim.out.find("--save-dir") == std::string::npos);  // robots alone: it reads and keeps no saves
    CHECK(run({"sim", "ludo", "--games", "1", "--save-dir", "/tmp"}).err ==
          "tabletop: unknown option --save-dir for tabletop sim (see tabletop sim --help)\n");
    const Run check_board = run({"check-board", "--help"});
    CHECK(check_board.out.find("--save-dir") == std::string::npos);  // it reads no saves
    CHECK(check_board.out.find("FILE                        the board file, or - for the standard input") !=
          std::string::npos);
    CHECK(run({"check-board", "x.game", "--save-dir", "/tmp"}).err ==
          "tabletop: unknown option --save-dir for tabletop check-board (see tabletop check-board --help)\n");
  }

  TEST_CASE("a game's own value typed wrong is refused naming its option, the same way however it is wrong") {
    CHECK(run({"sim", "pako", "--games", "1", "--size", "9.0"}).err ==
          "tabletop: --size must be a whole number, not 9.0\n");
    CHECK(run({"sim", "pako", "--games", "1", "--size", "8"}).err ==
          "tabletop: --size must be 5, 7, 9, 11, 13 or 15, not 8\n");
    CHECK(run({"sample", "pako", "--size", "8"}).err == "tabletop: --size must be 5, 7, 9, 11, 13 or 15, not 8\n");
    for (const char* positions : {"ZZ", "ABCDE", "A", "AE"}) {
      CAPTURE(positions);
      CHECK(run({"sim", "ludo", "--games", "1", "--positions", positions}).err ==
            "tabletop: --positions must name 2 to 4 of the corners A, B, C and D, like AC, not \"" +
                std::string(positions) + "\"\n");
    }
  }

  TEST_CASE("--board takes a shipped board's name with or without .game, and names them for a name it is not") {
    CHECK(run({"sim", "getaway", "--games", "1", "--board", "riverside"}).status == 0);
    CHECK(run({"sim", "getaway", "--games", "1", "--board", "garden.game"}).status == 0);
    CHECK(run({"sim", "getaway", "--games", "1", "--board", "riversid"}).err ==
          "tabletop: --board 'riversid' is neither a shipped board (garden, grand-tour, riverside, sample, slides) "
          "nor a file\n");
    // An empty name is told in the command line's words, not the setup screen's.
    for (const char* option : {"--board", "--path"}) {
      CHECK(run({"sim", "getaway", "--games", "1", option, ""}).err ==
            "tabletop: " + std::string(option) + " is empty: name a board file\n");
    }
  }

  TEST_CASE("an empty --save-dir is refused, never taken for the usual folder") {
    for (const std::vector<std::string>& args : {std::vector<std::string>{"records", "--save-dir", ""},
                                                 std::vector<std::string>{"--save-dir", "", "records"}}) {
      const Run r = run(args);
      CHECK(r.status == 2);
      CHECK(r.out.empty());
      CHECK(r.err == "tabletop records: --save-dir: the folder's name is empty (see tabletop records --help)\n");
    }
    CHECK(run({"--save-dir", "", "ludo"}).err ==
          "tabletop: --save-dir: the folder's name is empty (see tabletop --help)\n");
  }

  TEST_CASE("standard input is called the standard input in replay's messages, not -") {
    const Run r = run_without_input({"replay", "pako", "-"});
    CHECK(r.status == 2);
    CHECK(r.err == "tabletop: the standard input is not valid JSON (empty input)\n");
  }

  TEST_CASE("--help says the exit statuses join has besides 0 and 2, as the manual page does") {
    CHECK(run({"--help"})
              .out.find("join: 1 when the host's program went without a word or closed the connection, "
                        "128+N when\n  signal N ended it (130 for Ctrl-C)") != std::string::npos);
  }

  TEST_CASE("--help's check-board line calls - the standard input, not stdin") {
    CHECK(run({"--help"}).out.find("board file (- for the standard input):") != std::string::npos);
  }
}
