// The suggestion key: on the person's own turn it shows the move Hard would make, in one line and on
// the board, and plays nothing. Getaway's toll question takes it too; Archaeology keeps it behind the
// cover of a shared keyboard (a joined seat's suggestion is in tests/unit/net/leak_test.cpp).
#include <doctest/doctest.h>

#include <algorithm>
#include <cctype>
#include <chrono>
#include <cstdlib>
#include <thread>

#include "support/cli_run.hpp"
#include "support/columns.hpp"
#include "support/headless.hpp"
#include "tabletop/games/archaeology/archaeology.hpp"
#include "tabletop/games/igel/igel.hpp"
#include "tabletop/games/ludo/ludo.hpp"
#include "tabletop/games/pako/pako.hpp"
#include "tabletop/registry/game_entry.hpp"
#include "tabletop/ui/keys.hpp"

using namespace tabletop;

namespace {

// The characters drawn in tone `tone` (TextTerminal::tones' letter), in reading order.
std::u32string drawn_in(tabletop::testing::Headless& h, char tone) {
  const auto shown = h.lines();
  std::istringstream tones(h.term->tones());
  std::u32string found;
  std::string row_tones;
  for (std::size_t row = 0; row < shown.size() && std::getline(tones, row_tones); ++row) {
    const std::u32string row_text = tabletop::testing::columns(shown[row]);
    for (std::size_t x = 0; x < row_tones.size() && x < row_text.size(); ++x) {
      if (row_tones[x] == tone) found += row_text[x];
    }
  }
  return found;
}

// Text as one line: a wrapped line's break and the padding around it become one space.
std::string one_line(const std::string& text) {
  std::string joined;
  for (const char c : text) {
    const bool blank = c == ' ' || c == '\n';
    if (!blank) joined += c;
    else if (!joined.empty() && joined.back() != ' ') joined += ' ';
  }
  return joined;
}

// The words of the first move the shown suggestion names (a second, "then ...", is the same turn's next).
std::string suggested_words(tabletop::testing::Headless& h) {
  const std::string screen = h.text();
  const std::size_t at = screen.find("Suggestion (Hard): ");
  if (at == std::string::npos) return "";
  const std::string said = one_line(screen.substr(at + 19));
  return said.substr(0, std::min({said.find(", then "), said.find(". Nothing is played until you choose."),
                                  said.find(" (the guard of row ")}));  // Pako's aftermath follows the move
}

// Asks for `count` suggestions on the person's turns (robots at the instant pace between them) and
// presses Enter after each: the move Enter plays is the one the line described, set up on the screen.
template <class State>
void enter_plays_suggestions(tabletop::testing::Headless& h, const std::string& game, int count) {
  for (int asked = 0; asked < count; ++asked) {
    if (!h.shows_within("S suggest")) break;  // the robot plays; then the person's turn, or the game is over
    State expected = State::from_json(h.saves->read_game(game).doc["match"]["state"]);
    const auto legal = expected.legal_moves();
    h.press('S');
    REQUIRE(h.shows_within(legal.size() == 1 ? "Nothing to choose here, one move only: " : "Suggestion (Hard): "));
    const std::string words = legal.size() == 1 ? expected.describe(legal[0]) : suggested_words(h);
    CAPTURE(words);
    const auto suggested = std::find_if(legal.begin(), legal.end(),
                                        [&](const typename State::Move& m) { return expected.describe(m) == words; });
    REQUIRE(suggested != legal.end());
    expected.apply(*suggested);
    h.press('\n');
    if (expected.current_seat() == kChanceSeat) continue;  // a roll: the dice come next
    CHECK(h.saves->read_game(game).doc["match"]["state"] == expected.to_json());
  }
}

// Archaeology: presses d (dig) whenever the person is to dig, until the person is to act.
bool dug_to_act(tabletop::testing::Headless& h) {
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(20);
  while (std::chrono::steady_clock::now() < deadline) {
    const std::string screen = h.text();
    if (screen.find("choose an action") != std::string::npos) return true;
    if (screen.find("to dig the top card") != std::string::npos) h.press('d');
    h.app->idle();
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }
  return false;
}

}  // namespace

