#pragma once
// The save directory: settings.json plus one autosave per game (<id>.json), each a versioned
// document written atomically. Unreadable files are reported and moved aside, never overwritten.
#include <string>

#include "tabletop/core/settings.hpp"
#include "tabletop/core/storage.hpp"

namespace tabletop {

inline constexpr const char* kSaveFormat = "tabletop-save";
inline constexpr int kSaveVersion = 1;

class SaveStore {
 public:
  explicit SaveStore(fs::path dir) : dir_(std::move(dir)) {}

  const fs::path& dir() const { return dir_; }
  fs::path settings_path() const { return dir_ / "settings.json"; }
  fs::path game_path(const std::string& id) const { return dir_ / (id + ".json"); }

  // Missing file: defaults. Unreadable file: moved aside, defaults, and `notice` says so.
  Settings load_settings(std::string& notice) const;
  std::string save_settings(const Settings& settings) const;  // "" or the problem

  // Envelope: format, version, game id, time, whether the game is finished, and the match itself.
  std::string save_game(const std::string& id, const json& match, bool finished) const;
  LoadedDocument load_game(const std::string& id) const;  // checks the envelope, not the match
  // Moves an unreadable autosave aside and returns the sentence to show the player.
  std::string set_aside(const std::string& id, const std::string& problem) const;

 private:
  fs::path dir_;
};

}  // namespace tabletop
