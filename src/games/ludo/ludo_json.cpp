#include "tabletop/games/ludo/ludo_json.hpp"

#include <algorithm>

#include "tabletop/core/json_read.hpp"

namespace tabletop::ludo {
namespace {

const char* phase_name(State::Phase phase) {
  switch (phase) {
    case State::Phase::roll: return "roll";
    case State::Phase::die: return "die";
    case State::Phase::choose: return "choose";
    case State::Phase::over: return "over";
  }
  return "roll";
}

State::Phase phase_from_name(const std::string& name) {
  for (auto phase : {State::Phase::roll, State::Phase::die, State::Phase::choose, State::Phase::over}) {
    if (name == phase_name(phase)) return phase;
  }
  throw BadData("ludo.phase must be \"roll\", \"die\", \"choose\" or \"over\", not \"" + name + "\"");
}

}  // namespace

int position_from_json(const json& j, const std::string& what) {
  const std::string text = j.is_string() ? j.get<std::string>() : "";
  const int position = text.size() == 1 ? position_of_letter(text[0]) : -1;
  if (position < 0) throw BadData(what + " must be a position \"A\", \"B\", \"C\" or \"D\", not " + j.dump());
  return position;
}

std::vector<int> positions_from_json(const json& list, const std::string& what) {
  if (!list.is_array() || list.empty() || list.size() > static_cast<std::size_t>(kPositions)) {
    throw BadData(what + " must list 1 to 4 positions, like [\"A\", \"C\"]");
  }
  std::vector<int> positions;
  for (std::size_t i = 0; i < list.size(); ++i) {
    const int position = position_from_json(list[i], what + "[" + std::to_string(i) + "]");
    if (std::find(positions.begin(), positions.end(), position) != positions.end()) {
      throw BadData(what + " lists position " + position_letter(position) + " twice");
    }
    positions.push_back(position);
  }
  return positions;
}

json State::to_json() const {
  json positions = json::array();
  json tokens = json::array();
  for (int seat = 0; seat < seats_; ++seat) {
    const Player& p = player(seat);
    positions.push_back(std::string(1, p.letter()));
    tokens.push_back(json::array({p.steps(Token::p), p.steps(Token::q)}));
  }
  json j{{"positions", positions},  {"choose_moves", choose_moves_},
         {"tokens", tokens},        {"phase", phase_name(phase_)},
         {"turn", turn_},           {"bonus", bonus_},
         {"last_roll", last_roll_}, {"finish_order", finish_order()}};
  if (last_roller_ >= 0) j["last_roller"] = last_roller_;  // saves from before it was kept have none
  if (literal_turns_) j["literal_turns"] = true;           // only then: every other game's save stays as it was
  return j;
}

State State::from_json(const json& j) {
  using namespace jsonread;
  State state(positions_from_json(field(j, "positions", "ludo"), "ludo.positions"),
              bool_field(j, "choose_moves", "ludo"), has(j, "literal_turns") && bool_field(j, "literal_turns", "ludo"));
  const json& tokens = array_field(j, "tokens", "ludo");
  if (tokens.size() != static_cast<std::size_t>(state.seats_))
    throw BadData("ludo.tokens must have one [p, q] pair per position");
  for (int seat = 0; seat < state.num_seats(); ++seat) {
    const std::string where = "ludo.tokens[" + std::to_string(seat) + "]";
    const json& pair = tokens[static_cast<std::size_t>(seat)];
    if (!pair.is_array() || pair.size() != 2) throw BadData(where + " must be a pair of step counts [p, q]");
    for (Token t : kTokens) {
      state.set_steps(seat, t,
                      integer(pair[static_cast<std::size_t>(t)], kYard, kFinal, where + "." + token_letter(t)));
    }
  }
  state.phase_ = phase_from_name(string_field(j, "phase", "ludo"));
  state.turn_ = int_field(j, "turn", 0, state.num_seats() - 1, "ludo");
  state.bonus_ = bool_field(j, "bonus", "ludo");
  state.last_roll_ = int_field(j, "last_roll", 0, 6, "ludo");
  if (has(j, "last_roller")) {
    state.last_roller_ = int_field(j, "last_roller", 0, state.num_seats() - 1, "ludo");
  } else if (state.phase_ == Phase::choose) {
    state.last_roller_ = state.turn_;  // a save from before the roller was kept: who picks a token rolled the die
  }
  const json& order = array_field(j, "finish_order", "ludo");
  for (std::size_t i = 0; i < order.size(); ++i) {
    const int seat = integer(order[i], 0, state.num_seats() - 1, "ludo.finish_order[" + std::to_string(i) + "]");
    if (i < static_cast<std::size_t>(state.num_seats()))
      state.finish_order_[static_cast<std::size_t>(state.finished_++)] = seat;
  }
  if (order.size() > static_cast<std::size_t>(state.num_seats())) {
    state.validate_tokens();          // what validate() would find first
    throw BadData(kFinishOrderRule);  // a longer list names some player twice
  }
  state.validate();
  return state;
}

}  // namespace tabletop::ludo

namespace tabletop::ludo {

// "roll", {"die": face}, {"token": "p"}, and a literal turn as the seed writes it, ["A", 6]
json State::move_to_json(const Move& move) {
  switch (move.kind) {
    case MoveKind::roll: return "roll";
    case MoveKind::die: return json{{"die", move.value}};
    case MoveKind::token: return json{{"token", std::string(1, token_letter(static_cast<Token>(move.value)))}};
    case MoveKind::turn:
      return json::array({std::string(1, position_letter(move.literal_turn().position)), move.literal_turn().roll});
  }
  return nullptr;
}

Move State::move_from_json(const json& j) {
  using namespace jsonread;
  if (j == "roll") return Move::roll();
  if (j.is_object() && j.size() == 1 && has(j, "die")) return Move::die(int_field(j, "die", 1, 6, "move"));
  if (j.is_object() && j.size() == 1 && has(j, "token") && (j["token"] == "p" || j["token"] == "q")) {
    return Move::token(j["token"] == "p" ? Token::p : Token::q);
  }
  if (j.is_array() && j.size() == 2) {
    return Move::turn(Turn{position_from_json(j[0], "a turn's position"), integer(j[1], 1, 6, "a turn's roll")});
  }
  throw BadData(
      "a Ludo move is \"roll\", {\"die\": FACE}, {\"token\": \"p\" or \"q\"} or a replayed turn [POSITION, "
      "ROLL], not " +
      j.dump());
}

}  // namespace tabletop::ludo
