#include "tabletop/core/settings.hpp"

#include "tabletop/core/json_read.hpp"

namespace tabletop {

json Settings::game(const std::string& id) const {
  auto it = games.find(id);
  return it != games.end() && it->is_object() ? *it : json::object();
}

void Settings::set_game(const std::string& id, json setup) { games[id] = std::move(setup); }

json Settings::to_json() const {
  return json{{"format", kSettingsFormat},
              {"version", kSettingsVersion},
              {"global", {{"theme", theme}, {"ascii", ascii}, {"mouse", mouse}, {"robot_pace_ms", robot_pace_ms}}},
              {"last_game", last_game},
              {"games", games}};
}

Settings Settings::from_json(const json& j) {
  Settings s;
  const json& global = jsonread::field(j, "global", "settings");
  s.theme = jsonread::string_field(global, "theme", "settings.global");
  if (s.theme != "default" && s.theme != "mono") throw BadData("settings.global.theme must be default or mono");
  s.ascii = jsonread::bool_field(global, "ascii", "settings.global");
  s.mouse = jsonread::bool_field(global, "mouse", "settings.global");
  s.robot_pace_ms = jsonread::int_field(global, "robot_pace_ms", 0, 5000, "settings.global");
  s.last_game = jsonread::string_field(j, "last_game", "settings");
  s.games = jsonread::field(j, "games", "settings");
  if (!s.games.is_object()) throw BadData("settings.games must be an object");
  return s;
}

}  // namespace tabletop
