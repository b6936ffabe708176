// The cover between two people at one keyboard hides the whole table, at every size: no number, dot or
// word of the table, the players panel or the log stands beside it, as bits once did at 80x24.
#include <doctest/doctest.h>

#include "support/headless.hpp"

namespace {

// What only the table and the side panel draw, never the cover, the prompt, the title or the footer.
const std::vector<std::string> kTableWords = {"Dig site", "Pyramid", "$", "Players", "Log", "·"};

// The screen without its title line, which has a "·" of its own.
std::string below_title(tabletop::testing::Headless& h) {
  const std::string screen = h.text();
  return screen.substr(screen.find('\n'));
}

}  // namespace

TEST_SUITE("screens") {
  TEST_CASE("archaeology: the cover between two people hides the whole table, and lifting it shows the table") {
    for (const auto& size : {std::pair{80, 24}, std::pair{100, 30}, std::pair{120, 40}, std::pair{200, 60}}) {
      CAPTURE(size.first);
      CAPTURE(size.second);
      tabletop::testing::Headless h;
      h.launch_replayed("archaeology", R"({"players": 2, "seed": 1, "seats": ["person", "person"], "actions": []})",
                        size.first, size.second);
      REQUIRE(h.shows_within("Privacy"));
      const std::string covered = below_title(h);
      CAPTURE(covered);
      for (const auto& word : kTableWords) CHECK_MESSAGE(covered.find(word) == std::string::npos, word);
      h.press('\n');  // the person to move takes the keyboard
      const std::string lifted = below_title(h);
      CAPTURE(lifted);
      for (const auto& word : kTableWords) CHECK_MESSAGE(lifted.find(word) != std::string::npos, word);
    }
  }
}
