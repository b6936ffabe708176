// `tabletop replay ludo`: the issue's example, literal turns lists and errors naming the turn.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <sstream>

#include "tabletop/app/cli.hpp"
#include "tabletop/core/save_session.hpp"
#include "tabletop/games/ludo/ludo_batch.hpp"
#include "tabletop/games/ludo/ludo_facts.hpp"
#include "tabletop/games/ludo/ludo_replay.hpp"
#include "tabletop/registry/game_entry.hpp"

using namespace tabletop;
using namespace tabletop::ludo;

namespace {

const char* const kSeedScript = R"({"players": ["A", "B"],
 "turns": [["A", 6], ["A", 4], ["A", 5], ["A", 4], ["B", 6], ["B", 4], ["B", 1], ["B", 2],
           ["A", 6], ["A", 4], ["A", 6], ["A", 3], ["A", 5], ["A", 1], ["A", 5], ["A", 4]],
 "space_names": [["B", 55]]})";

json replay(const json& script) { return find_game("ludo")->replay(script, false).summary; }

std::string replay_error(const std::string& script) {
  try {
    replay(json::parse(script));
  } catch (const std::exception& e) {
    return e.what();
  }
  return "";
}

}  // namespace

TEST_CASE("the issue's example prints the issue's output") {
  const json expected = json::parse(R"({"spaces": ["28", "28", "21", "H"],
 "players": {"A": {"completed": false, "p_steps": 28, "q_steps": 28},
             "B": {"completed": false, "p_steps": 7, "q_steps": -1}},
 "space_names": {"B:55": "B5"}})");
  CHECK(replay(json::parse(kSeedScript)) == expected);
}

TEST_CASE("the command line prints one line of JSON and exits 0") {
  std::ostringstream out;
  std::ostringstream err;
  const std::string path = "ludo_replay_test_script.json";
  {
    std::ofstream file(path);
    file << kSeedScript;
  }
  CHECK(run_command_line({"replay", "ludo", path}, out, err) == 0);
  std::remove(path.c_str());
  CHECK(err.str().empty());
  const json printed = json::parse(out.str());
  CHECK(printed["spaces"] == json({"28", "28", "21", "H"}));
  CHECK(out.str().find('\n') == out.str().size() - 1);
}

TEST_CASE("bad turns are reported with their index, counted from 1") {
  CHECK(replay_error(R"({"players": ["A", "B"], "turns": [["A", 6], ["B", 2], ["C", 6]]})") ==
        "turn 3: position C is not playing");
  CHECK(replay_error(R"({"players": ["A", "B"], "turns": [["A", 7]]})") == "turn 1: a roll is from 1 to 6, not 7");
  CHECK(replay_error(R"({"players": ["A", "B"], "turns": [["A", 0]]})") == "turn 1: a roll is from 1 to 6, not 0");
  CHECK(replay_error(R"({"players": ["A", "B"], "turns": [["A", 6], ["E", 1]]})") ==
        "turn 2: position \"E\" is not one of A, B, C and D");
  CHECK(replay_error(R"({"players": ["A", "B"], "turns": [["A", 6], ["A", 2.5]]})") ==
        "turn 2: the roll must be a whole number from 1 to 6");
  CHECK(replay_error(R"({"players": ["A", "B"], "turns": [["A"]]})") ==
        "turn 1: a turn is a pair [position, roll], like [\"A\", 6]");
}

TEST_CASE("the players list: one to four different positions") {
  CHECK(replay(json::parse(R"({"players": ["C"], "turns": [["C", 6], ["C", 3]]})"))["spaces"] == json({"31", "H"}));
  CHECK(replay_error(R"({"players": [], "turns": []})") == "players must list 1 to 4 positions, like [\"A\", \"C\"]");
  CHECK(replay_error(R"({"players": ["A", "B", "C", "D", "A"], "turns": []})") ==
        "players must list 1 to 4 positions, like [\"A\", \"C\"]");
  CHECK(replay_error(R"({"players": ["A", "A"], "turns": []})") == "players lists position A twice");
  CHECK(replay_error(R"({"players": ["A", "F"], "turns": []})") ==
        "players[1] must be a position \"A\", \"B\", \"C\" or \"D\", not \"F\"");
  CHECK(replay_error(R"({"turns": []})") == "players is missing");
}

