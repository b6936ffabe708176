// A hosted table headless: the host's program on a TextTerminal, players on real Unix sockets speaking
// the wire protocol. Seats and turns, players leaving and coming back, robots standing in, watchers,
// every bad line, and the bytes a joined seat receives in a whole game of Archaeology.
#include <doctest/doctest.h>

#include <sys/socket.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <algorithm>
#include <sstream>
#include <thread>

#include "net/table_support.hpp"
#include "support/readme_text.hpp"
#include "tabletop/ui/keys.hpp"

using namespace tabletop;
using testing::HostedTable;
using testing::Player;

namespace {

const char* kLudoJoined = R"({"players": ["A", "B"], "seats": ["person", "joined"], "seed": 3, "turns": []})";

// A connection to `socket` made as another user: a thread takes that user's ids (the raw system
// calls change the calling thread only) and connects, so the kernel tells the host that user
// (SO_PEERCRED). Only root may; -1 otherwise.
int connect_as(uid_t uid, gid_t gid, const net::fs::path& socket) {
  int fd = -1;
  std::thread([&] {
    if (::syscall(SYS_setresgid, gid, gid, gid) != 0 || ::syscall(SYS_setresuid, uid, uid, uid) != 0) return;
    std::string problem;
    fd = net::connect_table(socket, problem);
  }).join();
  return fd;
}

}  // namespace

// Whether one row of a screen holds both texts: a seat's name and its mark in the players panel.
bool row_holds(const std::vector<std::string>& rows, const std::string& a, const std::string& b) {
  return std::any_of(rows.begin(), rows.end(), [&](const std::string& row) {
    return row.find(a) != std::string::npos && row.find(b) != std::string::npos;
  });
}

TEST_CASE("a joined player takes the open seat, sees the game, and moves only for it") {
  HostedTable t;
  t.open("ludo", kLudoJoined);
  // B waits for whoever joins first: open, not away (nobody has left it) (31.18).
  CHECK(row_holds(t.host_rows(), "Player B", "open"));
  CHECK_FALSE(t.host_shows("away"));
  CHECK(t.host_shows("To join:"));
  CHECK(t.host_shows("tabletop join /"));  // the whole command on a line of its own
  Player bob(t.socket, "Bob");
  t.join(bob);
  CHECK(bob.welcomed);
  CHECK(bob.received.rfind(R"({"welcome":)", 0) == 0);
  CHECK(bob.received.find(R"("seat":"B")") != std::string::npos);
  CHECK(t.host->guests() == std::vector<std::string>{"Bob:B"});
  CHECK(bob.shows("Ludo"));
  CHECK(bob.shows("Bob"));
  CHECK_FALSE(t.host_shows("away"));
  CHECK(t.host_shows("Bob sits at seat B."));

  CHECK(bob.shows("Player A is playing."));  // A's turn: Bob's footer offers no roll; Enter says whose turn it is
  CHECK_FALSE(bob.shows("Enter roll"));
  t.press(bob, '\n');
  CHECK(bob.shows("It is Player A's turn: wait for yours."));
  CHECK_FALSE(t.host_shows("rolls"));
  t.host_press('\n');  // A rolls
  CHECK(t.host_shows("A rolls"));
  CHECK(bob.shows("A rolls"));
  t.settle();
  REQUIRE(bob.shows("Bob (B): press Enter"));  // no 6: B's turn
  CHECK_FALSE(bob.shows("wait for yours"));    // the message that said to wait goes with the wait
  // Sixes give A more rolls; whoever is to move rolls until B has rolled.
  for (int i = 0; i < 12 && !bob.shows("B rolls"); ++i) {
    if (bob.shows("Bob (B): press Enter")) bob.press('\n');
    else t.host_press('\n');
    t.settle();
  }
  CHECK(bob.shows("B rolls"));
  CHECK(t.host_shows("B rolls"));
  t.host_press('n');  // only the host starts a new game
  t.host_press(ui::key::escape);
  // New games and the pace are the host's: a joined player's help and footer do not offer them, and
  // the keys do nothing.
  CHECK_FALSE(bob.shows("n new game"));
  t.press(bob, 'n');
  CHECK_FALSE(bob.shows("Start a new game?"));
  t.press(bob, '?');
  CHECK(bob.shows("Help"));
  CHECK_FALSE(bob.shows("faster"));
  CHECK_FALSE(bob.shows("new game"));
}

TEST_CASE("a joined player's and a watcher's help offer only the keys that do something for them") {
  HostedTable t;
  t.open("pako", R"({"size": 5, "seats": ["person", "joined", "random"], "players": 3, "seed": 2, "moves": []})");
  Player bob(t.socket, "Bob");
  t.join(bob);
  Player dan(t.socket, "Dan", true);
  t.join(dan);
  t.press(bob, '?');
  CHECK(bob.shows("Help"));
  CHECK_FALSE(bob.shows("let the next robot move now"));  // the pace, and hurrying a robot, are the host's
  CHECK_FALSE(bob.shows("new game"));
  CHECK(bob.shows("take back your last move"));
  t.press(bob, ui::key::escape);
  t.press(dan, '?');
  CHECK(dan.shows("Help"));
  CHECK_FALSE(dan.shows("take back your last move"));  // a watcher has no moves to take back
  CHECK_FALSE(dan.shows("Enter"));                     // nor any to make
  CHECK(dan.shows("move hints on or off"));            // a view key still works
  t.press(dan, ui::key::escape);
  t.press(dan, 'u');
  CHECK_FALSE(dan.shows("Nothing to take back"));
  CHECK_FALSE(dan.shows("Only your own moves"));
}

