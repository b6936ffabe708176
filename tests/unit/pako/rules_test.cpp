#include <doctest/doctest.h>

#include "pako_position.hpp"
#include "support/told.hpp"
#include "tabletop/core/game.hpp"
#include "tabletop/games/pako/pako.hpp"

using namespace tabletop;
using namespace tabletop::pako;
using tabletop::pako::test::position;

namespace {

bool in_yard(const State& s, int player, Square q) {
  const auto& y = s.yard(player);
  return std::find(y.begin(), y.end(), q) != y.end();
}

}  // namespace

TEST_SUITE("pako") {
  TEST_CASE("only odd yards from 5 to 15 exist; 9 is the default") {
    CHECK(kDefaultSize == 9);
    for (int n = 1; n <= 17; ++n) CHECK(valid_size(n) == (n >= 5 && n <= 15 && n % 2 == 1));
    CHECK_THROWS_AS(State(8, 2), BadData);
    CHECK_THROWS_AS(State(9, 1), BadData);
    CHECK_THROWS_AS(State(9, 5), BadData);
  }

  TEST_CASE("start positions of every size match the tables of pako.md section 5") {
    const std::map<int, std::vector<int>> guards = {{5, {3, 2, 4, 1, 5}},
                                                    {7, {4, 3, 5, 2, 6, 1, 7}},
                                                    {9, {5, 4, 6, 3, 7, 2, 8, 1, 9}},
                                                    {11, {6, 5, 7, 4, 8, 3, 9, 2, 10, 1, 11}},
                                                    {13, {7, 6, 8, 5, 9, 4, 10, 3, 11, 2, 12, 1, 13}},
                                                    {15, {8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15}}};
    // Escape squares as "row: first..last" from the table.
    const std::map<int, std::vector<std::pair<int, int>>> escape = {{5, {{2, 4}, {3, 3}}},
                                                                    {7, {{3, 5}, {4, 4}}},
                                                                    {9, {{3, 7}, {4, 6}, {5, 5}}},
                                                                    {11, {{4, 8}, {5, 7}, {6, 6}}},
                                                                    {13, {{4, 10}, {5, 9}, {6, 8}, {7, 7}}},
                                                                    {15, {{5, 11}, {6, 10}, {7, 9}, {8, 8}}}};
    const std::map<int, int> base = {{5, 3}, {7, 3}, {9, 5}, {11, 5}, {13, 7}, {15, 7}};
    for (const auto& entry : guards) {
      const int n = entry.first;  // plain names: clang 14 lets no lambda capture a binding
      const auto& cols = entry.second;
      CAPTURE(n);
      const State s(n, 2);
      for (int row = 1; row <= n; ++row) CHECK(s.guard_col(row) == cols[static_cast<std::size_t>(row - 1)]);
      int count = 0;
      for (int row = 1; row <= n; ++row) {
        for (int col = 1; col <= n; ++col) {
          const auto& rows = escape.at(n);
          const bool expected = row <= static_cast<int>(rows.size()) &&
                                col >= rows[static_cast<std::size_t>(row - 1)].first &&
                                col <= rows[static_cast<std::size_t>(row - 1)].second;
          CHECK(s.is_escape(Square{row, col}) == expected);
          count += expected;
        }
      }
      CHECK(count == (n / 4 + 1) * (n / 4 + 1));
      int boat = 0;
      for (int col = 1; col <= n; ++col) boat += s.is_boat_column(col);
      CHECK(boat == base.at(n));
      for (int p = 0; p < 2; ++p) {
        CHECK(s.prison(p) == 4);
        CHECK(s.boat(p) == 0);
      }
      CHECK(s.current_seat() == 0);
    }
  }

  TEST_CASE("figure 2: a prison move counts from the prison; only the destination row's guard runs") {
    State s(5, 2);
    const auto events = testing::applied(s, Move::from_prison(Square{4, 4}));
    CHECK(s.guard_col(4) == 3);  // ran 2 squares, 1 -> 3, and stopped beside the prisoner
    CHECK(s.guard_col(5) == 5);  // the row it crossed stays put
    CHECK(in_yard(s, 0, Square{4, 4}));
    CHECK(s.prison(0) == 3);
    CHECK(s.current_seat() == 1);
    CHECK(events[1].text == "The guard of row 4 runs 2 squares (column 1 to 3).");
  }

  TEST_CASE("figure 3: three safe steps and three that get caught") {
    const State fig3 = position(5, {3, 2, 2, 2, 3}, {{{3, 1}, {5, 1}}, {{3, 4}, {5, 5}}}, 1);
    for (Square safe : {Square{2, 4}, Square{3, 5}, Square{4, 4}}) {
      State s = fig3;
      s.apply(Move::step(Square{3, 4}, safe));
      CHECK(in_yard(s, 1, safe));
      CHECK(s.guard_col(safe.row) == 3);
    }
    for (Square caught : {Square{3, 3}, Square{1, 4}, Square{5, 4}}) {
      State s = fig3;
      s.apply(Move::step(Square{3, 4}, caught));
      CHECK_FALSE(in_yard(s, 1, caught));
    }
    State s = fig3;
    s.apply(Move::step(Square{3, 4}, Square{5, 4}));
    CHECK(s.yard(1).empty());  // the guard ran on and also caught black (5,5)
    CHECK(s.guard_col(5) == 5);
    CHECK(s.prison(1) == 4);
  }

  TEST_CASE("figure 4: a boat move, then the drawn guard runs to its far edge") {
    State s = position(5, {3, 2, 2, 3, 4}, {{{1, 1}, {5, 1}, {5, 5}}, {{1, 4}, {4, 5}}}, 1);
    s.apply(Move::to_boat(Square{1, 4}));
    CHECK(s.boat(1) == 1);
    CHECK(s.current_seat() == kChanceSeat);
    CHECK(s.why_illegal(Move::draw(3, 1)) == "the drawn guard runs to the edge farther from it");
    s.apply(Move::draw(3, 5));
    CHECK(s.guard_col(3) == 5);
    CHECK(s.yard(0).size() == 3);  // nobody stood on (3,3)..(3,5)
    CHECK(s.yard(1).size() == 1);
    CHECK(s.current_seat() == 0);
  }

  TEST_CASE("figure 5: the guard does not stop at the first prisoner it meets") {
    State s = position(5, {3, 2, 2, 3, 2}, {{{2, 1}, {4, 1}, {5, 5}}, {{3, 3}, {4, 4}, {5, 1}}}, 0);
    s.apply(Move::step(Square{5, 5}, Square{3, 5}));
    CHECK(s.guard_col(3) == 4);
    CHECK_FALSE(in_yard(s, 1, Square{3, 3}));
    CHECK(s.prison(1) == 2);
    CHECK(in_yard(s, 0, Square{3, 5}));
  }

  TEST_CASE("a guard runs its full distance and catches everyone on the way, the mover too") {
    // A enters (5,3) from the prison: k = 1; guard of row 5 at column 5 runs to 4 (not reaching 3).
    // From row 3 instead (k = 3) the guard of row 3 at column 4 would run 4 -> 1 over columns 3..1.
    State s = position(5, {3, 2, 4, 1, 5}, {{{3, 1}}, {{3, 2}}}, 0);
    s.apply(Move::from_prison(Square{3, 3}));
    CHECK(s.guard_col(3) == 1);
    CHECK(s.yard(0).empty());  // the mover and A's (3,1) were caught
    CHECK(s.yard(1).empty());  // and B's (3,2) too
    CHECK(s.prison(0) == 4);
  }

  TEST_CASE("the guard is stopped only by the edge of the yard") {
    State s = position(5, {3, 1, 1, 1, 1}, {{}, {}}, 0);
    s.apply(Move::from_prison(Square{1, 5}));  // k = 5, but the guard can only go 3 -> 5
    CHECK(s.guard_col(1) == 5);
    CHECK(s.yard(0).empty());
  }

  TEST_CASE("no prisoner passes through or onto a prisoner or a guard, and none moves diagonally") {
    const State s = position(5, {3, 2, 4, 1, 5}, {{{4, 3}}, {{2, 3}}}, 0);
    CHECK(s.why_illegal(Move::from_prison(Square{3, 5})) == "a guard in row 5, column 5 blocks the way up column 5");
    CHECK(s.why_illegal(Move::from_prison(Square{3, 3})) == "a prisoner in row 4, column 3 blocks the way up column 3");
    CHECK(s.why_illegal(Move::from_prison(Square{5, 5})) == "a guard stands in row 5, column 5");
    CHECK(s.why_illegal(Move::from_prison(Square{5, 3})).empty());
    CHECK(s.why_illegal(Move::step(Square{4, 3}, Square{1, 3})) ==
          "a prisoner in row 2, column 3 blocks the way up column 3");
    CHECK(s.why_illegal(Move::step(Square{4, 3}, Square{2, 3})) == "a prisoner stands in row 2, column 3");
    CHECK(s.why_illegal(Move::step(Square{4, 3}, Square{4, 1})) == "a guard stands in row 4, column 1");
    CHECK(s.why_illegal(Move::step(Square{4, 3}, Square{3, 4})) == "prisoners move straight, not diagonally");
    CHECK(s.why_illegal(Move::step(Square{4, 3}, Square{4, 3})) == "a move goes at least one square");
    CHECK(s.why_illegal(Move::step(Square{2, 3}, Square{2, 2})) == "no prisoner of A stands in row 2, column 3");
    CHECK_THROWS_AS(State(s).apply(Move::step(Square{4, 3}, Square{1, 3})), IllegalMove);
  }

  TEST_CASE("a refusal for what stands in the way names the way: up or down its column, left or right along its row") {
    // Guards: row 2 in column 4, row 4 in column 2. A in (2,3) and (4,4), B in (4,3).
    const State s = position(5, {3, 4, 4, 2, 5}, {{{2, 3}, {4, 4}}, {{4, 3}}}, 0);
    CHECK(s.why_illegal(Move::step(Square{2, 3}, Square{5, 3})) ==
          "a prisoner in row 4, column 3 blocks the way down column 3");
    CHECK(s.why_illegal(Move::step(Square{2, 3}, Square{2, 5})) ==
          "a guard in row 2, column 4 blocks the way right along row 2");
    CHECK(s.why_illegal(Move::step(Square{4, 4}, Square{4, 1})) ==
          "a prisoner in row 4, column 3 blocks the way left along row 4");
  }

  TEST_CASE("a boat move goes straight up from any escape square over free squares only") {
    State s = position(5, {2, 2, 4, 1, 5}, {{{2, 3}, {1, 4}}, {}}, 0);
    CHECK(s.is_escape(Square{2, 3}));
    CHECK(s.why_illegal(Move::to_boat(Square{2, 3})).empty());  // (1,3) is free: its guard moved away
    CHECK(s.why_illegal(Move::to_boat(Square{1, 4})).empty());
    const State blocked = position(5, {3, 2, 4, 1, 5}, {{{2, 3}}, {}}, 0);
    CHECK(blocked.why_illegal(Move::to_boat(Square{2, 3})) ==
          "a guard in row 1, column 3 blocks the way up column 3 to the boat");
    const State outside = position(5, {3, 2, 4, 1, 5}, {{{1, 1}}, {}}, 0);
    CHECK(outside.why_illegal(Move::to_boat(Square{1, 1})) == "row 1, column 1 is not an escape square");
  }

  TEST_CASE("after a boat move every guard may be drawn; a centre guard either way") {
    State s = position(5, {3, 2, 4, 1, 5}, {{{1, 2}}, {}}, 0);
    s.apply(Move::to_boat(Square{1, 2}));
    const auto draws = s.legal_moves();
    CHECK(draws.size() == 6);  // five rows, the centre guard of row 1 with two edges
    for (const Move& d : draws) CHECK(d.kind == MoveKind::guard_draw);
    State left = s, right = s, edge = s;
    left.apply(Move::draw(1, 1));
    CHECK(left.guard_col(1) == 1);
    right.apply(Move::draw(1, 5));
    CHECK(right.guard_col(1) == 5);
    edge.apply(Move::draw(4, 5));  // a guard already on an edge crosses the whole row
    CHECK(edge.guard_col(4) == 5);
    // The generator only ever draws legal outcomes.
    for (int seed = 0; seed < 50; ++seed) {
      State t = position(5, {3, 2, 4, 1, 5}, {{{1, 2}}, {}}, 0);
      t.apply(Move::to_boat(Square{1, 2}));
      Rng dice(static_cast<std::uint64_t>(seed));
      const Move drawn = t.sample_chance(dice);
      CHECK(t.why_illegal(drawn).empty());
    }
    // The outcomes: a row in five each; the centre guard of row 1 runs to either edge, a tenth each.
    State t = position(5, {3, 2, 4, 1, 5}, {{{1, 2}}, {}}, 0);
    t.apply(Move::to_boat(Square{1, 2}));
    const ChanceOutcomes<Move> outcomes = t.chance_outcomes();
    REQUIRE(outcomes.size() == 6);
    CHECK(outcomes[0].move == Move::draw(1, 1));
    CHECK(outcomes[0].probability == doctest::Approx(0.1));
    CHECK(outcomes[1].move == Move::draw(1, 5));
    CHECK(outcomes[1].probability == doctest::Approx(0.1));
    CHECK(outcomes[2].move == Move::draw(2, 5));  // left of the centre: runs right
    CHECK(outcomes[2].probability == doctest::Approx(0.2));
    CHECK(outcomes[5].move == Move::draw(5, 1));
    for (const auto& outcome : outcomes) CHECK(t.why_illegal(outcome.move).empty());
  }

  TEST_CASE("the drawn guard catches prisoners on its way") {
    State s = position(5, {3, 2, 4, 1, 5}, {{{1, 2}, {4, 3}}, {{4, 4}}}, 0);
    s.apply(Move::to_boat(Square{1, 2}));
    s.apply(Move::draw(4, 5));
    CHECK(s.yard(0).empty());
    CHECK(s.yard(1).empty());
  }

  TEST_CASE("the third prisoner in the boat wins at once") {
    State s(5, 2);
    s.set_guards({2, 2, 4, 1, 5});
    s.set_pieces(0, {Square{1, 3}}, 2);
    s.validate();
    const auto events = testing::applied(s, Move::to_boat(Square{1, 3}));
    CHECK(s.winner() == 0);
    CHECK(s.current_seat() == kNobody);  // no guard is drawn after the winning move
    CHECK(s.places() == Places{1, 2});
    CHECK(events.back().text == "A wins with three prisoners in the boat!");
    CHECK(s.legal_moves().empty());
    CHECK(s.why_illegal(Move::pass()) == "the game is over");
  }

  TEST_CASE("the others are ranked by prisoners in the boat") {
    State s(5, 4);
    s.set_guards({2, 2, 4, 1, 5});
    s.set_pieces(0, {Square{1, 3}}, 2);
    s.set_pieces(1, {}, 1);
    s.set_pieces(2, {}, 2);
    s.set_pieces(3, {}, 1);
    s.apply(Move::to_boat(Square{1, 3}));
    CHECK(s.places() == Places{1, 3, 2, 3});
  }

  TEST_CASE("players move in turn A, B, C, D; a player who cannot move passes") {
    State s(5, 3);
    s.apply(Move::from_prison(Square{5, 2}));
    CHECK(s.current_seat() == 1);
    s.apply(Move::from_prison(Square{5, 3}));
    CHECK(s.current_seat() == 2);
    CHECK(s.why_illegal(Move::pass()) == "a player who can move must move");

    // A's four prisoners fill the bottom row beside its guard, under B's four: A cannot move.
    State wall(5, 2);
    wall.set_guards({1, 1, 1, 1, 1});
    wall.set_pieces(0, {Square{5, 2}, Square{5, 3}, Square{5, 4}, Square{5, 5}}, 0);
    wall.set_pieces(1, {Square{4, 2}, Square{4, 3}, Square{4, 4}, Square{4, 5}}, 0);
    wall.validate();
    const auto moves = wall.legal_moves();
    REQUIRE(moves.size() == 1);
    CHECK(moves[0].kind == MoveKind::pass);
    const auto events = testing::applied(wall, Move::pass());
    CHECK(events[0].text == "A has no legal move and passes.");
    CHECK(events.size() == 1);  // no guard moves
    CHECK(wall.current_seat() == 1);
    CHECK(wall.why_illegal(Move::pass()) == "a player who can move must move");
  }

  TEST_CASE("when every player passes in a row the game ends in a draw") {
    State wall(5, 2);
    wall.set_guards({1, 1, 1, 1, 1});
    wall.set_pieces(0, {Square{5, 2}, Square{5, 3}, Square{5, 4}, Square{5, 5}}, 0);
    wall.set_pieces(1, {Square{4, 2}, Square{4, 3}, Square{4, 4}, Square{4, 5}}, 0);
    json j = wall.to_json();
    j["passes_in_row"] = 1;  // B passed just before (it cannot really happen on a 5 x 5 yard)
    State s = State::from_json(j);
    const auto events = testing::applied(s, Move::pass());
    CHECK(s.current_seat() == kNobody);
    CHECK(s.places() == Places{1, 1});
    CHECK(events.back().text == "Nobody can move: the game ends in a draw.");
  }

  TEST_CASE("positions survive JSON, and impossible ones are refused") {
    State s = position(7, {4, 3, 5, 2, 6, 1, 7}, {{{3, 3}, {7, 2}}, {{1, 1}}}, 1);
    s.apply(Move::step(Square{1, 1}, Square{1, 2}));
    const json j = s.to_json();
    const State back = State::from_json(j);
    CHECK(back.to_json() == j);
    auto broken = [&](auto&& change) {
      json bad = j;
      change(bad);
      CHECK_THROWS_AS(State::from_json(bad), BadData);
    };
    broken([](json& b) { b["size"] = 8; });
    broken([](json& b) { b["players"] = 5; });
    broken([](json& b) { b["guards"] = json::array({1, 2, 3}); });
    broken([](json& b) { b["pieces"][0]["yard"] = json::array({json::array({3, 3}), json::array({3, 3})}); });
    broken([](json& b) { b["pieces"][0]["yard"].push_back(json::array({2, 3})); });  // on a guard
    broken([](json& b) { b["pieces"][1]["boat"] = 3; });                             // won, but no winner
    broken([](json& b) {
      b["pieces"][0]["boat"] = 3;
      b["pieces"][0]["yard"].push_back(json::array({6, 6}));
    });
    broken([](json& b) { b["turn"] = 2; });
    broken([](json& b) { b.erase("winner"); });
    broken([](json& b) { b["pieces"][0]["yard"][0] = json::array({0, 3}); });
  }
}