TEST_CASE("space names are answered for playing positions only") {
  const json out = replay(json::parse(R"({"players": ["B", "D"], "turns": [],
      "space_names": [["B", 55], ["B", 20], ["D", 20], ["D", -1], ["D", 0], ["D", 57], ["B", 42]]})"));
  CHECK(out["space_names"] == json::parse(R"({"B:55": "B5", "B:20": "34", "D:20": "6", "D:-1": "H", "D:0": "R",
                                              "D:57": "E", "B:42": "56"})"));
  CHECK(replay_error(R"({"players": ["A", "B"], "space_names": [["C", 3]]})") ==
        "space_names[0]: Player not found! (position C is not playing)");
  CHECK(replay_error(R"({"players": ["A", "B"], "space_names": [["A", 58]]})") ==
        "space_names[0] steps must be from -1 to 57, not 58");
  CHECK_FALSE(replay(json::parse(R"({"players": ["A", "B"], "turns": []})")).contains("space_names"));
}

TEST_CASE("a replayed game continues at the table with the next position in turn") {
  Match<State> match = replay_script(json::parse(R"({"players": ["A", "C"], "turns": [["A", 6], ["A", 2]],
                                                     "seats": ["person", "tactician"]})"));
  CHECK(match.state().current_seat() == 1);
  CHECK(match.state().phase() == State::Phase::roll);
  CHECK(match.seats()[1].robot);
  CHECK(match.seats()[1].name == "Robot C");
  CHECK(match.log().back().text == "A rolls 2: p moves from R to 2.");
  CHECK(summarize(match) == find_game("ludo")->summary(match.to_json()));
}

namespace {

// What `replay` prints for a line through the whole reader, or the error it words.
std::string printed(const std::string& line) {
  try {
    return replay(json::parse(line)).dump();
  } catch (const std::exception& e) {
    return std::string("error: ") + e.what();
  }
}

// A batch line as tests/bench/ludo_batch.py makes them: 2 to 4 positions, rolls in seat order.
std::string batch_line(Rng& rng, int turns) {
  std::vector<char> letters{'A', 'B', 'C', 'D'};
  rng.shuffle(letters);
  letters.resize(static_cast<std::size_t>(rng.between(2, 4)));
  std::sort(letters.begin(), letters.end());
  std::string line = R"({"players": [)";
  for (std::size_t i = 0; i < letters.size(); ++i) line += std::string(i ? ", " : "") + '"' + letters[i] + '"';
  line += R"(], "seed": )" + std::to_string(rng.next() >> 32) + R"(, "turns": [)";
  for (int i = 0, seat = 0; i < turns; ++i) {
    const int roll = rng.between(1, 6);
    line += std::string(i ? ", " : "") + "[\"" + letters[static_cast<std::size_t>(seat)] + "\", " +
            std::to_string(roll) + "]";
    if (roll != 6) seat = (seat + 1) % static_cast<int>(letters.size());
  }
  return line + "]}";
}

}  // namespace

TEST_CASE("a batch line answered straight from its text prints what the whole reader prints") {
  Rng rng(16);
  int straight = 0;
  for (int game = 0; game < 300; ++game) {
    std::string line = batch_line(rng, rng.between(0, 400));
    std::string out;
    REQUIRE(answer_line(line, out));
    CHECK(out == printed(line));
    ++straight;
  }
  CHECK(straight == 300);
}

TEST_CASE("a batch line with anything unusual or wrong is left to the whole reader") {
  // Each of these the straight reader declines, and the whole reader answers or words the error.
  const std::vector<std::string> declined = {
      R"({"players": ["A", "B"], "turns": [["A", 6]], "space_names": [["B", 55]]})",  // a look-up
      R"({"players": ["A", "B"], "seats": ["person", "priority"]})",                  // seats
      R"({"players": ["A", "B"], "players": ["A", "C"]})",                            // a key twice
      R"({"players": ["A", "B"], "turns": [["C", 6]]})",                              // not playing
      R"({"players": ["A", "B"], "turns": [["A", 7]]})",                              // no such roll
      R"({"players": ["A", "B"], "turns": [["A", 6.0]]})",                            // not whole
      R"({"players": ["A", "B"], "turns": [["A", 6, 1]]})",                           // three parts
      R"({"players": ["A", "A"]})",                                                   // twice
      R"({"players": ["A", "B", "C", "D", "A"]})",                                    // five
      R"({"players": []})",                                                           // none
      R"({"players": ["A", "B"], "seed": -1})",                                       // negative
      R"({"players": ["A", "B"], "seed": 18446744073709551616})",                     // too large
      R"({"players": ["A", "B"]} {})",                                                // more after it
      R"({"players": ["A", "B"],})",                                                  // not JSON
      R"(["A", "B"])",                                                                // not an object
      R"({"turns": [["A", 6]]})",                                                     // no players
      R"({"players": ["A", "B"], "choose_moves": 1})",                                // not true or false
  };
  for (std::string line : declined) {
    CAPTURE(line);
    std::string out = "kept";
    CHECK_FALSE(answer_line(line, out));
    CHECK(out == "kept");
  }
  // What it takes is the whole reader's answer, escapes and all.
  for (std::string line : {std::string(R"({"choose_moves": true, "turns": [["\u0041", 6]], "players": ["A", "C"]})"),
                           std::string(R"( {"players": ["D"], "seed": 0}  )")}) {
    std::string out;
    CHECK(answer_line(line, out));
    CHECK(out == printed(line));
  }
}

