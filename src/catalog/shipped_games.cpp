#include "tabletop/catalog/shipped_games.hpp"

namespace tabletop {

const std::vector<GameEntry>& games() {
  static const std::vector<GameEntry> list = shipped_games();
  return list;
}

}  // namespace tabletop
