#pragma once
// The conformance test every registered game passes, whatever it is: random games to their end in
// which every legal move applies, copies compare equal, states and moves survive their JSON, chance
// outcomes are likely and sum to one, what a seat sees does not depend on what it may not see, and a
// save's history replays to the save's position, by the registry's replay and by the command line.
#include <doctest/doctest.h>

#include <algorithm>
#include <string>

#include "support/cli_run.hpp"
#include "support/temp_dir.hpp"
#include "tabletop/core/save_session.hpp"
#include "tabletop/registry/game_entry.hpp"

namespace tabletop::testing {

// Every legal move of `s` applies to a copy of it, and reads back as it was written.
inline void check_moves_apply(const AnyState& s, const std::vector<json>& moves) {
  for (const json& move : moves) {
    CAPTURE(move.dump());
    CHECK(s.move_read_back(move) == move);
    REQUIRE(s.why_illegal(move).empty());
    const auto copy = s.clone();
    CHECK_NOTHROW(copy->apply(move));
  }
}

inline void check_chance_step(const AnyState& s, Rng& chance) {
  const auto outcomes = s.chance_outcomes();
  double total = 0;
  for (const auto& outcome : outcomes) {
    // Named copies, not a structured binding: clang 14 cannot capture one in CAPTURE's lambda.
    const json& move = outcome.first;
    const double probability = outcome.second;
    CAPTURE(move.dump());
    CHECK(probability > 0);
    CHECK(s.why_illegal(move).empty());
    total += probability;
  }
  if (!outcomes.empty()) CHECK(total == doctest::Approx(1.0));
  const json drawn = s.sample_chance(chance);
  CHECK(s.why_illegal(drawn).empty());
  if (!outcomes.empty()) {
    CHECK(std::any_of(outcomes.begin(), outcomes.end(), [&](const auto& o) { return o.first == drawn; }));
  }
}

// What each seat sees is the same in a world that agrees with its view (the unseen dealt anew), and
// the seat in turn has the same moves there; and a seat sees its own move: the position after it is
// not the same view (else the check above would hold of a view that shows nothing).
inline void check_views(const AnyState& s, Rng& worlds) {
  for (int seat = 0; seat < s.num_seats(); ++seat) {
    CAPTURE(seat);
    const auto world = s.world_for(seat, worlds);
    CHECK(world->same_view(s, seat));
    CHECK(s.same_view(*world, seat));
    if (seat == s.current_seat()) CHECK(world->legal_moves() == s.legal_moves());
  }
  const int mover = s.current_seat();
  for (const json& move : s.legal_moves()) {
    auto after = s.clone();
    after->apply(move);
    CAPTURE(move.dump());
    CHECK_FALSE(after->same_view(s, mover));
  }
}

// Random games of `game` from its default setup, `games` of them, every step checked.
inline void check_random_games(const GameEntry& game, int games, int most_moves) {
  for (int g = 1; g <= games; ++g) {
    CAPTURE(g);
    auto s = game.new_game(json::object());
    Rng chance(static_cast<std::uint64_t>(g));
    Rng picks(static_cast<std::uint64_t>(g) + 1000);
    Rng worlds(static_cast<std::uint64_t>(g) + 2000);
    int moves = 0;
    for (; s->current_seat() != kNobody && moves < most_moves; ++moves) {
      CHECK(*s->clone() == *s);
      const json saved = s->to_json();
      REQUIRE(s->from_json(saved)->to_json() == saved);
      json move;
      if (s->current_seat() == kChanceSeat) {
        check_chance_step(*s, chance);
        move = s->sample_chance(chance);
      } else {
        const std::vector<json> legal = s->legal_moves();
        REQUIRE_FALSE(legal.empty());
        if (moves % 4 == 0) check_moves_apply(*s, legal);
        if (moves % 8 == 0) check_views(*s, worlds);
        move = legal[static_cast<std::size_t>(picks.below(static_cast<int>(legal.size())))];
      }
      s->apply(move);
    }
    if (s->current_seat() == kNobody) {
      const Places places = s->places();
      CHECK(static_cast<int>(places.size()) == s->num_seats());
      CHECK(std::count(places.begin(), places.end(), 1) >= 1);
    } else {
      CHECK(s->places().empty());
    }
  }
}

// A sampled game's save replays from its history to the position it holds: through the registry,
// through the one replay format every game reads, and on the command line (replay FILE = state).
inline void check_history_replays(const GameEntry& game, std::uint64_t seed, int moves) {
  CAPTURE(seed);
  const ReplayResult sampled = game.sample(json::object(), seed, moves, {});
  const json save{{"format", kSaveFormat}, {"version", kSaveVersion}, {"game", game.id}, {"match", sampled.match}};
  CHECK(game.replay(save, false).summary == game.summary(sampled.match));
  json moves_only = json::array();
  const json& history = sampled.match["history"];
  for (const json& move : history["moves"]) moves_only.push_back(move);
  const json script{{"game", game.id}, {"setup", sampled.match["setup"]}, {"seed", seed}, {"moves", moves_only}};
  CHECK(game.replay(script, false).summary == sampled.summary);

  TempDir dir;
  const std::string seed_text = std::to_string(seed);
  const Run kept = run({"sample", game.id, "--seed", seed_text, "--moves", std::to_string(moves), "--autosave",
                        "--save-dir", dir.path.string()});
  REQUIRE(kept.status == 0);
  const Run state = run({"state", game.id, "--save-dir", dir.path.string()});
  const Run replayed = run({"replay", game.id, (dir.path / (game.id + ".json")).string()});
  CHECK(replayed.err == "");
  CHECK(replayed.status == 0);
  CHECK(replayed.out == state.out);
}

inline void check_conformance(const GameEntry& game, int games, int most_moves) {
  CAPTURE(game.id);
  check_random_games(game, games, most_moves);
  for (std::uint64_t seed : {1, 2, 3}) check_history_replays(game, seed, 300);
}

}  // namespace tabletop::testing
