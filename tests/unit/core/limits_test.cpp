// The Limits table of doc/saves.md is read here and held against the program: each figure in it must be the
// constant the code keeps, or, for the command line, the number the program itself takes and the
// next one it calls too large. A limit changed in one place and not the other fails.
#include <doctest/doctest.h>

#include <algorithm>
#include <cctype>
#include <map>
#include <sstream>

#include "support/cli_run.hpp"
#include "support/readme_text.hpp"
#include "tabletop/core/json_read.hpp"
#include "tabletop/core/match.hpp"
#include "tabletop/core/records.hpp"
#include "tabletop/games/getaway/board.hpp"
#include "tabletop/games/getaway/getaway.hpp"
#include "tabletop/games/pako/pako.hpp"

using namespace tabletop;

namespace {

// The rows of the table under "## Limits": its first column, and its second (the limit).
std::map<std::string, std::string> readme_limits() {
  std::istringstream in(testing::document("doc/saves.md"));
  std::map<std::string, std::string> rows;
  bool in_section = false;
  for (std::string line; std::getline(in, line);) {
    if (line.rfind("## ", 0) == 0) in_section = line == "## Limits";
    if (!in_section || line.rfind("| ", 0) != 0) continue;
    const std::size_t second = line.find(" | ");
    const std::size_t third = line.find(" | ", second + 3);
    if (second == std::string::npos || third == std::string::npos) continue;
    rows[line.substr(2, second - 2)] = line.substr(second + 3, third - second - 3);
  }
  return rows;
}

// 1000000 as the documents write it: 1,000,000.
std::string grouped(unsigned long long n) {
  std::string digits = std::to_string(n);
  for (int i = static_cast<int>(digits.size()) - 3; i > 0; i -= 3) digits.insert(static_cast<std::size_t>(i), ",");
  return digits;
}

// The limit of the row whose first column begins with `what`.
std::string limit(const std::map<std::string, std::string>& rows, const std::string& what) {
  for (const auto& [name, value] : rows) {
    if (name.rfind(what, 0) == 0) return value;
  }
  FAIL("the Limits table has no row for " << what);
  return "";
}

// The upper end of a range as written ("0 to 100,000,000 ..."), commas dropped.
std::string upper_end(const std::string& text) {
  const std::size_t to = text.find(" to ");
  if (to == std::string::npos) return "";
  std::string digits;
  for (std::size_t i = to + 4; i < text.size() && (std::isdigit(static_cast<unsigned char>(text[i])) || text[i] == ',');
       ++i) {
    if (text[i] != ',') digits += text[i];
  }
  return digits;
}

// The decimal number one more than `digits`.
std::string plus_one(std::string digits) {
  int i = static_cast<int>(digits.size()) - 1;
  while (i >= 0 && digits[static_cast<std::size_t>(i)] == '9') digits[static_cast<std::size_t>(i--)] = '0';
  if (i < 0) return "1" + digits;
  ++digits[static_cast<std::size_t>(i)];
  return digits;
}

}  // namespace

