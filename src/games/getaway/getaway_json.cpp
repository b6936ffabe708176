// Getaway states in JSON for the saves, and the checks that refuse an impossible one. The board
// travels as its text and is read again, so a saved game never depends on the file it came from.
#include <algorithm>
#include <array>
#include <set>

#include "tabletop/core/json_read.hpp"
#include "tabletop/games/getaway/getaway.hpp"

namespace tabletop::getaway {
namespace {

constexpr std::array<const char*, 6> kPhaseNames = {"roll", "dice", "amount", "toll", "distance", "over"};

Phase phase_from(const std::string& name) {
  for (std::size_t i = 0; i < kPhaseNames.size(); ++i) {
    if (name == kPhaseNames[i]) return static_cast<Phase>(i);
  }
  throw BadData("getaway.phase must be one of roll, dice, amount, toll, distance, over, not \"" + name + "\"");
}

constexpr long long kMostGold = 1LL << 50;  // far beyond any real game, far below overflow

long long gold_field(const json& object, const char* key, const std::string& where) {
  const json& v = jsonread::field(object, key, where);
  if (!v.is_number_integer() || v.get<long long>() < 0 || v.get<long long>() > kMostGold) {
    throw BadData(where + "." + key + " must be a whole number of gold from 0 up");
  }
  return v.get<long long>();
}

std::vector<int> squares_list(const json& object, const char* key, const std::string& where, int last) {
  std::vector<int> out;
  const json& list = jsonread::array_field(object, key, where);
  for (std::size_t i = 0; i < list.size(); ++i) {
    out.push_back(jsonread::integer(list[i], 0, last, where + "." + key + "[" + std::to_string(i) + "]"));
  }
  return out;
}

}  // namespace

json State::to_json() const {
  json players = json::array();
  for (const auto& p : players_) {
    json backpack = json::array();
    for (const auto& ref : p.backpack) backpack.push_back(json::array({ref.square, ref.index}));
    players.push_back(json{{"name", p.name},
                           {"square", p.square},
                           {"gold", p.gold},
                           {"backpack", backpack},
                           {"held_turns", p.held_turns},
                           {"held_until", p.held_until},
                           {"home", p.home}});
  }
  json used = json::array();
  json taken = json::array();
  for (int i = 0; i <= board_->last(); ++i) {
    if (used_[static_cast<std::size_t>(i)] != 0) used.push_back(i);
    if (taken_[static_cast<std::size_t>(i)] != 0)
      taken.push_back(json::array({i, taken_[static_cast<std::size_t>(i)]}));
  }
  return json{{"board", json{{"source", board_->source}, {"text", board_->text}}},
              {"players", players},
              {"used", used},
              {"taken", taken},
              {"turn", turn_},
              {"phase", kPhaseNames[static_cast<std::size_t>(phase_)]},
              {"at", at_},
              {"toll_due", toll_due_},
              {"visited", visited_},
              {"story", story()},
              {"last_dice", last_dice_},
              {"last_path", last_path_},
              {"last_mover", last_mover_},
              {"turns_played", turns_played_}};
}

State State::from_json(const json& j) {
  using namespace jsonread;
  const json& board_json = field(j, "board", "getaway");
  const std::string source = string_field(board_json, "source", "getaway.board");
  Board board;
  try {
    board = parse_board(string_field(board_json, "text", "getaway.board"), source);
  } catch (const BoardError& e) {
    throw BadData(std::string("getaway.board: ") + e.what());
  }
  const int last = board.last();
  const int faces = board.faces;
  const json& players_json = array_field(j, "players", "getaway");
  std::vector<std::string> names;
  for (std::size_t i = 0; i < players_json.size(); ++i) {
    names.push_back(string_field(players_json[i], "name", "getaway.players[" + std::to_string(i) + "]"));
  }
  State state(std::move(board), names);
  for (std::size_t i = 0; i < players_json.size(); ++i) {
    const std::string where = "getaway.players[" + std::to_string(i) + "]";
    const json& pj = players_json[i];
    Player& p = state.players_[i];
    p.square = int_field(pj, "square", 0, last, where);
    p.gold = gold_field(pj, "gold", where);
    const json& backpack = array_field(pj, "backpack", where);
    for (std::size_t k = 0; k < backpack.size(); ++k) {
      const std::string what = where + ".backpack[" + std::to_string(k) + "]";
      if (!backpack[k].is_array() || backpack[k].size() != 2) throw BadData(what + " must be [square, index]");
      p.backpack.push_back(TrinketRef{integer(backpack[k][0], 0, last, what + " square"),
                                      integer(backpack[k][1], 0, kMaxSquares * 1000, what + " index")});
    }
    p.held_turns = int_field(pj, "held_turns", 0, kMaxTrapTurns, where);
    p.held_until = int_field(pj, "held_until", 0, 2 * kMaxFaces, where);
    p.home = bool_field(pj, "home", where);
  }
  for (int square : squares_list(j, "used", "getaway", last)) state.used_[static_cast<std::size_t>(square)] = 1;
  const json& taken = array_field(j, "taken", "getaway");
  for (std::size_t k = 0; k < taken.size(); ++k) {
    const std::string what = "getaway.taken[" + std::to_string(k) + "]";
    if (!taken[k].is_array() || taken[k].size() != 2) throw BadData(what + " must be [square, count]");
    const int square = integer(taken[k][0], 0, last, what + " square");
    state.taken_[static_cast<std::size_t>(square)] =
        integer(taken[k][1], 0, static_cast<int>(state.square_at(square).trinkets.size()), what + " count");
  }
  state.turn_ = int_field(j, "turn", 0, state.num_seats() - 1, "getaway");
  state.phase_ = phase_from(string_field(j, "phase", "getaway"));
  state.at_ = int_field(j, "at", 0, last, "getaway");
  state.toll_due_ = gold_field(j, "toll_due", "getaway");
  state.visited_ = squares_list(j, "visited", "getaway", last);
  for (const json& sentence : array_field(j, "story", "getaway")) {
    if (!sentence.is_string()) throw BadData("getaway.story must hold sentences");
    state.told_.push_back(sentence.get<std::string>());
  }
  const json& dice = array_field(j, "last_dice", "getaway");
  if (dice.size() != 2) throw BadData("getaway.last_dice must hold two dice");
  state.last_dice_ = {integer(dice[0], 0, faces, "getaway.last_dice[0]"),
                      integer(dice[1], 0, faces, "getaway.last_dice[1]")};
  state.last_path_ = squares_list(j, "last_path", "getaway", last);
  state.last_mover_ = int_field(j, "last_mover", -1, state.num_seats() - 1, "getaway");
  state.turns_played_ = int_field(j, "turns_played", 0, INT32_MAX, "getaway");
  state.validate();
  return state;
}

void State::validate() const {
  const int last = board_->last();
  std::set<std::pair<int, int>> carried;
  for (int seat = 0; seat < num_seats(); ++seat) {
    const Player& p = player(seat);
    const std::string who = "player " + std::to_string(seat + 1) + " (" + p.name + ")";
    const Square& here = square_at(p.square);
    if (p.home != (p.square == last)) throw BadData(who + " must be home exactly when on the Castle");
    if (p.home && (!p.backpack.empty() || p.held())) throw BadData(who + " is home but still carries or waits");
    if (p.held_turns > 0 && p.held_until > 0) throw BadData(who + " cannot be held by two traps at once");
    if (p.held_turns > 0 &&
        (here.kind != SquareKind::trap || here.trap != TrapKind::time || p.held_turns > here.trap_value)) {
      throw BadData(who + " is held for turns but not by the time trap on their square");
    }
    if (p.held_until > 0 &&
        (here.kind != SquareKind::trap || here.trap != TrapKind::event || p.held_until != here.trap_value)) {
      throw BadData(who + " waits for a roll but not in the event trap on their square");
    }
    for (const auto& ref : p.backpack) {
      const Square& from = square_at(ref.square);
      if (from.kind != SquareKind::trinkets || ref.index >= trinkets_taken(ref.square)) {
        throw BadData(who + " carries a trinket that was never taken from square " + std::to_string(ref.square));
      }
      if (!carried.insert({ref.square, ref.index}).second) throw BadData("two players carry the same trinket");
    }
  }
  for (int i = 0; i <= last; ++i) {
    const Square& s = square_at(i);
    const bool once_only = !s.every_time && (s.kind == SquareKind::treasure || s.kind == SquareKind::teleporter ||
                                             s.kind == SquareKind::toll);
    if (used(i) && !once_only) throw BadData("square " + std::to_string(i) + " works every time and cannot be used up");
    if (trinkets_taken(i) > 0 && s.kind != SquareKind::trinkets) {
      throw BadData("square " + std::to_string(i) + " has no trinkets to take");
    }
  }
  const bool everyone_home = players_on_trail() == 0;
  const bool out_of_rounds = turns_played_ >= kMaxRounds * num_seats();
  if ((phase_ == Phase::over) != (everyone_home || out_of_rounds)) {
    throw BadData("the game is over exactly when everyone is home or " + std::to_string(kMaxRounds) +
                  " rounds are played");
  }
  if (phase_ == Phase::over) return;
  const Player& p = player(turn_);
  if (p.home) throw BadData("the player in turn is already home");
  const Square& pending = square_at(at_);
  const bool on_pending = at_ == p.square;
  switch (phase_) {
    case Phase::amount:
      if (!on_pending || !pending.amount.random ||
          (pending.kind != SquareKind::treasure && pending.kind != SquareKind::toll)) {
        throw BadData("random gold can only be drawn for a random treasure or toll the player stands on");
      }
      break;
    case Phase::toll:
      if (!on_pending || pending.kind != SquareKind::toll || toll_due_ > p.gold) {
        throw BadData("a toll question needs a toll the player stands on and can pay");
      }
      break;
    case Phase::distance:
      if (!on_pending || pending.jump.kind != JumpKind::random ||
          (pending.kind != SquareKind::teleporter && pending.kind != SquareKind::toll)) {
        throw BadData("a distance can only be drawn for a random jump the player stands on");
      }
      break;
    default: break;
  }
}

}  // namespace tabletop::getaway

