// The documents name each game's robots as the setup does: every robot written **Name** (`id`) in a
// game's section of doc/games.md, and every cell of doc/robots.md's levels table, is that style's own
// title, and the first use doc/games.md describes seats the Normal level, which plays as the robot the
// table names for Normal.
#include <doctest/doctest.h>

#include <regex>
#include <sstream>

#include "support/readme_text.hpp"
#include "tabletop/catalog/shipped_games.hpp"
#include "tabletop/registry/game_entry.hpp"

using namespace tabletop;

namespace {

// A game's section: from its heading "## Title (`id`)" to the next heading of its level or above; "" when there is
// none.
std::string section_of(const std::string& text, const GameEntry& game) {
  const std::size_t from = text.find("\n## " + game.title + " (`" + game.id + "`)");
  if (from == std::string::npos) return "";
  return text.substr(from, text.find("\n## ", from + 1) - from);
}

// A document's lines joined by spaces, so that a sentence wrapped over two lines reads whole.
std::string joined(std::string text) {
  for (char& c : text) {
    if (c == '\n') c = ' ';
  }
  return std::regex_replace(text, std::regex("  +"), " ");
}

// The game's row of the levels' table: "| pako | Easy | Normal | Hard |".
std::vector<std::string> level_row(const std::string& text, const std::string& id) {
  std::vector<std::string> cells;
  const std::size_t at = text.find("\n| " + id + " |");
  if (at == std::string::npos) return cells;
  std::istringstream row(text.substr(at + 3, text.find('\n', at + 1) - at - 3));
  for (std::string cell; std::getline(row, cell, '|');) {
    cells.push_back(std::regex_replace(cell, std::regex("^ +| +$"), ""));
  }
  return cells;  // the id, then Easy, Normal and Hard
}

}  // namespace

TEST_CASE("the documents: robots go by their styles' own names, and first use seats the Normal level") {
  const std::string text = testing::document("doc/games.md");
  const std::string levels = testing::document("doc/robots.md");
  REQUIRE(!text.empty());
  REQUIRE(!levels.empty());
  CHECK(joined(testing::document("doc/playing.md"))
            .find("On first use every game seats you against one robot of the Normal level") != std::string::npos);
  CHECK(joined(testing::readme()).find("on first use, against one robot of the Normal level") != std::string::npos);
  const std::regex named(R"(\*\*([^*]+)\*\* \(`([a-z_]+)`\))");
  const std::regex cell(R"(^([^(]+) \(`([a-z_]+)`\)$)");
  // The documents describe the games the program ships (a test build's game added has none there).
  for (const GameEntry& game : shipped_games()) {
    CAPTURE(game.id);
    const std::string section = joined(section_of(text, game));
    REQUIRE(!section.empty());
    int robots = 0;
    for (auto m = std::sregex_iterator(section.begin(), section.end(), named); m != std::sregex_iterator(); ++m) {
      const std::string id = (*m)[2];
      if (std::find(game.style_ids.begin(), game.style_ids.end(), id) == game.style_ids.end()) continue;
      ++robots;
      CHECK((*m)[1] == game.style_title(id));
    }
    CHECK(robots >= 2);
    const std::vector<std::string> row = level_row(levels, game.id);
    REQUIRE(row.size() == 4);
    std::string normal;  // the robot Normal plays as, by the table
    for (std::size_t i = 1; i < row.size(); ++i) {
      std::smatch m;
      if (!std::regex_match(row[i], m, cell)) continue;
      CHECK(m[1] == game.style_title(m[2]));
      if (i == 2) normal = m[1];
    }
    // Every section says whom a first game seats: the robot Normal plays as, or a Normal of the game's own
    // (the table then describes it, and the section says it the same way, up to the table's figures).
    const std::size_t first_use = section.find("on first use you play");
    REQUIRE(first_use != std::string::npos);
    const std::string said = section.substr(first_use, section.find(". ", first_use) - first_use);
    CAPTURE(said);
    if (!normal.empty()) {
      CHECK(said.find("a Normal robot, which plays as") != std::string::npos);
      CHECK(said.find(normal) != std::string::npos);
    } else {
      CHECK(said.find("a Normal robot, which " + row[2].substr(0, row[2].find(','))) != std::string::npos);
    }
  }
}

TEST_CASE("each game's review grades by the scale doc/robots.md's calibration measured") {
  const std::string page = testing::document("doc/robots.md");
  const std::size_t begin = page.find("<!-- calibration:begin -->");
  REQUIRE(begin != std::string::npos);
  const std::string section = page.substr(begin, page.find("<!-- calibration:end -->") - begin);
  const std::size_t grades_table = section.find("| game | inaccuracy | mistake | blunder |");
  REQUIRE(grades_table != std::string::npos);
  const auto first_number = [](const std::string& cell) { return std::stod(cell.substr(0, cell.find(' '))); };
  int reviewed = 0;
  for (const GameEntry& game : shipped_games()) {
    CAPTURE(game.id);
    if (!game.review) continue;  // a game without a review grades nothing (CONTRIBUTING: it is optional)
    ++reviewed;
    REQUIRE(!game.showcase.person_against_hard.empty());
    ReviewOptions quick;
    quick.iterations = 20;
    quick.luck_playouts = 2;
    quick.threads = 1;
    const ReviewScale scale = game.review(json::parse(game.showcase.person_against_hard.front()), quick).scale;
    // The levels' costs per decision: the first table's Easy, Normal and Hard cells.
    const std::vector<std::string> levels = level_row(section.substr(0, grades_table), game.id);
    REQUIRE(levels.size() == 5);
    for (std::size_t level = 0; level < 3; ++level) {
      CHECK(scale.level_cost[level] == doctest::Approx(first_number(levels[level + 1])).epsilon(1e-9));
    }
    // The grades: the second table's inaccuracy, mistake and blunder.
    const std::vector<std::string> grades = level_row(section.substr(grades_table), game.id);
    REQUIRE(grades.size() >= 4);
    CHECK(scale.inaccuracy == doctest::Approx(std::stod(grades[1])).epsilon(1e-9));
    CHECK(scale.mistake == doctest::Approx(std::stod(grades[2])).epsilon(1e-9));
    CHECK(scale.blunder == doctest::Approx(std::stod(grades[3])).epsilon(1e-9));
  }
  CHECK(reviewed > 0);
}
