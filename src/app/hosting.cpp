#include "tabletop/app/hosting.hpp"

#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <limits>
#include <ostream>

#include "tabletop/core/json_read.hpp"
#include "tabletop/registry/game_entry.hpp"
#include "tabletop/ui/dialogs.hpp"
#include "tabletop/ui/keys.hpp"
#include "tabletop/ui/text_wrap.hpp"
#include "tabletop/ui/widgets.hpp"

namespace tabletop {

using ui::Command;
using ui::Outcome;

namespace {

constexpr auto kHelloTime = std::chrono::seconds(10);  // a connection that says nothing is let go
constexpr std::size_t kMostGuests = 32;
constexpr std::size_t kMostWaiting = 16 * 1024 * 1024;  // bytes a player has not taken: too slow, let go

// The key that shows the table, as the host chose it (Keys screen).
std::string table_key(const App& host) { return host.keys().say(Command::table, 'W'); }

// The goodbye to a player whose name somebody else has at the table.
std::string taken_words(const std::string& name) {
  return "The name " + name + " is taken at this table: join again with --name NAME.";
}

// A user as a seat keeps it: -1 when the kernel could not tell, or for a uid beyond int's range.
int user_number(uid_t user) {
  return user <= static_cast<uid_t>(std::numeric_limits<int>::max()) ? static_cast<int>(user) : -1;
}

// What a joined player sees while the host is between games.
class Lobby : public ui::Screen {
 public:
  // `keys` are the joined player's own: the way out is named as they have it. A watcher takes no seat.
  Lobby(std::string table, const ui::KeyBindings& keys, bool watch)
      : table_(std::move(table)), keys_(keys), watch_(watch) {}
  std::string title() const override { return "Table " + table_; }
  void draw(ui::Painter& p) override {
    const ui::Rect r = p.area();
    int y = r.y + 1;
    // The host may be choosing a new game or on the way back to the one in progress: both are the menus.
    const std::string text = watch_ ? "You are watching the table. The host is in the menus; you will see the game "
                                      "as soon as the host plays one."
                                    : "You are at the table. The host is in the menus; you will be seated as soon as "
                                      "the host plays a game.";
    for (const auto& line : ui::wrap(text, r.w - 6)) {
      p.text(r.x + 3, y++, line);
    }
    p.text(r.x + 3, y + 1, keys_.say_all(Command::back) + ": leave the table", ui::Tone::dim);  // as the footer
  }
  Outcome handle(const ui::Input& input) override {
    return input.command == Command::back ? Outcome::pop() : Outcome::stay();
  }
  std::vector<Command> commands() const override { return {Command::back, Command::help}; }
  std::string what_here(Command c) const override { return c == Command::back ? "leave the table" : ""; }
  std::string brief_here(Command c) const override { return c == Command::back ? "leave" : ""; }
  ui::Size min_size() const override { return {30, 6}; }
  bool busy() const override { return false; }

 private:
  std::string table_;
  const ui::KeyBindings& keys_;  // the player's program owns them and this screen
  bool watch_;
};

}  // namespace

// One player at another terminal: their connection and their own program.
struct TableHost::Guest {
  std::unique_ptr<net::Connection> link;
  bool greeted = false;
  std::string name;
  bool watch = false;
  uid_t user = static_cast<uid_t>(-1);  // the user who connected, as the kernel tells (net::peer_user)
  int seat = -1;                        // at the current table; -1 for none
  net::NetTerminal* term = nullptr;
  std::unique_ptr<App> app;
  ui::Clock::time_point since = ui::Clock::now();
  bool gone = false;
};

// Who is at the table (w): the seats and who plays them, the watchers, the commands that join; on
// the host's own screen also a robot for a seat whose player has gone.
class TableScreen : public ui::Screen {
 public:
  TableScreen(TableHost& host, bool host_asks) : host_(host), host_asks_(host_asks) {}
  std::string title() const override { return "Table " + host_.name_; }

