// The table runs a match with no screen at all: robots play it to its end, the table records it and
// keeps it to be watched again.
#include <doctest/doctest.h>

#include <chrono>
#include <thread>

#include "support/temp_dir.hpp"
#include "tabletop/core/records.hpp"
#include "tabletop/games/ludo/ludo.hpp"
#include "tabletop/games/ludo/ludo_robots.hpp"
#include "tabletop/table/table.hpp"

using namespace tabletop;

namespace {

// The program as a table sees it: a save directory, settings with no robot pace, and its messages.
struct QuietOwner : TableOwner {
  explicit QuietOwner(const fs::path& dir) : session(dir) { settings_.robot_pace_ms = 0; }
  SaveSession& saves() override { return session; }
  const Settings& settings() const override { return settings_; }
  void tell(const std::string& message, bool) override { told.push_back(message); }
  SaveSession session;
  Settings settings_;
  std::vector<std::string> told;
};

Match<ludo::State> robots_only_ludo(std::uint64_t seed) {
  std::vector<Seat> seats;
  for (int seat = 0; seat < 2; ++seat)
    seats.push_back(Seat{true, "priority", std::string("Robot ") + static_cast<char>('A' + seat)});
  return Match<ludo::State>(ludo::State({0, 1}, false), seats, MatchSeeds::from_root(seed));
}

// The robots think on their own thread: a busy machine may keep it waiting, so the bound is time, not a
// count of ticks (200,000 yields ran out about one run in two under a load of 8).
void play_to_end(Table<ludo::State>& table) {
  const auto give_up = Clock::now() + std::chrono::seconds(120);
  while (!table.match().over() && Clock::now() < give_up) {
    table.tick(Clock::now());
    if (!table.match().over()) std::this_thread::sleep_for(std::chrono::microseconds(200));
  }
  REQUIRE(table.match().over());
}

}  // namespace

TEST_CASE("table: robots play a match to its end with no screen; it is recorded and kept to watch again") {
  testing::TempDir dir;
  QuietOwner owner(dir.path);
  REQUIRE(owner.session.claim().empty());
  auto table = std::make_shared<Table<ludo::State>>(owner, "ludo", "Ludo", robots_only_ludo(3), ludo::robot_styles());
  play_to_end(*table);
  CHECK(owner.told.empty());
  const ResultLog log = owner.session.read_result_log("ludo");
  REQUIRE(log.records.size() == 1);
  const std::vector<fs::path> kept = owner.session.kept_games("ludo");
  REQUIRE(kept.size() == 1);
  // The kept file replays to the position the table ended in.
  const LoadedDocument doc = load_document(kept.front(), kSaveFormat, kSaveVersion);
  REQUIRE(doc.status == LoadedDocument::Status::ok);
  const auto saved = MatchHistory<ludo::State>::from_json(doc.doc["match"]["history"]);
  const Match<ludo::State> replayed = Match<ludo::State>::replay(saved, table->match().seats());
  CHECK(replayed.state() == table->match().state());
  CHECK(replayed.over());
}

TEST_CASE("table: a failed save says whether the game's last good save is kept, as it is") {
  testing::TempDir dir;
  QuietOwner owner(dir.path);
  REQUIRE(owner.session.claim().empty());
  // A directory in the save's place: no file can be renamed over it.
  const auto saving_fails = [&] { fs::create_directory(owner.session.game_path("ludo")); };
  const auto saving_works = [&] { fs::remove(owner.session.game_path("ludo")); };
  saving_fails();
  Table<ludo::State> table(owner, "ludo", "Ludo", robots_only_ludo(3), ludo::robot_styles(), false);
  table.autosave();
  REQUIRE(owner.told.size() == 1);
  CHECK(owner.told.back().ends_with("Play goes on, but this game is not saved."));
  saving_works();
  table.autosave();
  CHECK(owner.told.size() == 1);  // saved well: from now on a failed write leaves that save as it is
  saving_works();                 // (gone here only to put the directory back in its place)
  saving_fails();
  table.autosave();
  REQUIRE(owner.told.size() == 2);
  CHECK(owner.told.back().ends_with("Play goes on; the last good save of this game is kept."));
}

TEST_CASE("table: the newest 20 finished games of a kind are kept, older ones removed, other games untouched") {
  testing::TempDir dir;
  SaveSession saves(dir.path);
  REQUIRE(saves.claim().empty());
  REQUIRE(saves.keep_finished("igel", json{{"n", -1}}).empty());
  for (int n = 0; n < SaveSession::kKeptGames + 5; ++n) REQUIRE(saves.keep_finished("ludo", json{{"n", n}}).empty());
  const std::vector<fs::path> kept = saves.kept_games("ludo");
  REQUIRE(kept.size() == static_cast<std::size_t>(SaveSession::kKeptGames));
  // Newest first: the last one kept heads the list, and the first five are gone.
  const auto n_of = [](const fs::path& path) {
    return load_document(path, kSaveFormat, kSaveVersion).doc["match"]["n"].get<int>();
  };
  CHECK(n_of(kept.front()) == SaveSession::kKeptGames + 4);
  CHECK(n_of(kept.back()) == 5);
  CHECK(saves.kept_games("igel").size() == 1);
}

// A player whose user the kernel could not tell (-1) sits at a joined seat and goes: the seat waits for
// them, as for anyone who sat there, and does not read as open to whoever joins first; nor after a
// restart, from the save.
TEST_CASE("table: a joined seat whose player's user was unknown waits for them after they go") {
  testing::TempDir dir;
  QuietOwner owner(dir.path);
  REQUIRE(owner.session.claim().empty());
  const std::vector<Seat> seats = {Seat{false, "", "Player A"}, Seat{false, "", "Player B", true}};
  const auto ludo_with = [](const std::vector<Seat>& at) {
    return Match<ludo::State>(ludo::State({0, 1}, false), at, MatchSeeds::from_root(4));
  };
  Table<ludo::State> table(owner, "ludo", "Ludo", ludo_with(seats), ludo::robot_styles());
  CHECK(table.open(1));  // nobody has sat there yet
  table.sit(1, "Bea", -1);
  table.stand(1);
  CHECK_FALSE(table.open(1));
  const Seat saved = seat_from_json(seat_to_json(table.seats()[1]), "seats[1]");
  CHECK(saved == table.seats()[1]);
  Table<ludo::State> resumed(owner, "ludo", "Ludo", ludo_with({seats[0], saved}), ludo::robot_styles());
  CHECK_FALSE(resumed.open(1));
}