namespace tabletop::getaway {

// "roll", "pay", "refuse", {"dice": [first, second]}, {"draw": number}
json State::move_to_json(const Move& move) {
  switch (move.kind) {
    case MoveKind::roll: return "roll";
    case MoveKind::dice: return json{{"dice", json::array({move.first, move.second})}};
    case MoveKind::draw: return json{{"draw", move.first}};
    case MoveKind::pay: return "pay";
    case MoveKind::refuse: return "refuse";
  }
  return nullptr;
}

// Numbers are read within the game's widest limits; apply() judges them against the board played.
Move State::move_from_json(const json& j) {
  using namespace jsonread;
  if (j == "roll") return Move::roll();
  if (j == "pay") return Move::pay();
  if (j == "refuse") return Move::refuse();
  if (j.is_object() && j.size() == 1 && has(j, "dice") && j["dice"].is_array() && j["dice"].size() == 2) {
    return Move::dice(integer(j["dice"][0], 1, kMaxFaces, "move.dice[0]"),
                      integer(j["dice"][1], 1, kMaxFaces, "move.dice[1]"));
  }
  if (j.is_object() && j.size() == 1 && has(j, "draw")) return Move::draw(int_field(j, "draw", 1, INT32_MAX, "move"));
  throw BadData(
      "a Getaway move is \"roll\", \"pay\", \"refuse\", {\"dice\": [FIRST, SECOND]} or {\"draw\": NUMBER}, not " +
      j.dump());
}

}  // namespace tabletop::getaway
