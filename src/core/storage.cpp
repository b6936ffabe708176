#include "tabletop/core/storage.hpp"

#include "tabletop/core/json_read.hpp"

#include <fcntl.h>
#include <signal.h>
#include <sys/file.h>
#include <sys/stat.h>
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

fs::path file_in_the_way(const fs::path& dir) {
  std::error_code ec;
  for (fs::path at = dir; !at.empty(); at = at.parent_path()) {
    const fs::file_status status = fs::status(at, ec);
    if (fs::exists(status)) return fs::is_directory(status) ? fs::path() : at;
    if (at == at.parent_path()) break;
  }
  return {};
}

std::string not_a_folder_words(const fs::path& path) {
  const fs::path in_the_way = file_in_the_way(path);
  return in_the_way.empty() ? std::strerror(ENOTDIR) : in_the_way.string() + " is a file, not a folder";
}

std::string make_private_dir(const fs::path& dir) {
  std::error_code ec;
  // Saves are nobody else's business, whatever the umask: a directory we create is 0700.
  if (fs::create_directories(dir, ec)) fs::permissions(dir, fs::perms::owner_all, ec);
  if (ec == std::errc::not_a_directory || (ec == std::errc::file_exists && !file_in_the_way(dir).empty()))
    return "cannot create " + dir.string() + ": " + not_a_folder_words(dir);
  if (ec) return "cannot create " + dir.string() + ": " + ec.message();
  return "";
}

std::string write_file_atomic(const fs::path& path, const std::string& text) {
  std::error_code ec;
  const fs::path dir = path.has_parent_path() ? path.parent_path() : fs::path(".");
  if (std::string problem = make_private_dir(dir); !problem.empty()) return problem;
  // The writer's pid in the name lets a later run clear what a killed writer left behind.
  std::string temp =
      (dir / ("." + path.filename().string() + "." + std::to_string(::getpid()) + ".tmp.XXXXXX")).string();
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

std::string read_capped(std::istream& in, std::size_t cap, const std::string& shown) {
  std::string text;
  char buffer[65536];
  while (in.read(buffer, sizeof buffer) || in.gcount() > 0) {
    text.append(buffer, static_cast<std::size_t>(in.gcount()));
    if (text.size() > cap) throw BadData(shown + " is larger than " + std::to_string(cap / (1024 * 1024)) + " MiB");
  }
  return text;
}

int open_regular_file(const fs::path& path, std::string& problem) {
  const int fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
  if (fd < 0) {
    if (errno == ENOTDIR) problem = "cannot read " + path.string() + ": " + not_a_folder_words(path.parent_path());
    else if (errno != ENOENT) problem = errno_text("cannot read " + path.string());
    return -1;
  }
  struct stat st {};
  if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
    problem = path.string() + " is not a regular file";
    ::close(fd);
    return -1;
  }
  return fd;
}

std::optional<std::string> read_regular_file(const fs::path& path, std::size_t cap, std::string& problem) {
  const int fd = open_regular_file(path, problem);
  if (fd < 0) return std::nullopt;
  struct stat st {};
  std::string text;
  if (::fstat(fd, &st) != 0) {
    problem = errno_text("cannot read " + path.string());
  } else if (static_cast<std::size_t>(st.st_size) > cap) {
    problem = path.string() + " is larger than " + jsonread::size_words(cap);
  } else {
    text.resize(static_cast<std::size_t>(st.st_size));
    std::size_t got = 0;
    while (got < text.size()) {
      const ssize_t n = ::read(fd, text.data() + got, text.size() - got);
      if (n < 0 && errno == EINTR) continue;
      if (n <= 0) break;
      got += static_cast<std::size_t>(n);
    }
    text.resize(got);
  }
  ::close(fd);
  if (!problem.empty()) return std::nullopt;
  return text;
}

