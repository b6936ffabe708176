#include "tabletop/games/pako/pako_replay.hpp"

#include "tabletop/core/json_read.hpp"
#include "tabletop/core/script_seats.hpp"
#include "tabletop/core/script_step.hpp"
#include "tabletop/games/pako/pako_json.hpp"
#include "tabletop/games/pako/pako_robots.hpp"

namespace tabletop::pako {
namespace {

// One scripted move; a boat move may fix the drawn guard (and the edge of a centre guard).
void play_scripted(ScriptDocument<State>& match, const json& m, const std::string& where) {
  const State& s = match.state();
  const int n = s.size();
  if (m == "pass") {
    match.play(Move::pass());
    return;
  }
  jsonread::only_keys(m, {"from", "to", "guard", "edge"}, where);
  const json& from = jsonread::field(m, "from", where);
  const json& to = jsonread::field(m, "to", where);
  Move move;
  if (from == "prison") {
    move = Move::from_prison(square_from_json(to, n, where + ".to"));
  } else if (to == "boat") {
    move = Move::to_boat(square_from_json(from, n, where + ".from"));
  } else {
    move = Move::step(square_from_json(from, n, where + ".from"), square_from_json(to, n, where + ".to"));
  }
  if (std::string why = s.why_illegal(move); !why.empty()) throw IllegalMove(why);
  if (move.kind != MoveKind::boat || !jsonread::has(m, "guard")) {
    if (jsonread::has(m, "guard") || jsonread::has(m, "edge")) throw BadData("only a boat move names a guard");
    match.play(move);
    return;
  }
  const int row = jsonread::int_field(m, "guard", 1, n, where);
  const int g = s.guard_col(row);  // a boat move moves no guard before the draw
  int edge = g < s.centre() ? n : 1;
  if (jsonread::has(m, "edge")) {
    const std::string side = jsonread::string_field(m, "edge", where);
    if (side != "left" && side != "right") throw BadData(where + ".edge must be \"left\" or \"right\"");
    edge = side == "left" ? 1 : n;
  } else if (g == s.centre()) {
    throw BadData("the guard of row " + std::to_string(row) + " stands in the centre column: name its edge");
  }
  match.play(move, {Move::draw(row, edge)});  // a draw the rules refuse throws their reason
}

}  // namespace

ReadScript script_document(const json& script) {
  using namespace jsonread;
  only_keys(script, {"size", "players", "seed", "position", "moves", "seats"}, "a pako script");
  const int size = has(script, "size") ? int_field(script, "size", kMinSize, kMaxSize, "") : kDefaultSize;
  if (!valid_size(size)) throw BadData("size must be " + valid_sizes());
  const int players = has(script, "players") ? int_field(script, "players", kMinPlayers, kMaxPlayers, "") : 2;
  const std::uint64_t seed = seed_field(script);
  State state(size, players);
  json setup{{"size", size}, {"players", players}};
  if (has(script, "position")) {
    read_position(state, field(script, "position", ""));
    setup["position"] = script["position"];
  }
  const std::vector<Seat> seats = script_seats(script, players, robot_styles());
  put_seats(setup, seats, false);
  ScriptDocument<State> match(std::move(setup), seed, std::move(state), seats);
  const json& moves = optional_array_field(script, "moves", "");
  for (std::size_t i = 0; i < moves.size(); ++i) {
    const std::string where = "move " + std::to_string(i + 1);
    script_step(where, [&] { play_scripted(match, moves[i], where); });
  }
  return match.read();
}

json summarize(const Match<State>& match) {
  const State& s = match.state();
  json players = json::array();
  for (int p = 0; p < s.num_seats(); ++p) {
    std::vector<Square> yard(s.yard(p).begin(), s.yard(p).end());
    std::sort(yard.begin(), yard.end());
    json squares = json::array();
    for (const Square& q : yard) squares.push_back(square_to_json(q));
    players.push_back(json{{"yard", squares}, {"prison", s.prison(p)}, {"boat", s.boat(p)}});
  }
  json hints = json::array();
  for (const Square& q : s.hint_squares()) hints.push_back(square_to_json(q));
  json log = json::array();
  for (const LogLine& line : match.log()) log.push_back(line.text);
  std::vector<int> guards;
  for (int row = 1; row <= s.size(); ++row) guards.push_back(s.guard_col(row));
  return json{{"size", s.size()},
              {"turn", s.turn()},
              {"guards", guards},
              {"players", players},
              {"winner", s.winner() >= 0 ? json(s.winner()) : json(nullptr)},
              {"places", s.current_seat() == kNobody ? json(s.places()) : json(nullptr)},
              {"rounds_without_boat", s.rounds_without_boat()},
              {"hints", hints},
              {"log", log}};
}

}  // namespace tabletop::pako