TEST_SUITE("screens") {
  TEST_CASE("the suggestion key shows Hard's move for the person to move and plays nothing") {
    for (const GameEntry& entry : games()) {  // each game's person to move against Hard
      const std::string game = entry.id;
      CAPTURE(game);
      REQUIRE_FALSE(entry.showcase.person_against_hard.empty());
      tabletop::testing::Headless h;
      const std::string replayed = h.launch_replayed(game, entry.showcase.person_against_hard.front(), 160, 48);
      const std::string before = h.text();
      CHECK(before.find("suggest") != std::string::npos);  // in the footer
      h.press('S');
      REQUIRE(h.shows_suggestion());
      if (game == "pako" && h.text().find("from the prison to") != std::string::npos) {
        // The square it goes to is marked, over a hint there; nothing was marked before.
        CHECK(before.find("∘") == std::string::npos);
        CHECK(h.text().find("∘") != std::string::npos);
      }
      // Nothing was played: the autosave is still the replayed game.
      const auto state = tabletop::testing::run({"state", game, "--save-dir", h.dir.path.string()});
      REQUIRE(state.status == 0);
      CHECK(state.out == replayed);
    }
  }

  // By the priority rule the rules move every Ludo token: a suggestion would only ever say "roll". The
  // footer offers none; the key says why, and the help says so too.
  TEST_CASE("Ludo by the priority rule: the suggestion key says the rule moves, and suggests nothing") {
    tabletop::testing::Headless h;
    h.launch_replayed("ludo", R"({"players": ["A", "B"], "seats": ["person", "hard"], "turns": []})", 160, 48);
    CAPTURE(h.text());
    CHECK(h.lines().back().find("suggest") == std::string::npos);  // not in the footer
    h.press('?');
    REQUIRE(h.shows_within("Keys"));
    CHECK(h.text().find("Nothing to suggest: the priority rule moves") != std::string::npos);  // the help says why
    h.press(27);
    h.press('S');
    CHECK(h.text().find("Nothing to suggest: the priority rule moves") != std::string::npos);
    // The answer is on screen at once; half a second more shows that no search was started behind it.
    const auto until = std::chrono::steady_clock::now() + std::chrono::milliseconds(500);
    while (std::chrono::steady_clock::now() < until) {
      h.app->idle();
      std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }
    CHECK(h.text().find("Suggestion (Hard): ") == std::string::npos);
  }

  TEST_CASE("Getaway's toll question takes the suggestion key: the answer comes back marked, on the board too") {
    tabletop::testing::Headless h;
    const std::string board =
        h.dir.file("tolls.game",
                   "5 2 7\nStart :\nGate 1 : Y Q A 0 F 1\nGate 2 : Y Q A 0 F 1\n"
                   "Gate 3 : Y Q A 0 F 1\nGate 4 : Y Q A 0 F 1\nGate 5 : Y Q A 0 F 1\nCastle :\n");
    const nlohmann::json script = {
        {"board", board}, {"players", {"Pat", "Robo"}}, {"seats", {"person", "hard"}}, {"seed", 2}, {"turns", 0}};
    h.launch_replayed("getaway", script.dump());
    h.press('\n');  // roll: every square is a toll
    REQUIRE(h.shows_within("Toll: Gate"));
    CHECK(drawn_in(h, 'h').empty());  // nothing suggested yet
    h.press('S');
    REQUIRE(h.shows_within("Suggestion (Hard): "));
    REQUIRE(h.shows_within("suggested: "));  // the question is back, the suggested answer marked
    const std::string screen = h.text();
    CHECK(screen.find("Toll: Gate") != std::string::npos);
    const bool pays = screen.find("Suggestion (Hard): pay the toll") != std::string::npos;
    CHECK(screen.find(pays ? "suggested: keep your place" : "suggested: sent back to Start") != std::string::npos);
    CHECK(h.tone_of(pays ? "Pay 1 gold" : "Refuse") != h.tone_of(pays ? "Refuse" : "Pay 1 gold"));  // the cursor's
    // The square the answer leads to is the one highlighted on the trail: the gate paid for, or Start.
    CHECK(drawn_in(h, 'h') == (pays ? U"¥" : U"⌂"));
    h.press('\n');  // the suggested answer, as the cursor stands
    for (int i = 0; i < 5; ++i) h.app->idle();
    const auto state = tabletop::testing::run({"state", "getaway", "--save-dir", h.dir.path.string()});
    CHECK(state.out.find(pays ? " pays 1 gold" : " refuses to pay") != std::string::npos);
  }

  TEST_CASE("Archaeology's suggestion: set up on the table for the person to move, never behind the cover") {
    SUBCASE("one person at the keyboard: the suggested move is marked and Enter plays it") {
      tabletop::testing::Headless h;
      h.launch_replayed("archaeology", R"({"players": 2, "seed": 1, "seats": ["person", "hard"], "actions": []})");
      const bool acting = dug_to_act(h);
      CAPTURE(h.text());
      REQUIRE(acting);
      h.press('S');
      REQUIRE(h.shows_within("Suggestion (Hard): "));
      CHECK(h.text().find("suggested") != std::string::npos);  // the choice that plays it
      const std::string words = suggested_words(h);
      CAPTURE(words);
      // The move those words describe, played on the saved position, is what Enter plays.
      archaeology::State expected =
          archaeology::State::from_json(h.saves->read_game("archaeology").doc["match"]["state"]);
      const auto legal = expected.legal_moves();
      const auto suggested = std::find_if(legal.begin(), legal.end(),
                                          [&](const archaeology::Move& m) { return expected.describe(m) == words; });
      REQUIRE(suggested != legal.end());
      expected.apply(*suggested);
      h.press('\n');
      CHECK(h.saves->read_game("archaeology").doc["match"]["state"] == expected.to_json());
    }
    SUBCASE("two people at one keyboard: no suggestion until the one to move lifts the cover") {
      tabletop::testing::Headless h;
      h.launch_replayed("archaeology",
                        R"({"players": 3, "seed": 5, "seats": ["person", "person", "hard"], "actions": []})");
      REQUIRE(h.shows_within("Pass the keyboard to "));
      CHECK(h.text().find("suggest") == std::string::npos);  // not in the footer
      const auto below_title = [&h] {
        const std::string screen = h.text();
        return screen.substr(screen.find('\n'));  // the status line ("Welcome back") goes with any key
      };
      const std::string covered = below_title();
      h.press('S');
      for (int i = 0; i < 50; ++i) h.app->idle();
      CHECK(below_title() == covered);  // nothing thought of, nothing said, no hand shown
      CHECK(h.text().find("Thinking of a move") == std::string::npos);
      h.press('\n');  // the person to move takes the keyboard
      CHECK(h.text().find("suggest") != std::string::npos);
      h.press('S');
      CHECK(h.shows_suggestion());
    }
  }

  TEST_CASE("Archaeology: a suggestion goes once the person begins another move with its own key") {
    tabletop::testing::Headless h;
    h.launch_replayed("archaeology", R"({"players": 2, "seed": 1, "seats": ["person", "hard"], "actions": []})");
    REQUIRE(dug_to_act(h));
    h.press('S');
    REQUIRE(h.shows_within("Suggestion (Hard): "));
    const std::string words = suggested_words(h);
    CAPTURE(words);
    // The move the person begins instead: a trade where Hard suggests none, else ending the turn.
    const bool trade_suggested = words.find("trade") != std::string::npos;
    h.press(trade_suggested ? 'e' : 't');
    CHECK(h.text().find("Suggestion (Hard): ") == std::string::npos);
  }

  TEST_CASE("a suggestion takes lines of its own under a two-line prompt, which says what Enter does where it is") {
    // Seed 7: B, the person, digs a sandstorm at once and is the first to lose cards.
    tabletop::testing::Headless h;
    h.launch_replayed("archaeology", R"({"players": 2, "seed": 7, "seats": ["hard", "person"], "actions": ["dig"]})",
                      80, 24);
    // The prompt's rows and the suggestion's rows, each joined into one line.
    const auto bottom = [&h] {
      std::string prompt;
      std::string suggestion;
      for (const std::string& row : h.lines()) {
        std::string text = row.substr(std::min(row.find_first_not_of(' '), row.size()));
        while (!text.empty() && text.back() == ' ') text.pop_back();
        if (text.rfind("Welcome back", 0) == 0) continue;  // the resumed game's message, over the footer
        if (text.rfind("Sandstorm!", 0) == 0 ||
            (!prompt.empty() && suggestion.empty() && !text.empty() && text.rfind("Suggestion", 0) != 0 &&
             text.find("help") == std::string::npos)) {
          prompt += (prompt.empty() ? "" : " ") + text;
        } else if (text.rfind("Suggestion (Hard): ", 0) == 0 ||
                   (!suggestion.empty() && text.find("help") == std::string::npos)) {
          suggestion += (suggestion.empty() ? "" : " ") + text;
        }
      }
      return std::pair<std::string, std::string>{prompt, suggestion};
    };
    REQUIRE(h.shows_within("Sandstorm! "));
    CHECK(bottom().first ==
          "Sandstorm! Player B: mark exactly 2 cards to lose with Enter, then Tab to Lose these cards.");
    h.press('S');
    REQUIRE(h.shows_within("until you choose."));
    const auto [prompt, suggestion] = bottom();
    // The cursor is on Lose these cards: the prompt says what Enter does there, and both are whole.
    CHECK(prompt ==
          "Sandstorm! Player B: Enter takes the choice under the cursor; Tab goes back to the cards to mark 2 cards to "
          "lose.");
    CHECK(suggestion.rfind("Suggestion (Hard): discard ", 0) == 0);
    CHECK(suggestion.find(". Nothing is played until you choose.") == suggestion.size() - 37);
    CHECK(h.text().find("▶ Lose these cards") != std::string::npos);
    CHECK(h.lines().back().find("S suggest") != std::string::npos);  // the footer is not covered either
  }

  TEST_CASE(
      "a suggestion is set up for Enter to play: Igel's and Pako's piece picked with the cursor where it goes, Ludo's "
      "move") {
    SUBCASE("igel") {
      tabletop::testing::Headless h;
      h.launch_replayed("igel", R"({"players": 2, "seed": 3, "seats": ["person", "hard"]})", 120, 40,
                        R"({"robot_pace_ms": 0})");
      enter_plays_suggestions<igel::State>(h, "igel", 16);
    }
    SUBCASE("pako") {
      tabletop::testing::Headless h;
      h.launch_replayed("pako", R"({"size": 5, "players": 2, "seats": ["person", "hard"], "moves": []})", 120, 40,
                        R"({"robot_pace_ms": 0})");
      enter_plays_suggestions<pako::State>(h, "pako", 12);
    }
    SUBCASE("ludo") {
      tabletop::testing::Headless h;
      h.launch_replayed("ludo",
                        R"({"players": ["A", "B"], "seats": ["person", "hard"], "choose_moves": true, "turns": []})",
                        120, 40, R"({"robot_pace_ms": 0})");
      enter_plays_suggestions<ludo::State>(h, "ludo", 16);
    }
  }
}

