#pragma once
// A hosted table headless, for tests: the host's program on a TextTerminal and players on real Unix
// sockets, speaking the wire protocol as `tabletop join` does.
#include <doctest/doctest.h>

#include <chrono>
#include <memory>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "support/cli_run.hpp"
#include "support/temp_dir.hpp"
#include "tabletop/app/hosting.hpp"
#include "tabletop/core/json_read.hpp"
#include "tabletop/registry/game_entry.hpp"

namespace tabletop::testing {

// Rows of a screen's text, as a person reads them.
inline std::vector<std::string> rows_of(const std::string& all) {
  std::vector<std::string> out;
  for (std::size_t at = 0, end; at < all.size(); at = end + 1) {
    end = all.find('\n', at);
    out.push_back(all.substr(at, end - at));
  }
  return out;
}

// A player's terminal as the wire sees it: the hello, then keys; every line the host sends is kept,
// and each frame is laid on a copy of the screen.
struct Player {
  std::unique_ptr<net::Connection> link;
  ui::TextTerminal screen{1, 1, {}, false};
  std::string received;  // every byte the host sent
  bool welcomed = false;
  std::optional<std::string> bye;
  bool closed = false;

  Player(const net::fs::path& socket, const std::string& name, bool watch = false) {
    std::string problem;
    const int fd = net::connect_table(socket, problem);
    REQUIRE(fd >= 0);
    link = std::make_unique<net::Connection>(fd, fd, jsonread::kMaxBytes);
    net::Hello hello;
    hello.name = name;
    hello.watch = watch;
    hello.width = 100;
    hello.height = 30;
    link->send(net::hello_line(hello));
    link->flush();
  }
  explicit Player(int fd) : link(std::make_unique<net::Connection>(fd, fd, jsonread::kMaxBytes)) {}

  void press(int key) {
    ui::RawInput input;
    input.key = key;
    link->send(net::input_line(input));
    link->flush();
  }
  void say(const std::string& line) {
    link->send(line);
    link->flush();
  }
  void read() {
    if (closed || !link) return;
    link->flush();  // what is still on its way (a long line goes out in pieces)
    closed = !link->receive();
    while (auto line = link->next_line()) {
      received += *line + "\n";
      const net::HostMessage m = net::read_host_line(*line, !welcomed);
      if (m.kind == net::HostMessage::Kind::welcome) welcomed = true;
      if (m.kind == net::HostMessage::Kind::bye) bye = m.reason;
      if (m.kind == net::HostMessage::Kind::frame) net::lay(m.frame, screen);
    }
  }
  std::string text() const { return screen.text(); }
  std::vector<std::string> rows() const { return rows_of(text()); }
  bool shows(const std::string& what) const { return text().find(what) != std::string::npos; }
};

struct HostedTable {
  TempDir dir;
  net::fs::path save_dir = dir.path / "saves";
  std::unique_ptr<SaveSession> saves;
  net::fs::path socket = dir.path / "t.sock";
  ui::TextTerminal* host_screen = nullptr;
  std::unique_ptr<TableHost> host;
  std::vector<Player*> players;

  HostedTable() = default;
  ~HostedTable() {
    if (host) host->finish();
    host.reset();
  }
  HostedTable(const HostedTable&) = delete;
  HostedTable& operator=(const HostedTable&) = delete;

  // A game saved by a replay script, resumed by the host of a table called "t".
  void open(const std::string& game, const std::string& script, const net::Admission& admission = {}) {
    const std::string file = dir.file("script.json", script);
    REQUIRE(testing::run({"replay", game, file, "--autosave", "--save-dir", save_dir.string()}).status == 0);
    host_the_save(game, admission);
  }
  // The host ends (saving) and a new one resumes the save, as after `tabletop host` is run again.
  void restart(const std::string& game, const net::Admission& admission = {}) {
    host->finish();
    host.reset();
    players.clear();
    host_the_save(game, admission);
  }
  void host_the_save(const std::string& game, const net::Admission& admission) {
    saves = std::make_unique<SaveSession>(save_dir);
    REQUIRE(saves->claim().empty());
    auto term = std::make_unique<ui::TextTerminal>(100, 30);
    host_screen = term.get();
    host = std::make_unique<TableHost>(*saves, AppOptions{}, std::move(term), false);
    host->app().settings().robot_pace_ms = 0;
    REQUIRE(host->listen(socket, "t", admission).empty());
    host->app().start(game.empty() ? nullptr : find_game(game));
    settle();
  }
  // `tabletop host` with no game named: the host starts on the main menu.
  void open_menu() { host_the_save("", {}); }
  // Steps the host and lets every player read, until things are quiet.
  void settle(int rounds = 30) {
    for (int i = 0; i < rounds; ++i) {
      host->step(0);
      for (Player* p : players) p->read();
      if (i > 5 && !host->app().busy()) std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }
  }
  Player& join(Player& p) {
    players.push_back(&p);
    settle();
    return p;
  }
  void press(Player& p, int key) {
    p.press(key);
    settle();
  }
  void host_press(int key) {
    host_screen->press(key);
    settle();
  }
  std::string host_text() const { return host_screen->text(); }
  bool host_shows(const std::string& what) const { return host_text().find(what) != std::string::npos; }
  std::vector<std::string> host_rows() const { return rows_of(host_text()); }
};

}  // namespace tabletop::testing
