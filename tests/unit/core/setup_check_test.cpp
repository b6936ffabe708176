// A setup's values are checked against its options' choices (core/setup.hpp: check_setup), in words
// made from the choices, on every way into a game: the form's new game, a replay, a sample.
#include <doctest/doctest.h>

#include "tabletop/registry/game_entry.hpp"

using namespace tabletop;

namespace {

// The words check_setup refuses `setup` with under `options`, or "" when it takes it.
std::string refusal(const std::vector<SetupOption>& options, const json& setup) {
  try {
    check_setup(options, setup);
    return "";
  } catch (const BadData& e) {
    return e.what();
  }
}

template <class Run>
std::string refusal_of(Run run) {
  try {
    run();
    return "";
  } catch (const BadData& e) {
    return e.what();
  }
}

}  // namespace

TEST_SUITE("core") {
  TEST_CASE("a setup value that is none of its option's choices is refused in words made from the choices") {
    const std::vector<SetupOption> options{
        {.key = "size", .choices = {{5, "5", ""}, {7, "7", ""}, {9, "9", ""}}},
        {.key = "players", .choices = numbers_from(2, 4)},
        {.key = "seats", .choices = numbers_from(1, 2)},
        {.key = "hints", .choices = no_or_yes()},
        {.key = "length", .choices = {{"normal", "normal", ""}, {"short", "short", ""}}},
        {.key = "board", .takes = "NAME"},
        {.key = "heaps", .choices = {{json::array({3, 5}), "3 and 5", ""}}, .more_than_choices = true}};
    CHECK(refusal(options, json::object()).empty());
    CHECK(refusal(options, json{{"size", 7}, {"players", 4}, {"seats", 1}, {"hints", true}, {"length", "short"}})
              .empty());
    CHECK(refusal(options, json{{"size", 8}}) == "size must be 5, 7 or 9, not 8");
    CHECK(refusal(options, json{{"players", 5}}) == "players must be from 2 to 4, not 5");
    CHECK(refusal(options, json{{"seats", 3}}) == "seats must be 1 or 2, not 3");  // two numbers: no range
    CHECK(refusal(options, json{{"hints", 1}}) == "hints must be true or false, not 1");
    CHECK(refusal(options, json{{"length", "long"}}) == "length must be \"normal\" or \"short\", not \"long\"");
    // 7.0 equals 7 to JSON, and is still no whole number.
    CHECK(refusal(options, json{{"size", 7.0}}) == "size must be a whole number, not 7.0");
    CHECK(refusal(options, json{{"size", "7"}}) == "size must be a whole number, not \"7\"");
    CHECK(refusal(options, json{{"players", true}}) == "players must be a whole number, not true");
    // An option without choices is the game's to check; a setup that is no object has no values.
    CHECK(refusal(options, json{{"board", 3}}).empty());
    CHECK(refusal(options, json{{"heaps", {2, 3}}}).empty());
    CHECK(refusal(options, json::array()).empty());
  }

  TEST_CASE("every game takes each choice of its options and refuses any other value before play begins") {
    for (const GameEntry& game : games()) {
      CAPTURE(game.id);
      for (const SetupOption& option : game.setup_options) {
        if (option.choices.empty()) continue;
        CAPTURE(option.key);
        for (const SetupChoice& choice : option.choices) {
          CAPTURE(choice.label);
          CHECK(refusal_of([&] { game.new_game(json{{option.key, choice.value}}); }).empty());
        }
        if (option.more_than_choices) continue;  // the game checks those itself
        const json wrong{{option.key, "none of the choices"}};
        const std::string words = refusal(game.setup_options, wrong);
        CHECK(words.rfind(option.key + " must be ", 0) == 0);
        CHECK(refusal_of([&] { game.new_game(wrong); }) == words);
        CHECK(refusal_of([&] { game.replay(json{{"game", game.id}, {"setup", wrong}}, false); }) == words);
        CHECK(refusal_of([&] { game.sample(wrong, 1, 0, {}); }) == words);
      }
    }
  }
}
