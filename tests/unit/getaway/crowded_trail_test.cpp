// A Getaway square holding more players than its cell has room for says who and how many: the
// first letter and the count of the rest on the trail, every name on the line under the trail. The
// players panel says where each player stands by the square's name, each name whole.
#include <doctest/doctest.h>

#include "support/cli_run.hpp"
#include "support/columns.hpp"
#include "support/headless.hpp"
#include "support/temp_dir.hpp"
#include "tabletop/app/app.hpp"
#include "tabletop/core/save_session.hpp"
#include "tabletop/games/getaway/board.hpp"
#include "tabletop/ui/text_terminal.hpp"

using namespace tabletop;

namespace {

// The lines of the screen, `width` x `height`, of a resumed Getaway game whose replay script is `script`,
// after `inputs` (clicks) if any.
std::vector<std::string> resumed_screen(const std::string& script, int width, int height,
                                        const std::vector<ui::Input>& inputs = {}) {
  testing::TempDir dir;
  const std::string path = dir.file("script.json", script);
  REQUIRE(testing::run({"replay", "getaway", path, "--autosave", "--save-dir", dir.path.string()}).status == 0);
  dir.file("settings.json", R"({"format":"tabletop-settings","version":1,"last_game":"getaway"})");
  SaveSession saves(dir.path);
  REQUIRE(saves.claim().empty());
  auto owned = std::make_unique<ui::TextTerminal>(width, height);
  ui::TextTerminal& term = *owned;
  App app(AppOptions{false}, saves, std::move(owned));
  app.start();
  app.render();
  for (const ui::Input& input : inputs) {
    app.feed(input);
    app.render();
  }
  std::vector<std::string> lines;
  std::istringstream in(term.text());
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

std::string joined(const std::vector<std::string>& lines) {
  std::string text;
  for (const std::string& line : lines) text += line + "\n";
  return text;
}

// The screen as one text, after a click on the first place `lines` (that screen, `width` x `height`, of
// `script`) show `name`.
std::string after_click_on(const std::string& script, int width, int height, const std::vector<std::string>& lines,
                           const std::u32string& name) {
  ui::Input click;
  click.click = true;
  for (std::size_t y = 0; y < lines.size(); ++y) {
    const std::size_t x = testing::columns(lines[y]).find(name);
    if (x == std::u32string::npos || click.y > 0) continue;
    click.x = static_cast<int>(x);
    click.y = static_cast<int>(y);
  }
  REQUIRE(click.y > 0);
  return joined(resumed_screen(script, width, height, {click}));
}

// The two lines of name in each named box on a trail, as shown: every box whose top-left corner stands
// two lines above them, left of the players panel.
std::vector<std::pair<std::u32string, std::u32string>> boxed_names(const std::vector<std::string>& lines) {
  std::vector<std::u32string> shown;
  for (const std::string& line : lines) {
    if (line.rfind(" ▶ ", 0) == 0) break;  // the square explained, under the trail
    shown.push_back(testing::columns(line));
  }
  std::vector<std::pair<std::u32string, std::u32string>> names;
  const auto trimmed = [](std::u32string text) {
    text.erase(0, text.find_first_not_of(U' '));
    text.erase(text.find_last_not_of(U' ') + 1);
    return text;
  };
  for (std::size_t y = 0; y + 3 < shown.size(); ++y) {
    const std::size_t panel_x = std::min(shown[y].find(U"┌─ "), shown[y].size());
    for (std::size_t x = 0; x < panel_x; ++x) {
      if (shown[y][x] != U'┌' && shown[y][x] != U'┏') continue;
      const std::size_t right = shown[y].find_first_of(U"┐┓", x);
      if (right == std::u32string::npos || right >= panel_x) continue;
      names.emplace_back(trimmed(shown[y + 2].substr(x + 1, right - x - 1)),
                         trimmed(shown[y + 3].substr(x + 1, right - x - 1)));
    }
  }
  return names;
}

std::string utf8(const std::u32string& text) {
  std::string out;
  for (const char32_t c : text) {
    if (c < 0x80) {
      out += static_cast<char>(c);
    } else if (c < 0x800) {
      out += {static_cast<char>(0xC0 | (c >> 6)), static_cast<char>(0x80 | (c & 0x3F))};
    } else {
      out += {static_cast<char>(0xE0 | (c >> 12)), static_cast<char>(0x80 | ((c >> 6) & 0x3F)),
              static_cast<char>(0x80 | (c & 0x3F))};
    }
  }
  return out;
}

std::vector<std::u32string> words_of(const std::u32string& text) {
  std::vector<std::u32string> words;
  for (std::size_t at = 0; at < text.size();) {
    const std::size_t end = std::min(text.find(U' ', at), text.size());
    if (end > at) words.push_back(text.substr(at, end - at));
    at = end + 1;
  }
  return words;
}

// The players panel's lines, from its frame's top to its bottom.
std::u32string players_panel(const std::vector<std::string>& lines) {
  std::u32string panel;
  std::size_t column = std::u32string::npos;
  for (const auto& line : lines) {
    const std::u32string shown = testing::columns(line);
    if (column == std::u32string::npos) column = shown.find(U"┌─ Players");
    if (column == std::u32string::npos) continue;
    const std::u32string part = shown.substr(column);
    panel += part + U"\n";
    if (part.rfind(U"└", 0) == 0) break;
  }
  return panel;
}

}  // namespace

TEST_SUITE("screens") {
  TEST_CASE("six players on Start: A+5 under a narrow square, all six under a wide one, and all six named") {
    // A long trail in 80 x 24 has squares three columns wide; a short one in a large window is drawn
    // as boxes with room for six letters, under the square's name (two lines).
    for (const auto& [board, width, height, shown, offset, down] :
         {std::tuple{"riverside.game", 80, 24, "A+5", -1, 1}, std::tuple{"slides.game", 160, 48, "ABCDEF", -2, 3}}) {
      const std::string trail = board;  // a plain name: clang 14 lets no lambda capture a binding
      CAPTURE(trail);
      const auto lines = resumed_screen(std::string(R"({"board": ")") + board +
                                            R"(", "players": ["Ann", "Bob", "Cy", "Di", "Ed", "Flo"], "turns": 0})",
                                        width, height);
      // The first line with Start's symbol, and its column (box lines and path are one column a character).
      int start_row = -1;
      std::size_t start_col = std::u32string::npos;
      for (int i = 0; i < static_cast<int>(lines.size()) && start_row < 0; ++i) {
        start_col = testing::columns(lines[static_cast<std::size_t>(i)]).find(U'⌂');
        if (start_col != std::u32string::npos) start_row = i;
      }
      REQUIRE(start_row >= 0);  // everyone stands on Start, the trail's first square
      const std::u32string under = testing::columns(lines[static_cast<std::size_t>(start_row + down)]);
      CHECK(under.find(testing::columns(shown)) == start_col + static_cast<std::size_t>(offset));
      std::string below;  // the lines under the trail, joined: the names may wrap
      for (std::size_t i = static_cast<std::size_t>(start_row + down) + 1; i < lines.size(); ++i)
        below += lines[i] + " ";
      CHECK(below.find("Here: Ann (A), Bob (B), Cy (C), Di (D),") != std::string::npos);
      CHECK(below.find("Flo") != std::string::npos);
    }
  }

  TEST_CASE("in the smallest window, six players on the square under the cursor are listed by their letters") {
    const std::string six =
        R"({"board": "riverside.game", "players": ["Ann", "Bob", "Cy", "Di", "Ed", "Flo"], "turns": 0})";
    std::string small;
    for (const std::string& line : resumed_screen(six, 73, 18)) small += line + "\n";
    CAPTURE(small);
    CHECK(small.find("Here: A, B, C, D, E, F") != std::string::npos);  // the names would take two lines it has not
    std::string large;
    for (const std::string& line : resumed_screen(six, 120, 40)) large += line + " ";
    CHECK(large.find("Here: Ann (A), Bob (B)") != std::string::npos);  // with room, by name
  }

  TEST_CASE("a full-screen window spreads the trail over its height, the square under the cursor explained") {
    const auto lines = resumed_screen(R"({"board": "riverside.game", "players": ["Ann", "Bob"], "turns": 0})", 200, 60);
    int first = -1, last = -1, explained = -1;
    for (int i = 0; i < static_cast<int>(lines.size()); ++i) {
      const std::u32string line = testing::columns(lines[static_cast<std::size_t>(i)]).substr(0, 150);
      if (line.rfind(U" ▶ ", 0) == 0) explained = i;  // the square under the cursor, then its effect
      if (explained < 0 && line.find_first_of(U"┌└│") != std::u32string::npos) {
        if (first < 0) first = i;
        last = i;
      }
    }
    CAPTURE(first);
    CAPTURE(last);
    REQUIRE(explained > last);
    CHECK((last - first + 1) * 2 >= 60);  // half the window's height at least (8 lines before boxes)
    CHECK(lines[static_cast<std::size_t>(explained)].find("▶ 0 Boathouse") != std::string::npos);
    CHECK(lines[static_cast<std::size_t>(explained + 1)].find("everyone begins here") != std::string::npos);
  }

  TEST_CASE("the players panel names each player's square in words, and each player's name whole") {
    for (const auto& size : {std::pair{80, 24}, std::pair{100, 30}, std::pair{160, 48}}) {
      const int width = size.first;  // a plain name: clang 14 lets no lambda capture a binding
      const int height = size.second;
      CAPTURE(width);
      const auto lines = resumed_screen(
          R"({"board": "riverside.game", "players": ["Wilhelmina", "Bob"], "seats": ["person", "normal"], "turns": 0})",
          width, height);
      const std::u32string panel = players_panel(lines);
      CHECK(panel.find(U"Wilhelmina") != std::u32string::npos);
      CHECK(panel.find(U"15g Boathouse") != std::u32string::npos);
      CHECK(panel.find(U'@') == std::u32string::npos);  // no bare square numbers
    }
  }

  // The trail and its legend call the last square by its name and "castle", never "home". The seed
  // brings Bob there in 16 turns.
  TEST_CASE("at the end the players panel calls the last square what the trail calls it") {
    for (const auto& size : {std::pair{80, 24}, std::pair{120, 40}}) {
      CAPTURE(size.first);
      const std::u32string panel = players_panel(
          resumed_screen(R"({"board": "riverside.game", "players": ["Ann", "Bob"], "seed": 3, "turns": 16})",
                         size.first, size.second));
      CAPTURE(utf8(panel));
      CHECK(panel.find(U"Sea Castle") != std::u32string::npos);
      CHECK(panel.find(U" home") == std::u32string::npos);
    }
    // A castle's name too long for the panel: the legend's word for it. The seed rolls Ann there at once.
    const std::u32string narrow = players_panel(resumed_screen(
        R"({"board_text": "5 2 4\nStart :\nField : S F 1\nMeadow : S F 1\nCastle of the Far Far Away Lands :\n",)"
        R"( "players": ["Ann", "Bob"], "seed": 1, "turns": 1})",
        80, 24));
    CAPTURE(utf8(narrow));
    CHECK(narrow.find(U"g castle") != std::u32string::npos);
    CHECK(narrow.find(U" home") == std::u32string::npos);
  }

  TEST_CASE("a trail with room names its squares in its boxes, in whole words where they fit; 80 x 24 does not") {
    const std::string script = R"({"board": "riverside.game", "players": ["Ann", "Bob"], "turns": 0})";
    const auto large = resumed_screen(script, 200, 60);
    std::u32string trail;  // the trail's lines, left of the players panel
    for (const std::string& line : large) trail += testing::columns(line).substr(0, 150) + U"\n";
    // Whole names where they fit a box's line (thirteen columns at 200 x 60), split between words where not.
    for (const char32_t* name : {U"│    Jetty    │", U"│  Reed Bank  │", U"│ Lock Keeper │", U"│Picnic Meadow│"})
      CHECK(trail.find(name) != std::u32string::npos);
    CHECK(trail.find(U"│   Heron's   │") != std::u32string::npos);  // "Heron's Island": a word a line
    CHECK(trail.find(U"│   Island    │") != std::u32string::npos);
    const auto small = resumed_screen(script, 80, 24);
    std::string shown;
    for (const std::string& line : small) shown += line + "\n";
    // 80 x 24 keeps its one-line trail of symbols: the name is only in the lines about the cursor's square.
    CHECK(shown.find("Jetty") == std::string::npos);
  }

  TEST_CASE(
      "Riverside's squares are named in their boxes wherever all rows fit, the square explained and the legend "
      "under the trail: 160 x 48, a tall half-screen 120 x 50 or 100 x 50, and 150 x 45") {
    struct Window {
      int width;
      int height;
      std::vector<std::string> names;                              // on the trail, from its first row to its last
      std::vector<std::pair<std::u32string, std::string>> clicks;  // a click on a name, the square then explained
    };
    const std::vector<Window> sizes{
        // Nine columns a line: "Reed Bank" on one line, "Ferryman" and "Stepping" whole; a click on a name picks
        // its square: the last in the first row, and one in the row back.
        {160,
         48,
         {"Jetty", "Reed Bank", "Ferryman", "Stepping", "Weir", "Marsh", "Castle"},
         {{U"Bridge", "▶ 8 Rope Bridge"}, {U"Weir", "▶ 16 Weir"}}},
        // 37 lines over the square explained and the legend: six rows of eight boxes eight wide (six columns of
        // name a line), one under the other, where plain boxes left six lines empty under the square explained.
        {120,
         50,
         {"Jetty", "Willow", "Picnic", "Weir", "Marsh", "Pier"},
         {{U"Picnic", "▶ 14 Picnic Meadow"}, {U"Weir", "▶ 16 Weir"}}},
        // Nine boxes ten wide a row, touching, where plain boxes were.
        {150, 45, {"Ferryman", "Stepping", "Weir", "Marsh", "Castle"}, {}},
        // Seven rows of seven boxes five lines tall, the tokens beside the symbol, where the trail was a
        // thin path of symbols: the players panel gives up a few columns for it.
        {100,
         50,
         {"Jetty", "Willow", "Picnic", "Weir", "Storm", "Castle"},
         {{U"Picnic", "▶ 14 Picnic Meadow"}, {U"Storm", "▶ 42 Storm Drain"}}}};
    const std::string script = R"({"board": "riverside.game", "players": ["Ann", "Bob"], "turns": 0})";
    for (const Window& size : sizes) {
      CAPTURE(size.width);
      const auto lines = resumed_screen(script, size.width, size.height);
      const std::string shown = joined(lines);
      CAPTURE(shown);
      for (const std::string& name : size.names) CHECK(shown.find(name) != std::string::npos);
      CHECK(shown.find("▶ 0 Boathouse") != std::string::npos);       // the square under the cursor, explained
      CHECK(shown.find("¥ toll  ◊ trinkets") != std::string::npos);  // and the legend, all below the trail
      CHECK(shown.find("Here: Ann (A), Bob (B)") != std::string::npos);
      for (const auto& [name, told] : size.clicks) {
        const std::string expected = told;  // a plain name: clang 14 lets no lambda capture a binding
        CAPTURE(expected);
        CHECK(after_click_on(script, size.width, size.height, lines, name).find(expected) != std::string::npos);
      }
    }
  }

  TEST_CASE("a name too long for its box is shown in words a person can read: no word cut off with an ellipsis") {
    // Riverside at 120 x 40 has boxes six columns wide: Boathouse, Ferryman, Kingfisher Perch and a dozen more
    // used to show as "Boath…", "Ferry…", "Kingf…"; the whole name stays below the trail for the cursor's square.
    std::size_t boxes = 0;
    for (const std::string& board : getaway::shipped_boards()) {
      std::vector<std::u32string> board_words;
      for (const getaway::Square& square : getaway::load_board_file(getaway::find_board(board), board).squares) {
        for (const std::u32string& word : words_of(testing::columns(square.name))) board_words.push_back(word);
      }
      const auto is_word = [&board_words](const std::u32string& text) {
        return std::find(board_words.begin(), board_words.end(), text) != board_words.end();
      };
      // A word of a square's name, whole, without its "'s", or its start followed by a full stop.
      const auto reads = [&](const std::u32string& shown) {
        if (is_word(shown) || is_word(shown + U"'s")) return true;
        if (shown.size() < 4 || shown.back() != U'.') return false;
        const std::u32string start = shown.substr(0, shown.size() - 1);
        return std::any_of(board_words.begin(), board_words.end(),
                           [&start](const std::u32string& word) { return word.rfind(start, 0) == 0; });
      };
      for (const ui::Size size : {ui::Size{120, 40}, ui::Size{80, 60}, ui::Size{100, 50}, ui::Size{160, 48}}) {
        CAPTURE(board);
        CAPTURE(size.w);
        CAPTURE(size.h);
        const auto lines =
            resumed_screen(R"({"board": ")" + board + R"(", "players": ["Ann", "Bob"], "turns": 0})", size.w, size.h);
        for (const auto& name : boxed_names(lines)) {
          const std::string first = utf8(name.first);
          const std::string second = utf8(name.second);
          CAPTURE(first);
          CAPTURE(second);
          ++boxes;
          CHECK((name.first + name.second).find(U'…') == std::u32string::npos);
          std::vector<std::u32string> upper = words_of(name.first);
          std::vector<std::u32string> lower = words_of(name.second);
          // A word broken over the two lines, with no hyphen: its start ends the first, its end begins the second.
          if (!upper.empty() && !lower.empty() && is_word(upper.back() + lower.front())) {
            upper.pop_back();
            lower.erase(lower.begin());
          }
          for (const std::u32string& word : upper) CHECK(reads(word));
          for (const std::u32string& word : lower) CHECK(reads(word));
        }
      }
    }
    CHECK(boxes > 45);  // Riverside's 45 squares at 120 x 40 at least
  }

  TEST_CASE(
      "where six-line boxes leave no room, a box five lines tall still names its square, the tokens beside its "
      "symbol") {
    struct Window {
      const char* board;
      int width;
      int height;
      std::vector<std::string> names;  // from the trail's first row to its last
    };
    for (const Window& size : {Window{"riverside.game", 100, 50, {"Jetty", "Reed", "Lock", "Storm", "Castle"}},
                               Window{"riverside.game", 120, 40, {"Jetty", "Toll", "Rapids", "Marsh", "Castle"}},
                               Window{"grand-tour.game", 160, 48, {"Market", "Bakery", "Hedge", "Royal", "Castle"}}}) {
      CAPTURE(size.board);
      const auto lines =
          resumed_screen(std::string(R"({"board": ")") + size.board + R"(", "players": ["Ann", "Bob"], "turns": 0})",
                         size.width, size.height);
      CAPTURE(joined(lines));
      // The first square, under the cursor: its symbol and both tokens on one line, its name under them,
      // a blank line, and its bottom.
      std::size_t top = lines.size();
      for (std::size_t y = 0; y < lines.size() && top == lines.size(); ++y)
        if (lines[y].find("┃ ⌂ AB ┃") != std::string::npos) top = y - 1;
      REQUIRE(top + 4 < lines.size());
      const std::size_t left = testing::columns(lines[top + 1]).find(U"┃ ⌂ AB ┃");
      CHECK(testing::columns(lines[top]).substr(left, 2) == U"┏━");
      CHECK(testing::columns(lines[top + 4]).substr(left, 2) == U"┗━");
      const std::u32string name = testing::columns(lines[top + 2]).substr(left + 1, 6);
      CHECK((name == U" Boat " || name == U" City "));
      // Each name on the trail, above the square explained, in the order the rows run.
      std::size_t explained = 0;
      while (explained < lines.size() && lines[explained].rfind(" ▶ 0 ", 0) != 0) ++explained;
      std::size_t row = top;
      for (const std::string& wanted : size.names) {
        CAPTURE(wanted);
        while (row < explained && lines[row].find(wanted) == std::string::npos) ++row;
        CHECK(row < explained);
      }
    }
  }
}