TEST_CASE("a player who goes leaves the seat waiting; the same name takes it back, a robot may stand in") {
  HostedTable t;
  t.open("ludo", kLudoJoined);
  auto bob = std::make_unique<Player>(t.socket, "Bob");
  t.join(*bob);
  t.host_press('\n');
  t.players.clear();
  bob.reset();  // the terminal is gone (kill -9 closes the socket the same way)
  t.settle();
  CHECK(t.host->guests().empty());
  CHECK(t.host_shows("Bob left the table: seat B waits for them"));
  CHECK(row_holds(t.host_rows(), "Bob", "away"));

  Player again(t.socket, "bob");  // the same name, whatever its case: the seat keeps "Bob"
  t.join(again);
  CHECK(t.host->guests() == std::vector<std::string>{"Bob:B"});
  CHECK(t.host_shows("Bob sits at seat B."));
  CHECK_FALSE(t.host_shows("bob"));   // nowhere renamed
  CHECK(again.shows("A rolls"));      // the same game, where it was
  CHECK(again.shows("rolled by A"));  // the die line says whose roll it shows, as it did before they left
  CHECK_FALSE(t.host_shows("away"));

  // A second terminal under the same name takes the seat from the first.
  Player third(t.socket, "BOB");
  t.join(third);
  CHECK(again.bye == "You joined again from another terminal.");
  CHECK(t.host->guests() == std::vector<std::string>{"Bob:B"});

  // Gone again: the host lets a robot play the seat until its player comes back.
  t.players = {};
  third.link.reset();
  third.closed = true;
  t.settle();
  t.host_press('W');
  CHECK(t.host_shows("Seat B: a robot plays it until Bob comes back"));
  t.host_press('\n');
  CHECK(t.host_shows("A robot plays seat B until Bob comes back."));
  CHECK(t.host_shows("⚙"));
  t.host_press('W');  // the table's list says what the seat waits for in the same words
  CHECK(t.host_shows("B  Bob: a robot, until Bob comes back"));
  t.host_press(ui::key::escape);
  Player back(t.socket, "bob");
  t.join(back);
  CHECK(t.host->guests() == std::vector<std::string>{"Bob:B"});
  CHECK_FALSE(t.host_shows("⚙"));
}

TEST_CASE("a robot may play an open seat until a player joins, who then takes it") {
  HostedTable t;
  t.open("ludo", kLudoJoined);
  t.host_press('W');
  CHECK(t.host_shows("B  Player B: open: the first player to join takes it"));
  CHECK(t.host_shows("Seat B: a robot plays it until a player joins"));
  CHECK_FALSE(t.host_shows("until Player B comes back"));  // nobody has gone: nobody to come back
  t.host_press('\n');
  CHECK(t.host_shows("A robot plays seat B until a player joins."));
  CHECK(t.host_shows("⚙"));
  t.host_press('W');
  CHECK(t.host_shows("B  Player B: a robot, until a player joins"));
  t.host_press(ui::key::escape);
  Player carol(t.socket, "Carol");  // any name: the seat was never anybody's
  t.join(carol);
  CHECK(t.host->guests() == std::vector<std::string>{"Carol:B"});
  CHECK_FALSE(t.host_shows("⚙"));
}

// A game begun against robots and then hosted: a friend who joins finds no seat waiting, and the host
// gives them a robot's seat from the table screen.
TEST_CASE("a friend who finds no seat in a game begun with robots is given a robot's seat by the host") {
  HostedTable t;
  t.open("ludo", R"({"players": ["A", "B"], "seats": ["person", "hard"], "seed": 3, "turns": []})");
  Player bea(t.socket, "Bea");
  t.join(bea);
  CHECK(t.host_shows("W: give them a robot's seat"));  // the host is told how, and Bea that it may come
  CHECK(bea.shows("you are watching (the host may give you a robot's seat)"));
  CHECK(t.host->guests() == std::vector<std::string>{"Bea:watching"});
  t.host_press('W');
  REQUIRE(t.host->app().top_title() == "Table t");
  CHECK(t.host_shows("Seat B: Bea plays it in place of Robot B"));
  t.host_press('\n');
  CHECK(t.host->guests() == std::vector<std::string>{"Bea:B"});
  CHECK(t.host_shows("Bea plays seat B in place of Robot B."));
  CHECK(bea.shows("You play seat B."));
  CHECK_FALSE(t.host_shows("⚙"));  // no robot plays any more
}

// Two players under one name could not be told apart on the table screen, in the log or in the host's
// choices: a name somebody else has at the table is refused at the hello, in place of the welcome.
TEST_CASE("a name already at the table is refused: a seat's, a robot's, a watcher's or a waiting friend's") {
  HostedTable t;
  t.open("ludo", R"({"players": ["A", "C"], "seats": ["person", "hard"], "seed": 3, "turns": []})");
  Player root(t.socket, "root");
  t.join(root);
  REQUIRE(t.host->guests() == std::vector<std::string>{"root:watching"});
  for (const auto& entry : std::vector<std::pair<std::string, bool>>{
           {"ROOT", false}, {"root", true}, {"Player A", false}, {"robot c", false}, {"Robot C", true}}) {
    const std::string name = entry.first;  // a plain name: clang 14 lets no lambda capture a binding
    CAPTURE(name);
    Player again(t.socket, name, entry.second);
    t.join(again);
    t.players.pop_back();
    CHECK_FALSE(again.welcomed);
    CHECK(again.bye == "The name " + name + " is taken at this table: join again with --name NAME.");
    CHECK(t.host_shows("Someone joining as " + name + " was turned away: the name is taken at this table."));
  }
  CHECK(t.host->guests() == std::vector<std::string>{"root:watching"});
  t.host_press('W');
  CHECK(t.host_shows("Watching or waiting: root."));
  CHECK(t.host_shows("Seat C: root plays it in place of Robot C"));
  t.host_press('\n');
  CHECK(t.host->guests() == std::vector<std::string>{"root:C"});
  Player watcher(t.socket, "Root", true);  // seated now: a watcher still may not look on under the name
  t.join(watcher);
  CHECK(watcher.bye == "The name Root is taken at this table: join again with --name NAME.");
}

