#include "tabletop/games/igel/igel_replay.hpp"

#include "tabletop/core/json_read.hpp"
#include "tabletop/core/script_seats.hpp"
#include "tabletop/core/script_step.hpp"
#include "tabletop/games/igel/igel_json.hpp"
#include "tabletop/games/igel/igel_robots.hpp"

namespace tabletop::igel {
namespace {

bool given(const json& object, const char* key) { return jsonread::has(object, key) && !object[key].is_null(); }

bool rolled(const State& s) { return s.phase() == Phase::sidestep || s.phase() == Phase::forward; }

// One scripted turn: the roll (its face forced), the optional sidestep, then the forward move.
void play_turn(ScriptDocument<State>& match, const json& turn, const std::string& where) {
  const State& s = match.state();
  const int seat = s.turn();
  if (!turn.is_object()) throw BadData("must be an object with roll, sidestep and forward");
  jsonread::only_keys(turn, {"roll", "sidestep", "forward"}, where);
  if (s.phase() == Phase::over) throw IllegalMove("the game is already over");
  if (s.phase() == Phase::placement) {
    throw BadData("every hedgehog must be placed before the first turn (" + std::to_string(s.placed()) + " of " +
                  std::to_string(kTokensEach * s.num_seats()) + " are)");
  }
  const int face = jsonread::int_field(turn, "roll", 1, kDieFaces, where);
  match.play(Move::roll(), {Move::die(face)});
  const std::string row = std::to_string(face);
  if (given(turn, "sidestep")) {
    const json& step = turn["sidestep"];
    jsonread::only_keys(step, {"from", "to_row"}, where + ".sidestep");
    const Square from = square_from_json(jsonread::field(step, "from", where + ".sidestep"), where + ".sidestep.from");
    const int to_row = jsonread::int_field(step, "to_row", 1, kRows, where + ".sidestep");
    if (match.state().phase() != Phase::sidestep) {
      throw IllegalMove("no sidestep is possible: " + seat_letter_text(seat) +
                        " has no free hedgehog that can step aside");
    }
    match.play(Move::sidestep(from, to_row));
  } else if (match.state().phase() == Phase::sidestep) {
    match.play(Move::skip());
  }
  if (given(turn, "forward")) {
    const Square from = square_from_json(turn["forward"], where + ".forward");
    if (!rolled(match.state()))
      throw IllegalMove("nothing in row " + row + " can move forward, so forward must be null");
    match.play(Move::forward(from));
  } else if (rolled(match.state())) {
    throw IllegalMove("a hedgehog in row " + row + " can move forward, so forward must name it");
  }
}

}  // namespace

ReadScript script_document(const json& script) {
  using namespace jsonread;
  only_keys(script, {"players", "variants", "seed", "placements", "turns", "seats"}, "an igel script");
  const int players = has(script, "players") ? int_field(script, "players", kMinPlayers, kMaxPlayers, "") : 2;
  const std::uint64_t seed = seed_field(script);
  const std::vector<Seat> seats = script_seats(script, players, robot_styles());  // judged before the variants
  const Variants variants = variants_field(script, "");
  json setup{{"players", players}};
  if (has(script, "variants")) setup["variants"] = script["variants"];
  put_seats(setup, seats, false);
  ScriptDocument<State> match(std::move(setup), seed, State(players, variants), seats);
  const json& placements = optional_array_field(script, "placements", "");
  for (std::size_t i = 0; i < placements.size(); ++i) {
    const std::string where = "placement " + std::to_string(i + 1);
    script_step(where, [&] {
      if (match.state().phase() != Phase::placement) throw IllegalMove("every hedgehog is placed already");
      match.play(Move::place(integer(placements[i], 1, kRows, "the row")));
    });
  }
  const json& turns = optional_array_field(script, "turns", "");
  for (std::size_t i = 0; i < turns.size(); ++i) {
    const std::string where = "turn " + std::to_string(i + 1);
    script_step(where, [&] { play_turn(match, turns[i], where); });
  }
  return match.read();
}

json summarize(const Match<State>& match) {
  const State& s = match.state();
  json board = json::array();
  for (int row = 1; row <= kRows; ++row) {
    json squares = json::array();
    for (int col = 1; col <= kCols; ++col) squares.push_back(stack_letters(s.stack(Square{row, col})));
    board.push_back(std::move(squares));
  }
  json goal = json::array();
  for (int p = 0; p < s.num_seats(); ++p) goal.push_back(s.in_goal(p));
  json log = json::array();
  for (const LogLine& line : match.log()) log.push_back(line.text);
  const bool over = s.phase() == Phase::over;
  const char* phase = over ? "over" : s.phase() == Phase::placement ? "placement" : "play";
  json summary{{"phase", phase},
               {"turn", s.turn()},
               {"board", std::move(board)},
               {"goal", std::move(goal)},
               {"winner", over ? json(s.winner()) : json(nullptr)},
               {"ranking", over ? json(s.ranking()) : json(nullptr)},
               {"log", std::move(log)}};
  if (!s.variants().none()) summary["variants"] = variants_to_json(s.variants());
  return summary;
}

}  // namespace tabletop::igel
