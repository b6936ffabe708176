#include "tabletop/net/socket.hpp"

#include <fcntl.h>
#include <grp.h>
#include <poll.h>
#include <pwd.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstdlib>
#include <cstring>

#include "tabletop/core/storage.hpp"

namespace tabletop::net {
namespace {

std::string errno_text(const std::string& what) { return what + ": " + std::strerror(errno); }

bool address_of(const fs::path& path, sockaddr_un& address, std::string& problem) {
  address = sockaddr_un{};
  address.sun_family = AF_UNIX;
  const std::string text = path.string();
  if (text.size() >= sizeof address.sun_path) {
    problem = "the socket's path " + text + " is longer than a Unix socket's " +
              std::to_string(sizeof address.sun_path - 1) + " bytes";
    return false;
  }
  std::memcpy(address.sun_path, text.c_str(), text.size() + 1);
  return true;
}

std::string user_name(uid_t uid) {
  const passwd* pw = ::getpwuid(uid);
  return pw != nullptr ? std::string(pw->pw_name) : "user " + std::to_string(uid);
}

// The directory a table listens in: ours alone (or our group's), made so if we own it.
std::string private_dir(const fs::path& dir, const Admission& admission) {
  if (std::string problem = make_private_dir(dir); !problem.empty()) return problem;
  struct stat st {};
  if (::stat(dir.c_str(), &st) != 0) return errno_text("cannot look at " + dir.string());
  if (st.st_uid != ::geteuid()) return dir.string() + " belongs to " + user_name(st.st_uid) + ", not to you";
  const mode_t wanted = admission.group ? 0750 : 0700;
  if (admission.group && ::chown(dir.c_str(), static_cast<uid_t>(-1), *admission.group) != 0) {
    return errno_text("cannot give " + dir.string() + " to group " + admission.group_name);
  }
  if ((st.st_mode & 0777) != wanted && ::chmod(dir.c_str(), wanted) != 0) {
    return errno_text("cannot make " + dir.string() + " private");
  }
  return "";
}

// What to look at when no table answers at `path`. Tables in the runtime directory are the user's
// own, whatever the save directory; a host logged in elsewhere (another user, an ssh login) listens in
// its own, and its table screen shows that path.
std::string absent_hint(const fs::path& path) {
  const char* runtime = std::getenv("XDG_RUNTIME_DIR");
  if (runtime != nullptr && runtime[0] == '/' && path.parent_path() == fs::path(runtime) / "tabletop") {
    return "(is the host's game started? If it is, join by the path the host's table screen shows)";
  }
  if (path.parent_path().filename() == "tables") {
    return "(is the host's game started, and do you both use the same save directory?)";
  }
  return "(is the host's game started?)";  // a path the player named
}

}  // namespace

fs::path tables_dir(const fs::path& save_dir) {
  const char* runtime = std::getenv("XDG_RUNTIME_DIR");
  if (runtime != nullptr && runtime[0] == '/') return fs::path(runtime) / "tabletop";
  return save_dir / "tables";
}

std::string table_name_problem(const std::string& name) {
  if (name.empty() || name.size() > 40) return "a table's name has 1 to 40 characters";
  if (name[0] == '-' || name[0] == '.') return "a table's name does not start with '-' or '.'";
  const bool plain = std::all_of(name.begin(), name.end(), [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '.' || c == '_' ||
           c == '-';
  });
  return plain ? "" : "a table's name has only letters, digits, '.', '_' and '-'";
}

fs::path table_socket(const std::string& table, const fs::path& dir) {
  if (table.find('/') != std::string::npos) return fs::path(table);
  return dir / (table + ".sock");
}

std::vector<std::string> tables_in(const fs::path& dir) {
  std::vector<std::string> names;
  std::error_code ec;
  for (const auto& entry : fs::directory_iterator(dir, ec)) {
    if (entry.path().extension() != ".sock") continue;
    std::string problem;
    const int fd = connect_table(entry.path(), problem);
    if (fd < 0) continue;  // a socket left by a host that is gone
    ::close(fd);
    names.push_back(entry.path().stem().string());
  }
  std::sort(names.begin(), names.end());
  return names;
}

// ---------------------------------------------------------------- who may join

bool member_of(uid_t uid, gid_t gid, gid_t group) {
  if (gid == group) return true;
  const struct group* g = ::getgrgid(group);
  const passwd* pw = ::getpwuid(uid);
  if (g == nullptr || pw == nullptr) return false;
  for (char** member = g->gr_mem; *member != nullptr; ++member) {
    if (std::strcmp(*member, pw->pw_name) == 0) return true;
  }
  return false;
}

std::optional<gid_t> group_id(const std::string& name, std::string& problem) {
  if (const struct group* g = ::getgrnam(name.c_str()); g != nullptr) return g->gr_gid;
  if (!name.empty() && std::all_of(name.begin(), name.end(), [](char c) { return c >= '0' && c <= '9'; })) {
    return static_cast<gid_t>(std::strtoul(name.c_str(), nullptr, 10));
  }
  problem = "there is no group " + name;
  return std::nullopt;
}

std::string peer_problem(int fd, const Admission& admission) {
  ucred peer{};
  socklen_t length = sizeof peer;
  if (::getsockopt(fd, SOL_SOCKET, SO_PEERCRED, &peer, &length) != 0) return errno_text("cannot tell who connected");
  if (peer.uid == ::geteuid()) return "";
  if (admission.group && member_of(peer.uid, peer.gid, *admission.group)) return "";
  return user_name(peer.uid) + " is not the host's user" +
         (admission.group ? " and not in group " + admission.group_name : std::string()) + " (process " +
         std::to_string(peer.pid) + ")";
}

uid_t peer_user(int fd) {
  ucred peer{};
  socklen_t length = sizeof peer;
  return ::getsockopt(fd, SOL_SOCKET, SO_PEERCRED, &peer, &length) == 0 ? peer.uid : static_cast<uid_t>(-1);
}

// ---------------------------------------------------------------- listening

Listener::~Listener() { close(); }

std::string Listener::open(const fs::path& path, const Admission& admission) {
  close();
  sockaddr_un address{};
  std::string problem;
  if (!address_of(path, address, problem)) return problem;
  if (std::string dir_problem = private_dir(path.parent_path(), admission); !dir_problem.empty()) return dir_problem;
  // A socket already there: a live host answers on it; one that does not is what a dead host left.
  if (struct stat st{}; ::lstat(path.c_str(), &st) == 0) {
    if (!S_ISSOCK(st.st_mode)) return path.string() + " is there already and is not a table's socket";
    std::string ignored;
    if (const int live = connect_table(path, ignored); live >= 0) {
      ::close(live);
      return "a table is open at " + path.string() +
             " already (another tabletop host): use --table NAME to open another";
    }
    ::unlink(path.c_str());
  }
  fd_ = ::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC | SOCK_NONBLOCK, 0);
  if (fd_ < 0) return errno_text("cannot make a socket");
  const mode_t before = ::umask(0177);  // never a moment when others could connect
  const int bound = ::bind(fd_, reinterpret_cast<const sockaddr*>(&address), sizeof address);
  ::umask(before);
  if (bound != 0 || ::listen(fd_, 16) != 0) {
    problem = errno_text("cannot listen at " + path.string());
    ::close(fd_);
    fd_ = -1;
    return problem;
  }
  path_ = path;
  if (admission.group) {
    if (::chown(path.c_str(), static_cast<uid_t>(-1), *admission.group) != 0 || ::chmod(path.c_str(), 0660) != 0) {
      problem = errno_text("cannot open " + path.string() + " to group " + admission.group_name);
      close();
      return problem;
    }
  }
  return "";
}

