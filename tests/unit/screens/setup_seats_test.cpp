// A game's first setup, before anything is remembered: a person in the first seat and the Normal
// level in every robot seat shown, the same in every game; the note under a robot seat; and the level
// chosen there still in sight in the players panel once the game is on (in Ludo by the priority rule,
// what moves the robot instead); and each seat's name, typed or the one it will get.
#include <doctest/doctest.h>

#include <algorithm>
#include <sstream>
#include <string>
#include <utility>

#include "support/headless.hpp"
#include "tabletop/registry/game_entry.hpp"
#include "tabletop/registry/game_kit.hpp"
#include "tabletop/ui/keys.hpp"

using namespace tabletop;

namespace {

// Runs `check` on every game's first setup form, opened in a window roomy enough for every seat and its note.
template <class Check>
void in_every_setup(Check check, int width = 120, int height = 40, bool ascii = false) {
  for (const GameEntry& game : games()) {
    CAPTURE(game.id);
    testing::Headless h;
    h.launch(width, height, ascii);
    h.app->show(game.setup(*h.app));
    check(h, game);
  }
}

// The sentence after "A robot. LEVEL: " on the screen, its wrapped lines joined again.
std::string note_of(testing::Headless& h, const std::string& level) {
  std::istringstream in(h.text());
  std::string words;
  for (std::string word; in >> word;) words += (words.empty() ? "" : " ") + word;
  const std::string lead = "A robot. " + level + ": ";
  const std::size_t from = words.find(lead);
  if (from == std::string::npos) return "";
  const std::size_t start = from + lead.size();
  return words.substr(start, words.find(". ", start) - start);
}

// A robot's note says what it does in one plain sentence: no second "X: " stacked in it.
bool reads_as_one_sentence(const std::string& note) { return !note.empty() && note.find(": ") == std::string::npos; }

// A level's note presupposes no robot's name (a newcomer has met none): it names none of the game's
// named robots, the ones after the three levels in the list.
bool names_no_robot(const std::string& note, const GameEntry& game) {
  if (note.find("plays like") != std::string::npos) return false;
  return std::none_of(game.style_ids.begin() + 3, game.style_ids.end(), [&note, &game](const std::string& id) {
    return note.find(game.style_title(id)) != std::string::npos;
  });
}

}  // namespace

