#include "nim/nim_facts.hpp"

namespace tabletop::nim {
namespace {

// What `replay` and `state` print: the heaps, whose turn, the winner and the log.
json summarize(const Match<State>& match) {
  const State& s = match.state();
  json log = json::array();
  for (const LogLine& line : match.log()) log.push_back(line.text);
  return json{{"heaps", s.heaps()},
              {"turn", s.turn()},
              {"winner", s.winner() >= 0 ? json(s.winner()) : json(nullptr)},
              {"log", log}};
}

}  // namespace

std::vector<int> setup_heaps(const json& setup) {
  return setup.contains("heaps") ? heaps_from_json(setup["heaps"], "heaps") : kDefaultHeaps;
}

const HeadlessKit<State>& facts() {
  static const HeadlessKit<State> k = [] {
    HeadlessKit<State> g;
    g.id = State::kGameId;
    g.title = "Nim";
    g.tagline = "Take one to three sticks from a heap; whoever takes the last one wins";
    g.replay_format = R"({"game":"nim","setup":{"heaps":[3,5,7]},"seed":1,"moves":[{"heap":3,"take":2}, ...]})";
    g.styles = &robot_styles();
    g.fewest_players = kPlayers;
    g.most_players = kPlayers;
    g.default_sim_seats = {"counter", "grabber"};
    g.new_state = [](const json& setup) { return State(setup_heaps(setup)); };
    g.players = [](const json&) { return kPlayers; };
    g.setup_options = {
        {.key = "heaps",
         .label = "Heaps",
         .choices = {{kDefaultHeaps, "3, 5 and 7 sticks", ""}, {json::array({15}), "one heap of 15", ""}},
         .fallback = kDefaultHeaps,
         .seats_follow = true,
         .more_than_choices = true}};
    g.summarize = summarize;
    g.showcase.person_against_hard = {R"({"game": "nim", "setup": {"seat0": "person", "seat1": "hard"}, "moves": []})"};
    g.showcase.largest_setups = [] { return std::vector<json>{{{"heaps", kDefaultHeaps}}, {{"heaps", {15}}}}; };
    return g;
  }();
  return k;
}

}  // namespace tabletop::nim
