// Getaway's toll question leaves in view what the square is: at 80x24, 100x30 and 160x48, the lines
// under the trail that explain the toll square and the question with both its answers are on the screen,
// the question standing clear of them, a blank column and row around its frame.
#include <doctest/doctest.h>

#include "support/cli_run.hpp"
#include "support/dialog_margin.hpp"
#include "support/headless.hpp"
#include "tabletop/ui/keys.hpp"

using namespace tabletop;

namespace {

// Every square after Start asks 1 gold or sends the player back to Start.
constexpr const char* kTollBoard =
    "5 2 7\nStart :\nGate 1 : Y Q A 0 F 1\nGate 2 : Y Q A 0 F 1\nGate 3 : Y Q A 0 F 1\n"
    "Gate 4 : Y Q A 0 F 1\nGate 5 : Y Q A 0 F 1\nCastle :\n";

// Ann's game on the toll board, launched at `width` x `height` with her first roll made: the seed rolls a
// 3, and Gate 3 asks its toll.
void at_the_toll(testing::Headless& h, int width, int height = 30, const char* board_text = kTollBoard) {
  const std::string board = h.dir.file("tolls.game", board_text);
  const std::string script =
      h.dir.file("script.json", R"({"board": ")" + board + R"(", "players": ["Ann", "Cy"], "seed": 2, "turns": 0})");
  REQUIRE(testing::run({"replay", "getaway", script, "--autosave", "--save-dir", h.dir.path.string()}).status == 0);
  h.dir.file("settings.json", testing::settings_text("getaway"));
  h.launch(width, height);
  h.press('\n');
}

}  // namespace

TEST_SUITE("screens") {
  TEST_CASE("the toll question leaves the square's explanation in view") {
    for (const auto& size : {std::pair{80, 24}, std::pair{100, 30}, std::pair{160, 48}}) {
      const int width = size.first;  // a plain name: clang 14 lets no lambda capture a binding
      const int height = size.second;
      CAPTURE(width);
      testing::Headless h;
      at_the_toll(h, width, height);
      const std::string shown = h.text();
      CAPTURE(shown);
      CHECK(shown.find("Toll: Gate 3 (Ann)") != std::string::npos);
      CHECK(shown.find("Pay 1 gold") != std::string::npos);
      CHECK(shown.find("Refuse") != std::string::npos);
      CHECK(shown.find("▶ 3 Gate 3") != std::string::npos);
      CHECK(shown.find("toll, asked every time: pay 1 gold or be moved") != std::string::npos);
      CHECK(testing::beside_dialog(h, "Toll: Gate 3 (Ann)") == "");
      h.app->finish();
    }
  }

  TEST_CASE("the toll question's Esc leaves it for later, and the footer then says what Enter does, as the prompt") {
    testing::Headless h;
    at_the_toll(h, 120);
    std::string shown = h.text();
    CAPTURE(shown);
    REQUIRE(shown.find("Toll: Gate 3 (Ann)") != std::string::npos);
    CHECK(shown.find("Esc decide later") != std::string::npos);
    CHECK(shown.find("Esc close") == std::string::npos);
    h.press(ui::key::escape);
    shown = h.text();
    CHECK(shown.find("Toll: Gate 3 (Ann)") == std::string::npos);
    CHECK(shown.find("Press Enter to pay or refuse.") != std::string::npos);
    CHECK(shown.find("Enter pay or refuse") != std::string::npos);
    CHECK(shown.find("Enter roll") == std::string::npos);
    h.press('\n');  // asked again
    CHECK(h.text().find("Toll: Gate 3 (Ann)") != std::string::npos);
    h.app->finish();
  }

  TEST_CASE("the toll question's footer names the suggestion key at every size, Home and End left to the help") {
    for (const int width : {80, 120}) {
      CAPTURE(width);
      testing::Headless h;
      at_the_toll(h, width, 24);
      const std::string footer = h.lines().back();
      CAPTURE(footer);
      REQUIRE(h.text().find("Toll: Gate 3 (Ann)") != std::string::npos);
      CHECK(footer.find("Enter choose  S suggest  Esc decide later") != std::string::npos);
      CHECK(footer.find("Home") == std::string::npos);
      h.press('?');
      CHECK(h.text().find("Home") != std::string::npos);
      h.app->finish();
    }
  }

  TEST_CASE("the toll question's help names the key chosen to ask it again") {
    testing::Headless h;
    const std::string board = h.dir.file("tolls.game", kTollBoard);
    const std::string script =
        h.dir.file("script.json", R"({"board": ")" + board + R"(", "players": ["Ann", "Cy"], "seed": 2, "turns": 0})");
    REQUIRE(testing::run({"replay", "getaway", script, "--autosave", "--save-dir", h.dir.path.string()}).status == 0);
    h.dir.file("settings.json", R"({"format":"tabletop-settings","version":1,"last_game":"getaway",)"
                                R"("keys":{"shared":{"select":["o"]}}})");
    h.launch(120, 30);
    h.press('o');  // the seed rolls a 3: Gate 3 asks its toll
    REQUIRE(h.text().find("Toll: Gate 3 (Ann)") != std::string::npos);
    h.press('?');
    const std::string shown = h.text();
    CAPTURE(shown);
    CHECK(shown.find("the question closes, and o asks it again") != std::string::npos);
    h.app->finish();
  }

  // The question covers the trail: refusing says where it lands, and what waits there.
  TEST_CASE("the toll question's refusal names the square it lands on and what that square does") {
    // The Refuse answer's line, as shown for a board whose Gate 3 is `gate`.
    const auto refusal = [](const char* gate) {
      const std::string board = std::string("5 2 7\nStart :\nGate 1 : Y Q A 0 F 1\nDam : X D 2 : Rod\n") + gate +
                                "\nGate 4 : Y Q A 0 F 1\nGate 5 : Y Q A 0 F 1\nCastle :\n";
      testing::Headless h;
      at_the_toll(h, 120, 30, board.c_str());
      const std::string shown = h.text();
      h.app->finish();
      const std::size_t at = shown.find("  Refuse  ");
      REQUIRE(at != std::string::npos);
      return shown.substr(at, shown.find('\n', at) - at);
    };
    CHECK(refusal("Gate 3 : Y Q F -1 F 1").find(" moved back 1 square, to Dam: a trap │") != std::string::npos);
    CHECK(refusal("Gate 3 : Y Q A 2 F 1").find(" sent to Dam: a trap │") != std::string::npos);
    // A roll decides: every square it may land on, named.
    CHECK(refusal("Gate 3 : Y Q M -2 F 1").find(" moved back 1 to 2 squares, to Gate 1 or Dam │") != std::string::npos);
    // Start does nothing: nothing more is said.
    CHECK(refusal("Gate 3 : Y Q A 0 F 1").find(" sent back to Start │") != std::string::npos);
  }
}
