#pragma once
// The key fuzzer: the real interface, headless, fed a seeded stream of random keys, resizes (10x5 up
// to 300x100) and mouse clicks, game after game. It must never crash, hang, write outside the
// window, or leave a game in a state its own engine rejects.
#include <cstdint>
#include <iosfwd>
#include <string>

namespace tabletop {

struct KeyFuzzOptions {
  long keys = 2000;  // per game
  std::uint64_t seed = 1;
  std::string game;      // one game id, or "" for every game
  std::string save_dir;  // a scratch directory
};

// Returns 0 when nothing went wrong; reports on `out` (a line per game) and problems on `err`.
int run_key_fuzz(const KeyFuzzOptions& options, std::ostream& out, std::ostream& err);

}  // namespace tabletop
