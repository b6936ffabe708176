#include "tabletop/games/getaway/getaway_entry.hpp"

#include <algorithm>

#include "tabletop/core/data_dir.hpp"
#include "tabletop/core/words.hpp"
#include "tabletop/games/getaway/getaway_facts.hpp"
#include "tabletop/games/getaway/getaway_robots.hpp"
#include "tabletop/games/getaway/getaway_view.hpp"
#include "tabletop/registry/game_kit.hpp"
#include "tabletop/ui/keys.hpp"

namespace tabletop::getaway {
namespace {

std::string board_note(const json& board_value) {
  if (!board_value.is_string() || board_value.get<std::string>().empty()) {
    if (shipped_boards().empty()) return no_shipped_boards();
    // Said by where to find them: the rules' key does nothing in a setup.
    return "Type the path of a board file below; the game's Rules, on its page, describe the format.";
  }
  try {
    const Board b = setup_board(json{{"board", board_value}});
    return std::to_string(b.squares.size()) + " squares, two " + std::to_string(b.faces) + "-sided dice, " +
           std::to_string(b.start_gold) + " gold to start, at least " + std::to_string(fewest_turns_to_castle(b)) +
           " turns to the Castle.";
  } catch (const std::exception& e) {
    return e.what();
  }
}

// A shipped board as a player reads its name: "grand-tour.game" is "Grand tour".
std::string board_title(const std::string& file) {
  std::string title = file.substr(0, file.rfind(".game"));
  std::replace(title.begin(), title.end(), '-', ' ');
  return capitalized(title);
}

std::vector<ui::Field> setup_fields(const json& last) {
  std::vector<std::string> labels;
  std::vector<json> values;
  for (const auto& name : shipped_boards()) {
    labels.push_back(board_title(name));
    values.push_back(name);
  }
  labels.push_back("another file...");
  values.push_back("");
  std::vector<ui::Field> fields;
  fields.push_back(ui::Field::choice("board", "Board", labels, values,
                                     last.contains("board") ? last["board"] : json(kDefaultBoard)));
  fields.push_back(ui::Field::text_field(
      "path", "Board file", last.contains("path") && last["path"].is_string() ? last["path"].get<std::string>() : "",
      200));
  fields.back().note = "The path of a board file, from the directory the program was started in.";
  fields.push_back(option_field(setup_option(facts().setup_options, "players"), last));
  for (ui::Field& seat : seat_fields(last, kMaxPlayers, robot_styles())) fields.push_back(std::move(seat));
  return fields;
}

void refresh_fields(std::vector<ui::Field>& fields) {
  show_seats(fields, field_value(fields, "players", 2).get<int>());
  const json board = field_value(fields, "board", kDefaultBoard);
  for (auto& f : fields) {
    if (f.key == "path") f.hidden = !board.is_string() || !board.get<std::string>().empty();
    if (f.key == "board") f.note = board_note(board);
  }
  name_seats(fields);
}

const GameKit<State, GetawayScreen>& kit() {
  static const GameKit<State, GetawayScreen> k = [] {
    GameKit<State, GetawayScreen> g(facts());
    g.roles = &board_roles();
    g.setup_intro =
        "Roll two dice along a trail of treasure, tolls, traps and trinkets to the castle at its end. Once "
        "everybody is there, the trinkets are sold and the most gold wins. 1 to 6 people or robots play.";
    g.fields = setup_fields;
    g.refresh = refresh_fields;
    g.showcase.moments = {{"getaway", "", 40, {}},
                          {"getaway", "", 40, {ui::key::page_up, ui::key::left, ui::key::down}}};
    return g;
  }();
  return k;
}

}  // namespace

GameEntry entry() { return kit().entry(); }

}  // namespace tabletop::getaway
