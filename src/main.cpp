#include <iostream>
#include <string>
#include <vector>

#include "tabletop/app/cli.hpp"

int main(int argc, char** argv) {
  std::vector<std::string> args(argv + 1, argv + argc);
  return tabletop::run_command_line(args, std::cout, std::cerr);
}
