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
  REQUIRE(append_record(dir.path, game("pako", {person("Ann"), robot("lookahead", "Robot B")}, {1, 2}, 1)) == "");
  REQUIRE(append_record(dir.path, game("ludo", {person("Ann"), person("Bo")}, {2, 1}, 2)) == "");
  REQUIRE(append_record(dir.path, game("pako", {person("Ann"), robot("lookahead", "Robot B")}, {2, 1}, 3)) == "");
  ::umask(022);
  struct stat st {};
  REQUIRE(::stat((dir.path / kHistoryFile).c_str(), &st) == 0);
  CHECK((st.st_mode & 0777) == 0600);
  const History all = read_history(dir.path);
  CHECK(all.records.size() == 3);
  const History pako = read_history(dir.path, "pako");
  REQUIRE(pako.records.size() == 2);
  CHECK(pako.records[0].turns == 41);
  CHECK(pako.records[1].turns == 43);
  CHECK(pako.damaged == 0);
}

TEST_CASE("records: a torn or damaged line costs that line only, and the next append starts a new line") {
  TempDir dir;
  REQUIRE(append_record(dir.path, game("igel", {person("Ann"), person("Bo")}, {1, 2}, 1)) == "");
  {
    // What a kill in the middle of an append leaves: half a line without its newline.
    std::ofstream out(dir.path / kHistoryFile, std::ios::app);
    out << R"({"date":"2026-11-24T16:02:00Z","game":"igel","sea)";
  }
  REQUIRE(append_record(dir.path, game("igel", {person("Ann"), person("Bo")}, {2, 1}, 3)) == "");
  {
    std::ofstream out(dir.path / kHistoryFile, std::ios::app);
    out << std::string(100000, '[') << "\n"
        << R"({"game":"igel"})"
        << "\n";
  }
  const History h = read_history(dir.path, "igel");
  REQUIRE(h.records.size() == 2);
  CHECK(h.records[1].places == Places{2, 1});
  CHECK(h.damaged == 3);
}

TEST_CASE("records: wins, streaks, best scores and results against each robot style") {
  History h;
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
    std::ofstream out(dir.path / kHistoryFile);
    const std::string line = record_to_json(game("ludo", {person("Ann"), person("Bo")}, {1, 2}, 1)).dump() + "\n";
    for (std::size_t written = 0; written <= kHistoryCap; written += line.size()) out << line;
  }
  const std::size_t before = read_history(dir.path).records.size();
  REQUIRE(append_record(dir.path, game("ludo", {person("Ann"), person("Bo")}, {2, 1}, 9)) == "");
  CHECK(fs::exists(dir.path / kHistoryOldFile));
  CHECK(fs::file_size(dir.path / kHistoryFile) < 1000);
  const History h = read_history(dir.path);
  CHECK(h.records.size() == before + 1);
  CHECK(h.records.back().turns == 49);
}

TEST_CASE("records: a FIFO or a directory in place of the history is refused, not read") {
  TempDir dir;
  REQUIRE(::mkfifo((dir.path / kHistoryFile).c_str(), 0600) == 0);
  const History h = read_history(dir.path);
  CHECK(h.records.empty());
  CHECK(h.problem.find("not a regular file") != std::string::npos);
  CHECK(append_record(dir.path, game("ludo", {person("Ann"), person("Bo")}, {1, 2}, 1)).find("not a regular file") !=
        std::string::npos);
  CHECK(slurp(dir.path / kHistoryOldFile).empty());
}

TEST_CASE("records: a process killed with SIGKILL while it appends leaves every earlier line readable") {
  TempDir dir;
  const pid_t child = fork();
  REQUIRE(child >= 0);
  if (child == 0) {  // appends for as long as it lives
    for (int i = 0; i < 1000000; ++i)
      append_record(dir.path, game("pako", {person("Ann"), person("Bo")}, {1, 2}, i % 60));
    _exit(0);
  }
  std::this_thread::sleep_for(std::chrono::milliseconds(300));
  REQUIRE(kill(child, SIGKILL) == 0);
  int status = 0;
  waitpid(child, &status, 0);
  CHECK(WIFSIGNALED(status));
  const History before = read_history(dir.path, "pako");
  CHECK(before.problem.empty());
  CHECK(before.records.size() > 0);
  CHECK(before.damaged <= 1);  // at most the line it was writing
  REQUIRE(append_record(dir.path, game("pako", {person("Ann"), person("Bo")}, {2, 1}, 1)) == "");
  const History after = read_history(dir.path, "pako");
  CHECK(after.records.size() == before.records.size() + 1);
  CHECK(after.damaged == before.damaged);
}
