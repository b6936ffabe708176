#include "tabletop/games/pako/pako_json.hpp"

#include "tabletop/core/json_read.hpp"

namespace tabletop::pako {

json square_to_json(Square s) { return json::array({s.row, s.col}); }

Square square_from_json(const json& j, int size, const std::string& what) {
  if (!j.is_array() || j.size() != 2) throw BadData(what + " must be a square [row, col]");
  return Square{jsonread::integer(j[0], 1, size, what + " row"), jsonread::integer(j[1], 1, size, what + " column")};
}

void read_position(State& state, const json& position) {
  using namespace jsonread;
  const int n = state.size();
  only_keys(position, {"guards", "players", "turn"}, "position");
  const json& guards = array_field(position, "guards", "position");
  if (static_cast<int>(guards.size()) != n)
    throw BadData("position.guards must list " + std::to_string(n) + " columns");
  std::vector<int> cols;
  for (std::size_t i = 0; i < guards.size(); ++i) {
    cols.push_back(integer(guards[i], 1, n, "position.guards[" + std::to_string(i) + "]"));
  }
  state.set_guards(cols);
  const json& players = array_field(position, "players", "position");
  if (static_cast<int>(players.size()) != state.num_seats()) {
    throw BadData("position.players must list " + std::to_string(state.num_seats()) + " players");
  }
  for (int p = 0; p < state.num_seats(); ++p) {
    const std::string where = "position.players[" + std::to_string(p) + "]";
    const json& entry = players[static_cast<std::size_t>(p)];
    only_keys(entry, {"yard", "boat"}, where);
    std::vector<Square> yard;
    const json& squares = array_field(entry, "yard", where);
    for (std::size_t i = 0; i < squares.size(); ++i) {
      yard.push_back(square_from_json(squares[i], n, where + ".yard[" + std::to_string(i) + "]"));
    }
    state.set_pieces(p, std::move(yard),
                     has(entry, "boat") ? int_field(entry, "boat", 0, kPrisonersToWin - 1, where) : 0);
  }
  if (has(position, "turn")) state.set_turn(int_field(position, "turn", 0, state.num_seats() - 1, "position"));
  state.validate();
}

json State::to_json() const {
  json players = json::array();
  for (int p = 0; p < players_; ++p) {
    json yard = json::array();
    for (const Square& s : this->yard(p)) yard.push_back(square_to_json(s));
    players.push_back(json{{"yard", yard}, {"boat", boat(p)}});
  }
  const std::vector<int> guards(guards_.begin(), guards_.begin() + n_);
  return json{{"size", n_},
              {"players", players_},
              {"guards", guards},
              {"pieces", players},
              {"turn", turn_},
              {"guard_to_draw", guard_to_draw_},
              {"winner", winner_},
              {"passes_in_row", passes_in_row_},
              {"rounds_without_boat", rounds_without_boat_},
              {"boat_this_round", boat_this_round_}};
}

State State::from_json(const json& j) {
  using namespace jsonread;
  const int n = int_field(j, "size", kMinSize, kMaxSize, "pako");
  if (!valid_size(n)) throw BadData("pako.size must be odd");
  State state(n, int_field(j, "players", kMinPlayers, kMaxPlayers, "pako"));
  const json& guards = array_field(j, "guards", "pako");
  if (static_cast<int>(guards.size()) != n) throw BadData("pako.guards must have one column per row");
  for (int row = 1; row <= n; ++row) {
    state.guards_[static_cast<std::size_t>(row - 1)] =
        integer(guards[static_cast<std::size_t>(row - 1)], 1, n, "pako.guards[" + std::to_string(row - 1) + "]");
  }
  const json& pieces = array_field(j, "pieces", "pako");
  if (static_cast<int>(pieces.size()) != state.players_) throw BadData("pako.pieces must have one entry per player");
  for (int p = 0; p < state.players_; ++p) {
    const std::string where = "pako.pieces[" + std::to_string(p) + "]";
    const json& entry = pieces[static_cast<std::size_t>(p)];
    auto& mine = state.pieces_[static_cast<std::size_t>(p)];
    for (const json& s : array_field(entry, "yard", where)) mine.add(square_from_json(s, n, where + ".yard"));
    mine.boat = int_field(entry, "boat", 0, kPrisonersToWin, where);
  }
  state.turn_ = int_field(j, "turn", 0, state.players_ - 1, "pako");
  state.guard_to_draw_ = bool_field(j, "guard_to_draw", "pako");
  state.winner_ = int_field(j, "winner", -1, state.players_ - 1, "pako");
  state.passes_in_row_ = int_field(j, "passes_in_row", 0, state.players_, "pako");
  // A save from before ruling A21b has no count: it starts at zero.
  if (has(j, "rounds_without_boat")) {
    state.rounds_without_boat_ = int_field(j, "rounds_without_boat", 0, kRoundsWithoutBoat, "pako");
  }
  if (has(j, "boat_this_round")) state.boat_this_round_ = bool_field(j, "boat_this_round", "pako");
  state.find_owners();
  state.validate();
  if (state.winner_ >= 0 && state.boat(state.winner_) < kPrisonersToWin) throw BadData("pako.winner has not won");
  return state;
}

}  // namespace tabletop::pako

namespace tabletop::pako {

// "pass", {"from": "prison", "to": [row, col]}, {"from": [row, col], "to": [row, col]},
// {"from": [row, col], "to": "boat"}, and the guard drawn: {"guard": row, "to_col": col}.
json State::move_to_json(const Move& move) {
  switch (move.kind) {
    case MoveKind::prison: return json{{"from", "prison"}, {"to", square_to_json(move.to)}};
    case MoveKind::yard: return json{{"from", square_to_json(move.from)}, {"to", square_to_json(move.to)}};
    case MoveKind::boat: return json{{"from", square_to_json(move.from)}, {"to", "boat"}};
    case MoveKind::guard_draw: return json{{"guard", move.guard_row}, {"to_col", move.edge}};
    case MoveKind::pass: return "pass";
  }
  return nullptr;
}

// Squares are read within the largest board; apply() judges them against the board played.
Move State::move_from_json(const json& j) {
  using namespace jsonread;
  if (j == "pass") return Move::pass();
  if (j.is_object() && j.size() == 2 && has(j, "guard") && has(j, "to_col")) {
    return Move::draw(int_field(j, "guard", 1, kMaxSize, "move"), int_field(j, "to_col", 1, kMaxSize, "move"));
  }
  if (j.is_object() && j.size() == 2 && has(j, "from") && has(j, "to")) {
    if (j["from"] == "prison") return Move::from_prison(square_from_json(j["to"], kMaxSize, "move.to"));
    const Square from = square_from_json(j["from"], kMaxSize, "move.from");
    if (j["to"] == "boat") return Move::to_boat(from);
    return Move::step(from, square_from_json(j["to"], kMaxSize, "move.to"));
  }
  throw BadData(
      "a Pako move is \"pass\", {\"from\": \"prison\" or [ROW, COLUMN], \"to\": [ROW, COLUMN] or \"boat\"} "
      "or {\"guard\": ROW, \"to_col\": COLUMN}, not " +
      j.dump());
}

}  // namespace tabletop::pako
