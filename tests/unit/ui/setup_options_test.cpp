// A game's setup options (core/setup.hpp) are the one description its setup form and its command
// line are made from: the form's field of an option, the place of the seats, and every game's form
// holding every choice its options declare.
#include <doctest/doctest.h>

#include "tabletop/registry/game_entry.hpp"
#include "tabletop/ui/setup_seats.hpp"

using namespace tabletop;

namespace {

// Stand-ins for a game's seat fields.
std::vector<ui::Field> seats(int count) {
  std::vector<ui::Field> fields;
  for (int i = 0; i < count; ++i) fields.push_back(ui::Field::text_field("seat" + std::to_string(i), "Seat", ""));
  return fields;
}

SetupOption size_option() {
  return {.key = "size",
          .label = "Yard",
          .choices = {{5, "5 x 5", ""}, {7, "7 x 7", "the middle one"}, {9, "9 x 9", ""}},
          .fallback = 7,
          .note = "How wide."};
}

std::vector<std::string> keys_of(const std::vector<ui::Field>& fields) {
  std::vector<std::string> keys;
  for (const ui::Field& f : fields) keys.push_back(f.key);
  return keys;
}

}  // namespace

TEST_SUITE("ui") {
  TEST_CASE("an option's field starts at the remembered value when it is one of the choices, else at the fallback") {
    const SetupOption size = size_option();
    const ui::Field remembered = option_field(size, json{{"size", 9}});
    CHECK(remembered.key == "size");
    CHECK(remembered.label == "Yard");
    CHECK(remembered.options == std::vector<std::string>{"5 x 5", "7 x 7", "9 x 9"});
    CHECK(remembered.value() == 9);
    CHECK(option_field(size, json{{"size", 8}}).value() == 7);
    CHECK(option_field(size, json{{"size", "9"}}).value() == 7);
    CHECK(option_field(size, json::object()).value() == 7);
    CHECK(option_field(size, json()).value() == 7);
    CHECK(remembered.note == "How wide.");
    // A choice's own words follow the option's while it is chosen; no choice has words: none listed.
    CHECK(remembered.option_notes == std::vector<std::string>{"", "the middle one", ""});
    SetupOption plain = size;
    for (SetupChoice& c : plain.choices) c.note.clear();
    CHECK(option_field(plain, json::object()).option_notes.empty());
  }

  TEST_CASE("the form of the options puts the seats after the option that says so, and leaves out the unlabelled") {
    SetupOption size = size_option();
    const SetupOption players{.key = "players", .label = "Players", .choices = numbers_from(2, 3), .fallback = 2};
    const SetupOption command_line_only{.key = "variants", .takes = "LIST", .about = "a list"};
    size.seats_follow = true;
    const auto form = option_fields({size, command_line_only, players}, json::object(), seats(2));
    CHECK(keys_of(form) == std::vector<std::string>{"size", "seat0", "seat1", "players"});
    size.seats_follow = false;
    const auto at_end = option_fields({size, players}, json::object(), seats(1));
    CHECK(keys_of(at_end) == std::vector<std::string>{"size", "players", "seat0"});
  }

  TEST_CASE("every game's setup form holds each choice its options declare, and no value they do not") {
    for (const GameEntry& game : games()) {
      CAPTURE(game.id);
      int labelled = 0;
      for (const SetupOption& option : game.setup_options) {
        if (option.label.empty()) {
          CHECK(!option.takes.empty());  // an option neither the form nor the command line shows is none
          continue;
        }
        ++labelled;
        CAPTURE(option.key);
        REQUIRE(!option.choices.empty());
        bool fallback_listed = false;
        for (const SetupChoice& choice : option.choices) {
          CAPTURE(choice.label);
          std::vector<std::string> replaced;
          CHECK(game.clean_setup(json{{option.key, choice.value}}, replaced) == json{{option.key, choice.value}});
          CHECK(replaced.empty());
          fallback_listed = fallback_listed || choice.value == option.fallback;
        }
        CHECK(fallback_listed);
        std::vector<std::string> replaced;
        CHECK(game.clean_setup(json{{option.key, "none of the choices"}}, replaced).empty());
        CHECK(replaced == std::vector<std::string>{option.key});
      }
      CHECK(labelled > 0);
    }
  }
}
