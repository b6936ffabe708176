#pragma once
// Pako as the registry knows it with no screen: its facts, setup, robots, replay and review
// (registry/headless_kit.hpp). Its entry (pako_entry.cpp) puts the screens on top.
#include "tabletop/core/match.hpp"
#include "tabletop/games/pako/pako.hpp"
#include "tabletop/registry/headless_kit.hpp"

namespace tabletop::pako {

const HeadlessKit<State>& facts();
// What `tabletop replay pako` plays (a script of any form its entry reads), as a match.
Match<State> replay_script(const json& script);

}  // namespace tabletop::pako
