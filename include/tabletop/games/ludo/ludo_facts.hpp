#pragma once
// Ludo as the registry knows it with no screen: its facts, setup, robots, replay and review
// (registry/headless_kit.hpp). Its entry (ludo_entry.cpp) puts the screens on top.
#include "tabletop/core/match.hpp"
#include "tabletop/games/ludo/ludo.hpp"
#include "tabletop/registry/headless_kit.hpp"

namespace tabletop::ludo {

// A corner's seat in a setup when nobody plays from it.
constexpr const char* kNobody = "nobody";

const HeadlessKit<State>& facts();
// What `tabletop replay ludo` plays (a script of any form its entry reads), as a match.
Match<State> replay_script(const json& script);
// The setup's keys of a corner: who plays from it ("seatN", kNobody for nobody) and their name.
std::string seat_key(int position);
std::string name_key(int position);

}  // namespace tabletop::ludo