TEST_SUITE("screens") {
  TEST_CASE("every game's first setup seats Normal robots against the person") {
    in_every_setup([](testing::Headless& h, const GameEntry&) {
      int robots = 0;
      for (const std::string& line : h.lines()) {
        if (line.find("Robot: ") == std::string::npos) continue;
        CAPTURE(line);
        CHECK(line.find("Robot: Normal") != std::string::npos);
        ++robots;
      }
      CHECK(robots >= 1);
      CHECK(h.text().find("Person") != std::string::npos);
    });
  }

  TEST_CASE("the level chosen for a robot seat is shown in the players panel") {
    for (const bool ascii : {false, true}) {
      for (const auto& size : {std::pair{80, 24}, std::pair{120, 36}}) {
        CAPTURE(ascii);
        CAPTURE(size.first);
        in_every_setup(
            [ascii](testing::Headless& h, const GameEntry& game) {
              const auto robot_line = [&h]() -> std::string {
                for (const std::string& line : h.lines()) {
                  if (line.find("Robot: ") != std::string::npos) return line;
                }
                return "";
              };
              const std::string cursor = ascii ? "  > " : "  ▶ ";
              for (int step = 0; step < 12 && robot_line().rfind(cursor, 0) != 0; ++step) h.press(ui::key::up);
              REQUIRE(robot_line().find("Robot: Normal") != std::string::npos);
              h.press(ui::key::right);
              REQUIRE(robot_line().find("Robot: Hard") != std::string::npos);
              h.press('\n');
              // Ludo's first setup leaves the moves to the priority rule: the panel says so instead.
              const std::string level = game.id == "ludo" ? "by the rule" : "Hard";
              const std::string mark = (ascii ? "bot " : "⚙ ") + level;
              int shown = 0;
              for (const std::string& line : h.lines()) shown += line.find(mark) != std::string::npos;
              INFO(h.text());
              CHECK(shown == 1);  // the one seat set to Hard
            },
            size.first, size.second, ascii);
      }
    }
  }

  // The note under a seat says what the robot shown does, not what every robot does: a wall of every
  // style's description was the first thing a newcomer read.
  TEST_CASE("a robot seat's note describes the robot chosen, and follows the choice") {
    in_every_setup([](testing::Headless& h, const GameEntry& game) {
      const auto cursor_on_normal_robot = [&h] {
        for (const std::string& line : h.lines()) {
          if (line.find("▶ ") < line.find("Robot: Normal") && line.find("Robot: Normal") != std::string::npos)
            return true;
        }
        return false;
      };
      for (int step = 0; step < 12 && !cursor_on_normal_robot(); ++step) h.press(ui::key::down);
      REQUIRE(cursor_on_normal_robot());
      CHECK(h.text().find("A robot. Normal: ") != std::string::npos);
      CHECK(h.text().find("Easy: ") == std::string::npos);
      CHECK(h.text().find("Hard: ") == std::string::npos);
      const std::string normal = note_of(h, "Normal");
      CAPTURE(normal);
      CHECK(reads_as_one_sentence(normal));
      CHECK(names_no_robot(normal, game));
      CHECK(normal.find("between Easy and Hard") != std::string::npos);  // how strong, among the three
      h.press(ui::key::right);
      CHECK(h.text().find("A robot. Hard: ") != std::string::npos);
      CHECK(h.text().find("Normal: ") == std::string::npos);
      const std::string hard = note_of(h, "Hard");
      CAPTURE(hard);
      CHECK(reads_as_one_sentence(hard));
      CHECK(names_no_robot(hard, game));
      CHECK(hard.find("the strongest of the three levels") != std::string::npos);
      // The game's named robots, after the three levels, each say what they do in one sentence too.
      for (std::size_t i = 3; i < game.style_ids.size(); ++i) {
        h.press(ui::key::right);
        const std::string named = note_of(h, game.style_title(game.style_ids[i]));
        CAPTURE(named);
        CHECK(reads_as_one_sentence(named));
      }
      // Easy, first in the list: back past Normal.
      for (std::size_t i = 1; i < game.style_ids.size(); ++i) h.press(ui::key::left);
      const std::string easy = note_of(h, "Easy");
      CAPTURE(easy);
      CHECK(reads_as_one_sentence(easy));
      CHECK(names_no_robot(easy, game));
      CHECK(easy.find("the easiest of the three levels") != std::string::npos);
    });
  }

  // With "Choose my own moves: no" the priority rule moves every token: the panel names no robot's
  // level then (they would all play alike), but says what moves the robot's seat.
  TEST_CASE("Ludo's players panel says what moves each robot: its level, or the priority rule") {
    for (const bool choose : {false, true}) {
      CAPTURE(choose);
      testing::Headless h;
      h.launch_replayed("ludo", std::string(R"({"players": ["A", "B", "C"], "seats": ["person", "hard", "easy"], )") +
                                    R"("choose_moves": )" + (choose ? "true" : "false") + R"(, "turns": []})");
      const std::string shown = h.text();
      CAPTURE(shown);
      const std::size_t panel = shown.find("Players");
      REQUIRE(panel != std::string::npos);
      const auto row_of = [&shown, panel](const std::string& player) {
        const std::size_t at = shown.find(player, panel);
        return at == std::string::npos ? std::string() : shown.substr(at, shown.find('\n', at) - at);
      };
      const std::string person = row_of("A Player A");
      const std::string hard = row_of("B Robot B");
      const std::string easy = row_of("C Robot C");
      CAPTURE(person);
      CAPTURE(hard);
      CAPTURE(easy);
      CHECK(hard.find(choose ? "⚙ Hard" : "⚙ by the rule") != std::string::npos);
      CHECK(easy.find(choose ? "⚙ Easy" : "⚙ by the rule") != std::string::npos);
      CHECK(person.find("⚙") == std::string::npos);  // the person rolls for herself
      if (!choose) {
        CHECK(shown.find("Hard") == std::string::npos);
        CHECK(shown.find("Easy") == std::string::npos);
        CHECK(shown.find("The priority rule moves for everyone.") != std::string::npos);
      }
    }
  }

  // Two friends at one keyboard want their own names on the board and in the records, whatever the game.
  TEST_CASE("every game's setup names its seats: an empty name shows, dimmed, the name it will get") {
    in_every_setup([](testing::Headless& h, const GameEntry&) {
      for (int i = 0; i < 20 && h.text().find("▶ Name A") == std::string::npos; ++i) h.press(ui::key::down);
      std::string shown = h.text();
      CAPTURE(shown);
      REQUIRE(shown.find("▶ Name A") != std::string::npos);
      CHECK(shown.find("[_Player A]") != std::string::npos);  // the person's seat, the cursor in it
      CHECK(h.tone_of("Player A]") == 'd');
      CHECK(h.tone_of("Robot ") == 'd');  // a robot's seat: its name shown dimmed too
      CHECK(shown.find("Left empty, this seat is called Player A.") != std::string::npos);
      for (const char c : std::string("Anna")) h.press(c);  // a name typed: the placeholder goes
      shown = h.text();
      CHECK(shown.find("[Anna_]") != std::string::npos);
      CHECK(shown.find("Player A]") == std::string::npos);
      h.press('\n');  // start: Anna plays seat A
      REQUIRE(h.shows_within("Anna"));
      CHECK(h.text().find("Player A") == std::string::npos);
    });
  }

  TEST_CASE("a game does not start with two players of one name: the form says why and stays") {
    testing::Headless h;
    h.launch(120, 40);
    h.app->show(find_game("igel")->setup(*h.app));
    for (int i = 0; i < 20 && h.text().find("▶ Name A") == std::string::npos; ++i) h.press(ui::key::down);
    for (const char c : std::string("Anna")) h.press(c);
    h.press(ui::key::down);
    h.press(ui::key::down);  // Name B
    for (const char c : std::string("Anna")) h.press(c);
    h.press('\n');
    CHECK(h.shows_within("Cannot start"));
    CAPTURE(h.text());
    CHECK(h.text().find("Two players are called Anna") != std::string::npos);
    h.press('\n');  // back to the setup, the names as typed
    CHECK(h.shows_within("[Anna_]"));
    CHECK_FALSE(h.saves->read_game("igel").doc.is_object());  // no game was started
  }

  TEST_CASE("a seat's empty name follows its kind: a robot's, or the joining player's") {
    testing::Headless h;
    h.launch(120, 40);
    h.app->show(find_game("getaway")->setup(*h.app));
    for (int i = 0; i < 4; ++i) h.press(ui::key::up);  // from Start past the coach, Name B and Seat B to Name A
    REQUIRE(h.text().find("[_Player A]") != std::string::npos);
    h.press(ui::key::up);  // Seat A made a robot: its empty name would be Robot A
    h.press(ui::key::right);
    h.press(ui::key::down);
    CHECK(h.text().find("[_Robot A]") != std::string::npos);

    std::vector<ui::Field> fields = {
        ui::Field::choice("seat0", "Seat A", {"Person", "Joined"}, {"person", "joined"}, "joined"),
        name_field(json::object(), 0)};
    name_seats(fields);
    CHECK(fields[1].placeholder == "the joining player's");  // who joins brings a name
    CHECK(fields[1].note.find("under their own name") != std::string::npos);
  }

  TEST_CASE("friends waiting at a hosted table take the first robot seats in play, not a hidden one") {
    const auto seat = [](int i, const char* chosen) {
      ui::Field f = ui::Field::choice("seat" + std::to_string(i), std::string("Seat ") + char('A' + i),
                                      {"Person", "Robot: Normal"}, {"person", "normal"}, chosen);
      f.seat = i;
      return f;
    };
    const auto chosen = [](const std::vector<ui::Field>& fields, const std::string& key) {
      return field_value(fields, key, nullptr).get<std::string>();
    };
    // Two players: seat C, last joined, is out of play and waits for nobody now.
    const json last = {{"seat2", "joined"}};
    std::vector<ui::Field> fields = {ui::Field::choice("players", "Players", {"2", "3"}, {2, 3}, 2), seat(0, "person"),
                                     seat(1, "normal"), seat(2, "normal"), seat(3, "normal")};
    offer_joined_seats(fields, last, 1);
    CHECK(chosen(fields, "seat0") == "person");
    CHECK(chosen(fields, "seat1") == "joined");
    CHECK(chosen(fields, "seat2") == "joined");  // as remembered, though not in play
    CHECK(chosen(fields, "seat3") == "normal");

    std::vector<ui::Field> none_waiting = {ui::Field::choice("players", "Players", {"2", "3"}, {2, 3}, 2),
                                           seat(0, "person"), seat(1, "normal")};
    offer_joined_seats(none_waiting, json::object(), 0);
    CHECK(chosen(none_waiting, "seat1") == "normal");  // nobody waits: the robots stay
  }

  TEST_CASE("friends waiting at a hosted table are told apart by seat as the host will seat them") {
    // B is named for Carol, C and D are left unnamed; Bob, Carol and Dan wait, in the order they came.
    const json setup = {{"seat0", "person"}, {"name0", ""}, {"seat1", "joined"}, {"name1", "carol"},
                        {"seat2", "joined"}, {"name2", ""}, {"seat3", "joined"}, {"name3", ""}};
    // Bob, come first, takes the first open seat, B, and with it the seat's name; Carol then finds no seat
    // under her name (names match whatever their case) and takes C; Dan takes D. Only unnamed seats are told.
    CHECK(friends_seated(setup, {"Bob", "Carol", "Dan"}) == std::vector<std::string>{"", "", "Carol", "Dan"});
    // Carol first: her own seat, B; Bob the next open one.
    CHECK(friends_seated(setup, {"Carol", "Bob"}) == std::vector<std::string>{"", "", "Bob", ""});
    // More friends than seats: the last watch.
    CHECK(friends_seated(setup, {"Carol", "Bob", "Dan", "Eve"}) == std::vector<std::string>{"", "", "Bob", "Dan"});
    // The game starts with their names; the seats in play are those the form shows.
    const json named = with_friends_named(setup, setup, {"Carol", "Bob"});
    CHECK(named["name1"] == "carol");
    CHECK(named["name2"] == "Bob");
    CHECK(named["name3"] == "");
    json more = setup;
    more["seat4"] = "joined";  // remembered from a bigger game, not shown now
    CHECK_FALSE(with_friends_named(more, setup, {"Carol", "Bob", "Dan", "Eve"}).contains("name4"));
  }
}

TEST_SUITE("screens") {
  TEST_CASE("Ludo's setup says a robot's level plays no part while the priority rule moves everyone") {
    testing::Headless h;
    h.launch(80, 24);
    h.app->open_setup(*find_game("ludo"));             // A a person, C a Normal robot; the cursor on Start
    for (int i = 0; i < 6; ++i) h.press(ui::key::up);  // past the coach
    const std::string by_the_rule = "its level plays no part.";
    REQUIRE(h.text().find("▶ Seat C") != std::string::npos);
    CHECK(h.text().find(by_the_rule) != std::string::npos);
    for (int i = 0; i < 3; ++i) h.press(ui::key::down);  // to "Choose my own moves": yes
    h.press(ui::key::right);
    for (int i = 0; i < 3; ++i) h.press(ui::key::up);
    REQUIRE(h.text().find("▶ Seat C") != std::string::npos);
    CHECK(h.text().find("A robot. Normal:") != std::string::npos);
    CHECK(h.text().find(by_the_rule) == std::string::npos);
  }
}
