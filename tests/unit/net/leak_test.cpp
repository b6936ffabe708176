// Nothing hidden leaks to a joined seat. A whole game of Archaeology with the host's person in seat A,
// a joined player in B and a robot in C: every byte sent to B is kept and laid on B's screen, and
// every screen B gets shows B's hand and no one else's. Then, at every move, B's screen is drawn twice
// from scratch: once from the real table and once from a table whose unseen cards (the others' hands,
// the dig site, the closed chambers, the generator) are dealt again consistently with what B knows. The
// two must be the same screen, so nothing B may not know can be in it.
#include <doctest/doctest.h>

#include <chrono>
#include <string>
#include <thread>

#include "net/table_support.hpp"
#include "support/columns.hpp"
#include "tabletop/core/search_robot.hpp"
#include "tabletop/games/archaeology/archaeology.hpp"
#include "tabletop/games/archaeology/archaeology_robots.hpp"
#include "tabletop/table/table.hpp"
#include "tabletop/ui/keys.hpp"

using namespace tabletop;
using namespace tabletop::archaeology;

namespace {

using GameTable = tabletop::Table<State>;

// Hears of the tables a program opens.
struct Catch : Hosting {
  ui::OpenTable table;
  void table_opened(const ui::OpenTable& t) override { table = t; }
  std::unique_ptr<ui::Screen> table_screen(bool) override { return nullptr; }
  std::string invitation() const override { return ""; }
  bool hosts(const std::string& game_id) const override { return table.table && table.table->id() == game_id; }
};

// Seat `seat`'s screen on a hosted table holding `match`, drawn fresh at 100 x 30; with `suggest`, after
// the suggestion key was pressed and, if the seat is to move (`to_move`), its suggestion shown.
std::string fresh_screen(const json& match, int seat, bool suggest = false, bool to_move = false) {
  testing::TempDir dir;
  SaveSession saves(dir.path);
  REQUIRE(saves.claim().empty());
  Catch hosting;
  App owner(AppOptions{false, nullptr, &hosting}, saves, std::make_unique<ui::TextTerminal>(100, 30));
  const std::unique_ptr<ui::Screen> host_view = find_game("archaeology")->resume(owner, match);
  REQUIRE(hosting.table.table != nullptr);
  auto term = std::make_unique<ui::TextTerminal>(100, 30);
  ui::TextTerminal& screen = *term;
  App guest(AppOptions{false, nullptr, &hosting}, saves, std::move(term), owner.settings());
  guest.show(hosting.table.view(guest, Part::of_seat(seat)));
  guest.render();
  if (suggest) {
    guest.feed(ui::Input{guest.command_for('S'), 'S'});
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(20);
    const auto shown = [&screen] {  // Hard's move, or the one move there is (a dig)
      const std::string text = screen.text();
      return text.find("Suggestion (Hard): ") != std::string::npos ||
             text.find("Nothing to choose here, one move only: ") != std::string::npos;
    };
    while (to_move && !shown() && std::chrono::steady_clock::now() < deadline) {
      guest.idle();
      guest.render();
      std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }
    guest.render();
    CHECK(shown() == to_move);  // on another's turn the key means nothing
  }
  return screen.text();
}

// The hand column of the treasure table as a seat's screen shows it: kind -> the count shown
// ("·" for none) under the "hand" heading, for the rows where no dialog covers it.
std::map<Card, std::string> hand_column(const testing::Player& p) {
  std::map<Card, std::string> shown;
  std::size_t heading = std::u32string::npos;
  for (const std::string& text : p.rows()) {
    const std::u32string row = testing::columns(text);
    if (row.find(U" Treasure ") == 0) heading = row.find(U"hand");
    for (Card card : kTreasures) {
      if (heading == std::u32string::npos || text.rfind(std::string(" ") + card_info(card).many + " ", 0) != 0)
        continue;
      // The heading's four columns and one each side; the cursor's brackets and box borders aside.
      std::string cell;
      for (std::size_t x = heading - 1; x < heading + 5 && x < row.size(); ++x) {
        const char32_t c = row[x];
        if (c == U'·') cell += "·";
        else if (c >= U'0' && c <= U'9') cell += static_cast<char>(c);
        else if (c != U' ' && c != U'[' && c != U']' && c != U'│' && c != U'┃') cell = "covered";
      }
      if (cell.find("covered") == std::string::npos && !cell.empty()) shown[card] = cell;
    }
  }
  return shown;
}

}  // namespace

