#include "tabletop/games/getaway/getaway_robots.hpp"

#include "tabletop/core/levels.hpp"
#include "tabletop/core/random_robot.hpp"
#include "tabletop/core/search_robot.hpp"

namespace tabletop::getaway {
namespace {

constexpr int kRollouts = 40;             // playouts per answer: enough to tell answers apart, quick to run
constexpr int kMostRolloutMoves = 20000;  // a playout stuck on an endless trail gives up

class ThriftyRobot : public Robot<State> {
 public:
  Move choose(const State& view, Rng&, std::stop_token) const override {
    return view.phase() == Phase::toll ? Move::refuse() : Move::roll();
  }
};

class LookaheadRobot : public Robot<State> {
 public:
  Move choose(const State& view, Rng& rng, std::stop_token stop) const override {
    if (view.phase() != Phase::toll) return Move::roll();
    std::vector<std::uint64_t> seeds;
    for (int i = 0; i < kRollouts; ++i) seeds.push_back(rng.next());
    const double paid = mean_final_gold(view, Move::pay(), seeds, stop);
    const double refused = mean_final_gold(view, Move::refuse(), seeds, stop);
    if (stop.stop_requested()) return Move::refuse();
    return refused > paid ? Move::refuse() : Move::pay();
  }
};

// What Getaway adds to the search: playouts in which every toll is refused (the cheap answer, and on
// most boards the better one), and a finished game's places read from the gold without a list.
struct SearchHooks {
  static Move playout_move(const State& s, Rng&) { return s.phase() == Phase::toll ? Move::refuse() : Move::roll(); }
  static bool evaluate(const State& s, Rng&, SeatRewards& rewards) {
    if (s.phase() != Phase::over) return false;
    rewards_by(
        s.num_seats(), [&s](int p) { return s.player(p).gold; }, rewards);
    return true;
  }
};

}  // namespace

std::unique_ptr<Robot<State>> search_robot(const SearchBudget& budget) {
  return std::make_unique<SearchRobot<State, SearchHooks>>(budget);
}

double mean_final_gold(const State& view, const Move& answer, const std::vector<std::uint64_t>& seeds,
                       std::stop_token stop) {
  const int seat = view.current_seat();
  double total = 0;
  int played = 0;
  for (std::uint64_t seed : seeds) {
    if (stop.stop_requested()) break;
    State game = view;
    Rng dice(seed);
    game.apply(answer);
    for (int moves = 0; !game.player(seat).home && game.current_seat() != kNobody && moves < kMostRolloutMoves;
         ++moves) {
      if (game.current_seat() == kChanceSeat) {
        game.apply(game.sample_chance(dice));
      } else {
        game.apply(game.phase() == Phase::toll ? Move::refuse() : Move::roll());
      }
    }
    total += static_cast<double>(game.player(seat).gold);
    ++played;
  }
  return played > 0 ? total / played : 0.0;
}

const std::vector<RobotStyle<State>>& robot_styles() {
  static const std::vector<RobotStyle<State>> styles = with_levels<State>(
      {
          {"lookahead", "Looks ahead",
           "plays each answer to a toll out to its Castle 40 times and keeps the answer that ends richer",
           [] { return std::make_unique<LookaheadRobot>(); }},
          {"thrifty", "Thrifty", "never pays a toll: it would rather be moved",
           [] { return std::make_unique<ThriftyRobot>(); }},
          search_style<State, SearchHooks>("search", "Searcher",
                                           "plays each answer to a toll out many times, for the win",
                                           SearchBudget{10000, kMostSearchMs}),
          random_style<State>(),
      },
      Levels{"thrifty", "search"});
  return styles;
}

}  // namespace tabletop::getaway
