#pragma once
// The result log of finished games: one JSON line per game in history.jsonl in the save directory
// (SaveSession reads and appends it), and the records made from it (games played, wins, win rates
// against each robot style, streaks, best scores, the last results). A damaged line is skipped and
// counted, never the whole file lost.
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "tabletop/core/game.hpp"
#include "tabletop/core/seat.hpp"

namespace tabletop {

// The names on disk are older than the name ResultLog: saves made before it keep working.
inline constexpr const char* kResultLogFile = "history.jsonl";
inline constexpr const char* kResultLogOldFile = "history.1.jsonl";  // the previous file after rotation
inline constexpr std::size_t kResultLogCap = 1024 * 1024;            // bytes before the file is rotated
inline constexpr std::size_t kResultLogLineCap = 16 * 1024;          // a longer line is damage
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

struct ResultLog {
  std::vector<GameRecord> records;         // oldest first, the rotated file's before the current one's
  int damaged = 0;                         // lines skipped
  std::vector<std::string> damaged_files;  // the files they were in, as paths, to tell a person where
  std::string problem;                     // a file that could not be read at all
};
// Adds the records of `game` ("" for all games) in the lines of `text` to `log`, counting damaged lines.
void read_result_lines(const std::string& text, const std::string& game, ResultLog& log);

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
  std::vector<std::string> damaged_files;
  std::string problem;
};

Records make_records(const ResultLog& log, const std::string& game);
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
