#include "tabletop/core/setup.hpp"

#include <algorithm>
#include <climits>
#include <cstdint>
#include <stdexcept>

namespace tabletop {

std::vector<SetupChoice> no_or_yes() { return {{false, "no", ""}, {true, "yes", ""}}; }

std::vector<SetupChoice> numbers_from(int fewest, int most) {
  std::vector<SetupChoice> choices;
  for (int n = fewest; n <= most; ++n) choices.push_back({n, std::to_string(n), ""});
  return choices;
}

const SetupOption& setup_option(const std::vector<SetupOption>& options, const std::string& key) {
  for (const SetupOption& option : options) {
    if (option.key == key) return option;
  }
  throw std::logic_error("the setup has no option '" + key + "'");
}

int setup_int(const json& setup, const char* key, int fallback) {
  if (!setup.is_object() || !setup.contains(key)) return fallback;
  const json& value = setup[key];
  // 9.5 or "7" is no size at all: refused, never read as the default. A whole number past int's range
  // is held at its end, so the game refuses it with its own words.
  if (!value.is_number_integer()) throw BadData(std::string(key) + " must be a whole number, not " + value.dump());
  if (value.is_number_unsigned()) return static_cast<int>(std::min<std::uint64_t>(value.get<std::uint64_t>(), INT_MAX));
  return static_cast<int>(std::clamp<std::int64_t>(value.get<std::int64_t>(), INT_MIN, INT_MAX));
}

std::vector<Seat> seats_from_setup(const json& setup, int count, const std::vector<std::string>& style_ids) {
  // Setup forms are flat: "seat0".."seatN" hold "person", "joined" or a robot style, "name0".. the names.
  std::vector<Seat> seats;
  for (int i = 0; i < count; ++i) {
    const std::string seat_key = "seat" + std::to_string(i);
    const std::string name_key = "name" + std::to_string(i);
    const std::string kind =
        setup.contains(seat_key) && setup[seat_key].is_string() ? setup[seat_key].get<std::string>() : "person";
    Seat seat;
    seat.robot = std::find(style_ids.begin(), style_ids.end(), kind) != style_ids.end();
    seat.style = seat.robot ? kind : "";
    seat.joined = kind == "joined";
    const bool named =
        setup.contains(name_key) && setup[name_key].is_string() && !setup[name_key].get<std::string>().empty();
    seat.name = named ? setup[name_key].get<std::string>() : default_seat_name(i, seat.robot);
    seats.push_back(seat);
  }
  return seats;
}

}  // namespace tabletop