TEST_SUITE("screens") {
  // Six players leave no room for the robots' levels: each robot's gear then follows its name, and the
  // details keep a column clear of the panel's right border.
  TEST_CASE("six players at 80 x 24 and 73 x 18: a robot's bare mark follows its name, the border stays clear") {
    for (const ui::Size size : {ui::Size{80, 24}, ui::Size{73, 18}}) {
      CAPTURE(size.w);
      testing::Headless h;
      h.launch_replayed("getaway", R"({"board": "riverside.game", "seats": ["person", "normal", "normal", "normal",
        "normal", "normal"], "players": ["Player A", "Robot B", "Robot C", "Robot D", "Robot E", "Robot F"],
        "turns": 0})",
                        size.w, size.h);
      CAPTURE(h.text());
      std::vector<std::u32string> rows;  // inside the panel's frame, its borders included
      std::size_t left = std::u32string::npos;
      for (const std::string& line : h.lines()) {
        const std::u32string shown = testing::columns(line);
        if (left == std::u32string::npos) {
          left = shown.find(U"┌─ Players");
          continue;
        }
        if (shown.substr(left, 1) == U"└") break;
        rows.push_back(shown.substr(left, shown.find(U'│', left + 1) - left + 1));
      }
      REQUIRE(rows.size() == 6);
      for (const std::u32string& row : rows) {
        CHECK(row.find(U"15g at 0") != std::u32string::npos);
        CHECK(row[row.size() - 2] == U' ');  // nothing against the right border
        CHECK(row.find(U"  ⚙") == std::u32string::npos);
      }
      for (const char32_t letter : std::u32string(U"BCDEF")) {
        CHECK(rows[static_cast<std::size_t>(letter - U'A')].find(std::u32string(U"Robot ") + letter + U" ⚙") !=
              std::u32string::npos);
      }
    }
  }
}

