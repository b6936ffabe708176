#include "tabletop/games/igel/igel_json.hpp"

#include <algorithm>

#include "tabletop/core/json_read.hpp"
#include "tabletop/core/seat.hpp"
#include "tabletop/core/words.hpp"

namespace tabletop::igel {

json square_to_json(Square s) { return json::array({s.row, s.col}); }

Square square_from_json(const json& j, const std::string& what) {
  if (!j.is_array() || j.size() != 2) throw BadData(what + " must be a square [row, column]");
  return Square{jsonread::integer(j[0], 1, kRows, what + " row"), jsonread::integer(j[1], 1, kCols, what + " column")};
}

std::string stack_letters(const Stack& stack) {
  std::string letters;
  for (int owner : stack) letters += seat_letter(owner);
  return letters;
}

Variants variants_from_json(const json& j, const std::string& what) {
  std::vector<std::string> names;
  if (j.is_string()) {
    const std::string text = j.get<std::string>();
    std::size_t begin = 0;
    while (begin < text.size()) {
      const std::size_t comma = std::min(text.find(',', begin), text.size());
      names.push_back(text.substr(begin, comma - begin));
      begin = comma + 1;
    }
  } else if (j.is_array()) {
    for (const json& name : j) {
      if (!name.is_string()) throw BadData(what + " must list variant names, not " + name.dump());
      names.push_back(name.get<std::string>());
    }
  } else {
    throw BadData(what + " must be a list of variant names, like [\"round_board\", \"stacks_march\"]");
  }
  std::vector<std::string> ids;
  for (Variant v : kAllVariants) ids.push_back(variant_id(v));
  const std::string known = in_words(ids);
  Variants variants;
  for (const std::string& name : names) {
    const auto found =
        std::find_if(kAllVariants.begin(), kAllVariants.end(), [&name](Variant v) { return name == variant_id(v); });
    if (found == kAllVariants.end()) {
      throw BadData(what + ": '" + name + "' is not a variant of Igel Ärgern; the variants are " + known);
    }
    if (variants.has(*found)) throw BadData(what + " names '" + name + "' twice");
    variants.set(*found, true);
  }
  return variants;
}

json variants_to_json(Variants variants) {
  json ids = json::array();
  for (Variant v : variants.list()) ids.push_back(variant_id(v));
  return ids;
}

Variants variants_field(const json& object, const std::string& where) {
  if (!jsonread::has(object, "variants") || object["variants"].is_null()) return {};
  return variants_from_json(object["variants"], where.empty() ? "variants" : where + ".variants");
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
  json j{
      {"players", players_}, {"board", std::move(rows)}, {"phase", phase_name(phase_)}, {"turn", turn_}, {"die", die_},
      {"placed", placed_},   {"winner", winner_}};
  // Written only when some are on, so a game without variants saves exactly as before there were any.
  if (!variants_.none()) j["variants"] = variants_to_json(variants_);
  return j;
}

State State::from_json(const json& j) {
  using namespace jsonread;
  State state(int_field(j, "players", kMinPlayers, kMaxPlayers, "igel"), variants_field(j, "igel"));
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
      if (tokens.size() > Stack::kCapacity) throw BadData(at + " holds more hedgehogs than the game has");
      for (const json& owner : tokens) stack.push_back(integer(owner, 0, players - 1, at + " hedgehog"));
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
  state.validate();
  return state;
}

}  // namespace tabletop::igel

namespace tabletop::igel {

// "roll", "skip", {"place": row}, {"die": face}, {"sidestep": [row, col], "to_row": row}, {"forward": [row, col]}
json State::move_to_json(const Move& move) {
  switch (move.kind) {
    case MoveKind::place: return json{{"place", move.from.row}};
    case MoveKind::roll: return "roll";
    case MoveKind::die: return json{{"die", move.face}};
    case MoveKind::sidestep: return json{{"sidestep", square_to_json(move.from)}, {"to_row", move.to_row}};
    case MoveKind::skip: return "skip";
    case MoveKind::forward: return json{{"forward", square_to_json(move.from)}};
  }
  return nullptr;
}

Move State::move_from_json(const json& j) {
  using namespace jsonread;
  if (j == "roll") return Move::roll();
  if (j == "skip") return Move::skip();
  if (j.is_object() && j.size() == 1 && jsonread::has(j, "place"))
    return Move::place(int_field(j, "place", 1, kRows, "move"));
  if (j.is_object() && j.size() == 1 && jsonread::has(j, "die"))
    return Move::die(int_field(j, "die", 1, kDieFaces, "move"));
  if (j.is_object() && j.size() == 2 && jsonread::has(j, "sidestep") && jsonread::has(j, "to_row")) {
    return Move::sidestep(square_from_json(j["sidestep"], "move.sidestep"), int_field(j, "to_row", 1, kRows, "move"));
  }
  if (j.is_object() && j.size() == 1 && jsonread::has(j, "forward"))
    return Move::forward(square_from_json(j["forward"], "move.forward"));
  throw BadData(
      "an Igel move is \"roll\", \"skip\", {\"place\": ROW}, {\"die\": FACE}, {\"sidestep\": [ROW, COLUMN], "
      "\"to_row\": ROW} or {\"forward\": [ROW, COLUMN]}, not " +
      j.dump());
}

}  // namespace tabletop::igel
