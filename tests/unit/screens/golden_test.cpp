// Golden screens: every game's setup form, a game in progress, its help and its end, drawn headless
// into a ui::TextTerminal at a standard terminal's size and at three larger ones up to a full screen
// (200 x 60), in Unicode and in ASCII,
// and compared cell by cell (characters and tones) with the copies in tests/golden/. A change to any
// screen fails here until the copies are renewed on purpose: scripts/update-golden, then read the
// diff before committing it.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "support/cli_run.hpp"
#include "support/temp_dir.hpp"
#include "tabletop/app/app.hpp"
#include "tabletop/core/storage.hpp"
#include "tabletop/registry/game_entry.hpp"
#include "tabletop/ui/keys.hpp"
#include "tabletop/ui/text_terminal.hpp"

namespace fs = std::filesystem;
using namespace tabletop;

namespace {

enum class Shown { setup, playing, help, end, watch };

struct Look {
  int width;
  int height;
  bool ascii;
  std::string name() const { return std::to_string(width) + "x" + std::to_string(height) + (ascii ? "-ascii" : ""); }
};

const char* name_of(Shown shown) {
  switch (shown) {
    case Shown::setup: return "setup";
    case Shown::playing: return "playing";
    case Shown::help: return "help";
    case Shown::end: return "end";
    case Shown::watch: return "watch";
  }
  return "";
}

// The screen as a person would see it: the setup form of a first run, a game of `sample` (people in
// every seat, 8 random moves, seed 5) resumed on launch, with its help on top, or a sample played by
// random moves to its end and opened from the game's page (the board with the result under it).
struct Drawn {
  std::string text;                // as TextTerminal::text() and tones() give them
  std::vector<std::wstring> rows;  // a character per cell, L'\0' for the right half of a wide one
};

Drawn drawn(const GameEntry& game, Shown shown, const Look& look) {
  testing::TempDir dir;
  if (shown != Shown::setup) {
    const std::string moves = shown == Shown::end || shown == Shown::watch ? "100000" : "8";
    REQUIRE(testing::run(
                {"sample", game.id, "--moves", moves, "--seed", "5", "--autosave", "--save-dir", dir.path.string()})
                .status == 0);
    dir.file("settings.json", R"({"format":"tabletop-settings","version":1,"last_game":")" + game.id + "\"}");
  }
  SaveSession saves(dir.path);
  REQUIRE(saves.claim().empty());
  auto owned = std::make_unique<ui::TextTerminal>(look.width, look.height);
  ui::TextTerminal& term = *owned;
  App app(AppOptions{look.ascii}, saves, std::move(owned));
  app.start();
  if (shown == Shown::setup) app.open_setup(game);
  if (shown == Shown::end) app.open_game(game);
  if (shown == Shown::help) app.feed(ui::Input{ui::Command::help, '?'});
  if (shown == Shown::watch) {  // the finished sample kept, then watched from Records at its tenth move
    REQUIRE(saves.keep_finished(game.id, saves.read_game(game.id).doc["match"]).empty());
    app.show(game.records(app));
    for (int key : {int('w'), int('\n')}) app.feed(ui::Input{app.command_for(key), key});
    app.idle();
    for (int key : {ui::key::home, ui::key::page_down}) app.feed(ui::Input{app.command_for(key), key});
  }
  app.render();
  Drawn out{term.text() + "--- tones\n" + term.tones(), {}};
  for (int y = 0; y < look.height; ++y) {
    std::wstring& row = out.rows.emplace_back();
    for (int x = 0; x < look.width; ++x) row.push_back(term.cell(x, y).covered ? L'\0' : term.cell(x, y).character);
  }
  return out;
}

std::string draw(const GameEntry& game, Shown shown, const Look& look) { return drawn(game, shown, look).text; }

// The board's extent on a game's screen: what is drawn left of the players panel, between the title
// line and the prompt's two lines over the footer.
ui::Size board_extent(const Drawn& screen) {
  const int height = static_cast<int>(screen.rows.size());
  std::size_t panel = std::wstring::npos;
  for (const std::wstring& row : screen.rows) {
    if (const std::size_t at = row.find(L" Players "); at != std::wstring::npos) panel = std::min(panel, at - 2);
  }
  REQUIRE(panel != std::wstring::npos);
  int left = 1 << 20, right = -1, top = 1 << 20, bottom = -1;
  for (int y = 1; y < height - 4; ++y) {
    const std::wstring& row = screen.rows[static_cast<std::size_t>(y)];
    for (int x = 0; x + 1 < static_cast<int>(panel); ++x) {
      if (row[static_cast<std::size_t>(x)] == L' ' || row[static_cast<std::size_t>(x)] == L'\0') continue;
      left = std::min(left, x);
      right = std::max(right, x);
      top = std::min(top, y);
      bottom = std::max(bottom, y);
    }
  }
  return right < 0 ? ui::Size{} : ui::Size{right - left + 1, bottom - top + 1};
}

fs::path golden_path(const std::string& game, Shown shown, const Look& look) {
  return fs::path(TABLETOP_GOLDEN_DIR) / game / (std::string(name_of(shown)) + "-" + look.name() + ".txt");
}