TEST_SUITE("screens") {
  TEST_CASE("after a suggestion the person may still make another move: Pako's pick and targets are the whole rule's") {
    tabletop::testing::Headless h;
    h.launch_replayed("pako", R"({"size": 5, "players": 2, "seed": 2, "seats": ["person", "hard"], "moves": []})", 120,
                      40, R"({"robot_pace_ms": 0})");
    pako::State expected = pako::State::from_json(h.saves->read_game("pako").doc["match"]["state"]);
    h.press('S');
    REQUIRE(h.shows_within("Suggestion (Hard): "));
    const std::string words = suggested_words(h);
    const auto legal = expected.legal_moves();
    const auto suggested =
        std::find_if(legal.begin(), legal.end(), [&](const pako::Move& m) { return expected.describe(m) == words; });
    REQUIRE(suggested != legal.end());
    REQUIRE(suggested->kind == pako::MoveKind::prison);  // the opening: from the prison into the last row
    // Another square of the same row the prison also reaches: the cursor goes there instead.
    const auto other = std::find_if(legal.begin(), legal.end(), [&](const pako::Move& m) {
      return m.kind == pako::MoveKind::prison && m.to.row == suggested->to.row && m.to.col != suggested->to.col;
    });
    REQUIRE(other != legal.end());
    // Esc puts the suggestion away; the prison picked again by hand (the cursor down to the prison's row),
    // the cursor back on the suggested row.
    const auto pick_the_prison_by_hand = [&h, &expected, &suggested] {
      h.press(ui::key::escape);
      CHECK(h.text().find("Suggestion (Hard): ") == std::string::npos);  // Enter would no longer play it
      for (int row = suggested->to.row; row <= expected.size(); ++row) h.press(ui::key::down);
      h.press('\n');
      for (int row = suggested->to.row; row <= expected.size(); ++row) h.press(ui::key::up);
    };
    SUBCASE("the pick's every square is marked, as when the person picks it") {
      // Targets (∘) and the hints' safe targets (+) on the yard's rows (those with a number before them);
      // the suggested square keeps ∘ over its hint.
      const auto marks = [&h] {
        int n = 0;
        for (const std::string& line : h.lines()) {
          const std::size_t label = line.find_first_not_of(' ');
          if (label == std::string::npos || !std::isdigit(static_cast<unsigned char>(line[label]))) continue;
          for (const char* mark : {"∘", "+"}) {
            for (std::size_t at = line.find(mark); at != std::string::npos; at = line.find(mark, at + 1)) ++n;
          }
        }
        return n;
      };
      const int suggested_marks = marks();
      pick_the_prison_by_hand();
      CHECK(h.text().find("pick where it goes") != std::string::npos);
      CHECK(suggested_marks == marks());
      CHECK(suggested_marks > 1);  // more than the suggested square
      return;
    }
    SUBCASE("Esc puts the suggestion away, and the prison picked again reaches every square") {
      pick_the_prison_by_hand();
      CHECK(h.text().find("pick where it goes") != std::string::npos);
    }
    SUBCASE("the cursor moved from the suggested square") {}
    const int steps = other->to.col - suggested->to.col;
    for (int i = 0; i < std::abs(steps); ++i) h.press(steps > 0 ? ui::key::right : ui::key::left);
    h.press('\n');
    CHECK(h.text().find("Not there") == std::string::npos);
    expected.apply(*other);
    // Seat A's prisoners as the other move leaves them (the robot may have answered since).
    CHECK(h.saves->read_game("pako").doc["match"]["state"]["pieces"][0] == expected.to_json()["pieces"][0]);
  }
}

