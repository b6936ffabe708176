#include "tabletop/core/data_dir.hpp"

#include <cstdlib>
#include <fstream>
#include <sstream>

namespace tabletop {

namespace {

// Whether this program runs from the build directory it was built in (not an installed copy).
bool running_from_build_tree() {
  std::error_code ec;
  const std::filesystem::path self = std::filesystem::read_symlink("/proc/self/exe", ec);
  if (ec) return false;
  const std::string build = std::filesystem::weakly_canonical(TABLETOP_BUILD_ROOT, ec).string();
  return !ec && self.string().rfind(build + "/", 0) == 0;
}

}  // namespace

std::filesystem::path data_dir() {
  if (const char* env = std::getenv("TABLETOP_DATA_DIR"); env != nullptr && *env != '\0') return env;
  std::error_code ec;
  // An installed program reads its installed data, even while the source tree it came from exists.
  if (running_from_build_tree() && std::filesystem::is_directory(TABLETOP_SOURCE_DATA_DIR, ec)) {
    return TABLETOP_SOURCE_DATA_DIR;
  }
  return TABLETOP_INSTALLED_DATA_DIR;
}

std::string read_data_file(const std::filesystem::path& relative) {
  std::ifstream in(data_dir() / relative, std::ios::binary);
  if (!in) return "";
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

}  // namespace tabletop