TEST_CASE("doc/hosting.md's Seats says a name already at the table is turned away, in the host's words") {
  HostedTable t;
  t.open("ludo", R"({"players": ["A", "C"], "seats": ["person", "hard"], "seed": 3, "turns": []})");
  Player bea(t.socket, "Bea", true);
  t.join(bea);
  Player again(t.socket, "Bea");
  t.join(again);
  REQUIRE(again.bye.has_value());
  const std::string seats = testing::document_bullet("doc/hosting.md", "Seats.");
  CHECK(seats.find("Any other name already at the table, whatever its case, is turned away too") != std::string::npos);
  CHECK(seats.find("(`" + *again.bye + "`)") != std::string::npos);
}

TEST_CASE("a friend waiting in the menus under a name the game gives another seat is asked for another name") {
  HostedTable t;
  t.open_menu();
  t.host->app().open_setup(*find_game("ludo"));  // A "Player A", C "Robot C": shown before the friend came
  t.settle();
  Player friend_a(t.socket, "player a");
  t.join(friend_a);
  REQUIRE(t.host->guests() == std::vector<std::string>{"player a:lobby"});
  t.host_press('\n');  // Start
  CHECK(friend_a.bye == "The name player a is taken at this table: join again with --name NAME.");
  CHECK(t.host->guests().empty());
  CHECK(t.host_shows("player a, who was waiting, was asked to join again under another name"));
}

TEST_CASE("a player's own joined seat is not a name taken: they come back to it, from a second terminal too") {
  HostedTable t;
  t.open("ludo", kLudoJoined);
  Player open(t.socket, "Player B");  // the open seat's own name takes it
  t.join(open);
  CHECK(t.host->guests() == std::vector<std::string>{"Player B:B"});
  Player second(t.socket, "player b");  // whatever its case: the seat keeps "Player B"
  t.join(second);
  CHECK(second.welcomed);
  CHECK(open.bye == "You joined again from another terminal.");
  CHECK(t.host->guests() == std::vector<std::string>{"Player B:B"});
}

TEST_CASE("while the host is in the menus, a second friend under a waiting friend's name is refused") {
  HostedTable t;
  t.open_menu();
  Player bob(t.socket, "Bob");
  t.join(bob);
  Player other(t.socket, "bob", true);
  t.join(other);
  CHECK(other.bye == "The name bob is taken at this table: join again with --name NAME.");
  CHECK(t.host->guests() == std::vector<std::string>{"Bob:lobby"});
}

TEST_CASE("a player named like the setup's default who leaves leaves a seat that waits for them, not an open one") {
  HostedTable t;
  t.open("ludo", kLudoJoined);
  auto named = std::make_unique<Player>(t.socket, "Player C");  // a name that looks like a seat nobody took
  t.join(*named);
  REQUIRE(t.host->guests() == std::vector<std::string>{"Player C:B"});
  t.players.clear();
  named.reset();
  t.settle();
  CHECK(row_holds(t.host_rows(), "Player C", "away"));
  CHECK_FALSE(row_holds(t.host_rows(), "Player C", "open"));
  t.host_press('W');
  CHECK(t.host_shows("B  Player C: waiting for its player"));
  CHECK(t.host_shows("Seat B: a robot plays it until Player C comes back"));
  t.host_press(ui::key::escape);
  Player dan(t.socket, "Dan");  // a stranger finds no seat: B is Player C's
  t.join(dan);
  CHECK(t.host->guests() == std::vector<std::string>{"Dan:watching"});
  CHECK(t.host_shows("Dan joined, but no seat waits for them"));
}

TEST_CASE("a seat goes by its board position: Ludo's position C is seat C everywhere (31.15)") {
  HostedTable t;
  t.open("ludo", R"({"players": ["A", "C"], "seats": ["person", "joined"], "seed": 3, "turns": []})");
  Player bea(t.socket, "Bea");
  t.join(bea);
  CHECK(t.host->guests() == std::vector<std::string>{"Bea:C"});
  CHECK(t.host_shows("Bea sits at seat C."));
  CHECK(bea.shows("You play seat C."));
  CHECK_FALSE(bea.shows("Bea sits"));
  t.host_press('W');
  CHECK(t.host_shows("C  Bea: joined from another terminal"));
  // This table is not in the usual place: its way in names the path, once.
  CHECK(t.host_shows("To join from another terminal: tabletop join " + t.socket.string()));
  CHECK_FALSE(t.host_shows("Or join it by this path"));
  CHECK_FALSE(t.host_shows("B  Bea"));
  // Nothing to choose while every joined seat has its player: the footer offers no arrows and no Enter.
  CHECK(t.host_rows().back().find("Enter") == std::string::npos);
  CHECK(t.host_rows().back().find("Esc back") != std::string::npos);
  t.host_press(ui::key::escape);
  t.players.clear();
  bea.link.reset();
  bea.closed = true;
  t.settle();
  CHECK(t.host_shows("Bea left the table: seat C waits for them"));
  t.host_press('W');
  CHECK(t.host_shows("Seat C: a robot plays it until Bea comes back"));
  CHECK(t.host_rows().back().find("Enter choose") != std::string::npos);
}