  void draw(ui::Painter& p) override {
    refresh();
    const ui::Rect r = p.area();
    int y = r.y + 1;
    const auto line = [&](const std::string& text, ui::Tone tone = ui::Tone::normal) {
      for (const auto& l : ui::wrap(text, r.w - 4)) {
        if (y < r.y + r.h) p.text(r.x + 2, y++, l, tone);
      }
    };
    line("To join from another terminal: " + host_.invitation_, ui::Tone::accent);
    line("From another machine: " + host_.from_afar_, ui::Tone::accent);
    // ssh's login may look for tables elsewhere (no $XDG_RUNTIME_DIR there): the path always finds it.
    const std::string path = host_.listener_.path().string();
    if (host_.invitation_.find(path) == std::string::npos) {  // not already the way in named above
      line("Or join it by this path in place of its name: " + path, ui::Tone::dim);
    }
    ++y;
    if (!host_.table_) line("No game is open yet: the host is in the menus.");
    if (host_.table_) {
      for (const auto& seat : host_.seat_lines()) line(seat);
    }
    std::string watchers;
    for (const auto& g : host_.guests_) {
      if (g->greeted && g->seat < 0) watchers += (watchers.empty() ? "" : ", ") + g->name;
    }
    if (!watchers.empty()) line("Watching or waiting: " + watchers + ".", ui::Tone::dim);
    ++y;
    if (!menu_.items.empty()) {
      const bool to_friends = offers_.front().guest != nullptr;  // they come first
      const bool to_robots = offers_.back().guest == nullptr;
      line(!to_friends ? "A robot can play a seat nobody is at, until its player comes:"
           : to_robots ? "A friend waiting can take a robot's seat, or a robot a seat nobody is at:"
                       : "A friend waiting can take a robot's seat:",
           ui::Tone::dim);
      menu_.draw(p, ui::Rect{r.x + 2, y, r.w - 4, r.y + r.h - y});
    }
  }

  Outcome handle(const ui::Input& input) override {
    dirty = true;
    if (input.command == Command::back || input.command == Command::table) return Outcome::pop();  // W again closes it
    refresh();
    const int chosen = menu_.handle(input);
    if (chosen < 0 || chosen >= static_cast<int>(offers_.size()) || !host_.table_) return Outcome::stay();
    const Offer offer = offers_[static_cast<std::size_t>(chosen)];
    if (offer.guest != nullptr) {
      host_.take_robot_seat(*offer.guest, offer.seat);
      return Outcome::pop();
    }
    const std::string until = host_.until_filled(offer.seat);
    host_.table_->hand_to_robot(offer.seat);
    host_.tell_everyone("A robot plays seat " + host_.letter(offer.seat) + " " + until + ".");
    return Outcome::pop();
  }

  Outcome tick(ui::Clock::time_point) override {
    dirty = true;  // players come and go
    return Outcome::stay();
  }
  std::vector<Command> commands() const override {
    // The arrows and Enter only where there is a seat to give.
    if (offers().empty()) return {Command::back, Command::table, Command::help};
    return {Command::up, Command::down, Command::select, Command::back, Command::table, Command::help};
  }
  ui::Size min_size() const override { return {40, 10}; }

 private:
  // What the host (when asked here) may do: give a robot's seat to a friend who came to play and has
  // none (a game begun before they came), or let a robot play a joined seat nobody is at meanwhile.
  struct Offer {
    int seat = -1;
    TableHost::Guest* guest = nullptr;  // the friend taking the robot's seat; nullptr: a robot takes the seat
  };
  std::vector<Offer> offers() const {
    std::vector<Offer> list;
    if (!host_asks_ || !host_.table_ || host_.table_->closed()) return list;
    const auto& seats = host_.table_->seats();
    for (const auto& g : host_.guests_) {
      if (!g->greeted || g->gone || g->watch || g->seat >= 0) continue;
      for (int s = 0; s < static_cast<int>(seats.size()); ++s) {
        const Seat& who = seats[static_cast<std::size_t>(s)];
        if (who.robot && !who.joined) list.push_back(Offer{s, g.get()});
      }
    }
    for (int s = 0; s < static_cast<int>(seats.size()); ++s) {
      const Seat& who = seats[static_cast<std::size_t>(s)];
      if (who.joined && !who.robot && !host_.table_->present(s)) list.push_back(Offer{s, nullptr});
    }
    return list;
  }

  void refresh() {
    const int keep = menu_.cursor;
    menu_.items.clear();
    offers_ = offers();
    for (const Offer& offer : offers_) {
      const std::string seat = "Seat " + host_.letter(offer.seat) + ": ";
      menu_.items.push_back({offer.guest != nullptr
                                 ? seat + offer.guest->name + " plays it in place of " +
                                       host_.table_->seats()[static_cast<std::size_t>(offer.seat)].name
                                 : seat + "a robot plays it " + host_.until_filled(offer.seat),
                             "", true});
    }
    menu_.cursor = keep;
    menu_.clamp();
  }

