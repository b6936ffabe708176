// Hostile and unlucky files: deep or huge JSON, pipes and directories in place of saves, stray
// temporary names, saves stopped at a chance step or naming an unknown robot style.
#include <doctest/doctest.h>

#include <sys/stat.h>
#include <unistd.h>

#include <fstream>
#include <sstream>

#include "support/cli_run.hpp"
#include "support/headless.hpp"
#include "support/temp_dir.hpp"
#include "tabletop/app/cli.hpp"
#include "tabletop/core/json_read.hpp"
#include "tabletop/core/records.hpp"
#include "tabletop/core/save_session.hpp"
#include "tabletop/core/seat.hpp"
#include "tabletop/registry/game_entry.hpp"
#include "tabletop/ui/form.hpp"

namespace fs = std::filesystem;
using namespace tabletop;
using testing::TempDir;

namespace {

using testing::run;
using testing::Run;

std::string deep(int levels, const std::string& inside = "1") {
  return std::string(static_cast<std::size_t>(levels), '[') + inside +
         std::string(static_cast<std::size_t>(levels), ']');
}

// A fresh saved game of `id`, as the program writes it, for the test to damage.
json fresh_save(const std::string& id, const TempDir& dir) {
  REQUIRE(run({"sample", id, "--moves", "3", "--autosave", "--save-dir", dir.path.string()}).status == 0);
  std::ifstream in(dir.path / (id + ".json"));
  return json::parse(in);
}

void put(const TempDir& dir, const std::string& name, const json& doc) { std::ofstream(dir.path / name) << doc.dump(); }

}  // namespace

