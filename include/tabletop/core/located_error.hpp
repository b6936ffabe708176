#pragma once
// An error at a place in a file, worded as compilers word theirs, "FILE:LINE:COLUMN: message", so that
// an editor's list of errors (Vim's quickfix, Emacs's compilation mode) jumps to it. The command line
// prints it as it is, without the program's name before it, which would read as the file's.
#include <string>

#include "tabletop/core/game.hpp"

namespace tabletop {

class LocatedError : public BadData {
 public:
  LocatedError(const std::string& file, int line, int column, const std::string& message)
      : BadData(file + ":" + std::to_string(line) + ":" + std::to_string(column) + ": " + message) {}
};

}  // namespace tabletop
