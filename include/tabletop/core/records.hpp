#pragma once
// The history of finished games: one JSON line per game in history.jsonl in the save directory, and
// the records made from it (games played, wins, win rates against each robot style, streaks, best
// scores, the last results). Appends are single writes followed by fsync, so a kill at any instant
// leaves every earlier line whole; a damaged line is skipped and counted, never the whole file lost.
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "tabletop/core/game.hpp"
#include "tabletop/core/seat.hpp"
#include "tabletop/core/storage.hpp"

namespace tabletop {

inline constexpr const char* kHistoryFile = "history.jsonl";
inline constexpr const char* kHistoryOldFile = "history.1.jsonl";  // the previous file after rotation
inline constexpr std::size_t kHistoryCap = 1024 * 1024;            // bytes before the file is rotated
inline constexpr std::size_t kHistoryLineCap = 16 * 1024;          // a longer line is damage
inline constexpr int kRecentShown = 5;

struct GameRecord {
  std::string date;  // UTC, 2026-11-24T16:30:00Z
  std::string game;  // registry id
  json options = json::object();
  std::vector<Seat> seats;
  Places places;                            // 1 = winner, per seat
  std::optional<std::vector<long>> scores;  // per seat, for games that keep score
  int turns = 0;
  long seconds = 0;  // length of play

  bool operator==(const GameRecord&) const = default;
};

json record_to_json(const GameRecord& record);
GameRecord record_from_json(const json& j);  // throws BadData

// Appends one line (rotating the file first when it is over the cap). Returns "" or the problem.
std::string append_record(const fs::path& dir, const GameRecord& record);

struct History {
  std::vector<GameRecord> records;  // oldest first, the rotated file's before the current one's
  int damaged = 0;                  // lines skipped
  std::string problem;              // a file that could not be read at all
};
// Every record of `game` ("" for all games).
History read_history(const fs::path& dir, const std::string& game = "");

struct Tally {
  std::string who;  // a person's name, or a robot style id
  int played = 0;
  int wins = 0;
  int streak = 0;  // wins in a row up to the last game
  int best_streak = 0;
  std::optional<long> best_score;
};

struct AgainstStyle {
  std::string style;
  int games = 0;       // games where a person met a robot of this style
  int people_won = 0;  // ... and the best-placed person finished ahead of every such robot
};

struct Records {
  std::string game;
  int games = 0;
  std::vector<Tally> people;  // by name, most games first
  std::vector<Tally> robots;  // by style
  std::vector<AgainstStyle> against;
  std::vector<GameRecord> recent;  // newest first
  int damaged = 0;
  std::string problem;
};

Records make_records(const History& history, const std::string& game);
json records_to_json(const Records& records);

// What a game's score counts, in the players' words; a game that keeps no score leaves both empty
// and its records show no scores.
struct ScoreWords {
  std::string about;                        // "A score is the gold a player has at the end."
  std::function<std::string(long)> amount;  // 27 -> "27 gold"
};

// The records as text for `tabletop records` and the Records screen; `style_title` turns a robot
// style id into its name, `score` says what the game's scores count.
std::vector<std::string> records_text(const Records& records,
                                      const std::function<std::string(const std::string&)>& style_title,
                                      const ScoreWords& score = {});

}  // namespace tabletop
