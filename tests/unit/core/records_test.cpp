#include <doctest/doctest.h>

#include <signal.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <thread>

#include <fstream>
#include <sstream>

#include "support/temp_dir.hpp"
#include "tabletop/core/records.hpp"
#include "tabletop/core/save_session.hpp"

namespace fs = std::filesystem;
using namespace tabletop;

namespace {

using testing::TempDir;

Seat person(const std::string& name) { return Seat{false, "", name}; }
Seat robot(const std::string& style, const std::string& name) { return Seat{true, style, name}; }

GameRecord game(const std::string& id, std::vector<Seat> seats, Places places, int minute) {
  GameRecord r;
  r.date = "2026-11-24T16:" + std::string(minute < 10 ? "0" : "") + std::to_string(minute) + ":00Z";
  r.game = id;
  r.seats = std::move(seats);
  r.places = std::move(places);
  r.turns = 40 + minute;
  r.seconds = 60 * minute;
  return r;
}

// What a finished table does: append through a session of its own (which takes the directory's lock).
std::string append(const fs::path& dir, const GameRecord& record) { return SaveSession(dir).append_result(record); }

ResultLog read_log(const fs::path& dir, const std::string& game = "") { return SaveSession(dir).read_result_log(game); }

std::string slurp(const fs::path& p) {
  std::ifstream in(p);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

const Tally* find(const std::vector<Tally>& tallies, const std::string& who) {
  for (const auto& t : tallies) {
    if (t.who == who) return &t;
  }
  return nullptr;
}

}  // namespace

TEST_CASE("records: a record goes through its JSON line unchanged") {
  GameRecord r = game("archaeology", {person("Ann"), robot("expert", "Robot B")}, {2, 1}, 5);
  r.scores = std::vector<long>{31, 44};
  r.options = json{{"players", 2}};
  CHECK(record_from_json(json::parse(record_to_json(r).dump())) == r);
  json bad = record_to_json(r);
  bad["places"] = json::array({1, 7});
  CHECK_THROWS_AS(record_from_json(bad), BadData);
  bad = record_to_json(r);
  bad["scores"] = json::array({1});
  CHECK_THROWS_AS(record_from_json(bad), BadData);
}

TEST_CASE("records: appended games are read back, per game, in order; the file is private") {
  TempDir dir;
  ::umask(0);
  REQUIRE(append(dir.path, game("pako", {person("Ann"), robot("lookahead", "Robot B")}, {1, 2}, 1)) == "");
  REQUIRE(append(dir.path, game("ludo", {person("Ann"), person("Bo")}, {2, 1}, 2)) == "");
  REQUIRE(append(dir.path, game("pako", {person("Ann"), robot("lookahead", "Robot B")}, {2, 1}, 3)) == "");
  ::umask(022);
  struct stat st {};
  REQUIRE(::stat((dir.path / kResultLogFile).c_str(), &st) == 0);
  CHECK((st.st_mode & 0777) == 0600);
  const ResultLog all = read_log(dir.path);
  CHECK(all.records.size() == 3);
  const ResultLog pako = read_log(dir.path, "pako");
  REQUIRE(pako.records.size() == 2);
  CHECK(pako.records[0].turns == 41);
  CHECK(pako.records[1].turns == 43);
  CHECK(pako.damaged == 0);
}

TEST_CASE("records: a torn or damaged line costs that line only, and the next append starts a new line") {
  TempDir dir;
  REQUIRE(append(dir.path, game("igel", {person("Ann"), person("Bo")}, {1, 2}, 1)) == "");
  {
    // What a kill in the middle of an append leaves: half a line without its newline.
    std::ofstream out(dir.path / kResultLogFile, std::ios::app);
    out << R"({"date":"2026-11-24T16:02:00Z","game":"igel","sea)";
  }
  REQUIRE(append(dir.path, game("igel", {person("Ann"), person("Bo")}, {2, 1}, 3)) == "");
  {
    std::ofstream out(dir.path / kResultLogFile, std::ios::app);
    out << std::string(100000, '[') << "\n"
        << R"({"game":"igel"})"
        << "\n";
  }
  const ResultLog h = read_log(dir.path, "igel");
  REQUIRE(h.records.size() == 2);
  CHECK(h.records[1].places == Places{2, 1});
  CHECK(h.damaged == 3);
  // Told with its count in words and the file's whole path, so a person knows where to look.
  const std::string history = (dir.path / kResultLogFile).string();
  const auto style = [](const std::string& s) { return s; };
  CHECK(records_text(make_records(h, "igel"), style).front() == "Three damaged lines of " + history + " were skipped.");
  {
    std::ofstream out(dir.path / kResultLogFile);  // one damaged line left, in the older file alone
    std::ofstream(dir.path / kResultLogOldFile) << "{oops\n";
  }
  CHECK(records_text(make_records(read_log(dir.path, "igel"), "igel"), style).front() ==
        "One damaged line of " + (dir.path / kResultLogOldFile).string() + " was skipped.");
}