TEST_CASE("no seat waits for a stranger, and a watcher sees the public view, read-only") {
  HostedTable t;
  t.open("archaeology", R"({"players": 3, "seed": 5, "seats": ["person", "joined", "cautious"], "actions": []})");
  Player bob(t.socket, "Bob");
  t.join(bob);
  Player carol(t.socket, "Carol");  // B is Bob's now: Carol can only look on
  t.join(carol);
  CHECK(t.host->guests() == std::vector<std::string>{"Bob:B", "Carol:watching"});
  CHECK(carol.shows("No seat waits for Carol in this game: you are watching (the host may give you a robot's seat)."));
  Player dan(t.socket, "Dan", true);
  t.join(dan);
  CHECK(dan.shows("Hands are hidden"));
  CHECK(bob.shows("Cards of Bob"));
  CHECK(t.host_shows("Cards of Player A"));
  t.press(dan, 'd');
  CHECK(dan.shows("Not your turn") == false);  // d is no choice: nothing happens, nothing is dug
  t.press(dan, '\n');
  CHECK(dan.shows("Player A is playing."));
}

TEST_CASE("every bad line drops its connection only, with a message on the host, and play goes on") {
  HostedTable t;
  t.open("ludo", kLudoJoined);
  Player bob(t.socket, "Bob");
  t.join(bob);
  const std::vector<std::pair<std::string, std::string>> bad = {
      {"not json\n", "line 1: a line from the player is not valid JSON"},
      {R"({"key":13})"
       "\n",
       "line 1: the first line must be the player's hello, not 'key'"},
      {R"({"hello":{"protocol":"tabletop","version":7,"name":"x","watch":false,"unicode":true,"size":[80,24]}})"
       "\n",
       "speaks version 7 of the protocol"},
      {std::string(70, '[') + std::string(70, ']') + "\n", "nested deeper than 64 levels"},
      {std::string(jsonread::kMaxBytes + 10, 'x'), "line 1 is larger than 4 MiB"},
  };
  for (const auto& entry : bad) {
    const std::string line = entry.first;  // plain names: clang 14 lets no lambda capture a binding
    const std::string said = entry.second;
    std::string problem;
    Player mallory(net::connect_table(t.socket, problem));
    mallory.say(line);
    t.players.push_back(&mallory);
    t.settle();
    t.players.pop_back();
    mallory.read();
    CAPTURE(said);
    REQUIRE(mallory.bye.has_value());
    CAPTURE(*mallory.bye);
    CHECK(mallory.bye->find(said) != std::string::npos);
    CHECK(t.host_shows("connection was dropped"));
    CHECK(t.host->running());
  }
  // A second hello from a seated player, and a message of no version.
  Player eve(t.socket, "Eve", true);
  t.join(eve);
  eve.say(net::hello_line(net::Hello{"Eve", true, 80, 24, true}));
  t.settle();
  CAPTURE(eve.bye.value_or("no bye"));
  CHECK(eve.bye == "The host closed this connection: line 2: a second hello, after the first.");
  CHECK(t.host_shows("Eve's connection was dropped"));
  // Bob plays on through all of it.
  CHECK(t.host->guests() == std::vector<std::string>{"Bob:B"});
  t.host_press('\n');
  CHECK(bob.shows("A rolls"));
}

TEST_CASE("the host ending the table says so to every player, a watcher without a seat to go back to") {
  HostedTable t;
  t.open("ludo", kLudoJoined);
  Player bob(t.socket, "Bob");
  t.join(bob);
  Player wat(t.socket, "Wat", true);
  t.join(wat);
  // A watcher's welcome names no seat (31.18).
  CHECK(wat.received.rfind(R"({"welcome":)", 0) == 0);
  CHECK(wat.received.substr(0, wat.received.find('\n')).find("seat") == std::string::npos);
  t.host->finish();
  bob.read();
  wat.read();
  REQUIRE(bob.bye.has_value());
  CHECK(bob.bye->find("The host ended the table. The game is saved") == 0);
  CHECK(bob.bye->find("takes you back to your seat") != std::string::npos);
  REQUIRE(wat.bye.has_value());
  CAPTURE(*wat.bye);
  CHECK(wat.bye->find("The host ended the table.") == 0);
  CHECK(wat.bye->find("seat") == std::string::npos);
  CHECK(wat.bye->find("tabletop join --watch lets you look on again") != std::string::npos);
}

TEST_CASE("a person's turn, come after others moved, is said once by the terminal; the prompt names them (31.17)") {
  HostedTable t;
  t.open("ludo", kLudoJoined);
  Player bob(t.socket, "Bob");
  t.join(bob);
  const auto alerts = [&bob] {
    std::size_t n = 0;
    for (std::size_t at = 0; (at = bob.received.find(R"("alert":"usual")", at)) != std::string::npos; ++at) ++n;
    return n;
  };
  CHECK(alerts() == 0);  // A is to move: nothing yet
  // A rolls (again after a six) until the turn is Bob's: then one alert, with his name in the prompt.
  for (int i = 0; i < 12 && !bob.shows("Bob (B): press Enter"); ++i) t.host_press('\n');
  REQUIRE(bob.shows("Bob (B): press Enter"));
  CHECK(alerts() == 1);
  CHECK(t.host_screen->alerts().empty());  // the host's own screen was not told: it was A's move
  t.settle();
  CHECK(alerts() == 1);  // once, not at every frame
  // Bob's own moves, a six rolled again, bring no alert; A's turn after Bob's does, on the host's screen.
  for (int i = 0; i < 12 && !t.host_shows("Player A: press Enter"); ++i) t.press(bob, '\n');
  REQUIRE(t.host_shows("Player A: press Enter"));
  CHECK(alerts() == 1);
  CHECK(t.host_screen->alerts() == std::vector<ui::Alert>{ui::Alert::usual});

  // The setting chooses how, or nothing (Bob keeps the settings he came with); a watcher is never told.
  t.host->app().settings().turn_alert = "off";
  Player wat(t.socket, "Wat", true);
  t.join(wat);
  for (int i = 0; i < 12 && !bob.shows("Bob (B): press Enter"); ++i) t.host_press('\n');
  REQUIRE(bob.shows("Bob (B): press Enter"));
  CHECK(alerts() == 2);
  for (int i = 0; i < 12 && !t.host_shows("Player A: press Enter"); ++i) t.press(bob, '\n');
  REQUIRE(t.host_shows("Player A: press Enter"));
  CHECK(t.host_screen->alerts().size() == 1);
  CHECK(wat.received.find("alert") == std::string::npos);
}

