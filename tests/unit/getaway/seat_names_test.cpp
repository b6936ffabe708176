// Getaway's words name the players by the names their seats go by now: a friend who takes a seat
// mid-game is named in the log from then on, after a take-back, in a resumed save and in a replay.
#include <doctest/doctest.h>

#include <algorithm>

#include "tabletop/core/match.hpp"
#include "tabletop/games/getaway/getaway.hpp"

using namespace tabletop;
using namespace tabletop::getaway;

namespace {

// Ann, a person, has paid the toll on the second square (she may take that back); Robot B is to roll.
Match<State> ann_paid_robot_b_next() {
  const Board board = parse_board("10 2 5 Start : F1 : S F 0 Gate : Y Q F -2 F 5 F3 : S F 0 Castle :", "names.game");
  const std::vector<Seat> seats{Seat{false, "", "Ann"}, Seat{true, "thrifty", "Robot B"}};
  Match<State> match(State(board, {"Ann", "Robot B"}), seats, {7, 1});
  match.play(Move::roll(), {Move::dice(1, 1)});
  match.play(Move::pay());
  return match;
}

const Seat kBea{false, "", "Bea", true, -1, true};  // a friend who joined, given Robot B's seat

bool log_says(const Match<State>& match, const std::string& words) {
  return std::any_of(match.log().begin(), match.log().end(),
                     [&](const LogLine& line) { return line.text.find(words) != std::string::npos; });
}

}  // namespace

TEST_CASE("a friend given Robot B's seat is named in the log from the next turn on, after a take-back too") {
  Match<State> match = ann_paid_robot_b_next();
  REQUIRE(match.can_undo());
  match.set_seat(1, kBea);
  CHECK(match.state().player(1).name == "Bea");
  match.undo();  // the position before the answer names her too
  CHECK(match.state().player(1).name == "Bea");
  match.play(Move::refuse());
  match.play(Move::roll(), {Move::dice(1, 2)});  // to F3: her turn ends, and the log tells it
  CHECK(log_says(match, "Bea is on Start and rolls"));
  CHECK_FALSE(log_says(match, "Robot B is on"));
}

TEST_CASE("a renamed seat's game resumes with its history and the seat's name") {
  Match<State> match = ann_paid_robot_b_next();
  match.set_seat(1, kBea);
  match.play(Move::roll(), {Move::dice(1, 2)});
  const Match<State> back = Match<State>::from_json(json::parse(match.to_json().dump()));
  CHECK(back.state().player(1).name == "Bea");
  CHECK(back.history().to_json() == match.history().to_json());  // the history still leads to the position: it is kept
  CHECK_FALSE(log_says(back, "does not lead"));
  // Watched again, the whole game names the seat as it is called now.
  const Match<State> replayed = Match<State>::replay(back.history(), back.seats());
  CHECK(log_says(replayed, "Bea is on Start and rolls"));
  CHECK_FALSE(log_says(replayed, "Robot B"));
}

TEST_CASE("a save whose state still holds the seat's old name resumes under the seat's name") {
  json saved =
      ann_paid_robot_b_next().to_json();  // as saved before the state followed the seats: Bea's seat, Robot B's words
  saved["seats"][1]["name"] = "Bea";
  saved["seats"][1]["robot"] = false;
  saved["seats"][1]["style"] = "";
  const Match<State> back = Match<State>::from_json(saved);
  CHECK(back.state().player(1).name == "Bea");
  CHECK_FALSE(log_says(back, "does not lead"));
  CHECK(back.can_undo());  // the take-back the history implies came with it
}
