#pragma once
// Small helpers shared by the Ludo tests: games from position letters and tokens put in place.
#include <stdexcept>
#include <string>
#include <vector>

#include "tabletop/games/ludo/ludo.hpp"
#include "tabletop/games/ludo/ludo_robots.hpp"

namespace tabletop::ludo::testing {

inline std::vector<int> positions(const std::string& letters) {
  std::vector<int> list;
  for (char c : letters) list.push_back(position_of_letter(c));
  return list;
}

inline State game(const std::string& letters, bool choose_moves = false, std::uint64_t seed = 1) {
  return State(positions(letters), choose_moves, seed);
}

// Puts both tokens of the player at `letter` on the given step counts.
inline void place(State& state, char letter, int p_steps, int q_steps) {
  const int seat = state.seat_at(position_of_letter(letter));
  state.set_steps(seat, Token::p, p_steps);
  state.set_steps(seat, Token::q, q_steps);
}

// The step count of a token of `letter` standing on track space `space` (its track must cover it).
inline int step_on(char letter, int space) {
  const int start = start_space(position_of_letter(letter));
  return ((space - start) % kTrackSpaces + kTrackSpaces) % kTrackSpaces + 1;
}

inline std::vector<Turn> turns(const std::vector<std::pair<char, int>>& list) {
  std::vector<Turn> out;
  for (const auto& [letter, roll] : list) out.push_back(Turn{position_of_letter(letter), roll});
  return out;
}

inline std::vector<std::string> texts(const Events& events) {
  std::vector<std::string> out;
  for (const Event& e : events) out.push_back(e.text);
  return out;
}

inline const RobotStyle<State>& style_named(const std::string& id) {
  const RobotStyle<State>* style = find_style(robot_styles(), id);
  if (style == nullptr) throw std::logic_error("no robot style " + id);
  return *style;
}

}  // namespace tabletop::ludo::testing
