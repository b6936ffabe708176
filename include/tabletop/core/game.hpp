#pragma once
// The shape every game engine has: a plain, copyable state value with legal moves, apply, result,
// text for moves and events, and JSON both ways. No terminal code may be included from here.
#include <array>
#include <concepts>
#include <optional>
#include <ranges>
#include <stdexcept>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "tabletop/core/rng.hpp"

namespace tabletop {

using nlohmann::json;

// current_seat() returns a seat index, or one of these.
inline constexpr int kChanceSeat = -1;  // the game's generator decides next (dice, draws)
inline constexpr int kNobody = -2;      // the game is over

// What happened, as data: the game's own kind of event, the seat it concerns (-1 when nobody in
// particular) and a few numbers (squares, counts, amounts) as that kind says. The words a person
// reads are made from it by the state's event_text() only when something shows or prints them, so
// sims, replays and robots' playouts make no text at all.
struct Event {
  int seat = -1;
  int what = 0;
  std::array<long long, 4> n{};
  bool operator==(const Event&) const = default;
};
using Events = std::vector<Event>;

// Where apply() reports what happened: into a list of events, or nowhere (the default), which costs a
// test per event.
class EventSink {
 public:
  EventSink() = default;
  EventSink(Events& kept) : kept_(&kept) {}  // NOLINT: apply(move, events) reads as it means
  bool listening() const { return kept_ != nullptr; }
  template <class Kind>
  void operator()(int seat, Kind what, long long a = 0, long long b = 0, long long c = 0, long long d = 0) const {
    if (kept_ != nullptr) kept_->push_back(Event{seat, static_cast<int>(what), {a, b, c, d}});
  }