TEST_CASE("with a group, a seat taken under a name is taken back only by the same user (31.18)") {
  if (::geteuid() != 0) {
    MESSAGE("skipped: only root can connect as another user here");
    return;
  }
  constexpr uid_t kNobodyUser = 65534;  // nobody, in its own group nogroup
  HostedTable t;
  t.open("ludo", kLudoJoined, net::Admission{kNobodyUser, "nogroup"});
  auto bob = std::make_unique<Player>(t.socket, "Bob");
  t.join(*bob);
  REQUIRE(t.host->guests() == std::vector<std::string>{"Bob:B"});
  t.players.clear();
  bob.reset();  // his terminal went: seat B waits for Bob
  t.settle();

  const int fd = connect_as(kNobodyUser, kNobodyUser, t.socket);
  REQUIRE(fd >= 0);
  Player other(fd);  // a member of the group, under Bob's name
  other.say(net::hello_line(net::Hello{"bob", false, 80, 24, true}));
  t.join(other);
  REQUIRE(other.bye.has_value());
  CAPTURE(*other.bye);
  CHECK_FALSE(other.welcomed);  // refused in place of the welcome
  CHECK(other.bye->find("seat B is Bob's, who sat there as another user") != std::string::npos);
  CHECK(t.host->guests().empty());
  CHECK(t.host_shows("bob's connection was dropped: seat B is Bob's"));

  Player back(t.socket, "Bob");  // Bob himself takes it back
  t.join(back);
  CHECK(t.host->guests() == std::vector<std::string>{"Bob:B"});

  // The save keeps who sat there: after the host's restart the group member is still refused.
  back.link.reset();
  back.closed = true;
  t.restart("ludo", net::Admission{kNobodyUser, "nogroup"});
  const int again_fd = connect_as(kNobodyUser, kNobodyUser, t.socket);
  REQUIRE(again_fd >= 0);
  Player again(again_fd);
  again.say(net::hello_line(net::Hello{"bob", false, 80, 24, true}));
  t.join(again);
  REQUIRE(again.bye.has_value());
  CHECK(again.bye->find("seat B is Bob's, who sat there as another user") != std::string::npos);
  Player bob_again(t.socket, "Bob");
  t.join(bob_again);
  CHECK(t.host->guests() == std::vector<std::string>{"Bob:B"});
}

TEST_CASE("the words after -- are ssh's options, for join --ssh only (31.19)") {
  for (const auto& args : std::vector<std::vector<std::string>>{{"join", "t", "--", "-p", "2222"},
                                                                {"replay", "ludo", "-", "--", "-p", "2222"}}) {
    const auto result = testing::run(args);
    CHECK(result.status == 2);
    CHECK(result.err == "tabletop: the words after -- are options for ssh, and only join --ssh takes them\n");
  }
}

TEST_CASE("join refuses a --name longer than the host takes before it connects, counting characters") {
  const auto result = testing::run({"join", "nosuchtable", "--name", "abcdefghijklmnopqrstuvwxyz"});
  CHECK(result.status == 2);
  CHECK(result.err == "tabletop: --name: a name has at most 20 characters; \"abcdefghijklmnopqrstuvwxyz\" has 26.\n");
  const std::string twenty = "Zoë Ådalberta Müller";  // 20 characters in more bytes: not refused for its length
  CHECK(testing::run({"join", "nosuchtable", "--name", twenty}).err.find("--name") == std::string::npos);
}

TEST_CASE("join refuses an empty --name, and one the host would refuse, before it connects") {
  const auto empty = testing::run({"join", "nosuchtable", "--name", ""});
  CHECK(empty.status == 2);
  CHECK(empty.err.rfind("tabletop: --name needs a name; leave --name out to join as ", 0) == 0);
  // The host's own rule (net::name_problem), said without the name: its control character would act here.
  for (const std::string name : {"a\tb", "a\x1b[2Jb", "a\u0085b"}) {
    const auto result = testing::run({"join", "nosuchtable", "--name", name});
    CHECK(result.status == 2);
    CHECK(result.err == "tabletop: --name: " + net::name_problem(name) + ": give another name.\n");
    CHECK(net::name_problem(name) == "the name holds a control character");
  }
  // Bytes of another character set (Latin-1's "Jörg", "été"), a lone continuation, an overlong form, a
  // surrogate: each said as what it is, never taken, never printed.
  for (const std::string name : {"J\xf6rg", "\xe9t\xe9", "J\xf6",
                                 "a\x80"
                                 "z",
                                 "\xc0\xafx", "\xed\xa0\x80", "\xf8\x88\x80\x80\x80"}) {
    CAPTURE(name);
    const auto result = testing::run({"join", "nosuchtable", "--name", name});
    CHECK(result.status == 2);
    CHECK(result.err ==
          "tabletop: --name: the name is not written in UTF-8 (is the terminal set to another character set?): give "
          "another name.\n");
  }
  CHECK(net::name_problem("Zoë Ådalberta Müller").empty());
  CHECK(net::name_problem("\xf0\x9f\x8e\xb2 dice").empty());  // four bytes, one character
}

