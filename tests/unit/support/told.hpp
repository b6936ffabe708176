#pragma once
// What a move reported, in the words the log would show: engines report events as data, and tests
// read them as a person would, right after the move.
#include <string>
#include <vector>

#include "tabletop/core/match.hpp"

namespace tabletop::testing {

template <class S>
std::vector<LogLine> applied(S& state, const typename S::Move& move) {
  Events events;
  state.apply(move, events);
  return told(state, events);
}

inline std::vector<std::string> texts(const std::vector<LogLine>& lines) {
  std::vector<std::string> out;
  for (const LogLine& line : lines) out.push_back(line.text);
  return out;
}

// Some line holds `part`.
inline bool logged(const std::vector<LogLine>& lines, const std::string& part) {
  for (const LogLine& line : lines) {
    if (line.text.find(part) != std::string::npos) return true;
  }
  return false;
}

// "(3,4)": a square as a bare pair of numbers, which no board labels; a player reads the board's own words.
inline bool bare_pair(const std::string& text) {
  for (std::size_t at = text.find('('); at != std::string::npos; at = text.find('(', at + 1)) {
    std::size_t end = at + 1;
    while (end < text.size() && text[end] >= '0' && text[end] <= '9') ++end;
    if (end > at + 1 && end < text.size() && text[end] == ',') return true;
  }
  return false;
}

}  // namespace tabletop::testing