 private:
  Events* kept_ = nullptr;
};

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

// A game whose seats go by letters of their own (Ludo's board positions) says which:
// `char seat_label(int seat) const`. Otherwise seats are A, B, ... in seat order.
template <class S>
concept LabelsSeats = requires(const S& s) {
  { s.seat_label(0) } -> std::same_as<char>;
};

// A game whose own words name the players (Getaway's "Bob rolls a 3") keeps their names in its state,
// and the match keeps them the names the seats go by: `void name_player(int seat, const std::string& name)`.
template <class S>
concept NamesPlayers = requires(S& s, const std::string& name) {
  { s.name_player(0, name) } -> std::same_as<void>;
};

// A chance step's outcome and how likely it is.
template <class Move>
struct ChanceOutcome {
  Move move;
  double probability = 0;
};
template <class Move>
using ChanceOutcomes = std::vector<ChanceOutcome<Move>>;

// What a game's state offers beyond what every game must, declared once in the state, as
//   static constexpr Capabilities kCapabilities{.chance = true, .keeps_score = true};
// core/capabilities.hpp holds each declared capability to the members the state really has, so a
// misspelled member or a forgotten one fails to compile instead of being passed over without a word.
struct Capabilities {
  bool chance = false;                  // dice, draws or deals: HasChance below
  bool hidden_information = false;      // seats see less than the state: HidesInformation below
  bool keeps_score = false;             // KeepsScore
  bool labels_seats = false;            // LabelsSeats
  bool names_players = false;           // NamesPlayers
  bool names_ending = false;            // NamesEnding (core/sim.hpp)
  bool applies_quietly = false;         // AppliesQuietly (core/sim.hpp)
  bool counts_moves = false;            // the state and its observation: CountsMoves (core/random_robot.hpp)
  bool draws_moves = false;             // the state and its observation: DrawsMoves (core/random_robot.hpp)
  bool samples_world_in_place = false;  // SamplesWorldInPlace (core/search_robot.hpp)
};

template <class S>
concept GameState = std::copyable<S> && std::equality_comparable<S> &&
    std::equality_comparable<typename S::Observation> &&
    requires(S s, const S& cs, const typename S::Move& move, const json& j, const Event& event, EventSink sink) {
  // What one seat sees: the state itself where nothing is hidden (observe() below copies it), or a
  // type of the game's own with `Observation observe(int seat) const`.
  typename S::Observation;
  { S::kGameId } -> std::convertible_to<const char*>;
  { S::kUndoAllowed } -> std::convertible_to<bool>;
  { S::kCapabilities } -> std::convertible_to<Capabilities>;  // held to the state by core/capabilities.hpp
  { cs.num_seats() } -> std::convertible_to<int>;
  { cs.current_seat() } -> std::convertible_to<int>;
  // A list of moves (a std::vector or a SmallList, core/small_list.hpp), indexable.
  { cs.legal_moves() } -> std::ranges::random_access_range;
  { cs.legal_moves()[0] } -> std::convertible_to<typename S::Move>;
  { cs.why_illegal(move) } -> std::same_as<std::string>;  // empty when legal
  { s.apply(move, sink) } -> std::same_as<void>;          // throws IllegalMove; events to the sink
  { s.apply(move) } -> std::same_as<void>;                // nobody listening
  { cs.places() } -> std::same_as<Places>;
  { cs.describe(move) } -> std::same_as<std::string>;
  // The words of an event, made from the state right after the move that reported it.
  { cs.event_text(event) } -> std::same_as<std::string>;
  { cs.to_json() } -> std::same_as<json>;
  { S::from_json(j) } -> std::same_as<S>;  // throws BadData for an impossible state
  // A move as JSON and back; the reader throws BadData, in words, for anything that is no move.
  { S::move_to_json(move) } -> std::same_as<json>;
  { S::move_from_json(j) } -> std::same_as<typename S::Move>;
};

// A game with chance steps (dice, draws, deals): at a step where current_seat() is kChanceSeat it
// lists the outcomes with their probabilities, and draws one with the generator it is given (the
// match's: a state holds none). Where the outcomes are too many to list (a shuffled deck),
// chance_outcomes() is empty and sample_chance() alone says what can happen.
template <class S>
concept HasChance = GameState<S> && requires(const S& cs, Rng& rng) {
  { cs.chance_outcomes() } -> std::same_as<ChanceOutcomes<typename S::Move>>;
  { cs.sample_chance(rng) } -> std::same_as<typename S::Move>;
};

// A game whose seats see less than the whole state, and which can imagine a whole state (a "world")
// that agrees with what one seat sees: the unseen cards dealt anew.
template <class S>
concept HidesInformation = GameState<S> && !std::same_as<typename S::Observation, S> &&
                           requires(const S& cs, const typename S::Observation& view, Rng& rng) {
  { cs.observe(0) } -> std::same_as<typename S::Observation>;
  { S::sample_world(view, rng) } -> std::same_as<S>;
};

// What `seat` sees of the state. Written once: a game with nothing hidden is its own observation.
template <GameState S>
typename S::Observation observe(const S& state, int seat) {
  if constexpr (std::same_as<typename S::Observation, S>) {
    return state;
  } else {
    static_assert(HidesInformation<S>,
                  "a game with its own Observation type says what a seat sees and imagines worlds");
    return state.observe(seat);
  }
}

// A whole state agreeing with what a seat sees (the view itself where nothing is hidden).
template <GameState S>
S sample_world(const typename S::Observation& view, Rng& rng) {
  if constexpr (std::same_as<typename S::Observation, S>) {
    return view;
  } else {
    return S::sample_world(view, rng);
  }
}

// What `seat` will see after making `move`, when it is still `seat`'s turn then, worked out from `view` (what
// it sees now) alone. Where something is hidden, several imagined worlds must agree on it: a move that
// shows something new (a chamber explored, a card stolen) or whose end depends on the unseen gives none,
// so what is worked out from the answer never rests on a card the seat has not seen.
template <GameState S>
std::optional<typename S::Observation> foreseen_view(const typename S::Observation& view, const typename S::Move& move,
                                                     int seat) {
  constexpr int kWorlds = 8;  // a hidden card that shows differs in some of them at once
  Rng worlds(0x5eed);
  std::optional<typename S::Observation> agreed;
  for (int i = 0; i < (std::same_as<typename S::Observation, S> ? 1 : kWorlds); ++i) {
    S after = sample_world<S>(view, worlds);
    after.apply(move);
    if (after.current_seat() != seat) return std::nullopt;
    typename S::Observation seen = observe(after, seat);
    if (agreed && !(*agreed == seen)) return std::nullopt;
    agreed = std::move(seen);
  }
  return agreed;
}

// A chance step's outcome drawn with `rng`; a game without chance never gets here.
template <GameState S>
typename S::Move sample_chance(const S& state, Rng& rng) {
  if constexpr (HasChance<S>) {
    return state.sample_chance(rng);
  } else {
    throw std::logic_error(std::string(S::kGameId) + " has no chance steps");
  }
}

template <GameState S>
ChanceOutcomes<typename S::Move> chance_outcomes(const S& state) {
  if constexpr (HasChance<S>) {
    return state.chance_outcomes();
  } else {
    return {};
  }
}

// `count` equally likely outcomes, made by `outcome(i)` for i in 0..count-1.
template <class Move, class F>
ChanceOutcomes<Move> uniform_outcomes(int count, F outcome) {
  ChanceOutcomes<Move> outcomes;
  for (int i = 0; i < count; ++i) outcomes.push_back({outcome(i), 1.0 / count});
  return outcomes;
}

template <class S>
bool is_over(const S& state) {
  return state.current_seat() == kNobody;
}

// Applies chance moves drawn with `rng` until a seat (or nobody) is to move.
template <GameState S>
void settle_chance(S& state, Rng& rng, EventSink events = {}) {
  while (state.current_seat() == kChanceSeat) state.apply(sample_chance(state, rng), events);
}

}  // namespace tabletop
