#pragma once
// Igel Ärgern as the registry knows it with no screen: its facts, setup, robots, replay and review
// (registry/headless_kit.hpp). Its entry (igel_entry.cpp) puts the screens on top.
#include "tabletop/core/match.hpp"
#include "tabletop/games/igel/igel.hpp"
#include "tabletop/registry/headless_kit.hpp"

namespace tabletop::igel {

const HeadlessKit<State>& facts();
// What `tabletop replay igel` plays (a script of any form its entry reads), as a match.
Match<State> replay_script(const json& script);

}  // namespace tabletop::igel
