// A key works exactly where `?` names it. Each screen a person meets is opened headless, in one or more
// states; its help is read off the screen as a person reads it; then every key of every key map is
// pressed on a fresh copy of each state. A key the help does not list must change nothing at all, and
// a key it lists must change what is shown (in at least one of the states where it is listed).
#include <doctest/doctest.h>

#include <chrono>
#include <functional>
#include <map>
#include <set>
#include <thread>

#include "support/cli_run.hpp"
#include "support/headless.hpp"
#include "support/kept_game.hpp"
#include "tabletop/registry/game_entry.hpp"
#include "tabletop/ui/keymap.hpp"
#include "tabletop/ui/keys.hpp"
#include "tabletop/ui/review_screen.hpp"

using namespace tabletop;
using tabletop::testing::Headless;

namespace {

using Prepare = std::function<void(Headless&)>;

struct Scene {
  std::string name;
  std::vector<Prepare> states;  // the same screen in states where different keys have an effect
};

constexpr int kWidth = 100;
constexpr int kHeight = 40;

// A game in progress kept by `tabletop ARGS --autosave`, resumed on launch.
Prepare resumed(std::vector<std::string> args, std::vector<int> keys = {}) {
  return [args, keys](Headless& h) {
    std::vector<std::string> command = args;
    command.insert(command.end(), {"--autosave", "--save-dir", h.dir.path.string()});
    REQUIRE(tabletop::testing::run(command).status == 0);
    h.dir.file("settings.json", tabletop::testing::settings_text(args[1]));
    h.launch(kWidth, kHeight);
    for (int k : keys) h.press(k);
  };
}

Prepare replayed(const std::string& game, const std::string& script, std::vector<int> keys = {}) {
  return [game, script, keys](Headless& h) {
    const std::string path = h.dir.file("script.json", script);
    resumed({"replay", game, path}, keys)(h);
  };
}

// The main menu, then these keys.
Prepare from_menu(std::vector<int> keys) {
  return [keys](Headless& h) {
    h.launch(kWidth, kHeight);
    for (int k : keys) h.press(k);
  };
}

// A game's setup form, then these keys.
Prepare setup(const std::string& game, std::vector<int> keys) {
  return [game, keys](Headless& h) {
    h.launch(kWidth, kHeight);
    h.app->open_setup(*find_game(game));
    for (int k : keys) h.press(k);
  };
}

// Its review from Records, done, then these keys.
Prepare reviewed(std::vector<int> keys) {
  return [keys](Headless& h) {
    tabletop::testing::records_with_a_kept_game(h, "ludo", kWidth, kHeight);
    tabletop::testing::review_the_newest(h);
    REQUIRE(h.shows_within("Moments to look at"));
    for (int k : keys) h.press(k);
  };
}

// A review at work, which goes on until it is stopped.
void reviewing(Headless& h) {
  h.launch(kWidth, kHeight);
  ui::ReviewScreen::Links links;
  links.title = "Ludo";
  links.run = [](const ReviewOptions& options) -> ReviewReport {
    options.progress(1, 4);
    while (!options.stop->load()) std::this_thread::sleep_for(std::chrono::milliseconds(1));
    throw ReviewStopped();
  };
  h.app->show(std::make_unique<ui::ReviewScreen>(links, std::nullopt, ReviewOptions{}));
  REQUIRE(h.shows_within("1 of 4 steps judged"));
}

// Ludo's moment of a choice between moves, as its showcase keeps it (one document for every test).
std::string ludo_choosing() {
  for (const ShowcaseMoment& m : find_game("ludo")->showcase.moments) {
    if (m.scene == "ludo, choosing moves") return m.script;
  }
  return "";
}

// The moments of every game's showcase (registry/game_entry.hpp), one scene for each name.
std::vector<Scene> game_scenes() {
  std::vector<Scene> scenes;
  for (const GameEntry& game : games()) {
    CAPTURE(game.id);
    CHECK_FALSE(game.showcase.moments.empty());
    for (const ShowcaseMoment& moment : game.showcase.moments) {
      if (scenes.empty() || scenes.back().name != moment.scene) scenes.push_back({moment.scene, {}});
      scenes.back().states.push_back(
          moment.script.empty()
              ? resumed({"sample", game.id, "--moves", std::to_string(moment.moves), "--seed", "5"}, moment.keys)
              : replayed(game.id, moment.script, moment.keys));
    }
  }
  return scenes;
}

std::vector<Scene> scenes() {
  using namespace ui::key;
  const std::vector<std::string> sample = {"sample", "", "--moves", "40", "--seed", "5"};
  const auto sampled = [&sample](const std::string& game, std::vector<int> keys = {}, const char* moves = "40") {
    std::vector<std::string> args = sample;
    args[1] = game;
    args[3] = moves;
    return resumed(args, keys);
  };
  std::vector<Scene> shared = {
      {"main menu", {from_menu({down, down})}},
      {"a game's page", {from_menu({'\n', down})}},
      {"a setup form", {setup("pako", {up, up, up, up, up})}},  // Seat A, past the coach, two names and Seat B
      {"the settings", {from_menu({end, up, '\n', down})}},
      {"the Keys screen", {from_menu({end, up, up, '\n', down})}},
      {"the rules, part way down", {from_menu({'\n', down, down, '\n', page_down})}},
      {"a help that fits", {sampled("pako", {'?'})}},
      {"a question", {sampled("pako", {'n'}), sampled("pako", {'n', down})}},
      {"a review, done", {reviewed({}), reviewed({down})}},
      {"a review at work", {reviewing}},
  };
  for (Scene& scene : game_scenes()) shared.push_back(std::move(scene));
  return shared;
}

// Everything a person could notice: the screen, which screen it is, whether the program still runs.
std::string seen(Headless& h) { return h.text() + "\n" + h.app->top_title() + (h.app->running() ? "" : " (ended)"); }

// The key names in the first column of the help's list, read from the screen (scrolling to its end).
std::set<std::string> help_keys(Headless& h) {
  std::set<std::string> names;
  const auto read = [&] {
    bool in_list = false;
    for (const std::string& line : h.lines()) {
      if (line.find("Keys on this screen") != std::string::npos) {
        in_list = true;
        continue;
      }
      if (!in_list || line.rfind("    ", 0) != 0) continue;
      std::string label = line.substr(4, line.find(' ', 4) - 4);
      for (std::size_t at; (at = label.find('/', 1)) != std::string::npos; label.erase(0, at + 1))
        names.insert(label.substr(0, at));
      names.insert(label);
    }
  };
  read();
  h.press(ui::key::end);
  read();
  return names;
}

// Every key of every map: the shared one, each game's own, the Keys screen's (a, d, D) and Records' (w, v).
std::vector<int> every_key() {
  std::set<int> keys = {'a', 'd', 'D', 'w', 'v'};
  for (const auto& b : ui::shared_keys()) keys.insert(b.keys.begin(), b.keys.end());
  for (const auto& game : games()) {
    if (game.keys == nullptr) continue;
    for (const auto& b : *game.keys) keys.insert(b.keys.begin(), b.keys.end());
  }
  return {keys.begin(), keys.end()};
}

}  // namespace

