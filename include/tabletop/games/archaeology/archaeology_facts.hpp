#pragma once
// Archaeology as the registry knows it with no screen: its facts, setup, robots, replay and review
// (registry/headless_kit.hpp). Its entry (archaeology_entry.cpp) puts the screens on top.
#include "tabletop/core/match.hpp"
#include "tabletop/games/archaeology/archaeology.hpp"
#include "tabletop/registry/headless_kit.hpp"

namespace tabletop::archaeology {

const HeadlessKit<State>& facts();
// What `tabletop replay archaeology` plays (a script of any form its entry reads), as a match.
Match<State> replay_script(const json& script);

}  // namespace tabletop::archaeology
