#include "tabletop/ui/setup_seats.hpp"

#include <algorithm>
#include <string>
#include <vector>

namespace tabletop {

void offer_joined_seats(std::vector<ui::Field>& fields, const json& last, int waiting, const std::string& invitation) {
  for (auto& f : fields) {
    const auto person = std::find(f.values.begin(), f.values.end(), json("person"));
    if (f.is_text || person == f.values.end()) continue;
    const auto at = person - f.values.begin() + 1;
    f.options.insert(f.options.begin() + at, "Joined from another terminal");
    f.values.insert(f.values.begin() + at, "joined");
    if (f.option_notes.size() >= static_cast<std::size_t>(at)) {
      f.option_notes.insert(f.option_notes.begin() + at,
                            invitation.empty()
                                ? "A person who joins from another terminal (tabletop join) plays this seat."
                                : "A person who joins from another terminal plays this seat: " + invitation + ".");
    }
    if (last.is_object() && last.contains(f.key) && last[f.key] == "joined") f.chosen = static_cast<int>(at);
    else if (f.chosen >= at) ++f.chosen;
  }
  seat_waiting_friends(fields, waiting);
}

void seat_waiting_friends(std::vector<ui::Field>& fields, int waiting) {
  // Seats in play (all of them where no number of players hides some) that a robot plays.
  const json players = field_value(fields, "players", nullptr);
  std::vector<ui::Field*> robot_seats;
  for (auto& f : fields) {
    const auto joined = std::find(f.values.begin(), f.values.end(), json("joined"));
    if (f.is_text || joined == f.values.end()) continue;
    const auto at = joined - f.values.begin();
    const bool in_play = !players.is_number_integer() || (f.seat >= 0 && f.seat < players.get<int>());
    if (in_play && f.chosen == at) --waiting;                 // a seat already waits for a friend
    if (in_play && f.chosen > at) robot_seats.push_back(&f);  // the robots' choices follow the joined one
  }
  for (ui::Field* f : robot_seats) {
    if (waiting-- <= 0) break;
    const auto joined = std::find(f->values.begin(), f->values.end(), json("joined"));
    f->chosen = static_cast<int>(joined - f->values.begin());
  }
}

json without_joined_seats(const json& setup) {
  json plain = setup;
  if (!plain.is_object()) return plain;
  for (auto& [key, value] : plain.items()) {
    if (key.rfind("seat", 0) == 0 && value == "joined") value = "person";
  }
  return plain;
}

std::vector<std::string> friends_seated(const json& setup, const std::vector<std::string>& waiting) {
  int count = 0;
  while (setup.is_object() && setup.contains("seat" + std::to_string(count))) ++count;
  std::vector<Seat> seats = seats_from_setup(setup, count, {});  // named as the game will name them
  std::vector<bool> open;
  for (const Seat& who : seats) open.push_back(who.joined);
  std::vector<std::string> seated(seats.size());
  for (const std::string& friend_name : waiting) {
    const int s = joined_seat_for(seats, open, friend_name);
    if (s < 0) continue;
    open[static_cast<std::size_t>(s)] = false;
    seats[static_cast<std::size_t>(s)].name = friend_name;  // as sitting down names the seat
    const json& typed = setup.value("name" + std::to_string(s), json(""));
    if (typed.is_string() && typed.get<std::string>().empty()) seated[static_cast<std::size_t>(s)] = friend_name;
  }
  return seated;
}

json with_friends_named(json setup, const json& shown, const std::vector<std::string>& waiting) {
  const std::vector<std::string> seated = friends_seated(shown, waiting);
  for (std::size_t seat = 0; seat < seated.size(); ++seat) {
    if (!seated[seat].empty()) setup["name" + std::to_string(seat)] = seated[seat];
  }
  return setup;
}

void name_friends_seats(std::vector<ui::Field>& fields, const std::vector<std::string>& waiting) {
  const std::vector<std::string> seated = friends_seated(ui::form_values(fields), waiting);
  for (auto& name : fields) {
    if (!name.is_text || name.seat < 0 || name.seat >= static_cast<int>(seated.size())) continue;
    if (const std::string& friend_name = seated[static_cast<std::size_t>(name.seat)]; !friend_name.empty()) {
      name.placeholder = friend_name;
      name.note = friend_name +
                  ", at the table, sits here under their own name; with a name typed here, a player "
                  "joining under it takes the seat first.";
    }
  }
}

ui::Field coach_field(const json& last) {
  ui::Field f = ui::Field::choice("coach", "Coach", {"off", "on"}, {false, true},
                                  last.is_object() && last.contains("coach") ? last["coach"] : json(false));
  f.note =
      "On: after a move of yours that the review's search grades a mistake or worse, a line under the board says "
      "what it cost and what Hard would have played.";
  return f;
}

ui::Field name_field(const json& last, int seat) {
  const std::string key = "name" + std::to_string(seat);
  ui::Field f = ui::Field::text_field(key, std::string("Name ") + seat_letter(seat),
                                      last.contains(key) && last[key].is_string() ? last[key].get<std::string>() : "",
                                      kMaxNameCharacters);
  f.seat = seat;
  return f;
}

void name_seats(std::vector<ui::Field>& fields) {
  for (auto& name : fields) {
    if (!name.is_text || name.seat < 0 || name.key != "name" + std::to_string(name.seat)) continue;
    const json kind = field_value(fields, "seat" + std::to_string(name.seat), "person");
    const std::string what = kind.is_string() ? kind.get<std::string>() : "";
    if (what == "joined") {
      name.placeholder = "the joining player's";
      name.note =
          "Left empty, the first player to join takes this seat under their own name; with a name, a "
          "player joining under that name takes it first.";
      continue;
    }
    const std::string given = default_seat_name(name.seat, what != "person");
    name.placeholder = given;
    name.note = "Left empty, this seat is called " + given + ".";
  }
}

void show_seats(std::vector<ui::Field>& fields, int players) {
  for (auto& f : fields) {
    if (f.seat >= 0) f.hidden = f.seat >= players;
  }
}

json field_value(const std::vector<ui::Field>& fields, const std::string& key, const json& fallback) {
  for (const auto& f : fields) {
    if (f.key == key) return f.value();
  }
  return fallback;
}

ui::Field option_field(const SetupOption& option, const json& last) {
  std::vector<std::string> labels;
  std::vector<json> values;
  bool noted = false;
  for (const SetupChoice& choice : option.choices) {
    labels.push_back(choice.label);
    values.push_back(choice.value);
    noted = noted || !choice.note.empty();
  }
  const bool remembered = last.is_object() && last.contains(option.key) &&
                          std::find(values.begin(), values.end(), last[option.key]) != values.end();
  ui::Field field = ui::Field::choice(option.key, option.label, std::move(labels), std::move(values),
                                      remembered ? last[option.key] : option.fallback);
  field.note = option.note;
  if (noted) {
    for (const SetupChoice& choice : option.choices) field.option_notes.push_back(choice.note);
  }
  return field;
}

std::vector<ui::Field> option_fields(const std::vector<SetupOption>& options, const json& last,
                                     std::vector<ui::Field> seats) {
  std::vector<ui::Field> fields;
  const auto seat_here = [&] {
    for (ui::Field& seat : seats) fields.push_back(std::move(seat));
    seats.clear();
  };
  for (const SetupOption& option : options) {
    if (!option.label.empty()) fields.push_back(option_field(option, last));
    if (option.seats_follow) seat_here();
  }
  seat_here();
  return fields;
}

}  // namespace tabletop
