// A dialog's footer names what its keys do there: with one choice the arrows have nothing to move to,
// so they are named only where they scroll a long text ("↑↓ scroll"); with several they move.
#include <doctest/doctest.h>

#include "support/headless.hpp"
#include "tabletop/ui/dialogs.hpp"
#include "tabletop/ui/keys.hpp"

using namespace tabletop;

namespace {

std::unique_ptr<ui::ChoiceDialog> dialog(const std::string& text, std::vector<std::string> choices) {
  std::vector<ui::ListMenu::Item> items;
  for (std::string& label : choices) items.push_back({std::move(label), "", true});
  return std::make_unique<ui::ChoiceDialog>("Notice", text, std::move(items), [](int) {});
}

std::string footer(testing::Headless& h) { return h.lines().back(); }

}  // namespace

TEST_SUITE("screens") {
  TEST_CASE("a dialog with one choice names no arrows, unless they scroll its text") {
    testing::Headless h;
    h.launch(80, 24);
    h.app->show(dialog("A short note.", {"OK"}));
    CAPTURE(h.text());
    CHECK(footer(h).find("↑↓") == std::string::npos);
    CHECK(footer(h).find("move") == std::string::npos);

    std::string lines;
    for (int i = 1; i <= 40; ++i) lines += "Line " + std::to_string(i) + " of a long note.\n";
    h.app->show(dialog(lines, {"OK"}));
    const std::string before = h.text();
    CAPTURE(before);
    CHECK(footer(h).find("↑↓ scroll") != std::string::npos);
    CHECK(footer(h).find("move") == std::string::npos);
    h.press(ui::key::down);  // the arrows really do scroll it
    CHECK(h.text() != before);
  }

  TEST_CASE("a dialog with several choices: the arrows move between them") {
    testing::Headless h;
    h.launch(80, 24);
    h.app->show(dialog("Which one?", {"This", "That"}));
    CAPTURE(h.text());
    CHECK(footer(h).find("↑↓ move") != std::string::npos);
  }
}
