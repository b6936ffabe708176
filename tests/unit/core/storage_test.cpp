#include <doctest/doctest.h>

#include <chrono>
#include <cstdlib>
#include <fstream>
#include <sstream>

#include "support/temp_dir.hpp"
#include "tabletop/core/save_session.hpp"

namespace fs = std::filesystem;
using namespace tabletop;

namespace {

using testing::TempDir;

std::string slurp(const fs::path& p) {
  std::ifstream in(p);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

void write(const fs::path& p, const std::string& text) { std::ofstream(p) << text; }

int files_in(const fs::path& dir) {
  int n = 0;
  for ([[maybe_unused]] const auto& e : fs::directory_iterator(dir)) ++n;
  return n;
}

}  // namespace

TEST_SUITE("core") {
  TEST_CASE("an atomic write creates or replaces the file and leaves no temporary file") {
    TempDir dir;
    const fs::path file = dir.path / "a.json";
    CHECK(write_file_atomic(file, "first").empty());
    CHECK(slurp(file) == "first");
    CHECK(write_file_atomic(file, "second").empty());
    CHECK(slurp(file) == "second");
    CHECK(files_in(dir.path) == 1);
  }

  TEST_CASE("an atomic write that cannot happen reports why and keeps the old file") {
    TempDir dir;
    write(dir.path / "blocker", "not a directory");
    const std::string problem = write_file_atomic(dir.path / "blocker" / "x.json", "data");
    CHECK_FALSE(problem.empty());
    CHECK(slurp(dir.path / "blocker") == "not a directory");
  }

  TEST_CASE("loading checks the JSON, the format name and the version") {
    TempDir dir;
    const fs::path file = dir.path / "doc.json";
    CHECK(load_document(file, "fmt", 1).status == LoadedDocument::Status::missing);
    write(file, "{not json");
    auto loaded = load_document(file, "fmt", 1);
    CHECK(loaded.status == LoadedDocument::Status::unreadable);
    CHECK(loaded.problem.find("damaged or cut short") != std::string::npos);
    write(file, R"({"format": "other", "version": 1})");
    CHECK(load_document(file, "fmt", 1).problem.find("not one tabletop wrote (no fmt file)") != std::string::npos);
    write(file, R"({"format": "fmt", "version": 7})");
    loaded = load_document(file, "fmt", 1);
    CHECK(loaded.status == LoadedDocument::Status::unreadable);
    CHECK(loaded.problem.find("version 7") != std::string::npos);
    CHECK(loaded.problem.find("saved by a newer tabletop") != std::string::npos);
    CHECK(loaded.problem.find("update tabletop") != std::string::npos);
    write(file, R"({"format": "fmt", "version": 0})");
    CHECK(load_document(file, "fmt", 1).status == LoadedDocument::Status::unreadable);
    write(file, R"({"format": "fmt"})");
    CHECK(load_document(file, "fmt", 1).problem.find("no version") != std::string::npos);
    write(file, R"({"format": "fmt", "version": 1, "x": 3})");
    loaded = load_document(file, "fmt", 1);
    CHECK(loaded.status == LoadedDocument::Status::ok);
    CHECK(loaded.doc["x"] == 3);
  }

  TEST_CASE("a refused file is moved aside under a name that says why, never deleted") {
    TempDir dir;
    const fs::path file = dir.path / "pako.json";
    write(file, "garbage");
    const fs::path moved = move_aside(file, "damaged");
    CHECK_FALSE(fs::exists(file));
    REQUIRE(fs::exists(moved));
    CHECK(moved.filename().string().rfind("pako.damaged-", 0) == 0);
    CHECK(moved.extension() == ".json");
    CHECK(slurp(moved) == "garbage");
    write(file, "garbage again");
    const fs::path second = move_aside(file, "damaged");
    CHECK(second != moved);  // a second one in the same second gets its own name
    CHECK(fs::exists(second));
  }

  TEST_CASE("settings: defaults on first use, then what was saved") {
    TempDir dir;
    SaveSession store(dir.path);
    std::string notice;
    Settings s = store.load_settings(notice);
    CHECK(notice.empty());
    CHECK(s == Settings{});
    CHECK(s.theme == "default");
    CHECK(s.robot_pace_ms == 700);
    CHECK(s.turn_alert == "usual");  // the bell, unless NO_COLOR is set
    s.theme = "mono";
    s.turn_alert = "flash";
    s.ascii = true;
    s.last_game = "pako";
    s.set_game("pako", {{"size", 7}, {"hints", false}});
    CHECK(store.save_settings(s).empty());
    Settings again = store.load_settings(notice);
    CHECK(notice.empty());
    CHECK(again == s);
    CHECK(again.game("pako")["size"] == 7);
    CHECK(again.game("unknown").empty());
  }

  TEST_CASE("unreadable settings are reported, kept aside and replaced by defaults") {
    TempDir dir;
    SaveSession store(dir.path);
    const std::pair<const char*, const char*> cases[] = {
        {"{oops", "settings.damaged-"},
        {R"({"format":"tabletop-settings","version":2})", "settings.newer-version-"},
        {R"({"format":"a-spreadsheet","version":1})", "settings.not-a-save-"}};
    for (const auto& [bad, kept_as] : cases) {
      write(store.settings_path(), bad);
      std::string notice;
      CHECK(store.load_settings(notice) == Settings{});
      CHECK(notice.rfind("Your settings could not be read: ", 0) == 0);
      CHECK(notice.find("The defaults are used.") != std::string::npos);
      CHECK(notice.find("kept as " + std::string(kept_as)) != std::string::npos);
      CHECK_FALSE(fs::exists(store.settings_path()));
    }
    int kept = 0;
    for (const auto& e : fs::directory_iterator(dir.path))
      kept += e.path().filename().string().rfind("settings.", 0) == 0;
    CHECK(kept == 3);
  }

  TEST_CASE("a bad or missing setting costs that setting only, with one notice naming it") {
    TempDir dir;
    SaveSession store(dir.path);
    write(
        store.settings_path(),
        R"({"format":"tabletop-settings","version":1,"global":{"theme":"pink","ascii":true,"mouse":false,"robot_pace_ms":-5,)"
        R"("turn_alert":"siren"},)"
        R"("games":{"pako":{"size":7},"ludo":"ZZZZ"}})");
    std::string notice;
    const Settings s = store.load_settings(notice);
    CHECK(s.theme == "default");
    CHECK(s.robot_pace_ms == Settings{}.robot_pace_ms);
    CHECK(s.turn_alert == "usual");
    CHECK(s.ascii);
    CHECK_FALSE(s.mouse);
    CHECK(s.game("pako")["size"] == 7);
    CHECK(s.game("ludo").empty());
    CHECK(notice ==
          "settings.json: global.theme, global.robot_pace_ms, global.turn_alert, games.ludo were not usable and went "
          "back to the default; the rest is kept.");  // a missing last_game keeps its default quietly
    CHECK(fs::exists(store.settings_path()));         // nothing moved aside: the good settings are still wanted
  }

  TEST_CASE("a game save carries the format, version, game id and whether it is finished") {
    TempDir dir;
    SaveSession store(dir.path);
    CHECK(store.read_game("pako").status == LoadedDocument::Status::missing);
    CHECK(store.save_game("pako", json{{"x", 1}}, false).empty());
    auto loaded = store.read_game("pako");
    REQUIRE(loaded.status == LoadedDocument::Status::ok);
    CHECK(loaded.doc["format"] == kSaveFormat);
    CHECK(loaded.doc["version"] == kSaveVersion);
    CHECK(loaded.doc["finished"] == false);
    CHECK(loaded.doc["match"]["x"] == 1);
    write(store.game_path("ludo"), loaded.doc.dump());  // pako's save under ludo's name
    CHECK(store.read_game("ludo").status == LoadedDocument::Status::unreadable);
    CHECK(fs::exists(store.game_path("ludo")));  // reading moves nothing
    std::string notice;
    CHECK_FALSE(store.open_game(
        "ludo", [](const json&) {}, notice));
    CHECK(notice.rfind("Your saved game of ludo could not be read: the file holds another game. It cannot be "
                       "continued; a new game starts. The file was kept as ludo.not-a-save-",
                       0) == 0);
    CHECK(notice.ends_with(".json in " + store.dir().string() + "."));
    CHECK_FALSE(fs::exists(store.game_path("ludo")));
  }

  TEST_CASE("a failed save is told in one sentence, that play goes on (the end-to-end tests wait for it)") {
    CHECK(saving_failed_words("the disk is full", true) ==
          "Saving failed: the disk is full. Play goes on; the last good save of this game is kept.");
    CHECK(saving_failed_words("the disk is full", false) ==
          "Saving failed: the disk is full. Play goes on, but this game is not saved.");
  }

  TEST_CASE("the save directory: --save-dir, then TABLETOP_SAVE_DIR, then XDG_STATE_HOME, then HOME") {
    const char* old_home = std::getenv("HOME");
    const std::string home = old_home ? old_home : "";
    setenv("TABLETOP_SAVE_DIR", "/tmp/from-env", 1);
    setenv("XDG_STATE_HOME", "/tmp/xdg", 1);
    setenv("HOME", "/tmp/home", 1);
    CHECK(resolve_save_dir(std::string("/tmp/flag")) == fs::path("/tmp/flag"));
    CHECK(resolve_save_dir(std::nullopt) == fs::path("/tmp/from-env"));
    unsetenv("TABLETOP_SAVE_DIR");
    CHECK(resolve_save_dir(std::nullopt) == fs::path("/tmp/xdg/tabletop"));
    setenv("XDG_STATE_HOME", "relative/ignored", 1);
    CHECK(resolve_save_dir(std::nullopt) == fs::path("/tmp/home/.local/state/tabletop"));
    unsetenv("XDG_STATE_HOME");
    CHECK(resolve_save_dir(std::nullopt) == fs::path("/tmp/home/.local/state/tabletop"));
    setenv("HOME", home.c_str(), 1);
  }
}

TEST_SUITE("core") {
  TEST_CASE("temporary files of a killed writer are cleared, those of a live one are kept") {
    TempDir dir;
    const std::string mine = "." + std::string("pako.json.") + std::to_string(getpid()) + ".tmp.AbCdEf";
    const std::string dead = ".pako.json.999999999.tmp.XyZ123";  // no such process
    write(dir.path / mine, "half");
    write(dir.path / dead, "half");
    write(dir.path / "pako.json", "{}");
    CHECK(remove_abandoned_temp_files(dir.path) == 1);
    CHECK(fs::exists(dir.path / mine));
    CHECK_FALSE(fs::exists(dir.path / dead));
    CHECK(fs::exists(dir.path / "pako.json"));
  }
}

TEST_SUITE("core") {
  // The leaving line asks whether a game waits right after the last save: reading back a save of
  // megabytes there slowed a signal's exit, so the session answers from what it wrote. A file changed
  // by anyone else (another size or time) is read again.
  TEST_CASE("whether a game waits: known from the session's own save, read again when the file changes") {
    TempDir dir;
    SaveSession store(dir.path);
    CHECK_FALSE(store.has_unfinished("pako"));
    REQUIRE(store.save_game("pako", json{{"x", 1}}, false).empty());
    const fs::path path = store.game_path("pako");
    const auto written_at = fs::last_write_time(path);
    // The same size and time, other bytes: only a session that reads back would see a finished game.
    std::string text = slurp(path);
    const auto at = text.find("\"finished\":false");
    REQUIRE(at != std::string::npos);
    text.replace(at, 16, "\"finished\":true ");
    write(path, text);
    fs::last_write_time(path, written_at);
    CHECK(store.has_unfinished("pako"));
    // Another writer's change of time is noticed, and the file read.
    fs::last_write_time(path, written_at + std::chrono::seconds(5));
    CHECK_FALSE(store.has_unfinished("pako"));
    REQUIRE(store.save_game("pako", json{{"x", 2}}, true).empty());
    CHECK_FALSE(store.has_unfinished("pako"));
  }
}

TEST_SUITE("core") {
  TEST_CASE(
      "a kept game's review is written into its file beside the match, the rest as it was, never over a bad file") {
    TempDir dir;
    SaveSession store(dir.path);
    REQUIRE(store.keep_finished("pako", json{{"seats", json::array()}, {"history", {{"moves", {1, 2}}}}}).empty());
    const fs::path kept = store.kept_games("pako").front();
    const json before = load_document(kept, kSaveFormat, kSaveVersion).doc;
    CHECK(store.keep_review(kept, json{{"game", "pako"}, {"n", 1}}).empty());
    json after = load_document(kept, kSaveFormat, kSaveVersion).doc;
    CHECK(after["review"]["n"] == 1);
    after.erase("review");
    CHECK(after == before);
    CHECK(files_in(store.kept_dir()) == 1);  // written in place, through a temporary file gone again
    CHECK(store.keep_review(kept, json{{"game", "pako"}, {"n", 2}}).empty());  // a review made again replaces it
    CHECK(load_document(kept, kSaveFormat, kSaveVersion).doc["review"]["n"] == 2);
    // A kept file that does not read is never written over, and one gone is not made again.
    write(kept, "{damaged");
    CHECK_FALSE(store.keep_review(kept, json{{"game", "pako"}}).empty());
    CHECK(slurp(kept) == "{damaged");
    fs::remove(kept);
    CHECK(store.keep_review(kept, json{{"game", "pako"}}).find("is gone") != std::string::npos);
    CHECK_FALSE(fs::exists(kept));
  }
}
