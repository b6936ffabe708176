#pragma once
// The command line: play (no command), replay, state, sim, --help and --version.
#include <iosfwd>
#include <string>
#include <vector>

namespace tabletop {

// Runs the program for `args` (without the program name); returns the exit status.
// Output goes to `out` and `err`, so tests can run commands in-process.
int run_command_line(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

}  // namespace tabletop
