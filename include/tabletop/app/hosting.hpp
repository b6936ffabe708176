#pragma once
// `tabletop host`: the program as usual on the host's terminal, and a table that players at other
// terminals join. Each joined player gets a program of their own inside the host's (an App drawing on
// a net::NetTerminal), whose screen is the game's own screen for their seat on the shared table
// (table/table.hpp); a watcher's shows the public view. The host is the only authority: the table holds
// the state, checks every move, runs the robots and keeps the save. The sockets are net/'s business.
#include <iosfwd>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "tabletop/app/app.hpp"
#include "tabletop/net/net_terminal.hpp"
#include "tabletop/net/socket.hpp"
#include "tabletop/table/table.hpp"

namespace tabletop {

struct HostOptions {
  std::string game;   // the game to open ("" for the last one played, or the menu)
  std::string table;  // the table's name ("" for the game's id, or "table")
  std::string group;  // a group whose members may join too ("" for the host's user only)
  bool ascii = false;
  std::string program = "tabletop";  // as it was started, for the farewell
};

class TableHost : public Hosting {
 public:
  // `terminal`: the host's own (nullptr: the real one, through curses). `watch_input` waits on
  // standard input too (the real terminal's keys).
  TableHost(SaveSession& saves, const AppOptions& options, std::unique_ptr<ui::Terminal> terminal, bool watch_input);
  ~TableHost() override;

  // Listens at `socket` for the table called `name`: "" or why not.
  std::string listen(const net::fs::path& socket, const std::string& name, const net::Admission& admission);
  App& app() { return *app_; }
  // One turn of the loop: waits up to `timeout_ms` for a key, a player or a robot, then answers all.
  void step(int timeout_ms);
  int timeout() const;  // how long the next step may wait
  bool running() const { return app_->running() && !app_->stop_requested(); }
  // Says goodbye to every player (the table is saved), then closes the host's program.
  void finish();
  // Who is connected, for tests: "name:seat" ("name:watching", "name:lobby") in the order they came.
  std::vector<std::string> guests() const;
  const std::shared_ptr<SharedTable>& table() const { return table_; }  // the host's open table

  // Hosting
  void table_opened(const ui::OpenTable& table) override;
  std::unique_ptr<ui::Screen> table_screen(bool host_asks) override;
  std::string invitation() const override { return invitation_; }
  bool hosts(const std::string& game_id) const override { return table_ && table_->id() == game_id; }
  bool others_at_table() const override;
  std::vector<std::string> waiting() const override;
  std::vector<std::string> waiting_to_play() const override;

 private:
  struct Guest;
  void accept_players();
  void hear(Guest& guest);
  void greet(Guest& guest, const net::Hello& hello);
  int seat_for(const Guest& guest, std::string& refused) const;
  bool name_taken(const Guest& guest) const;  // by another at the table: a seat, a watcher, one waiting
  std::vector<std::string> waiting(bool watchers) const;
  void seat(Guest& guest);
  void sit_down(Guest& guest, int seat);         // the seat is theirs now: their screen shows it
  void take_robot_seat(Guest& guest, int seat);  // asked by the host for a friend with no seat
  void unseat_all();
  void drop(Guest& guest, const std::string& why, bool misbehaved);
  void tell_everyone(const std::string& message, const Guest* except = nullptr);
  std::vector<std::string> seat_lines() const;  // who plays each seat, in words
  std::string letter(int seat) const;           // the seat's letter on the open table's board (Ludo's positions)
  // What a joined seat nobody is at waits for, as the end of a sentence: "until a player joins" for a
  // seat never taken, "until Bea comes back" for one its player left.
  std::string until_filled(int seat) const;

  SaveSession& saves_;
  AppOptions options_;
  bool watch_input_;
  std::unique_ptr<App> app_;
  net::Listener listener_;
  net::Admission admission_;
  std::string name_;
  std::string invitation_;              // the command a friend types on this machine
  std::string from_afar_;               // ... and on another, through ssh
  std::shared_ptr<SharedTable> table_;  // the host's table, while their own screen is on it
  std::function<std::unique_ptr<ui::Screen>(ui::Host&, Part)> view_;  // a screen on it for another terminal
  std::vector<std::unique_ptr<Guest>> guests_;
  bool finished_ = false;
  friend class TableScreen;
};

// The whole command: the host's terminal, the table's socket, the loop. Returns the exit status.
int run_host(const HostOptions& options, const std::optional<std::string>& save_dir, std::ostream& out,
             std::ostream& err);

}  // namespace tabletop