TEST_CASE("records: wins, streaks, best scores and results against each robot style") {
  ResultLog h;
  const Seat ann = person("Ann");
  const Seat expert = robot("expert", "Robot B");
  const Seat random = robot("random", "Robot C");
  h.records.push_back(game("archaeology", {ann, expert}, {1, 2}, 1));
  h.records.back().scores = std::vector<long>{40, 30};
  h.records.push_back(game("archaeology", {ann, expert, random}, {1, 2, 3}, 2));
  h.records.back().scores = std::vector<long>{52, 20, 5};
  h.records.push_back(game("archaeology", {ann, expert}, {2, 1}, 3));
  h.records.back().scores = std::vector<long>{10, 60};
  h.records.push_back(game("pako", {ann, person("Bo")}, {1, 2}, 4));
  const Records r = make_records(h, "archaeology");
  CHECK(r.games == 3);
  const Tally* a = find(r.people, "Ann");
  REQUIRE(a != nullptr);
  CHECK(a->played == 3);
  CHECK(a->wins == 2);
  CHECK(a->streak == 0);
  CHECK(a->best_streak == 2);
  CHECK(a->best_score == 52);
  const Tally* e = find(r.robots, "expert");
  REQUIRE(e != nullptr);
  CHECK(e->wins == 1);
  CHECK(e->streak == 1);
  CHECK(e->best_score == 60);
  REQUIRE(r.against.size() == 2);
  CHECK(r.against[0].style == "expert");
  CHECK(r.against[0].games == 3);
  CHECK(r.against[0].people_won == 2);
  CHECK(r.against[1].style == "random");
  CHECK(r.against[1].people_won == 1);
  REQUIRE(r.recent.size() == 3);
  CHECK(r.recent[0].turns == 43);          // newest first
  CHECK(find(r.people, "Bo") == nullptr);  // another game's player

  const auto style_title = [](const std::string& id) { return id == "expert" ? "Expert" : id; };
  const ScoreWords money{"A score is the money a player has when the game ends.",
                         [](long n) { return "$" + std::to_string(n); }};
  std::string all;
  for (const auto& line : records_text(r, style_title, money)) all += line + "\n";
  CHECK(all.find("3 games finished") != std::string::npos);
  CHECK(all.find("Expert: a person finished ahead in 2 of 3 (67%)") != std::string::npos);
  CHECK(all.find("A score is the money") != std::string::npos);
  CHECK(all.find("best score") != std::string::npos);
  CHECK(all.find("Ann 2nd ($10), Robot B 1st ($60)") == std::string::npos);  // ranked by place
  CHECK(all.find("Robot B 1st ($60), Ann 2nd ($10)") != std::string::npos);
  std::string unsaid;  // without words for them, scores are not shown as bare numbers
  for (const auto& line : records_text(r, style_title)) unsaid += line + "\n";
  CHECK(unsaid.find("Robot B 1st, Ann 2nd") != std::string::npos);
  CHECK(unsaid.find("score") == std::string::npos);
  CHECK(records_to_json(r)["people"][0]["wins"] == 2);
}

TEST_CASE("records: the file rotates at its cap and both halves are read") {
  TempDir dir;
  {
    std::ofstream out(dir.path / kResultLogFile);
    const std::string line = record_to_json(game("ludo", {person("Ann"), person("Bo")}, {1, 2}, 1)).dump() + "\n";
    for (std::size_t written = 0; written <= kResultLogCap; written += line.size()) out << line;
  }
  const std::size_t before = read_log(dir.path).records.size();
  REQUIRE(append(dir.path, game("ludo", {person("Ann"), person("Bo")}, {2, 1}, 9)) == "");
  CHECK(fs::exists(dir.path / kResultLogOldFile));
  CHECK(fs::file_size(dir.path / kResultLogFile) < 1000);
  const ResultLog h = read_log(dir.path);
  CHECK(h.records.size() == before + 1);
  CHECK(h.records.back().turns == 49);
}

TEST_CASE("records: a FIFO or a directory in place of the result log is refused, not read") {
  TempDir dir;
  REQUIRE(::mkfifo((dir.path / kResultLogFile).c_str(), 0600) == 0);
  const ResultLog h = read_log(dir.path);
  CHECK(h.records.empty());
  CHECK(h.problem.find("not a regular file") != std::string::npos);
  CHECK(append(dir.path, game("ludo", {person("Ann"), person("Bo")}, {1, 2}, 1)).find("not a regular file") !=
        std::string::npos);
  CHECK(slurp(dir.path / kResultLogOldFile).empty());
  fs::remove(dir.path / kResultLogFile);
  fs::create_directory(dir.path / kResultLogFile);
  CHECK(read_log(dir.path).problem.find("not a regular file") != std::string::npos);
  CHECK(append(dir.path, game("ludo", {person("Ann"), person("Bo")}, {1, 2}, 1)).find("not a regular file") !=
        std::string::npos);
  CHECK(fs::is_directory(dir.path / kResultLogFile));
}

