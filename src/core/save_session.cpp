#include "tabletop/core/save_session.hpp"

#include <algorithm>

#include <sys/stat.h>

#include "tabletop/core/words.hpp"

namespace tabletop {

std::string SaveSession::claim() {
  // A plain file where a folder should be is named: the system says only "Not a directory".
  const fs::path in_the_way = file_in_the_way(dir_);
  const std::string folder = "the save folder " + dir_.string();
  std::string why;
  if (in_the_way == dir_) {
    why = folder + " is a file, not a folder";
  } else if (!in_the_way.empty()) {
    why = folder + " cannot be made: " + in_the_way.string() + " is a file, not a folder";
  } else if (std::string problem = make_private_dir(dir_); !problem.empty()) {
    why = folder + " cannot be used (" + problem.substr(problem.rfind(": ") + 2) + ")";  // the system's reason
  }
  if (!why.empty()) {
    const std::string next = std::string("give --save-dir ") + (in_the_way.empty() ? "another folder" : "a folder");
    unusable_ = capitalized(why) + ". Nothing will be saved in this run; " + next + ".";
    unusable_short_ = why + "; " + next;
    return "";
  }
  if (std::string problem = lock_.take(dir_); !problem.empty()) return problem;
  remove_abandoned_temp_files(dir_);
  return "";
}

std::string SaveSession::set_aside(const fs::path& path, const std::string& problem, const std::string& reason) {
  const fs::path moved = move_aside(path, reason);
  if (moved.empty())
    return problem + " The file could not be moved aside either, so it is left as it is, " + path.string() + ".";
  return problem + " The file was kept as " + moved.filename().string() + " in " + dir_.string() + ".";
}

std::string SaveSession::wrote(const fs::path& path, std::string problem) {
  if (problem.empty()) failures_.erase(path.filename().string());
  else failures_[path.filename().string()] = problem;
  return problem;
}

Settings SaveSession::load_settings(std::string& notice) {
  LoadedDocument loaded = load_document(settings_path(), kSettingsFormat, kSettingsVersion);
  if (loaded.status == LoadedDocument::Status::missing) return Settings{};
  if (loaded.status == LoadedDocument::Status::ok) {
    std::vector<std::string> replaced;
    Settings settings = Settings::from_json(loaded.doc, replaced);
    if (!replaced.empty()) {
      std::string names;
      for (const auto& name : replaced) names += (names.empty() ? "" : ", ") + name;
      notice = "settings.json: " + names + (replaced.size() == 1 ? " was" : " were") +
               " not usable and went back to the default; the rest is kept.";
    }
    return settings;
  }
  notice = set_aside(settings_path(), "Your settings could not be read: " + loaded.what + ". The defaults are used.",
                     loaded.reason);
  return Settings{};
}

std::string SaveSession::save_settings(const Settings& settings) {
  if (!unusable_.empty()) return "";  // said once at launch; failure() keeps it in view
  return wrote(settings_path(), write_file_atomic(settings_path(), settings.to_json().dump(2) + "\n"));
}

std::string SaveSession::save_game(const std::string& id, const json& match, bool finished) {
  const json doc{{"format", kSaveFormat},       {"version", kSaveVersion}, {"game", id},
                 {"saved_at", utc_timestamp()}, {"finished", finished},    {"match", match}};
  if (!unusable_.empty()) return "";
  std::string problem = wrote(game_path(id), write_file_atomic(game_path(id), doc.dump() + "\n"));
  // Written under this session's lock, so what it holds is known without reading it back (a save
  // of megabytes, read again on the way out, slowed a signal's exit past 100 ms).
  if (problem.empty()) known_[id] = Known{stamp_of(game_path(id)), !finished};
  return problem;
}

std::string saving_failed_words(const std::string& problem, bool kept) {
  return "Saving failed: " + problem +
         (kept ? ". Play goes on; the last good save of this game is kept."
               : ". Play goes on, but this game is not saved.");
}

std::string SaveSession::keep_finished(const std::string& id, const json& match) {
  if (std::string problem = make_private_dir(kept_dir()); !problem.empty()) return problem;
  // 2026-11-27T05:30:00Z -> 20261127T053000Z-01: names that sort by time, games ended in the same
  // second numbered in turn.
  std::string stamp = utc_timestamp();
  std::erase_if(stamp, [](char c) { return c == '-' || c == ':'; });
  const auto name = [&](int n) { return id + "-" + stamp + (n < 10 ? "-0" : "-") + std::to_string(n) + ".json"; };
  int n = 1;  // after the highest number of this second (a lower one may have been removed)
  for (int taken = 98; taken >= 1; --taken) {
    if (fs::exists(kept_dir() / name(taken))) {
      n = taken + 1;
      break;
    }
  }
  const fs::path path = kept_dir() / name(n);
  const json doc{{"format", kSaveFormat},       {"version", kSaveVersion}, {"game", id},
                 {"saved_at", utc_timestamp()}, {"finished", true},        {"match", match}};
  if (std::string problem = write_file_atomic(path, doc.dump() + "\n"); !problem.empty()) return problem;
  const std::vector<fs::path> kept = kept_games(id);
  std::error_code ignored;
  for (std::size_t i = kKeptGames; i < kept.size(); ++i) fs::remove(kept[i], ignored);
  return "";
}

std::string SaveSession::keep_review(const fs::path& kept, const json& review) {
  LoadedDocument loaded = load_document(kept, kSaveFormat, kSaveVersion);
  if (loaded.status == LoadedDocument::Status::missing) return "the kept game's file " + kept.string() + " is gone";
  if (loaded.status != LoadedDocument::Status::ok) return loaded.problem;  // never written over unread
  loaded.doc["review"] = review;
  return write_file_atomic(kept, loaded.doc.dump() + "\n");
}

std::vector<fs::path> SaveSession::kept_games(const std::string& id) const {
  std::vector<fs::path> kept;
  std::error_code error;
  for (fs::directory_iterator it(kept_dir(), error), end; !error && it != end; it.increment(error)) {
    const std::string name = it->path().filename().string();
    if (name.rfind(id + "-", 0) == 0 && name.size() > 5 && name.ends_with(".json") && it->is_regular_file(error)) {
      kept.push_back(it->path());
    }
  }
  std::sort(kept.begin(), kept.end(), [](const fs::path& a, const fs::path& b) { return a.filename() > b.filename(); });
  return kept;
}

std::string SaveSession::append_result(const GameRecord& record) {
  // Read, add, write whole: only the lock's holder may, or two copies would each drop the other's line.
  if (!lock_.held()) {
    if (std::string problem = claim(); !problem.empty()) return problem;
  }
  const fs::path path = dir_ / kResultLogFile;
  std::string text, problem;
  struct stat st {};
  if (::lstat(path.c_str(), &st) == 0 && S_ISREG(st.st_mode) && static_cast<std::size_t>(st.st_size) > kResultLogCap) {
    // The older half of the log survives one rotation; the one before it is dropped.
    std::error_code error;
    fs::rename(path, dir_ / kResultLogOldFile, error);
    if (error) return "cannot rotate " + path.string() + ": " + error.message();
  } else if (std::optional<std::string> old = read_regular_file(path, kResultLogCap, problem)) {
    text = std::move(*old);
  } else if (!problem.empty()) {
    return problem;
  }
  // A line torn by a kill (before appends were atomic) must not swallow this one.
  if (!text.empty() && text.back() != '\n') text += '\n';
  return write_file_atomic(path, text + record_to_json(record).dump() + "\n");
}

ResultLog SaveSession::read_result_log(const std::string& game) const {
  ResultLog log;
  for (const char* name : {kResultLogOldFile, kResultLogFile}) {
    std::string problem;
    // Rotation keeps a file near the cap; twice that leaves room for one long last line.
    const int damaged_before = log.damaged;
    if (auto text = read_regular_file(dir_ / name, 2 * kResultLogCap, problem)) read_result_lines(*text, game, log);
    if (log.damaged > damaged_before) log.damaged_files.push_back((dir_ / name).string());
    if (!problem.empty()) log.problem = problem;
  }
  return log;
}

LoadedDocument SaveSession::read_game(const std::string& id) const {
  LoadedDocument loaded = load_document(game_path(id), kSaveFormat, kSaveVersion);
  if (loaded.status != LoadedDocument::Status::ok) return loaded;
  const json& doc = loaded.doc;
  if (!doc.contains("game") || doc["game"] != id) {
    loaded.status = LoadedDocument::Status::unreadable;
    loaded.what = "the file holds another game";
    loaded.problem = game_path(id).string() + " cannot be read: " + loaded.what;
    loaded.reason = "not-a-save";
  } else if (!doc.contains("finished") || !doc["finished"].is_boolean() || !doc.contains("match")) {
    loaded.status = LoadedDocument::Status::unreadable;
    loaded.what = "the file is damaged (parts of it are missing)";
    loaded.problem = game_path(id).string() + " cannot be read: " + loaded.what;
    loaded.reason = "damaged";
  }
  return loaded;
}

std::optional<SaveSession::Opened> SaveSession::open_game(const std::string& id, const Check& check,
                                                          std::string& notice, const std::string& title) {
  const auto refused = [&](const std::string& what) {
    return "Your saved game of " + (title.empty() ? id : title) + " could not be read: " + what +
           ". It cannot be continued; a new game starts.";
  };
  if (!unusable_.empty()) return std::nullopt;  // nothing there to read, nor to move aside
  const LoadedDocument saved = read_game(id);
  if (saved.status == LoadedDocument::Status::missing) return std::nullopt;
  if (saved.status == LoadedDocument::Status::unreadable) {
    notice = set_aside(game_path(id), refused(saved.what), saved.reason);
    return std::nullopt;
  }
  try {
    check(saved.doc["match"]);
  } catch (const std::exception& e) {  // BadData, or a JSON type error deep inside
    notice =
        set_aside(game_path(id), refused("the game in it cannot go on (" + std::string(e.what()) + ")"), "unplayable");
    return std::nullopt;
  }
  return Opened{saved.doc["match"], saved.doc["finished"].get<bool>()};
}

SaveSession::Stamp SaveSession::stamp_of(const fs::path& path) const {
  struct stat st {};
  if (::stat(path.c_str(), &st) != 0) return Stamp{};
  return Stamp{true, st.st_size, st.st_mtim.tv_sec, st.st_mtim.tv_nsec};
}

bool SaveSession::has_unfinished(const std::string& id) {
  // Menus ask on every drawing: a save is read again only when its size or time has changed.
  const Stamp stamp = stamp_of(game_path(id));
  const auto known = known_.find(id);
  if (known != known_.end() && known->second.stamp == stamp) return known->second.unfinished;
  const LoadedDocument saved = read_game(id);
  const bool unfinished = saved.status == LoadedDocument::Status::ok && !saved.doc["finished"].get<bool>();
  known_[id] = Known{stamp, unfinished};
  return unfinished;
}

}  // namespace tabletop
