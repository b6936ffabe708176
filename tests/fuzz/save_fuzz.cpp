// libFuzzer target: any bytes as a game's autosave file. Loading either gives a game or a clear
// "unreadable" verdict; it never crashes and never throws anything else.
#include <unistd.h>

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <string>

#include "pick_game.hpp"
#include "tabletop/core/save_session.hpp"

namespace {
const std::filesystem::path& scratch() {
  static const std::filesystem::path dir = [] {
    std::string pattern = (std::filesystem::temp_directory_path() / "tabletop-fuzz-XXXXXX").string();
    return std::filesystem::path(mkdtemp(pattern.data()));
  }();
  return dir;
}
}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const auto [entry, text] = pick_game(data, size);
  const tabletop::GameEntry& game = *entry;
  tabletop::SaveSession store(scratch());
  std::ofstream(store.game_path(game.id), std::ios::binary) << text;
  const tabletop::LoadedDocument loaded = store.read_game(game.id);
  if (loaded.status != tabletop::LoadedDocument::Status::ok) return 0;
  try {
    (void)game.summary(loaded.doc["match"]).dump();
  } catch (const tabletop::BadData&) {}
  return 0;
}
