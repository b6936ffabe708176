#pragma once
// The shape every game engine has: a plain, copyable state value with legal moves, apply, result,
// text for moves and events, and JSON both ways. No terminal code may be included from here.
#include <concepts>
#include <stdexcept>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace tabletop {

using nlohmann::json;

// current_seat() returns a seat index, or one of these.
inline constexpr int kChanceSeat = -1;  // the game's generator decides next (dice, draws)
inline constexpr int kNobody = -2;      // the game is over

// One line of what happened, for the message log; seat -1 when it concerns nobody in particular.
struct Event {
  int seat = -1;
  std::string text;
  bool operator==(const Event&) const = default;
};
using Events = std::vector<Event>;

// Thrown by apply() and the JSON readers; the text says what is wrong in words a player understands.
class IllegalMove : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};
class BadData : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// The result once a game is over: place of each seat, 1 for the winner; tied seats share a place.
// Empty while the game goes on.
using Places = std::vector<int>;

// A game that keeps score (money, gold, prisoners in the boat) also has `Scores scores() const`, one
// number per seat; the records keep the best.
using Scores = std::vector<long>;
template <class F>
Scores per_seat(int seats, F score_of) {
  Scores scores;
  for (int s = 0; s < seats; ++s) scores.push_back(static_cast<long>(score_of(s)));
  return scores;
}
template <class S>
concept KeepsScore = requires(const S& s) {
  { s.scores() } -> std::same_as<Scores>;
};

template <class S>
concept GameState = std::copyable<S> && requires(S s, const S& cs, const typename S::Move& move, const json& j) {
  typename S::Observation;
  { S::kGameId } -> std::convertible_to<const char*>;
  { S::kUndoAllowed } -> std::convertible_to<bool>;
  { cs.num_seats() } -> std::convertible_to<int>;
  { cs.current_seat() } -> std::convertible_to<int>;
  { cs.legal_moves() } -> std::same_as<std::vector<typename S::Move>>;
  { cs.why_illegal(move) } -> std::same_as<std::string>;    // empty when legal
  { s.apply(move) } -> std::same_as<Events>;                // throws IllegalMove
  { s.sample_chance() } -> std::same_as<typename S::Move>;  // draws with the game's generator
  { cs.places() } -> std::same_as<Places>;
  { cs.describe(move) } -> std::same_as<std::string>;
  { cs.observe(0) } -> std::same_as<typename S::Observation>;
  { cs.to_json() } -> std::same_as<json>;
  { S::from_json(j) } -> std::same_as<S>;  // throws BadData for an impossible state
};

template <class S>
bool is_over(const S& state) {
  return state.current_seat() == kNobody;
}

// Applies chance moves with the game's own generator until a seat (or nobody) is to move.
template <GameState S>
Events settle_chance(S& state) {
  Events events;
  while (state.current_seat() == kChanceSeat) {
    Events more = state.apply(state.sample_chance());
    events.insert(events.end(), more.begin(), more.end());
  }
  return events;
}

}  // namespace tabletop
