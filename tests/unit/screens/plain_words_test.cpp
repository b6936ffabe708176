// Words on screen are for players: no game's rules, setup form (every field's note, every choice's
// note) or the settings say what only a programmer would, such as "uniformly at random", an
// environment variable, a socket or a formula.
#include <doctest/doctest.h>

#include <set>

#include "support/headless.hpp"
#include "tabletop/app/menus.hpp"
#include "tabletop/registry/game_entry.hpp"
#include "tabletop/registry/game_kit.hpp"
#include "tabletop/ui/keys.hpp"

using namespace tabletop;

namespace {

const std::vector<std::string> kJargon = {
    "uniformly", "NO_COLOR", "socket", "mod 56", "n - r + 1", "Left/right change the value", "Position A", "hint:"};

// Every jargon word found in `text`.
std::vector<std::string> jargon_in(const std::string& text) {
  std::vector<std::string> found;
  for (const std::string& word : kJargon) {
    if (text.find(word) != std::string::npos) found.push_back(word);
  }
  return found;
}

// Every screen of a form: the cursor on each row in turn and, on a choice, each of its options.
std::string every_page_of_the_form(testing::Headless& h, int rows, int options) {
  std::string seen;
  for (int row = 0; row < rows; ++row) {
    h.press(ui::key::up);
    for (int option = 0; option < options; ++option) {
      seen += h.text();
      h.press(ui::key::right);
    }
  }
  return seen;
}

}  // namespace

TEST_SUITE("screens") {
  TEST_CASE("plain words: no game's rules or setup, nor the settings, speak a programmer's jargon") {
    for (const GameEntry& game : games()) {
      CAPTURE(game.id);
      std::string rules;
      for (const std::string& paragraph : rules_paragraphs(game.id)) rules += paragraph + "\n";
      CHECK(jargon_in(rules) == std::vector<std::string>{});
      testing::Headless h;
      h.launch(120, 40);
      h.app->show(game.setup(*h.app));
      CHECK(jargon_in(every_page_of_the_form(h, 16, 10)) == std::vector<std::string>{});
    }
    testing::Headless h;
    h.launch(120, 40);
    h.app->show(settings_form(*h.app));
    CHECK(jargon_in(every_page_of_the_form(h, 8, 5)) == std::vector<std::string>{});
  }
}
