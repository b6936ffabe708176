#pragma once
// What every game's replay script reader shares: the optional "seats" list, and errors that name
// the step of the script they happened at.
#include <string>
#include <vector>

#include "tabletop/core/json_read.hpp"
#include "tabletop/core/robot.hpp"
#include "tabletop/core/seat.hpp"

namespace tabletop {

// "person" or a robot style id per seat, so that a game continued with --autosave knows which seats
// robots play.
template <GameState S>
std::vector<Seat> script_seats(const json& script, int players, const std::vector<RobotStyle<S>>& styles) {
  std::vector<Seat> seats;
  const json kinds = jsonread::has(script, "seats") ? jsonread::array_field(script, "seats", "") : json::array();
  if (kinds.size() > static_cast<std::size_t>(players)) throw BadData("seats lists more seats than players");
  for (int i = 0; i < players; ++i) {
    Seat seat{false, "", std::string("Player ") + seat_letter(i)};
    if (static_cast<std::size_t>(i) < kinds.size()) {
      const json& kind = kinds[static_cast<std::size_t>(i)];
      if (!kind.is_string()) throw BadData("seats[" + std::to_string(i) + "] must be \"person\" or a robot style");
      if (kind != "person") {
        if (find_style(styles, kind.get<std::string>()) == nullptr) {
          throw BadData("seats[" + std::to_string(i) + "]: unknown robot style " + kind.dump());
        }
        seat = Seat{true, kind.get<std::string>(), std::string("Robot ") + seat_letter(i)};
      }
    }
    seats.push_back(seat);
  }
  return seats;
}

// Runs one step of a script; a broken rule or bad input inside it is reported as "WHERE: what".
template <class Step>
void script_step(const std::string& where, Step&& step) {
  try {
    step();
  } catch (const IllegalMove& e) {
    throw IllegalMove(where + ": " + e.what());
  } catch (const BadData& e) {
    const std::string text = e.what();
    throw BadData(text.rfind(where, 0) == 0 ? text : where + ": " + text);
  }
}

}  // namespace tabletop