TEST_CASE("a peer of the same user is let in; another user only through the host's group") {
  int pair[2];
  REQUIRE(::socketpair(AF_UNIX, SOCK_STREAM, 0, pair) == 0);
  CHECK(net::peer_problem(pair[0], net::Admission{}).empty());
  ::close(pair[0]);
  ::close(pair[1]);
  CHECK(net::member_of(12345, 777, 777));
  CHECK_FALSE(net::member_of(12345, 777, 778));
  std::string problem;
  CHECK_FALSE(net::group_id("no-such-group-here", problem).has_value());
  CHECK(problem == "there is no group no-such-group-here");
  CHECK(net::table_name_problem("ludo").empty());
  CHECK(net::table_name_problem("-x") == "a table's name does not start with '-' or '.'");
  CHECK(net::table_name_problem("a b") == "a table's name has only letters, digits, '.', '_' and '-'");
}

TEST_CASE("a joined player's Esc and the host's Q ask before anyone leaves the table") {
  HostedTable t;
  t.open("ludo", kLudoJoined);
  Player bob(t.socket, "Bob");
  t.join(bob);
  t.press(bob, ui::key::escape);
  CHECK(bob.shows("Leave the table?"));
  t.press(bob, '\n');  // the first answer stays
  CHECK(t.host->guests() == std::vector<std::string>{"Bob:B"});
  CHECK_FALSE(bob.bye.has_value());
  t.press(bob, 'Q');  // quitting the program is leaving the table too
  CHECK(bob.shows("Leave the table?"));
  t.press(bob, ui::key::escape);  // closing the question stays as well
  CHECK(t.host->guests() == std::vector<std::string>{"Bob:B"});

  t.host_press('Q');
  CHECK(t.host_shows("End the table for everyone?"));
  t.host_press('\n');  // keep hosting
  t.settle();
  CHECK(t.host->running());
  CHECK(t.host->guests() == std::vector<std::string>{"Bob:B"});

  t.press(bob, ui::key::escape);
  t.press(bob, ui::key::down);
  t.press(bob, '\n');  // leave after all
  CHECK(bob.bye == "You left the table.");
  CHECK(t.host->guests().empty());
  t.host_press('Q');  // nobody else at the table: nothing to ask
  t.settle();
  CHECK_FALSE(t.host->running());
}

TEST_CASE("a joined seat keeps its user in the save; a bad user is refused, naming the place") {
  Seat bob{false, "", "Bob", true, 1000};
  CHECK(seat_from_json(seat_to_json(bob), "seats[1]") == bob);
  CHECK(seat_to_json(Seat{false, "", "Ann"}).contains("user") == false);  // unhosted saves stay as they were
  CHECK(seat_from_json(json{{"robot", false}, {"style", ""}, {"name", "Ann"}}, "seats[0]").user == -1);
  for (const json& bad : {json(-5), json("root"), json(1e12), json(4294967294LL)}) {
    CAPTURE(bad.dump());
    json j = seat_to_json(bob);
    j["user"] = bad;
    CHECK_THROWS_WITH_AS(seat_from_json(j, "seats[1]"), doctest::Contains("seats[1].user"), BadData);
  }
}

TEST_CASE("while the host is between games, a joined player waits in the lobby and may leave from it") {
  HostedTable t;
  t.open("ludo", kLudoJoined);
  Player bob(t.socket, "Bob");
  t.join(bob);
  REQUIRE(bob.shows("Ludo"));
  t.host_press('q');  // the host goes back to the game's page, the game still in progress
  t.settle();
  INFO(bob.text());
  CHECK(bob.shows("The host is in the menus; you will be seated as soon as"));
  CHECK(bob.shows("Esc or q: leave the table"));
  CHECK(bob.rows().back().find("Esc leave") != std::string::npos);  // the footer names the first of them
  t.press(bob, 'q');  // no game is in play: nothing to lose, nothing to ask
  CHECK(bob.bye == "You left the table.");
  CHECK(t.host->guests().empty());
}

TEST_CASE("the host's main menu says how friends join, and who has come to wait for a game") {
  HostedTable t;
  t.open_menu();
  REQUIRE(t.host->app().top_title() == "Main menu");
  CHECK(t.host_shows("Hosting: friends join with tabletop join "));
  CHECK_FALSE(t.host_shows("At the table:"));
  Player bob(t.socket, "Bob");
  t.join(bob);
  CHECK(bob.shows("The host is in the menus; you will be seated as soon as"));
  CHECK(t.host_shows("Bob is at the table, waiting for the game you start."));
  CHECK(t.host_shows("At the table: Bob."));
  Player cy(t.socket, "Cy", true);  // only watching: no seat waits for a watcher
  t.join(cy);
  CHECK(cy.shows("You are watching the table. The host is in the menus"));
  CHECK(t.host_shows("Cy is watching the table, waiting for the game you start."));
  CHECK(t.host_shows("At the table: Bob and Cy."));
  t.host_press('q');  // the main menu's way out ends the table too: it asks, as Q does
  CHECK(t.host_shows("End the table for everyone?"));
  CHECK(t.host_shows("when you host again."));
  CHECK_FALSE(t.host_shows("The game is saved"));  // no game is open
  t.host_press('\n');                              // keep hosting
  CHECK(t.host->running());
  CHECK(t.host->guests() == std::vector<std::string>{"Bob:lobby", "Cy:watching"});
  t.press(cy, 'q');
  t.press(bob, 'q');
  CHECK(t.host_shows("Bob left the table."));
  CHECK_FALSE(t.host_shows("At the table:"));
}

