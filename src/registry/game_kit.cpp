#include "tabletop/registry/game_kit.hpp"

#include <cstdint>
#include <random>

namespace tabletop {

std::uint64_t fresh_seed() {
  std::random_device device;
  return (static_cast<std::uint64_t>(device()) << 32) ^ device();
}

}  // namespace tabletop
