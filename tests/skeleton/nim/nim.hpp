#pragma once
// Nim, the skeleton game: a few heaps of sticks, each turn take one to three sticks from one heap,
// and whoever takes the last stick wins. Used only by the tests (tests/skeleton), to show that a game
// plugs into the program through its own folder and one line of the registry. Rules: rules.md here.
#include <cstdint>
#include <string>
#include <vector>

#include "tabletop/core/game.hpp"
#include "tabletop/core/robot.hpp"

namespace tabletop::nim {

inline constexpr int kPlayers = 2;
inline constexpr int kMaxTake = 3;
inline constexpr int kMaxHeaps = 5;
inline constexpr int kMaxSticks = 20;  // in one heap

struct Move {
  int heap = 0;  // 0-based
  int take = 1;
  bool operator==(const Move&) const = default;
};

// What the log tells: events are data, put into words by State::event_text only when shown.
enum class Say {
  takes,  // seat; n: the heap, the sticks taken
  wins,   // seat
};

class State {
 public:
  static constexpr const char* kGameId = "nim";
  static constexpr bool kUndoAllowed = true;
  static constexpr Capabilities kCapabilities{};  // nothing beyond what every game has (core/game.hpp)
  using Move = nim::Move;
  using Observation = State;  // nothing is hidden, and nothing is left to chance

  explicit State(std::vector<int> heaps);

  int num_seats() const { return kPlayers; }
  int current_seat() const { return winner_ >= 0 ? kNobody : turn_; }
  std::vector<Move> legal_moves() const;
  std::string why_illegal(const Move& move) const;
  void apply(const Move& move, EventSink events = {});
  Places places() const;
  std::string describe(const Move& move) const;
  std::string event_text(const Event& event) const;
  json to_json() const;
  static State from_json(const json& j);
  bool operator==(const State&) const = default;  // copies compare equal
  static json move_to_json(const Move& move);     // {"heap": 1, "take": 2}, the heap counted from 1
  static Move move_from_json(const json& j);

  const std::vector<int>& heaps() const { return heaps_; }
  int turn() const { return turn_; }
  int winner() const { return winner_; }  // -1 while the game goes on

 private:
  std::vector<int> heaps_;
  int turn_ = 0;
  int winner_ = -1;
};

// The heaps a setup or script names: a list of 1 to kMaxHeaps sizes from 1 to kMaxSticks; throws BadData.
std::vector<int> heaps_from_json(const json& j, const std::string& where);

const std::vector<RobotStyle<State>>& robot_styles();

}  // namespace tabletop::nim
