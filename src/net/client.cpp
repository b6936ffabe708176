#include "tabletop/net/client.hpp"
#include "tabletop/core/words.hpp"

#include <fcntl.h>
#include <langinfo.h>
#include <pwd.h>
#include <sys/ioctl.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <clocale>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <ostream>

#include "tabletop/core/json_read.hpp"
#include "tabletop/core/seat.hpp"
#include "tabletop/net/net_terminal.hpp"
#include "tabletop/net/socket.hpp"
#include "tabletop/ui/keys.hpp"
#include "tabletop/ui/text_wrap.hpp"

namespace tabletop::net {
namespace {

bool write_all_to(int fd, const char* data, std::size_t size) {
  while (size > 0) {
    const ssize_t n = ::write(fd, data, size);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return false;
    data += n;
    size -= static_cast<std::size_t>(n);
  }
  return true;
}

// The login name, cut to the length every name is held to (a --name too long is refused instead).
std::string login_name() {
  std::string name = "player";
  if (const char* user = std::getenv("USER"); user != nullptr && *user != '\0') name = user;
  else if (const passwd* pw = ::getpwuid(::geteuid()); pw != nullptr) name = pw->pw_name;
  std::size_t end = 0;
  for (std::size_t kept = 0; end < name.size(); ++end) {
    if ((static_cast<unsigned char>(name[end]) & 0xC0) != 0x80 && ++kept > kMaxNameCharacters) break;
  }
  return name.substr(0, end);
}

// The terminal's size before curses takes it over (the hello carries it).
void window_size(int& width, int& height) {
  winsize ws{};
  if (::ioctl(STDOUT_FILENO, TIOCGWINSZ, &ws) == 0 && ws.ws_col > 0 && ws.ws_row > 0) {
    width = std::min<int>(ws.ws_col, kMaxColumns);
    height = std::min<int>(ws.ws_row, kMaxRows);
  }
}

// A way to the table: a socket on this machine, or ssh's standard input and output.
struct Transport {
  std::unique_ptr<Connection> connection;
  pid_t ssh = -1;
  int ssh_errors = -1;  // ssh's standard error, shown once the terminal is back

  ~Transport() {
    connection.reset();
    if (ssh > 0) {
      ::kill(ssh, SIGTERM);
      ::waitpid(ssh, nullptr, 0);
    }
    if (ssh_errors >= 0) ::close(ssh_errors);
  }

  std::string ssh_said() const {
    if (ssh_errors < 0) return "";
    std::string text;
    char buffer[4096];
    for (ssize_t n; (n = ::read(ssh_errors, buffer, sizeof buffer)) > 0 && text.size() < 4096;) {
      text.append(buffer, static_cast<std::size_t>(n));
    }
    while (!text.empty() && (text.back() == '\n' || text.back() == '\r')) text.pop_back();
    return text;
  }

