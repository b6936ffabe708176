#include "tabletop/core/review_report.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "tabletop/core/json_read.hpp"
#include "tabletop/core/seat.hpp"

namespace tabletop {

Grade grade_of(double cost, double error) {
  if (cost <= kNoiseSigmas * error) return Grade::none;  // within the search's own noise
  if (cost >= kBlunderCost) return Grade::blunder;
  if (cost >= kMistakeCost) return Grade::mistake;
  if (cost >= kInaccuracyCost) return Grade::inaccuracy;
  return Grade::none;
}

const char* grade_word(Grade grade) {
  switch (grade) {
    case Grade::none: return "";
    case Grade::inaccuracy: return "inaccuracy";
    case Grade::mistake: return "mistake";
    case Grade::blunder: return "blunder";
  }
  return "";
}

void ReviewReport::sum_up() {
  std::vector<double> cost_var(seats.size(), 0.0), luck_var(seats.size(), 0.0);
  for (ReviewSeat& s : seats) s = ReviewSeat{s.name, 0, 0, 0, 0, 0, s.result, "", {0, 0, 0, 0}};
  for (const ReviewDecision& d : decisions) {
    if (d.seat < 0 || static_cast<std::size_t>(d.seat) >= seats.size()) continue;
    ReviewSeat& s = seats[static_cast<std::size_t>(d.seat)];
    ++s.decisions;
    s.cost += d.cost;
    cost_var[static_cast<std::size_t>(d.seat)] += d.error * d.error;
    ++s.graded[static_cast<int>(d.grade)];
  }
  for (const ReviewChance& c : chances) {
    for (std::size_t k = 0; k < seats.size() && k < c.luck.size(); ++k) {
      seats[k].luck += c.luck[k];
      luck_var[k] += c.error[k] * c.error[k];
    }
  }
  for (std::size_t k = 0; k < seats.size(); ++k) {
    seats[k].cost_error = std::sqrt(cost_var[k]);
    seats[k].luck_error = std::sqrt(luck_var[k]);
  }
  // What skill did for a seat: the others' costs (its gain) less its own; what luck did: its luck.
  // Either is "mostly" only when it beats the other by more than the noise of both.
  const double n = static_cast<double>(seats.size());
  for (std::size_t k = 0; k < seats.size(); ++k) {
    double others = 0, others_var = 0;
    for (std::size_t o = 0; o < seats.size(); ++o) {
      if (o == k) continue;
      others += seats[o].cost;
      others_var += seats[o].cost_error * seats[o].cost_error;
    }
    const double share = n > 1 ? 1.0 / (n - 1) : 0.0;
    const double skill = others * share - seats[k].cost;
    const double noise = std::sqrt(others_var * share * share + seats[k].cost_error * seats[k].cost_error +
                                   seats[k].luck_error * seats[k].luck_error);
    const double luck = std::fabs(seats[k].luck);
    seats[k].verdict = std::fabs(skill) > luck + kNoiseSigmas * noise   ? "mostly skill"
                       : luck > std::fabs(skill) + kNoiseSigmas * noise ? "mostly luck"
                                                                        : "cannot tell";
  }
}

nlohmann::json ReviewReport::to_json() const {
  using nlohmann::json;
  json j{{"game", game},
         {"seed", seed},
         {"iterations", iterations},
         {"luck_playouts", luck_playouts},
         {"at_least_hard", at_least_hard},
         {"strength", strength},
         {"finished", finished},
         {"calibrated", false}};
  json who = json::array();
  for (std::size_t k = 0; k < seats.size(); ++k) {
    const ReviewSeat& s = seats[k];
    json seat{{"seat", std::string(1, seat_letter(static_cast<int>(k)))},
              {"name", s.name},
              {"decisions", s.decisions},
              {"cost", s.cost},
              {"cost_error", s.cost_error},
              {"cost_per_decision", s.decisions > 0 ? s.cost / s.decisions : 0.0},
              {"luck", s.luck},
              {"luck_error", s.luck_error},
              {"verdict", s.verdict},
              {"inaccuracies", s.graded[1]},
              {"mistakes", s.graded[2]},
              {"blunders", s.graded[3]}};
    seat["result"] = s.result < 0 ? json() : json(s.result);
    who.push_back(std::move(seat));
  }
  j["seats"] = std::move(who);
  json moves = json::array();
  for (const ReviewDecision& d : decisions) {
    moves.push_back(json{{"step", d.step},
                         {"at", d.history_at},
                         {"move", d.number},
                         {"seat", std::string(1, seat_letter(d.seat))},
                         {"played", d.played},
                         {"best", d.best},
                         {"best_move", d.best_move},
                         {"played_value", d.played_value},
                         {"best_value", d.best_value},
                         {"cost", d.cost},
                         {"error", d.error},
                         {"grade", d.grade == Grade::none ? json() : json(grade_word(d.grade))}});
  }
  j["moves"] = std::move(moves);
  json luck = json::array();
  for (const ReviewChance& c : chances) {
    luck.push_back(json{{"step", c.step},
                        {"at", c.history_at},
                        {"steps", c.steps},
                        {"outcome", c.outcome},
                        {"sampled", c.sampled},
                        {"luck", c.luck},
                        {"error", c.error}});
  }
  j["chance"] = std::move(luck);
  return j;
}

namespace {

// A kept review's number: finite and within what a review writes, or the file is not one.
double value_in(const nlohmann::json& j, const char* key, double lo, double hi, const std::string& where) {
  const nlohmann::json& v = jsonread::field(j, key, where);
  if (!v.is_number()) throw BadData(where + "." + key + " must be a number");
  const double x = v.get<double>();
  if (!std::isfinite(x) || x < lo || x > hi) throw BadData(where + "." + key + " is out of range");
  return x;
}

int seat_of(const nlohmann::json& j, int seats, const std::string& where) {
  const std::string letter = jsonread::string_field(j, "seat", where);
  const int seat = letter.size() == 1 ? letter[0] - 'A' : -1;
  if (seat < 0 || seat >= seats) throw BadData(where + ".seat names no seat of the game");
  return seat;
}

}  // namespace

ReviewReport ReviewReport::from_json(const nlohmann::json& j) {
  if (!j.is_object()) throw BadData("a review must be an object");
  ReviewReport r;
  r.game = jsonread::string_field(j, "game", "review");
  const nlohmann::json& seed_value = jsonread::field(j, "seed", "review");
  if (!seed_value.is_number_unsigned()) throw BadData("review.seed must be a whole number");
  r.seed = seed_value.get<std::uint64_t>();
  r.iterations = jsonread::int_field(j, "iterations", 0, 1 << 30, "review");
  r.luck_playouts = jsonread::int_field(j, "luck_playouts", 0, 1 << 30, "review");
  r.at_least_hard = jsonread::bool_field(j, "at_least_hard", "review");
  r.strength = jsonread::string_field(j, "strength", "review");
  r.finished = jsonread::bool_field(j, "finished", "review");
  const nlohmann::json& seats = jsonread::array_field(j, "seats", "review");
  if (seats.empty() || seats.size() > 26) throw BadData("review.seats must list the game's seats");
  const int n = static_cast<int>(seats.size());
  for (const nlohmann::json& s : seats) {
    ReviewSeat seat;
    seat.name = jsonread::string_field(s, "name", "review.seats");
    const nlohmann::json& result = jsonread::field(s, "result", "review.seats");
    seat.result = result.is_null() ? -1 : value_in(s, "result", 0, 1, "review.seats");
    r.seats.push_back(seat);
  }
  for (const nlohmann::json& m : jsonread::array_field(j, "moves", "review")) {
    ReviewDecision d;
    d.step = jsonread::int_field(m, "step", 0, 1 << 30, "review.moves");
    d.history_at = jsonread::int_field(m, "at", 0, 1 << 30, "review.moves");
    d.number = jsonread::int_field(m, "move", 0, 1 << 30, "review.moves");
    d.seat = seat_of(m, n, "review.moves");
    d.played = jsonread::string_field(m, "played", "review.moves");
    d.best = jsonread::string_field(m, "best", "review.moves");
    d.best_move = jsonread::field(m, "best_move", "review.moves");
    d.best_is_played = d.best_move.is_null();
    d.played_value = value_in(m, "played_value", 0, 1, "review.moves");
    d.best_value = value_in(m, "best_value", 0, 1, "review.moves");
    d.cost = value_in(m, "cost", 0, 1, "review.moves");
    d.error = value_in(m, "error", 0, 1, "review.moves");
    d.grade = grade_of(d.cost, d.error);
    r.decisions.push_back(std::move(d));
  }
  for (const nlohmann::json& c : jsonread::array_field(j, "chance", "review")) {
    ReviewChance chance;
    chance.step = jsonread::int_field(c, "step", 0, 1 << 30, "review.chance");
    chance.history_at = jsonread::int_field(c, "at", 0, 1 << 30, "review.chance");
    chance.steps = jsonread::int_field(c, "steps", 1, 1 << 30, "review.chance");
    chance.outcome = jsonread::string_field(c, "outcome", "review.chance");
    chance.sampled = jsonread::bool_field(c, "sampled", "review.chance");
    const nlohmann::json& luck = jsonread::array_field(c, "luck", "review.chance");
    const nlohmann::json& error = jsonread::array_field(c, "error", "review.chance");
    if (luck.size() != seats.size() || error.size() != seats.size())
      throw BadData("review.chance must give each seat its luck");
    for (std::size_t k = 0; k < luck.size(); ++k) {
      const nlohmann::json pair{{"luck", luck[k]}, {"error", error[k]}};
      chance.luck.push_back(value_in(pair, "luck", -1, 1, "review.chance"));
      chance.error.push_back(value_in(pair, "error", 0, 1, "review.chance"));
    }
    r.chances.push_back(std::move(chance));
  }
  r.sum_up();
  return r;
}

std::vector<std::vector<double>> ReviewReport::standing_over_game() const {
  const std::size_t n = seats.size();
  std::vector<std::vector<double>> points;
  if (n == 0) return points;
  std::vector<double> now(n, 1.0 / static_cast<double>(n));
  points.push_back(now);
  for (const ReviewDecision& d : decisions) {
    if (d.seat < 0 || static_cast<std::size_t>(d.seat) >= n) continue;
    now[static_cast<std::size_t>(d.seat)] = d.played_value;
    if (n == 2) now[1 - static_cast<std::size_t>(d.seat)] = 1.0 - d.played_value;
    points.push_back(now);
  }
  if (finished) {
    for (std::size_t k = 0; k < n; ++k) now[k] = std::max(0.0, seats[k].result);
    points.push_back(now);
  }
  return points;
}

namespace {

std::string fixed(double x, bool sign = false) {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, sign ? "%+.3f" : "%.3f", x);
  return buffer;
}

std::string plural(int n, const char* one, const char* many) { return std::to_string(n) + " " + (n == 1 ? one : many); }

}  // namespace