std::string first_difference(const std::string& want, const std::string& got) {
  std::istringstream a(want), b(got);
  std::string la, lb;
  for (int line = 1;; ++line) {
    const bool more_a = static_cast<bool>(std::getline(a, la));
    const bool more_b = static_cast<bool>(std::getline(b, lb));
    if (!more_a && !more_b) return "";
    if (la != lb || more_a != more_b) {
      return "line " + std::to_string(line) + "\n  golden: " + (more_a ? la : "(end)") +
             "\n  drawn:  " + (more_b ? lb : "(end)");
    }
  }
}

// Renews the golden copy (scripts/update-golden), or compares the drawing with it.
void compare_with_golden(const fs::path& path, const std::string& drawn, bool update) {
  if (update) {
    fs::create_directories(path.parent_path());
    std::ofstream(path, std::ios::binary) << drawn;
    return;
  }
  std::string problem;
  const std::optional<std::string> golden = read_regular_file(path, 1 << 20, problem);
  REQUIRE_MESSAGE(golden.has_value(), "no golden copy: run scripts/update-golden");
  const std::string difference = first_difference(*golden, drawn);
  CHECK_MESSAGE(difference.empty(), difference);
}

}  // namespace

TEST_SUITE("screens") {
  TEST_CASE("golden screens: every game watched again at its tenth move, 80x24 and 160x48") {
    const bool update = std::getenv("TABLETOP_UPDATE_GOLDEN") != nullptr;
    for (const GameEntry& game : games()) {
      for (const Look& look : {Look{80, 24, false}, Look{160, 48, false}}) {
        const fs::path path = golden_path(game.id, Shown::watch, look);
        const std::string drawn = draw(game, Shown::watch, look);
        CAPTURE(path.string());
        CHECK(drawn.find("Watching the game again: move 10 of ") != std::string::npos);
        compare_with_golden(path, drawn, update);
      }
    }
  }

  TEST_CASE("golden screens: every game's setup, play, help and end, four sizes, Unicode and ASCII") {
    const bool update = std::getenv("TABLETOP_UPDATE_GOLDEN") != nullptr;
    const Look looks[] = {{80, 24, false},  {120, 40, false}, {160, 48, false},
                          {200, 60, false}, {80, 24, true},   {200, 60, true}};
    int compared = 0;
    for (const GameEntry& game : games()) {
      for (Shown shown : {Shown::setup, Shown::playing, Shown::help, Shown::end}) {
        for (const Look& look : looks) {
          const fs::path path = golden_path(game.id, shown, look);
          const std::string drawn = draw(game, shown, look);
          CAPTURE(path.string());
          if (look.ascii) {  // --ascii: not one byte outside ASCII reaches the terminal
            CHECK(
                std::none_of(drawn.begin(), drawn.end(), [](char c) { return static_cast<unsigned char>(c) >= 0x80; }));
          }
          compare_with_golden(path, drawn, update);
          if (!update) ++compared;
        }
      }
    }
    if (!update) CHECK(compared == static_cast<int>(games().size()) * 4 * 6);
  }

  TEST_CASE("every game's board grows with the window: larger at 200 x 60 than at 80 x 24, 60% of a side") {
    for (const GameEntry& game : games()) {
      CAPTURE(game.id);
      const ui::Size standard = board_extent(drawn(game, Shown::playing, {80, 24, false}));
      for (const Look& look : {Look{120, 40, false}, Look{160, 48, false}, Look{200, 60, false}, Look{200, 60, true}}) {
        CAPTURE(look.name());
        const ui::Size board = board_extent(drawn(game, Shown::playing, look));
        CAPTURE(board.w);
        CAPTURE(board.h);
        // At least 60% of the window's width or height, whichever the board reaches first.
        CHECK((board.w * 10 >= look.width * 6 || board.h * 10 >= look.height * 6));
        if (look.width == 200) {
          CHECK(board.w > standard.w);
          CHECK(board.h > standard.h);
        }
      }
    }
  }

  TEST_CASE("Ludo's board grows between 80 x 24 and a boxed board: wider squares at 100 x 30 and 120 x 36") {
    const GameEntry& ludo = *find_game("ludo");
    const ui::Size standard = board_extent(drawn(ludo, Shown::playing, {80, 24, false}));
    for (const Look& look : {Look{100, 30, false}, Look{120, 36, false}, Look{100, 30, true}}) {
      CAPTURE(look.name());
      const ui::Size board = board_extent(drawn(ludo, Shown::playing, look));
      CHECK(board.w > standard.w);
      CHECK(board.h == standard.h);  // still a line a square: fifteen boxes need 120 x 40
    }
  }

  TEST_CASE("a screen is drawn headless: the same frame twice, and a resize redraws at the new size") {
    const GameEntry& pako = *find_game("pako");
    CHECK(draw(pako, Shown::playing, {80, 24, false}) == draw(pako, Shown::playing, {80, 24, false}));
    const std::string small = draw(pako, Shown::playing, {80, 24, false});
    const std::string large = draw(pako, Shown::playing, {120, 40, false});
    CHECK(small.find("Escape from Prison Island") != std::string::npos);
    CHECK(std::count(small.begin(), small.end(), '\n') == 2 * 24 + 1);
    CHECK(std::count(large.begin(), large.end(), '\n') == 2 * 40 + 1);
  }
}
