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

TEST_CASE("a count is said in words up to twelve, then in digits; a capital begins a sentence") {
  CHECK(tabletop::count_in_words(0) == "no");
  CHECK(tabletop::count_in_words(5) == "five");
  CHECK(tabletop::count_in_words(12) == "twelve");
  CHECK(tabletop::count_in_words(13) == "13");
  CHECK(tabletop::capitalized("five games") == "Five games");
  CHECK(tabletop::capitalized("") == "");
  CHECK(tabletop::capitalized("Ärger") == "Ärger");  // a letter beyond ASCII is left as it is
}
