#pragma once
// An older replay script read into the one replay document, {"game", "setup", "seed", "moves"}, which
// the registry's generic player replays (GameKit::replay_moves). An old form leaves decisions to the
// rules (a default count, a robot's move, a toll answer), so its reader steps a match to take them and
// writes down each move made; the generic player then prints, summarizes and saves, once for all.
#include <cstdint>
#include <utility>
#include <vector>

#include "tabletop/core/match.hpp"

namespace tabletop {

// The seats of a script as a setup form holds them: "seatN" is "person", "joined" or a robot style,
// and with `named`, "nameN" each seat's name (a game whose scripts name their players).
inline void put_seats(json& setup, const std::vector<Seat>& seats, bool named) {
  for (std::size_t i = 0; i < seats.size(); ++i) {
    const Seat& seat = seats[i];
    setup["seat" + std::to_string(i)] = seat.robot ? seat.style : seat.joined ? "joined" : "person";
    if (named) setup["name" + std::to_string(i)] = seat.name;
  }
}

// An older script read: the generic document, and the robots' generator where the script's robots,
// if any played, left it (the generic player replays their moves without drawing).
struct ReadScript {
  json document;
  Rng robots;
};

template <GameState S>
class ScriptDocument {
 public:
  using Move = typename S::Move;

  // `state` and `seats` must be what the game makes of `setup`, as the generic player will make them.
  ScriptDocument(json setup, std::uint64_t seed, S state, std::vector<Seat> seats)
      : setup_(std::move(setup)),
        seed_(seed),
        match_(std::move(state), std::move(seats), MatchSeeds::from_root(seed)) {}

  Match<S>& match() { return match_; }
  const S& state() const { return match_.state(); }

  // The seat in turn plays `move`; chance then settles as Match::play does. The `forced` outcomes are
  // written down; an outcome drawn from the seed's generator is not, for the generic player draws it
  // again from the same seed (and its generator ends where play left it).
  void play(const Move& move, const std::vector<Move>& forced = {}) {
    take(move);
    for (const Move& outcome : forced) {
      if (match_.state().current_seat() != kChanceSeat) break;
      take(outcome);
    }
    match_.settle();
  }

  ReadScript read() const {
    return {json{{"game", S::kGameId}, {"setup", setup_}, {"seed", seed_}, {"moves", moves_}}, match_.robot_rng()};
  }

 private:
  void take(const Move& move) {
    match_.step(move);
    moves_.push_back(S::move_to_json(move));
  }

  json setup_;
  std::uint64_t seed_;
  Match<S> match_;
  json moves_ = json::array();
};

}  // namespace tabletop
