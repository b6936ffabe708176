// Nothing that matters is cut: for every game, at its own smallest window and at 80 x 24, in Unicode
// and in ASCII, every line of the side panel and of the prompt ends in a whole word or number, the
// players panel keeps every number of every player (a name gives way first), and one column or one
// line less than the smallest window shows the page that says what the game needs. A game in
// progress with a long name in seat A and a robot in seat B is drawn, and each line is compared
// with the same game drawn in a window wide enough for nothing to be shortened.
#include <doctest/doctest.h>

#include <algorithm>
#include <cctype>
#include <optional>
#include <regex>
#include <set>
#include <sstream>

#include "support/columns.hpp"
#include "support/headless.hpp"
#include "tabletop/app/app.hpp"
#include "tabletop/core/save_session.hpp"
#include "tabletop/core/words.hpp"
#include "tabletop/games/ludo/ludo.hpp"
#include "tabletop/registry/game_entry.hpp"
#include "tabletop/ui/keys.hpp"
#include "tabletop/ui/painter.hpp"
#include "tabletop/ui/text_terminal.hpp"

using namespace tabletop;

namespace {

constexpr const char* kLongName = "Wilhelmina Ottoline";  // within the one limit of 20 characters

// A game of `game` twelve random moves in, seat A named at length and seat B a robot.
json sample_game(const GameEntry& game) {
  ReplayResult sample = game.sample(json::object(), 5, 12, {});
  json& seats = sample.match["seats"];
  REQUIRE(seats.size() >= 2);
  seats[0]["name"] = kLongName;
  seats[1] = json{{"name", "Robot B"}, {"robot", true}, {"style", game.style_ids.front()}};
  return sample.match;
}

// The match, kept as `game`'s autosave, resumed in a window of this size (and Enter pressed, if
// asked): its lines, as columns.
std::vector<std::u32string> screen(const GameEntry& game, const json& match, int width, int height, bool ascii,
                                   bool enter = false) {
  testing::Headless h;
  {
    SaveSession saves(h.dir.path);
    REQUIRE(saves.claim().empty());
    REQUIRE(saves.save_game(game.id, match, false).empty());
  }
  h.dir.file("settings.json", testing::settings_text(game.id));
  h.launch(width, height, ascii);
  if (enter) h.press('\n');
  std::vector<std::u32string> lines;
  for (const std::string& line : h.lines()) lines.push_back(testing::columns(line));
  h.app->finish();
  return lines;
}

std::vector<std::string> words(const std::u32string& line) {
  std::vector<std::string> out;
  std::string word;
  for (char32_t c : line + U" ") {
    if (c == U' ') {
      if (!word.empty()) out.push_back(word);
      word.clear();
    } else {
      ui::append_utf8(word, static_cast<wchar_t>(c));
    }
  }
  return out;
}

bool is_frame(char32_t c) { return c == U'│' || c == U'|' || c == U'┌' || c == U'└' || c == U'+' || c == U'─'; }

// The side panel's lines (without its frames) and the prompt's lines (the `prompt_rows` over the
// footer), as words.
struct Panel {
  std::map<char32_t, std::vector<std::string>> players;  // a player's letter -> the words of its line
  std::vector<std::vector<std::string>> lines;           // every other line: notes, log, prompt
};

Panel panel_of(const std::vector<std::u32string>& rows, int prompt_rows) {
  Panel panel;
  std::size_t left = std::u32string::npos;
  int top = -1;
  for (int y = 0; y < static_cast<int>(rows.size()) && top < 0; ++y) {
    if (const std::size_t at = rows[static_cast<std::size_t>(y)].find(U" Players "); at != std::u32string::npos) {
      left = at - 2;
      top = y;
    }
  }
  REQUIRE(top >= 0);
  bool in_players = true;
  char32_t last_letter = 0;
  const int prompt_top = static_cast<int>(rows.size()) - 1 - prompt_rows;
  for (int y = top + 1; y < prompt_top; ++y) {
    const std::u32string& full_row = rows[static_cast<std::size_t>(y)];
    std::u32string row = left < full_row.size() ? full_row.substr(left) : std::u32string();
    while (!row.empty() && row.back() == U' ') row.pop_back();
    if (!row.empty() && (row.front() == U'└' || row.front() == U'┌' || row.front() == U'+')) {
      in_players = false;  // the players' frame ends; the log's begins or ends
      continue;
    }
    if (!row.empty() && is_frame(row.front())) row.erase(0, 1);
    if (!row.empty() && is_frame(row.back())) row.pop_back();
    const std::vector<std::string> line = words(row);
    if (line.empty()) continue;
    if (in_players) {
      // "▶ A name ... detail": the letter is the first word but the turn's mark; a line of its own
      // under it (the detail, when the panel is narrow) belongs to the player above.
      const std::vector<std::string> first =
          line.front() == "▶" || line.front() == ">" ? std::vector<std::string>(line.begin() + 1, line.end()) : line;
      if (first.empty()) continue;
      if (first.front().size() == 1 && std::isupper(static_cast<unsigned char>(first.front()[0]))) {
        last_letter = static_cast<char32_t>(first.front()[0]);
        panel.players[last_letter] = first;
      } else {
        auto& player = panel.players[last_letter];
        player.insert(player.end(), first.begin(), first.end());
      }
    } else {
      panel.lines.push_back(line);
    }
  }
  for (int y = prompt_top; y < static_cast<int>(rows.size()) - 1; ++y) {
    if (auto line = words(rows[static_cast<std::size_t>(y)]); !line.empty()) panel.lines.push_back(std::move(line));
  }
  return panel;
}

std::vector<std::string> numbers(const std::vector<std::string>& words) {
  std::vector<std::string> out;
  static const std::regex number("[0-9]+");
  for (const std::string& word : words) {
    for (std::sregex_iterator it(word.begin(), word.end(), number), end; it != end; ++it) out.push_back(it->str());
  }
  return out;
}

// Every number of `full`, in its order, is in `shown` (a game's shorter details may say one more: Getaway's
// "16g at 27" for "16g Fishmonger").
bool keeps_numbers(const std::vector<std::string>& shown, const std::vector<std::string>& full) {
  const std::vector<std::string> said = numbers(shown);
  auto at = said.begin();
  for (const std::string& n : numbers(full)) {
    at = std::find(at, said.end(), n);
    if (at == said.end()) return false;
    ++at;
  }
  return true;
}

}  // namespace

