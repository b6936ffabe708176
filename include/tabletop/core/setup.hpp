#pragma once
// What a game's setup (a JSON object: the form's values, remembered settings, a script's "setup",
// sim's options) says, read the same way by the form, the command line and every game.
#include <string>
#include <vector>

#include "tabletop/core/game.hpp"
#include "tabletop/core/seat.hpp"

namespace tabletop {

// One choice of a setup option: its value, as the setup form shows it, and what choosing it means.
struct SetupChoice {
  json value;
  std::string label;  // "9 x 9"
  std::string note;   // said after the option's note while it is chosen in the form
};

// A value of a game's setup described once: its setup form field, its --KEY option of `sim` and
// `sample` with its line in their --help, and its default on first use all come from here.
struct SetupOption {
  std::string key{};                   // the setup's key: "size", and --size on the command line
  std::string label{};                 // the form's: "Yard" ("": the form has no such field, or its own)
  std::vector<SetupChoice> choices{};  // the form's choices, in order
  json fallback{};                     // the form's choice on first use
  std::string note{};                  // under the form's field
  bool seats_follow = false;           // the seats' fields come right after this one in the form
  // The choices are only what the form offers: a script may give another value (a game's heaps, any
  // list of them), which the game reads and checks itself.
  bool more_than_choices = false;
  // On the command line: what the option takes in the usage ("N"; "": it is not there), its words in
  // --help, and the keys that say the same another way (given together, refused).
  std::string takes{};
  std::string about{};
  std::vector<std::string> excludes{};
};

// The choices of a yes-or-no option, in the words the form shows: no (false), then yes (true).
std::vector<SetupChoice> no_or_yes();
// The choices of a number from `fewest` to `most`, each shown as itself.
std::vector<SetupChoice> numbers_from(int fewest, int most);
// The option of `options` with this key; throws std::logic_error when a game names one it has not.
const SetupOption& setup_option(const std::vector<SetupOption>& options, const std::string& key);

// Refuses (BadData) a setup value that is none of its option's choices, in words made from them:
// "size must be 5, 7, 9, 11, 13 or 15, not 8". An option without choices (a board's file name) is
// the game's to read and check, as is one with more values than its choices; a key the setup does not
// hold takes its default.
void check_setup(const std::vector<SetupOption>& options, const json& setup);
// A whole number of a setup (a form's values, settings, sim options), or `fallback` when it has none;
// a value that is not a whole number is refused (BadData), and the game's State refuses a number out
// of its range with a message of its own.
int setup_int(const json& setup, const char* key, int fallback);
// How many play by a setup: its "players", or two.
int setup_players(const json& setup);
// The seats a setup names: "seatN" is "person", "joined" (a player from another terminal) or a robot
// style id, "nameN" an optional name (the setup form writes them so; ui/setup_seats.hpp).
std::vector<Seat> seats_from_setup(const json& setup, int count, const std::vector<std::string>& style_ids);

}  // namespace tabletop
