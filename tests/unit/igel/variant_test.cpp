#include <doctest/doctest.h>

#include <sstream>

#include "igel_board.hpp"
#include "tabletop/app/cli.hpp"
#include "tabletop/core/sim.hpp"
#include "tabletop/games/igel/igel_entry.hpp"
#include "tabletop/games/igel/igel_json.hpp"
#include "tabletop/games/igel/igel_replay.hpp"
#include "tabletop/games/igel/igel_robots.hpp"
#include "tabletop/registry/game_entry.hpp"

using namespace tabletop;
using namespace tabletop::igel;
using namespace tabletop::igel::test;

namespace {

// The same picture as from_picture, played with `variants`.
State with(Variants variants, int players, const std::vector<std::string>& rows, int turn, Phase phase, int die) {
  json j = from_picture(players, rows, turn, phase, die).to_json();
  j["variants"] = variants_to_json(variants);
  return State::from_json(j);
}

bool has_move(const State& s, const Move& m) {
  const auto moves = s.legal_moves();
  return std::find(moves.begin(), moves.end(), m) != moves.end();
}

std::string refusal(const json& j) {
  try {
    State::from_json(j);
  } catch (const BadData& e) {
    return e.what();
  }
  return "";
}

const Variants kEvery{Variant::round_board, Variant::shallow_obstacles, Variant::repelling_obstacles,
                      Variant::stacks_march};

const RobotStyle<State>& style(const std::string& id) {
  const RobotStyle<State>* s = find_style(robot_styles(), id);
  REQUIRE(s != nullptr);
  return *s;
}

SimReport sim(Variants variants, const std::vector<std::string>& seats, int games, std::uint64_t seed) {
  std::vector<const RobotStyle<State>*> styles;
  for (const auto& id : seats) styles.push_back(&style(id));
  const int players = static_cast<int>(seats.size());
  return simulate<State>([players, variants] { return State(players, variants); }, styles,
                         SimOptions{games, seed, 20000});
}

Move planner_move(const State& s) {
  Rng rng(1);
  return style("planner").make()->choose(observe(s, s.current_seat()), rng, {});
}

int run(const std::vector<std::string>& args, std::string& out, std::string& err) {
  std::ostringstream o;
  std::ostringstream e;
  const int status = run_command_line(args, o, e);
  out = o.str();
  err = e.str();
  return status;
}

}  // namespace

