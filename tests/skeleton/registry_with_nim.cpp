// The test build's list of games: the shipped ones, from the same list the program has, and Nim.
#include "nim/nim_entry.hpp"
#include "tabletop/catalog/shipped_games.hpp"

namespace tabletop {

const std::vector<GameEntry>& games() {
  static const std::vector<GameEntry> list = [] {
    std::vector<GameEntry> shipped = shipped_games();
    shipped.push_back(nim::entry());  // the one line that adds a game
    return shipped;
  }();
  return list;
}

}  // namespace tabletop