int Listener::accept(const Admission& admission, std::string& refused) {
  refused.clear();
  if (fd_ < 0) return -1;
  const int fd = ::accept4(fd_, nullptr, nullptr, SOCK_CLOEXEC | SOCK_NONBLOCK);
  if (fd < 0) return -1;
  if (std::string problem = peer_problem(fd, admission); !problem.empty()) {
    refused = problem;
    const std::string bye = bye_line("This table is not yours: " + problem + ".");
    [[maybe_unused]] const ssize_t n = ::send(fd, bye.data(), bye.size(), MSG_NOSIGNAL | MSG_DONTWAIT);
    ::close(fd);
    return -1;
  }
  return fd;
}

void Listener::close() {
  if (fd_ < 0) return;
  ::close(fd_);
  fd_ = -1;
  ::unlink(path_.c_str());
}

int connect_table(const fs::path& path, std::string& problem) {
  sockaddr_un address{};
  if (!address_of(path, address, problem)) return -1;
  const int fd = ::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
  if (fd < 0) {
    problem = errno_text("cannot make a socket");
    return -1;
  }
  if (::connect(fd, reinterpret_cast<const sockaddr*>(&address), sizeof address) != 0) {
    problem = errno == ENOENT || errno == ECONNREFUSED
                  ? "no table is open at " + path.string() + " " + absent_hint(path)
                  : errno_text("cannot reach the table at " + path.string());
    ::close(fd);
    return -1;
  }
  return fd;
}

