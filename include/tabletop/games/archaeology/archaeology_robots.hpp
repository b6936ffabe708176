#pragma once
// Archaeology's robots. Each decides from its seat's Observation only:
// - "cautious" sells early, so thieves and sandstorms find little to take;
// - "collector" trades towards big sets and holds them until they pay most;
// - "expert" samples the cards it cannot see, consistently with what it knows, plays each candidate
//   move out to the end of the game many times and keeps the best average result;
// - "random" plays any listed legal move (core/random_robot.hpp).
#include <array>
#include <vector>

#include "tabletop/core/robot.hpp"
#include "tabletop/games/archaeology/archaeology.hpp"

namespace tabletop::archaeology {

const std::vector<RobotStyle<State>>& robot_styles();

// The rules of thumb a plain robot plays by.
struct Habits {
  std::array<int, kTreasureKinds> sell_at{};  // sell a kind once this many are held (or all that can be had)
  int crowded_hand = 99;         // more cards than this while sandstorms are to come: sell the best set now
  double trade_gain = 0;         // trade when the hand gains at least this much worth; 0: never trade
  bool waits_for_large = false;  // keeps maps for the large chamber while more maps may come
  int last_digs = 0;             // with this many cards or fewer left to dig, sell everything
  int grow_tenths = 5;           // the odds, in tenths, guessed for each further card of a set
  double map_worth = 5.0;        // a map while a chamber is closed (a chamber card is worth about two)
};
// A map's worth while a chamber is closed, at a game's length: the short game's chambers hold fewer cards.
double map_worth_at(const Habits& habits, Length length);
const Habits& cautious_habits();
const Habits& collector_habits();
const Habits& playout_habits();  // the expert's quick model of everybody in its playouts

// The move a seat with these habits makes; it is always legal for the seat to move.
Move habitual_move(const Habits& habits, const Table& table, const Pile& hand);

// What a hand is likely to fetch at the museum, counting sets that may still grow; `table` tells
// which cards are out of reach (sold or spent).
double hand_worth(const Table& table, const Pile& hand);
// The most a number of cards of one kind fetch when sold now, in the best split into sets.
int best_sale(Card card, int count);

// The expert's search, exposed for tests: a full position drawn at random among those that fit
// what `view` shows, and the decision with an explicit budget of playouts.
State sample_world(const Observation& view, Rng& rng);
struct ExpertBudget {
  long steps = 60000;       // moves played in all the playouts of one decision, over all candidates
  int max_playouts = 1200;  // however short the playouts (late in the game)
  int max_candidates = 10;
};
Move expert_move(const Observation& view, Rng& rng, std::stop_token stop, const ExpertBudget& budget = {});
// The candidates the expert weighed, the chosen one first, with their mean playout results.
struct ScoredMove {
  Move move;
  double score = 0;
  int playouts = 0;
};
std::vector<ScoredMove> expert_scores(const Observation& view, Rng& rng, std::stop_token stop,
                                      const ExpertBudget& budget = {});

}  // namespace tabletop::archaeology
