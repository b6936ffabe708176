// The box that lists the saved files a launch could not use fits the window however many there are:
// its frame whole, OK in view, and every note within reach by scrolling its text.
#include <doctest/doctest.h>

#include <cctype>
#include <string>
#include <vector>

#include "support/columns.hpp"
#include "support/headless.hpp"
#include "tabletop/registry/game_entry.hpp"
#include "tabletop/ui/keys.hpp"

using namespace tabletop;

namespace {
// The rows of the box titled "Some saved files…", top border to bottom border, or none when its
// frame is not whole within the body (the two bottom lines are the footer's).
std::vector<std::string> notices_box(testing::Headless& h) {
  const ui::TextTerminal& term = *h.term;
  const std::vector<std::string> lines = h.lines();
  for (int top = 0; top < static_cast<int>(lines.size()); ++top) {
    const std::size_t at = testing::columns(lines[static_cast<std::size_t>(top)]).find(U"┌─ Some saved");
    if (at == std::u32string::npos) continue;
    const int left = static_cast<int>(at);
    std::vector<std::string> rows{lines[static_cast<std::size_t>(top)]};
    for (int y = top + 1; y < term.height() - 2; ++y) {
      rows.push_back(lines[static_cast<std::size_t>(y)]);
      if (term.cell(left, y).character == L'└') return rows;
      if (term.cell(left, y).character != L'│') return {};
    }
    return {};
  }
  return {};
}
}  // namespace

TEST_SUITE("screens") {
  TEST_CASE("the box of saved files that could not be used fits the window and every note can be read") {
    for (const auto& size : {std::pair{80, 24}, std::pair{50, 16}}) {
      const int width = size.first;  // a plain name: clang 14 lets no lambda capture a binding
      const int height = size.second;
      CAPTURE(width);
      CAPTURE(height);
      testing::Headless h;
      std::vector<std::string> names{"settings"};  // every game's save, and the settings
      for (const GameEntry& game : games()) names.push_back(game.id);
      for (const std::string& name : names) h.dir.file(name + ".json", "{");
      h.launch(width, height);
      std::string seen;
      for (int press = 0; press < 40; ++press) {
        const std::vector<std::string> box = notices_box(h);
        CAPTURE(h.text());
        REQUIRE(!box.empty());  // the frame whole, its bottom border within the body
        bool ok = false;
        for (const auto& row : box) {
          ok = ok || row.find("OK") != std::string::npos;
          seen += row + "\n";
        }
        REQUIRE(ok);
        h.press(ui::key::down);
      }
      for (char& c : seen) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
      CAPTURE(seen);
      for (const std::string& name : names) CHECK(seen.find(name) != std::string::npos);
      h.app->finish();
    }
  }

  TEST_CASE("the notes in the box of saved files that could not be used stand one blank line apart") {
    testing::Headless h;
    for (const char* file : {"ludo.json", "igel.json"}) h.dir.file(file, "{");
    h.launch(80, 24);
    const std::vector<std::string> box = notices_box(h);
    CAPTURE(h.text());
    REQUIRE(box.size() > 2);
    // Whether a row of the box is blank between its borders.
    const auto blank = [&box](std::size_t i) {
      const std::u32string row = testing::columns(box[i]);
      const std::u32string inside = row.substr(row.find(U'│') + 1, row.rfind(U'│') - row.find(U'│') - 1);
      return inside.find_first_not_of(U' ') == std::u32string::npos;
    };
    std::vector<std::size_t> starts;  // the rows where a note begins
    for (std::size_t i = 1; i + 1 < box.size(); ++i) {
      if (box[i].find("Your saved game of") != std::string::npos) starts.push_back(i);
    }
    REQUIRE(starts.size() == 2);
    CHECK(blank(starts[1] - 1));   // one blank line before the second note
    CHECK(!blank(starts[1] - 2));  // and no more than one
  }
}
