// Words on screen are for players: no game's rules, setup form (every field's note, every choice's
// note) or the settings say what only a programmer would, such as "uniformly at random", an
// environment variable, a socket or a formula.
#include <doctest/doctest.h>

#include <fstream>
#include <regex>
#include <set>
#include <sstream>

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

// The project spells "colour" and "centre" (most of its texts did): every other spelling of them in
// `text`, each with the words around it. NO_COLOR, the variable's own name, is no spelling of ours.
std::vector<std::string> other_spellings(const std::string& text) {
  static const std::regex other(R"(.{0,20}\b(colors?|colored|center(s|ed)?)\b.{0,20})", std::regex::icase);
  std::vector<std::string> found;
  for (auto it = std::sregex_iterator(text.begin(), text.end(), other); it != std::sregex_iterator(); ++it)
    found.push_back(it->str());
  return found;
}

// Runs `check` on each text a player reads in the program: every game's rules, every page of its
// setup form, and every page of the settings.
template <class Check>
void on_every_text_shown(Check check) {
  for (const GameEntry& game : games()) {
    CAPTURE(game.id);
    std::string rules;
    for (const std::string& paragraph : rules_paragraphs(game.id)) rules += paragraph + "\n";
    check(rules);
    testing::Headless h;
    h.launch(120, 40);
    h.app->show(game.setup(*h.app));
    check(every_page_of_the_form(h, 16, 10));
  }
  testing::Headless h;
  h.launch(120, 40);
  h.app->show(settings_form(*h.app));
  check(every_page_of_the_form(h, 8, 5));
}

std::string source_file(const std::string& path) {
  std::ifstream in(std::string(TABLETOP_SOURCE_ROOT) + "/" + path);
  REQUIRE(in);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

}  // namespace

TEST_SUITE("screens") {
  TEST_CASE("one spelling: 'colour' and 'centre' in every rules text, setup, the settings, README and man page") {
    CHECK(other_spellings("Colors sit here").size() == 1);
    CHECK(other_spellings("a centered box").size() == 1);
    CHECK(other_spellings("colours at the centre, unless NO_COLOR is set").empty());
    on_every_text_shown([](const std::string& text) { CHECK(other_spellings(text) == std::vector<std::string>{}); });
    for (const char* path : {"README.md", "doc/tabletop.6"}) {
      CAPTURE(path);
      CHECK(other_spellings(source_file(path)) == std::vector<std::string>{});
    }
  }

  TEST_CASE("plain words: no game's rules or setup, nor the settings, speak a programmer's jargon") {
    on_every_text_shown([](const std::string& text) { CHECK(jargon_in(text) == std::vector<std::string>{}); });
  }
}
