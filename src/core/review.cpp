#include "tabletop/core/review_report.hpp"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <limits>

#include "tabletop/core/json_read.hpp"
#include "tabletop/core/seat.hpp"

namespace tabletop {

Grade grade_of(double cost, double error, const ReviewScale& scale) {
  if (cost <= kNoiseSigmas * error) return Grade::none;  // within the search's own noise
  if (cost >= scale.blunder) return Grade::blunder;
  if (cost >= scale.mistake) return Grade::mistake;
  if (cost >= scale.inaccuracy) return Grade::inaccuracy;
  return Grade::none;
}

int closest_level(double cost_per_decision, const ReviewScale& scale) {
  // Levels whose costs do not fall from Easy to Hard (a judge that cannot tell them apart) tell nothing.
  for (std::size_t level = 1; level < kReviewLevels.size(); ++level) {
    if (!(scale.level_cost[level] > 0 && scale.level_cost[level] < scale.level_cost[level - 1])) return -1;
  }
  // Between two neighbouring levels the line is their geometric mean: a cost twice Hard's and half
  // Normal's is as near the one as the other.
  for (int level = static_cast<int>(kReviewLevels.size()) - 1; level > 0; --level) {
    const double here = scale.level_cost[static_cast<std::size_t>(level)];
    const double next = scale.level_cost[static_cast<std::size_t>(level - 1)];
    if (cost_per_decision <= std::sqrt(here * next)) return level;
  }
  return 0;
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

namespace {
double squared(double x) { return x * x; }

// A level as the JSON names it, as `--seats` does: "easy", "normal", "hard".
std::string level_word(int level) {
  std::string word = kReviewLevels[static_cast<std::size_t>(level)];
  for (char& c : word) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return word;
}
}  // namespace

// Each seat's expected result is known at its own decisions (before: the best move's value; after: the
// move played's), at the start (an even share) and at the end (its result). Between two of those,
// what changed it is the others' decisions (their cost comes to it, shared among the others) and luck:
// luck is what is left, so that result less even share is exactly gain less cost plus luck. The
// playouts' figures of the chance runs in between only share it out among them, each moved by the
// part of the difference its own noise accounts for.
void ReviewReport::sum_up() {
  const std::size_t n = seats.size();
  for (ReviewSeat& s : seats) {
    ReviewSeat fresh;
    fresh.name = s.name;
    fresh.result = s.result;
    s = fresh;
  }
  for (ReviewChance& c : chances) {
    c.playout_luck.resize(n, 0.0);
    c.playout_error.resize(n, 0.0);
    c.luck = c.playout_luck;
    c.error = c.playout_error;
  }
  const double share = n > 1 ? 1.0 / static_cast<double>(n - 1) : 0.0;
  std::vector<double> cost_var(n, 0.0), gain_var(n, 0.0), luck_var(n, 0.0);
  struct Since {  // a seat's stretch since its expected result was last known
    double value = 0, var = 0, gain = 0, gain_var = 0;
    std::vector<std::size_t> runs;  // the chance runs in it
  };
  std::vector<Since> since(n);
  for (Since& s : since) s.value = n > 0 ? 1.0 / static_cast<double>(n) : 0.0;
  const auto close = [&](std::size_t k, double value, double var) {
    Since& s = since[k];
    const double luck = value - s.value - s.gain;
    const double noise = var + s.var + s.gain_var;
    double told = 0, told_var = 0;  // what the playouts say of the runs
    for (const std::size_t r : s.runs) {
      told += chances[r].playout_luck[k];
      told_var += squared(chances[r].playout_error[k]);
    }
    for (const std::size_t r : s.runs) {
      const double weight =
          told_var > 0 ? squared(chances[r].playout_error[k]) / told_var : 1.0 / static_cast<double>(s.runs.size());
      chances[r].luck[k] = chances[r].playout_luck[k] + weight * (luck - told);
      chances[r].error[k] = std::sqrt(squared(chances[r].playout_error[k]) + squared(weight) * noise);
    }
    seats[k].luck += luck;
    luck_var[k] += noise;
    s = Since{};
  };
  std::size_t next_chance = 0;
  const auto runs_before = [&](int step) {
    for (; next_chance < chances.size() && chances[next_chance].step < step; ++next_chance) {
      for (Since& s : since) s.runs.push_back(next_chance);
    }
  };
  for (const ReviewDecision& d : decisions) {
    if (d.seat < 0 || static_cast<std::size_t>(d.seat) >= n) continue;
    runs_before(d.step);
    const auto mover = static_cast<std::size_t>(d.seat);
    ReviewSeat& s = seats[mover];
    ++s.decisions;
    s.cost += d.cost;
    cost_var[mover] += squared(d.error);
    ++s.graded[static_cast<int>(d.grade)];
    for (std::size_t k = 0; k < n; ++k) {
      if (k == mover) continue;
      since[k].gain += share * d.cost;
      since[k].gain_var += squared(share * d.error);
      seats[k].gain += share * d.cost;
      gain_var[k] += squared(share * d.error);
    }
    close(mover, d.best_value, squared(d.best_error));
    since[mover].value = d.played_value;
    since[mover].var = squared(d.played_error);
  }
  runs_before(std::numeric_limits<int>::max());
  for (std::size_t k = 0; k < n; ++k) {
    if (finished && seats[k].result >= 0) {
      close(k, seats[k].result, 0.0);
    } else {  // the game goes on: the last runs' luck is the playouts' alone
      for (const std::size_t r : since[k].runs) {
        seats[k].luck += chances[r].playout_luck[k];
        luck_var[k] += squared(chances[r].playout_error[k]);
      }
    }
  }
  for (std::size_t k = 0; k < n; ++k) {
    if (seats[k].decisions >= kFewestDecisionsToCompare) {
      seats[k].closest_level = closest_level(seats[k].cost / seats[k].decisions, scale);
    }
    seats[k].cost_error = std::sqrt(cost_var[k]);
    seats[k].gain_error = std::sqrt(gain_var[k]);
    seats[k].luck_error = std::sqrt(luck_var[k]);
  }
  // What skill did for a seat: its gain less its cost; what luck did: its luck. Either is "mostly"
  // only when it beats the other by more than the noise of both.
  for (std::size_t k = 0; k < n; ++k) {
    const double skill = seats[k].gain - seats[k].cost;
    const double noise = std::sqrt(cost_var[k] + gain_var[k] + luck_var[k]);
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
         {"calibrated", scale.measured()},
         // The costs from which a move is graded, so a reader of the JSON grades as the text does.
         {"grades", {{"inaccuracy", scale.inaccuracy}, {"mistake", scale.mistake}, {"blunder", scale.blunder}}},
         {"levels", {{"easy", scale.level_cost[0]}, {"normal", scale.level_cost[1]}, {"hard", scale.level_cost[2]}}}};
  json who = json::array();
  for (std::size_t k = 0; k < seats.size(); ++k) {
    const ReviewSeat& s = seats[k];
    json seat{{"seat", std::string(1, seat_letter(static_cast<int>(k)))},
              {"name", s.name},
              {"decisions", s.decisions},
              {"cost", s.cost},
              {"cost_error", s.cost_error},
              {"cost_per_decision", s.decisions > 0 ? s.cost / s.decisions : 0.0},
              {"gain", s.gain},
              {"gain_error", s.gain_error},
              {"luck", s.luck},
              {"luck_error", s.luck_error},
              {"verdict", s.verdict},
              {"inaccuracies", s.graded[1]},
              {"mistakes", s.graded[2]},
              {"blunders", s.graded[3]}};
    seat["result"] = s.result < 0 ? json() : json(s.result);
    seat["closest_level"] = s.closest_level < 0 ? json() : json(level_word(s.closest_level));
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
                         {"played_error", d.played_error},
                         {"best_error", d.best_error},
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
                        {"error", c.error},
                        {"playout_luck", c.playout_luck},
                        {"playout_error", c.playout_error}});
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

// The scale a kept review was graded by; a review kept before the scale was written has the first guesses.
ReviewScale scale_of(const nlohmann::json& j) {
  ReviewScale scale;
  if (jsonread::has(j, "grades")) {
    const nlohmann::json& grades = jsonread::field(j, "grades", "review");
    scale.inaccuracy = value_in(grades, "inaccuracy", 0, 1, "review.grades");
    scale.mistake = value_in(grades, "mistake", 0, 1, "review.grades");
    scale.blunder = value_in(grades, "blunder", 0, 1, "review.grades");
    if (!(0 < scale.inaccuracy && scale.inaccuracy < scale.mistake && scale.mistake < scale.blunder))
      throw BadData("review.grades must rise from inaccuracy to mistake to blunder");
  }
  if (jsonread::has(j, "levels")) {
    const nlohmann::json& levels = jsonread::field(j, "levels", "review");
    for (std::size_t level = 0; level < kReviewLevels.size(); ++level) {
      scale.level_cost[level] = value_in(levels, level_word(static_cast<int>(level)).c_str(), 0, 1, "review.levels");
    }
  }
  return scale;
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
  r.scale = scale_of(j);
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
    d.played_error = value_in(m, "played_error", 0, 1, "review.moves");
    d.best_error = value_in(m, "best_error", 0, 1, "review.moves");
    d.cost = value_in(m, "cost", 0, 1, "review.moves");
    d.error = value_in(m, "error", 0, 1, "review.moves");
    d.grade = grade_of(d.cost, d.error, r.scale);
    r.decisions.push_back(std::move(d));
  }
  for (const nlohmann::json& c : jsonread::array_field(j, "chance", "review")) {
    ReviewChance chance;
    chance.step = jsonread::int_field(c, "step", 0, 1 << 30, "review.chance");
    chance.history_at = jsonread::int_field(c, "at", 0, 1 << 30, "review.chance");
    chance.steps = jsonread::int_field(c, "steps", 1, 1 << 30, "review.chance");
    chance.outcome = jsonread::string_field(c, "outcome", "review.chance");
    chance.sampled = jsonread::bool_field(c, "sampled", "review.chance");
    // The playouts' figures are read; the luck on the decisions' scale is worked out from them again.
    const nlohmann::json& luck = jsonread::array_field(c, "playout_luck", "review.chance");
    const nlohmann::json& error = jsonread::array_field(c, "playout_error", "review.chance");
    if (luck.size() != seats.size() || error.size() != seats.size())
      throw BadData("review.chance must give each seat its luck");
    for (std::size_t k = 0; k < luck.size(); ++k) {
      const nlohmann::json pair{{"playout_luck", luck[k]}, {"playout_error", error[k]}};
      chance.playout_luck.push_back(value_in(pair, "playout_luck", -1, 1, "review.chance"));
      chance.playout_error.push_back(value_in(pair, "playout_error", 0, 1, "review.chance"));
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

std::string fixed(double x, bool sign = false, int decimals = 3) {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, sign ? "%+.*f" : "%.*f", decimals, x);
  return buffer;
}

std::string plural(int n, const char* one, const char* many) { return std::to_string(n) + " " + (n == 1 ? one : many); }

}  // namespace

std::string ReviewReport::text() const {
  std::string t = "Review of " + game + " (seed " + std::to_string(seed) + "): each decision judged by a search of " +
                  std::to_string(iterations) + " iterations from its seat's own view, each chance step by " +
                  std::to_string(luck_playouts) + " playouts per outcome.\n";
  t += "Judgement: " + strength + "\n";
  t += "Values are expected results from 0 to 1 (a win chance with two players). A seat's luck is what changed its "
       "expected result that no decision explains, so that in a finished game its result less an even share is "
       "what the others' cost gave it, less its own cost, plus its luck. The playouts share the luck out among the "
       "rolls and draws. A move is graded an inaccuracy from a cost of " +
       fixed(scale.inaccuracy) + ", a mistake from " + fixed(scale.mistake) + " and a blunder from " +
       fixed(scale.blunder) + " (beyond twice its noise), " +
       (scale.measured() ? "costs chosen from the robots' own games, as is each level's cost per decision that a "
                           "seat's is told against.\n"
                         : "first guesses, not measured on this game's robots, so which level a seat played like "
                           "is not told.\n");
  if (!finished) t += "The game is not over: the review covers the moves made so far.\n";
  t += "\n";
  for (std::size_t k = 0; k < seats.size(); ++k) {
    const ReviewSeat& s = seats[k];
    t += std::string(1, seat_letter(static_cast<int>(k))) + " " + s.name + ": ";
    if (s.result >= 0) t += "result " + fixed(s.result) + "; ";
    t += "decisions cost " + fixed(s.cost) + " ± " + fixed(s.cost_error) + " over " +
         plural(s.decisions, "decision", "decisions") + " (" + fixed(s.decisions > 0 ? s.cost / s.decisions : 0) +
         " a decision); the others' cost gave it " + fixed(s.gain, true) + " ± " + fixed(s.gain_error) + "; luck " +
         fixed(s.luck, true) + " ± " + fixed(s.luck_error) + "; " + plural(s.graded[1], "inaccuracy", "inaccuracies") +
         ", " + plural(s.graded[2], "mistake", "mistakes") + ", " + plural(s.graded[3], "blunder", "blunders") + ". ";
    if (s.closest_level >= 0) {
      t += std::string("Its play came closest to the ") + kReviewLevels[static_cast<std::size_t>(s.closest_level)] +
           " robot's (" + fixed(scale.level_cost[static_cast<std::size_t>(s.closest_level)], false, 4) +
           " a decision). ";
    }
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
