#pragma once
// Nim as the registry knows it with no screen: its facts, setup, robots and replay
// (registry/headless_kit.hpp). Its entry (nim_entry.cpp) puts the screens on top.
#include <vector>

#include "nim/nim.hpp"
#include "tabletop/registry/headless_kit.hpp"

namespace tabletop::nim {

// The heaps of a setup that names none.
inline const std::vector<int> kDefaultHeaps{3, 5, 7};

const HeadlessKit<State>& facts();
// The heaps of a setup: its "heaps", or 3, 5 and 7 sticks. Throws BadData for heaps that are not a
// list of 1 to 7 sticks.
std::vector<int> setup_heaps(const json& setup);

}  // namespace tabletop::nim
