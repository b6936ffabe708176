// A setup's choices outlive leaving it unstarted: Esc (say, to read the rules first) and quitting the
// program keep them for the next setup, as Start does.
#include <doctest/doctest.h>

#include <string>

#include "support/headless.hpp"
#include "tabletop/core/storage.hpp"
#include "tabletop/registry/game_entry.hpp"
#include "tabletop/ui/keys.hpp"

using namespace tabletop;

namespace {

// Opens Igel's setup, the cursor on Start.
void open_igel_setup(testing::Headless& h) {
  h.app->open_setup(*find_game("igel"));
  REQUIRE(h.text().find("New game: Igel") != std::string::npos);
}

// Goes up from Start to the row labelled `label`.
void up_to(testing::Headless& h, const std::string& label) {
  for (int i = 0; i < 20 && h.text().find("▶ " + label) == std::string::npos; ++i) h.press(ui::key::up);
  REQUIRE(h.text().find("▶ " + label) != std::string::npos);
}

void type(testing::Headless& h, const std::string& text) {
  for (const char c : text) h.press(static_cast<unsigned char>(c));
}

}  // namespace

TEST_SUITE("screens") {
  TEST_CASE("a setup left with Esc comes back as it was left") {
    testing::Headless h;
    h.launch(80, 24);
    open_igel_setup(h);
    up_to(h, "Name A");
    type(h, "Anna");
    h.press(ui::key::down);  // Seat B, one level up
    REQUIRE(h.text().find("▶ Seat B") != std::string::npos);
    h.press(ui::key::right);
    std::string chosen_b;
    for (const auto& line : h.lines())
      if (line.find("▶ Seat B") != std::string::npos) chosen_b = line;
    REQUIRE_FALSE(chosen_b.empty());
    h.press(ui::key::escape);
    REQUIRE(h.text().find("New game: Igel") == std::string::npos);
    CHECK(h.app->settings().game("igel")["name0"] == "Anna");

    open_igel_setup(h);
    CHECK(h.text().find("[Anna") != std::string::npos);
    up_to(h, "Seat B");
    std::string again_b;
    for (const auto& line : h.lines())
      if (line.find("▶ Seat B") != std::string::npos) again_b = line;
    CHECK(again_b == chosen_b);
  }

  TEST_CASE("quitting the program from a setup keeps its choices in the settings file") {
    testing::Headless h;
    h.launch(80, 24);
    open_igel_setup(h);
    up_to(h, "Name A");
    type(h, "Bertil");
    h.app->finish();  // as Q or a closed terminal ends the program
    std::string problem;
    const auto settings = read_regular_file(h.saves->settings_path(), 1 << 20, problem);
    REQUIRE(settings.has_value());
    CHECK(settings->find("\"Bertil\"") != std::string::npos);
  }

  TEST_CASE("the setup's help says Esc keeps the choices") {
    testing::Headless h;
    h.launch(80, 24);
    open_igel_setup(h);
    h.press('?');
    CHECK(h.text().find("back, without starting (the choices stay for next time)") != std::string::npos);
  }
}

TEST_SUITE("screens") {
  TEST_CASE("r on a setup shows the game's rules, and Esc returns to the choices as they stand") {
    testing::Headless h;
    h.launch(80, 24);
    open_igel_setup(h);
    up_to(h, "Name A");
    type(h, "Cleo");
    h.press('r');  // typed in the name field: a letter of the name
    CHECK(h.text().find("[Cleor") != std::string::npos);
    h.press(ui::key::backspace);
    h.press(ui::key::up);  // on Seat A, a choice: r means the rules
    h.press('r');
    CHECK(h.text().find("Rules: Igel") != std::string::npos);
    h.press(ui::key::escape);
    CHECK(h.text().find("New game: Igel") != std::string::npos);
    CHECK(h.text().find("[Cleo]") != std::string::npos);
    CHECK(h.text().find(" r rules ") != std::string::npos);  // said in the footer
  }
}