// ---------------------------------------------------------------- lines both ways

Connection::Connection(int read_fd, int write_fd, std::size_t max_line)
    : read_fd_(read_fd), write_fd_(write_fd), reader_(max_line) {
  for (int fd : {read_fd_, write_fd_}) ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) | O_NONBLOCK);
}

Connection::~Connection() {
  ::close(read_fd_);
  if (write_fd_ != read_fd_) ::close(write_fd_);
}

bool Connection::flush() {
  while (sent_ < out_.size()) {
    const ssize_t n = write_fd_ == read_fd_
                          ? ::send(write_fd_, out_.data() + sent_, out_.size() - sent_, MSG_NOSIGNAL | MSG_DONTWAIT)
                          : ::write(write_fd_, out_.data() + sent_, out_.size() - sent_);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) break;
    if (n < 0) return false;
    sent_ += static_cast<std::size_t>(n);
  }
  if (sent_ == out_.size()) {
    out_.clear();
    sent_ = 0;
  }
  return true;
}

void Connection::flush_for(int timeout_ms) {
  const auto end = std::chrono::steady_clock::now() + std::chrono::milliseconds(timeout_ms);
  while (waiting() > 0 && flush() && std::chrono::steady_clock::now() < end) {
    if (waiting() == 0) break;
    pollfd p{write_fd_, POLLOUT, 0};
    ::poll(&p, 1, 20);
  }
}

bool Connection::receive() {
  char buffer[65536];
  for (;;) {
    const ssize_t n = ::read(read_fd_, buffer, sizeof buffer);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) return errno == EAGAIN || errno == EWOULDBLOCK;
    if (n == 0) return false;
    received_ += n;
    reader_.add(buffer, static_cast<std::size_t>(n));
    if (static_cast<std::size_t>(n) < sizeof buffer) return true;
  }
}

void Connection::close_writing() {
  if (write_fd_ == read_fd_) ::shutdown(write_fd_, SHUT_WR);
}

// ---------------------------------------------------------------- waiting

void Waiter::add(int fd, bool write) {
  fds_.push_back(Watched{fd, static_cast<short>(POLLIN | (write ? POLLOUT : 0))});
}

void Waiter::wait(int timeout_ms) {
  std::vector<pollfd> polled;
  for (const auto& w : fds_) polled.push_back(pollfd{w.fd, w.events, 0});
  const int n = ::poll(polled.data(), polled.size(), timeout_ms);
  for (std::size_t i = 0; i < fds_.size(); ++i) fds_[i].revents = n > 0 ? polled[i].revents : 0;
}

bool Waiter::readable(int fd) const {
  return std::any_of(fds_.begin(), fds_.end(),
                     [fd](const Watched& w) { return w.fd == fd && (w.revents & (POLLIN | POLLHUP | POLLERR)) != 0; });
}

bool Waiter::writable(int fd) const {
  return std::any_of(fds_.begin(), fds_.end(),
                     [fd](const Watched& w) { return w.fd == fd && (w.revents & POLLOUT) != 0; });
}

}  // namespace tabletop::net
