#pragma once
// The optional "seats" list of a replay script: "person", "joined" (a person at another terminal,
// for `tabletop host`) or a robot style id per seat, so a game continued with --autosave has its
// robots and its joined seats. Every game's script reader uses it.
#include <functional>
#include <string>
#include <vector>

#include "tabletop/core/robot.hpp"
#include "tabletop/core/seat.hpp"

namespace tabletop {

template <GameState S>
std::vector<Seat> script_seats(const json& script, int count, const std::vector<RobotStyle<S>>& styles,
                               const std::function<std::string(int seat, bool robot)>& name_of = default_seat_name) {
  const bool listed = script.is_object() && script.contains("seats");
  if (listed && !script["seats"].is_array()) throw BadData("seats must be a list");
  const json kinds = listed ? script["seats"] : json::array();
  if (kinds.size() > static_cast<std::size_t>(count)) throw BadData("seats lists more seats than there are players");
  std::vector<Seat> seats;
  for (int i = 0; i < count; ++i) {
    const json kind = static_cast<std::size_t>(i) < kinds.size() ? kinds[static_cast<std::size_t>(i)] : json("person");
    if (kind == "person" || kind == "joined") {
      seats.push_back(Seat{false, "", name_of(i, false), kind == "joined"});
      continue;
    }
    if (!kind.is_string() || find_style(styles, kind.get<std::string>()) == nullptr) {
      std::string known;
      for (const auto& style : styles) known += (known.empty() ? "" : ", ") + style.id;
      throw BadData("seats[" + std::to_string(i) + "] must be \"person\", \"joined\" or a robot style (" + known + ")");
    }
    seats.push_back(Seat{true, kind.get<std::string>(), name_of(i, true)});
  }
  return seats;
}

}  // namespace tabletop
