// Boards that grow with the window and look right: Pako's yard boxed as soon as the boxes fit (its
// prisoners then inside the prison and the boat), and the cursor back on the prisoner a move taken
// back returns.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "support/cli_run.hpp"
#include "support/columns.hpp"
#include "support/headless.hpp"
#include "tabletop/ui/keys.hpp"

using namespace tabletop;

namespace {

// A two-person Pako game at its start (a 9 x 9 yard), opened at width x height.
void launch_pako(testing::Headless& h, int width, int height) {
  const auto replayed = testing::run(
      {"replay", "pako", h.dir.file("script.json", R"({"size": 9, "players": 2, "seats": ["person", "person"]})"),
       "--autosave", "--save-dir", h.dir.path.string()});
  REQUIRE(replayed.status == 0);
  h.dir.file("settings.json", testing::settings_text("pako"));
  h.launch(width, height);
}

// The screen left of the players panel, line by line.
std::vector<std::u32string> board_part(testing::Headless& h) {
  std::vector<std::u32string> rows;
  std::size_t panel = std::u32string::npos;
  for (const std::string& line : h.lines()) {
    rows.push_back(testing::columns(line));
    if (const std::size_t at = rows.back().find(U"┌─ Players "); at != std::u32string::npos) panel = at;
  }
  REQUIRE(panel != std::u32string::npos);
  for (std::u32string& row : rows) row = row.substr(0, std::min(row.size(), panel));
  return rows;
}

bool boxed(const std::vector<std::u32string>& rows) {
  for (const std::u32string& row : rows) {
    if (row.find(U"┼") != std::u32string::npos) return true;
  }
  return false;
}

// The line with A's prisoners in the prison: inside it on a boxed yard, under the board on a small one.
std::u32string prison_line(const std::vector<std::u32string>& rows) {
  for (const std::u32string& row : rows) {
    if (row.find(U"AAAA") != std::u32string::npos) return row;
  }
  return U"";
}

}  // namespace

TEST_SUITE("screens") {
  TEST_CASE("Pako: the yard is boxed from 100 x 30 on, its prisoners in the prison; every size shows them") {
    struct Size {
      int width, height;
      bool boxed;
    };
    for (const Size size : {Size{80, 24, false}, Size{100, 30, true}, Size{120, 36, true}, Size{120, 40, true}}) {
      CAPTURE(size.width);
      CAPTURE(size.height);
      testing::Headless h;
      launch_pako(h, size.width, size.height);
      CAPTURE(h.text());
      const auto rows = board_part(h);
      CHECK(boxed(rows) == size.boxed);
      // Each player's four prisoners start in the prison, shown as pieces on the prison's line.
      const std::u32string prison = prison_line(rows);
      CHECK(prison.find(U"AAAA") != std::u32string::npos);
      CHECK(prison.find(U"BBBB") != std::u32string::npos);
    }
  }
}
