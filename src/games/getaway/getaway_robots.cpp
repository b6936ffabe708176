#include "tabletop/games/getaway/getaway_robots.hpp"

#include "tabletop/core/levels.hpp"
#include "tabletop/core/random_robot.hpp"
#include "tabletop/core/review.hpp"
#include "tabletop/core/search_robot.hpp"

namespace tabletop::getaway {
namespace {

constexpr int kRollouts = 40;             // playouts per answer: enough to tell answers apart, quick to run
constexpr int kMostRolloutMoves = 20000;  // a playout stuck on an endless trail gives up
// How often the levels below Hard pay a toll, set by seeded matches so that each level wins at least
// 55% of its two-player games against the one below (README.md's robot section has the rates).
constexpr int kEasyPaysPercent = 75;
constexpr int kNormalPaysPercent = 25;

class ThriftyRobot : public Robot<State> {
 public:
  Move choose(const State& view, Rng&, std::stop_token) const override {
    return view.phase() == Phase::toll ? Move::refuse() : Move::roll();
  }
};

// A player's habit with tolls: pays `pay_percent` of them, drawn from the robot's own generator, and
// refuses the rest. Refusing is nearly always right, so how often it pays is how weak it plays.
class TollHabitRobot : public Robot<State> {
 public:
  explicit TollHabitRobot(int pay_percent) : pay_percent_(pay_percent) {}
  Move choose(const State& view, Rng& rng, std::stop_token) const override {
    if (view.phase() != Phase::toll) return Move::roll();
    return rng.below(100) < pay_percent_ ? Move::pay() : Move::refuse();
  }

 private:
  int pay_percent_;
};

RobotStyle<State> toll_habit_level(int pay_percent, const std::string& about) {
  return {"", "", about, [pay_percent] { return std::make_unique<TollHabitRobot>(pay_percent); }};
}

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

// The Searcher's budget, which the review's judge takes too.
constexpr SearchBudget kSearcherBudget{10000, kMostSearchMs};

// The review's grades and the levels' costs per decision, as the benchmark measured them
// (`scripts/bench --calibrate`: doc/robots.md's calibration section, which a test holds this to).
constexpr ReviewScale kReviewScale{0.010, 0.020, 0.528, {0.1347, 0.0527, 0.0001}};

ReviewReport review(const MatchHistory<State>& history, const std::vector<std::string>& names,
                    const ReviewOptions& options) {
  return review_history<State, SearchHooks>(
      history, names, ReviewJudge{kSearcherBudget, true, kJudgedByHardSearch, kReviewScale}, options);
}

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
  // Thrifty is about as strong as a fair robot gets (tolls are the only choice, and refusing is nearly
  // always right), so the levels below Hard are told apart by how often they pay.
  static const std::vector<RobotStyle<State>> styles = [] {
    std::vector<RobotStyle<State>> named = {
        {"lookahead", "Looks ahead",
         "plays each answer to a toll out to its Castle 40 times and keeps the answer that ends richer",
         [] { return std::make_unique<LookaheadRobot>(); }},
        {"thrifty", "Thrifty", "never pays a toll, and would rather be moved",
         [] { return std::make_unique<ThriftyRobot>(); }},
        search_style<State, SearchHooks>("search", "Searcher",
                                         "plays each answer to a toll out many times, for the win", kSearcherBudget),
        random_style<State>(),
    };
    RobotStyle<State> hard = *find_style(named, "search");
    hard.about = level_about(hard.about, Level::hard);
    say_level_plays_it(named, "search", "Hard");
    return with_level_styles<State>(
        std::move(named),
        toll_habit_level(kEasyPaysPercent, level_about("pays " + std::to_string(kEasyPaysPercent) +
                                                           "% of the tolls asked of it, as a beginner does",
                                                       Level::easy)),
        toll_habit_level(
            kNormalPaysPercent,
            level_about("refuses most tolls, but pays " + std::to_string(kNormalPaysPercent) + "% of them now and then",
                        Level::normal)),
        std::move(hard));
  }();
  return styles;
}

}  // namespace tabletop::getaway
