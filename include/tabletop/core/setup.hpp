#pragma once
// What a game's setup (a JSON object: the form's values, remembered settings, a script's "setup",
// sim's options) says, read the same way by the form, the command line and every game.
#include <string>
#include <vector>

#include "tabletop/core/game.hpp"
#include "tabletop/core/seat.hpp"

namespace tabletop {

// A whole number of a setup (a form's values, settings, sim options), or `fallback` when it has none;
// a value that is not a whole number is refused (BadData), and the game's State refuses a number out
// of its range with a message of its own.
int setup_int(const json& setup, const char* key, int fallback);
// The seats a setup names: "seatN" is "person", "joined" (a player from another terminal) or a robot
// style id, "nameN" an optional name (the setup form writes them so; ui/setup_seats.hpp).
std::vector<Seat> seats_from_setup(const json& setup, int count, const std::vector<std::string>& style_ids);

}  // namespace tabletop
