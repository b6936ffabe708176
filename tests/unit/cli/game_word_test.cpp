// A game's name typed with a slip (another case, a letter missing or wrong) is refused with the name
// it most likely meant, in every command that takes a game; a word near no game gets no guess.
#include <doctest/doctest.h>

#include <cctype>
#include <string>

#include "support/cli_run.hpp"
#include "tabletop/registry/game_entry.hpp"

using namespace tabletop;
using testing::run;

namespace {
std::string upper(std::string word) {
  for (char& c : word) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return word;
}
std::string guess_of(const std::string& id) { return ": did you mean '" + id + "'?"; }
}  // namespace

TEST_CASE("a game's name in capitals or with one slip is refused with the name it meant") {
  for (const auto& game : games()) {
    CAPTURE(game.id);
    const std::string slips[] = {upper(game.id), game.id.substr(0, game.id.size() - 1), game.id + "x"};
    for (const std::string& slip : slips) {
      CAPTURE(slip);
      REQUIRE(find_game(slip) == nullptr);
      CHECK(no_game_called(slip).find(guess_of(game.id)) != std::string::npos);
      for (const auto& other : games()) {
        if (other.id != game.id) CHECK(no_game_called(slip).find(guess_of(other.id)) == std::string::npos);
      }
    }
    const auto played = run({upper(game.id)});
    CHECK(played.status == 2);
    CHECK(played.err.find(guess_of(game.id)) != std::string::npos);
    const auto state = run({"state", upper(game.id)});
    CHECK(state.status == 2);
    CHECK(state.err.find(guess_of(game.id)) != std::string::npos);
  }
}

TEST_CASE("a word near no game gets no guess, only the list of games") {
  for (const std::string& word :
       {std::string("chess"), std::string("x"), std::string("backgammon"), std::string(100, 'a')}) {
    CAPTURE(word);
    const std::string refusal = no_game_called(word);
    CHECK(refusal.find("did you mean") == std::string::npos);
    for (const auto& game : games()) CHECK(refusal.find(game.id) != std::string::npos);
  }
}