TEST_CASE("records: a result log too large to be ours is refused in words, not read, and the records say so") {
  TempDir dir;
  {
    std::ofstream out(dir.path / kResultLogOldFile);
    out.seekp(static_cast<std::streamoff>(2 * kResultLogCap + 1));  // sparse: no time spent writing it
    out << "\n";
  }
  REQUIRE(append(dir.path, game("ludo", {person("Ann"), person("Bo")}, {1, 2}, 1)) == "");
  const ResultLog h = read_log(dir.path, "ludo");
  CHECK(h.records.size() == 1);  // the current file is still read
  CHECK(h.problem.find("larger than 2 MiB") != std::string::npos);
  const std::vector<std::string> text = records_text(make_records(h, "ludo"), [](const std::string& s) { return s; });
  REQUIRE_FALSE(text.empty());
  CHECK(text.front().rfind("Could not read the history: ", 0) == 0);
}

TEST_CASE("records: while another copy holds the save directory, an append is refused in words and changes nothing") {
  TempDir dir;
  SaveSession playing(dir.path);
  REQUIRE(playing.claim().empty());
  REQUIRE(playing.append_result(game("pako", {person("Ann"), person("Bo")}, {1, 2}, 1)).empty());
  const std::string before = slurp(dir.path / kResultLogFile);
  const std::string problem = append(dir.path, game("pako", {person("Ann"), person("Bo")}, {2, 1}, 2));
  CHECK(problem.find("in use by another tabletop (process " + std::to_string(::getpid()) + ")") != std::string::npos);
  CHECK(slurp(dir.path / kResultLogFile) == before);
}

TEST_CASE("records: two copies appending at once, across a rotation, lose no line and tear none") {
  TempDir dir;
  const std::string line = record_to_json(game("ludo", {person("Ann"), person("Bo")}, {1, 2}, 1)).dump() + "\n";
  std::size_t filled = 0;
  {
    std::ofstream out(dir.path / kResultLogFile);
    for (std::size_t written = 0; written + 10 * line.size() < kResultLogCap; written += line.size(), ++filled)
      out << line;
  }
  constexpr int kEach = 20;
  std::vector<pid_t> copies;
  for (int copy = 0; copy < 2; ++copy) {
    const pid_t child = fork();
    REQUIRE(child >= 0);
    if (child == 0) {  // a copy of the program finishing kEach games, each with a session of its own
      const auto give_up = std::chrono::steady_clock::now() + std::chrono::seconds(60);
      for (int done = 0; done < kEach && std::chrono::steady_clock::now() < give_up;) {
        const std::string problem = append(dir.path, game("pako", {person("Ann"), person("Bo")}, {1, 2}, done));
        if (problem.empty()) ++done;
        else if (problem.find("in use by another tabletop") == std::string::npos) _exit(2);
      }
      _exit(0);
    }
    copies.push_back(child);
  }
  for (const pid_t child : copies) {
    int status = -1;
    waitpid(child, &status, 0);
    CHECK((WIFEXITED(status) && WEXITSTATUS(status) == 0));
  }
  CHECK(fs::exists(dir.path / kResultLogOldFile));  // the rotation happened on the way
  const ResultLog all = read_log(dir.path);
  CHECK(all.problem.empty());
  CHECK(all.damaged == 0);
  CHECK(all.records.size() == filled + 2 * kEach);
  CHECK(read_log(dir.path, "pako").records.size() == 2 * kEach);
}

TEST_CASE("records: a process killed with SIGKILL while it appends leaves every line whole") {
  TempDir dir;
  const pid_t child = fork();
  REQUIRE(child >= 0);
  if (child == 0) {  // appends for as long as it lives
    SaveSession saves(dir.path);
    for (int i = 0; i < 1000000; ++i) saves.append_result(game("pako", {person("Ann"), person("Bo")}, {1, 2}, i % 60));
    _exit(0);
  }
  std::this_thread::sleep_for(std::chrono::milliseconds(300));
  REQUIRE(kill(child, SIGKILL) == 0);
  int status = 0;
  waitpid(child, &status, 0);
  CHECK(WIFSIGNALED(status));
  const ResultLog before = read_log(dir.path, "pako");
  CHECK(before.problem.empty());
  CHECK(before.records.size() > 0);
  CHECK(before.damaged == 0);  // the log is written whole and renamed into place: nothing torn
  REQUIRE(append(dir.path, game("pako", {person("Ann"), person("Bo")}, {2, 1}, 1)) == "");
  const ResultLog after = read_log(dir.path, "pako");
  CHECK(after.records.size() == before.records.size() + 1);
  CHECK(after.damaged == 0);
  for (const auto& entry : fs::directory_iterator(dir.path))  // the killed writer's half-written copy is cleared
    CHECK(entry.path().filename().string().find(".tmp.") == std::string::npos);
}