TEST_SUITE("screens") {
  TEST_CASE("where there is one move only the suggestion says so and thinks nothing; Enter plays it") {
    tabletop::testing::Headless h;
    h.launch_replayed(
        "getaway", R"({"board": "garden.game", "players": ["Pat", "Robo"], "seats": ["person", "hard"], "turns": 0})");
    h.press('S');
    CHECK(h.text().find("Nothing to choose here, one move only: roll the dice.") != std::string::npos);
    CHECK(h.text().find("Thinking of a move") == std::string::npos);
    CHECK(h.text().find("Suggestion (Hard)") == std::string::npos);
    h.press('\n');
    for (int i = 0; i < 5; ++i) h.app->idle();
    const auto state = tabletop::testing::run({"state", "getaway", "--save-dir", h.dir.path.string()});
    CHECK(state.out.find("Pat is on Garden Gate and rolls") != std::string::npos);
  }

  TEST_CASE("Igel: a suggested forward move set up picked has the prompt say to press Enter on its target") {
    // Asked for in the forward step, the suggestion (or the one move there is) is set up: its hedgehog
    // picked, the cursor on its target. The prompt says so, not "pick it".
    tabletop::testing::Headless h;
    h.launch_replayed("igel", R"({"players": 2, "seed": 3, "seats": ["person", "hard"]})", 80, 24,
                      R"({"robot_pace_ms": 0})");
    const auto picked_on_board = [&h] {
      for (const std::string& line : h.lines()) {
        const std::u32string row = testing::columns(line);
        const bool board_row = row.size() > 3 && row[2] >= U'1' && row[2] <= U'6' && row[3] == U' ';
        if (board_row && row.substr(0, 50).find(U"◆") != std::u32string::npos) return true;  // not the legend's
      }
      return false;
    };
    int set_up = 0;
    for (int asked = 0; asked < 40; ++asked) {
      if (!h.shows_within("S suggest")) break;
      const igel::State now = igel::State::from_json(h.saves->read_game("igel").doc["match"]["state"]);
      h.press('S');
      REQUIRE(h.shows_within(std::vector<std::string>{"Suggestion (Hard): ", "Nothing to choose here"}));
      if (now.phase() == igel::Phase::forward && picked_on_board()) {
        ++set_up;
        CAPTURE(h.text());
        CHECK(h.text().find("move the cursor to a target (∘) and press Enter") != std::string::npos);
        CHECK(h.text().find("pick it and press Enter") == std::string::npos);
      }
      h.press('\n');
    }
    CHECK(set_up > 0);
  }

  TEST_CASE("Igel's suggestion after the roll names the whole turn: the sidestep or none, then the forward move") {
    tabletop::testing::Headless h;
    // Seed 3 with every hedgehog placed: the person is to roll; the die is thrown at the next Enter.
    h.launch_replayed("igel", R"({"players": 2, "seed": 3, "seats": ["person", "hard"]})", 120, 40,
                      R"({"robot_pace_ms": 0})");
    // Place hedgehogs as suggested until the person's roll has been made and a sidestep may be chosen.
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(60);
    while (std::chrono::steady_clock::now() < deadline) {
      const igel::State now = igel::State::from_json(h.saves->read_game("igel").doc["match"]["state"]);
      const auto legal = now.legal_moves();
      const bool sidestep_phase =
          std::any_of(legal.begin(), legal.end(), [](const igel::Move& m) { return m.kind == igel::MoveKind::skip; });
      if (sidestep_phase && now.current_seat() == 0) break;
      if (now.current_seat() == 0) {
        h.press('S');
        REQUIRE(h.shows_suggestion());
        h.press('\n');
      }
      h.app->idle();
      std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }
    igel::State expected = igel::State::from_json(h.saves->read_game("igel").doc["match"]["state"]);
    REQUIRE(expected.current_seat() == 0);
    h.press('S');
    // The first move at once, the turn's next once thought out.
    const auto said_now = [&h] {
      const std::string screen = h.text();
      const std::size_t at = screen.find("Suggestion (Hard): ");
      return at == std::string::npos ? std::string() : one_line(screen.substr(at + 19));
    };
    const auto until = std::chrono::steady_clock::now() + std::chrono::seconds(20);
    while (said_now().find(", then ") == std::string::npos && std::chrono::steady_clock::now() < until) {
      h.app->idle();
      std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }
    const std::string said = said_now();
    CAPTURE(said);
    REQUIRE(said.find(", then forward in row ") != std::string::npos);
    const std::string then = said.substr(said.find(", then ") + 7, said.find(". Nothing") - said.find(", then ") - 7);
    // Enter plays the first; the "then" it named is one of the person's moves that follow, in the same turn.
    h.press('\n');
    for (int i = 0; i < 5; ++i) h.app->idle();
    const igel::State after = igel::State::from_json(h.saves->read_game("igel").doc["match"]["state"]);
    CHECK(after.current_seat() == 0);
    const auto next = after.legal_moves();
    CHECK(std::any_of(next.begin(), next.end(), [&](const igel::Move& m) { return after.describe(m) == then; }));
  }
}