  TableHost& host_;
  bool host_asks_;
  ui::ListMenu menu_;
  std::vector<Offer> offers_;  // the offer behind each line of the menu
};

// ---------------------------------------------------------------- the host

TableHost::TableHost(SaveSession& saves, const AppOptions& options, std::unique_ptr<ui::Terminal> terminal,
                     bool watch_input)
    : saves_(saves), options_(options), watch_input_(watch_input) {
  options_.hosting = this;
  app_ = std::make_unique<App>(options_, saves_, std::move(terminal));
}

TableHost::~TableHost() {
  guests_.clear();  // their screens leave the table before the host's own
  table_.reset();
  view_ = nullptr;
  app_.reset();
}

std::string TableHost::listen(const net::fs::path& socket, const std::string& name, const net::Admission& admission) {
  admission_ = admission;
  name_ = name;
  const net::fs::path usual = net::table_socket(name, net::tables_dir(resolve_save_dir(std::nullopt)));
  const std::string table = socket == usual ? name : socket.string();
  char host[256] = "";
  ::gethostname(host, sizeof host - 1);
  const char* user = std::getenv("USER");
  invitation_ = "tabletop join " + table;
  from_afar_ = "tabletop join --ssh " + (user != nullptr && *user != '\0' ? std::string(user) + "@" : std::string()) +
               host + " " + table;
  return listener_.open(socket, admission);
}

void TableHost::table_opened(const ui::OpenTable& open) {
  if (table_ && table_ != open.table) table_->close();
  table_ = open.table;
  view_ = open.view;
  app_->tell("Hosting: friends join with " + invitation_ + " (" + table_key(*app_) + ": the table).");
  for (auto& g : guests_) {
    if (g->greeted && !g->gone) seat(*g);  // what becomes of a friend waiting is the news now
  }
}

std::unique_ptr<ui::Screen> TableHost::table_screen(bool host_asks) {
  return std::make_unique<TableScreen>(*this, host_asks);
}

std::vector<std::string> TableHost::seat_lines() const {
  std::vector<std::string> lines;
  const auto& seats = table_->seats();
  for (int s = 0; s < static_cast<int>(seats.size()); ++s) {
    const Seat& who = seats[static_cast<std::size_t>(s)];
    const std::string where = who.robot && !who.joined ? "a robot"
                              : who.robot              ? "a robot, " + until_filled(s)
                              : !who.joined            ? "here, at the host's keyboard"
                              : table_->present(s)     ? "joined from another terminal"
                              : table_->open(s)        ? "open: the first player to join takes it"
                                                       : "waiting for its player";
    lines.push_back(letter(s) + "  " + who.name + ": " + where);
  }
  return lines;
}

std::string TableHost::letter(int seat) const { return std::string(1, table_->seat_label(seat)); }

// A seat never taken waits for anyone; one a player left waits for that player.
std::string TableHost::until_filled(int seat) const {
  return table_->open(seat) ? "until a player joins"
                            : "until " + table_->seats()[static_cast<std::size_t>(seat)].name + " comes back";
}

bool TableHost::others_at_table() const {
  return std::any_of(guests_.begin(), guests_.end(), [](const auto& g) { return g->greeted && !g->gone; });
}

std::vector<std::string> TableHost::waiting() const { return waiting(true); }
std::vector<std::string> TableHost::waiting_to_play() const { return waiting(false); }

std::vector<std::string> TableHost::waiting(bool watchers) const {
  std::vector<std::string> names;
  // A table closed for the next game (n in a game) is none: its setup is being chosen now.
  const bool in_game = table_ && !table_->closed();
  for (const auto& g : guests_) {
    if (g->greeted && !g->gone && !in_game && (watchers || !g->watch)) names.push_back(g->name);
  }
  return names;
}

std::vector<std::string> TableHost::guests() const {
  std::vector<std::string> list;
  for (const auto& g : guests_) {
    if (!g->greeted || g->gone) continue;
    list.push_back(g->name + ":" +
                   (g->seat >= 0                                ? letter(g->seat)
                    : g->watch || (table_ && !table_->closed()) ? "watching"
                                                                : "lobby"));
  }
  return list;
}

void TableHost::tell_everyone(const std::string& message, const Guest* except) {
  app_->tell(message);
  for (auto& g : guests_) {
    if (g->app && g.get() != except && !g->gone) g->app->tell(message);
  }
}

int TableHost::timeout() const {
  bool busy = app_->busy() || (table_ && table_->busy());
  for (const auto& g : guests_) busy = busy || (g->app && g->app->busy());
  return app_->key_wait_ms(busy);
}

void TableHost::step(int timeout_ms) {
  for (auto& g : guests_) {
    if (g->app && !g->gone) g->app->render();
    if (!g->link->flush()) drop(*g, "", false);
  }
  net::Waiter waiter;
  if (watch_input_) waiter.add(STDIN_FILENO);
  waiter.add(listener_.fd());
  for (auto& g : guests_) waiter.add(g->link->read_fd(), g->link->waiting() > 0);
  waiter.wait(timeout_ms);
  accept_players();
  for (auto& g : guests_) {
    if (!g->gone && waiter.readable(g->link->read_fd())) hear(*g);
  }
  app_->pump();
  if (table_) table_->tick(ui::Clock::now());  // robots play whatever the host's screen shows
  if (table_ && table_->closed()) {
    table_.reset();
    view_ = nullptr;
    unseat_all();
  }
  const auto now = ui::Clock::now();
  for (auto& g : guests_) {
    if (g->gone) continue;
    if (!g->greeted && now - g->since > kHelloTime) drop(*g, "no hello within 10 seconds", true);
    if (g->app) {
      g->app->pump();
      if (!g->app->running()) drop(*g, net::kYouLeft, false);
    }
    if (!g->gone && g->link->waiting() > kMostWaiting) drop(*g, "too slow: the screen's changes piled up", true);
  }
  for (auto& g : guests_) {
    if (!g->gone || !g->link) continue;
    g->link->flush_for(200);  // the last words, then the connection closes
  }
  std::erase_if(guests_, [](const std::unique_ptr<Guest>& g) { return g->gone; });
  // A move one player made shows on every screen now, not at the next turn of the loop.
  if (app_->running()) app_->render();
  for (auto& g : guests_) {
    if (g->app && g->app->running()) g->app->render();
    g->link->flush();
  }
}

void TableHost::accept_players() {
  for (;;) {
    std::string refused;
    const int fd = listener_.accept(admission_, refused);
    if (!refused.empty()) app_->tell("A connection was refused: " + refused + ".", true);
    if (fd < 0) {
      if (refused.empty()) return;
      continue;
    }
    auto guest = std::make_unique<Guest>();
    guest->user = net::peer_user(fd);
    guest->link = std::make_unique<net::Connection>(fd, fd, jsonread::kMaxBytes);
    if (guests_.size() >= kMostGuests) {
      guest->link->send(net::bye_line("The table is full."));
      guest->gone = true;
    }
    guests_.push_back(std::move(guest));
  }
}

// Every line the player sent: a line that breaks a rule drops this player, and only them.
void TableHost::hear(Guest& g) {
  bool open = true;
  try {
    open = g.link->receive();
  } catch (const std::exception& e) {  // a line over the limit, said by the reader with its number
    drop(g, e.what(), true);
    return;
  }
  try {
    while (auto line = g.link->next_line()) {
      const net::ClientMessage m = net::read_client_line(*line, !g.greeted);
      switch (m.kind) {
        case net::ClientMessage::Kind::hello: greet(g, m.hello); break;
        case net::ClientMessage::Kind::input: g.term->press(m.input); break;
        case net::ClientMessage::Kind::size: g.term->resize(m.width, m.height); break;
      }
      if (g.gone) return;
    }
    if (!open) drop(g, "", false);
  } catch (const std::exception& e) {
    drop(g, "line " + std::to_string(g.link->line_number()) + ": " + e.what(), true);
  }
}

void TableHost::greet(Guest& g, const net::Hello& hello) {
  g.name = hello.name;
  g.watch = hello.watch;
  if (name_taken(g)) {  // two players under one name: nobody could tell them apart, on the table screen or in the log
    drop(g, taken_words(g.name), false);
    app_->tell("Someone joining as " + g.name + " was turned away: the name is taken at this table.");
    return;
  }
  g.greeted = true;
  auto term = std::make_unique<net::NetTerminal>(hello.width, hello.height, hello.unicode,
                                                 [link = g.link.get()](const std::string& line) { link->send(line); });
  g.term = term.get();
  g.app = std::make_unique<App>(options_, saves_, std::move(term), app_->settings());
  std::string refused;
  const int chosen = table_ ? seat_for(g, refused) : -1;
  if (!refused.empty()) {
    drop(g, refused, true);  // its bye comes in place of the welcome
    return;
  }
  // The seat's letter when they sit down at once; a watcher, or a player waiting for the game, has none.
  g.link->send(
      net::welcome_line(net::Welcome{name_, table_ ? table_->title() : "", chosen >= 0 ? letter(chosen) : "", g.name}));
  if (table_) {
    seat(g);
  } else {
    g.app->show(std::make_unique<Lobby>(name_, g.app->keys(), g.watch));
    app_->tell(g.name + (g.watch ? " is watching the table" : " is at the table") +
               ", waiting for the game you start.");
  }
}

// The seat a player takes: the one under their name, else one no player has taken yet; -1: they
// watch. The seat under their name is theirs only if they are the user who sat there under it
// (with --group, other users connect too): else `refused` says so.
int TableHost::seat_for(const Guest& g, std::string& refused) const {
  if (g.watch) return -1;
  const auto& seats = table_->seats();
  std::vector<bool> open(seats.size());
  for (std::size_t s = 0; s < seats.size(); ++s) open[s] = table_->open(static_cast<int>(s));
  const int s = joined_seat_for(seats, open, g.name);
  if (s < 0) return -1;
  const Seat& who = seats[static_cast<std::size_t>(s)];
  if (same_name(who.name, g.name) && who.user >= 0 && who.user != user_number(g.user)) {
    refused = "seat " + letter(s) + " is " + who.name + "'s, who sat there as another user: only that user " +
              "takes it back (join under another name with --name)";
    return -1;
  }
  return s;
}

// A seat's name is taken unless it is a joined seat and this player comes to play: then it is theirs to
// take back (seat_for checks the user), from a connection that died unnoticed too.
bool TableHost::name_taken(const Guest& g) const {
  for (const auto& other : guests_) {
    if (other.get() != &g && other->greeted && !other->gone && other->seat < 0 && same_name(other->name, g.name))
      return true;
  }
  if (!table_ || table_->closed()) return false;
  const auto& seats = table_->seats();
  return std::any_of(seats.begin(), seats.end(),
                     [&g](const Seat& who) { return same_name(who.name, g.name) && (g.watch || !who.joined); });
}

// Seats the player as seat_for says. A robot standing in gives the seat back; a second connection
// under the same name (a terminal that died unnoticed) takes the seat from the first.
void TableHost::seat(Guest& g) {
  if (name_taken(g)) {  // waiting in the menus under a name the game now gives a seat not theirs
    drop(g, taken_words(g.name), false);
    app_->tell(g.name + ", who was waiting, was asked to join again under another name: the game has a " + g.name +
               " already.");
    return;
  }
  g.app->clear();
  g.seat = -1;
  std::string refused;
  const int chosen = seat_for(g, refused);
  if (!refused.empty()) {
    drop(g, refused, true);
    return;
  }
  if (chosen >= 0) {
    for (auto& other : guests_) {
      if (other.get() != &g && other->seat == chosen && !other->gone)
        drop(*other, "You joined again from another terminal.", false);
    }
    sit_down(g, chosen);
    return;
  }
  g.app->show(view_(*g.app, Part::watching()));
  if (!g.watch) {
    // A game begun with robots: the host may give the friend a robot's seat.
    const auto& seats = table_->seats();
    const bool robot_seat =
        std::any_of(seats.begin(), seats.end(), [](const Seat& who) { return who.robot && !who.joined; });
    g.app->tell("No seat waits for " + g.name + " in this game: you are watching" +
                    (robot_seat ? " (the host may give you a robot's seat)." : "."),
                true);
    app_->tell(g.name + " joined, but no seat waits for them: they are watching" +
               (robot_seat ? " (" + table_key(*app_) + ": give them a robot's seat)." : "."));
  } else {
    app_->tell(g.name + " is watching.");
  }
}

void TableHost::sit_down(Guest& g, int seat) {
  table_->sit(seat, g.name, user_number(g.user));
  g.name = table_->seats()[static_cast<std::size_t>(seat)].name;  // back under the name the table knows
  g.seat = seat;
  g.app->clear();
  g.app->show(view_(*g.app, Part::of_seat(seat)));
  tell_everyone(g.name + " sits at seat " + letter(seat) + ".", &g);
  g.app->tell("You play seat " + letter(seat) + ".");  // not their own name, as if about someone else
}

void TableHost::take_robot_seat(Guest& g, int seat) {
  if (!table_ || g.gone || g.seat >= 0) return;
  const std::string robot = table_->seats()[static_cast<std::size_t>(seat)].name;
  sit_down(g, seat);
  app_->tell(g.name + " plays seat " + letter(seat) + " in place of " + robot + ".");
}

void TableHost::unseat_all() {
  for (auto& g : guests_) {
    if (!g->app || g->gone) continue;
    g->app->clear();
    g->seat = -1;
    g->app->show(std::make_unique<Lobby>(name_, g->app->keys(), g->watch));
  }
}

void TableHost::drop(Guest& g, const std::string& why, bool misbehaved) {
  if (g.gone) return;
  g.gone = true;
  if (!why.empty()) g.link->send(net::bye_line(misbehaved ? net::kHostClosed + why + "." : why));
  g.app.reset();  // its screens leave the table
  const std::string who = g.greeted ? g.name : "A player who had not said hello";
  if (g.seat >= 0 && table_ && !table_->closed()) {
    table_->stand(g.seat);
    tell_everyone(who + " left the table: seat " + letter(g.seat) +
                      " waits for them (the host may let a robot play it: " + table_key(*app_) + ").",
                  &g);
  } else if (g.greeted && !misbehaved) {
    app_->tell(who + " left the table.");
  }
  if (misbehaved) {
    app_->tell(
        (g.greeted ? g.name + "'s connection was dropped: " : "A connection was dropped before it said hello: ") + why +
            ".",
        true);
  }
  g.seat = -1;
}

void TableHost::finish() {
  if (std::exchange(finished_, true)) return;
  for (auto& g : guests_) {
    if (g->gone) continue;
    g->gone = true;
    g->app.reset();
    // A watcher, or a player who found no seat, has none to go back to.
    g->link->send(net::bye_line(
        g->seat >= 0 ? "The host ended the table. The game is saved: once the host opens it again (tabletop host), "
                       "tabletop join takes you back to your seat."
                     : std::string("The host ended the table. Once the host opens it again (tabletop host), ") +
                           (g->watch ? "tabletop join --watch lets you look on again."
                                     : "tabletop join takes you back to the table.")));
    g->link->flush_for(500);
  }
  guests_.clear();
  listener_.close();
  app_->finish();
  table_.reset();
  view_ = nullptr;
}

// ---------------------------------------------------------------- the command

int run_host(const HostOptions& options, const std::optional<std::string>& save_dir, std::ostream& out,
             std::ostream& err) {
  if (!::isatty(STDIN_FILENO) || !::isatty(STDOUT_FILENO)) {
    err << "tabletop: hosting needs a terminal for the host\n";
    return 2;
  }
  const GameEntry* game = options.game.empty() ? nullptr : find_game(options.game);
  const std::string name = !options.table.empty() ? options.table : game != nullptr ? game->id : "table";
  if (const std::string problem = net::table_name_problem(name); !problem.empty()) {
    err << "tabletop: " << problem << "\n";
    return 2;
  }
  net::Admission admission;
  if (!options.group.empty()) {
    std::string problem;
    admission.group = net::group_id(options.group, problem);
    admission.group_name = options.group;
    if (!admission.group) {
      err << "tabletop: " << problem << "\n";
      return 2;
    }
  }
  SaveSession saves(resolve_save_dir(save_dir));
  if (std::string problem = saves.claim(); !problem.empty()) {
    err << "tabletop: " << problem << ".\n";
    return 2;
  }
  const net::fs::path socket = net::table_socket(name, net::tables_dir(saves.dir()));
  // The socket first, while the terminal is still the shell's: a problem is one plain line.
  net::Listener probe;
  if (const std::string problem = probe.open(socket, admission); !problem.empty()) {
    err << "tabletop: " << problem << "\n";
    return 2;
  }
  probe.close();
  TableHost host(saves, AppOptions{options.ascii, nullptr, nullptr, options.program, save_dir}, nullptr, true);
  if (const std::string problem = host.listen(socket, name, admission); !problem.empty()) {
    host.app().finish();
    err << "tabletop: " << problem << "\n";
    return 2;
  }
  host.app().start(game);
  while (host.running()) host.step(host.timeout());
  host.finish();
  out << ui::for_terminal(host.app().farewell(), host.app().terminal().width());
  return 0;
}

}  // namespace tabletop
