#include "tabletop/core/data_dir.hpp"

#include <cstdlib>
#include <fstream>
#include <sstream>

namespace tabletop {

std::filesystem::path data_dir() {
  if (const char* env = std::getenv("TABLETOP_DATA_DIR"); env != nullptr && *env != '\0') return env;
  std::error_code ec;
  if (std::filesystem::is_directory(TABLETOP_SOURCE_DATA_DIR, ec)) return TABLETOP_SOURCE_DATA_DIR;
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
