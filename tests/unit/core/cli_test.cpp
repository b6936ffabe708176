#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "support/cli_run.hpp"
#include "support/temp_dir.hpp"
#include "tabletop/app/cli.hpp"
#include "tabletop/core/game.hpp"
#include "tabletop/registry/game_kit.hpp"

using namespace tabletop;
namespace fs = std::filesystem;

namespace {

using testing::run;
using testing::Run;

using Scratch = testing::TempDir;

int lines(const std::string& s) { return static_cast<int>(std::count(s.begin(), s.end(), '\n')); }

}  // namespace

TEST_SUITE("cli") {
  TEST_CASE("--help lists the commands and every game; --version prints the version") {
    const Run help = run({"--help"});
    CHECK(help.status == 0);
    CHECK(help.out.find("tabletop replay GAME FILE") != std::string::npos);
    CHECK(help.out.find("pako") != std::string::npos);
    const Run version = run({"--version"});
    CHECK(version.status == 0);
    CHECK(version.out == std::string("tabletop ") + TABLETOP_VERSION + "\n");
  }

  TEST_CASE("--list-games prints every registered game, one a line: its id, a tab, its title") {
    const Run r = run({"--list-games"});
    CHECK(r.status == 0);
    std::string expected;
    for (const GameEntry& game : games()) expected += game.id + "\t" + game.title + "\n";
    CHECK(r.out == expected);
    CHECK(run({"--list-games", "state", "pako"}).status == 2);  // a flag for scripts, not for a command
  }

  TEST_CASE("replay prints the final state as JSON and exits 0") {
    Scratch s;
    const Run r =
        run({"replay", "pako", s.file("a.json", R"({"size": 5, "moves": [{"from": "prison", "to": [4,4]}]})")});
    CHECK(r.status == 0);
    CHECK(r.err.empty());
    const json out = json::parse(r.out);
    CHECK(out["turn"] == 1);
    CHECK(out["players"][0]["yard"] == json::parse("[[4,4]]"));
  }

  TEST_CASE("bad input prints one line on stderr, nothing on stdout, and exits 2") {
    Scratch s;
    for (const auto& args : std::vector<std::vector<std::string>>{
             {"replay", "pako", s.file("bad.json", "{\"size\": 5,")},
             {"replay", "chess", s.file("ok.json", "{}")},
             {"replay", "pako", s.file("huge.json", "{\"size\": 9e999}")},  // found by the fuzzer
             {"replay", "pako", s.file("huge.jsonl", "[9e999]\n{}\n")},
             {"replay", "pako", (s.path / "missing.json").string()},
             {"replay", "pako", s.file("illegal.json", R"({"size": 5, "moves": [{"from": "prison", "to": [5,5]}]})")},
             {"state", "pako", "--save-dir", s.path.string()},
             {"sim", "pako", "--seats", "lookahead,genius"},
             {"sim", "pako", "--games", "many"},
             {"frobnicate"},
             {"--save-dir", s.path.string(), "chess"}}) {
      CAPTURE(args[0]);
      const Run r = run(args);
      CHECK(r.status == 2);
      CHECK(r.out.empty());
      CHECK(lines(r.err) == 1);
    }
    CHECK(run({"replay", "pako", s.file("i.json", R"({"size": 5, "moves": [{"from": "prison", "to": [5,5]}]})")}).err ==
          "tabletop: move 1: a guard stands in row 5, column 5\n");
  }

  TEST_CASE(
      "a game's id alone opens that game; a word that is neither a command nor a game says so and names the games") {
    // No terminal here: the game is what would open, and it says it needs one.
    const Run opened = run({"ludo"});
    CHECK(opened.status == 2);
    CHECK(opened.err == "tabletop: the game needs a terminal; see tabletop --help for the headless commands\n");
    CHECK(run({"lodo"}).err == "tabletop: 'lodo' is neither a command nor a game (see tabletop --help)\n");
    CHECK(run({"--ascii", "lodo"}).err ==
          "tabletop: GAME: no game is called 'lodo' (the games: pako, ludo, igel, archaeology, getaway) (see tabletop "
          "--help)\n");
  }

  TEST_CASE("replay --autosave stores the game; state prints it in the same JSON") {
    Scratch s;
    const std::string script =
        s.file("s.json", R"({"size": 7, "players": 3, "seed": 4, "moves": [{"from": "prison", "to": [6,4]}]})");
    const Run replayed = run({"replay", "pako", script, "--autosave", "--save-dir", s.path.string()});
    REQUIRE(replayed.status == 0);
    CHECK(fs::exists(s.path / "pako.json"));
    const Run state = run({"state", "pako", "--save-dir", s.path.string()});
    CHECK(state.status == 0);
    CHECK(json::parse(state.out) == json::parse(replayed.out));
    std::ofstream(s.path / "pako.json") << "{torn";
    const Run torn = run({"state", "pako", "--save-dir", s.path.string()});
    CHECK(torn.status == 2);
    CHECK(torn.err.find("not valid JSON") != std::string::npos);
  }

  TEST_CASE("replay reads JSON Lines: one result line per script, errors name the line") {
    Scratch s;
    const Run r = run({"replay", "pako", s.file("many.jsonl", "{\"size\": 5}\n\n{\"size\": 7, \"moves\": []}\n")});
    CHECK(r.status == 0);
    CHECK(lines(r.out) == 2);
    const Run bad = run({"replay", "pako", s.file("bad.jsonl", "{\"size\": 5}\n{\"size\": 6}\n")});
    CHECK(bad.status == 2);
    CHECK(bad.err == "tabletop: line 2: size must be 5, 7, 9, 11, 13 or 15\n");
  }

  TEST_CASE("replay streams JSON Lines: the lines before a bad one are answered, then the error names its line") {
    Scratch s;
    const std::string first = R"({"players": ["A", "B"], "turns": [["A", 6], ["A", 4]]})";
    const std::string second = R"({"players": ["A", "C"], "turns": [["C", 6]], "seed": 3})";
    const Run one = run({"replay", "ludo", s.file("1.json", first)});
    const Run two = run({"replay", "ludo", s.file("2.json", second)});
    REQUIRE(one.status == 0);
    REQUIRE(two.status == 0);
    const Run illegal =
        run({"replay", "ludo",
             s.file("illegal.jsonl", first + "\n\n" + second + "\n" +
                                         R"({"players": ["A", "B"], "turns": [["A", 7]]})" + "\n" + first + "\n")});
    CHECK(illegal.status == 2);
    CHECK(illegal.out == one.out + two.out);  // byte for byte what each line gives alone
    CHECK(illegal.err == "tabletop: line 4: turn 1: a roll is from 1 to 6, not 7\n");
    const Run broken = run({"replay", "ludo", s.file("broken.jsonl", first + "\n" + second + "\n{\"players\": [\n")});
    CHECK(broken.status == 2);
    CHECK(broken.out == one.out + two.out);
    CHECK(broken.err.rfind("tabletop: line 3: not valid JSON (byte ", 0) == 0);
    const Run deep = run({"replay", "ludo", s.file("deep.jsonl", first + "\n" + std::string(100, '[') + "\n")});
    CHECK(deep.out == one.out);
    CHECK(deep.err == "tabletop: line 2: the script is nested deeper than 64 levels\n");
  }

  TEST_CASE("replay: a script over several lines is one script; JSON Lines refuse --autosave before printing") {
    Scratch s;
    const Run spread =
        run({"replay", "ludo", s.file("spread.json", "\n{\"players\":\n [\"A\", \"B\"],\n \"turns\": []}\n\n")});
    CHECK(spread.status == 0);
    CHECK(lines(spread.out) == 1);
    const Run alone =
        run({"replay", "ludo", s.file("alone.json", "\n{\"players\": [\"A\", \"B\"], \"turns\": [[\"A\", 7]]}\n")});
    CHECK(alone.err == "tabletop: turn 1: a roll is from 1 to 6, not 7\n");  // one script: no line number
    const Run autosave =
        run({"replay", "ludo", s.file("two.jsonl", "{\"players\": [\"A\", \"B\"]}\n{\"players\": [\"A\", \"B\"]}\n"),
             "--autosave", "--save-dir", s.path.string()});
    CHECK(autosave.status == 2);
    CHECK(autosave.out.empty());
    CHECK(autosave.err == "tabletop: --autosave takes a single script, not JSON Lines\n");
    CHECK_FALSE(fs::exists(s.path / "ludo.json"));
  }

  TEST_CASE("sim plays seeded robot games and reports wins and times") {
    const Run r = run({"sim", "pako", "--games", "20", "--seed", "3", "--seats", "lookahead,random", "--size", "5"});
    REQUIRE(r.status == 0);
    const json out = json::parse(r.out);
    CHECK(out["games"] == 20);
    CHECK(out["seats"].size() == 2);
    CHECK(out["seats"][0]["style"] == "lookahead");
    CHECK(out["seats"][0]["wins"].get<int>() + out["seats"][1]["wins"].get<int>() + out["unfinished"].get<int>() >= 20);
    CHECK(out["seats"][0]["decision_ms"].contains("worst"));
    const json again = json::parse(
        run({"sim", "pako", "--games", "20", "--seed", "3", "--seats", "lookahead,random", "--size", "5"}).out);
    CHECK(again["seats"][0]["wins"] == out["seats"][0]["wins"]);  // the same seed plays the same games
    CHECK(again["mean_moves"] == out["mean_moves"]);
  }

  TEST_CASE("sim getaway --path plays on that board file, and a missing file is refused") {
    const Run missing = run({"sim", "getaway", "--games", "2", "--path", "no/such/board.game"});
    CHECK(missing.status == 2);
    CHECK(missing.err.find("no/such/board.game") != std::string::npos);
    const std::string slides = std::string(TABLETOP_SOURCE_ROOT) + "/data/boards/slides.game";
    const Run on_file = run({"sim", "getaway", "--games", "2", "--path", slides});
    CHECK(on_file.status == 0);
  }

  TEST_CASE("sim and sample never ignore a value: each refusal names the option") {
    const Run both = run({"sim", "getaway", "--games", "1", "--board", "slides.game", "--path", "/nonexistent"});
    CHECK(both.status == 2);
    CHECK(both.err == "tabletop: --board and --path cannot both be given\n");
    CHECK(run({"sample", "getaway", "--path", "/nonexistent", "--board", "slides.game"}).err ==
          "tabletop: --board and --path cannot both be given\n");
    const Run one_style = run({"sim", "ludo", "--games", "1", "--positions", "ABCD", "--seats", "priority"});
    CHECK(one_style.status == 2);
    CHECK(one_style.err ==
          "tabletop: --positions names 4 positions but --seats 1 robot style: give one style per position\n");
    for (const char* few : {"", "C"}) {
      CAPTURE(few);
      const Run r = run({"sim", "ludo", "--games", "1", "--positions", few});
      CHECK(r.status == 2);
      CHECK(r.err.find("positions must name 2 to 4 of the corners A, B, C and D") != std::string::npos);
    }
    CHECK(run({"sim", "ludo", "--games", "1", "--positions", "AC"}).status == 0);
  }

  TEST_CASE("sim --help says what each game's own option takes, not just which game takes it") {
    const Run help = run({"sim", "--help"});
    REQUIRE(help.status == 0);
    CHECK(help.out.find("a setup value") == std::string::npos);
    for (const GameEntry& game : games()) {
      for (const SimOption& o : game.sim_options) {
        CAPTURE(o.key);
        const std::size_t at = help.out.find("--" + o.key + " " + o.value);
        REQUIRE(at != std::string::npos);
        const std::string line = help.out.substr(at, help.out.find('\n', at) - at);
        CHECK(line.find(game.id + ": " + o.about) != std::string::npos);
      }
    }
  }

  TEST_CASE("every replay script format refuses a key it does not know, naming it") {
    Scratch s;
    const std::string slides = std::string(TABLETOP_SOURCE_ROOT) + "/data/boards/slides.game";
    const std::vector<std::pair<std::string, std::string>> scripts{
        {"ludo", R"({"players": ["A", "B"], "turns": [["A", 6]], "pad": 1})"},
        {"pako", R"({"size": 5, "pad": 1})"},
        {"pako", R"({"size": 5, "moves": [{"from": "prison", "to": [4, 4], "pad": 1}]})"},
        {"igel", R"({"players": 2, "pad": 1})"},
        {"archaeology", R"({"players": 2, "pad": 1})"},
        {"archaeology", R"({"players": 2, "actions": ["dig", {"sell": "coin", "pad": 1}]})"},
        {"getaway", R"({"board": ")" + slides + R"(", "rolls": [3], "pad": 1})"},
        {"pako", R"({"game": "pako", "pad": 1})"}};
    for (const auto& entry : scripts) {
      // Named copies, not a structured binding: clang 14 cannot capture one in CAPTURE's lambda.
      const std::string& game = entry.first;
      const std::string& script = entry.second;
      CAPTURE(script);
      const Run r = run({"replay", game, s.file(game + ".json", script)});
      CHECK(r.status == 2);
      CHECK(r.err.find("not \"pad\"") != std::string::npos);
      const Run lines = run({"replay", game, s.file(game + ".jsonl", script + "\n" + script + "\n")});
      CHECK(lines.err.find("line 1: ") != std::string::npos);  // the batch reader too
      CHECK(lines.err.find("not \"pad\"") != std::string::npos);
    }
  }
}