TEST_CASE("a literal turn is a move of a state made for turns lists, taken between turns and after the end") {
  State game({0, 2}, false);
  const Move a_six = Move::turn(Turn{0, 6});
  CHECK(game.why_illegal(a_six) == "a turn naming its position belongs to a replayed turns list, not to this game");
  const auto listed = game.legal_moves();
  CHECK(std::find(listed.begin(), listed.end(), a_six) == listed.end());

  State literal({0, 2}, true, true);
  CHECK(literal.legal_moves() == game.legal_moves());  // the game's own moves stay as they are
  CHECK(literal.why_illegal(Move::turn(Turn{1, 6})) == "position B is not playing");
  CHECK(literal.why_illegal(Move::turn(Turn{0, 7})) == "a roll is from 1 to 6, not 7");
  // Out of turn: C rolls first although A is in turn, and no extra roll follows the 6.
  literal.apply(Move::turn(Turn{2, 6}));
  CHECK(literal.player(1).steps(Token::p) == kReady);
  CHECK(literal.current_seat() == 0);
  // Mid-roll (a person rolled the die in the usual way) no literal turn comes in.
  literal.apply(Move::roll());
  CHECK(literal.why_illegal(a_six) == "A is in the middle of a roll");
  literal.apply(Move::die(1));
  // A finished game still takes the turns list's rolls, as play_game does.
  for (int seat = 0; seat < 2; ++seat) {
    for (Token t : kTokens) literal.set_steps(seat, t, seat == 0 ? kFinal : 10);
  }
  literal.apply(Move::turn(Turn{2, 3}));  // C is the last one left and moves on
  CHECK(literal.player(1).steps(Token::p) == 13);
  Events said;
  literal.apply(Move::turn(Turn{0, 4}), said);
  CHECK(literal.event_text(said.back()) == "A rolls 4: both tokens are on E already, nothing moves.");
}

TEST_CASE("a literal turn's JSON is the turns list's own pair, and a save keeps that the state takes them") {
  CHECK(State::move_to_json(Move::turn(Turn{3, 5})) == json::parse(R"(["D", 5])"));
  CHECK(State::move_from_json(json::parse(R"(["B", 2])")) == Move::turn(Turn{1, 2}));
  CHECK_THROWS_WITH(State::move_from_json(json::parse(R"(["E", 2])")),
                    R"(a turn's position must be a position "A", "B", "C" or "D", not "E")");
  CHECK_THROWS_WITH(State::move_from_json(json::parse(R"(["A", 0])")), "a turn's roll must be from 1 to 6, not 0");
  const State literal({1}, false, true);
  CHECK(State::from_json(literal.to_json()) == literal);
  CHECK(State::from_json(literal.to_json()).literal_turns());
  CHECK_FALSE(State({0, 1}, false).to_json().contains("literal_turns"));  // a game's save is as it was
}

TEST_CASE("the turns list is the one replay document: its setup, and each turn a move") {
  const json old = json::parse(R"({"players": ["C", "A"], "seed": 9, "seats": ["priority", "joined"],
                                    "turns": [["A", 6], ["A", 6], ["C", 2]], "space_names": [["A", 1]]})");
  const ReadScript read = script_document(old);
  CHECK(read.document["setup"] == json::parse(R"({"positions": ["C", "A"], "choose_moves": false,
        "literal_turns": true, "seat2": "priority", "seat0": "joined"})"));
  CHECK(read.document["moves"] == old["turns"]);
  CHECK(read.document["seed"] == 9);
  json without_look_ups = replay(old);
  without_look_ups.erase("space_names");
  CHECK(replay(read.document) == without_look_ups);
  const ReplayResult played = find_game("ludo")->replay(old, true);
  CHECK(played.match["seats"][0]["name"] == "Robot C");  // seats are named by their position
  CHECK(played.match["seats"][0]["robot"] == true);
  CHECK(played.match["seats"][1]["joined"] == true);
  // Its save is a history like any other: replayed from its start it is the same game.
  const json save{{"format", kSaveFormat}, {"version", kSaveVersion}, {"game", "ludo"}, {"match", played.match}};
  CHECK(find_game("ludo")->replay(save, false).summary == without_look_ups);
  CHECK(played.match["history"]["moves"] == old["turns"]);
}
