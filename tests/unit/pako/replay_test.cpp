#include <doctest/doctest.h>

#include "tabletop/games/pako/pako_entry.hpp"
#include "tabletop/games/pako/pako_replay.hpp"

using namespace tabletop;
using namespace tabletop::pako;

namespace {
const char* kIssueScript = R"({"size": 5, "players": 2, "seed": 1,
 "position": {"guards": [3,2,2,2,3],
              "players": [{"yard": [[3,1],[5,1]], "boat": 0}, {"yard": [[3,4],[5,5]], "boat": 0}],
              "turn": 1},
 "moves": [{"from": [3,4], "to": [2,4]}, {"from": "prison", "to": [5,2]}]})";

std::string error_of(const std::string& script) {
  try {
    replay_script(json::parse(script));
  } catch (const std::exception& e) {
    return e.what();
  }
  return "";
}
}  // namespace

TEST_SUITE("pako") {
  TEST_CASE("the issue's replay script gives the documented shape and the rules' result") {
    const json out = summarize(replay_script(json::parse(kIssueScript)));
    CHECK(out["size"] == 5);
    CHECK(out["turn"] == 1);
    CHECK(out["guards"] == json::parse("[3,3,2,2,2]"));  // row 2 ran to 3; row 5 ran 3 -> 2
    CHECK(out["players"][0] == json::parse(R"({"yard": [[3,1],[5,1]], "prison": 2, "boat": 0})"));
    CHECK(out["players"][1] == json::parse(R"({"yard": [[2,4],[5,5]], "prison": 2, "boat": 0})"));
    CHECK(out["winner"].is_null());
    CHECK(out["hints"] == json::parse("[[2,5],[3,4],[3,5],[4,5],[5,4]]"));
    REQUIRE(out["log"].size() == 5);
    CHECK(out["log"][4] == "The guard catches A's prisoner in row 5, column 2: back to the prison.");
  }

  TEST_CASE("without a position the game starts from the start position") {
    const json out = summarize(replay_script(json::parse(R"({"size": 7, "players": 3, "moves": []})")));
    CHECK(out["guards"] == json::parse("[4,3,5,2,6,1,7]"));
    CHECK(out["players"].size() == 3);
    CHECK(out["players"][2]["prison"] == 4);
    CHECK(out["turn"] == 0);
  }

  TEST_CASE("a boat move may fix the drawn guard and edge") {
    const json out = summarize(replay_script(json::parse(R"({"size": 5, "players": 2,
     "position": {"guards": [2,2,4,1,5], "players": [{"yard": [[1,3]], "boat": 0}, {"yard": [[4,4]], "boat": 1}]},
     "moves": [{"from": [1,3], "to": "boat", "guard": 4, "edge": "right"}]})")));
    CHECK(out["guards"][3] == 5);
    CHECK(out["players"][1]["yard"].empty());  // B's (4,4) was on the guard's way
    CHECK(out["players"][0]["boat"] == 1);
    const json centre = summarize(replay_script(json::parse(R"({"size": 5, "players": 2,
     "position": {"guards": [2,2,3,1,5], "players": [{"yard": [[1,3]], "boat": 0}, {"yard": [], "boat": 0}]},
     "moves": [{"from": [1,3], "to": "boat", "guard": 3, "edge": "left"}]})")));
    CHECK(centre["guards"][2] == 1);
  }

  TEST_CASE("the same seed draws the same guards") {
    const char* script = R"({"size": 5, "players": 2, "seed": 9,
     "position": {"guards": [2,2,4,1,5], "players": [{"yard": [[1,3]], "boat": 0}, {"yard": [], "boat": 0}]},
     "moves": [{"from": [1,3], "to": "boat"}]})";
    CHECK(summarize(replay_script(json::parse(script))) == summarize(replay_script(json::parse(script))));
  }

  TEST_CASE("errors name the move and the reason") {
    CHECK(error_of(R"({"size": 5, "moves": [{"from": "prison", "to": [4,4]}, {"from": "prison", "to": [5,5]}]})") ==
          "move 2: a guard stands in row 5, column 5");
    CHECK(error_of(R"({"size": 5, "moves": [{"from": [2,2], "to": [2,3]}]})") ==
          "move 1: no prisoner of A stands in row 2, column 2");
    CHECK(error_of(R"({"size": 5, "moves": [{"from": "prison", "to": [9,9]}]})") ==
          "move 1.to row must be from 1 to 5, not 9");
    CHECK(error_of(R"({"size": 8})") == "size must be 5, 7, 9, 11, 13 or 15");
    CHECK(
        error_of(R"({"size": 5, "position": {"guards": [1,1,1,1,1], "players": [{"yard": [[1,1]]}, {"yard": []}]}})") ==
        "a prisoner and a guard share row 1, column 1");
    CHECK(error_of(R"({"size": 5, "position": {"guards": [2,2,3,1,5], "players": [{"yard": [[1,3]]}, {"yard": []}]},
                     "moves": [{"from": [1,3], "to": "boat", "guard": 3}]})") ==
          "move 1: the guard of row 3 stands in the centre column: name its edge");
    CHECK(error_of(R"({"size": 5, "position": {"guards": [2,2,4,1,5], "players": [{"yard": [[1,3]]}, {"yard": []}]},
                     "moves": [{"from": [1,3], "to": "boat", "guard": 4, "edge": "left"}]})") ==
          "move 1: the drawn guard runs to the edge farther from it");
    CHECK(error_of(R"({"size": 5, "seats": ["person", "genius"]})") ==
          "seats[1] must be \"person\", \"joined\" or a robot style (easy, normal, hard, lookahead, search, random)");
    CHECK(error_of(R"({"size": 5, "moves": ["pass"]})") == "move 1: a player who can move must move");
  }
}
