#pragma once
// A list said as a sentence says it, for every text that names several things.
#include <string>
#include <vector>

namespace tabletop {

// "Ann", "Ann and Bea", "Ann, Bea and Cy"; `last` joins the last two (" or " for a choice).
inline std::string in_words(const std::vector<std::string>& items, const std::string& last = " and ") {
  std::string text;
  for (std::size_t i = 0; i < items.size(); ++i) text += (i == 0 ? "" : i + 1 == items.size() ? last : ", ") + items[i];
  return text;
}

}  // namespace tabletop
