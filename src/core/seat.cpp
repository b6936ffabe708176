#include "tabletop/core/seat.hpp"

#include "tabletop/core/json_read.hpp"

#include <algorithm>
#include <cctype>
#include <limits>

namespace tabletop {

json seat_to_json(const Seat& seat) {
  json j{{"robot", seat.robot}, {"style", seat.style}, {"name", seat.name}};
  if (seat.joined) j["joined"] = true;  // only then: the saves of games never hosted stay as they were
  if (seat.user >= 0) j["user"] = seat.user;
  if (seat.sat) j["sat"] = true;
  return j;
}

Seat seat_from_json(const json& j, const std::string& where) {
  Seat seat;
  seat.robot = jsonread::bool_field(j, "robot", where);
  seat.style = jsonread::string_field(j, "style", where);
  seat.name = jsonread::string_field(j, "name", where);
  if (characters_in(seat.name) > kMaxNameCharacters) {
    throw BadData(where + ".name is longer than " + std::to_string(kMaxNameCharacters) + " characters");
  }
  if (jsonread::has(j, "joined")) seat.joined = jsonread::bool_field(j, "joined", where);
  if (jsonread::has(j, "user")) seat.user = jsonread::int_field(j, "user", 0, std::numeric_limits<int>::max(), where);
  if (jsonread::has(j, "sat")) seat.sat = jsonread::bool_field(j, "sat", where);
  return seat;
}

json seats_to_json(const std::vector<Seat>& seats) {
  json list = json::array();
  for (const auto& seat : seats) list.push_back(seat_to_json(seat));
  return list;
}

std::vector<Seat> seats_from_json(const json& j, const std::string& where) {
  if (!j.is_array()) throw BadData(where + " must be a list");
  std::vector<Seat> seats;
  for (std::size_t i = 0; i < j.size(); ++i)
    seats.push_back(seat_from_json(j[i], where + "[" + std::to_string(i) + "]"));
  return seats;
}

std::size_t characters_in(const std::string& text) {
  std::size_t count = 0;
  for (unsigned char c : text) count += (c & 0xC0) != 0x80;
  return count;
}

char seat_letter(int seat) { return static_cast<char>('A' + seat); }

std::string seat_letter_text(int seat) { return std::string(1, seat_letter(seat)); }

std::string default_seat_name(int seat, bool robot) { return (robot ? "Robot " : "Player ") + seat_letter_text(seat); }

void require_distinct_names(const std::vector<std::string>& names) {
  for (std::size_t i = 0; i < names.size(); ++i) {
    if (std::find(names.begin() + static_cast<std::ptrdiff_t>(i) + 1, names.end(), names[i]) != names.end()) {
      throw BadData("Two players are called " + names[i] +
                    ": give each a name of their own, so the log can tell them apart.");
    }
  }
}

bool same_name(const std::string& a, const std::string& b) {
  return std::equal(a.begin(), a.end(), b.begin(), b.end(), [](char x, char y) {
    return std::tolower(static_cast<unsigned char>(x)) == std::tolower(static_cast<unsigned char>(y));
  });
}

int joined_seat_for(const std::vector<Seat>& seats, const std::vector<bool>& open, const std::string& name) {
  for (std::size_t s = 0; s < seats.size(); ++s) {
    if (seats[s].joined && same_name(seats[s].name, name)) return static_cast<int>(s);
  }
  for (std::size_t s = 0; s < seats.size() && s < open.size(); ++s) {
    if (open[s]) return static_cast<int>(s);
  }
  return -1;
}

}  // namespace tabletop
