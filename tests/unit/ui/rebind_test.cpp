// Keys of your own: a command takes the key a person presses on the Keys screen, a key that means
// something else is refused, the choice works in a game, survives a relaunch and shows in the help.
#include <doctest/doctest.h>

#include <algorithm>

#include <fstream>
#include <set>
#include <sstream>

#include "support/headless.hpp"
#include "support/temp_dir.hpp"
#include "tabletop/app/app.hpp"
#include "tabletop/app/keys_screen.hpp"
#include "tabletop/core/storage.hpp"
#include "tabletop/ui/keys.hpp"
#include "tabletop/ui/text_terminal.hpp"

using namespace tabletop;

namespace {

// A person's key, as the program would read it: the raw key with what it means on the screen on top.
void press(App& app, int key) { app.feed(ui::Input{app.command_for(key), key}); }

std::string read_text(const std::filesystem::path& path) {
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

struct Launch {
  ui::TextTerminal* term;
  std::unique_ptr<App> app;
  explicit Launch(SaveSession& saves) {
    auto owned = std::make_unique<ui::TextTerminal>(100, 30);
    term = owned.get();
    app = std::make_unique<App>(AppOptions{}, saves, std::move(owned));
    app->start();
  }
  std::string screen() {
    app->render();
    return term->text();
  }
};

// Main menu: Keys, Settings and Quit are its last items.
void open_keys(App& app) {
  press(app, ui::key::end);
  press(app, ui::key::up);
  press(app, ui::key::up);
  press(app, '\n');
}

}  // namespace

TEST_CASE("rebind a movement key on the Keys screen, play a move with it, relaunch: it is still bound") {
  testing::TempDir dir;
  SaveSession saves(dir.path);
  REQUIRE(saves.claim().empty());
  {
    Launch first(saves);
    open_keys(*first.app);
    CHECK(first.app->top_title() == "Keys");
    press(*first.app, '\n');  // "move up" is the first command: Enter, then the new key
    press(*first.app, 'w');
    CHECK(first.screen().find("move up: w.") != std::string::npos);
    CHECK(first.app->keys().command_for('w') == ui::Command::up);
    CHECK(first.app->keys().command_for(ui::key::up) == ui::Command::none);  // replaced, not added
    CHECK(json::parse(read_text(dir.path / "settings.json"))["keys"] == json::parse(R"({"shared":{"up":["w"]}})"));

    // A key that already means something is refused, and nothing changes.
    press(*first.app, ui::key::down);
    press(*first.app, '\n');
    press(*first.app, 'w');
    CHECK(first.screen().find("w already means \"move up\"") != std::string::npos);
    CHECK(first.app->keys().command_for(ui::key::down) == ui::Command::down);

    // Pako: Enter picks the prison, w moves the cursor up into the yard, Enter moves a prisoner there.
    first.app->open_setup(*find_game("pako"));
    press(*first.app, '\n');
    press(*first.app, '\n');
    press(*first.app, 'w');
    press(*first.app, '\n');
    CHECK(first.screen().find("A moves a prisoner from the prison up") != std::string::npos);
    // The footer and the help show the key in force.
    CHECK(first.screen().find("w up") != std::string::npos);
    press(*first.app, '?');
    CHECK(first.screen().find("    w             move up") != std::string::npos);
    first.app->finish();
  }
  Launch again(saves);  // a new program: its keys come from the settings alone
  CHECK(again.app->keys().command_for('w') == ui::Command::up);
  CHECK(again.app->keys().command_for(ui::key::up) == ui::Command::none);
  REQUIRE(again.app->top_title() == "Escape from Prison Island");  // the game goes on
  press(*again.app, 'q');                                          // to its page
  press(*again.app, 'q');                                          // to the main menu
  press(*again.app, ui::key::end);
  press(*again.app, 'w');  // up, as chosen, twice: the Keys screen
  press(*again.app, 'w');
  press(*again.app, '\n');
  REQUIRE(again.app->top_title() == "Keys");
  press(*again.app, 'D');  // every key as usual: asked first, as every choice would go
  CHECK(again.screen().find("Give every command its usual keys back?") != std::string::npos);
  press(*again.app, ui::key::escape);  // Keep my keys
  CHECK(again.app->keys().command_for('w') == ui::Command::up);
  press(*again.app, 'D');
  press(*again.app, ui::key::down);  // past Keep my keys, the first choice, to the usual keys for all
  press(*again.app, '\n');
  CHECK(again.app->keys().command_for(ui::key::up) == ui::Command::up);
  CHECK(again.app->keys().command_for('w') == ui::Command::none);
  again.app->finish();
}

TEST_CASE("what the game tells a person to press is the key they chose") {
  testing::TempDir dir;
  dir.file("settings.json", R"({"format":"tabletop-settings","version":1,)"
                            R"("keys":{"shared":{"select":["o"],"back":["b"],"up":["y"],"down":["v"]}}})");
  SaveSession saves(dir.path);
  REQUIRE(saves.claim().empty());
  {
    Launch first(saves);
    CHECK(first.screen().find("keys.") == std::string::npos);                  // both taken
    CHECK(first.screen().find("Pick one and press o.") != std::string::npos);  // the main menu
    first.app->open_setup(*find_game("pako"));
    CHECK(first.screen().find("o starts; y/v go back to the choices.") != std::string::npos);
    press(*first.app, 'o');  // Start
    REQUIRE(first.app->top_title() == "Escape from Prison Island");
    const std::string shown = first.screen();
    CHECK(shown.find("or the prison row, and press o.") != std::string::npos);
    CHECK(shown.find("press Enter") == std::string::npos);
    press(*first.app, 'o');  // the prison: now where it goes
    CHECK(first.screen().find("(marked) and press o; b picks again.") != std::string::npos);
    first.app->finish();
  }
  Launch again(saves);
  CHECK(again.screen().find("Welcome back: your game goes on. b: menu.") != std::string::npos);
  press(*again.app, 'b');  // to the game's page, the main menu, and the Keys screen, with the keys chosen
  press(*again.app, 'b');
  press(*again.app, ui::key::end);
  press(*again.app, 'y');
  press(*again.app, 'y');
  press(*again.app, 'o');
  REQUIRE(again.app->top_title() == "Keys");  // its line of keys says the chosen one too
  CHECK(again.screen().find("o: new key.  a: add a key.") != std::string::npos);
  CHECK(again.screen().find("Enter: new key") == std::string::npos);
  again.app->finish();
}

TEST_CASE("chosen keys from the settings that cannot be used are named at launch and the usual ones stay") {
  testing::TempDir dir;
  dir.file("settings.json",
           R"({"format":"tabletop-settings","version":1,"keys":{"shared":{"up":["j"],"nothing":["x"]},"chess":{}}})");
  SaveSession saves(dir.path);
  REQUIRE(saves.claim().empty());
  Launch launch(saves);
  const std::string shown = launch.screen();
  CHECK(shown.find("keys.shared.up") != std::string::npos);  // j is move down's
  CHECK(shown.find("keys.shared.nothing") != std::string::npos);
  CHECK(shown.find("keys.chess") != std::string::npos);
  CHECK(launch.app->keys().command_for(ui::key::up) == ui::Command::up);
  CHECK(launch.app->keys().command_for('j') == ui::Command::down);
  launch.app->finish();
}

TEST_CASE("settings keep chosen keys by the commands' stable names, and older ones by footer words still load") {
  testing::TempDir dir;
  // Written before the names: the footer words "scroll up" and "new game", and Pako's "hints".
  dir.file("settings.json", R"({"format":"tabletop-settings","version":1,)"
                            R"("keys":{"shared":{"scroll up":["U"],"new game":["N"]},"pako":{"hints":["Z"]}}})");
  SaveSession saves(dir.path);
  REQUIRE(saves.claim().empty());
  {
    Launch launch(saves);
    CHECK(launch.screen().find("keys.") == std::string::npos);  // nothing refused
    CHECK(launch.app->keys().command_for('U') == ui::Command::page_up);
    CHECK(launch.app->keys().command_for('N') == ui::Command::new_game);
    CHECK(launch.app->keys().command_for('Z', *find_game("pako")->keys) != ui::Command::none);
    launch.app->finish();
  }
  CHECK(json::parse(read_text(dir.path / "settings.json"))["keys"] ==
        json::parse(R"({"shared":{"page_up":["U"],"new_game":["N"]},"pako":{"hints":["Z"]}})"));
}

TEST_CASE("the keys are the program's own: a joined player's program inside the host's has the usual ones") {
  testing::TempDir dir;
  SaveSession saves(dir.path);
  REQUIRE(saves.claim().empty());
  Launch host(saves);
  open_keys(*host.app);
  press(*host.app, '\n');
  press(*host.app, 'w');
  REQUIRE(host.app->keys().command_for('w') == ui::Command::up);
  App guest(AppOptions{}, saves, std::make_unique<ui::TextTerminal>(80, 24), host.app->settings());
  CHECK(guest.keys().command_for('w') == ui::Command::none);
  CHECK(guest.keys().command_for(ui::key::up) == ui::Command::up);
  host.app->finish();
}

TEST_CASE("every command of every key map has a stable name of its own") {
  for (const auto& map : key_maps()) {
    std::set<std::string> names;
    for (const auto& b : *map.defaults) {
      CHECK_MESSAGE(!b.name.empty(), map.id);
      CHECK_MESSAGE(b.name.find(' ') == std::string::npos, (map.id + ": " + b.name));
      CHECK_MESSAGE(names.insert(b.name).second, (map.id + ": " + b.name + " twice"));
    }
  }
}

TEST_CASE("a game's own key may not take a shared key, nor a shared command a game's key") {
  const auto maps = key_maps();
  const NamedKeyMap& shared = maps.front();
  const auto pako = std::find_if(maps.begin(), maps.end(), [](const NamedKeyMap& m) { return m.id == "pako"; });
  REQUIRE(pako != maps.end());
  const ui::KeyBindings usual;
  CHECK(key_refusal(usual, *pako, "hints", 'u').find("take back your last move") != std::string::npos);
  CHECK(key_refusal(usual, shared, "undo", 'H').find("in Escape from Prison Island") != std::string::npos);
  CHECK(key_refusal(usual, *pako, "hints", 'Z').empty());
  CHECK(key_refusal(usual, shared, "up", ui::key::resize) == "That key cannot be chosen.");
}

TEST_CASE("the Keys screen says more is below and PgDn goes a page on") {
  testing::TempDir dir;
  SaveSession saves(dir.path);
  REQUIRE(saves.claim().empty());
  Launch l(saves);
  open_keys(*l.app);
  REQUIRE(l.app->top_title() == "Keys");
  CHECK(l.screen().find("more below") != std::string::npos);
  CHECK(l.screen().find("more above") == std::string::npos);
  press(*l.app, ui::key::page_down);
  CHECK(l.screen().find("more above and below") != std::string::npos);
  CHECK(l.screen().find("▶ move up") == std::string::npos);  // the cursor went a page on from the first
  press(*l.app, ui::key::page_up);
  CHECK(l.screen().find("▶ move up") != std::string::npos);
}

// Each part of the Keys screen is headed by its title, which stands out as the help's headings do: in the
// title's tone, two columns out from the commands under it (they used to share one column and one tone).
TEST_CASE("the Keys screen's headings stand out from the commands under them") {
  testing::Headless h;
  h.launch(100, 30);
  open_keys(*h.app);
  REQUIRE(h.app->top_title() == "Keys");
  const auto column = [&h](const std::string& what) {
    for (const std::string& line : h.lines()) {
      const std::size_t at = line.find(what);
      if (at == std::string::npos) continue;
      std::size_t cells = 0;  // UTF-8 characters before it, one cell each here
      for (std::size_t i = 0; i < at; ++i) cells += (static_cast<unsigned char>(line[i]) & 0xC0) != 0x80;
      return static_cast<int>(cells);
    }
    return -1;
  };
  const int heading = column("Every screen");
  REQUIRE(heading > 0);
  CHECK(column("move down") == heading + 2);
  CHECK(h.tone_of("Every screen") == h.tone_of("Keys"));  // the screen's title: its tone
  CHECK(h.tone_of("Every screen") != h.tone_of("move down"));
  h.press(ui::key::end);  // the last game's keys, under its title
  const std::string last_title = key_maps().back().title;
  REQUIRE(column(last_title) > 0);
  CHECK(column(last_title) == heading);
}

// While the Keys screen waits for the new key no key has its usual meaning (? or Esc included): the
// footer says what the next key does instead of naming keys that do something else.
TEST_CASE("while the Keys screen waits for a key, its footer says what the next key press does") {
  testing::Headless h;
  h.launch(100, 30);
  open_keys(*h.app);
  REQUIRE(h.app->top_title() == "Keys");
  CHECK(h.lines().back().find("? help") != std::string::npos);
  h.press('\n');  // "move up": Enter, then the new key
  CHECK(h.lines().back().find("Press the new key for \"move up\"; Esc: keep the keys as they are") !=
        std::string::npos);
  CHECK(h.lines().back().find("? help") == std::string::npos);
  h.press(ui::key::escape);
  CHECK(h.lines().back().find("? help") != std::string::npos);
  CHECK(h.app->keys().command_for(ui::key::up) == ui::Command::up);  // Esc kept it
  h.press('a');                                                      // one more key for "move up"
  CHECK(h.lines().back().find("Press one more key for \"move up\"; Esc: add none") != std::string::npos);
}

// A command's long name does not fit the footer at 80 columns: the footer says it whole, without the name.
TEST_CASE("at 80 columns the Keys screen's footer is said whole while it waits for a long command's key") {
  testing::Headless h;
  h.launch(80, 24);
  open_keys(*h.app);
  std::string marked;
  for (int i = 0; i < 60; ++i) {  // to the suggestion's row
    const auto lines = h.lines();
    const auto row =
        std::find_if(lines.begin(), lines.end(), [](const std::string& l) { return l.find("▶") != std::string::npos; });
    if (row != lines.end() && row->find("show the move Hard") != std::string::npos) {
      marked = *row;
      break;
    }
    h.press(ui::key::down);
  }
  REQUIRE(!marked.empty());
  h.press('\n');
  const std::string footer = h.lines().back();
  CAPTURE(footer);
  CHECK(footer.find("Press the new key for the command marked; Esc: keep its keys") != std::string::npos);
}

// A message is said on a screen and goes with it: the Keys screen's refusal (a warning, which stays
// longer than other messages) is not shown on the Settings screen that Esc goes back to.
TEST_CASE("a message belongs to the screen that said it: the Keys screen's refusal is gone on the screen before") {
  testing::Headless h;
  h.launch(100, 30);
  open_keys(*h.app);
  h.press(ui::key::down);  // "move down"
  h.press('\n');
  h.press(ui::key::up);  // already "move up"
  REQUIRE(h.text().find("Up already means \"move up\"") != std::string::npos);
  h.press(ui::key::escape);
  REQUIRE(h.app->top_title() != "Keys");
  CHECK(h.text().find("already means") == std::string::npos);
}

// A command's keys are what the Keys screen is for: in a narrow window its words give way to them
// ("back to the screen before (a game is saved…  Esc/q"); the keys used to be left out of a long row.
TEST_CASE("in a window 60 wide the Keys screen still shows the keys of a command with long words") {
  testing::Headless h;
  h.launch(60, 24);
  h.press(ui::key::end);
  h.press(ui::key::up);
  h.press(ui::key::up);
  h.press('\n');
  REQUIRE(h.app->top_title() == "Keys");
  const std::vector<std::string> lines = h.lines();
  const auto row = std::find_if(lines.begin(), lines.end(), [](const std::string& line) {
    return line.find("back to the screen before") != std::string::npos;
  });
  REQUIRE(row != lines.end());
  CHECK(row->find("Esc/q") != std::string::npos);
}

TEST_CASE("Ludo names the arrows while they move the choice, and the keys chosen once they do not") {
  // Both of A's tokens out: A's next roll is a choice between them.
  const std::string script = R"({"players": ["A", "B"], "seats": ["person", "person"], "choose_moves": true,)"
                             R"( "seed": 2, "turns": [["A", 6], ["A", 6]]})";
  for (const bool rebound : {false, true}) {
    CAPTURE(rebound);
    testing::TempDir dir;
    REQUIRE(
        testing::run({"replay", "ludo", dir.file("script.json", script), "--autosave", "--save-dir", dir.path.string()})
            .status == 0);
    dir.file("settings.json", std::string(R"({"format":"tabletop-settings","version":1,"last_game":"ludo")") +
                                  (rebound ? R"(,"keys":{"shared":{"up":["y"],"down":["v"]}})" : "") + "}");
    SaveSession saves(dir.path);
    REQUIRE(saves.claim().empty());
    Launch launch(saves);
    REQUIRE(launch.app->top_title() == "Ludo");
    for (int roll = 0; roll < 20 && launch.screen().find("pick a move") == std::string::npos; ++roll)
      press(*launch.app, ' ');
    const std::string shown = launch.screen();
    INFO(shown);
    CHECK(shown.find(rebound ? "pick a move with y/v and press Enter"
                             : "pick a move with the arrows and press Enter") != std::string::npos);
    launch.app->finish();
  }
}

namespace {

// Every key some map binds: the shared map's and every game's.
std::set<int> bound_keys() {
  std::set<int> keys;
  for (const auto& b : ui::shared_keys()) keys.insert(b.keys.begin(), b.keys.end());
  for (const auto& game : games()) {
    if (game.keys == nullptr) continue;
    for (const auto& b : *game.keys) keys.insert(b.keys.begin(), b.keys.end());
  }
  return keys;
}

// Each of a game's own commands moved to a capital letter no map binds (one cell wide, as its old key):
// the old key's name and the new one's, by command.
std::vector<std::pair<std::string, std::string>> moved_keys(const GameEntry& game, json& chosen) {
  const std::set<int> taken = bound_keys();
  std::vector<std::pair<std::string, std::string>> moved;
  int next = 'Z';
  for (const auto& b : *game.keys) {
    while (taken.count(next) > 0 || next == 'I') --next;  // I reads as a word
    REQUIRE(next > 'F');                                  // A to F name seats
    chosen[b.name] = json::array({std::string(1, static_cast<char>(next))});
    moved.emplace_back(ui::key_name(b.keys.front()), ui::key_name(next));
    --next;
  }
  return moved;
}

// The screen's text with every key name in `moved` standing alone (not inside a word) said as its new name.
std::string renamed(const std::string& text, const std::vector<std::pair<std::string, std::string>>& moved) {
  const auto word_char = [](char c) { return c == '\'' || std::isalnum(static_cast<unsigned char>(c)) != 0; };
  std::string out;
  for (std::size_t i = 0; i < text.size();) {
    bool replaced = false;
    for (const auto& [from, to] : moved) {
      const bool alone = text.compare(i, from.size(), from) == 0 && (i == 0 || !word_char(text[i - 1])) &&
                         (i + from.size() >= text.size() || !word_char(text[i + from.size()]));
      if (!alone) continue;
      out += to;
      i += from.size();
      replaced = true;
      break;
    }
    if (!replaced) out += text[i++];
  }
  return out;
}

// The first line where two screens differ, both ways, to say what went wrong in two lines.
std::string first_difference(const std::string& expected, const std::string& shown) {
  std::istringstream a(expected), b(shown);
  for (std::string x, y; std::getline(a, x) && std::getline(b, y);) {
    if (x != y) return "expected: " + x + "\nshown:    " + y;
  }
  return "";
}

}  // namespace

// Menus and labels name commands through the key map: with every command of a game on another key, each
// screen reads as before with the new key's name where the old one's was, and the new key does what the
// old one did (Archaeology's menu used to say "d: draw the top card" whatever dig's key was).
TEST_CASE("every game's commands rebound: no label names the old key, and the new key does the old one's work") {
  for (const GameEntry& game : games()) {
    if (game.keys == nullptr || game.keys->empty()) continue;
    CAPTURE(game.id);
    json chosen = json::object();
    const auto moved = moved_keys(game, chosen);
    for (const char* moves : {"0", "12", "40"}) {
      CAPTURE(moves);
      // The same game twice, kept by `sample` with people in every seat: with the usual keys and with the new.
      const auto open = [&](testing::Headless& h, bool rebound) {
        REQUIRE(testing::run({"sample", game.id, "--moves", moves, "--seed", "5", "--autosave", "--save-dir",
                              h.dir.path.string()})
                    .status == 0);
        json settings = json::parse(testing::settings_text(game.id));
        if (rebound) settings["keys"] = json{{game.id, chosen}};
        h.dir.file("settings.json", settings.dump());
        h.launch(100, 30);
        h.press(ui::key::other);  // the welcome goes
        REQUIRE(h.app->top_title() == game.title);
      };
      // The screens met on the way: as resumed, past a cover (Enter), and the help.
      for (const std::vector<int>& way : std::vector<std::vector<int>>{{}, {'\n'}, {'\n', '?'}}) {
        CAPTURE(way.size());
        for (std::size_t c = 0; c <= moved.size(); ++c) {  // nothing pressed, then each command's key
          testing::Headless usual, rebound;
          open(usual, false);
          open(rebound, true);
          for (int k : way) {
            usual.press(k);
            rebound.press(k);
          }
          if (c < moved.size()) {
            CAPTURE(moved[c].first);
            usual.press((*game.keys)[c].keys.front());
            rebound.press(moved[c].second.front());
          }
          const std::string expected = renamed(usual.text(), moved), shown = rebound.text();
          CHECK_MESSAGE(expected == shown, first_difference(expected, shown));
          usual.app->finish();
          rebound.app->finish();
        }
      }
    }
  }
}
