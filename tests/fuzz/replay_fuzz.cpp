// libFuzzer target: any bytes as a replay file (one script or JSON Lines) for any game. A bad script
// must end in BadData or IllegalMove with a message; anything else (a crash, another exception, a
// sanitizer report) is a bug. A line a game answers straight from its text (Ludo's batches) must get
// the answer the whole reader gives it, byte for byte.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <sstream>
#include <string>

#include "pick_game.hpp"
#include "tabletop/app/replay_text.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const auto [entry, picked] = pick_game(data, size);
  const tabletop::GameEntry& game = *entry;
  const auto& text = picked;  // a plain name the lambda can take (clang 14 takes no structured binding)
  std::size_t at = 0;
  const tabletop::ReplayInput input{[&](char* buffer, std::size_t size) {
                                      const std::size_t n = std::min(size, text.size() - at);
                                      std::copy_n(text.data() + at, n, buffer);
                                      at += n;
                                      return n;
                                    },
                                    "fuzz",
                                    {}};
  try {
    tabletop::replay_input(game, input, true, [&](tabletop::ReplayResult&& result, std::uint64_t) {
      (void)result.summary.dump();
      game.summary(result.match);  // what a replay leaves behind must load again
    });
  } catch (const tabletop::BadData&) {
  } catch (const tabletop::IllegalMove&) {}
  if (game.answer_line) {
    std::istringstream lines(text);
    for (std::string line; std::getline(lines, line);) {
      std::string straight;
      if (!game.answer_line(line, straight)) continue;
      const tabletop::json script = tabletop::json::parse(line, nullptr, false);
      if (script.is_discarded()) std::abort();  // the straight reader took what is not JSON
      try {
        if (game.replay(script, false).summary.dump() != straight) std::abort();
      } catch (const std::exception&) {
        std::abort();  // ... or a script the whole reader refuses
      }
    }
  }
  return 0;
}