TEST_CASE("every byte sent to a joined seat in a whole game of Archaeology holds no other seat's card") {
  // B's suggestion is searched twice and compared: searched to its iterations, never cut by the clock.
  search_clock_kept = false;
  struct ClockBack {
    ~ClockBack() { search_clock_kept = true; }
  } clock_back;
  testing::HostedTable t;
  t.open("archaeology", R"({"players": 3, "seed": 11, "seats": ["person", "joined", "cautious"], "actions": []})");
  testing::Player bob(t.socket, "Bob");
  t.join(bob);
  auto table = std::dynamic_pointer_cast<GameTable>(t.host->table());
  REQUIRE(table != nullptr);
  // A and B play as a cautious robot would, through the table as their screens do.
  const RobotStyle<State>* cautious = find_style(robot_styles(), "cautious");
  REQUIRE(cautious != nullptr);
  const auto robot = cautious->make();
  Rng choices(3), deals(4);
  int moves = 0, frames_checked = 0, screens_compared = 0, suggestions_compared = 0, refusals_checked = 0;
  while (!table->match().over() && moves < 2000) {
    const State& s = table->match().state();
    const int seat = s.current_seat();
    if (seat == 0 || seat == 1) {
      const Move move = robot->choose(observe(s, seat), choices, {});
      REQUIRE(table->request(seat == 0 ? Part::here() : Part::of_seat(1), move) == "");
      ++moves;
    }
    t.settle(4);  // the robot in C plays at pace 0; B's screen is sent

    // What B's screen shows now: B's own hand, under B's name, never another's.
    const State& now = table->match().state();
    if (!now.table().places().empty()) break;
    CHECK_FALSE(bob.shows("Cards of Player A"));
    CHECK_FALSE(bob.shows("Cards of Robot C"));
    for (const auto& [card, shown] : hand_column(bob)) {
      const int held = at(now.hand(1), card);
      CHECK(shown == (held == 0 ? "·" : std::to_string(held)));
      ++frames_checked;
    }
    // Drawn from scratch, B's screen is the same whatever the unseen cards are.
    if (moves % 3 == 0) {
      json dealt_again = table->match().to_json();
      dealt_again["state"] = sample_world(observe(now, 1), deals).to_json();
      dealt_again.erase("history");  // it holds the real deal, which a joined seat's screen never reads
      CHECK(fresh_screen(dealt_again, 1) == fresh_screen(table->match().to_json(), 1));
      ++screens_compared;
    }
    // B's suggestion, asked on B's turn (and refused on another's), comes from B's view alone: the
    // line and the marks it sets up on the table are the same whatever the unseen cards are.
    const bool bs_turn = now.current_seat() == 1;
    if (bs_turn ? moves % 4 == 0 && suggestions_compared < 8 : moves % 50 == 1 && refusals_checked < 2) {
      json dealt_again = table->match().to_json();
      dealt_again["state"] = sample_world(observe(now, 1), deals).to_json();
      dealt_again.erase("history");
      CHECK(fresh_screen(dealt_again, 1, true, bs_turn) == fresh_screen(table->match().to_json(), 1, true, bs_turn));
      ++(bs_turn ? suggestions_compared : refusals_checked);
    }
  }
  t.settle();
  CHECK(table->match().over());
  CHECK(bob.shows("Final result"));
  CHECK(frames_checked > 500);
  CHECK(screens_compared > 30);
  CHECK(suggestions_compared >= 4);
  CHECK(refusals_checked >= 1);
  // Robots' notes name what they dug; B's screen never shows them (B's own say "You").
  CHECK(bob.received.find("Robot C dug up") == std::string::npos);
  CHECK(bob.received.find("Player A dug up") == std::string::npos);
  CHECK(bob.received.find("Robot C stole a") == std::string::npos);
  MESSAGE("bytes sent to B in the whole game: " << bob.received.size());
}

TEST_CASE("the comparison notices a screen that shows a hand it should not") {
  // The host's screen, which shows A's hand, differs between the real deal and another deal: the
  // test above would see a leak the same way.
  testing::HostedTable t;
  t.open("archaeology", R"({"players": 3, "seed": 11, "seats": ["person", "joined", "cautious"], "actions": []})");
  auto table = std::dynamic_pointer_cast<GameTable>(t.host->table());
  REQUIRE(table != nullptr);
  Rng deals(4);
  json dealt_again = table->match().to_json();
  dealt_again["state"] = sample_world(observe(table->match().state(), 1), deals).to_json();
  dealt_again.erase("history");
  CHECK(fresh_screen(dealt_again, 1) == fresh_screen(table->match().to_json(), 1));
  CHECK(fresh_screen(dealt_again, 0) != fresh_screen(table->match().to_json(), 0));
}
