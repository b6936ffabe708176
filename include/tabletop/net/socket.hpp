#pragma once
// Where a table listens and how its connections carry lines: a Unix domain socket in a private
// directory (tabletop opens no TCP port: players on other machines come through ssh, which runs
// `tabletop bridge` next to the socket), the peer's user checked with SO_PEERCRED, and writes that
// never wait for a slow player. Every socket call of the program is in src/net.
#include <sys/types.h>

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "tabletop/net/wire.hpp"

namespace tabletop::net {

namespace fs = std::filesystem;

// Tables listen in $XDG_RUNTIME_DIR/tabletop (the user's own, per the XDG specification), else in the
// save directory's tables/.
fs::path tables_dir(const fs::path& save_dir);
// "" for a good table name (letters, digits, '.', '_' and '-', 1 to 40 of them, not starting with '-'
// or '.'), else what is wrong with it. A name travels in an ssh command line: nothing else may.
std::string table_name_problem(const std::string& name);
// TABLE as typed: a path (it has a '/') is taken as it is, a name is a socket in `dir`.
fs::path table_socket(const std::string& table, const fs::path& dir);
// The tables open in `dir` (a socket that answers), by name.
std::vector<std::string> tables_in(const fs::path& dir);

// Who may sit at a table: the host's own user, or a member of `group` when the host allows one.
struct Admission {
  std::optional<gid_t> group;
  std::string group_name;
};
// "" when the peer of a connected Unix socket may join, else why not (SO_PEERCRED).
std::string peer_problem(int fd, const Admission& admission);
// The user at the other end of a connected Unix socket (SO_PEERCRED), or uid_t(-1) if it cannot be told.
uid_t peer_user(int fd);
// Whether user `uid` (whose primary group is `gid`) belongs to `group`.
bool member_of(uid_t uid, gid_t gid, gid_t group);
// The group named `name` (or a number), or why not.
std::optional<gid_t> group_id(const std::string& name, std::string& problem);

// The host's listening socket. Its directory is made private first (0700, or 0750 for a group); the
// socket is 0600 (0660). A socket left behind by a host that died is replaced; a live host's is not.
class Listener {
 public:
  Listener() = default;
  ~Listener();
  Listener(const Listener&) = delete;
  Listener& operator=(const Listener&) = delete;
  std::string open(const fs::path& path, const Admission& admission);  // "" or the problem
  int fd() const { return fd_; }
  const fs::path& path() const { return path_; }
  // A connection waiting (-1 when none). A peer refused by admission is answered with a bye here,
  // closed, and `refused` says who it was.
  int accept(const Admission& admission, std::string& refused);
  void close();  // stops listening and removes the socket

 private:
  int fd_ = -1;
  fs::path path_;
};

// A socket to the table at `path`, or -1 and why not.
int connect_table(const fs::path& path, std::string& problem);

// One end of a conversation in lines: what arrives is split into lines within the limit, and what is
// sent waits in a queue until the other end takes it, so a slow player never holds up the table.
class Connection {
 public:
  // A socket (the same descriptor both ways) or a pair of pipes; the descriptors are its own.
  Connection(int read_fd, int write_fd, std::size_t max_line);
  ~Connection();
  Connection(const Connection&) = delete;
  Connection& operator=(const Connection&) = delete;

  int read_fd() const { return read_fd_; }
  int write_fd() const { return write_fd_; }
  void send(const std::string& line) { out_ += line; }
  std::size_t waiting() const { return out_.size() - sent_; }  // bytes not yet taken by the peer
  // Writes what the peer takes now; false once it is gone.
  bool flush();
  // Writes everything, waiting at most `timeout_ms` in all (the last words before closing).
  void flush_for(int timeout_ms);
  // Reads what arrived, without waiting: false at the end (the peer closed). Throws BadData for a
  // line over the limit.
  bool receive();
  std::optional<std::string> next_line() { return reader_.next(); }
  std::uint64_t line_number() const { return reader_.line_number(); }
  long bytes_received() const { return received_; }
  void close_writing();  // tells the peer nothing more comes

 private:
  int read_fd_;
  int write_fd_;
  LineReader reader_;
  std::string out_;
  std::size_t sent_ = 0;
  long received_ = 0;
};

// Waits for any of the descriptors to be readable (or writable, for those asked), or for the time to
// pass, or for a signal. Afterwards, readable() and writable() say which.
class Waiter {
 public:
  void add(int fd, bool write = false);
  void wait(int timeout_ms);
  bool readable(int fd) const;
  bool writable(int fd) const;
  void clear() { fds_.clear(); }

 private:
  struct Watched {
    int fd;
    short events;
    short revents = 0;
  };
  std::vector<Watched> fds_;
};

}  // namespace tabletop::net
