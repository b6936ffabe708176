#include <doctest/doctest.h>

#include "support/sanitized.hpp"
#include "tabletop/core/match.hpp"
#include "tabletop/core/random_robot.hpp"
#include "tabletop/games/pako/pako.hpp"

using namespace tabletop;
using pako::Move;
using pako::Square;
using pako::State;

namespace {
std::vector<Seat> two_people() { return {Seat{false, "", "Ann"}, Seat{false, "", "Bob"}}; }
}  // namespace

TEST_SUITE("core") {
  TEST_CASE("a match logs what every move did") {
    Match<State> match(State(5, 2), two_people(), {1, 1});
    const Events events = match.play(Move::from_prison(Square{4, 4}));
    REQUIRE_FALSE(events.empty());
    CHECK(match.log().size() == events.size());
    CHECK(match.log().front().text == "A moves a prisoner from the prison up column 4 to row 4.");
    CHECK(match.log().front().seat == 0);
  }

  TEST_CASE("the log keeps its last lines, the first of them saying how many went, across a save") {
    Match<State> match(State(5, 2), two_people(), {1, 1});
    for (std::size_t i = 0; i < kLogKept + 1000; ++i) match.note("line " + std::to_string(i));
    REQUIRE(match.log().size() == kLogKept);
    CHECK(match.log().front().text == "… 1,001 earlier lines are not kept.");
    CHECK(match.log()[1].text == "line 1001");
    CHECK(match.log().back().text == "line 1399");
    Match<State> again = Match<State>::from_json(match.to_json());
    again.note("one more");
    CHECK(again.log().front().text == "… 1,002 earlier lines are not kept.");
    CHECK(again.log().size() == kLogKept);
    CHECK(again.moves_played() == match.moves_played());
  }

  TEST_CASE("undo takes back a person's move, but never across a draw") {
    Match<State> match(State(5, 2), two_people(), {1, 1});
    const json start = match.state().to_json();
    CHECK_FALSE(match.can_undo());
    match.play(Move::from_prison(Square{4, 4}));
    REQUIRE(match.can_undo());
    match.undo();
    CHECK(match.state().to_json() == start);
    CHECK_FALSE(match.can_undo());

    // A boat move draws a guard: after it there is nothing to take back.
    State escape(5, 2);
    escape.set_pieces(0, {Square{1, 2}}, 0);
    Match<State> drawn(escape, two_people(), {1, 1});
    drawn.play(Move::to_boat(Square{1, 2}));
    CHECK_FALSE(drawn.can_undo());
  }

  TEST_CASE("nobody has moved until a seat's move stands: at the start, and after every move is taken back") {
    Match<State> match(State(5, 3),
                       {Seat{false, "", "Ann"}, Seat{true, "random", "Robot B"}, Seat{true, "random", "Cy"}}, {1, 1});
    CHECK(match.nobody_moved());
    match.play(Move::from_prison(Square{4, 4}));  // Ann
    match.play(Move::from_prison(Square{3, 1}));  // Robot B replies
    CHECK_FALSE(match.nobody_moved());
    CHECK_FALSE(Match<State>::from_json(json::parse(match.to_json().dump())).nobody_moved());
    match.undo();
    CHECK(match.nobody_moved());
    CHECK(Match<State>::from_json(json::parse(match.to_json().dump())).nobody_moved());
    // A history begun anew at a save's position does not know what came before it.
    match.play(Move::from_prison(Square{4, 4}));
    json old = match.to_json();
    old.erase("history");
    CHECK_FALSE(Match<State>::from_json(old).nobody_moved());
  }

  TEST_CASE("a take-back says whose move it took back, and the robots' replies with it") {
    Match<State> match(State(5, 3),
                       {Seat{false, "", "Ann"}, Seat{true, "random", "Robot B"}, Seat{true, "random", "Cy"}}, {1, 1});
    match.play(Move::from_prison(Square{4, 4}));  // Ann
    match.play(Move::from_prison(Square{3, 1}));  // Robot B replies
    REQUIRE(match.can_undo());
    Match<State> loaded = Match<State>::from_json(json::parse(match.to_json().dump()));  // its undo replayed
    match.undo();
    CHECK(match.log().back().text == "Ann's move and Robot B's reply taken back.");
    loaded.undo();
    CHECK(loaded.log().back().text == "Ann's move and Robot B's reply taken back.");
    match.play(Move::from_prison(Square{4, 4}));
    match.undo();
    CHECK(match.log().back().text == "Ann's move taken back.");
    match.play(Move::from_prison(Square{4, 4}));
    match.play(Move::from_prison(Square{3, 1}));
    match.play(match.state().legal_moves().front());  // Cy replies too
    match.undo();
    CHECK(match.log().back().text == "Ann's move and the replies of Robot B and Cy taken back.");
  }

  TEST_CASE("forced chance outcomes are used before the generator") {
    State s(5, 2);
    s.set_pieces(0, {Square{1, 2}}, 0);
    Match<State> match(s, two_people(), {1, 1});
    match.play(Move::to_boat(Square{1, 2}), {Move::draw(4, 5)});
    CHECK(match.state().guard_col(4) == 5);  // the guard of row 4 (column 1) ran to the right edge
  }

  TEST_CASE("save, load and continue plays exactly the game that not stopping would have played") {
    // Two copies of one match: one goes through JSON every move, the other never stops.
    const std::vector<Seat> robots = {Seat{true, "random", "R1"}, Seat{true, "random", "R2"}};
    // Each game starts with a prisoner of A's in row 1, so boat moves (and their guard draws) come soon.
    State start(5, 2);
    start.set_pieces(0, {Square{1, 2}}, 0);
    Match<State> straight(start, robots, {11, 5});
    Match<State> resumed = straight;
    RandomRobot<State> robot;
    int boat_moves = 0;
    // (The sanitizer build plays fewer moves, but on until a boat move has drawn a guard.)
    for (int i = 0; i < 3000 && (i < testing::rounds(3000) || boat_moves == 0); ++i) {
      if (i == 0 || straight.over()) {  // random robots' games end by the 30-round rule (A21b): play another
        straight = Match<State>(start, robots, {11 + static_cast<std::uint64_t>(i), 5});
        straight.play(Move::to_boat(Square{1, 2}));  // a guard is drawn: a chance step to save across
        ++boat_moves;
        resumed = straight;
      }
      const int seat = straight.state().current_seat();
      const Move move = robot.choose(observe(straight.state(), seat), straight.robot_rng(), {});
      boat_moves += move.kind == pako::MoveKind::boat;
      straight.play(move);
      resumed = Match<State>::from_json(json::parse(resumed.to_json().dump()));
      const Move again = robot.choose(observe(resumed.state(), seat), resumed.robot_rng(), {});
      REQUIRE(again == move);
      resumed.play(again);
      REQUIRE(resumed.to_json() == straight.to_json());
    }
    CHECK(boat_moves > 0);  // random guard draws happened along the way
  }

  TEST_CASE("a save from before the match held the chance generator takes the state's") {
    Match<State> match(State(5, 2), two_people(), {31, 1});
    json old = match.to_json();
    old["state"]["rng"] = old["chance_rng"];
    old.erase("chance_rng");
    Match<State> loaded = Match<State>::from_json(old);
    CHECK(loaded.to_json() == match.to_json());
    old["state"]["rng"] = "nonsense";
    CHECK_THROWS_WITH_AS(Match<State>::from_json(old), doctest::Contains("match.state.rng"), BadData);
  }

  TEST_CASE("a match with a damaged part is refused") {
    Match<State> match(State(5, 2), two_people(), {1, 1});
    json j = match.to_json();
    j["robot_rng"] = "nonsense";
    CHECK_THROWS_AS(Match<State>::from_json(j), BadData);
    j = match.to_json();
    j["seats"] = json::array({seat_to_json(Seat{})});
    CHECK_THROWS_AS(Match<State>::from_json(j), BadData);
    j = match.to_json();
    j["log"] = json::array({"not a pair"});
    CHECK_THROWS_AS(Match<State>::from_json(j), BadData);
  }
}

