#include <csignal>
#include <iostream>
#include <string>
#include <vector>

#include "tabletop/app/cli.hpp"

int main(int argc, char** argv) {
  // A file-size limit makes a write fail with a message (and its temporary file removed), for every
  // command, instead of killing the program halfway through a file.
  std::signal(SIGXFSZ, SIG_IGN);
  std::vector<std::string> args(argv + 1, argv + argc);
  // The name or path it was started by, as typed (scripts/play gives its own), for "start it again".
  return tabletop::run_command_line(args, std::cout, std::cerr, argc > 0 && argv[0] != nullptr ? argv[0] : "");
}
