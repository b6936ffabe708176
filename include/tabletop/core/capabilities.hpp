#pragma once
// A game's declared capabilities (Capabilities, core/game.hpp) held to what its state really offers.
// Each optional capability is a concept over the state's members; declared and found must agree both
// ways, so `int score()` written for `Scores scores()` fails to compile here, with the capability named,
// rather than leaving the records without scores. GameKit checks every game it is given.
#include <concepts>

#include "tabletop/core/game.hpp"
#include "tabletop/core/random_robot.hpp"
#include "tabletop/core/search_robot.hpp"
#include "tabletop/core/sim.hpp"

namespace tabletop {

// Any type (a test's made-up states too); the concepts themselves ask for a GameState where they need one.
template <class S>
consteval bool capabilities_hold() {
  using View = typename S::Observation;
  constexpr Capabilities declared = S::kCapabilities;
  static_assert(
      declared.chance == HasChance<S>,
      "kCapabilities.chance: the state's chance_outcomes() and sample_chance(rng) and the declaration disagree");
  static_assert(declared.hidden_information == HidesInformation<S>,
                "kCapabilities.hidden_information: an Observation type of its own, observe(seat) and "
                "sample_world(view, rng) and the declaration disagree");
  static_assert(declared.keeps_score == KeepsScore<S>,
                "kCapabilities.keeps_score: the state's `Scores scores() const` and the declaration disagree");
  static_assert(declared.labels_seats == LabelsSeats<S>,
                "kCapabilities.labels_seats: the state's `char seat_label(int) const` and the declaration disagree");
  static_assert(declared.names_players == NamesPlayers<S>,
                "kCapabilities.names_players: the state's name_player(seat, name) and the declaration disagree");
  static_assert(declared.names_ending == NamesEnding<S>,
                "kCapabilities.names_ending: the state's ending() and the declaration disagree");
  static_assert(declared.applies_quietly == AppliesQuietly<S>,
                "kCapabilities.applies_quietly: the state's apply_quietly(move) and the declaration disagree");
  static_assert(declared.counts_moves == CountsMoves<S> && declared.counts_moves == CountsMoves<View>,
                "kCapabilities.counts_moves: legal_move_count() and legal_move(i), on the state and on its "
                "observation, and the declaration disagree");
  static_assert(declared.draws_moves == DrawsMoves<S> && declared.draws_moves == DrawsMoves<View>,
                "kCapabilities.draws_moves: draw_legal_move(rng), on the state and on its observation, and the "
                "declaration disagree");
  static_assert(declared.samples_world_in_place == SamplesWorldInPlace<S>,
                "kCapabilities.samples_world_in_place: the state's sample_world_into(view, rng, into) and the "
                "declaration disagree");
  return true;
}

}  // namespace tabletop
