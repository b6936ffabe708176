#pragma once
// A list said as a sentence says it, for every text that names several things.
#include <algorithm>
#include <cctype>
#include <cstring>
#include <string>
#include <vector>

namespace tabletop {

// "Ann", "Ann and Bea", "Ann, Bea and Cy"; `last` joins the last two (" or " for a choice).
inline std::string in_words(const std::vector<std::string>& items, const std::string& last = " and ") {
  std::string text;
  for (std::size_t i = 0; i < items.size(); ++i) text += (i == 0 ? "" : i + 1 == items.size() ? last : ", ") + items[i];
  return text;
}

// The words as a sentence or a title begins: a first letter a-z made capital; ASCII only, others kept.
inline std::string capitalized(std::string words) {
  if (!words.empty() && words[0] >= 'a' && words[0] <= 'z') words[0] = static_cast<char>(words[0] - 'a' + 'A');
  return words;
}

// A count as a sentence says it: "five" (up to twelve), else its digits.
inline std::string count_in_words(std::size_t n) {
  static const char* const kWords[] = {"no",    "one",   "two",  "three", "four",   "five",  "six",
                                       "seven", "eight", "nine", "ten",   "eleven", "twelve"};
  return n < std::size(kWords) ? kWords[n] : std::to_string(n);
}

// A word as a shell reads it back, for a command the player is told to type: as it is when plain, else in
// single quotes.
inline std::string shell_word(const std::string& word) {
  const bool plain = !word.empty() && std::all_of(word.begin(), word.end(), [](char c) {
    return std::isalnum(static_cast<unsigned char>(c)) != 0 || (c != 0 && std::strchr("._-@/:=,+", c) != nullptr);
  });
  if (plain) return word;
  std::string quoted = "'";
  for (char c : word) quoted += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return quoted + "'";
}

}  // namespace tabletop
