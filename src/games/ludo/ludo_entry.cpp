#include "tabletop/games/ludo/ludo_entry.hpp"

#include <algorithm>

#include "tabletop/games/ludo/ludo_facts.hpp"
#include "tabletop/games/ludo/ludo_robots.hpp"
#include "tabletop/games/ludo/ludo_view.hpp"
#include "tabletop/registry/game_kit.hpp"
#include "tabletop/ui/keys.hpp"

namespace tabletop::ludo {
namespace {

// Names as every game gives them; a corner nobody plays from has none. While the priority rule moves
// every token, a robot's note says its level plays no part.
void refresh_fields(std::vector<ui::Field>& fields) {
  const bool choosing = field_value(fields, "choose_moves", false) == true;
  for (auto& f : fields) {
    if (f.is_text && f.seat >= 0) f.hidden = field_value(fields, seat_key(f.seat), kNobody) == kNobody;
    if (f.is_text || f.key.rfind("seat", 0) != 0) continue;
    for (std::size_t i = 0; i < f.values.size() && i < f.option_notes.size(); ++i) {
      const RobotStyle<State>* style =
          f.values[i].is_string() ? find_style(robot_styles(), f.values[i].get<std::string>()) : nullptr;
      if (style == nullptr) continue;
      f.option_notes[i] =
          robot_note(*style) +
          (choosing ? ""
                    : " While the priority rule moves every token (Choose my own moves: no), its level plays no part.");
    }
  }
  name_seats(fields);
}

std::vector<ui::Field> setup_fields(const json& last) {
  // First use: a person on A against a robot on the opposite corner.
  json remembered = last;
  if (!remembered.contains(seat_key(0))) {
    remembered[seat_key(0)] = "person";
    remembered[seat_key(1)] = kNobody;
    remembered[seat_key(2)] = default_style(robot_styles()).id;  // Normal
    remembered[seat_key(3)] = kNobody;
  }
  std::vector<ui::Field> fields;
  for (ui::Field& seat : seat_fields(remembered, kPositions, robot_styles())) {
    if (seat.is_text) {  // the corner's name
      fields.push_back(std::move(seat));
      continue;
    }
    std::vector<std::string> labels{"Not playing"};
    std::vector<json> values{kNobody};
    labels.insert(labels.end(), seat.options.begin(), seat.options.end());
    values.insert(values.end(), seat.values.begin(), seat.values.end());
    const char letter = seat.label.back();
    ui::Field field = ui::Field::choice(seat.key, std::string("Seat ") + letter, labels, values, remembered[seat.key]);
    field.note = "Who plays from the " + std::string(1, letter) + " corner (2 to 4 seats must play).";
    field.option_notes = {"Nobody plays from this corner."};
    field.option_notes.insert(field.option_notes.end(), seat.option_notes.begin(), seat.option_notes.end());
    fields.push_back(std::move(field));
  }
  for (const char* key : {"choose_moves", "numbers"})
    fields.push_back(option_field(setup_option(facts().setup_options, key), last));
  return fields;
}

const GameKit<State, LudoScreen>& kit() {
  static const GameKit<State, LudoScreen> k = [] {
    GameKit<State, LudoScreen> g(facts());
    g.refresh = refresh_fields;
    g.keys = &screen_keys();
    g.roles = &board_roles();
    g.setup_intro =
        "Roll a 6 to bring a token out of the yard, race it around the board and up your home lane to E. "
        "Land on others to send them back. Both tokens on E and you are done.";
    g.fields = setup_fields;
    // A to roll with both tokens on the track: any roll gives two moves to choose from.
    const std::string choosing = R"({"players": ["A", "B"], "choose_moves": true,
        "turns": [["A", 6], ["A", 2], ["B", 1], ["A", 6], ["A", 3], ["B", 1]]})";
    g.showcase.moments = {{"ludo", "", 40, {}},
                          {"ludo", "", 40, {ui::key::page_up}},
                          {"ludo, choosing moves", choosing, 0, {}},
                          {"ludo, choosing moves", choosing, 0, {'\n'}}};
    return g;
  }();
  return k;
}

}  // namespace

GameEntry entry() { return kit().entry(); }

}  // namespace tabletop::ludo
