// What a player is told when a table cannot be opened or joined: each says where to look next, true
// for where the table's socket lives.
#include <doctest/doctest.h>

#include <cstdlib>
#include <string>

#include "support/env_for.hpp"
#include "support/temp_dir.hpp"
#include "tabletop/core/json_read.hpp"
#include "tabletop/net/client.hpp"
#include "tabletop/net/socket.hpp"

using namespace tabletop;
namespace fs = std::filesystem;

namespace {

using testing::EnvFor;

std::string problem_at(const fs::path& socket) {
  std::string problem;
  CHECK(net::connect_table(socket, problem) < 0);
  return problem;
}

}  // namespace

TEST_CASE("no table at a name: the hint is about the save directory only where the tables live in it") {
  testing::TempDir dir;
  const EnvFor runtime("XDG_RUNTIME_DIR", dir.path.string());
  const fs::path in_runtime = net::table_socket("ludo", net::tables_dir(dir.path / "saves"));
  CHECK(in_runtime == dir.path / "tabletop" / "ludo.sock");
  CHECK(problem_at(in_runtime) == "no table is open at " + in_runtime.string() +
                                      " (is the host's game started? If it is, join by the path the host's table "
                                      "screen shows)");
  ::unsetenv("XDG_RUNTIME_DIR");
  const fs::path in_saves = net::table_socket("ludo", net::tables_dir(dir.path / "saves"));
  CHECK(in_saves == dir.path / "saves" / "tables" / "ludo.sock");
  CHECK(problem_at(in_saves) == "no table is open at " + in_saves.string() +
                                    " (is the host's game started, and do you both use the same save directory?)");
  const fs::path named = dir.path / "mine.sock";  // a path the player gave: neither directory is to blame
  CHECK(problem_at(named) == "no table is open at " + named.string() + " (is the host's game started?)");
}

TEST_CASE("a table named like another machine's address is told that --ssh joins another machine") {
  testing::TempDir dir;
  for (const std::string table : {"127.0.0.1:5000", "bob@faraway"}) {
    CAPTURE(table);
    CHECK_THROWS_WITH_AS(net::find_table(table, dir.path),
                         "a table's name has only letters, digits, '.', '_' and '-'; a table on another machine is "
                         "joined with --ssh [USER@]HOST",
                         BadData);
  }
  CHECK_THROWS_WITH_AS(net::find_table("a b", dir.path), "a table's name has only letters, digits, '.', '_' and '-'",
                       BadData);
}

TEST_CASE("a second host at a table's socket is told how to open another table") {
  testing::TempDir dir;
  const fs::path socket = dir.path / "tables" / "ludo.sock";
  net::Listener first;
  REQUIRE(first.open(socket, {}).empty());
  net::Listener second;
  CHECK(second.open(socket, {}) ==
        "a table is open at " + socket.string() + " already (another tabletop host): use --table NAME to open another");
}