TEST_CASE("rules text: hand-wrapped lines join, headings and list items stand alone, nested items keep their indent") {
  const std::string text =
      "# Your turn\n"
      "A paragraph wrapped\n"
      "by hand.\n"
      "\n"
      "1. Dig: the first step,\n"
      "   continued.\n"
      "   - A treasure goes to your hand.\n"
      "   - A thief robs\n"
      "     someone.\n"
      "2. Then act.\n";
  const std::vector<std::string> expected = {"# Your turn",
                                             "A paragraph wrapped by hand.",
                                             "",
                                             "1. Dig: the first step, continued.",
                                             "   - A treasure goes to your hand.",
                                             "   - A thief robs someone.",
                                             "2. Then act."};
  CHECK(paragraphs_of(text) == expected);
}

TEST_CASE("every rules page reads as a game's rules leaflet: no assignment, no bonus items, no robot sims") {
  for (const GameEntry& game : games()) {
    CAPTURE(game.id);
    std::string page;
    for (const std::string& paragraph : rules_paragraphs(game.id)) page += paragraph + "\n";
    REQUIRE(!page.empty());
    for (const char* word : {"original", "assignment", "bonus", "ruling", "tabletop sim", "tabletop replay", "--"}) {
      CAPTURE(word);
      CHECK(page.find(word) == std::string::npos);
    }
  }
}
