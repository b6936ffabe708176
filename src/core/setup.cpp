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

namespace {

// "a", "a or b", "a, b or c".
std::string one_of(const std::vector<std::string>& words) {
  std::string said;
  for (std::size_t i = 0; i < words.size(); ++i) {
    if (i > 0) said += i + 1 == words.size() ? " or " : ", ";
    said += words[i];
  }
  return said;
}

// What an option's values must be, from its choices: "true or false", "from 2 to 4", "5, 7 or 9".
std::string what_it_must_be(const std::vector<SetupChoice>& choices) {
  const auto all = [&choices](bool (json::*is)() const noexcept) {
    return std::all_of(choices.begin(), choices.end(), [is](const SetupChoice& c) { return (c.value.*is)(); });
  };
  if (all(&json::is_boolean)) return "true or false";
  std::vector<std::string> values;
  for (const SetupChoice& choice : choices) values.push_back(choice.value.dump());
  if (all(&json::is_number_integer)) {
    bool counting = choices.size() > 2;  // 2, 3, 4: said as a range
    for (std::size_t i = 1; i < choices.size(); ++i) {
      counting = counting && choices[i].value.get<long long>() == choices[i - 1].value.get<long long>() + 1;
    }
    if (counting) return "from " + values.front() + " to " + values.back();
  }
  return one_of(values);
}

}  // namespace

void check_setup(const std::vector<SetupOption>& options, const json& setup) {
  if (!setup.is_object()) return;
  for (const SetupOption& option : options) {
    if (option.choices.empty() || option.more_than_choices || !setup.contains(option.key)) continue;
    const json& value = setup[option.key];
    // 9.5, 7.0 or "7" is no size at all: said so, as setup_int says it (JSON holds 7.0 equal to 7).
    if (option.choices.front().value.is_number_integer() && !value.is_number_integer()) {
      throw BadData(option.key + " must be a whole number, not " + value.dump());
    }
    const auto chosen = [&value](const SetupChoice& c) { return c.value == value; };
    if (std::any_of(option.choices.begin(), option.choices.end(), chosen)) continue;
    throw BadData(option.key + " must be " + what_it_must_be(option.choices) + ", not " + value.dump());
  }
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

int setup_players(const json& setup) { return setup_int(setup, "players", 2); }

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
