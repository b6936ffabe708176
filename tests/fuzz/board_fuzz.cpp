// libFuzzer target: any bytes as a Gary's Great Getaway board file. The parser gives a whole board
// (whose summary can be printed) or one BoardError; nothing else, never a crash.
#include <cstddef>
#include <cstdint>
#include <string>

#include "tabletop/games/getaway/board.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  try {
    const auto board = tabletop::getaway::parse_board(text, "fuzz.game");
    (void)tabletop::getaway::board_summary(board);
  } catch (const tabletop::getaway::BoardError&) {}
  return 0;
}
