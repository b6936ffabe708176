#include "tabletop/games/pako/pako_entry.hpp"

#include "tabletop/games/pako/pako_json.hpp"
#include "tabletop/games/pako/pako_replay.hpp"
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
    GameKit<State, PakoScreen> g;
    g.id = State::kGameId;
    g.title = "Escape from Prison Island";
    g.tagline = "Sneak three prisoners past the running guards into the boat";
    g.keys = &screen_keys();
    g.roles = &board_roles();
    g.replay_format = R"({"size":5,"players":2,"seed":1,"position":{...},"moves":[{"from":"prison","to":[5,2]}, ...]})";
    g.styles = &robot_styles();
    g.fewest_players = kMinPlayers;
    g.most_players = kMaxPlayers;
    g.default_sim_seats = {"lookahead", "random"};
    g.setup_intro =
        "Each player has four prisoners in the prison below the yard. Get three of them into the boat "
        "above it; every move wakes the guard of the row you end in.";
    g.score = {"A score is how many prisoners a player has in the boat when the game ends.",
               [](long n) { return std::to_string(n) + " in the boat"; }};
    g.fields = setup_fields;
    g.new_state = [](const json& setup) {
      // Named by its key, as a replay script's size is (and `sim --size` then names the option).
      const int size = setup_int(setup, "size", kDefaultSize);
      if (!valid_size(size)) throw BadData("size must be " + valid_sizes() + ", not " + setup["size"].dump());
      State state(size, setup_int(setup, "players", 2));
      // An older script's starting position comes in its setup (pako_replay.cpp).
      if (setup.is_object() && setup.contains("position")) read_position(state, setup["position"]);
      return state;
    };
    g.players = [](const json& setup) { return setup_int(setup, "players", 2); };
    g.sim_options = {
        {"size", "N", "the yard's side: " + valid_sizes() + "; default " + std::to_string(kDefaultSize), {}}};
    g.script_document = script_document;
    g.summarize = summarize;
    g.review = review;
    g.showcase.person_against_hard = {R"({"size": 5, "players": 2, "seats": ["person", "hard"], "moves": []})"};
    g.showcase.largest_setups = [] { return std::vector<json>{{{"size", kMaxSize}, {"players", kMaxPlayers}}}; };
    g.showcase.moments = {{"pako", "", 40, {}},
                          {"pako", "", 40, {ui::key::page_up, ui::key::up, ui::key::up, ui::key::left}}};
    return g;
  }();
  return k;
}

}  // namespace

GameEntry entry() { return kit().entry(); }

Match<State> replay_script(const json& script) { return kit().replay_any(script); }

}  // namespace tabletop::pako
