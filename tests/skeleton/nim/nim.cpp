#include "nim/nim.hpp"

#include <numeric>

#include "tabletop/core/json_read.hpp"
#include "tabletop/core/seat.hpp"

namespace tabletop::nim {

std::vector<int> heaps_from_json(const json& j, const std::string& where) {
  if (!j.is_array() || j.empty() || j.size() > static_cast<std::size_t>(kMaxHeaps)) {
    throw BadData(where + " must list 1 to " + std::to_string(kMaxHeaps) + " heaps");
  }
  std::vector<int> heaps;
  for (std::size_t i = 0; i < j.size(); ++i) {
    heaps.push_back(jsonread::integer(j[i], 1, kMaxSticks, where + "[" + std::to_string(i) + "]"));
  }
  return heaps;
}

State::State(std::vector<int> heaps) : heaps_(std::move(heaps)) {
  if (heaps_.empty() || heaps_.size() > static_cast<std::size_t>(kMaxHeaps)) throw BadData("nim needs 1 to 5 heaps");
}

std::vector<Move> State::legal_moves() const {
  std::vector<Move> moves;
  if (winner_ >= 0) return moves;
  for (int h = 0; h < static_cast<int>(heaps_.size()); ++h) {
    for (int take = 1; take <= std::min(kMaxTake, heaps_[static_cast<std::size_t>(h)]); ++take) {
      moves.push_back(Move{h, take});
    }
  }
  return moves;
}

std::string State::why_illegal(const Move& move) const {
  if (winner_ >= 0) return "the game is over";
  if (move.heap < 0 || move.heap >= static_cast<int>(heaps_.size())) return "there is no such heap";
  if (move.take < 1 || move.take > kMaxTake) return "take 1 to 3 sticks";
  if (move.take > heaps_[static_cast<std::size_t>(move.heap)]) return "that heap has fewer sticks";
  return "";
}

void State::apply(const Move& move, EventSink events) {
  if (std::string why = why_illegal(move); !why.empty()) throw IllegalMove(why);
  heaps_[static_cast<std::size_t>(move.heap)] -= move.take;
  events(turn_, Say::takes, move.heap, move.take);
  if (std::accumulate(heaps_.begin(), heaps_.end(), 0) == 0) {
    winner_ = turn_;
    events(turn_, Say::wins);
  } else {
    turn_ = 1 - turn_;
  }
}

std::string State::event_text(const Event& e) const {
  const std::string who(1, seat_letter(e.seat));
  switch (static_cast<Say>(e.what)) {
    case Say::takes: return who + " " + describe(Move{static_cast<int>(e.n[0]), static_cast<int>(e.n[1])}) + ".";
    case Say::wins: return who + " takes the last stick and wins.";
  }
  return "";
}

Places State::places() const {
  if (winner_ < 0) return {};
  return winner_ == 0 ? Places{1, 2} : Places{2, 1};
}

std::string State::describe(const Move& move) const {
  return "takes " + std::to_string(move.take) + (move.take == 1 ? " stick" : " sticks") + " from heap " +
         std::to_string(move.heap + 1);
}

json State::to_json() const { return json{{"heaps", heaps_}, {"turn", turn_}, {"winner", winner_}}; }

State State::from_json(const json& j) {
  using namespace jsonread;
  std::vector<int> heaps;
  const json& saved = array_field(j, "heaps", "nim");
  if (saved.empty() || saved.size() > static_cast<std::size_t>(kMaxHeaps)) throw BadData("nim.heaps must list 1 to 5");
  for (std::size_t i = 0; i < saved.size(); ++i) heaps.push_back(integer(saved[i], 0, kMaxSticks, "nim.heaps"));
  State state(std::move(heaps));
  state.turn_ = int_field(j, "turn", 0, kPlayers - 1, "nim");
  state.winner_ = int_field(j, "winner", -1, kPlayers - 1, "nim");
  const bool empty = std::accumulate(state.heaps_.begin(), state.heaps_.end(), 0) == 0;
  if (empty != (state.winner_ >= 0)) throw BadData("nim.winner must be set exactly when every heap is empty");
  if (state.winner_ >= 0 && state.winner_ != state.turn_) throw BadData("nim.winner must be the last to move");
  return state;
}

json State::move_to_json(const Move& move) { return json{{"heap", move.heap + 1}, {"take", move.take}}; }

Move State::move_from_json(const json& j) {
  using namespace jsonread;
  if (!j.is_object() || j.size() != 2)
    throw BadData("a Nim move is {\"heap\": HEAP, \"take\": STICKS}, not " + j.dump());
  return Move{int_field(j, "heap", 1, kMaxHeaps, "move") - 1, int_field(j, "take", 1, kMaxTake, "move")};
}

}  // namespace tabletop::nim
