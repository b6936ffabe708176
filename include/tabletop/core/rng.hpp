#pragma once
// The one source of randomness of every game: a small, fully specified generator (xoshiro256**)
// whose whole state is saved with the game, so a resumed game draws exactly what it would have.
#include <array>
#include <cstdint>
#include <utility>
#include <vector>

#include <nlohmann/json_fwd.hpp>

namespace tabletop {

class Rng {
 public:
  explicit Rng(std::uint64_t seed = 0);

  // Inline: robots' playouts and sims draw millions of times.
  std::uint64_t next() {
    const std::uint64_t result = rotl(s_[1] * 5, 7) * 9;
    const std::uint64_t t = s_[1] << 17;
    s_[2] ^= s_[0];
    s_[3] ^= s_[1];
    s_[1] ^= s_[2];
    s_[0] ^= s_[3];
    s_[2] ^= t;
    s_[3] = rotl(s_[3], 45);
    return result;
  }
  // Uniform in 0..n-1 (n >= 1), unbiased; the same on every platform, unlike std distributions.
  int below(int n) {
    if (n <= 1) return 0;
    const auto bound = static_cast<std::uint64_t>(n);
    // Rejection keeps every outcome equally likely.
    const std::uint64_t limit = UINT64_MAX - UINT64_MAX % bound;
    std::uint64_t x = next();
    while (x >= limit) x = next();
    return static_cast<int>(x % bound);
  }
  // Uniform in lo..hi inclusive.
  int between(int lo, int hi) { return lo + below(hi - lo + 1); }

  template <class T>
  void shuffle(std::vector<T>& items) {
    for (int i = static_cast<int>(items.size()) - 1; i > 0; --i) {
      std::swap(items[static_cast<std::size_t>(i)], items[static_cast<std::size_t>(below(i + 1))]);
    }
  }

  nlohmann::json to_json() const;
  static Rng from_json(const nlohmann::json& j);  // throws std::runtime_error on a bad value

  bool operator==(const Rng&) const = default;

 private:
  static std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
  std::array<std::uint64_t, 4> s_{};
};

}  // namespace tabletop