TEST_CASE("a friend who waits while the host is in the menus is given a robot's seat in the new game's setup") {
  HostedTable t;
  t.open_menu();
  Player bob(t.socket, "Bob");
  t.join(bob);
  t.host->app().open_setup(*find_game("ludo"));  // A a person, C a robot, B and D not playing
  t.settle();
  CHECK(row_holds(t.host_rows(), "Seat C", "Joined from another terminal"));
  CHECK(row_holds(t.host_rows(), "Seat A", "Person"));
  CHECK(row_holds(t.host_rows(), "Seat B", "Not playing"));  // a seat out of play stays out
  t.host_press('\n');                                        // Start
  CHECK(t.host->guests() == std::vector<std::string>{"Bob:C"});
  CHECK(bob.shows("You play seat C."));
}

TEST_CASE("a watcher who waits while the host is in the menus is given no seat in the new game's setup") {
  HostedTable t;
  t.open_menu();
  Player cy(t.socket, "Cy", true);  // only watching
  t.join(cy);
  t.host->app().open_setup(*find_game("ludo"));  // A a person, C a robot, B and D not playing
  t.settle();
  CHECK(row_holds(t.host_rows(), "Seat C", "Robot: Normal"));  // no seat waits for somebody who will not play
  Player bob(t.socket, "Bob");                                 // ... and a friend come to play is counted alone
  t.join(bob);
  t.host_press(27);  // back to the game's page, and into its setup again
  t.settle();
  t.host->app().open_setup(*find_game("ludo"));
  t.settle();
  CHECK(row_holds(t.host_rows(), "Seat C", "Joined from another terminal"));
  t.host_press('\n');  // Start
  CHECK(t.host->guests() == std::vector<std::string>{"Cy:watching", "Bob:C"});
}

TEST_CASE("a friend waiting in the menus is named in the setup and in the game from its start") {
  HostedTable t;
  t.open_menu();
  Player bob(t.socket, "Bob");
  t.join(bob);
  t.host->app().open_setup(*find_game("getaway"));  // A a person, B a robot: B becomes Bob's
  t.settle();
  REQUIRE(row_holds(t.host_rows(), "Seat B", "Joined from another terminal"));
  CHECK(row_holds(t.host_rows(), "Name B", "[Bob]"));  // the name the seat will get, dimmed
  t.host_press('\n');                                  // Start
  CHECK(t.host->guests() == std::vector<std::string>{"Bob:B"});
  // Getaway's own sentences name him, not "Player B": the game was started with his name.
  t.host_press('\n');  // A rolls (the dice are the new game's own: the host may be asked about a toll)
  t.settle();
  INFO(bob.text());
  CHECK(row_holds(bob.rows(), "B Bob", ""));
  CHECK_FALSE(t.host_shows("Player B"));
  CHECK_FALSE(bob.shows("Player B"));
  // The setup is remembered as chosen: Name B stays empty for whoever joins next time.
  CHECK(t.host->app().settings().game("getaway").value("name1", "") == "");
}

// Getaway's own sentences name its players: a friend who takes a seat mid-game is named there, on the
// board and in the log, as in the players panel and the prompt, and so is the game the host resumes.
TEST_CASE("a friend who takes a Getaway seat mid-game is named on the board and in the log, resumed too") {
  HostedTable t;
  t.open("getaway", R"({"board": "garden.game", "players": ["Ann", "Player B"], "seats": ["person", "joined"],
                        "seed": 3, "turns": 0})");
  auto bob = std::make_unique<Player>(t.socket, "Bob");
  t.join(*bob);
  REQUIRE(t.host->guests() == std::vector<std::string>{"Bob:B"});
  t.host_press('\n');  // Ann rolls
  REQUIRE(bob->shows("Bob (B) is on Garden Gate: press Enter"));
  t.press(*bob, '\n');
  INFO(t.host_text());
  CHECK(t.host_shows("Bob is on Garden Gate and rolls"));
  CHECK(t.host_shows("Last roll: Bob (B) "));
  CHECK(row_holds(t.host_rows(), "Here: ", "Bob (B)"));  // the cursor follows his roll
  CHECK_FALSE(t.host_shows("Player B"));
  CHECK_FALSE(bob->shows("Player B"));

  t.restart("getaway");  // the host quits and comes back to the saved game
  CHECK(t.host_shows("Last roll: Bob (B) "));
  CHECK(row_holds(t.host_rows(), "B Bob", "away"));
  CHECK_FALSE(t.host_shows("Player B"));
}

TEST_CASE("a friend given a robot's Getaway seat is named in its sentences from the next turn on") {
  HostedTable t;
  t.open("getaway", R"({"board": "garden.game", "players": ["Ann", "Robot B"], "seats": ["person", "thrifty"],
                        "seed": 3, "turns": 0})");
  Player bea(t.socket, "Bea");
  t.join(bea);
  t.host_press('W');
  t.host_press('\n');  // Bea plays seat B in place of Robot B
  REQUIRE(t.host->guests() == std::vector<std::string>{"Bea:B"});
  t.host_press('\n');  // Ann rolls
  t.press(bea, '\n');
  INFO(t.host_text());
  CHECK(t.host_shows("Last roll: Bea (B) "));
  CHECK(bea.shows("Bea is on Garden Gate and rolls"));
  CHECK_FALSE(bea.shows("Robot B"));
}

