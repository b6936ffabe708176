#pragma once
// Runs the command line in-process, as `tabletop ARGS...` would, keeping its exit status and output.
#include <sstream>
#include <string>
#include <vector>

#include "tabletop/app/cli.hpp"
#include "tabletop/registry/game_entry.hpp"

namespace tabletop::testing {

struct Run {
  int status = 0;
  std::string out;
  std::string err;
};

inline Run run(const std::vector<std::string>& args) {
  std::ostringstream out, err;
  Run r;
  r.status = run_command_line(args, out, err);
  r.out = out.str();
  r.err = err.str();
  return r;
}

// "(the games: pako, ludo, ...)", as refusals name them: from the registry, so a game added is expected.
inline std::string the_games() {
  std::string ids;
  for (const GameEntry& game : games()) ids += (ids.empty() ? "" : ", ") + game.id;
  return "(the games: " + ids + ")";
}

}  // namespace tabletop::testing