TEST_CASE("doc/saves.md's Limits table holds the limits the program keeps") {
  using namespace getaway;
  const auto rows = readme_limits();
  CHECK(limit(rows, "any JSON read") == std::to_string(jsonread::kMaxDepth) + " levels of nesting, " +
                                            std::to_string(jsonread::kMaxBytes >> 20) + " MiB");
  CHECK(limit(rows, "the message log") == "its last " + std::to_string(kLogKept) + " lines");
  CHECK(limit(rows, "a line of the message log") == grouped(kLogLineLongest) + " bytes");
  CHECK(limit(rows, "`history.jsonl`") == std::to_string(kResultLogCap >> 20) + " MiB");
  CHECK(limit(rows, "a player's name") == std::to_string(kMaxNameCharacters) + " characters");
  CHECK(limit(rows, "a Getaway board file") == std::to_string(kMaxBoardBytes >> 20) + " MiB");
  CHECK(limit(rows, "squares on a board") ==
        std::to_string(kMinSquares) + " to " + grouped(kMaxSquares) + " (Start and the Castle count)");
  CHECK(limit(rows, "faces of a die") == std::to_string(kMinFaces) + " to " + std::to_string(kMaxFaces));
  CHECK(limit(rows, "gold") == "0 to " + grouped(kMaxGold));
  CHECK(limit(rows, "a move by squares") == "\u2212" + grouped(kMaxJump) + " to " + grouped(kMaxJump));
  CHECK(limit(rows, "a time trap") == "1 to " + std::to_string(kMaxTrapTurns) + " turns");
  CHECK(limit(rows, "a square's or a trinket's name") ==
        std::to_string(kMaxNameLength) + " characters; " + std::to_string(kMaxDescriptionLength) + " characters");
  CHECK(limit(rows, "a game of Getaway") == grouped(kMaxRounds) + " rounds");
  CHECK(limit(rows, "Pako's yard") == std::to_string(pako::kMinSize) + "x" + std::to_string(pako::kMinSize) + " to " +
                                          std::to_string(pako::kMaxSize) + "x" + std::to_string(pako::kMaxSize) +
                                          ", odd sizes only");
}

TEST_CASE("the manual's LIMITS gives the limits the program keeps") {
  using namespace getaway;
  std::string page = testing::document("doc/tabletop.6");
  page = page.substr(std::min(page.find(".SH LIMITS"), page.size()));
  page = page.substr(0, page.find("\n.SH ", 1));
  REQUIRE(!page.empty());
  std::replace(page.begin(), page.end(), '\n', ' ');  // a sentence wrapped over two lines reads whole
  CHECK(page.find("may nest " + std::to_string(jsonread::kMaxDepth) + " levels and hold " +
                  std::to_string(jsonread::kMaxBytes >> 20) + " MiB") != std::string::npos);
  CHECK(page.find("the last " + std::to_string(kLogKept) + " lines of its log") != std::string::npos);
  CHECK(page.find("at most " + grouped(kLogLineLongest) + " bytes") != std::string::npos);
  CHECK(page.find("renamed at " + std::to_string(kResultLogCap >> 20) + " MiB") != std::string::npos);
  CHECK(page.find("at most " + std::to_string(kMaxNameCharacters) + " characters") != std::string::npos);
  CHECK(page.find("at most " + std::to_string(kMaxBoardBytes >> 20) + " MiB and " + std::to_string(kMinSquares) +
                  " to " + grouped(kMaxSquares) + " squares") != std::string::npos);
  CHECK(page.find("after " + grouped(kMaxRounds) + " rounds") != std::string::npos);
}

TEST_CASE("doc/saves.md's limits on the command line are the numbers it takes, and the next is too large") {
  const auto rows = readme_limits();
  const std::string most_count = upper_end(limit(rows, "counts on the command line"));
  const std::string most_seed = upper_end(limit(rows, "seeds on the command line"));
  REQUIRE(most_count.size() > 1);
  REQUIRE(most_seed.size() > 1);
  // --fuzz-keys takes the count, then asks for the save directory it needs: the number passed.
  CHECK(testing::run({"--fuzz-keys", most_count}).err ==
        "tabletop: --fuzz-keys needs --save-dir (a scratch directory)\n");
  const auto count_err = testing::run({"sim", "ludo", "--games", plus_one(most_count)}).err;
  CHECK(count_err.find(plus_one(most_count) + " is too large (at most " + most_count + ")") != std::string::npos);
  CHECK(testing::run({"sample", "ludo", "--moves", "0", "--seed", most_seed}).status == 0);
  const auto seed_err = testing::run({"sample", "ludo", "--seed", plus_one(most_seed)}).err;
  CHECK(seed_err.find(plus_one(most_seed) + " is too large (at most " + most_seed + ")") != std::string::npos);
}
