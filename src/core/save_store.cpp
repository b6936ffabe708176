#include "tabletop/core/save_store.hpp"

namespace tabletop {
namespace {

std::string aside_notice(const fs::path& moved, const std::string& problem) {
  if (moved.empty()) return problem + "; it could not be moved aside either, so it is left untouched.";
  return problem + ". It was kept as " + moved.filename().string() + " and a fresh start was made.";
}

}  // namespace

Settings SaveStore::load_settings(std::string& notice) const {
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
  notice = aside_notice(move_aside(settings_path()), loaded.problem);
  return Settings{};
}

std::string SaveStore::save_settings(const Settings& settings) const {
  return write_file_atomic(settings_path(), settings.to_json().dump(2) + "\n");
}

std::string SaveStore::save_game(const std::string& id, const json& match, bool finished) const {
  const json doc{{"format", kSaveFormat}, {"version", kSaveVersion}, {"game", id},
                 {"saved_at", utc_timestamp()}, {"finished", finished}, {"match", match}};
  return write_file_atomic(game_path(id), doc.dump() + "\n");
}

LoadedDocument SaveStore::load_game(const std::string& id) const {
  LoadedDocument loaded = load_document(game_path(id), kSaveFormat, kSaveVersion);
  if (loaded.status != LoadedDocument::Status::ok) return loaded;
  const json& doc = loaded.doc;
  if (!doc.contains("game") || doc["game"] != id) {
    loaded.status = LoadedDocument::Status::unreadable;
    loaded.problem = id + ".json holds a different game";
  } else if (!doc.contains("finished") || !doc["finished"].is_boolean() || !doc.contains("match")) {
    loaded.status = LoadedDocument::Status::unreadable;
    loaded.problem = id + ".json is incomplete";
  }
  return loaded;
}

std::string SaveStore::set_aside(const std::string& id, const std::string& problem) const {
  return aside_notice(move_aside(game_path(id)), problem);
}

}  // namespace tabletop
