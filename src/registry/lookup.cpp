#include <algorithm>
#include <cctype>
#include <climits>
#include <string>

#include "tabletop/registry/game_entry.hpp"

namespace tabletop {

// Looks in games(), whichever list the program is linked with (catalog/shipped_games.cpp, or a test's own).
const GameEntry* find_game(const std::string& id) {
  for (const auto& g : games()) {
    if (g.id == id) return &g;
  }
  return nullptr;
}

namespace {
// Edits (insert, delete, replace a letter, letters compared without case) that turn one word into
// the other: how a typing slip is told from another word.
std::size_t edits_between(const std::string& a, const std::string& b) {
  const auto lower = [](char c) { return static_cast<char>(std::tolower(static_cast<unsigned char>(c))); };
  std::vector<std::size_t> row(b.size() + 1);
  for (std::size_t j = 0; j <= b.size(); ++j) row[j] = j;
  for (std::size_t i = 1; i <= a.size(); ++i) {
    std::size_t diagonal = row[0];
    row[0] = i;
    for (std::size_t j = 1; j <= b.size(); ++j) {
      const std::size_t above = row[j];
      row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (lower(a[i - 1]) == lower(b[j - 1]) ? 0 : 1)});
      diagonal = above;
    }
  }
  return row[b.size()];
}

// The game a mistyped word most likely meant: the same letters in another case, or up to two slips
// away, but never as many slips as the word has letters less one (a two-letter word: one slip); none
// when two games are equally near.
const GameEntry* meant_game(const std::string& word) {
  if (word.size() > 64) return nullptr;  // a long word is no slip, and is not worth comparing
  const GameEntry* best = nullptr;
  std::size_t best_edits = std::min<std::size_t>(3, std::max<std::size_t>(word.size(), 1));  // edits under this count
  bool tied = false;
  for (const auto& g : games()) {
    const std::size_t edits = edits_between(word, g.id);  // 0: the same letters in another case
    if (edits < best_edits) {
      best = &g;
      best_edits = edits;
      tied = false;
    } else if (edits == best_edits && best != nullptr) {
      tied = true;
    }
  }
  return tied ? nullptr : best;
}
}  // namespace

std::string no_game_called(const std::string& word) {
  std::string ids;
  for (const auto& g : games()) ids += (ids.empty() ? "" : ", ") + g.id;
  const GameEntry* meant = meant_game(word);
  const std::string guess = meant != nullptr ? ": did you mean '" + meant->id + "'?" : "";
  return "no game is called '" + word + "'" + guess + " (the games: " + ids + ")";
}

}  // namespace tabletop
