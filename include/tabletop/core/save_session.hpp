#pragma once
// The one owner of the save directory for the life of the process: settings.json plus one autosave
// per game (<id>.json), each a versioned document written atomically, and the result log of finished
// games (history.jsonl). It takes the directory's lock, reads within limits, decides whether a save
// can be played, moves a refused file aside under a name that says why, and words every message about
// it. The interface and the command line both go through it; nothing else touches the files.
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "tabletop/core/records.hpp"
#include "tabletop/core/settings.hpp"
#include "tabletop/core/storage.hpp"

namespace tabletop {

inline constexpr const char* kSaveFormat = "tabletop-save";
inline constexpr int kSaveVersion = 1;

class SaveSession {
 public:
  explicit SaveSession(fs::path dir) : dir_(std::move(dir)) {}

  const fs::path& dir() const { return dir_; }
  fs::path settings_path() const { return dir_ / "settings.json"; }
  fs::path game_path(const std::string& id) const { return dir_ / (id + ".json"); }

  // Before any write: creates the directory (0700), takes its lock and removes temporary files that a
  // killed writer left. "" or why not (another tabletop holds the lock, named by its pid).
  std::string claim();
  // After claim(): "" when the directory is there to hold saves, else one sentence naming it and saying
  // nothing will be saved (a plain file in its place, a parent that cannot hold it).
  const std::string& unusable() const { return unusable_; }

  // Missing file: defaults. Bad fields: their defaults, and `notice` names them. A file that is not
  // settings at all is moved aside, and `notice` says where.
  Settings load_settings(std::string& notice);
  std::string save_settings(const Settings& settings);  // "" or the problem

  // Envelope: format, version, game id, time, whether the game is finished, and the match itself.
  std::string save_game(const std::string& id, const json& match, bool finished);  // "" or the problem
  // A finished game kept to be watched again: played/<id>-<time>.json (a save document with its
  // history), the newest kKeptGames of each game; older ones are removed. "" or the problem.
  static constexpr int kKeptGames = 20;
  fs::path kept_dir() const { return dir_ / "played"; }
  std::string keep_finished(const std::string& id, const json& match);
  std::vector<fs::path> kept_games(const std::string& id) const;  // newest first
  // A kept game's review, written into its file beside the match so that it opens at once next time.
  std::string keep_review(const fs::path& kept, const json& review);  // "" or the problem

  // A failed write, kept until that file is written well, so a person sees it until it is mended
  // ("" when every file is saved). With no directory to hold them, writes are not tried and this names it.
  std::string failure() const {
    if (!unusable_.empty()) return unusable_short_;
    return failures_.empty() ? "" : failures_.begin()->second;
  }

  // Adds one finished game to the result log, under the directory's lock (taken here if claim() did
  // not): the log is written again whole and atomically, after moving it to history.1.jsonl when it
  // is over kResultLogCap. "" or the problem; a file that is not a regular one is left untouched.
  std::string append_result(const GameRecord& record);
  // Every record of `game` ("" for all games), the rotated file's first; no lock needed to read.
  ResultLog read_result_log(const std::string& game = "") const;

  // Throws (BadData or a JSON error) when a saved match cannot be continued.
  using Check = std::function<void(const json& match)>;
  struct Opened {
    json match;
    bool finished = false;
  };
  // The saved game if it can be played. A save that cannot (damaged, from a newer version, or a match
  // the game cannot continue) is moved aside, and `notice` names the file it was kept as and the game
  // by `title` (the id when none is given).
  std::optional<Opened> open_game(const std::string& id, const Check& check, std::string& notice,
                                  const std::string& title = "");
  // Read only, nothing moved: the envelope checked, the match not (for `tabletop state`).
  LoadedDocument read_game(const std::string& id) const;
  // Whether an unfinished game waits; the file is read again only when its size or time changes.
  bool has_unfinished(const std::string& id);

 private:
  std::string set_aside(const fs::path& path, const std::string& problem, const std::string& reason);
  std::string wrote(const fs::path& path, std::string problem);

  struct Stamp {
    bool present = false;
    long long size = 0, seconds = 0, nanoseconds = 0;
    bool operator==(const Stamp&) const = default;
  };
  struct Known {
    Stamp stamp;
    bool unfinished = false;
  };
  Stamp stamp_of(const fs::path& path) const;

  fs::path dir_;
  std::string unusable_;
  std::string unusable_short_;  // the same, for the status line after "Not saved: "
  SaveDirLock lock_;
  std::map<std::string, std::string> failures_;  // file name -> why its last write failed
  std::map<std::string, Known> known_;           // per game id, for has_unfinished
};

// What a player is told when a game's save_game fails, since the game goes on unsaved: a failed write
// leaves the file as it was, so `kept` (the game was saved well before) says its last good save stays.
std::string saving_failed_words(const std::string& problem, bool kept);

}  // namespace tabletop
