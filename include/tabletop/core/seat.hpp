#pragma once
// Who sits in a seat: a person at the keyboard or a robot of a named style. A person's seat may be
// played from another terminal when the game is hosted (`tabletop host`); the game itself never asks.
#include <string>
#include <vector>

#include "tabletop/core/game.hpp"

namespace tabletop {

// The one limit of a player's name, in characters: every setup, script, save, record and joined
// player is held to it, so that no name can swell a screen's text.
inline constexpr std::size_t kMaxNameCharacters = 20;

struct Seat {
  bool robot = false;
  std::string style;  // robot style id; empty for a person
  std::string name;   // shown in the players panel and the log
  // Played from another terminal when hosted; kept while a robot stands in, so the player can take it
  // back by name. Unhosted, a joined seat is a person at this keyboard like any other.
  bool joined = false;
  // The system user (uid) who sat at a joined seat, kept in the save so that after the host's restart
  // too only that user takes it back under its name (with --group other users join as well); -1: none.
  int user = -1;
  // A player has sat at this joined seat (even one whose user could not be told): it waits for them
  // when they go, instead of reading as open to whoever joins first. Kept in the save too.
  bool sat = false;

  bool operator==(const Seat&) const = default;
};

json seat_to_json(const Seat& seat);
Seat seat_from_json(const json& j, const std::string& where);
json seats_to_json(const std::vector<Seat>& seats);
std::vector<Seat> seats_from_json(const json& j, const std::string& where);

// Characters of a UTF-8 text (its continuation bytes not counted): how names' limits are measured.
std::size_t characters_in(const std::string& text);

// Throws BadData when two players share a name: the log, the records and a returning joined player
// could not tell them apart.
void require_distinct_names(const std::vector<std::string>& names);

// "A", "B", ... used where a seat needs a one-letter label.
char seat_letter(int seat);
// seat_letter as a text, to join onto words: "A has no hedgehog on top".
std::string seat_letter_text(int seat);
// "Player A" or "Robot A": what a seat is called when no name is given.
std::string default_seat_name(int seat, bool robot);

// Whether two names are one player's, whatever their case: "bob" takes back Bob's seat.
bool same_name(const std::string& a, const std::string& b);
// The seat a player joining a hosted table under `name` takes: the joined seat under their name (even one
// held: a second terminal of theirs takes it over), else the first seat still `open`; -1: none, they watch.
int joined_seat_for(const std::vector<Seat>& seats, const std::vector<bool>& open, const std::string& name);

}  // namespace tabletop