TEST_SUITE("screens") {
  TEST_CASE("every screen: a key does something exactly when its help lists it") {
    for (const Scene& scene : scenes()) {
      CAPTURE(scene.name);
      // The help as each state of the screen shows it: it may differ (the log scrolled, a list of moves).
      std::vector<std::set<std::string>> listed;
      for (const Prepare& prepare : scene.states) {
        Headless h;
        prepare(h);
        h.press(ui::key::f1);
        REQUIRE(h.app->top_title().rfind("Help: ", 0) == 0);
        listed.push_back(help_keys(h));
      }
      for (int key : every_key()) {
        const std::string name = ui::key_name(key);
        if (key == ('l' & 0x1f)) continue;  // Ctrl-L draws the same screen again: nothing to see change
        CAPTURE(name);
        bool listed_somewhere = false, works_where_listed = false;
        for (std::size_t i = 0; i < scene.states.size(); ++i) {
          CAPTURE(i);
          Headless h;
          scene.states[i](h);
          h.press(ui::key::other);  // the launch's welcome on the status line goes with any key
          const std::string before = seen(h);
          h.press(key);
          const bool changed = seen(h) != before;
          const bool here = listed[i].count(name) > 0;
          CHECK_MESSAGE((here || !changed), (name + " does something here but the help does not list it"));
          listed_somewhere = listed_somewhere || here;
          works_where_listed = works_where_listed || (here && changed);
        }
        // A key may be listed where it happens to change nothing (Home on the first item), but not
        // in every state the test knows.
        CHECK_MESSAGE((!listed_somewhere || works_where_listed), (name + " is in the help but does nothing here"));
      }
    }
  }

  // Two keys told in the same words must do the same: Left and Right of a setup were both "change the
  // choice" and went opposite ways.
  TEST_CASE("every screen: keys its help tells alike do the same thing") {
    for (const Scene& scene : scenes()) {
      CAPTURE(scene.name);
      for (const Prepare& prepare : scene.states) {
        std::map<std::string, std::set<std::string>> keys_told;  // the words, and the keys told so
        {
          Headless h;
          prepare(h);
          h.press(ui::key::f1);
          for (int page = 0; page < 2; ++page, h.press(ui::key::end)) {
            bool in_list = false;
            for (std::string line : h.lines()) {
              in_list = in_list || line.find("Keys on this screen") != std::string::npos;
              const std::size_t gap = line.find("  ", 4);
              if (!in_list || line.rfind("    ", 0) != 0 || line.size() < 5 || line[4] == ' ' ||
                  gap == std::string::npos)
                continue;
              line.erase(line.find_last_not_of(' ') + 1);
              const std::string first_key = line.substr(4, std::min(line.find('/', 5), gap) - 4);
              keys_told[line.substr(line.find_first_not_of(' ', gap))].insert(first_key);
            }
          }
        }
        for (const auto& told : keys_told) {
          const std::string& words = told.first;  // a named copy: clang 14 captures no structured binding
          const std::set<std::string>& keys = told.second;
          if (keys.size() < 2) continue;
          CAPTURE(words);
          std::set<std::string> results;
          for (const std::string& name : keys) {
            const std::optional<int> key = ui::key_from_name(name);
            REQUIRE(key.has_value());
            Headless h;
            prepare(h);
            h.press(ui::key::other);
            h.press(*key);
            results.insert(seen(h));
          }
          CHECK(results.size() == 1);
        }
      }
    }
  }

  TEST_CASE("at 80 x 24 a help fits, or its first screen says that it goes on below") {
    for (const Scene& scene : scenes()) {
      CAPTURE(scene.name);
      for (std::size_t i = 0; i < scene.states.size(); ++i) {
        CAPTURE(i);
        Headless h;
        scene.states[i](h);
        h.term->resize(80, 24);
        h.press(ui::key::resize);
        h.press(ui::key::f1);
        REQUIRE(h.app->top_title().rfind("Help: ", 0) == 0);
        const std::vector<std::string> lines = h.lines();
        REQUIRE(lines.size() >= 24);
        const bool scrolls = lines[23].find("PgDn") != std::string::npos;
        CAPTURE(lines[22]);
        // The last row of the text says there is more, and how much is in sight.
        if (scrolls) CHECK(lines[22].find("more below, ") != std::string::npos);
        // Every game's help while it is played (Archaeology's while it is not trading), and the help's own
        // help, fit whole.
        if (find_game(scene.name) != nullptr || scene.name == "archaeology, covered" ||
            scene.name == "a help that fits")
          CHECK(!scrolls);
      }
    }
  }

  TEST_CASE("the main menu's help says its quit keeps every game, as Q's does") {
    Headless h;
    from_menu({'?'})(h);
    const std::string shown = h.text();
    CHECK(shown.find("quit the program (every game in progress is kept)") != std::string::npos);
    CHECK(shown.find("save everything and quit the program") != std::string::npos);
  }

  TEST_CASE("the Settings help says Esc keeps every change, which is kept as it is made") {
    Headless h;
    from_menu({ui::key::end, ui::key::up, '\n', '?'})(h);
    CHECK(h.text().find("back (every change is kept already)") != std::string::npos);
    CHECK(h.text().find("without starting") == std::string::npos);
  }

  TEST_CASE("people sharing the keyboard are told u takes back the last move made there, whoever made it") {
    Headless h;
    replayed("pako", R"({"size": 5, "moves": []})")(h);  // two people at one keyboard
    h.press('?');
    CHECK(h.text().find("take back the last move made at this keyboard") != std::string::npos);
    Headless alone;
    replayed("pako", R"({"size": 5, "seats": ["person", "random"], "moves": []})")(alone);
    alone.press('?');
    CHECK(alone.text().find("take back your last move") != std::string::npos);
  }

  TEST_CASE("a help that scrolls anyway keeps its last note (the mouse's) within reach at its end") {
    Headless h;
    resumed({"sample", "pako", "--moves", "40", "--seed", "5"})(h);
    h.term->resize(60, 18);
    h.press(ui::key::resize);
    h.press(ui::key::f1);
    REQUIRE(h.lines()[17].find("PgDn") != std::string::npos);  // it scrolls
    h.press(ui::key::end);
    CHECK(h.text().find("A mouse click chooses what is under it") != std::string::npos);
  }

  TEST_CASE("Ludo's help: Enter/Space rolls; after a roll with a choice, the arrows pick and Enter plays") {
    Headless h;
    replayed("ludo", ludo_choosing())(h);
    h.press('?');
    std::string help = h.text();
    CHECK(help.find("Enter/Space   roll the die") != std::string::npos);
    CHECK(help.find("Up/k") == std::string::npos);
    h.press(ui::key::escape);
    h.press(' ');  // Space rolls, as the prompt says
    CHECK(h.text().find(": pick a move with the arrows and press Enter") != std::string::npos);
    h.press('?');
    help = h.text();
    CHECK(help.find("Enter/Space   play the chosen move") != std::string::npos);
    CHECK(help.find("Up/k          the move before in the list under the board") != std::string::npos);
  }

  TEST_CASE("a text field takes ? and Q as text; F1 still gives the help there") {
    Headless h;
    h.launch(kWidth, kHeight);
    h.app->open_setup(*find_game("getaway"));
    for (int i = 0; i < 4; ++i) h.press(ui::key::down);  // board, players, seat A, then name A
    h.press('?');
    h.press('Q');
    CHECK(h.text().find("[?Q_]") != std::string::npos);
    CHECK(h.app->running());
    h.press(ui::key::f1);
    CHECK(h.app->top_title() == "Help: New game: Gary's Great Getaway");
  }

  TEST_CASE(
      "a finished game's help offers no undo, no pace, no move keys; arrows only where they look the board over") {
    int looked_over = 0;
    for (const GameEntry& game : games()) {
      CAPTURE(game.id);
      Headless h;
      resumed({"sample", game.id, "--moves", "100000", "--seed", "5"})(h);
      h.app->open_game(game);  // the finished game, as its page opens it: the board with the result
      h.press('?');
      REQUIRE(h.app->top_title().rfind("Help: ", 0) == 0);
      const std::set<std::string> keys = help_keys(h);
      for (const char* idle : {"u", "+", "=", "-", ".", "p", "H", "#", "Enter", "Space", "d"}) {
        CAPTURE(idle);
        CHECK(keys.count(idle) == 0);
      }
      CHECK(keys.count("r") == 1);
      CHECK(keys.count("n") == 1);  // the host starts the next game
      // The arrows are listed exactly where they still do something: the cursor walks the board.
      h.press(ui::key::escape);
      const std::string before = h.text();
      bool moved = false;
      for (int k : {ui::key::down, ui::key::right, ui::key::up, ui::key::left}) {
        h.press(k);
        moved = moved || h.text() != before;
      }
      CHECK(moved == (keys.count("Up") == 1));
      CHECK(keys.count("Up") == keys.count("Left"));
      if (moved) ++looked_over;
    }
    CHECK(looked_over >= 1);  // some game's finished board is still there to be read
  }

  TEST_CASE("Ludo by the priority rule has no undo, and u says why: a roll is never taken back") {
    Headless h;
    replayed("ludo", R"({"players": ["A", "B"], "turns": [["A", 6], ["A", 2], ["B", 1]]})")(h);
    h.press('u');
    CHECK(h.text().find("No undo here: the priority rule makes every move, and a roll is never taken back.") !=
          std::string::npos);
    h.press('?');
    CHECK(h.text().find("No undo here: the priority rule makes every move") != std::string::npos);
    Headless choosing;
    replayed("ludo", ludo_choosing())(choosing);
    choosing.press('?');
    CHECK(help_keys(choosing).count("u") == 1);
  }

  TEST_CASE("after picking a piece, the help says Esc puts it back, and Esc does") {
    Headless h;
    // Pako: A's turn on a 5 x 5 yard; the cursor starts on the prison row.
    replayed("pako", R"({"size": 5, "moves": []})")(h);
    h.press('?');
    CHECK(h.text().find("back to the screen before") != std::string::npos);
    h.press(ui::key::escape);
    h.press(ui::key::enter);  // the prison picked
    h.press('?');
    CHECK(h.text().find("put the picked prisoner back and pick another") != std::string::npos);
    CHECK(h.text().find("back to the screen before") == std::string::npos);
    h.press(ui::key::escape);
    CHECK(h.text().find("Esc cancel") != std::string::npos);
    h.press(ui::key::escape);
    CHECK(h.app->top_title() == "Escape from Prison Island");  // still the game: the pick went back
    CHECK(h.text().find("Esc cancel") == std::string::npos);
  }

  // Enter on the picked prisoner puts it back, as Esc does: the help says so, in its own column even
  // where the window is too narrow for the line (a wrapped row used to start under the keys).
  TEST_CASE("Pako: the help says Enter on the picked one puts it back, each line under its column, and it does") {
    Headless h;
    h.launch_replayed("pako", R"({"size": 5, "players": 2, "seats": ["person", "person"]})", 60, 24);
    h.press('?');
    const std::vector<std::string> lines = h.lines();
    const auto row = std::find_if(lines.begin(), lines.end(),
                                  [](const std::string& l) { return l.find("Enter/Space") != std::string::npos; });
    REQUIRE(row != lines.end());
    REQUIRE(std::next(row) != lines.end());
    const std::size_t column = row->find("pick a prisoner");
    REQUIRE(column != std::string::npos);
    const std::string& next = *std::next(row);
    CAPTURE(next);
    CHECK(next.find_first_not_of(' ') == column);  // the wrapped words stand under the first ones
    CHECK(h.text().find("put it back") != std::string::npos);
    h.press(ui::key::escape);
    h.press(ui::key::enter);  // the prison picked: the cursor starts on its row
    REQUIRE(h.text().find("pick where it goes") != std::string::npos);
    h.press(ui::key::enter);  // the prison again
    CHECK(h.text().find("pick one of your prisoners") != std::string::npos);
  }

  TEST_CASE("Pako: Enter where the picked prisoner cannot go says why, the boat row too") {
    using namespace ui::key;
    Headless h;
    replayed("pako", R"({"size": 5, "moves": []})")(h);  // the cursor on the prison row, column 3
    h.press(enter);                                      // the prison picked
    for (int i = 0; i < 6; ++i) h.press(up);             // up to the boat, over column 3
    h.press(enter);
    CHECK(h.text().find("Not there: the boat is boarded from an escape square (*), not from the prison.") !=
          std::string::npos);
    CHECK(h.text().find("outside the yard") == std::string::npos);
  }

  TEST_CASE("Pako: a refusal names the square as the board labels it") {
    using namespace ui::key;
    Headless h;
    replayed("pako", R"({"size": 5, "moves": []})")(h);  // the cursor on the prison row, column 3
    h.press(enter);                                      // the prison picked
    for (int i = 0; i < 5; ++i) h.press(up);             // row 1, where column 3's guard stands
    h.press(enter);
    CHECK(h.text().find("Not there: a guard stands in row 1, column 3.") != std::string::npos);
    h.press(left);
    h.press(left);  // row 1, column 1: column 1's way up passes row 4's guard
    h.press(enter);
    CHECK(h.text().find("Not there: a guard in row 4, column 1 blocks the way up column 1.") != std::string::npos);
  }

  TEST_CASE("a setup's help tells Left from Right: the option before and the next one") {
    Headless h;
    h.launch(kWidth, kHeight);
    h.app->open_setup(*find_game("igel"));
    h.press('?');
    const auto line_of = [&h](const std::string& key) {
      for (const std::string& line : h.lines()) {
        if (line.find("    " + key + " ") == 0) return line.substr(line.find_first_not_of(' ', key.size() + 4));
      }
      return std::string();
    };
    CHECK(line_of("Left/h").find("the option before") == 0);
    CHECK(line_of("Right/l").find("the next option") == 0);
  }

  TEST_CASE("in a name field F1's help lists no key that is typed there, and says Backspace deletes") {
    Headless h;
    h.launch(kWidth, kHeight);
    h.app->open_setup(*find_game("getaway"));
    for (int i = 0; i < 4; ++i) h.press(ui::key::down);  // name A
    h.press(ui::key::f1);
    const std::set<std::string> keys = help_keys(h);
    for (const char* typed : {"k", "j", "h", "l", "q", "Q", "Space", "?"}) {
      CAPTURE(typed);
      CHECK(keys.count(typed) == 0);
    }
    CHECK(keys.count("Up") == 1);
    std::string help;  // the note as one line, however it was wrapped
    for (const std::string& line : h.lines()) {
      const std::size_t first = line.find_first_not_of(' ');
      if (first != std::string::npos) help += line.substr(first, line.find_last_not_of(' ') + 1 - first) + " ";
    }
    CHECK(help.find("Backspace deletes the last character") != std::string::npos);
  }

  TEST_CASE("a name field takes 20 characters, and says so when one more does not fit") {
    Headless h;
    h.launch(kWidth, kHeight);
    h.app->open_setup(*find_game("getaway"));
    for (int i = 0; i < 4; ++i) h.press(ui::key::down);  // name A
    CHECK(h.text().find("At most 20 characters.") != std::string::npos);
    for (char c : std::string("abcdefghijklmnopqrstuvwxyz")) h.press(c);
    CHECK(h.text().find("[abcdefghijklmnopqrst_]") != std::string::npos);
    CHECK(h.text().find("Full: at most 20 characters.") != std::string::npos);
    CHECK(h.tone_of("Full: at most") == 'w');
    h.press(ui::key::backspace);
    CHECK(h.text().find("Full:") == std::string::npos);
  }
}

