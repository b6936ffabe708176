#include "tabletop/core/rng.hpp"

#include <cstdio>
#include <stdexcept>
#include <string>

#include <nlohmann/json.hpp>

#include "tabletop/core/seeds.hpp"

namespace tabletop {
namespace {

// splitmix64 as a generator: the seed walks by the golden ratio, each step mixed.
std::uint64_t splitmix(std::uint64_t& x) {
  const std::uint64_t z = mix64(x);
  x += 0x9e3779b97f4a7c15ULL;
  return z;
}

std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }

}  // namespace

Rng::Rng(std::uint64_t seed) {
  for (auto& word : s_) word = splitmix(seed);
}

std::uint64_t Rng::next() {
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

int Rng::below(int n) {
  if (n <= 1) return 0;
  const auto bound = static_cast<std::uint64_t>(n);
  // Rejection keeps every outcome equally likely.
  const std::uint64_t limit = UINT64_MAX - UINT64_MAX % bound;
  std::uint64_t x = next();
  while (x >= limit) x = next();
  return static_cast<int>(x % bound);
}

// Hex strings, because JSON readers outside C++ lose precision above 2^53.
nlohmann::json Rng::to_json() const {
  nlohmann::json words = nlohmann::json::array();
  for (auto word : s_) {
    char buf[17];
    std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(word));
    words.push_back(buf);
  }
  return words;
}

Rng Rng::from_json(const nlohmann::json& j) {
  if (!j.is_array() || j.size() != 4) throw std::runtime_error("generator state must be 4 hex words");
  Rng rng;
  bool all_zero = true;
  for (std::size_t i = 0; i < 4; ++i) {
    if (!j[i].is_string()) throw std::runtime_error("generator state must be 4 hex words");
    const std::string text = j[i].get<std::string>();
    if (text.empty() || text.size() > 16 || text.find_first_not_of("0123456789abcdefABCDEF") != std::string::npos) {
      throw std::runtime_error("generator state word is not hex: " + text);
    }
    rng.s_[i] = std::stoull(text, nullptr, 16);
    all_zero = all_zero && rng.s_[i] == 0;
  }
  if (all_zero) throw std::runtime_error("generator state cannot be all zero");
  return rng;
}

}  // namespace tabletop