std::string ReviewReport::text() const {
  std::string t = "Review of " + game + " (seed " + std::to_string(seed) + "): each decision judged by a search of " +
                  std::to_string(iterations) + " iterations from its seat's own view, each chance step by " +
                  std::to_string(luck_playouts) + " playouts per outcome.\n";
  t += "Judgement: " + strength + "\n";
  t += "Values are expected results from 0 to 1 (a win chance with two players); grades are not yet calibrated on "
       "the robots' games, so which level a seat played like is not told.\n";
  if (!finished) t += "The game is not over: the review covers the moves made so far.\n";
  t += "\n";
  for (std::size_t k = 0; k < seats.size(); ++k) {
    const ReviewSeat& s = seats[k];
    t += std::string(1, seat_letter(static_cast<int>(k))) + " " + s.name + ": ";
    if (s.result >= 0) t += "result " + fixed(s.result) + "; ";
    t += "decisions cost " + fixed(s.cost) + " ± " + fixed(s.cost_error) + " over " +
         plural(s.decisions, "decision", "decisions") + " (" + fixed(s.decisions > 0 ? s.cost / s.decisions : 0) +
         " a decision); luck " + fixed(s.luck, true) + " ± " + fixed(s.luck_error) + "; " +
         plural(s.graded[1], "inaccuracy", "inaccuracies") + ", " + plural(s.graded[2], "mistake", "mistakes") + ", " +
         plural(s.graded[3], "blunder", "blunders") + ". ";
    t += s.verdict == "cannot tell"    ? "Whether skill or luck weighed more cannot be told from these numbers.\n"
         : s.verdict == "mostly skill" ? "Skill (the decisions, its own and the others') weighed more than luck.\n"
                                       : "Luck weighed more than skill (the decisions, its own and the others').\n";
  }
  bool any = false;
  for (const ReviewDecision& d : decisions) {
    if (d.grade == Grade::none) continue;
    if (!any) t += "\nGraded moves:\n";
    any = true;
    t += "  move " + std::to_string(d.number) + "  " + std::string(1, seat_letter(d.seat)) + "  " +
         grade_word(d.grade) + ", cost " + fixed(d.cost) + " ± " + fixed(d.error) + ": played " + d.played + " (" +
         fixed(d.played_value) + "); better " + d.best + " (" + fixed(d.best_value) + ")\n";
  }
  if (!any) t += "\nNo move is graded: none lost more than the thresholds beyond the search's noise.\n";
  return t;
}

}  // namespace tabletop