TEST_CASE("a friend who came during a game is given a seat in the next one the host starts with n") {
  HostedTable t;
  t.open("ludo", R"({"players": ["A", "C"], "seats": ["person", "random"], "seed": 3, "turns": []})");
  Player bob(t.socket, "Bob");
  t.join(bob);
  CHECK(bob.shows("No seat waits for Bob in this game: you are watching (the host may give you a robot's seat)."));
  t.host_press('n');
  REQUIRE(t.host_shows("Start a new game?"));
  t.host_press(ui::key::down);  // New game
  t.host_press('\n');
  t.settle();
  REQUIRE(t.host->app().top_title() == "New game: Ludo");
  CHECK(row_holds(t.host_rows(), "Seat C", "Joined from another terminal"));
  CHECK(row_holds(t.host_rows(), "Name C", "[Bob]"));
  t.host_press('\n');  // Start
  CHECK(t.host->guests() == std::vector<std::string>{"Bob:C"});
}

TEST_CASE("the host's waiting line is a command that works as printed: the away seat's name goes with it") {
  HostedTable t;
  t.open("ludo", kLudoJoined);
  auto bob = std::make_unique<Player>(t.socket, "Bob");
  t.join(*bob);
  t.players.clear();
  bob.reset();  // Bob goes: the seat waits for him, no longer open to whoever comes
  t.settle();
  // A's turns until B's comes: the prompt says whom the game waits for, and how they come back.
  for (int i = 0; i < 20 && !t.host_shows("Waiting for Bob"); ++i) t.host_press('\n');
  std::string text;  // the screen's words one space apart: the prompt wraps over lines
  std::istringstream screen(t.host_text());
  for (std::string w; screen >> w;) text += w + " ";
  const std::size_t at = text.find("to join the table: ");
  REQUIRE(at != std::string::npos);
  std::istringstream command(text.substr(at + std::string("to join the table: ").size()));
  std::vector<std::string> words;
  for (std::string w; command >> w && words.size() < 5;) words.push_back(w);
  REQUIRE(words.size() == 5);
  CHECK(words[0] == "tabletop");
  CHECK(words[1] == "join");
  CHECK(words[3] == "--name");
  // The name as the command gives it takes the seat back; a join without it would only watch.
  Player stranger(t.socket, "Carol");
  t.join(stranger);
  CHECK(t.host->guests() == std::vector<std::string>{"Carol:watching"});
  Player back(t.socket, words[4]);
  t.join(back);
  CHECK(t.host->guests() == std::vector<std::string>{"Carol:watching", "Bob:B"});
}

TEST_CASE("a friend who comes while the setup is open is given a robot's seat there; W shows the table") {
  HostedTable t;
  t.open_menu();
  t.host->app().open_setup(*find_game("ludo"));  // A a person, C a robot, B and D not playing
  t.settle();
  CHECK(row_holds(t.host_rows(), "Seat C", "Robot: Normal"));
  Player bob(t.socket, "Bob");
  t.join(bob);  // no key pressed: the open setup sees him come
  CHECK(row_holds(t.host_rows(), "Seat C", "Joined from another terminal"));
  // The joined seat's note says how a friend comes in.
  for (int i = 0; i < 12 && !row_holds(t.host_rows(), "▶ Seat C", ""); ++i) t.host_press(ui::key::up);
  REQUIRE(row_holds(t.host_rows(), "▶ Seat C", ""));
  std::string words;  // the note wraps over lines
  std::istringstream screen(t.host_text());
  for (std::string w; screen >> w;) words += w + " ";
  const std::string command = "tabletop join " + t.socket.string();
  CHECK(words.find("A person who joins from another terminal plays this seat: " + command +
                   " (W: who is at the table).") != std::string::npos);
  t.host_press('W');
  CHECK(t.host_shows("To join from another terminal: " + command));
  CHECK(t.host_shows("Watching or waiting: Bob."));
  t.host_press('W');  // W again, as Esc, goes back to the setup
  CHECK(t.host_shows("New game: Ludo"));
  t.host_press(ui::key::down);
  t.host_press(ui::key::down);  // past the last choice (Name D, hidden: Start)
  for (int i = 0; i < 12 && !t.host_shows("▶ [ Start ]"); ++i) t.host_press(ui::key::down);
  t.host_press('\n');
  CHECK(t.host->guests() == std::vector<std::string>{"Bob:C"});
  CHECK(bob.shows("You play seat C."));
}

// The farewell's command goes on with the game that waits as it was left: hosted where this program
// hosted it, else as a game of one keyboard (a host who quit at Archaeology's setup was told to start
// `tabletop host ludo` for a Ludo game never hosted).
TEST_CASE("the host's farewell says `host GAME` only for a game this program hosted") {
  HostedTable t;
  t.open("ludo", kLudoJoined);
  t.host_press('Q');
  CHECK(t.host->app().farewell().find("Start tabletop host ludo again") != std::string::npos);

  HostedTable other;
  const std::string script = other.dir.file("script.json", R"({"players": ["A", "B"], "turns": []})");
  REQUIRE(testing::run({"replay", "ludo", script, "--autosave", "--save-dir", other.save_dir.string()}).status == 0);
  other.host_the_save("archaeology", {});
  REQUIRE(other.host_shows("New game: Archaeology"));
  other.host_press('Q');
  const std::string farewell = other.host->app().farewell();
  CAPTURE(farewell);
  CHECK(farewell.find("Your game of Ludo is saved") == 0);
  CHECK(farewell.find("Start tabletop again") != std::string::npos);
}
