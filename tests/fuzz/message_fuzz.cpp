// libFuzzer target: any bytes as what arrives on a table's connection, read both ways: as a player's
// lines at the host (the hello first) and as the host's lines at a player's terminal (the welcome
// first, then frames laid on a copy of the screen). A bad line must end in BadData with a message;
// anything else (a crash, another exception, a sanitizer report, a cell outside the screen) is a bug.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>

#include "tabletop/core/json_read.hpp"
#include "tabletop/net/net_terminal.hpp"
#include "tabletop/net/wire.hpp"

namespace {

// The lines of `bytes`, through the same reader the host and the player use (a small limit, so the
// fuzzer reaches it), each handed to `read` until one is refused.
template <class Read>
void lines_of(const std::string& bytes, Read read) {
  tabletop::net::LineReader reader(64 * 1024);
  try {
    for (std::size_t at = 0; at < bytes.size(); at += 1000) {
      reader.add(bytes.data() + at, std::min<std::size_t>(1000, bytes.size() - at));
      while (auto line = reader.next()) read(*line, reader.line_number() == 1);
    }
  } catch (const tabletop::BadData&) {}
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string bytes(reinterpret_cast<const char*>(data), size);
  lines_of(bytes, [](const std::string& line, bool first) { (void)tabletop::net::read_client_line(line, first); });
  tabletop::ui::TextTerminal copy(1, 1, {}, false);
  lines_of(bytes, [&copy](const std::string& line, bool first) {
    const tabletop::net::HostMessage m = tabletop::net::read_host_line(line, first);
    if (m.kind == tabletop::net::HostMessage::Kind::frame) tabletop::net::lay(m.frame, copy);
  });
  return 0;
}
