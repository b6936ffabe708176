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

}  // namespace

Rng::Rng(std::uint64_t seed) {
  for (auto& word : s_) word = splitmix(seed);
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
