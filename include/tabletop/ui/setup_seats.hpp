#pragma once
// The seats of a game's setup form, written once for every game: who sits where (a person, a robot,
// a friend joined from another terminal), their names, the coach, and the values the form hands on.
#include <string>
#include <vector>

#include "tabletop/core/levels.hpp"
#include "tabletop/core/seat.hpp"
#include "tabletop/core/setup.hpp"
#include "tabletop/ui/form.hpp"

namespace tabletop {

// The "Name X" field of a seat: its name from the last setup, empty for the name the seat is given.
ui::Field name_field(const json& last, int seat);
// After a change: an empty name shows, dimmed, the name the seat will get ("Player A", "Robot B");
// a seat joined from another terminal takes the name its player brings, unless one is given.
void name_seats(std::vector<ui::Field>& fields);

// What a seat's choice of this robot says of it.
template <GameState S>
std::string robot_note(const RobotStyle<S>& style) {
  return "A robot. " + style.title + ": " + style.about + ".";
}

// Per seat, a "Seat X: person / robot style" field and a "Name X" field, from the last setup; a seat
// never chosen yet starts as `first_use[seat]`, or else seat A as a person and the others as the
// game's Normal robot (core/levels.hpp): one person against the computer, the way most people start.
template <GameState S>
std::vector<ui::Field> seat_fields(const json& last, int max_seats, const std::vector<RobotStyle<S>>& styles,
                                   const std::vector<std::string>& first_use = {}) {
  std::vector<ui::Field> fields;
  std::vector<std::string> labels{"Person"};
  std::vector<json> values{"person"};
  for (const auto& style : styles) {
    labels.push_back("Robot: " + style.title);
    values.push_back(style.id);
  }
  for (int i = 0; i < max_seats; ++i) {
    const std::string key = "seat" + std::to_string(i);
    ui::Field f = ui::Field::choice(key, std::string("Seat ") + seat_letter(i), labels, values,
                                    last.contains(key) ? last[key]
                                    : static_cast<std::size_t>(i) < first_use.size()
                                        ? json(first_use[static_cast<std::size_t>(i)])
                                    : i == 0 || styles.empty() ? json("person")
                                                               : json(default_style(styles).id));
    f.seat = i;
    f.option_notes = {"A person at this keyboard; left/right for a robot."};
    for (const auto& style : styles) f.option_notes.push_back(robot_note(style));
    fields.push_back(std::move(f));
    fields.push_back(name_field(last, i));
  }
  return fields;
}

// The form's field of a setup option (core/setup.hpp), at the value `last` gives it when that is one of
// its choices, else at its fallback.
ui::Field option_field(const SetupOption& option, const json& last);

// The setup form made from a game's options, in their order, with the seats' fields after the option
// whose seats_follow says so (at the end, if none does); an option without a label is left out (the
// command line's only, or a field the game makes itself).
std::vector<ui::Field> option_fields(const std::vector<SetupOption>& options, const json& last,
                                     std::vector<ui::Field> seats);

// A hosted game's setup: every seat that can be a person can also be "Joined from another terminal".
// `waiting` friends already at the table take the first robot seats in play that no joined seat serves.
// `invitation` is the way in the choice's note names ("" for the bare command's name).
void offer_joined_seats(std::vector<ui::Field>& fields, const json& last, int waiting = 0,
                        const std::string& invitation = "");
// The first robot seats in play become joined ones until `waiting` friends each have a seat: a friend
// who comes while the setup is open is given one too.
void seat_waiting_friends(std::vector<ui::Field>& fields, int waiting);
// The setup with every joined seat made a person at this keyboard (a game that is not hosted).
json without_joined_seats(const json& setup);
// Who of the friends `waiting` at a hosted table sits at each joined seat of the setup left without a name,
// by seat ("" for none), as the host seats them when the game opens (joined_seat_for, in the order they came).
std::vector<std::string> friends_seated(const json& setup, const std::vector<std::string>& waiting);
// The setup with those seats named for the friends who will sit there, so the game calls them so from the
// start; the seats in play are those of `shown`, the values of the fields the form shows.
json with_friends_named(json setup, const json& shown, const std::vector<std::string>& waiting);
// An empty name field of such a seat shows, dimmed, the friend's name.
void name_friends_seats(std::vector<ui::Field>& fields, const std::vector<std::string>& waiting);

// The coach, a choice of every game with a review (ui/coach.hpp): off unless chosen.
ui::Field coach_field(const json& last);

// Hides the seat fields beyond the chosen number of players.
void show_seats(std::vector<ui::Field>& fields, int players);
// The chosen value of a field, or `fallback` when the form has no such field.
json field_value(const std::vector<ui::Field>& fields, const std::string& key, const json& fallback);

}  // namespace tabletop
