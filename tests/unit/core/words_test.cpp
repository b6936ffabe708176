// Lists in words: every text that names several things says them the same way.
#include <doctest/doctest.h>

#include "tabletop/core/words.hpp"

using tabletop::in_words;

TEST_CASE("a list is said with commas and 'and' before the last, or the word a choice asks for") {
  CHECK(in_words({}).empty());
  CHECK(in_words({"Ann"}) == "Ann");
  CHECK(in_words({"Ann", "Bea"}) == "Ann and Bea");
  CHECK(in_words({"Ann", "Bea", "Cy"}) == "Ann, Bea and Cy");
  CHECK(in_words({"Enter", "Space"}, " or ") == "Enter or Space");
}