namespace {

// The moves of Ludo's list marked `mark` (a listed move reads "p: 5 → 7").
int marked(tabletop::testing::Headless& h, const std::string& mark) {
  int count = 0;
  for (const std::string& line : h.lines()) {
    if (line.find(" → ") != std::string::npos && line.find(mark) != std::string::npos) ++count;
  }
  return count;
}

}  // namespace

TEST_SUITE("screens") {
  TEST_CASE("ludo: one move of the list is marked, the priority rule's as such and then the one S suggests") {
    tabletop::testing::Headless h;
    h.dir.file("settings.json", tabletop::testing::settings_text("ludo", R"({"robot_pace_ms": 0})"));
    const auto replayed = tabletop::testing::run(
        {"replay", "ludo",
         h.dir.file("script.json",
                    R"({"players": ["A", "B"], "seats": ["person", "hard"], "choose_moves": true, "turns": []})"),
         "--autosave", "--save-dir", h.dir.path.string()});
    REQUIRE(replayed.status == 0);
    h.launch(120, 40);
    bool seen = false;
    for (int step = 0; step < 200 && !seen; ++step) {
      REQUIRE(h.shows_within("S suggest"));
      const ludo::State s = ludo::State::from_json(h.saves->read_game("ludo").doc["match"]["state"]);
      if (s.phase() != ludo::State::Phase::choose || s.legal_moves().size() < 2) {
        h.press('\n');
        continue;
      }
      seen = true;
      CAPTURE(h.text());
      CHECK(marked(h, "the rule's") == 1);
      CHECK(marked(h, "suggested") == 0);  // the suggestion key's word, for Hard's move only
      CHECK(h.text().find("hint") == std::string::npos);
      h.press('S');
      REQUIRE(h.shows_within("Suggestion (Hard): "));
      CHECK(marked(h, "suggested") == 1);
      CHECK(marked(h, "the rule's") == 0);
      CHECK(h.text().find("hint") == std::string::npos);
    }
    CHECK(seen);
  }
}

