#include "nim/nim_replay.hpp"

#include "tabletop/core/json_read.hpp"
#include "tabletop/core/script_seats.hpp"
#include "tabletop/core/seeds.hpp"

namespace tabletop::nim {

Match<State> replay_script(const json& script) {
  using namespace jsonread;
  const std::uint64_t seed = seed_field(script);
  State state(has(script, "heaps") ? heaps_from_json(field(script, "heaps", ""), "heaps") : kDefaultHeaps);
  Match<State> match(std::move(state), script_seats(script, kPlayers, robot_styles()), MatchSeeds::from_root(seed));
  const json moves = has(script, "moves") ? array_field(script, "moves", "") : json::array();
  for (std::size_t i = 0; i < moves.size(); ++i) {
    const std::string where = "move " + std::to_string(i + 1);
    // A move is {"heap": 1, "take": 2}, its heap counted from 1 as on the screen.
    const Move move{int_field(moves[i], "heap", 1, kMaxHeaps, where) - 1,
                    int_field(moves[i], "take", 1, kMaxTake, where)};
    if (std::string why = match.state().why_illegal(move); !why.empty()) throw IllegalMove(where + ": " + why);
    match.play(move);
  }
  return match;
}

json summarize(const Match<State>& match) {
  const State& s = match.state();
  json log = json::array();
  for (const LogLine& line : match.log()) log.push_back(line.text);
  return json{{"heaps", s.heaps()},
              {"turn", s.turn()},
              {"winner", s.winner() >= 0 ? json(s.winner()) : json(nullptr)},
              {"log", log}};
}

}  // namespace tabletop::nim
