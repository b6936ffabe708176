#pragma once
// The steps of a turn that the engine (State, over its Table) and the expert's imagined games
// (Playout, over TableCounts) both take, written once over any table that keeps the engine's counts.
#include <cstddef>

#include "tabletop/games/archaeology/archaeology.hpp"

namespace tabletop::archaeology::turn_steps {

// The seat begins its turn: digging while the dig site has cards, acting otherwise.
template <class Counts>
void begin(Counts& t, int seat) {
  t.turn = seat;
  t.acted = false;
  t.sold = false;
  t.phase = t.dig_left > 0 ? Phase::dig : Phase::act;
}

// A thief robs only someone other than the drawer who holds cards.
template <class Counts>
bool anyone_else_holds_cards(const Counts& t) {
  for (int seat = 0; seat < t.players; ++seat) {
    if (seat != t.turn && t.hand_sizes[static_cast<std::size_t>(seat)] > 0) return true;
  }
  return false;
}

// During a sandstorm, from storm_step on: the next seat round from the drawer that owes a discard
// becomes the discarder. When nobody owes one, the drawer starts the turn again and this says false.
template <class Counts>
bool next_discarder(Counts& t) {
  for (; t.storm_step < t.players; ++t.storm_step) {
    const int seat = (t.turn + t.storm_step) % t.players;
    if (t.discard_due(seat) > 0) {
      t.phase = Phase::sandstorm;
      t.discarder = seat;
      return true;
    }
  }
  begin(t, t.turn);
  return false;
}

// The game ends once the dig site is empty and nobody holds a card; says whether it just did.
template <class Counts>
bool finish_if_done(Counts& t) {
  if (t.phase == Phase::deal || t.phase == Phase::over || t.dig_left > 0) return false;
  for (int seat = 0; seat < t.players; ++seat) {
    if (t.hand_sizes[static_cast<std::size_t>(seat)] > 0) return false;
  }
  t.phase = Phase::over;
  return true;
}

}  // namespace tabletop::archaeology::turn_steps
