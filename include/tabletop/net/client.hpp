#pragma once
// The player's end of a hosted table: `tabletop join` (a thin terminal that sends keys and its size,
// and draws the cells the host sends) and `tabletop bridge` (what ssh runs on the host's machine: it
// joins the socket to its standard input and output).
#include <filesystem>
#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

namespace tabletop::net {

struct JoinOptions {
  std::string table;                     // a name or a socket's path; "" for the one table open
  std::filesystem::path dir;             // where tables listen on this machine (tables_dir)
  std::string ssh;                       // [USER@]HOST: join a table on that machine through ssh
  std::vector<std::string> ssh_options;  // ssh's own, before HOST (a port, a key)
  std::optional<std::string> name;       // the player's name (--name); none: the login name
  bool watch = false;
  bool ascii = false;
};

// Joins, plays until the table ends for this player, and restores the terminal. 0 when the host or
// the player ended it, 1 when the host went without a word or closed this connection for breaking a
// rule, 2 when the table could not be joined, 128 + the signal when one ended it (130: Ctrl-C).
// The player's own leave (by a signal too) is said on `out`, every other end on `err`.
int run_join(const JoinOptions& options, std::ostream& out, std::ostream& err);
// Copies bytes between standard input and output and the table's socket, both ways, until either
// side ends. 0, or 2 when there is no table to reach.
int run_bridge(const std::string& table, const std::filesystem::path& dir, std::ostream& err);
// The table a name or nothing means: the named one, or the only one open in `dir`. Throws BadData.
std::filesystem::path find_table(const std::string& table, const std::filesystem::path& dir);

}  // namespace tabletop::net
