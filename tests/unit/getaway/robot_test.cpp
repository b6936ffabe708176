// Getaway's robots: how strong they are over seeded games, that they decide from the observation
// alone, and the answers a toll clearly calls for.
#include <doctest/doctest.h>

#include "support/search_checks.hpp"
#include "tabletop/core/sim.hpp"
#include "tabletop/games/getaway/getaway_robots.hpp"

using namespace tabletop;
using namespace tabletop::getaway;

namespace {

const RobotStyle<State>& style(const std::string& id) { return *find_style(robot_styles(), id); }

SimReport duel(const std::string& board, const std::string& a, const std::string& b, int games) {
  const Board loaded = load_board_file(find_board(board), board);
  SimOptions options;
  options.games = games;
  options.seed = 1;
  return simulate<State>([&] { return State(loaded, {"A", "B"}); }, {&style(a), &style(b)}, options);
}

// A game stopped at its first toll question (one player unless told).
State at_toll(const std::string& board_text, int first_roll, const std::vector<std::string>& players = {"Robo"}) {
  State s(parse_board(board_text, "t"), players);
  s.apply(Move::roll());
  s.apply(Move::dice(1, first_roll - 1));
  REQUIRE(s.phase() == Phase::toll);
  return s;
}

Move lookahead_answer(const State& s, std::uint64_t robot_seed = 5) {
  Rng rng(robot_seed);
  return style("lookahead").make()->choose(observe(s, s.current_seat()), rng, {});
}

}  // namespace

TEST_CASE("the lookahead robot beats the random one on a board full of tolls") {
  const SimReport r = duel("riverside.game", "lookahead", "random", 150);
  CHECK(r.unfinished == 0);
  const double finished = r.games - r.unfinished;
  const double lookahead = r.entries[0].wins / finished;
  const double random = r.entries[1].wins / finished;
  CHECK(lookahead >= 0.62);
  CHECK(lookahead > random + 0.2);
  CHECK(r.entries[0].place_sum < r.entries[1].place_sum);
}

// Measured over 2,000 games each with three seeds (sim getaway --board riverside.game), lookahead
// and thrifty finish level on this board (mean place 1.49 against 1.48): paying tolls wisely gains
// nothing here yet. The test holds the robot to "not clearly worse", within sampling error.
TEST_CASE("the lookahead robot does not do clearly worse than never paying") {
  const SimReport r = duel("riverside.game", "lookahead", "thrifty", 1000);
  const double lookahead = static_cast<double>(r.entries[0].place_sum) / r.games;
  const double thrifty = static_cast<double>(r.entries[1].place_sum) / r.games;
  CHECK(lookahead <= thrifty + 0.05);
}

TEST_CASE("the lookahead robot pays when refusing would throw away gold, and refuses when moving pays") {
  // Paying 1 keeps it before three 50-gold squares; refusing sends it past them.
  const State pay = at_toll(
      "5 2 9 Start : F1 : S F 0 Toll : Y Q F 6 F 1 Rich : S F 50 Richer : S F 50 Richest : S F "
      "50 F6 : S F 0 F7 : S F 0 Castle :",
      2);
  CHECK(lookahead_answer(pay) == Move::pay());
  CHECK(mean_final_gold(pay, Move::pay(), {1, 2, 3}) > mean_final_gold(pay, Move::refuse(), {1, 2, 3}));
  // Refusing the 10-gold toll moves it onto a jackpot that rolls would skip.
  const State refuse =
      at_toll("20 2 7 Start : F1 : S F 0 Toll : Y Q F 1 F 10 Jackpot : S F 100 F4 : S F 0 F5 : S F 0 Castle :", 2);
  CHECK(lookahead_answer(refuse) == Move::refuse());
}

// How often `level` pays the toll in `s`, over one decision for each of 400 robot seeds.
double pays(const std::string& level, const State& s) {
  const auto robot = style(level).make();
  int paid = 0;
  for (std::uint64_t seed = 1; seed <= 400; ++seed) {
    Rng rng(seed);
    paid += robot->choose(observe(s, s.current_seat()), rng, {}) == Move::pay() ? 1 : 0;
  }
  return paid / 400.0;
}

