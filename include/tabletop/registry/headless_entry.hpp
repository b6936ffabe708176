#pragma once
// The headless part of a registry entry: what the command line, the benchmark and the tests need of a
// game with no screen (replay, check, review, sim, sample). Nothing here includes the screen (ui/),
// so this half of every game's entry builds without it (tests/skeleton/headless_test.sh).
#include <cstdint>
#include <functional>
#include <istream>
#include <memory>
#include <string>
#include <vector>

#include "tabletop/core/any_state.hpp"
#include "tabletop/core/game.hpp"
#include "tabletop/core/records.hpp"
#include "tabletop/core/review_report.hpp"
#include "tabletop/core/setup.hpp"
#include "tabletop/core/sim.hpp"

namespace tabletop {

struct ReplayResult {
  json summary;  // what `tabletop replay` prints
  json match;    // the whole match, for --autosave (null when not asked for)
  bool finished = false;
};

// A command of a game's own on the command line, `tabletop NAME OPERAND` (Getaway's check-board).
struct GameCommand {
  std::string name;
  std::string operand;             // its one operand's name in the usage: "FILE"
  std::string operand_about;       // what the operand is, in its --help: "the board file, or - for standard input"
  std::vector<std::string> about;  // the usage's lines on it; the first also heads its --help
  // What it prints for the operand; `in` is standard input, for an operand of "-". Throws BadData.
  std::function<std::string(const std::string& operand, std::istream& in)> run;
};

// A moment of a game a person meets, for the tests that walk every game's screens and their help:
// `script` replayed (a replay document), or else a sampled game (`sample` with `moves` random moves,
// seed 5), then `keys` pressed on it. The moments of one scene share its name and its help.
struct ShowcaseMoment {
  std::string scene;
  std::string script;
  int moves = 40;
  std::vector<int> keys;
};

// What the tests over every game need of one (tests/unit/screens: footer, suggest, fit; ui: help), so
// that a new game's entry is all they need to take it in.
struct Showcase {
  // Replay documents with a person in seat A to move and Hard in seat B: nothing played yet, then any
  // later step of a turn whose keys differ (Archaeology's actions after the dig). The person chooses
  // every move there is to choose, so the suggestion key has something to suggest.
  std::vector<std::string> person_against_hard;
  // The setups that need the most room on screen (the game's most players in every one).
  std::function<std::vector<json>()> largest_setups;
  std::vector<ShowcaseMoment> moments;
};

struct HeadlessEntry {
  std::string id;
  std::string title;
  std::string tagline;
  std::string replay_format;  // an example of the game's own script, for replay --help

  // Each throws BadData (bad input) or IllegalMove (a move that breaks the rules).
  // `with_match`: build the whole match's JSON too (for --autosave); a batch has no use for it.
  std::function<ReplayResult(const json& script, bool with_match)> replay;
  // A line of JSON Lines answered straight from its text, for batches: appends to `out` what replay
  // would print for it (no line end) and returns true, or returns false, `out` untouched, to leave the
  // line to `replay` (which words every error). May give `line` spare capacity. Empty for most games.
  std::function<bool(std::string& line, std::string& out)> answer_line;
  std::function<json(const json& match)> summary;  // the replay output for a saved match
  std::function<void(const json& match)> check;    // throws unless a saved match can go on
  // The review of a game (a save, a kept game or a replay document, as replay reads them): each
  // decision judged from its seat's view, each chance step's luck (core/review.hpp).
  std::function<ReviewReport(const json& document, const ReviewOptions& options)> review;
  std::function<SimReport(const json& params, const std::vector<std::string>& styles, const SimOptions&)> sim;
  // A game in progress for tests and the benchmark: the default setup with people in every seat,
  // changed by `params` (the game's own options), `moves` moves played by random robots (fewer if
  // the game ends first). `robots`, when not empty, seats that many players, a robot style or
  // "person" each: a robot's seat is that robot in the game and makes its moves; a person's moves are
  // random. Throws BadData for a style the game has not.
  std::function<ReplayResult(const json& params, std::uint64_t seed, int moves, const std::vector<std::string>& robots)>
      sample;
  // A new game's state from setup values (the defaults for {}), behind the interface every game shares.
  std::function<std::unique_ptr<AnyState>(const json& setup)> new_game;
  std::vector<std::string> style_ids;
  int fewest_players = 0, most_players = 0;  // the seats a game may have: `sim --seats` gives as many styles
  std::vector<std::string> default_sim_seats;
  // The game's setup options (core/setup.hpp): those that take something are its own --KEY VALUE
  // options of `sim` and `sample`.
  std::vector<SetupOption> setup_options;
  std::vector<GameCommand> commands;                                    // its own commands on the command line
  std::function<std::string(const std::string& style_id)> style_title;  // "expert" -> "Expert"
  std::function<std::string(const std::string& style_id)> style_about;  // how it plays, as its setup note says
  ScoreWords score;   // what its scores count, for the records (empty: it keeps none)
  Showcase showcase;  // what the tests over every game need of it
};

}  // namespace tabletop