LoadedDocument load_document(const fs::path& path, const std::string& format, int max_version) {
  LoadedDocument result;
  std::string problem;
  const std::optional<std::string> text = read_regular_file(path, jsonread::kMaxBytes, problem);
  const auto refuse = [&result, &path](std::string what, std::string reason) {
    result.status = LoadedDocument::Status::unreadable;
    result.problem = path.string() + " cannot be read: " + what;
    result.what = std::move(what);
    result.reason = std::move(reason);
    return result;
  };
  if (!text) {
    if (problem.empty()) return result;  // missing
    if (problem.find("larger than") != std::string::npos)
      return refuse("the file is larger than " + jsonread::size_words(jsonread::kMaxBytes), "too-large");
    if (problem.find("not a regular file") != std::string::npos)
      return refuse("it is not a regular file", "not-a-file");
    return refuse(problem.substr(problem.rfind(": ") + 2), "unreadable");  // the system's reason; the path is said
  }
  if (const std::string limits = jsonread::limits_problem(*text); !limits.empty()) {
    return refuse("the file is " + limits,
                  jsonread::nesting_of(*text) > jsonread::kMaxDepth ? "too-deep" : "too-large");
  }
  result.doc = json::parse(*text, nullptr, false);
  if (result.doc.is_discarded()) return refuse("the file is damaged or cut short", "damaged");
  if (!result.doc.is_object() || !result.doc.contains("format") || result.doc["format"] != format) {
    return refuse("the file is not one tabletop wrote (no " + format + " file)", "not-a-save");
  }
  const json& version = result.doc["version"];
  if (!result.doc.contains("version") || !version.is_number_integer())
    return refuse("the file is damaged (it has no version number)", "damaged");
  if (version.is_number_unsigned() && version.get<std::uint64_t>() > static_cast<std::uint64_t>(max_version)) {
    return refuse("it was saved by a newer tabletop (file version " + std::to_string(version.get<std::uint64_t>()) +
                      ", this one reads up to version " + std::to_string(max_version) + "): update tabletop to use it",
                  "newer-version");
  }
  if (version.get<long long>() < 1)
    return refuse("the file is damaged (its version number " + std::to_string(version.get<long long>()) +
                      " is none tabletop writes)",
                  "damaged");
  result.status = LoadedDocument::Status::ok;
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
    // Only our own names: a pid of at most 9 digits; any other file is left alone.
    if (pid_text.empty() || pid_text.size() > 9 || pid_text.find_first_not_of("0123456789") != std::string::npos)
      continue;
    const pid_t pid = static_cast<pid_t>(std::stoi(pid_text));
    if (pid <= 0) continue;
    if (::kill(pid, 0) == 0 || errno != ESRCH) continue;  // its writer may still be at work
    removed += fs::remove(entry.path(), ec) ? 1 : 0;
  }
  return removed;
}

SaveDirLock::~SaveDirLock() {
  if (fd_ >= 0) ::close(fd_);  // closing releases the lock
}

std::string SaveDirLock::take(const fs::path& dir) {
  if (fd_ >= 0) return "";
  // A directory nobody may write in needs no lock: no copy can save there, and each says so when it
  // tries. Only a directory we could write in but not lock stops a start.
  if (!make_private_dir(dir).empty()) return "";
  const fs::path path = dir / "tabletop.lock";
  const int fd = ::open(path.c_str(), O_RDWR | O_CREAT | O_NONBLOCK | O_CLOEXEC | O_NOFOLLOW, 0600);
  if (fd < 0 && (errno == EACCES || errno == EROFS || errno == EPERM)) return "";
  if (fd < 0) return errno_text("cannot open " + path.string());
  // A copy that is just quitting (q, then the program relaunched at once) gets a second to let go.
  bool locked = ::flock(fd, LOCK_EX | LOCK_NB) == 0;
  for (int waited = 0; !locked && waited < 10; ++waited) {
    ::usleep(100 * 1000);
    locked = ::flock(fd, LOCK_EX | LOCK_NB) == 0;
  }
  if (!locked) {
    char pid_text[32] = "";
    const ssize_t n = ::pread(fd, pid_text, sizeof pid_text - 1, 0);
    ::close(fd);
    std::string owner(pid_text, n > 0 ? static_cast<std::size_t>(n) : 0);
    owner.erase(owner.find_last_not_of(" \n") + 1);
    // Every caller, the game and the commands alike, tells the same way out.
    return "the saves in " + dir.string() + " are in use by another tabletop" +
           (owner.empty() ? std::string() : " (process " + owner + ")") +
           ". Finish playing there first, or give this one its own --save-dir";
  }
  const std::string pid = std::to_string(::getpid()) + "\n";
  if (::ftruncate(fd, 0) != 0 || ::pwrite(fd, pid.data(), pid.size(), 0) < 0) {
    // The lock holds all the same; only the message for a second copy would lack the pid.
  }
  fd_ = fd;
  return "";
}

std::string utc_timestamp() {
  const std::time_t now = std::time(nullptr);
  std::tm tm{};
  gmtime_r(&now, &tm);
  char buf[32];
  std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%SZ", &tm);
  return buf;
}

fs::path move_aside(const fs::path& path, const std::string& reason) {
  std::string stamp = utc_timestamp();
  for (char& c : stamp) {
    if (c == ':') c = '-';
  }
  fs::path target = path.parent_path() / (path.stem().string() + "." + reason + "-" + stamp + ".json");
  for (int i = 2; fs::exists(target); ++i) {
    target =
        path.parent_path() / (path.stem().string() + "." + reason + "-" + stamp + "-" + std::to_string(i) + ".json");
  }
  std::error_code ec;
  fs::rename(path, target, ec);
  return ec ? fs::path() : target;
}

}  // namespace tabletop