TEST_CASE(
    "the levels differ in how often they pay: Easy mostly, Normal now and then, Hard and Thrifty not where "
    "refusing is right") {
  // Refusing the 10-gold toll moves it onto a jackpot that rolls would skip: paying is the mistake.
  const State s =
      at_toll("20 2 7 Start : F1 : S F 0 Toll : Y Q F 1 F 10 Jackpot : S F 100 F4 : S F 0 F5 : S F 0 Castle :", 2,
              {"Robo", "Pat"});
  const double easy = pays("easy", s);
  const double normal = pays("normal", s);
  CHECK(easy > 0.65);
  CHECK(easy < 0.85);
  CHECK(normal > 0.15);
  CHECK(normal < 0.35);
  CHECK(pays("thrifty", s) == 0.0);
  for (std::uint64_t seed = 1; seed <= 3; ++seed) {
    Rng rng(seed);
    CHECK(style("hard").make()->choose(observe(s, 0), rng, {}) == Move::refuse());
  }
  // Each says how often it pays, on the setup screen.
  CHECK(style("easy").about.find("75%") != std::string::npos);
  CHECK(style("normal").about.find("25%") != std::string::npos);
  // Hard plays as the searching robot does, which says so.
  CHECK(style("search").about == "plays each answer to a toll out many times, for the win; Hard is this robot");
  CHECK(style("hard").about.rfind("plays each answer to a toll out many times, for the win; the strongest", 0) == 0);
}

TEST_CASE("robots decide from the observation only, and the same way every time") {
  State s = at_toll("20 4 6 Start : F1 : S F 0 Gate : Y Q M -2 F 3 F3 : R F 2 F4 : S F 0 Castle :", 2);
  const State other = State::from_json(s.to_json());  // the same position; the state holds no dice
  for (std::uint64_t seed = 1; seed <= 5; ++seed) {
    CHECK(lookahead_answer(s, seed) == lookahead_answer(other, seed));
    CHECK(lookahead_answer(s, seed) == lookahead_answer(s, seed));
  }
  CHECK_FALSE(observe(s, 0).to_json().contains("rng"));
}

TEST_CASE("every style answers with a legal move, rolls when it must, and stops when asked") {
  const State s = at_toll("20 4 6 Start : F1 : S F 0 Gate : Y Q M -2 F 3 F3 : R F 2 F4 : S F 0 Castle :", 2);
  State roll(parse_board("20 4 3 Start : A : S F 1 Castle :", "t"), {"Robo"});
  for (const auto& st : robot_styles()) {
    CAPTURE(st.id);
    Rng rng(3);
    const auto robot = st.make();
    CHECK(s.why_illegal(robot->choose(observe(s, 0), rng, {})).empty());
    CHECK(robot->choose(observe(roll, 0), rng, {}) == Move::roll());
    std::stop_source stop;
    stop.request_stop();
    CHECK(s.why_illegal(robot->choose(observe(s, 0), rng, stop.get_token())).empty());
  }
  Rng rng(3);
  CHECK(style("thrifty").make()->choose(observe(s, 0), rng, {}) == Move::refuse());
}

TEST_CASE("the search robot plays the same game twice from the same seeds") {
  const auto searcher = search_robot(SearchBudget{150});
  const auto thrifty = style("thrifty").make();
  const std::vector<const Robot<State>*> seats = {searcher.get(), thrifty.get(), searcher.get()};
  const Board board = load_board_file(find_board("riverside.game"), "riverside.game");
  const auto first = tabletop::testing::played(State(board, {"A", "B", "C"}), seats, 41, 42, 5000);
  CHECK(first == tabletop::testing::played(State(board, {"A", "B", "C"}), seats, 41, 42, 5000));
  CHECK(dynamic_cast<const SearchCounting&>(*searcher).totals().decisions >= 3);
}

TEST_CASE("the search robot's decisions allocate nothing once its memory has grown") {
  const auto searcher = search_robot(SearchBudget{300});
  const Board board = load_board_file(find_board("riverside.game"), "riverside.game");
  const auto positions = tabletop::testing::choices_in_play(State(board, {"A", "B"}), 6, 6);
  REQUIRE(positions.size() == 6);
  CHECK(tabletop::testing::allocations_when_warm(*searcher, positions) == 0);
  CHECK(tabletop::testing::last_search(*searcher).iterations == 300);
}
