#include "tabletop/app/replay_text.hpp"

#include <sstream>

#include "tabletop/core/json_read.hpp"

namespace tabletop {

std::string json_problem(const std::string& text) {
  if (text.find_first_not_of(" \t\r\n") == std::string::npos) return "empty input";
  try {
    const json parsed = json::parse(text);
    return parsed.is_discarded() ? "unreadable" : "valid";
  } catch (const json::parse_error& e) {
    return "byte " + std::to_string(e.byte) + ": syntax error";
  } catch (const json::exception&) {  // a number too large for a double, and the like
    return "a value out of range";
  }
}

std::vector<ReplayResult> replay_text(const GameEntry& game, const std::string& text, const std::string& name) {
  // One script within the limits; otherwise JSON Lines, each line within them.
  const bool fits = jsonread::limits_problem(text).empty();
  const json whole = fits ? json::parse(text, nullptr, false) : json(json::value_t::discarded);
  if (!whole.is_discarded()) return {game.replay(whole)};
  // JSON Lines: every line is checked before anything is printed.
  std::istringstream lines(text);
  std::vector<std::pair<int, std::string>> scripts;
  int number = 0;
  for (std::string line; std::getline(lines, line);) {
    ++number;
    if (line.find_first_not_of(" \t\r") != std::string::npos) scripts.emplace_back(number, line);
  }
  if (scripts.size() <= 1) {
    if (const std::string problem = jsonread::limits_problem(text); !problem.empty())
      throw BadData(name + " is " + problem);
    throw BadData(name + " is not valid JSON (" + json_problem(text) + ")");
  }
  std::vector<ReplayResult> results;
  for (const auto& [line_number, line] : scripts) {
    const std::string where = "line " + std::to_string(line_number) + ": ";
    if (const std::string problem = jsonread::limits_problem(line); !problem.empty())
      throw BadData(where + "the script is " + problem);
    const json script = json::parse(line, nullptr, false);
    if (script.is_discarded()) throw BadData(where + "not valid JSON (" + json_problem(line) + ")");
    try {
      results.push_back(game.replay(script));
    } catch (const IllegalMove& e) {
      throw IllegalMove(where + e.what());
    } catch (const BadData& e) {
      throw BadData(where + e.what());
    }
  }
  return results;
}

}  // namespace tabletop
