#pragma once
// The optional "seats" list of a replay script: "person" or a robot style id per seat, so a game
// continued with --autosave has its robots. Any game's script reader can use it.
#include <string>
#include <vector>

#include "tabletop/core/robot.hpp"
#include "tabletop/core/seat.hpp"

namespace tabletop {

template <GameState S>
std::vector<Seat> script_seats(const json& script, int players, const std::vector<RobotStyle<S>>& styles) {
  std::vector<Seat> seats;
  const bool listed = script.is_object() && script.contains("seats");
  if (listed && !script["seats"].is_array()) throw BadData("seats must be a list");
  const json kinds = listed ? script["seats"] : json::array();
  if (kinds.size() > static_cast<std::size_t>(players)) throw BadData("seats lists more seats than players");
  for (int i = 0; i < players; ++i) {
    Seat seat{false, "", std::string("Player ") + seat_letter(i)};
    if (static_cast<std::size_t>(i) < kinds.size()) {
      const json& kind = kinds[static_cast<std::size_t>(i)];
      const std::string where = "seats[" + std::to_string(i) + "]";
      if (!kind.is_string()) throw BadData(where + " must be \"person\" or a robot style");
      if (kind != "person") {
        if (find_style(styles, kind.get<std::string>()) == nullptr) throw BadData(where + ": unknown robot style " + kind.dump());
        seat = Seat{true, kind.get<std::string>(), std::string("Robot ") + seat_letter(i)};
      }
    }
    seats.push_back(seat);
  }
  return seats;
}

}  // namespace tabletop
