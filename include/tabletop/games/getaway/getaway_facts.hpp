#pragma once
// Gary's Great Getaway as the registry knows it with no screen: its facts, setup, robots, replay and review
// (registry/headless_kit.hpp). Its entry (getaway_entry.cpp) puts the screens on top.
#include "tabletop/core/match.hpp"
#include "tabletop/games/getaway/getaway.hpp"
#include "tabletop/registry/headless_kit.hpp"

namespace tabletop::getaway {

// The board a setup that names none plays.
constexpr const char* kDefaultBoard = "riverside.game";

const HeadlessKit<State>& facts();
// What `tabletop replay getaway` plays (a script of any form its entry reads), as a match.
Match<State> replay_script(const json& script);
// Said when no shipped board is found (a copied program finds no data beside it): where they were
// looked for, and how to mend it.
std::string no_shipped_boards();
// The board a setup names: a shipped board's file name, or "" and a typed path in "path"; a setup
// with a path and no board (`sim getaway --path FILE`) means that path; "board_text" is a board itself.
Board setup_board(const json& setup);

}  // namespace tabletop::getaway