TEST_SUITE("screens") {
  TEST_CASE("nothing that matters is cut: every game at its smallest window and at 80 x 24, Unicode and ASCII") {
    for (const GameEntry& game : games()) {
      CAPTURE(game.id);
      const json match = sample_game(game);
      for (const bool ascii : {false, true}) {
        CAPTURE(ascii);
        // The smallest window, as the page shown in a smaller one says.
        const std::vector<std::u32string> tiny = screen(game, match, 30, 12, ascii);
        std::smatch need;
        const std::string said = std::string(tiny[1].begin(), tiny[1].end());
        REQUIRE(std::regex_search(said, need, std::regex("needs ([0-9]+) x ([0-9]+)")));
        const int min_w = std::stoi(need[1]);
        const int min_h = std::stoi(need[2]);
        CAPTURE(min_w);
        CAPTURE(min_h);
        CHECK(min_w <= 80);
        CHECK(min_h <= 24);
        for (const auto& [w, h] : {std::pair{min_w - 1, min_h}, std::pair{min_w, min_h - 1}}) {
          const std::vector<std::u32string> small = screen(game, match, w, h, ascii);
          CHECK(small[0].find(U"The window is too small") == 0);
        }
        // The prompt has three rows, two where the window barely holds the smallest board (min_h).
        const auto prompt_rows = [&](int h) { return std::clamp(h - min_h + 2, 2, 3); };
        const std::vector<std::u32string> wide = screen(game, match, 300, 80, ascii);
        const Panel whole = panel_of(wide, prompt_rows(80));
        // Every word the wide window shows: its panel's, and its legend's, which a small window may
        // move into the panel (Getaway's, where a long trail leaves no room under it).
        std::set<std::string> known;
        for (const auto& line : whole.lines) known.insert(line.begin(), line.end());
        for (const auto& row : wide) {
          const std::vector<std::string> row_words = words(row);
          known.insert(row_words.begin(), row_words.end());
        }
        for (const auto& size : {std::pair{min_w, min_h}, std::pair{80, 24}}) {
          const int w = size.first, h = size.second;  // not a structured binding: clang 14 cannot CAPTURE one
          CAPTURE(w);
          CAPTURE(h);
          const std::vector<std::u32string> rows = screen(game, match, w, h, ascii);
          REQUIRE(rows[0].find(U"The window is too small") == std::u32string::npos);
          const Panel shown = panel_of(rows, prompt_rows(h));
          CHECK(shown.players.size() == whole.players.size());
          for (const auto& [letter, line] : shown.players) {
            const std::vector<std::string>& full = whole.players.at(letter);
            std::string shown_words, whole_said;
            for (const auto& word : line) shown_words += word + " ";
            for (const auto& word : full) whole_said += word + " ";
            CAPTURE(shown_words);
            CAPTURE(whole_said);
            CHECK(keeps_numbers(line, full));  // numbers never go
            // Nor is the end of the line cut: it is the wide panel's, or a number ending a game's shorter
            // details ("0/3" for "goal 0 of 3"), all of whose numbers are there.
            static const std::regex number_word("[0-9/]+");
            CHECK((line.back() == full.back() || std::regex_match(line.back(), number_word)));
          }
          for (const auto& line : shown.lines) {
            CAPTURE(line.back());
            CHECK(known.count(line.back()) == 1);  // a whole word, as the wide window shows it
          }
        }
      }
    }
  }

  TEST_CASE("Ludo's die line says the extra roll in whole words, at its smallest window and at 80 x 24") {
    const GameEntry& game =
        *std::find_if(games().begin(), games().end(), [](const GameEntry& g) { return g.id == "ludo"; });
    // The first sampled game that stops where a 6 has been rolled and a token is to be chosen: Enter
    // moves it, and its roller is to roll again (the screen saw who rolled).
    std::optional<ReplayResult> found;
    for (int moves = 1; moves < 200 && !found; ++moves) {
      ReplayResult sample = game.sample(json::object(), 7, moves, {});
      const ludo::State s = ludo::State::from_json(sample.match["state"]);
      if (s.phase() == ludo::State::Phase::choose && s.last_roll() == 6) found = std::move(sample);
    }
    REQUIRE(found);
    const json& match = found->match;
    for (const bool ascii : {false, true}) {
      const std::vector<std::u32string> tiny = screen(game, match, 30, 12, ascii);
      std::smatch need;
      const std::string said = std::string(tiny[1].begin(), tiny[1].end());
      REQUIRE(std::regex_search(said, need, std::regex("needs ([0-9]+) x ([0-9]+)")));
      for (const auto& size : {std::pair{std::stoi(need[1]), std::stoi(need[2])}, std::pair{80, 24}}) {
        const int w = size.first, h = size.second;  // not a structured binding: clang 14 cannot CAPTURE one
        CAPTURE(ascii);
        CAPTURE(w);
        bool seen = false;
        for (const std::u32string& row : screen(game, match, w, h, ascii, true)) {
          const std::size_t at = row.find(U"Die:");
          if (at == std::u32string::npos) continue;
          seen = true;
          std::u32string die = row.substr(at);
          die = die.substr(0, std::min(die.find(U'│'), die.find(U'|')));  // the board's part, left of the panel
          const std::vector<std::string> line = words(die);
          std::string said_line;
          for (const std::string& word : line) said_line += word + " ";
          CAPTURE(said_line);
          // The line ends in "again" or "6" (the whole sentence), never in a word cut short.
          CHECK((line.back() == "again" || line.back() == "6"));
          CHECK(std::find(line.begin(), line.end(), "rolled") != line.end());
          CHECK(std::find(line.begin(), line.end(), "rolls") != line.end());
        }
        CHECK(seen);
      }
    }
  }
}

