#include "tabletop/core/storage.hpp"

#include <fcntl.h>
#include <signal.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <fstream>
#include <sstream>

namespace tabletop {
namespace {

std::optional<std::string> env(const char* name) {
  const char* value = std::getenv(name);
  if (value == nullptr || *value == '\0') return std::nullopt;
  return std::string(value);
}

std::string errno_text(const std::string& what) { return what + ": " + std::strerror(errno); }

bool write_all(int fd, const std::string& text) {
  const char* p = text.data();
  std::size_t left = text.size();
  while (left > 0) {
    const ssize_t n = ::write(fd, p, left);
    if (n < 0) {
      if (errno == EINTR) continue;
      return false;
    }
    p += n;
    left -= static_cast<std::size_t>(n);
  }
  return true;
}

}  // namespace

fs::path resolve_save_dir(const std::optional<std::string>& from_command_line) {
  if (from_command_line && !from_command_line->empty()) return fs::path(*from_command_line);
  if (auto dir = env("TABLETOP_SAVE_DIR")) return fs::path(*dir);
  if (auto state = env("XDG_STATE_HOME"); state && state->front() == '/') return fs::path(*state) / "tabletop";
  if (auto home = env("HOME")) return fs::path(*home) / ".local" / "state" / "tabletop";
  return fs::path(".tabletop");
}

std::string write_file_atomic(const fs::path& path, const std::string& text) {
  std::error_code ec;
  const fs::path dir = path.has_parent_path() ? path.parent_path() : fs::path(".");
  fs::create_directories(dir, ec);
  if (ec) return "cannot create " + dir.string() + ": " + ec.message();
  // The writer's pid in the name lets a later run clear what a killed writer left behind.
  std::string temp = (dir / ("." + path.filename().string() + "." + std::to_string(::getpid()) + ".tmp.XXXXXX")).string();
  const int fd = ::mkstemp(temp.data());
  if (fd < 0) return errno_text("cannot write in " + dir.string());
  std::string problem;
  if (!write_all(fd, text)) problem = errno_text("cannot write " + path.string());
  if (problem.empty() && ::fsync(fd) != 0) problem = errno_text("cannot flush " + path.string());
  if (::close(fd) != 0 && problem.empty()) problem = errno_text("cannot close " + path.string());
  if (problem.empty() && std::rename(temp.c_str(), path.c_str()) != 0) {
    problem = errno_text("cannot replace " + path.string());
  }
  if (!problem.empty()) {
    ::unlink(temp.c_str());
    return problem;
  }
  // The rename itself survives a power cut only once the directory is synced too.
  const int dir_fd = ::open(dir.c_str(), O_RDONLY | O_DIRECTORY);
  if (dir_fd >= 0) {
    ::fsync(dir_fd);
    ::close(dir_fd);
  }
  return "";
}

LoadedDocument load_document(const fs::path& path, const std::string& format, int max_version) {
  LoadedDocument result;
  std::error_code ec;
  if (!fs::exists(path, ec)) return result;
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    result.status = LoadedDocument::Status::unreadable;
    result.problem = "cannot open " + path.string();
    return result;
  }
  std::ostringstream text;
  text << in.rdbuf();
  result.doc = json::parse(text.str(), nullptr, false);
  result.status = LoadedDocument::Status::unreadable;
  if (result.doc.is_discarded()) {
    result.problem = path.filename().string() + " is not valid JSON";
  } else if (!result.doc.is_object() || !result.doc.contains("format") || result.doc["format"] != format) {
    result.problem = path.filename().string() + " is not a " + format + " file";
  } else if (!result.doc.contains("version") || !result.doc["version"].is_number_integer()) {
    result.problem = path.filename().string() + " has no version number";
  } else if (const auto v = result.doc["version"].get<long long>(); v < 1 || v > max_version) {
    result.problem = path.filename().string() + " has version " + std::to_string(v) +
                     ", this program reads up to version " + std::to_string(max_version);
  } else {
    result.status = LoadedDocument::Status::ok;
  }
  return result;
}

int remove_abandoned_temp_files(const fs::path& dir) {
  int removed = 0;
  std::error_code ec;
  for (const auto& entry : fs::directory_iterator(dir, ec)) {
    const std::string name = entry.path().filename().string();
    // ".<file>.<pid>.tmp.XXXXXX"
    const auto tmp = name.rfind(".tmp.");
    if (name.empty() || name[0] != '.' || tmp == std::string::npos) continue;
    const auto dot = name.rfind('.', tmp - 1);
    if (dot == std::string::npos) continue;
    const std::string pid_text = name.substr(dot + 1, tmp - dot - 1);
    if (pid_text.empty() || pid_text.find_first_not_of("0123456789") != std::string::npos) continue;
    const pid_t pid = static_cast<pid_t>(std::stol(pid_text));
    if (::kill(pid, 0) == 0 || errno != ESRCH) continue;  // its writer may still be at work
    removed += fs::remove(entry.path(), ec) ? 1 : 0;
  }
  return removed;
}

std::string utc_timestamp() {
  const std::time_t now = std::time(nullptr);
  std::tm tm{};
  gmtime_r(&now, &tm);
  char buf[32];
  std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%SZ", &tm);
  return buf;
}

fs::path move_aside(const fs::path& path) {
  std::string stamp = utc_timestamp();
  for (char& c : stamp) {
    if (c == ':') c = '-';
  }
  fs::path target = path.parent_path() / (path.stem().string() + ".corrupt-" + stamp + ".json");
  for (int i = 2; fs::exists(target); ++i) {
    target = path.parent_path() / (path.stem().string() + ".corrupt-" + stamp + "-" + std::to_string(i) + ".json");
  }
  std::error_code ec;
  fs::rename(path, target, ec);
  return ec ? fs::path() : target;
}

}  // namespace tabletop
