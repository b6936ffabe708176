// libFuzzer target: any bytes as settings.json. The loader gives settings or defaults plus a notice,
// never a crash.
#include <unistd.h>

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <string>

#include "tabletop/core/save_session.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const std::filesystem::path dir = [] {
    std::string pattern = (std::filesystem::temp_directory_path() / "tabletop-fuzz-XXXXXX").string();
    return std::filesystem::path(mkdtemp(pattern.data()));
  }();
  tabletop::SaveSession store(dir);
  std::ofstream(store.settings_path(), std::ios::binary)
      .write(reinterpret_cast<const char*>(data), static_cast<std::streamsize>(size));
  std::string notice;
  const tabletop::Settings settings = store.load_settings(notice);
  (void)settings.to_json().dump();
  // A damaged file was moved aside: clear the directory so it does not fill up.
  for (const auto& entry : std::filesystem::directory_iterator(dir)) std::filesystem::remove(entry.path());
  return 0;
}
