#pragma once
// A line of a drawn screen as characters, one per terminal column: the boards, frames and marks the
// tests read draw nothing wider, so a position in it is a column on the screen.
#include <string>

namespace tabletop::testing {

inline std::u32string columns(const std::string& line) {
  std::u32string out;
  for (std::size_t i = 0; i < line.size();) {
    const auto lead = static_cast<unsigned char>(line[i]);
    const std::size_t n = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4;
    char32_t c = n == 1 ? lead : lead & (0x3F >> (n - 1));
    for (std::size_t k = 1; k < n && i + k < line.size(); ++k)
      c = (c << 6) | (static_cast<unsigned char>(line[i + k]) & 0x3F);
    out.push_back(c);
    i += n;
  }
  return out;
}

}  // namespace tabletop::testing
