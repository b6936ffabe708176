#pragma once
// Small helpers shared by the Ludo tests: games from position letters and tokens put in place.
#include <stdexcept>
#include <string>
#include <vector>

#include "support/told.hpp"
#include "tabletop/games/ludo/ludo.hpp"
#include "tabletop/games/ludo/ludo_robots.hpp"

namespace tabletop::ludo::testing {

using tabletop::testing::applied;
using tabletop::testing::texts;

inline std::vector<int> positions(const std::string& letters) {
  std::vector<int> list;
  for (char c : letters) list.push_back(position_of_letter(c));
  return list;
}

inline State game(const std::string& letters, bool choose_moves = false) {
  return State(positions(letters), choose_moves);
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

// B has one token home and the other near it; A, choosing moves, can kick that one with q and the 4
// just rolled, where p would walk on (review_test grades declining the kick; coach_test coaches it).
inline State kick_offered() {
  State state = game("AB", true);
  place(state, 'A', 30, 2);
  place(state, 'B', step_on('B', 6), kFinal);
  state.apply(Move::roll());
  state.apply(Move::die(4));
  return state;
}

inline std::vector<Turn> turns(const std::vector<std::pair<char, int>>& list) {
  std::vector<Turn> out;
  for (const auto& [letter, roll] : list) out.push_back(Turn{position_of_letter(letter), roll});
  return out;
}

// The seed's move_token and the kicks it reported, in words.
inline std::vector<LogLine> kicks(State& state, int position, Token token, int steps) {
  Events events;
  state.move_token(position, token, steps, events);
  return told(state, events);
}

// One literal turn of a turns list and what it reported, in words.
inline std::vector<LogLine> turn_told(State& state, const Turn& turn) {
  Events events;
  state.play_turn(turn, events);
  return told(state, events);
}

inline const RobotStyle<State>& style_named(const std::string& id) {
  const RobotStyle<State>* style = find_style(robot_styles(), id);
  if (style == nullptr) throw std::logic_error("no robot style " + id);
  return *style;
}

}  // namespace tabletop::ludo::testing
