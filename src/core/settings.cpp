#include "tabletop/core/settings.hpp"

#include <algorithm>
#include <cstdlib>
#include <iterator>

#include "tabletop/core/json_read.hpp"

namespace tabletop {

const RobotPace& nearest_pace(int ms) {
  return *std::min_element(
      std::begin(kRobotPaces), std::end(kRobotPaces),
      [ms](const RobotPace& a, const RobotPace& b) { return std::abs(a.ms - ms) < std::abs(b.ms - ms); });
}

const RobotPace& pace_after(int ms, int steps) {
  const auto at = &nearest_pace(ms) - std::begin(kRobotPaces);
  const auto last = static_cast<std::ptrdiff_t>(std::size(kRobotPaces)) - 1;
  return kRobotPaces[std::clamp<std::ptrdiff_t>(at + steps, 0, last)];
}

json Settings::game(const std::string& id) const {
  auto it = games.find(id);
  return it != games.end() && it->is_object() ? *it : json::object();
}

void Settings::set_game(const std::string& id, json setup) { games[id] = std::move(setup); }

json Settings::to_json() const {
  return json{{"format", kSettingsFormat},
              {"version", kSettingsVersion},
              {"global",
               {{"theme", theme},
                {"ascii", ascii},
                {"mouse", mouse},
                {"robot_pace_ms", robot_pace_ms},
                {"turn_alert", turn_alert}}},
              {"last_game", last_game},
              {"games", games},
              {"keys", keys}};
}

Settings Settings::from_json(const json& j) {
  std::vector<std::string> replaced;
  Settings s = from_json(j, replaced);
  if (!replaced.empty()) throw BadData("settings." + replaced.front() + " is not a setting this program knows");
  return s;
}

// Each field on its own: a bad one costs itself, never the others.
Settings Settings::from_json(const json& j, std::vector<std::string>& replaced) {
  Settings s;
  // A field that is not there (a file from an older version, or written by hand) quietly keeps its default.
  const auto read = [&replaced, &j](const std::string& name, auto&& step) {
    const std::size_t dot = name.find('.');
    const json* parent = &j;
    if (dot != std::string::npos) {
      if (!j.is_object() || !j.contains(name.substr(0, dot))) return;
      parent = &j[name.substr(0, dot)];
    }
    if (!parent->is_object()) {
      replaced.push_back(name);
      return;
    }
    if (!parent->contains(name.substr(dot == std::string::npos ? 0 : dot + 1))) return;
    try {
      step();
    } catch (const std::exception&) {  // BadData, or a JSON type error
      replaced.push_back(name);
    }
  };
  const json global = j.is_object() && j.contains("global") && j["global"].is_object() ? j["global"] : json();
  read("global.theme", [&] {
    const std::string chosen = jsonread::string_field(global, "theme", "settings.global");
    if (chosen != "default" && chosen != "mono") throw BadData("theme");
    s.theme = chosen;
  });
  read("global.ascii", [&] { s.ascii = jsonread::bool_field(global, "ascii", "settings.global"); });
  read("global.mouse", [&] { s.mouse = jsonread::bool_field(global, "mouse", "settings.global"); });
  // A pace from an older version or a hand edit becomes the nearest one the Settings screen offers.
  read("global.robot_pace_ms", [&] {
    s.robot_pace_ms = nearest_pace(jsonread::int_field(global, "robot_pace_ms", 0, 5000, "settings.global")).ms;
  });
  read("global.turn_alert", [&] {
    const std::string chosen = jsonread::string_field(global, "turn_alert", "settings.global");
    if (chosen != "usual" && chosen != "bell" && chosen != "flash" && chosen != "off") throw BadData("turn_alert");
    s.turn_alert = chosen;
  });
  read("last_game", [&] {
    const std::string last = jsonread::string_field(j, "last_game", "settings");
    if (last.size() > 40) throw BadData("last_game");
    s.last_game = last;
  });
  read("games", [&] {
    const json& setups = jsonread::field(j, "games", "settings");
    if (!setups.is_object()) throw BadData("games");
    for (const auto& [id, setup] : setups.items()) {
      if (setup.is_object()) s.games[id] = setup;
      else replaced.push_back("games." + id);
    }
  });
  read("keys", [&] {
    const json& maps = jsonread::field(j, "keys", "settings");
    if (!maps.is_object()) throw BadData("keys");
    for (const auto& [map, chosen] : maps.items()) {
      const bool well_formed = chosen.is_object() && std::all_of(chosen.begin(), chosen.end(), [](const json& names) {
                                 return names.is_array() && !names.empty() && names.size() <= 8 &&
                                        std::all_of(names.begin(), names.end(),
                                                    [](const json& n) { return n.is_string() && n.size() <= 8; });
                               });
      if (well_formed) s.keys[map] = chosen;
      else replaced.push_back("keys." + map);
    }
  });
  return s;
}

}  // namespace tabletop
