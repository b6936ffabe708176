#include "tabletop/games/igel/igel_json.hpp"

#include "tabletop/core/json_read.hpp"

namespace tabletop::igel {

json square_to_json(Square s) { return json::array({s.row, s.col}); }

Square square_from_json(const json& j, const std::string& what) {
  if (!j.is_array() || j.size() != 2) throw BadData(what + " must be a square [row, column]");
  return Square{jsonread::integer(j[0], 1, kRows, what + " row"), jsonread::integer(j[1], 1, kCols, what + " column")};
}

std::string stack_letters(const Stack& stack) {
  std::string letters;
  for (int owner : stack) letters += static_cast<char>('A' + owner);
  return letters;
}

json State::to_json() const {
  json rows = json::array();
  for (int row = 1; row <= kRows; ++row) {
    json squares = json::array();
    for (int col = 1; col <= kCols; ++col) {
      json owners = json::array();
      for (int owner : stack(Square{row, col})) owners.push_back(owner);
      squares.push_back(std::move(owners));
    }
    rows.push_back(std::move(squares));
  }
  return json{
      {"players", players_}, {"board", std::move(rows)}, {"phase", phase_name(phase_)}, {"turn", turn_},
      {"die", die_},         {"placed", placed_},        {"winner", winner_},           {"rng", rng_.to_json()}};
}

State State::from_json(const json& j) {
  using namespace jsonread;
  State state(int_field(j, "players", kMinPlayers, kMaxPlayers, "igel"), 0);
  const int players = state.players_;
  const json& rows = array_field(j, "board", "igel");
  if (rows.size() != kRows) throw BadData("igel.board must have 6 rows");
  for (int row = 1; row <= kRows; ++row) {
    const std::string where = "igel.board[" + std::to_string(row - 1) + "]";
    const json& squares = rows[static_cast<std::size_t>(row - 1)];
    if (!squares.is_array() || squares.size() != kCols) throw BadData(where + " must list 9 squares");
    for (int col = 1; col <= kCols; ++col) {
      const std::string at = where + "[" + std::to_string(col - 1) + "]";
      const json& tokens = squares[static_cast<std::size_t>(col - 1)];
      if (!tokens.is_array()) throw BadData(at + " must be a list of players, bottom to top");
      Stack& stack = state.stack_at(Square{row, col});
      if (tokens.size() > Stack::kCapacity) throw BadData(at + " holds more tokens than the game has");
      for (const json& owner : tokens) stack.push_back(integer(owner, 0, players - 1, at + " token"));
    }
  }
  state.find_leftmost();
  const std::string phase = string_field(j, "phase", "igel");
  bool known = false;
  for (Phase p : {Phase::placement, Phase::roll, Phase::chance, Phase::sidestep, Phase::forward, Phase::over}) {
    if (phase == phase_name(p)) {
      state.phase_ = p;
      known = true;
    }
  }
  if (!known) throw BadData("igel.phase '" + phase + "' is not a phase of the game");
  state.turn_ = int_field(j, "turn", 0, players - 1, "igel");
  state.die_ = int_field(j, "die", 0, kDieFaces, "igel");
  state.placed_ = int_field(j, "placed", 0, kTokensEach * players, "igel");
  state.winner_ = int_field(j, "winner", -1, players - 1, "igel");
  try {
    state.rng_ = Rng::from_json(field(j, "rng", "igel"));
  } catch (const std::runtime_error& e) {
    throw BadData(std::string("igel.rng: ") + e.what());
  }
  state.validate();
  return state;
}

}  // namespace tabletop::igel