namespace {

// The screen's words, each line's joined by one space, and the lines too: a sentence wrapped over
// several lines reads whole in it.
std::string joined(testing::Headless& h) {
  std::string out;
  for (const std::string& line : h.lines()) {
    for (const std::string& word : words(testing::columns(line))) out += word + " ";
  }
  return out;
}

std::string joined(const std::string& sentence) {
  std::string out;
  for (const std::string& word : words(testing::columns(sentence))) out += word + " ";
  return out;
}

}  // namespace

TEST_SUITE("screens") {
  TEST_CASE("menus, game pages, the Keys screen and the title line keep their sentences whole in a narrow window") {
    testing::Headless h;
    h.launch(60, 20);
    CHECK(joined(h).find(joined(capitalized(count_in_words(games().size())) +
                                " tabletop games for the terminal. Pick one and press Enter.")) != std::string::npos);
    for (const GameEntry& game : games()) {
      CAPTURE(game.id);
      CHECK(joined(h).find(joined(game.tagline)) != std::string::npos);       // under the menu
      CHECK(std::isupper(static_cast<unsigned char>(game.tagline.front())));  // a subtitle, capitalised as a heading
      h.press('\n');
      CHECK(h.app->top_title() == game.title);
      CHECK(joined(h).find(joined(game.title + " " + game.tagline)) != std::string::npos);  // the page's heading
      h.press(ui::key::escape);
      h.press(ui::key::down);
    }
    h.press('\n');
    REQUIRE(h.app->top_title() == "Keys");
    h.press('\n');  // waiting for the new key of the first command
    CHECK(joined(h).find("(Esc: keep the keys as they are).") != std::string::npos);
    h.press(ui::key::escape);
    // A message of four lines at 60 columns is shown whole over the bottom lines (three at most before).
    std::string message;
    for (int i = 1; i <= 6; ++i) message += "Sentence number " + std::to_string(i) + " of the message. ";
    message.pop_back();
    h.app->tell(message);
    CHECK(joined(h).find(joined(message)) != std::string::npos);
    h.app->finish();

    // A title line longer than the window: the program's name gives way (then the title's last words,
    // but the setup's smallest window, 44 columns, leaves room for the longest title).
    for (const int width : {44, 47, 48}) {
      testing::Headless narrow;
      narrow.launch(60, 20);
      const GameEntry& longest = *std::max_element(
          games().begin(), games().end(), [](const auto& a, const auto& b) { return a.title.size() < b.title.size(); });
      for (const GameEntry& game : games()) {
        if (&game == &longest) break;
        narrow.press(ui::key::down);
      }
      narrow.press('\n');
      narrow.press('\n');  // its setup
      narrow.term->resize(width, 20);
      narrow.press(ui::key::resize);
      const std::string title = narrow.lines().front();
      CAPTURE(title);
      const std::string whole = " tabletop · New game: " + longest.title;
      CHECK(joined(title) == joined(ui::fits(whole, width) ? whole : "New game: " + longest.title));
      narrow.app->finish();
    }
  }
}

TEST_SUITE("screens") {
  TEST_CASE("the main menu opens on the game played last") {
    tabletop::testing::Headless h;
    h.dir.file("settings.json", tabletop::testing::settings_text("igel"));  // no game of it in progress
    h.launch(100, 30);
    const auto lines = h.lines();
    const auto marked = std::find_if(lines.begin(), lines.end(),
                                     [](const std::string& line) { return line.find("▶") != std::string::npos; });
    REQUIRE(marked != lines.end());
    CHECK(marked->find("Igel") != std::string::npos);
  }
}