// The obstacles: (1,4) (2,7) (3,5) (4,6) (5,3) (6,8).
TEST_SUITE("igel variants") {
  TEST_CASE("round board: a sidestep from row 1 may go to row 6, and back") {
    // A rolls 6; row 6 holds only B's tokens. On the round board A's token on (1,2) steps to (6,2).
    const std::vector<std::string> rows = {". A . . . . . . .", "A . . . . . . . .", "A . . . . . . . .",
                                           "A . . . . . . . .", "B . . . . . . . .", "B B B . . . . . ."};
    State base = from_picture(2, rows, 0, Phase::roll, 0);
    State round = with({Variant::round_board}, 2, rows, 0, Phase::roll, 0);
    roll(base, 6);
    roll(round, 6);
    CHECK_FALSE(has_move(base, Move::sidestep({1, 2}, 6)));
    CHECK(base.why_illegal(Move::sidestep({1, 2}, 6)) == "a sidestep goes one row up or down");
    CHECK(round.why_illegal(Move::sidestep({2, 1}, 5)).find("rows 1 and 6 touch") != std::string::npos);
    REQUIRE(has_move(round, Move::sidestep({1, 2}, 6)));
    round.apply(Move::sidestep({1, 2}, 6));
    CHECK(round.stack(Square{6, 2}) == Stack{1, 0});
    // Now A owns the top of (6,2) and must move it: B's tokens in row 6 are not A's to move.
    CHECK(round.forward_squares() == std::vector<Square>{{6, 2}});
    CHECK(round.side_rows(6) == std::vector<int>{5, 1});
    CHECK(round.side_rows(1) == std::vector<int>{6, 2});
    CHECK(round.side_rows(3) == base.side_rows(3));
  }

  TEST_CASE("shallow obstacles: only the lowest hedgehog of an obstacle waits") {
    // A climbed onto B in the pit (3,5) while tokens are still left of column 5.
    const std::vector<std::string> rows = {"A . . . . . . . .", "A . . . . . . . .", ". . . . BA . . . .",
                                           "A . . . . . . . .", ". . . . . . . . .", "B B B . . . . . ."};
    State base = from_picture(2, rows, 0, Phase::roll, 0);
    State shallow = with({Variant::shallow_obstacles}, 2, rows, 0, Phase::roll, 0);
    roll(base, 3);
    roll(shallow, 3);
    CHECK(base.why_illegal(Move::forward({3, 5})).find("obstacle") != std::string::npos);
    CHECK_FALSE(has_move(base, Move::sidestep({3, 5}, 2)));
    CHECK(has_move(shallow, Move::sidestep({3, 5}, 2)));
    CHECK(has_move(shallow, Move::forward({3, 5})));
    CHECK(shallow.held_at(Square{3, 5}, 0));
    CHECK_FALSE(shallow.held_at(Square{3, 5}, 1));
    shallow.apply(Move::forward({3, 5}));
    CHECK(shallow.stack(Square{3, 6}) == Stack{0});
    // B's token, alone on the obstacle now, still waits.
    CHECK(shallow.held(Square{3, 5}));
    CHECK_FALSE(shallow.free_token(Square{3, 5}));
  }

  TEST_CASE("repelling obstacles: a hedgehog landing on one goes back to the Start of its row") {
    const std::vector<std::string> rows = {"A . . . . . . . .", "A . . . . . . . .", ". . . . . . . . .",
                                           "A . . . . . . . .", "B A . . . . . . .", "B B B . . . . . ."};
    State base = from_picture(2, rows, 0, Phase::roll, 0);
    State repelling = with({Variant::repelling_obstacles}, 2, rows, 0, Phase::roll, 0);
    roll(base, 5);
    roll(repelling, 5);
    base.apply(Move::skip());
    repelling.apply(Move::skip());
    base.apply(Move::forward({5, 2}));
    const auto events = applied(repelling, Move::forward({5, 2}));
    CHECK(base.stack(Square{5, 3}) == Stack{0});
    CHECK(repelling.stack(Square{5, 3}).empty());
    CHECK(repelling.stack(Square{5, 1}) == Stack{1, 0});
    CHECK(logged(events, "The obstacle in row 5, column 3 repels the hedgehog back to the Start column."));
    // The obstacle never holds anything and is never released.
    CHECK_FALSE(repelling.held(Square{5, 3}));
    for (int row = 1; row <= kRows; ++row) CHECK_FALSE(repelling.obstacle_released(row));
  }

  TEST_CASE("repelling obstacles: a sidestep onto one is sent back too") {
    const std::vector<std::string> rows = {"A . . . . . . . .", "A . . . . . . . .", "A . . . . . . . .",
                                           ". . . . A . . . .", "B . . . . . . . .", "B B B . . . . . ."};
    State s = with({Variant::repelling_obstacles}, 2, rows, 0, Phase::roll, 0);
    roll(s, 1);
    const auto events = applied(s, Move::sidestep({4, 5}, 3));  // onto the obstacle (3,5)
    CHECK(s.stack(Square{3, 5}).empty());
    CHECK(s.stack(Square{3, 1}) == Stack{0, 0});
    CHECK(logged(events, "repels the hedgehog back to the Start column"));
  }

  TEST_CASE("repelling obstacles: obstacles stay obstacles after everyone has passed") {
    // No token is left of column 5: in the base game the obstacle (3,5) is an ordinary square now.
    const std::vector<std::string> rows = {". . . . . . . A .", ". . . . . . . A .", ". . . . . . . B .",
                                           ". . . . A . B . .", ". . . . . A B . .", ". . . . . B . . ."};
    State base = from_picture(2, rows, 0, Phase::roll, 0);
    State repelling = with({Variant::repelling_obstacles}, 2, rows, 0, Phase::roll, 0);
    CHECK(base.obstacle_released(3));
    CHECK_FALSE(repelling.obstacle_released(3));
    roll(base, 1);
    roll(repelling, 1);
    base.apply(Move::sidestep({4, 5}, 3));
    repelling.apply(Move::sidestep({4, 5}, 3));
    CHECK(base.stack(Square{3, 5}) == Stack{0});
    CHECK(repelling.stack(Square{3, 5}).empty());
    CHECK(repelling.stack(Square{3, 1}) == Stack{0});
  }

  TEST_CASE("stacks march: the forward move carries the whole stack onto the next square") {
    const std::vector<std::string> rows = {"A . . . . . . . .", "A . . . . . . . .", ". BA B . . . . . .",
                                           "A . . . . . . . .", "B . . . . . . . .", "B . . . . . . . ."};
    State base = from_picture(2, rows, 0, Phase::roll, 0);
    State march = with({Variant::stacks_march}, 2, rows, 0, Phase::roll, 0);
    roll(base, 3);
    roll(march, 3);
    base.apply(Move::skip());
    march.apply(Move::skip());
    base.apply(Move::forward({3, 2}));
    const auto events = applied(march, Move::forward({3, 2}));
    CHECK(base.stack(Square{3, 2}) == Stack{1});
    CHECK(base.stack(Square{3, 3}) == Stack{1, 0});
    CHECK(march.stack(Square{3, 2}).empty());
    CHECK(march.stack(Square{3, 3}) == Stack{1, 1, 0});
    CHECK(logged(events,
                 "A moves a hedgehog in row 3 forward from column 2 to column 3, carrying the hedgehog under it."));
  }

  TEST_CASE("stacks march: sidesteps still move one hedgehog") {
    const std::vector<std::string> rows = {"A . . . . . . . .", "A . . . . . . . .", ". BA . . . . . . .",
                                           "A . . . . . . . .", "B . . . . . . . .", "B B . . . . . . ."};
    State march = with({Variant::stacks_march}, 2, rows, 0, Phase::roll, 0);
    roll(march, 1);
    march.apply(Move::sidestep({3, 2}, 4));
    CHECK(march.stack(Square{3, 2}) == Stack{1});
    CHECK(march.stack(Square{4, 2}) == Stack{0});
  }

  TEST_CASE("stacks march: a pile that brings two players to three wins for the player in turn") {
    // A's pile B,A on (3,8) marches into the goal: A and B both reach three.
    const std::vector<std::string> rows = {". . . . . . . . A", ". . . . . . . . AB", ". . . . . . . BA .",
                                           ". . . . A . . . .", ". . . . . . . . B",  ". . . . . . B . ."};
    State s = with({Variant::stacks_march}, 2, rows, 0, Phase::roll, 0);
    roll(s, 3);
    s.apply(Move::skip());
    const auto events = applied(s, Move::forward({3, 8}));
    CHECK(s.phase() == Phase::over);
    CHECK(s.in_goal(0) == 3);
    CHECK(s.in_goal(1) == 3);
    CHECK(s.winner() == 0);
    CHECK(s.places() == Places{1, 2});
    CHECK(s.ranking() == std::vector<int>{0, 1});
    CHECK(logged(events, "A wins with three hedgehogs in the goal!"));
    CHECK(logged(events, "B's hedgehog reaches the goal (3 of 3)."));
    // Such an end is a position the save accepts, and one the base game does not.
    CHECK(State::from_json(s.to_json()).to_json() == s.to_json());
    json base = s.to_json();
    base.erase("variants");
    CHECK(refusal(base).find("B has three hedgehogs in the goal but has not won") != std::string::npos);
  }

  TEST_CASE("stacks march: the player in turn moving another's pile into the goal") {
    // B has no free token in row 2, so it must move A's pile B,A from (2,8): both reach three, and B
    // made the move.
    const std::vector<std::string> rows = {". . . . . . . . A", ". . . . . . . BA .", ". . . . . . . . AB",
                                           ". . . . A . . . .", ". . . . . . . . B",  ". . . . . . B . ."};
    State s = with({Variant::stacks_march}, 2, rows, 1, Phase::roll, 0);
    roll(s, 2);
    s.apply(Move::skip());
    s.apply(Move::forward({2, 8}));
    CHECK(s.winner() == 1);
    CHECK(s.places() == Places{2, 1});
  }

  TEST_CASE("shallow obstacles and stacks march: the held hedgehog stays behind") {
    const std::vector<std::string> rows = {"A . . . . . . . .", "A . . . . . . . .", ". . . . BBA . . . .",
                                           "A . . . . . . . .", ". . . . . . . . .", "B B . . . . . . ."};
    State s = with({Variant::shallow_obstacles, Variant::stacks_march}, 2, rows, 0, Phase::roll, 0);
    roll(s, 3);
    s.apply(Move::skip());
    CHECK(s.marching(Square{3, 5}) == 2);
    s.apply(Move::forward({3, 5}));
    CHECK(s.stack(Square{3, 5}) == Stack{1});
    CHECK(s.stack(Square{3, 6}) == Stack{1, 0});
    // Without shallow obstacles the whole pile waits.
    State held = with({Variant::stacks_march}, 2, rows, 0, Phase::roll, 0);
    roll(held, 3);
    CHECK(held.forward_squares().empty());
  }

  TEST_CASE("repelling obstacles and stacks march: the whole pile goes back") {
    const std::vector<std::string> rows = {"A . . . . . . . .", "A . . . . . . . .",  "B . . . . . . . .",
                                           "A . . . . . . . .", ". BA . . . . . . .", "B B . . . . . . ."};
    State s = with({Variant::repelling_obstacles, Variant::stacks_march}, 2, rows, 0, Phase::roll, 0);
    roll(s, 5);
    s.apply(Move::skip());
    const auto events = applied(s, Move::forward({5, 2}));
    CHECK(s.stack(Square{5, 3}).empty());
    CHECK(s.stack(Square{5, 1}) == Stack{1, 0});
    CHECK(logged(events, "repels 2 hedgehogs back to the Start column"));
  }

  TEST_CASE("round board and repelling obstacles: a sidestep across the edge into a pit") {
    // A's token on (1,8) steps up over the edge onto row 6's obstacle (6,8) and goes back to (6,1).
    const std::vector<std::string> rows = {"A . . . . . . A .", "A . . . . . . . .", "A . . . . . . . .",
                                           ". . . . . . . . .", "B . . . . . . . .", "B B B . . . . . ."};
    State s = with({Variant::round_board, Variant::repelling_obstacles}, 2, rows, 0, Phase::roll, 0);
    roll(s, 2);
    s.apply(Move::sidestep({1, 8}, 6));
    CHECK(s.stack(Square{6, 8}).empty());
    CHECK(s.stack(Square{6, 1}) == Stack{1, 0});
  }

  TEST_CASE("shallow and repelling obstacles together: nothing ever waits on an obstacle") {
    const Variants both{Variant::shallow_obstacles, Variant::repelling_obstacles};
    const std::vector<std::string> rows = {"A . . . . . . . .", "A . . . . . . . .", "A . . . . . . . .",
                                           "A . . . . . . . .", "B . . . . . . . .", "B B B . . . . . ."};
    const State s = with(both, 2, rows, 0, Phase::roll, 0);
    for (int row = 1; row <= kRows; ++row) CHECK_FALSE(s.held(Square{row, obstacle_col(row)}));
  }

  TEST_CASE("robots play a game to the end with each variant, and with all of them") {
    std::vector<Variants> each;
    for (Variant v : kAllVariants) each.push_back(Variants{v});
    each.push_back(kEvery);
    for (const Variants& variants : each) {
      CAPTURE(variants_text(variants));
      const SimReport two = sim(variants, {"planner", "random"}, 4, 3);
      CHECK(two.unfinished == 0);
      const SimReport six = sim(variants, {"planner", "random", "planner", "random", "planner", "random"}, 2, 5);
      CHECK(six.unfinished == 0);
    }
  }

  TEST_CASE("the planner beats the random robot with every variant on") {
    const SimReport report = sim(kEvery, {"planner", "random"}, 60, 11);
    CHECK(report.unfinished == 0);
    const double rate = report.entries[0].wins / static_cast<double>(report.games);
    CAPTURE(rate);
    CHECK(rate >= 0.7);
  }

  TEST_CASE("the planner uses the round board to reach the rolled row") {
    const std::vector<std::string> rows = {". A . . . . . . .", "A . . . . . . . .", "A . . . . . . . .",
                                           "A . . . . . . . .", "B . . . . . . . .", "B B B . . . . . ."};
    State s = with({Variant::round_board}, 2, rows, 0, Phase::roll, 0);
    roll(s, 6);
    CHECK(planner_move(s) == Move::sidestep({1, 2}, 6));
  }

  TEST_CASE("the planner keeps its own hedgehog out of a repelling obstacle when it can") {
    // A rolls 5 and must move its own token in row 5: (5,2) would land in the pit (5,3), (5,5) is safe.
    const std::vector<std::string> rows = {"A . . . . . . . .", "B . . . . . . . .", ". . . . . . . . .",
                                           "B . . . . . . . .", ". A . . A . . . .", "B A B . . . . . ."};
    State s = with({Variant::repelling_obstacles}, 2, rows, 0, Phase::roll, 0);
    roll(s, 5);
    while (s.current_seat() == 0) s.apply(planner_move(s));
    CHECK(s.stack(Square{5, 1}).empty());  // nothing of A's was sent back
  }

  TEST_CASE("the planner's judgement knows the variants") {
    // A's token on (5,2) stands right before row 5's pit; A's token on (3,5) is buried under B's.
    const std::vector<std::string> rows = {"A . . . . . . . .", "B . . . . . . . .", ". . . . AB . . . .",
                                           "B . . . . . . . .", ". A . . . . . . .", "B A . . . . . . ."};
    const State base = from_picture(2, rows, 0, Phase::roll, 0);
    // A token before a repelling pit is in danger of going back to Start (the pile moved off the pit).
    std::vector<std::string> off_pit = rows;
    off_pit[2] = ". AB . . . . . . .";
    CHECK(evaluate(with({Variant::repelling_obstacles}, 2, off_pit, 0, Phase::roll, 0), 0) <
          evaluate(from_picture(2, off_pit, 0, Phase::roll, 0), 0));
    // A buried token travels with its pile when stacks march: burial costs less.
    CHECK(evaluate(with({Variant::stacks_march}, 2, rows, 0, Phase::roll, 0), 0) > evaluate(base, 0));
    // In a shallow pit only the lowest token waits: B's token on top of A's is free.
    CHECK(evaluate(with({Variant::shallow_obstacles}, 2, rows, 0, Phase::roll, 0), 1) > evaluate(base, 1));
  }

  TEST_CASE("a state with variants survives a round trip through JSON in every phase") {
    std::vector<Seat> people;
    for (int i = 0; i < 3; ++i) people.push_back(Seat{false, "", std::string("Player ") + seat_letter(i)});
    Match<State> match(State(3, kEvery), people, {11, 99});
    Rng pick(4);
    for (int step = 0; step < 400 && !match.over(); ++step) {
      const json saved = match.state().to_json();
      CHECK(saved["variants"] == json({"round_board", "shallow_obstacles", "repelling_obstacles", "stacks_march"}));
      CHECK(State::from_json(saved).to_json() == saved);
      const auto legal = match.state().legal_moves();
      match.play(legal[static_cast<std::size_t>(pick.below(static_cast<int>(legal.size())))]);
    }
    CHECK(State::from_json(State(2, {Variant::stacks_march}).to_json()).variants() == Variants{Variant::stacks_march});
  }

  TEST_CASE("a save without variants has no variants key and reads as the base game") {
    const State s = placed(2, {1, 2, 3, 4, 5, 6, 2, 1});
    const json j = s.to_json();
    CHECK_FALSE(j.contains("variants"));
    CHECK(State::from_json(j).variants().none());
    json empty = j;
    empty["variants"] = json::array();
    CHECK(State::from_json(empty).to_json() == j);
  }

  TEST_CASE("a bad variant name is refused with a clear message") {
    json j = placed(2, {1, 2, 3}).to_json();
    j["variants"] = json::array({"round_board", "round_bored"});
    CHECK(refusal(j) ==
          "igel.variants: 'round_bored' is not a variant of Igel Ärgern; the variants are round_board, "
          "shallow_obstacles, repelling_obstacles and stacks_march");
    j["variants"] = json::array({"stacks_march", "stacks_march"});
    CHECK(refusal(j) == "igel.variants names 'stacks_march' twice");
    j["variants"] = 3;
    CHECK(refusal(j).find("igel.variants must be a list of variant names") == 0);
    CHECK(variants_from_json("round_board,stacks_march", "x") == Variants{Variant::round_board, Variant::stacks_march});
  }

  TEST_CASE("with repelling obstacles a save with a hedgehog on an obstacle is refused") {
    json j = from_picture(2,
                          {"A . . . . . . . .", "A . . . . . . . .", ". . . . A . . . .", "A . . . . . . . .",
                           "B . . . . . . . .", "B B B . . . . . ."},
                          0, Phase::roll, 0)
                 .to_json();
    CHECK(refusal(j).empty());
    j["variants"] = json::array({"repelling_obstacles"});
    CHECK(refusal(j).find("no hedgehog stands on an obstacle, as one does in row 3, column 5") != std::string::npos);
  }

  TEST_CASE("a replay script names its variants, and the summary repeats them") {
    // After placement A tops (1,1) over B. A rolls 6, steps over the edge onto B's (6,1) and marches the pile on.
    const json script = json::parse(R"({"players": 2, "seed": 7, "variants": ["stacks_march", "round_board"],
      "placements": [2, 1, 3, 4, 5, 6, 1, 2],
      "turns": [{"roll": 6, "sidestep": {"from": [1,1], "to_row": 6}, "forward": [6,1]}]})");
    const Match<State> match = replay_script(script);
    CHECK(match.state().variants() == Variants{Variant::round_board, Variant::stacks_march});
    const json out = summarize(match);
    CHECK(out["variants"] == json({"round_board", "stacks_march"}));
    CHECK(out["board"][0][0] == "B");
    CHECK(out["board"][5][0] == "");
    CHECK(out["board"][5][1] == "BA");
    CHECK_FALSE(summarize(replay_script(json{{"players", 2}})).contains("variants"));
    json bad = script;
    bad["variants"] = json::array({"marching"});
    try {
      replay_script(bad);
      FAIL("a bad variant was accepted");
    } catch (const BadData& e) {
      CHECK(std::string(e.what()).find("variants: 'marching' is not a variant of Igel Ärgern") == 0);
    }
  }

  TEST_CASE("sim takes --variants, and refuses a bad name") {
    std::string out;
    std::string err;
    REQUIRE(run({"sim", "igel", "--games", "2", "--variants", "round_board,stacks_march"}, out, err) == 0);
    CHECK(json::parse(out)["params"]["variants"] == "round_board,stacks_march");
    CHECK(run({"sim", "igel", "--games", "2", "--variants", "round"}, out, err) == 2);
    CHECK(err.find("'round' is not a variant of Igel Ärgern") != std::string::npos);
    CHECK(run({"sim", "pako", "--games", "1", "--variants", "round_board"}, out, err) == 2);
  }

  TEST_CASE("the setup form offers each variant, off unless chosen, and a new game follows it") {
    const GameEntry& igel = *find_game("igel");
    std::vector<std::string> replaced;
    const json setup = igel.clean_setup(json{{"players", 2}, {"round_board", true}, {"stacks_march", false}}, replaced);
    CHECK(replaced.empty());
    CHECK(setup["round_board"] == true);
    const json bad = igel.clean_setup(json{{"round_board", "yes"}}, replaced);
    CHECK_FALSE(bad.contains("round_board"));
    CHECK(replaced == std::vector<std::string>{"round_board"});
    const SimReport report =
        igel.sim(json{{"repelling_obstacles", true}}, {"planner", "random"}, SimOptions{1, 1, 20000});
    CHECK(report.games == 1);
  }
}
