#pragma once
// The command line: play (no command), replay, state, sim, --help and --version.
#include <iosfwd>
#include <string>
#include <vector>

namespace tabletop {

// Runs the program for `args` (without the program name); returns the exit status.
// Output goes to `out` and `err`, so tests can run commands in-process. `program` is the name or path
// the program was started by, for words that tell the player how to start it again.
int run_command_line(const std::vector<std::string>& args, std::ostream& out, std::ostream& err,
                     const std::string& program = "tabletop");

}  // namespace tabletop
