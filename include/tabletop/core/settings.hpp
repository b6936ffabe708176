#pragma once
// What the user chose, remembered between launches: look and feel for the whole program, and each
// game's last setup (options, seats, robot styles), which that game reads with its own defaults.
#include <string>
#include <string_view>
#include <vector>

#include "tabletop/core/game.hpp"

namespace tabletop {

// The robot paces a person chooses from, fastest first: the Settings screen lists them, and + and -
// in a game step through the same ones, so the two never disagree.
struct RobotPace {
  std::string_view name;
  int ms;  // how long a robot move stays on screen before the next
};
inline constexpr RobotPace kRobotPaces[] = {
    {"instant", 0}, {"fast", 300}, {"normal", 700}, {"slow", 1200}, {"very slow", 2000}};
const RobotPace& nearest_pace(int ms);
// The pace `steps` places slower (negative: faster) than the one nearest `ms`, kept within the list.
const RobotPace& pace_after(int ms, int steps);

struct Settings {
  std::string theme = "default";  // "default" or "mono"
  bool ascii = false;             // force ASCII drawing even under a UTF-8 locale
  bool mouse = true;
  int robot_pace_ms = 700;  // pause before each robot move so a person can follow it: one of kRobotPaces
  // How a hosted game tells a person their turn came after others moved: "usual" (the bell, unless
  // NO_COLOR asks the terminal for quiet), "bell", "flash" or "off".
  std::string turn_alert = "usual";
  std::string last_game;        // the game played last, resumed on launch if unfinished
  json games = json::object();  // game id -> that game's last setup
  // Keys chosen in place of the defaults: key map ("shared" or a game's id) -> command word -> key
  // names, {"shared": {"up": ["w"]}}. The program checks them against its maps when it applies them.
  json keys = json::object();

  json game(const std::string& id) const;
  void set_game(const std::string& id, json setup);

  json to_json() const;
  static Settings from_json(const json& j);  // throws BadData
  // Field by field: a missing or bad field gets its default and its name is added to `replaced`.
  static Settings from_json(const json& j, std::vector<std::string>& replaced);

  bool operator==(const Settings&) const = default;
};

inline constexpr const char* kSettingsFormat = "tabletop-settings";
inline constexpr int kSettingsVersion = 1;

}  // namespace tabletop
