#include "tabletop/games/pako/pako_entry.hpp"

#include "tabletop/games/pako/pako_facts.hpp"
#include "tabletop/games/pako/pako_robots.hpp"
#include "tabletop/games/pako/pako_view.hpp"
#include "tabletop/registry/game_kit.hpp"
#include "tabletop/ui/keys.hpp"

namespace tabletop::pako {
namespace {

std::vector<ui::Field> setup_fields(const json& last) {
  std::vector<ui::Field> fields;
  std::vector<std::string> size_labels;
  std::vector<json> sizes;
  for (int n = kMinSize; n <= kMaxSize; n += 2) {
    size_labels.push_back(std::to_string(n) + " x " + std::to_string(n));
    sizes.push_back(n);
  }
  fields.push_back(ui::Field::choice("size", "Yard", size_labels, sizes, setup_int(last, "size", kDefaultSize)));
  fields.back().note = "Odd sizes from " + std::to_string(kMinSize) + " to " + std::to_string(kMaxSize) +
                       "; 9 x 9 is as wide as the physical game.";
  fields.push_back(ui::Field::choice("players", "Players", {"2", "3", "4"}, {2, 3, 4}, setup_int(last, "players", 2)));
  fields.push_back(ui::Field::choice("hints", "Move hints", {"on", "off"}, {true, false},
                                     last.contains("hints") ? last["hints"] : json(true)));
  fields.back().note = "Marks every square you can reach without losing a prisoner. H switches it during a game.";
  auto seats = seat_fields(last, kMaxPlayers, robot_styles());
  fields.insert(fields.end(), seats.begin(), seats.end());
  return fields;
}

const GameKit<State, PakoScreen>& kit() {
  static const GameKit<State, PakoScreen> k = [] {
    GameKit<State, PakoScreen> g(facts());
    g.keys = &screen_keys();
    g.roles = &board_roles();
    g.setup_intro =
        "Each player has four prisoners in the prison below the yard. Get three of them into the boat "
        "above it; every move wakes the guard of the row you end in.";
    g.fields = setup_fields;
    g.showcase.moments = {{"pako", "", 40, {}},
                          {"pako", "", 40, {ui::key::page_up, ui::key::up, ui::key::up, ui::key::left}}};
    return g;
  }();
  return k;
}

}  // namespace

GameEntry entry() { return kit().entry(); }

}  // namespace tabletop::pako
