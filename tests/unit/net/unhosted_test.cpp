// A game hosted before, opened again without hosting: its friends' seats are played at this keyboard
// (unhosted, a joined seat is a person's seat), and the program says so before the first key, with the
// way to wait for them instead.
#include <doctest/doctest.h>

#include "support/columns.hpp"
#include "support/headless.hpp"
#include "tabletop/ui/keys.hpp"

using namespace tabletop;

namespace {

// The words in the box headed `heading`, its lines joined with one space: as a person reads it, however it wraps.
std::string dialog_words(testing::Headless& h, const std::u32string& heading) {
  std::string words;
  int left = -1, right = -1;
  for (const std::string& line : h.lines()) {
    const std::u32string row = testing::columns(line);
    if (left < 0) {
      const auto corner = row.find(U"┌─ " + heading);
      if (corner != std::u32string::npos && row.find(U"┐", corner) != std::u32string::npos) {
        left = static_cast<int>(corner);
        right = static_cast<int>(row.find(U"┐", corner));
      }
      continue;
    }
    if (row[static_cast<std::size_t>(left)] == U'└') break;
    for (int x = left + 1; x < right; ++x) {
      const char32_t c = row[static_cast<std::size_t>(x)];
      const char shown = c < 0x80 ? static_cast<char>(c) : '?';
      if (shown != ' ' || (!words.empty() && words.back() != ' ')) words += shown;
    }
    if (!words.empty() && words.back() != ' ') words += ' ';
  }
  return words;
}

const char* kPakoJoined = R"({"size": 5, "players": 3, "seats": ["person", "joined", "joined"], "moves": []})";

}  // namespace

TEST_CASE("a hosted game opened without hosting says whose seats are played here, and how to host it instead") {
  SUBCASE("the question comes over the game, naming the friends and the command") {
    testing::Headless h;
    h.launch_replayed("pako", kPakoJoined, 100, 30);
    const std::string shown = h.text();
    CAPTURE(shown);
    CHECK(shown.find("Seats kept for friends") != std::string::npos);
    CHECK(dialog_words(h, U"Seats kept for friends") ==
          "Player B and Player C play this game from another terminal when it is hosted. Opened like this, without "
          "hosting, their seats are played at this keyboard. To wait for them instead, quit and start the game "
          "with: tabletop host pako ? Play on here Quit, to host it ");
    CHECK(shown.find("prison 4  yard 0  boat 0") != std::string::npos);  // the game is under it
  }
  SUBCASE("playing on closes it, and the game goes on from this keyboard") {
    testing::Headless h;
    h.launch_replayed("pako", kPakoJoined, 100, 30);
    h.press('\n');
    CHECK(h.text().find("Seats kept for friends") == std::string::npos);
    CHECK(h.app->running());
    CHECK(h.text().find("Player A: pick one of your prisoners") != std::string::npos);
  }
  SUBCASE("quitting to host it leaves the program, the game saved as it was") {
    testing::Headless h;
    const std::string replayed = h.launch_replayed("pako", kPakoJoined, 100, 30);
    h.press(ui::key::down);
    h.press('\n');
    CHECK_FALSE(h.app->running());
    const auto state = testing::run({"state", "pako", "--save-dir", h.dir.path.string()});
    CHECK(state.out == replayed);
  }
  SUBCASE("one friend is named alone") {
    testing::Headless h;
    h.launch_replayed("ludo", R"({"players": ["A", "B"], "seats": ["person", "joined"], "turns": []})", 100, 30);
    CHECK(h.text().find("A seat kept for a friend") != std::string::npos);
    CHECK(dialog_words(h, U"A seat kept for a friend")
              .find("Player B's seat is played at this keyboard. To wait for Player B instead") != std::string::npos);
  }
  SUBCASE("a game never hosted asks nothing") {
    testing::Headless h;
    h.launch_replayed("pako", R"({"size": 5, "players": 2, "seats": ["person", "random"], "moves": []})", 100, 30);
    CHECK(h.text().find("kept for") == std::string::npos);
    CHECK(h.text().find("Welcome back") != std::string::npos);
  }
}
