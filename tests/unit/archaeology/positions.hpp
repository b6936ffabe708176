#pragma once
// Positions put together for the tests: name the cards that matter, and the rest of the deck is
// placed out of the way (under the named dig-site cards, or, with an empty dig site, sold as single
// cards by the seat `leftover_seller`, with thieves and sandstorms counted as already dug).
#include <doctest/doctest.h>

#include <functional>
#include <memory>
#include <utility>
#include <vector>

#include "support/told.hpp"
#include "tabletop/core/robot.hpp"
#include "tabletop/games/archaeology/archaeology.hpp"

namespace tabletop::archaeology::testing {

inline Pile pile(std::initializer_list<std::pair<Card, int>> counts) {
  Pile p{};
  for (const auto& [card, count] : counts) at(p, card) += count;
  return p;
}

struct Position {
  int players = 2;
  Length length = Length::normal;
  Phase phase = Phase::act;
  int turn = 0;
  bool acted = true;
  int passes = 0;
  std::array<Pile, kMaxPlayers> hands{};
  Pile market{};
  std::vector<Card> dig_top;            // the top of the dig site, top card first
  bool more_to_dig = true;              // false: the dig site is exactly dig_top
  std::array<bool, kChambers> taken{};  // explored chambers
  int leftover_seller = -1;             // with more_to_dig false: who "sold" the leftover cards (-1: the last seat)
  std::array<Sales, kMaxPlayers> sales{};

  State build() const {
    std::array<int, kCardKinds> left{};
    for (int k = 0; k < kCardKinds; ++k)
      left[static_cast<std::size_t>(k)] = deck_count(static_cast<Card>(k), players, length);
    const auto take = [&](Card card, int n) { left[static_cast<std::size_t>(card)] -= n; };
    for (int s = 0; s < players; ++s) {
      for (Card c : kTreasures) take(c, at(hands[static_cast<std::size_t>(s)], c));
      for (const Sale& sale : sales[static_cast<std::size_t>(s)]) take(sale.card, sale.count);
    }
    for (Card c : kTreasures) take(c, at(market, c));
    for (Card c : dig_top) take(c, 1);
    Table t;
    t.players = players;
    t.length = length;
    t.phase = phase;
    t.turn = turn;
    t.turn_number = 1;
    t.acted = acted;
    t.passes = passes;
    t.market = market;
    t.chamber_taken = taken;
    t.sales = sales;
    std::array<Pile, kChambers> chambers{};
    for (std::size_t c = 0; c < kChambers; ++c) {
      if (taken[c]) {
        t.maps_used += static_cast<int>(c) + 1;
        take(Card::map, static_cast<int>(c) + 1);
        continue;
      }
      for (int need = chamber_size(static_cast<int>(c), length); need > 0;) {  // the commonest kinds first, never maps
        Card most = Card::pot;
        for (Card k : kTreasures) {
          if (k != Card::map && left[static_cast<std::size_t>(k)] > left[static_cast<std::size_t>(most)]) most = k;
        }
        REQUIRE(left[static_cast<std::size_t>(most)] > 0);
        ++at(chambers[c], most);
        take(most, 1);
        --need;
      }
    }
    std::vector<Card> dig(dig_top.rbegin(), dig_top.rend());  // held top card last
    if (more_to_dig) {
      std::vector<Card> under;
      for (int k = 0; k < kCardKinds; ++k)
        under.insert(under.end(), static_cast<std::size_t>(left[static_cast<std::size_t>(k)]), static_cast<Card>(k));
      dig.insert(dig.begin(), under.begin(), under.end());
    } else {
      const auto seller = static_cast<std::size_t>(leftover_seller < 0 ? players - 1 : leftover_seller);
      for (Card c : kTreasures) {
        for (int i = 0; i < left[static_cast<std::size_t>(c)]; ++i)
          t.sales[seller].push_back(Sale{c, 1, sale_value(c, 1)});
      }
      t.thieves_seen = left[static_cast<std::size_t>(Card::thief)];
      t.storms_seen = left[static_cast<std::size_t>(Card::sandstorm)];
    }
    return State::assemble(t, hands, chambers, std::move(dig));
  }
};

// Plays one seat move and every chance move after it: the forced ones, then draws of a generator
// seeded with 42.
inline std::vector<LogLine> play(State& s, const Move& m, std::vector<Move> forced = {}) {
  Rng dice(42);
  Events events;
  s.apply(m, events);
  for (const Move& f : forced) {
    REQUIRE(s.current_seat() == kChanceSeat);
    s.apply(f, events);
  }
  settle_chance(s, dice, events);
  return told(s, events);
}

// Robots, one per seat, play `s` to its end (at most 5000 moves), every move legal and every state
// valid (validate throws if a single card went missing or appeared twice). Returns the moves made.
inline int play_to_end(State& s, const std::vector<std::unique_ptr<Robot<State>>>& robots, Rng& rng, Rng& dice) {
  settle_chance(s, dice);
  int moves = 0;
  while (!is_over(s) && moves < 5000) {
    const int seat = s.current_seat();
    const Move m = robots[static_cast<std::size_t>(seat)]->choose(observe(s, seat), rng, {});
    REQUIRE(s.why_illegal(m).empty());
    s.apply(m);
    settle_chance(s, dice);
    s.validate();
    ++moves;
  }
  return moves;
}

// The message of what `f` throws, or "no failure".
inline std::string failure_of(const std::function<void()>& f) {
  try {
    f();
  } catch (const std::exception& e) {
    return e.what();
  }
  return "no failure";
}

inline bool has_move(const std::vector<Move>& moves, const Move& m) {
  return std::find(moves.begin(), moves.end(), m) != moves.end();
}

inline std::string all_text(const std::vector<LogLine>& lines) {
  std::string text;
  for (const LogLine& line : lines) text += line.text + "\n";
  return text;
}

// Two deals alike in everything seat A sees (its hand, the market), unlike in B's hand and the dig site:
// what a robot or a review may not tell apart.
inline std::pair<State, State> same_view_for_a() {
  Position p;
  p.hands[0] = pile({{Card::coin, 3}, {Card::mask, 1}, {Card::pot, 4}, {Card::map, 1}});
  p.hands[1] = pile({{Card::talisman, 2}, {Card::cup, 1}});
  p.market = pile({{Card::pot, 1}, {Card::coin, 1}, {Card::parchment, 3}});
  p.dig_top = {Card::sandstorm, Card::thief};
  const State one = p.build();
  p.hands[1] = pile({{Card::parchment, 2}, {Card::mask, 1}});
  p.dig_top = {Card::mask, Card::mask};
  return {one, p.build()};
}

}  // namespace tabletop::archaeology::testing
