#pragma once
// The one seed story. Every random stream comes from a root seed:
// - a match's chance generator (dice, shuffles, draws) is seeded with the root itself, so the "seed" of
//   a replay script or of `sample --seed` means exactly that game;
// - the robots of a match draw from derive_seed(root, Stream::robots);
// - game number g of `sim --seed S` has the root derive_seed(S, Stream::sim_game, g), so runs with
//   neighbouring seeds share no games;
// - the key fuzzer's stream for the game at registry position i is derive_seed(S, Stream::key_fuzz, i);
// - step i of a game reviewed with `review --seed S` is judged with derive_seed(S, Stream::review, i).
// Mixing is splitmix64's, which is fully specified: the same command gives the same games everywhere.
#include <cstdint>

namespace tabletop {

enum class Stream : std::uint64_t { robots = 1, sim_game = 2, key_fuzz = 3, review = 4 };

// splitmix64's finalizer: a bijection that spreads every input bit over the whole word.
constexpr std::uint64_t mix64(std::uint64_t z) {
  z += 0x9e3779b97f4a7c15ULL;
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

constexpr std::uint64_t derive_seed(std::uint64_t root, Stream stream, std::uint64_t index = 0) {
  return mix64(mix64(root) ^ mix64((static_cast<std::uint64_t>(stream) << 48) ^ index));
}

// The seeds of a match's two generators: its chance steps' (the dice, shuffles and draws) and its robots'.
struct MatchSeeds {
  std::uint64_t chance = 0;
  std::uint64_t robots = 0;
  static constexpr MatchSeeds from_root(std::uint64_t root) { return {root, derive_seed(root, Stream::robots)}; }
};

}  // namespace tabletop
