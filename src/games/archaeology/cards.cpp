#include "tabletop/games/archaeology/cards.hpp"

#include <numeric>
#include <vector>

#include "tabletop/core/words.hpp"

namespace tabletop::archaeology {

int deck_size(int players, Length length) {
  int total = 0;
  for (int k = 0; k < kCardKinds; ++k) total += deck_count(static_cast<Card>(k), players, length);
  return total;
}

const char* length_id(Length length) { return length == Length::normal ? "normal" : "short"; }

std::optional<Length> length_from_id(const std::string& id) {
  for (Length length : kLengths) {
    if (id == length_id(length)) return length;
  }
  return std::nullopt;
}

std::optional<Card> card_from_id(const std::string& id) {
  for (int k = 0; k < kCardKinds; ++k) {
    if (id == kCardTable[static_cast<std::size_t>(k)].id) return static_cast<Card>(k);
  }
  return std::nullopt;
}

std::string count_text(Card card, int count) {
  return std::to_string(count) + " " + (count == 1 ? card_info(card).one : card_info(card).many);
}

std::string maps_text(int maps) { return maps == 1 ? "1 map" : std::to_string(maps) + " maps"; }

int size_of(const Pile& pile) { return std::accumulate(pile.begin(), pile.end(), 0); }

int trade_total(const Pile& pile) {
  int total = 0;
  for (Card card : kTreasures) total += at(pile, card) * trade_value(card);
  return total;
}

bool within(const Pile& part, const Pile& whole) {
  for (std::size_t k = 0; k < part.size(); ++k) {
    if (part[k] < 0 || part[k] > whole[k]) return false;
  }
  return true;
}

Pile& operator+=(Pile& a, const Pile& b) {
  for (std::size_t k = 0; k < a.size(); ++k) a[k] += b[k];
  return a;
}

Pile& operator-=(Pile& a, const Pile& b) {
  for (std::size_t k = 0; k < a.size(); ++k) a[k] -= b[k];
  return a;
}

Pile one_of(Card card, int count) {
  Pile pile{};
  at(pile, card) = count;
  return pile;
}

std::string pile_text(const Pile& pile) {
  std::vector<std::string> parts;
  for (Card card : kTreasures) {
    if (at(pile, card) > 0) parts.push_back(count_text(card, at(pile, card)));
  }
  if (parts.empty()) return "nothing";
  return in_words(parts);
}

}  // namespace tabletop::archaeology