TEST_SUITE("screens") {
  // A trail too long for the legend under it (three players on Grand tour at 80 x 24) puts the legend
  // beside the board; every board, at every count of players, shows each symbol's meaning somewhere.
  TEST_CASE("every board at 80 x 24 shows the whole legend, in Unicode and in ASCII, whatever the players") {
    const std::vector<std::string> entries_unicode = {"⌂ start",    "$ gold", "» on",     "« back", "¥ toll",
                                                      "◊ trinkets", "⊗ trap", "♜ castle", "· used"};
    const std::vector<std::string> entries_ascii = {"@ start",    "$ gold", "> on",     "< back", "Y toll",
                                                    "* trinkets", "X trap", "# castle", ". used"};
    for (const char* board : {"garden.game", "grand-tour.game", "riverside.game", "sample.game", "slides.game"}) {
      for (int players = 2; players <= 6; ++players) {
        for (const bool ascii : {false, true}) {
          std::string names;
          for (int seat = 0; seat < players; ++seat)
            names += std::string(seat ? ", " : "") + "\"P" + std::to_string(seat + 1) + "\"";
          testing::Headless h;
          h.launch_replayed("getaway",
                            std::string(R"({"board": ")") + board + R"(", "players": [)" + names + R"(], "turns": 0})",
                            80, 24, "{}", ascii);
          const std::string screen = h.text();
          CAPTURE(board);
          CAPTURE(players);
          CAPTURE(ascii);
          INFO(screen);
          for (const std::string& entry : ascii ? entries_ascii : entries_unicode)
            CHECK(screen.find(entry) != std::string::npos);
        }
      }
    }
  }
}