TEST_SUITE("trust") {
  TEST_CASE("nesting is counted without parsing, strings and escapes aside") {
    CHECK(jsonread::nesting_of(R"({"a": [1, {"b": "[[[\"]]"}]})") == 3);
    CHECK(jsonread::nesting_of(deep(150000)) == 150000);
    CHECK(jsonread::limits_problem(deep(jsonread::kMaxDepth)).empty());
    CHECK(jsonread::limits_problem(deep(jsonread::kMaxDepth + 1)).find("nested deeper than 64") != std::string::npos);
    CHECK(jsonread::limits_problem(std::string(100, ' '), 10).find("larger than") != std::string::npos);
    CHECK_THROWS_AS(jsonread::parse_limited(deep(100), "x"), BadData);
  }

  TEST_CASE("replay refuses JSON nested 150,000 deep with one line and exit 2, for every game") {
    TempDir dir;
    const std::string pako = dir.file("pako.json", R"({"size":9,"players":2,"moves":)" + deep(150000) + "}");
    Run r = run({"replay", "pako", pako});
    CHECK(r.status == 2);
    CHECK(r.err.find("nested deeper than 64 levels") != std::string::npos);
    CHECK(r.out.empty());
    const std::string igel = dir.file("igel.json", R"({"players":2,"placements":)" + deep(150000) + "}\n{}\n");
    r = run({"replay", "igel", igel});
    CHECK(r.status == 2);
    CHECK(r.err.find("nested deeper") != std::string::npos);
  }

  TEST_CASE("a script that is not a JSON object is refused") {
    TempDir dir;
    for (const GameEntry& game : games()) {
      const Run r = run({"replay", game.id, dir.file("s.json", "[1, 2, 3]")});
      CHECK(r.status == 2);
      CHECK(r.err.find("must be a JSON object") != std::string::npos);
    }
  }

  TEST_CASE("a deep, a huge, a FIFO and a directory in place of a save are refused without blocking") {
    TempDir dir;
    SaveSession store(dir.path);
    put(dir, "pako.json", json::parse(R"({"format":"tabletop-save","version":1,"game":"pako"})"));
    {
      std::ofstream(dir.path / "pako.json")
          << R"({"format":"tabletop-save","version":1,"match":)" << deep(200000) << "}";
    }
    LoadedDocument loaded = store.read_game("pako");
    CHECK(loaded.status == LoadedDocument::Status::unreadable);
    CHECK(loaded.problem.find("nested deeper") != std::string::npos);

    { std::ofstream(dir.path / "ludo.json") << std::string(jsonread::kMaxBytes + 10, ' '); }
    loaded = store.read_game("ludo");
    CHECK(loaded.status == LoadedDocument::Status::unreadable);
    CHECK(loaded.problem.find("larger than") != std::string::npos);

    REQUIRE(::mkfifo((dir.path / "igel.json").c_str(), 0600) == 0);
    loaded = store.read_game("igel");  // would block for ever if opened for a plain read
    CHECK(loaded.status == LoadedDocument::Status::unreadable);
    CHECK(loaded.problem.find("not a regular file") != std::string::npos);

    fs::create_directory(dir.path / "getaway.json");
    CHECK(store.read_game("getaway").problem.find("not a regular file") != std::string::npos);

    std::string notice;
    REQUIRE(::mkfifo((dir.path / "settings.json").c_str(), 0600) == 0);
    store.load_settings(notice);
    CHECK(notice.find("settings") != std::string::npos);
  }

  TEST_CASE("a version of 2^64-1 is reported as that number") {
    TempDir dir;
    std::ofstream(dir.path / "pako.json") << R"({"format":"tabletop-save","version":18446744073709551615})";
    const LoadedDocument loaded = SaveSession(dir.path).read_game("pako");
    CHECK(loaded.problem.find("version 18446744073709551615") != std::string::npos);
  }

  TEST_CASE("stray temporary names never break a start; our own dead writers' files are removed") {
    TempDir dir;
    dir.file(".pako.json.99999999999999999999.tmp.x", "");
    dir.file(".pako.json.-5.tmp.x", "");
    dir.file(".pako.json.999999999.tmp.abcdef", "left by a dead writer");
    CHECK(remove_abandoned_temp_files(dir.path) == 1);
    CHECK(fs::exists(dir.path / ".pako.json.99999999999999999999.tmp.x"));
    CHECK_FALSE(fs::exists(dir.path / ".pako.json.999999999.tmp.abcdef"));
  }

  TEST_CASE("the save directory is created 0700 and saves 0600 whatever the umask") {
    TempDir dir;
    const mode_t old = ::umask(0);
    SaveSession store(dir.path / "new");
    CHECK(store.save_game("pako", json::object(), false).empty());
    ::umask(old);
    struct stat st {};
    REQUIRE(::stat((dir.path / "new").c_str(), &st) == 0);
    CHECK((st.st_mode & 0777) == 0700);
    REQUIRE(::stat((dir.path / "new" / "pako.json").c_str(), &st) == 0);
    CHECK((st.st_mode & 0777) == 0600);
  }

  TEST_CASE("a save stopped at a chance step is settled by its own generator, the same way every time") {
    TempDir dir;
    json save = fresh_save("pako", dir);
    save["match"]["state"]["guard_to_draw"] = true;
    put(dir, "pako.json", save);
    const Run first = run({"state", "pako", "--save-dir", dir.path.string()});
    CHECK(first.status == 0);
    CHECK(first.out.find("is drawn and runs") != std::string::npos);
    CHECK(run({"state", "pako", "--save-dir", dir.path.string()}).out == first.out);
  }

  TEST_CASE("a save naming an unknown robot style is refused by every reader") {
    for (const GameEntry& entry : games()) {
      const std::string& game = entry.id;
      CAPTURE(game);
      TempDir dir;
      json save = fresh_save(game, dir);
      save["match"]["seats"][1] = json{{"robot", true}, {"style", "wizard"}, {"name", "Robot B"}};
      put(dir, std::string(game) + ".json", save);
      const Run r = run({"state", game, "--save-dir", dir.path.string()});
      CHECK(r.status == 2);
      CHECK(r.err.find("unknown style 'wizard'") != std::string::npos);
    }
  }
}

TEST_SUITE("cli") {
  TEST_CASE("a script's seed takes the command line's range, 0 to 2^64-1, in every game") {
    CHECK(jsonread::seed_field(json::object()) == 1);
    CHECK(jsonread::seed_field(json{{"seed", 8}}) == 8);  // built in C++: a signed integer
    CHECK(jsonread::seed_field(json::parse(R"({"seed": 18446744073709551615})")) == 18446744073709551615ULL);
    CHECK_THROWS_WITH(jsonread::seed_field(json::parse(R"({"seed": 18446744073709551616})")),
                      "seed is too large (at most 18446744073709551615)");
    CHECK_THROWS_WITH(jsonread::seed_field(json::parse(R"({"seed": -1})")),
                      "seed must be from 0 to 18446744073709551615, not -1");
    CHECK_THROWS_WITH(jsonread::seed_field(json::parse(R"({"seed": "7"})")),
                      "seed must be a whole number from 0 to 18446744073709551615");
    TempDir dir;
    const std::vector<std::pair<const char*, json>> scripts = {
        {"pako", {{"players", 2}, {"moves", json::array()}}},
        {"ludo", {{"players", {"A", "B"}}, {"turns", json::array()}}},
        {"igel", {{"players", 2}, {"placements", json::array()}}},
        {"archaeology", {{"players", 2}, {"actions", json::array()}}},
        {"getaway", {{"board", "slides.game"}, {"players", {"Ann"}}}}};
    for (const auto& entry : scripts) {
      const std::string game = entry.first;  // a plain name: clang 14 lets no lambda capture a binding
      const json& script = entry.second;
      json seeded = script;
      seeded["seed"] = 3000000000ULL;  // past a 32-bit int
      put(dir, std::string(game) + ".json", seeded);
      CHECK_MESSAGE(run({"replay", game, (dir.path / (std::string(game) + ".json")).string()}).status == 0, game);
    }
  }

  TEST_CASE("counts and seeds on the command line: whole numbers, and a number above the limit is too large") {
    CHECK(run({"sim", "ludo", "--games", "100000001"}).err ==
          "tabletop sim: --games: 100000001 is too large (at most 100000000) (see tabletop sim --help)\n");
    CHECK(run({"sample", "ludo", "--moves", "-1"}).err.find("must be a whole number from 0 to 100000000, not \"-1\"") !=
          std::string::npos);
    CHECK(run({"sim", "ludo", "--games", "2x"}).err.find("must be a whole number") != std::string::npos);
    // A seed past 2^64-1 is refused, not saturated into another game.
    const Run big = run({"sample", "ludo", "--seed", "18446744073709551616"});
    CHECK(big.status == 2);
    CHECK(big.err.find("18446744073709551616 is too large (at most 18446744073709551615)") != std::string::npos);
    CHECK(run({"sample", "ludo", "--moves", "3", "--seed", "18446744073709551615"}).status == 0);
    CHECK(run({"sim", "ludo", "--games", "0002", "--seed", "7"}).out.find("\"games\": 2") != std::string::npos);
  }

  TEST_CASE("every command refuses options it does not take, and values that mean nothing") {
    Run r = run({"sample", "igel", "--games", "4"});
    CHECK(r.status == 2);
    CHECK(r.err == "tabletop: unknown option --games for tabletop sample (see tabletop sample --help)\n");
    CHECK(run({"sim", "pako", "--games", "1", "--sise", "5"}).err.find("unknown option --sise for tabletop sim") !=
          std::string::npos);
    CHECK(run({"sim", "pako", "--games", "1", "--positions", "AC"}).err ==
          "tabletop: unknown option --positions for sim pako (see tabletop sim --help)\n");  // Ludo's, not Pako's
    CHECK(run({"sim", "pako", "--games", "-1"}).status == 2);
    CHECK(run({"state", "pako", "extra"}).err ==
          "tabletop: unexpected 'extra' after tabletop state (see tabletop state --help)\n");
    CHECK(run({"frobnicate"}).err == "tabletop: no game is called 'frobnicate' " + testing::the_games() +
                                         ", and no command either (see tabletop --help)\n");
    r = run({"sample", "--help"});
    CHECK(r.status == 0);
    CHECK(r.out.find("Usage: tabletop sample [OPTIONS] GAME") != std::string::npos);
    CHECK(r.out.find("--autosave") != std::string::npos);
    CHECK(run({"sim", "pako", "--games", "1", "--size", "5"}).status == 0);
    r = run({"sim", "pako", "--games", "1", "--size", std::string(60000, '[') + std::string(60000, ']')});
    CHECK(r.status == 2);
    CHECK(r.err == "tabletop: --size is nested deeper than 64 levels\n");
    CHECK(run({"state", "pako", "--moves", "3"}).status == 2);
    CHECK(run({"records", "--seed", "3"}).status == 2);
    for (const char* value : {"0", "\"maybe\"", "1"}) {
      r = run({"sim", "ludo", "--games", "1", "--choose_moves", value});
      CHECK(r.status == 2);
      CHECK(r.err.find("choose_moves must be true or false") != std::string::npos);
    }
    CHECK(run({"sim", "ludo", "--games", "1", "--choose_moves", "false"}).status == 0);
    r = run({"sim", "ludo", "--games", "1", "--positions", "AC", "--seats", "priority,random,random"});
    CHECK(r.status == 2);
    CHECK(r.err.find("--positions names 2 positions but --seats 3 robot styles") != std::string::npos);
  }

  TEST_CASE("a game's own values mean what was typed: no other value is played in their place") {
    // A size that is no whole number was once played as the default 9 x 9, and 2^32+9 as 9.
    for (const char* size : {"9.5", "7.0", "1e1", "\"7\"", "1e300", "18446744073709551616"}) {
      const Run r = run({"sim", "pako", "--games", "1", "--size", size});
      CHECK_MESSAGE(r.status == 2, size);
      CHECK_MESSAGE(r.err.rfind("tabletop: --size must be a whole number, not ", 0) == 0, size);
    }
    for (const char* size : {"4294967305", "100000001", "18446744073709551615", "-4294967287"}) {
      CHECK_MESSAGE(run({"sim", "pako", "--games", "1", "--size", size}).err ==
                        "tabletop: --size must be 5, 7, 9, 11, 13 or 15, not " + std::string(size) + "\n",
                    size);
    }
    // A board given as a number names no board, not the default one.
    for (const char* option : {"--board", "--path"}) {
      const Run r = run({"sim", "getaway", "--games", "1", option, "5"});
      CHECK(r.status == 2);
      CHECK(r.err == "tabletop: " + std::string(option) + " must name a board file, not 5\n");
    }
  }
}

TEST_SUITE("trust") {
  TEST_CASE("a text field's limit counts characters and never cuts one in two") {
    const std::string ae = "\xC3\xA4";  // ä, two bytes, one character
    std::string name(20, 'a');
    // The field is full: neither a lead byte nor a stray continuation gets in.
    CHECK_FALSE(ui::fits_utf8_byte(name, 0xC3, 20));
    CHECK_FALSE(ui::fits_utf8_byte(name, 0xA4, 20));
    CHECK_FALSE(ui::fits_utf8_byte(name, 'b', 20));
    name = std::string(19, 'a');
    REQUIRE(ui::fits_utf8_byte(name, 0xC3, 20));
    name += '\xC3';
    CHECK(ui::fits_utf8_byte(name, 0xA4, 20));  // completes the character
    name += '\xA4';
    CHECK(name.substr(19) == ae);
    CHECK(characters_in(name) == 20);
    CHECK_FALSE(ui::fits_utf8_byte(name, 0xA4, 30));  // the character is whole: no more continuations
    CHECK_FALSE(ui::fits_utf8_byte(name, 'b', 20));
    CHECK_NOTHROW((void)json(name).dump());
  }
}

TEST_CASE("a failed save stays reported until that same file is written well") {
  TempDir dir;
  SaveSession saves(dir.path);
  fs::create_directory(saves.game_path("pako"));  // nothing can be renamed over a directory
  CHECK_FALSE(saves.save_game("pako", json::object(), false).empty());
  CHECK(saves.failure().find("pako.json") != std::string::npos);
  CHECK(saves.save_settings(Settings{}).empty());
  CHECK(saves.failure().find("pako.json") != std::string::npos);  // another file's success does not hide it
  fs::remove(saves.game_path("pako"));
  CHECK(saves.save_game("pako", json::object(), false).empty());
  CHECK(saves.failure().empty());
}

TEST_CASE("a plain file where the save folder should be is named, in it or above it, at launch and after") {
  TempDir dir;
  const fs::path file = dir.file("afile", "hi");
  SaveSession in_place(file);
  REQUIRE(in_place.claim().empty());
  CHECK(in_place.unusable() ==
        "The save folder " + file.string() +
            " is a file, not a folder. Nothing will be saved in this run; give --save-dir a folder.");
  CHECK(in_place.failure() ==
        "the save folder " + file.string() + " is a file, not a folder; give --save-dir a folder");
  SaveSession under(file / "sub");
  REQUIRE(under.claim().empty());
  CHECK(under.unusable() ==
        "The save folder " + (file / "sub").string() + " cannot be made: " + file.string() +
            " is a file, not a folder. Nothing will be saved in this run; give --save-dir a folder.");
  CHECK(under.failure().find(file.string() + " is a file, not a folder") != std::string::npos);
  // The commands that only read say the same, never the system's bare "Not a directory".
  const Run records = run({"records", "ludo", "--save-dir", (file / "sub").string()});
  CHECK(records.out.find("cannot read " + (file / "sub" / "history.jsonl").string() + ": " + file.string() +
                         " is a file, not a folder") != std::string::npos);
  const Run sampled = run({"sample", "ludo", "--autosave", "--save-dir", (file / "sub").string()});
  CHECK(sampled.status == 2);
  CHECK(sampled.err == "tabletop: " + under.unusable() + "\n");
}

TEST_CASE("a refused save is moved aside under its reason; reading alone moves nothing") {
  TempDir dir;
  SaveSession saves(dir.path);
  json save = fresh_save("igel", dir);
  save["match"]["seats"][1]["robot"] = true;
  save["match"]["seats"][1]["style"] = "wizard";
  put(dir, "igel.json", save);
  CHECK(saves.read_game("igel").status == LoadedDocument::Status::ok);  // the envelope is sound
  std::string notice;
  CHECK_FALSE(saves.open_game("igel", find_game("igel")->check, notice));
  CHECK(notice.find("unknown style 'wizard'") != std::string::npos);
  CHECK(notice.find("kept as igel.unplayable-") != std::string::npos);
  CHECK_FALSE(fs::exists(saves.game_path("igel")));
}

TEST_CASE("remembered setup values no setup form can show are replaced, each named") {
  std::vector<std::string> replaced;
  const json ludo = find_game("ludo")->clean_setup(
      json{{"positions", "ZZZZ"}, {"seat0", "person"}, {"seat1", "wizard"}, {"choose_moves", true}}, replaced);
  CHECK(ludo == json{{"seat0", "person"}, {"choose_moves", true}});
  CHECK(replaced == std::vector<std::string>{"positions", "seat1"});
  replaced.clear();
  const json getaway = find_game("getaway")->clean_setup(
      json{{"name0", std::string(100000, 'x')}, {"name1", "Wendy"}, {"players", -3}}, replaced);
  CHECK(getaway == json{{"name1", "Wendy"}});
  CHECK(replaced == std::vector<std::string>{"name0", "players"});
  replaced.clear();
  CHECK(find_game("pako")->clean_setup(json{{"size", 99}}, replaced).empty());
  CHECK(replaced == std::vector<std::string>{"size"});
}

TEST_CASE("a player's name is held to one limit in every game's save and in the records") {
  const std::string long_name(1000000, 'N');  // a save that once froze the screen wrapping it
  for (const auto& game : games()) {
    CAPTURE(game.id);
    testing::Headless h;
    json doc = fresh_save(game.id, h.dir);
    doc["match"]["seats"][0]["name"] = long_name;
    put(h.dir, game.id + ".json", doc);
    const Run shown = run({"state", game.id, "--save-dir", h.dir.path.string()});
    CHECK(shown.status == 2);
    CHECK(shown.err.find("longer than " + std::to_string(kMaxNameCharacters) + " characters") != std::string::npos);
    h.dir.file("settings.json", testing::settings_text(game.id));
    h.launch();
    CHECK(h.text().find("Some saved files could not be used") != std::string::npos);
    CHECK(h.text().find("characters") != std::string::npos);
    CHECK_FALSE(fs::exists(h.dir.path / (game.id + ".json")));  // moved aside, not played
  }
  // Getaway keeps the names in its own state too.
  TempDir dir;
  json doc = fresh_save("getaway", dir);
  doc["match"]["state"]["players"][0]["name"] = long_name;
  put(dir, "getaway.json", doc);
  CHECK(run({"state", "getaway", "--save-dir", dir.path.string()}).status == 2);
  // A record naming a player too long is a damaged line, skipped and counted.
  GameRecord record;
  record.date = "2026-11-26T00:00:00Z";
  record.game = "pako";
  record.seats = {Seat{false, "", "Ann"}, Seat{true, "random", "Robot B"}};
  record.places = {1, 2};
  SaveSession saves(dir.path);
  REQUIRE(saves.append_result(record).empty());
  record.seats[0].name = long_name;
  REQUIRE(saves.append_result(record).empty());
  const ResultLog log = saves.read_result_log("pako");
  CHECK(log.records.size() == 1);
  CHECK(log.damaged == 1);
}