TEST_SUITE("core") {
  TEST_CASE("events are data: nobody listening keeps nothing, a listener gets who, what and where") {
    State quiet(5, 2);
    quiet.apply(Move::from_prison(Square{4, 4}));  // no sink: nothing is kept, no words are made
    State heard(5, 2);
    Events events;
    heard.apply(Move::from_prison(Square{4, 4}), events);
    CHECK(heard.to_json() == quiet.to_json());  // listening changes nothing in the game
    REQUIRE(events.size() == 2);
    CHECK(events[0].seat == 0);
    CHECK(events[0].what == static_cast<int>(pako::Say::moves));
    CHECK(events[0].n[1] == 404);  // the square (4,4)
    CHECK(told(heard, events) == std::vector<LogLine>{{0, "A moves a prisoner from the prison up column 4 to row 4."},
                                                      {-1, "The guard of row 4 runs 2 squares (column 1 to 3)."}});
  }
}

TEST_SUITE("history") {
  // A match of people and robots with notes and take-backs along the way, every chance drawn.
  Match<State> eventful(int moves, std::uint64_t seed) {
    State start(5, 2);
    start.set_pieces(0, {Square{1, 2}}, 0);
    Match<State> match(start, {Seat{false, "", "Ann"}, Seat{true, "random", "Rob"}}, {seed, seed + 1});
    match.note("A new game begins.");
    match.play(Move::to_boat(Square{1, 2}));  // a guard is drawn: a chance step
    RandomRobot<State> robot;
    for (int i = 0; i < moves && !match.over(); ++i) {
      const int seat = match.state().current_seat();
      match.play(robot.choose(observe(match.state(), seat), match.robot_rng(), {}));
      if (i % 7 == 3 && match.can_undo()) match.undo();
      if (i % 11 == 5) match.note("Bea sits down.", 1);
    }
    return match;
  }

  TEST_CASE("a match's history replays to its position, its log and its undo") {
    for (std::uint64_t seed = 1; seed <= 6; ++seed) {
      const Match<State> match = eventful(150, seed);
      REQUIRE(match.history().size() > 50);  // random robots end by the 30-round rule (A21b), 60 moves on
      CHECK(std::count(match.history().movers.begin(), match.history().movers.end(), 'c') > 0);
      const Match<State> again = Match<State>::replay(match.history(), match.seats());
      CHECK(again.state().to_json() == match.state().to_json());
      CHECK(again.log() == match.log());
      CHECK(again.can_undo() == match.can_undo());
      CHECK(again.history().to_json() == match.history().to_json());
    }
  }

  TEST_CASE("a replay stops after any move, with the lines said after it") {
    Match<State> match(State(5, 2), two_people(), {1, 1});
    match.note("A new game begins.");
    match.play(Move::from_prison(Square{4, 4}));
    match.note("Ann waves.", 0);
    match.play(Move::from_prison(Square{3, 1}));
    const Match<State> first = Match<State>::replay(match.history(), match.seats(), 1);
    CHECK(first.history().size() == 1);
    CHECK(first.log().back().text == "Ann waves.");
    CHECK(first.state().current_seat() == 1);
    const Match<State> none = Match<State>::replay(match.history(), match.seats(), 0);
    CHECK(none.state().to_json() == State(5, 2).to_json());
    CHECK(none.log().size() == 1);
  }

  TEST_CASE("undo survives a save and a reload") {
    Match<State> match(State(5, 2), two_people(), {1, 1});
    match.play(Move::from_prison(Square{4, 4}));
    match.play(Move::from_prison(Square{3, 1}));
    REQUIRE(match.can_undo());
    Match<State> loaded = Match<State>::from_json(json::parse(match.to_json().dump()));
    REQUIRE(loaded.can_undo());
    CHECK(loaded.undo_mover() == match.undo_mover());
    match.undo();
    loaded.undo();
    CHECK(loaded.state().to_json() == match.state().to_json());
    CHECK(loaded.to_json() == match.to_json());
    // Breaking the replay of the undo (a take-back that pushes nothing) is seen.
    CHECK(loaded.can_undo());
  }

  TEST_CASE("a save from before histories loads; its history starts at its position") {
    const Match<State> match = eventful(40, 3);
    json old = match.to_json();
    old.erase("history");
    old.erase("setup");
    const Match<State> loaded = Match<State>::from_json(old);
    CHECK(loaded.state().to_json() == match.state().to_json());
    CHECK(loaded.history().size() == 0);
    CHECK(loaded.history().start == match.state().to_json());
    CHECK_FALSE(loaded.can_undo());
  }

  TEST_CASE("a history that does not lead to the saved position is said so and starts again there") {
    const Match<State> match = eventful(40, 4);
    json edited = match.to_json();
    edited["history"]["moves"].erase(edited["history"]["moves"].size() - 1);
    std::string movers = edited["history"]["movers"];
    movers.pop_back();
    edited["history"]["movers"] = movers;
    const Match<State> loaded = Match<State>::from_json(edited);
    CHECK(loaded.state().to_json() == match.state().to_json());
    CHECK(loaded.history().size() == 0);
    CHECK(loaded.log().back().text.find("does not lead to its position") != std::string::npos);
    edited["history"]["movers"] = "x";
    CHECK_THROWS_WITH_AS(Match<State>::from_json(edited), doctest::Contains("match.history.movers"), BadData);
  }

  TEST_CASE("a long game's history forgets its oldest moves, says how many, and still replays") {
    Match<State> match(State(7, 2), {Seat{false, "", "Ann"}, Seat{true, "random", "Rob"}}, {9, 10});
    match.keep_history(60);
    RandomRobot<State> robot;
    int played = 0;  // moves on the match's line: those played less those taken back
    for (int i = 0; i < 400 && !match.over(); ++i) {
      const int seat = match.state().current_seat();
      match.play(robot.choose(observe(match.state(), seat), match.robot_rng(), {}));
      ++played;
      if (i % 5 == 2 && match.can_undo()) {
        match.undo();
        --played;
      }
    }
    const MatchHistory<State>& h = match.history();
    CHECK(h.size() <= 60 + 60 / 20 + 1);
    CHECK(h.dropped > 0);
    CHECK(h.dropped + h.size() >= static_cast<std::size_t>(played));  // every move is either kept or counted
    const Match<State> again = Match<State>::replay(h, match.seats());
    CHECK(again.state().to_json() == match.state().to_json());
    CHECK(again.can_undo() == match.can_undo());
    const Match<State> loaded = Match<State>::from_json(match.to_json());
    CHECK(loaded.history().dropped == h.dropped);
    CHECK(loaded.can_undo() == match.can_undo());
  }
}

