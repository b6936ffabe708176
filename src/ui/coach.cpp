#include "tabletop/ui/coach.hpp"

#include <cmath>

namespace tabletop::ui {

std::string coach_words(const ReviewReport& verdict, const std::string& who) {
  if (verdict.decisions.empty()) return "";
  const ReviewDecision& d = verdict.decisions.front();
  if (static_cast<int>(d.grade) < static_cast<int>(Grade::mistake)) return "";
  // The value the review judges by: a win chance with two seats, an expected share of the places with more.
  const std::string stake = verdict.seats.size() > 2 ? "your expected share of the places" : "your win chance";
  // A judge weaker than Hard (a game whose Hard is not its search) is not called Hard.
  const std::string judge = verdict.at_least_hard ? "Hard" : "the review's search (weaker than Hard here)";
  return "Coach" + (who.empty() ? std::string() : " for " + who) + ": a " + grade_word(d.grade) + ", about " +
         std::to_string(std::lround(100 * d.cost)) + " points of " + stake + " lost; " + judge + " would have played " +
         d.best + ".";
}

}  // namespace tabletop::ui