TEST_SUITE("screens") {
  TEST_CASE("Pako: a suggestion whose guard catches prisoners says whom, and the log then says the same") {
    tabletop::testing::Headless h;
    h.launch_replayed("pako", R"({"size": 9, "players": 2, "seats": ["person", "person"], "moves": []})", 200, 60);
    int said_caught = 0;
    for (int move = 0; move < 40; ++move) {
      const auto log_before = h.saves->read_game("pako").doc["match"]["log"].size();
      h.press('S');
      REQUIRE(h.shows_suggestion());
      const std::string screen = one_line(h.text());
      const std::size_t at = screen.find("Suggestion (Hard): ");
      REQUIRE(at != std::string::npos);
      const std::string said = screen.substr(at, screen.find(". Nothing is played", at) - at);
      CAPTURE(said);
      h.press('\n');
      const json log = h.saves->read_game("pako").doc["match"]["log"];
      std::string told;
      for (std::size_t i = log_before; i < log.size(); ++i)
        told += log[i][1].get<std::string>() + "\n";  // [seat, line]
      CAPTURE(told);
      const bool caught = told.find("The guard catches") != std::string::npos;
      CHECK(caught == (said.find(" then catches ") != std::string::npos));
      const char mover = move % 2 == 0 ? 'A' : 'B';
      if (said.find(" then catches it") != std::string::npos) {  // the moved prisoner itself
        CHECK(told.find(std::string("The guard catches ") + mover + "'s prisoner") != std::string::npos);
      }
      said_caught += caught;
    }
    CHECK(said_caught > 0);
  }
}