TEST_SUITE("core") {
  // A hand-made save may hold a log the game never writes: one line of megabytes was written again
  // with every move and slowed the way out; a thousand lines past the limit were kept for ever.
  TEST_CASE("a save's log comes back as the game keeps one: lines cut at 1,000 bytes, the last 400 lines") {
    Match<State> match(State(5, 2), two_people(), {1, 1});
    json saved = match.to_json();
    saved["log"] = json::array();
    saved["log"].push_back(json::array({-1, std::string(3'000'000, 'x')}));
    saved["log"].push_back(json::array({0, std::string(kLogLineLongest - 1, 'y') + "é and more"}));
    Match<State> again = Match<State>::from_json(saved);
    REQUIRE(again.log().size() == 2);
    CHECK(again.log()[0].text == std::string(kLogLineLongest, 'x') + "…");
    // Never within a character: é is two bytes, the cut comes before it.
    CHECK(again.log()[1].text == std::string(kLogLineLongest - 1, 'y') + "…");
    CHECK(again.log()[1].seat == 0);

    saved["log"] = json::array();
    for (std::size_t i = 0; i < kLogKept + 100; ++i)
      saved["log"].push_back(json::array({-1, "line " + std::to_string(i)}));
    again = Match<State>::from_json(saved);
    CHECK(again.log().size() == kLogKept);
    CHECK(again.log().front().text == "… 101 earlier lines are not kept.");
    CHECK(again.log().back().text == "line " + std::to_string(kLogKept + 99));
  }
}