TEST_SUITE("screens") {
  // In a game the log's Home and End say in the help what they do there, and do it.
  TEST_CASE("a game's help lists Home and End for the log's oldest and newest lines") {
    Headless h;
    resumed({"sample", "pako", "--moves", "40", "--seed", "5"})(h);
    h.press(ui::key::other);
    CHECK(h.text().find("PgDn, newest: Esc") == std::string::npos);
    h.press('?');
    const std::string help = h.text();
    CHECK(help.find("the log's oldest line") != std::string::npos);
    CHECK(help.find("the log's newest line") == std::string::npos);  // already at the newest
    h.press(ui::key::escape);
    h.press(ui::key::home);
    CHECK(h.text().find("PgDn, newest: Esc") != std::string::npos);
    h.press('?');
    CHECK(h.text().find("the log's newest line") != std::string::npos);
    h.press(ui::key::escape);
    h.press(ui::key::end);
    CHECK(h.text().find("PgDn, newest: Esc") == std::string::npos);
  }
}

TEST_SUITE("screens") {
  // Ludo and Getaway add their own words to the help and keep the words every game shares: the log's
  // Home and End in Ludo; in Getaway, whose cursor jumps with Home and End, those keys stay the board's.
  TEST_CASE("Ludo's and Getaway's help keep the shared words, and Getaway's Home and End stay the board's") {
    const auto scrolled_help = [](const std::string& game, const std::string& moves) {
      Headless h;
      resumed({"sample", game, "--moves", moves, "--seed", "5"}, {ui::key::page_up})(h);
      h.press('?');
      return h.text();
    };
    const std::string ludo = scrolled_help("ludo", "40");
    CHECK(ludo.find("the log's oldest line") != std::string::npos);
    CHECK(ludo.find("the log's newest line") != std::string::npos);
    const std::string getaway = scrolled_help("getaway", "20");  // 40 moves would finish it
    INFO(getaway);
    CHECK(getaway.find("cursor to Start") != std::string::npos);
    CHECK(getaway.find("the log's") == std::string::npos);
  }
}