  // ssh's exit status, once its output closed: 255 when ssh itself failed (no connection, no login),
  // else that of the command it ran on the other machine; -1 when it did not end within a second.
  int ssh_status() {
    for (int i = 0; ssh > 0 && i < 50; ++i) {
      int status = 0;
      const pid_t done = ::waitpid(ssh, &status, WNOHANG);
      if (done < 0) return -1;
      if (done == ssh) {
        ssh = -1;
        return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
      }
      ::usleep(20000);
    }
    return -1;
  }
};

// Why the table on `host` did not answer, from ssh's exit status and what the other end wrote on its
// standard error (`said`): ssh failed, the shell there found no tabletop, or the bridge could not
// reach the table. "" when nothing says it failed.
std::string ssh_failure(const std::string& host, int status, std::string said) {
  std::replace(said.begin(), said.end(), '\n', ' ');
  if (status == 255) return "ssh could not connect to " + host + (said.empty() ? "" : " (" + said + ")");
  // 127 and 126: the shell there found no tabletop to run, or could not run it.
  if (status == 127 || status == 126) {
    return "tabletop could not be started on " + host + (said.empty() ? "" : " (" + said + ")") +
           ": it must be on the PATH that ssh gives a command there (ssh " + host +
           " tabletop --version shows whether it is)";
  }
  if (status <= 0) return "";
  const std::string own = "tabletop: ";  // the other end's own words, as this end says its own
  if (said.rfind(own, 0) == 0) said.erase(0, own.size());
  return "the table on " + host + " could not be reached: " +
         (said.empty() ? "tabletop bridge there ended with status " + std::to_string(status) + " and said nothing"
                       : "tabletop there says: " + said);
}

bool plain_word(const std::string& text) {
  return !text.empty() && text[0] != '-' && std::all_of(text.begin(), text.end(), [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '.' || c == '_' ||
           c == '-' || c == '@' || c == '/' || c == ':';
  });
}

// Why --name is refused, by the host's own rule (name_problem), said before any connection: the host
// would refuse it only after the table answered. "" when it is fine or not given.
std::string name_refusal(const std::optional<std::string>& name) {
  if (!name) return "";
  if (name->empty()) return "--name needs a name; leave --name out to join as " + login_name() + ".";
  const std::string problem = name_problem(*name);
  if (problem.empty()) return "";
  // Only a name of whole, printable characters gets this far: it can be shown with its count.
  if (const std::size_t length = characters_in(*name); problem.rfind("the name is longer", 0) == 0) {
    return "--name: a name has at most " + std::to_string(kMaxNameCharacters) + " characters; \"" + *name + "\" has " +
           std::to_string(length) + ".";
  }
  // The name is not shown: a control character in it would act on this terminal.
  return "--name: " + problem + ": give another name.";
}

// The command that joins again as this one did: the same table, name and ssh options.
std::string rejoin_command(const JoinOptions& options) {
  std::string command = "tabletop join" + std::string(options.watch ? " --watch" : "") + " --ssh " + options.ssh;
  if (!options.table.empty()) command += " " + shell_word(options.table);
  if (options.name) command += " --name " + shell_word(*options.name);
  if (!options.ssh_options.empty()) command += " --";
  for (const auto& option : options.ssh_options) command += " " + shell_word(option);
  return command;
}

// `ssh HOST tabletop bridge TABLE`: ssh authenticates and encrypts; its words reach a remote shell,
// so only plain words go in.
void open_ssh(const JoinOptions& options, Transport& t) {
  if (!plain_word(options.ssh) || options.ssh.find('/') != std::string::npos) {
    throw BadData("--ssh takes [USER@]HOST, not '" + options.ssh + "'");
  }
  if (!options.table.empty() && !plain_word(options.table)) {
    throw BadData("a table on another machine is named with letters, digits, '.', '_', '-' and '/' only");
  }
  // Options only: a first word that is none would be taken by ssh for the host.
  if (!options.ssh_options.empty() && options.ssh_options.front().rfind('-', 0) != 0) {
    throw BadData("the words after -- are ssh's options and start with '-', not '" + options.ssh_options.front() + "'");
  }
  int to_ssh[2], from_ssh[2], errors[2];
  if (::pipe2(to_ssh, O_CLOEXEC) != 0 || ::pipe2(from_ssh, O_CLOEXEC) != 0 || ::pipe2(errors, O_CLOEXEC) != 0) {
    throw BadData(std::string("cannot start ssh: ") + std::strerror(errno));
  }
  const pid_t child = ::fork();
  if (child < 0) throw BadData(std::string("cannot start ssh: ") + std::strerror(errno));
  if (child == 0) {
    ::dup2(to_ssh[0], STDIN_FILENO);
    ::dup2(from_ssh[1], STDOUT_FILENO);
    ::dup2(errors[1], STDERR_FILENO);
    std::vector<const char*> args{"ssh"};
    for (const auto& option : options.ssh_options) args.push_back(option.c_str());
    for (const char* word : {options.ssh.c_str(), "tabletop", "bridge"}) args.push_back(word);
    if (!options.table.empty()) args.push_back(options.table.c_str());
    args.push_back(nullptr);
    ::execvp("ssh", const_cast<char* const*>(args.data()));
    const std::string why = std::string("tabletop: cannot run ssh: ") + std::strerror(errno) + "\n";
    [[maybe_unused]] const ssize_t n = ::write(STDERR_FILENO, why.data(), why.size());
    ::_exit(127);
  }
  ::close(to_ssh[0]);
  ::close(from_ssh[1]);
  ::close(errors[1]);
  t.ssh = child;
  t.ssh_errors = errors[0];
  t.connection = std::make_unique<Connection>(from_ssh[0], to_ssh[1], jsonread::kMaxBytes);
}

void open_socket(const JoinOptions& options, Transport& t) {
  const fs::path path = find_table(options.table, options.dir);
  std::string problem;
  const int fd = connect_table(path, problem);
  if (fd < 0) throw BadData(problem);
  t.connection = std::make_unique<Connection>(fd, fd, jsonread::kMaxBytes);
}

// The first word of the host: its welcome, or a bye that refuses this player. Waits as long as ssh
// needs (it may ask for a password on the terminal, which is still the shell's).
HostMessage first_word(Transport& t, const std::string& ssh_host) {
  Connection& c = *t.connection;
  c.flush_for(10000);
  for (;;) {
    if (auto line = c.next_line()) return read_host_line(*line, true);
    Waiter waiter;
    waiter.add(c.read_fd());
    waiter.wait(200);
    if (ui::stop_signal() != 0) throw BadData("stopped before the table answered");
    if (waiter.readable(c.read_fd()) && !c.receive()) {
      if (auto line = c.next_line()) return read_host_line(*line, true);
      const std::string said = t.ssh_said();
      if (const std::string failure = ssh_failure(ssh_host, t.ssh_status(), said); !failure.empty())
        throw BadData(failure);
      throw BadData("the table closed before it answered" + (said.empty() ? std::string() : ": " + said));
    }
  }
}

}  // namespace

fs::path find_table(const std::string& table, const fs::path& dir) {
  if (!table.empty()) {
    if (table.find('/') == std::string::npos) {
      // HOST:PORT or USER@HOST: a player looking for another machine is told the way there.
      const bool afar = table.find_first_of(":@") != std::string::npos;
      if (const std::string problem = table_name_problem(table); !problem.empty())
        throw BadData(problem + (afar ? "; a table on another machine is joined with --ssh [USER@]HOST" : ""));
    }
    return table_socket(table, dir);
  }
  const std::vector<std::string> open = tables_in(dir);
  if (open.empty()) throw BadData("no table is open in " + dir.string() + " (tabletop host opens one)");
  if (open.size() > 1) {
    std::string names;
    for (const auto& n : open) names += (names.empty() ? "" : ", ") + n;
    throw BadData("several tables are open (" + names + "): name the one to join");
  }
  return table_socket(open.front(), dir);
}

int run_join(const JoinOptions& options, std::ostream& out, std::ostream& err) {
  if (const std::string problem = name_refusal(options.name); !problem.empty()) {
    err << "tabletop: " << problem << "\n";
    return 2;
  }
  if (!::isatty(STDIN_FILENO) || !::isatty(STDOUT_FILENO)) {
    err << "tabletop: join needs a terminal\n";
    return 2;
  }
  std::setlocale(LC_ALL, "");
  Hello hello;
  hello.name = options.name ? *options.name : login_name();
  hello.watch = options.watch;
  hello.unicode = !options.ascii && std::strcmp(nl_langinfo(CODESET), "UTF-8") == 0;
  window_size(hello.width, hello.height);
  Transport t;
  HostMessage welcome;
  try {
    if (options.ssh.empty()) open_socket(options, t);
    else open_ssh(options, t);
    t.connection->send(hello_line(hello));
    welcome = first_word(t, options.ssh);
  } catch (const std::exception& e) {
    err << "tabletop: " << e.what() << "\n";
    return 2;
  }
  if (welcome.kind == HostMessage::Kind::bye) {
    err << "tabletop: " << welcome.reason << "\n";
    return 2;
  }

  // Ctrl-C, a closed terminal or a plain kill leave the table and give the shell its terminal back.
  ui::install_stop_signals(ui::StopStatus::from_signal);
  Connection& c = *t.connection;
  auto term = ui::open_curses_terminal(ui::TerminalOptions{options.ascii, false, true});
  if (term->width() != hello.width || term->height() != hello.height) c.send(size_line(term->width(), term->height()));
  ui::TextTerminal copy(term->width(), term->height(), ui::TerminalOptions{}, false);
  std::string farewell;
  int status = 0;
  try {
    while (farewell.empty()) {
      Waiter waiter;
      waiter.add(STDIN_FILENO);
      waiter.add(c.read_fd());
      if (c.waiting() > 0) waiter.add(c.write_fd(), true);
      waiter.wait(250);
      if (ui::stop_signal() != 0) {
        farewell = kYouLeft;
        status = 128 + ui::stop_signal();  // as a shell tells a program ended by a signal: 130 for Ctrl-C
        break;
      }
      for (ui::RawInput raw = term->read(0); raw.key != ui::key::none; raw = term->read(0)) {
        if (raw.key == ui::key::resize)
          c.send(size_line(std::clamp(term->width(), 1, kMaxColumns), std::clamp(term->height(), 1, kMaxRows)));
        else if (raw.key != ui::key::other) c.send(input_line(raw));
      }
      if (waiter.readable(STDIN_FILENO) && ui::input_ended()) farewell = "The terminal closed.";
      const bool open = !waiter.readable(c.read_fd()) || c.receive();
      bool drawn = false;
      std::optional<ui::Alert> alert;
      while (auto line = c.next_line()) {
        const HostMessage m = read_host_line(*line, false);
        if (m.kind == HostMessage::Kind::bye) {
          farewell = m.reason;
          if (farewell.rfind(kHostClosed, 0) == 0) status = 1;  // this end broke a rule: not a plain end
          break;
        }
        lay(m.frame, copy);
        if (m.frame.alert) alert = m.frame.alert;
        drawn = true;
      }
      if (drawn) show(copy, *term);
      if (alert) term->alert(*alert);  // the usual bell is quiet where NO_COLOR is set
      if (!open && farewell.empty()) {
        const std::string said = t.ssh_said();
        if (options.ssh.empty()) {
          farewell =
              "The table closed: the host's tabletop is gone. The game was saved after every move: once tabletop "
              "host runs again, tabletop join takes you back to your seat.";
        } else {
          // Through ssh, an end without the host's goodbye is as often a dropped connection.
          const std::string again = rejoin_command(options);
          farewell = "The connection to the table through ssh to " + options.ssh + " dropped" +
                     (said.empty() ? std::string() : " (ssh: " + said + ")") + ". " +
                     (options.watch ? again + " lets you look on again."
                                    : "Your seat waits for you: " + again +
                                          " takes you back to it while the host plays on, or once tabletop host runs "
                                          "there again.");
        }
        status = 1;
      }
      if (!c.flush() && farewell.empty()) {
        farewell = "The table closed: the connection to the host broke.";
        status = 1;
      }
    }
  } catch (const std::exception& e) {
    farewell = std::string("The host sent something this tabletop cannot read (") + e.what() + "): leaving the table.";
    status = 1;
  }
  const int columns = term->width();
  term->close();
  // A leave the player chose is news on the standard output; any other end is said as an error.
  if (farewell == kYouLeft) out << ui::for_terminal(farewell + "\n", columns);
  else err << ui::for_terminal("tabletop: " + farewell + "\n", columns);
  return status;
}

int run_bridge(const std::string& table, const fs::path& dir, std::ostream& err) {
  std::signal(SIGPIPE, SIG_IGN);  // a closed end is a write that fails, said below
  int fd = -1;
  try {
    std::string problem;
    fd = connect_table(find_table(table, dir), problem);
    if (fd < 0) throw BadData(problem);
  } catch (const std::exception& e) {
    err << "tabletop: " << e.what() << "\n";
    return 2;
  }
  // Bytes only: the host reads every line with its limits, as it does a local player's.
  bool input_open = true;
  char buffer[65536];
  for (;;) {
    Waiter waiter;
    if (input_open) waiter.add(STDIN_FILENO);
    waiter.add(fd);
    waiter.wait(-1);
    if (input_open && waiter.readable(STDIN_FILENO)) {
      const ssize_t n = ::read(STDIN_FILENO, buffer, sizeof buffer);
      if (n <= 0 && !(n < 0 && errno == EINTR)) {
        input_open = false;
        ::shutdown(fd, SHUT_WR);
      } else if (n > 0 && !write_all_to(fd, buffer, static_cast<std::size_t>(n))) {
        input_open = false;  // the table hung up: what it said last is still to be passed on
      }
    }
    if (waiter.readable(fd)) {
      const ssize_t n = ::read(fd, buffer, sizeof buffer);
      if (n < 0 && errno == EINTR) continue;
      if (n <= 0 || !write_all_to(STDOUT_FILENO, buffer, static_cast<std::size_t>(n))) break;
    }
  }
  ::close(fd);
  return 0;
}

}  // namespace tabletop::net
