#pragma once
// What a review of a game found (core/review.hpp makes it): each decision's cost as its own seat could
// judge it, each chance step's luck per seat, and per seat the totals with their noise. Plain data, with
// its JSON and its text, so the command line and a screen word it alike.
#include <array>
#include <atomic>
#include <cstdint>
#include <exception>
#include <functional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace tabletop {

// A loss is graded only when it exceeds this many standard errors of its own estimate: a loss within
// the search's noise is never called a mistake.
inline constexpr double kNoiseSigmas = 2.0;

// The levels a player's play is compared with, in the order of ReviewScale::level_cost.
inline constexpr std::array<const char*, 3> kReviewLevels = {"Easy", "Normal", "Hard"};

// What the benchmark measured of a game's robots for its review (scripts/bench --calibrate writes it
// into doc/robots.md; a test holds each game's scale to that table): the costs, from 0 to 1 of the
// seat's expected result, from which a move is an inaccuracy, a mistake or a blunder, and each level's
// cost per decision, to tell which one a player's play came closest to.
struct ReviewScale {
  double inaccuracy = 0.03, mistake = 0.08, blunder = 0.20;  // the first guesses, where nothing is measured
  std::array<double, 3> level_cost{};                        // Easy's, Normal's, Hard's; all 0: not measured
  bool measured() const { return level_cost[0] > 0; }
};

enum class Grade { none, inaccuracy, mistake, blunder };
Grade grade_of(double cost, double error, const ReviewScale& scale);
const char* grade_word(Grade grade);  // "", "inaccuracy", "mistake", "blunder"

struct ReviewOptions {
  std::uint64_t seed = 1;
  // Called from the reviewing threads, one at a time, as steps are done.
  std::function<void(int done, int total)> progress;
  unsigned threads = 2;   // the review is the same whatever the number
  int iterations = 0;     // the search's budget per decision; 0: the judge's own (Hard's)
  int luck_playouts = 0;  // playouts per outcome of a chance step; 0: kLuckPlayouts
  // Each decision's search stops at the judge's own time limit too (Hard's): the coach's, a line soon
  // after the move. A review is counted in iterations only, the same on any machine.
  bool timed = false;
  // Set from elsewhere (Esc on the review screen, the coach's move taken back): the review stops soon
  // after, within a decision's search too, throwing ReviewStopped.
  const std::atomic<bool>* stop = nullptr;
};

struct ReviewStopped : std::exception {
  const char* what() const noexcept override { return "the review was stopped"; }
};

struct ReviewDecision {
  int step = 0;        // index in the line of standing moves (chance steps counted)
  int history_at = 0;  // the moves of the history played before it (take-backs and all), for the viewer
  int number = 0;      // the seat moves made so far, this one included (chance steps not counted)
  int seat = 0;
  std::string played, best;  // in the game's own words
  nlohmann::json best_move;  // the better move, as the game writes moves (null when the move played was best)
  bool best_is_played = false;
  double played_value = 0, best_value = 0;  // the seat's expected result after each
  double played_error = 0, best_error = 0;  // the standard error of each
  double cost = 0, error = 0;               // best minus played (never below 0), and its standard error
  Grade grade = Grade::none;
};

struct ReviewChance {
  int step = 0;        // the first chance step of a run of them between two seat moves
  int history_at = 0;  // the moves of the history played once the run is over, for the viewer
  int steps = 1;
  std::string outcome;   // the last outcome's words
  bool sampled = false;  // the average over outcomes was estimated by playouts
  // Per seat, the luck as the playouts of the quick policy judge it, and its standard error.
  std::vector<double> playout_luck, playout_error;
  // Per seat, the luck on the decisions' scale (sum_up): the playouts' figures moved so that the runs
  // between two of the seat's decisions add up to the change of its expected result there that no
  // decision explains.
  std::vector<double> luck, error;
};

struct ReviewSeat {
  std::string name;
  int decisions = 0;  // those with a choice, each judged
  double cost = 0, cost_error = 0;
  double gain = 0, gain_error = 0;  // the others' decisions' cost that came to it (its share of each)
  double luck = 0, luck_error = 0;  // with cost and gain, its result less an even share (a finished game)
  double result = -1;               // its share of the places at the end (-1 while the game goes on)
  std::string verdict;              // "mostly skill", "mostly luck" or "cannot tell"
  int graded[4] = {0, 0, 0, 0};     // by Grade
  int closest_level = -1;           // kReviewLevels' index nearest its cost per decision (-1: not told)
};

// The level (kReviewLevels' index) whose cost per decision is nearest `cost_per_decision`, judged by
// ratio as the levels lie apart by factors, not by sums; -1 where the scale is not measured.
int closest_level(double cost_per_decision, const ReviewScale& scale);
// A seat's cost per decision is told against the levels only over this many decisions at least.
inline constexpr int kFewestDecisionsToCompare = 5;

struct ReviewReport {
  std::string game;
  std::uint64_t seed = 0;
  int iterations = 0;         // the search's budget per decision (beside the move played's own visits)
  int luck_playouts = 0;      // playouts per outcome of a chance step
  bool at_least_hard = true;  // whether the judge is as strong as the game's Hard robot
  std::string strength;       // the judge's strength in words
  ReviewScale scale;          // what grades its moves and places its seats among the levels
  bool finished = false;
  std::vector<ReviewSeat> seats;
  std::vector<ReviewDecision> decisions;
  std::vector<ReviewChance> chances;

  // Per seat its totals and verdict, and each chance run's luck on the decisions' scale, from the
  // decisions and the playouts' luck; review_history and from_json call it.
  void sum_up();
  nlohmann::json to_json() const;
  static ReviewReport from_json(const nlohmann::json& j);  // as to_json wrote it; throws BadData
  // Each seat's expected result after each decision, as the decisions were judged (the mover's own
  // estimate; with two seats the other's is what is left; with more it stays as last judged), from an
  // even start to the result at the end: the chart of the review screen.
  std::vector<std::vector<double>> standing_over_game() const;
  std::string text() const;
};

}  // namespace tabletop
