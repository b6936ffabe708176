// The review (core/review.hpp) on Ludo: a kick declined is graded, the kick itself is not, and a seed
// gives one review.
#include <doctest/doctest.h>

#include "ludo_test_helpers.hpp"
#include "tabletop/core/review.hpp"
#include "tabletop/games/ludo/ludo_robots.hpp"

using namespace tabletop;
using namespace tabletop::ludo;
using namespace tabletop::ludo::testing;

namespace {

ReviewReport reviewed(const State& start, const Move& move, std::uint64_t seed = 1) {
  MatchHistory<State> history;
  history.start = start.to_json();
  history.moves = {move};
  history.movers = "p";
  ReviewOptions options;
  options.seed = seed;
  return review(history, {"Ann", "Bob"}, options);
}

}  // namespace

TEST_CASE("a kick declined is graded a mistake or worse, the kick is not graded") {
  const ReviewReport declined = reviewed(kick_offered(), Move::token(Token::p));
  REQUIRE(kick_offered().why_illegal(Move::token(Token::q)).empty());
  REQUIRE(declined.decisions.size() == 1);
  const ReviewDecision& d = declined.decisions[0];
  CAPTURE(d.cost);
  CAPTURE(d.error);
  CHECK(d.seat == 0);
  CHECK_FALSE(d.best_is_played);
  CHECK(d.best == kick_offered().describe(Move::token(Token::q)));
  CHECK(static_cast<int>(d.grade) >= static_cast<int>(Grade::mistake));
  CHECK(declined.seats[0].graded[static_cast<int>(d.grade)] == 1);

  const ReviewReport kicked = reviewed(kick_offered(), Move::token(Token::q));
  REQUIRE(kicked.decisions.size() == 1);
  CHECK(kicked.decisions[0].grade == Grade::none);
  CHECK(kicked.decisions[0].cost < kicked.scale.inaccuracy);
}

TEST_CASE("the same seed gives the same review, on one thread or two") {
  State start = game("AB", true);
  Rng dice(4);
  // A few turns of a real game, rolls and all, each seat's moves by the priority rule's robot.
  MatchHistory<State> history;
  history.start = start.to_json();
  const auto robot = style_named("priority").make();
  Rng rng(2);
  for (int i = 0; i < 30 && !is_over(start); ++i) {
    const int seat = start.current_seat();
    const Move m = seat == kChanceSeat ? sample_chance(start, dice) : robot->choose(start, rng, {});
    history.moves.push_back(m);
    history.movers += seat == kChanceSeat ? 'c' : 'r';
    start.apply(m);
  }
  ReviewOptions one;
  one.seed = 7;
  one.threads = 1;
  ReviewOptions two = one;
  two.threads = 2;
  const json a = review(history, {"A", "B"}, one).to_json();
  CHECK(a == review(history, {"A", "B"}, two).to_json());
  CHECK(!a["chance"].empty());
  ReviewOptions other = two;
  other.seed = 8;
  CHECK(a != review(history, {"A", "B"}, other).to_json());
}

TEST_CASE("a move taken back is not reviewed: the review walks the line that stands") {
  MatchHistory<State> history;
  history.start = kick_offered().to_json();
  history.moves = {Move::token(Token::p), Move::token(Token::q)};
  history.movers = "pp";
  history.marks = {HistoryMark{1, true, -1, ""}};
  const auto line = standing_steps(history);
  REQUIRE(line.size() == 1);
  CHECK(line[0].move == Move::token(Token::q));
  CHECK(line[0].before == kick_offered());
}
