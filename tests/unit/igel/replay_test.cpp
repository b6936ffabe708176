#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "igel_board.hpp"
#include "tabletop/app/cli.hpp"
#include "tabletop/games/igel/igel_entry.hpp"
#include "tabletop/games/igel/igel_json.hpp"
#include "tabletop/games/igel/igel_replay.hpp"

using namespace tabletop;
using namespace tabletop::igel;
using namespace tabletop::igel::test;

namespace {

const char* const kExample = R"({"players": 2, "seed": 7,
  "placements": [1, 2, 3, 4, 5, 6, 2, 1],
  "turns": [{"roll": 3, "sidestep": {"from": [2,1], "to_row": 3}, "forward": [3,1]},
            {"roll": 5, "sidestep": null, "forward": [5,1]}]})";

json example() { return json::parse(kExample); }

std::string error_of(const json& script) {
  try {
    replay_script(script);
  } catch (const std::exception& e) {
    return e.what();
  }
  return "";
}

// A whole game played by random choices, written down as a replay script as it goes.
std::pair<json, State> random_script(int players, std::uint64_t seed) {
  State s(players);
  Rng dice(seed);
  Rng pick(seed + 1000);
  auto any = [&pick](const std::vector<Move>& moves) {
    return moves[static_cast<std::size_t>(pick.below(static_cast<int>(moves.size())))];
  };
  json placements = json::array();
  while (s.phase() == Phase::placement) {
    const Move m = any(s.legal_moves());
    placements.push_back(m.from.row);
    s.apply(m);
  }
  json turns = json::array();
  while (s.phase() != Phase::over) {
    s.apply(Move::roll());
    json turn{{"sidestep", nullptr}, {"forward", nullptr}};
    const Move die = s.sample_chance(dice);
    turn["roll"] = die.face;
    s.apply(die);
    while (s.phase() == Phase::sidestep || s.phase() == Phase::forward) {
      const Move m = any(s.legal_moves());
      if (m.kind == MoveKind::sidestep) turn["sidestep"] = json{{"from", square_to_json(m.from)}, {"to_row", m.to_row}};
      if (m.kind == MoveKind::forward) turn["forward"] = square_to_json(m.from);
      s.apply(m);
    }
    turns.push_back(turn);
  }
  return {json{{"players", players}, {"seed", static_cast<int>(seed)}, {"placements", placements}, {"turns", turns}},
          s};
}

struct TempDir {
  std::filesystem::path path;
  TempDir() {
    path = std::filesystem::temp_directory_path() /
           ("igel-test-" + std::to_string(reinterpret_cast<std::uintptr_t>(this)));
    std::filesystem::create_directories(path);
  }
  ~TempDir() { std::filesystem::remove_all(path); }
  std::string write(const std::string& name, const std::string& text) const {
    std::ofstream(path / name) << text;
    return (path / name).string();
  }
};

int run(const std::vector<std::string>& args, std::string& out, std::string& err) {
  std::ostringstream o;
  std::ostringstream e;
  const int status = run_command_line(args, o, e);
  out = o.str();
  err = e.str();
  return status;
}

}  // namespace

TEST_SUITE("igel replay") {
  TEST_CASE("a script is played and summarized in the issue's format") {
    const json out = summarize(replay_script(example()));
    CHECK(out["phase"] == "play");
    CHECK(out["turn"] == 0);
    REQUIRE(out["board"].size() == 6);
    for (const auto& row : out["board"]) CHECK(row.size() == 9);
    CHECK(out["board"][0][0] == "AB");
    CHECK(out["board"][1][0] == "B");
    CHECK(out["board"][2][0] == "A");
    CHECK(out["board"][2][1] == "A");
    CHECK(out["board"][4][1] == "A");
    CHECK(out["goal"] == json::array({0, 0}));
    CHECK(out["winner"].is_null());
    CHECK(out["ranking"].is_null());
    const auto& log = out["log"];
    CHECK(log.back() == "B moves A's hedgehog in row 5 forward from the Start column to column 2.");
    CHECK(std::find(log.begin(), log.end(), "A rolls 3: row 3.") != log.end());
    CHECK(std::find(log.begin(), log.end(), "A sidesteps a hedgehog in the Start column from row 2 to row 3.") !=
          log.end());
    const std::vector<std::string> keys = {"board", "goal", "log", "phase", "ranking", "turn", "winner"};
    std::vector<std::string> got;
    for (const auto& [key, value] : out.items()) got.push_back(key);
    CHECK(got == keys);
  }

  TEST_CASE("a script may stop during placement") {
    const json out = summarize(replay_script(json{{"players", 3}, {"placements", {4, 5}}}));
    CHECK(out["phase"] == "placement");
    CHECK(out["turn"] == 2);
    CHECK(out["board"][3][0] == "A");
    CHECK(out["board"][4][0] == "B");
  }

  TEST_CASE("a whole game replays to the same end, with winner and ranking") {
    for (std::uint64_t seed = 1; seed <= 6; ++seed) {
      const int players = 2 + static_cast<int>(seed % 5);
      auto [script, final_state] = random_script(players, seed);
      const json out = summarize(replay_script(script));
      CHECK(out["phase"] == "over");
      CHECK(out["winner"] == final_state.winner());
      CHECK(out["ranking"] == json(final_state.ranking()));
      CHECK(out["ranking"][0] == final_state.winner());
      CHECK(out["goal"][static_cast<std::size_t>(final_state.winner())] == 3);
      for (int row = 1; row <= kRows; ++row) {
        for (int col = 1; col <= kCols; ++col) {
          CHECK(out["board"][row - 1][col - 1] == stack_letters(final_state.stack(Square{row, col})));
        }
      }
      // One more turn after the end is refused.
      script["turns"].push_back(json{{"roll", 1}, {"sidestep", nullptr}, {"forward", nullptr}});
      CHECK(error_of(script) == "turn " + std::to_string(script["turns"].size()) + ": the game is already over");
    }
  }

  TEST_CASE("an illegal placement or move names its index and the reason") {
    json s = example();
    s["placements"][1] = 1;
    CHECK(error_of(s) == "placement 2: row 1's stack is taller than the lowest Start stacks without B on top");
    s = example();
    s["placements"][0] = 9;
    CHECK(error_of(s) == "placement 1: the row must be from 1 to 6, not 9");
    s = example();
    s["turns"][1]["forward"] = json::array({3, 1});
    CHECK(error_of(s) == "turn 2: only a hedgehog in the rolled row 5 moves forward, not one in row 3");
    s = example();
    s["turns"][0]["sidestep"]["from"] = json::array({1, 1});
    CHECK(error_of(s) == "turn 1: A has no hedgehog on top in row 1, the Start column");
    s = example();
    s["turns"][0]["forward"] = nullptr;
    CHECK(error_of(s) == "turn 1: a hedgehog in row 3 can move forward, so forward must name it");
    s = example();
    s["turns"][0]["roll"] = 7;
    CHECK(error_of(s) == "turn 1.roll must be from 1 to 6, not 7");
    s = example();
    s["turns"][0].erase("roll");
    CHECK(error_of(s) == "turn 1.roll is missing");
    s = example();
    s["placements"].erase(7);
    CHECK(error_of(s) == "turn 1: every hedgehog must be placed before the first turn (7 of 8 are)");
    s = example();
    s["placements"].push_back(3);
    CHECK(error_of(s) == "placement 9: every hedgehog is placed already");
    s = example();
    s["turns"][0]["sidestep"]["to_row"] = 4;
    CHECK(error_of(s) == "turn 1: a sidestep goes one row up or down");
  }

  TEST_CASE("forward must be null exactly when nothing in the rolled row can move") {
    // The Start column after placement: AB, BA, A, B, A, B (bottom to top). A rolls 4 and, owning
    // nothing in row 4, must move B's token; then B rolls 4 too and moves its own token on.
    json s = example();
    s["turns"] = json::array({json{{"roll", 4}, {"sidestep", nullptr}, {"forward", {4, 1}}},
                              json{{"roll", 4}, {"sidestep", nullptr}, {"forward", {4, 2}}}});
    CHECK(error_of(s).empty());
    // After A sidesteps its row-3 token down onto B, A has a token in row 4 and must move it.
    s["turns"] = json::array({json{{"roll", 4}, {"sidestep", {{"from", {3, 1}}, {"to_row", 4}}}, {"forward", {4, 1}}}});
    CHECK(error_of(s).empty());
    const json out = summarize(replay_script(s));
    CHECK(out["board"][3][0] == "B");
    CHECK(out["board"][3][1] == "A");
  }

  TEST_CASE("a turn with nothing to move takes forward null") {
    json s = json::parse(R"({"players": 2, "seed": 1, "placements": [1, 2, 3, 4, 5, 6, 2, 1], "turns": []})");
    // Row 5 holds one A: A moves it to (5,2), then B, owning nothing in row 5, pushes it into the pit.
    s["turns"] = json::array({json{{"roll", 5}, {"sidestep", nullptr}, {"forward", {5, 1}}},
                              json{{"roll", 5}, {"sidestep", nullptr}, {"forward", {5, 2}}},
                              json{{"roll", 5}, {"sidestep", nullptr}, {"forward", {5, 3}}}});
    // (5,3) is row 5's obstacle: the token waits there, so row 5 has nothing left to move.
    CHECK(error_of(s) == "turn 3: nothing in row 5 can move forward, so forward must be null");
    s["turns"][2]["forward"] = nullptr;
    CHECK(error_of(s).empty());
    const json out = summarize(replay_script(s));
    CHECK(out["log"].back() == "Nothing in row 5 can move forward.");
    CHECK(out["turn"] == 1);
  }

  TEST_CASE("bad scripts are refused as bad data") {
    CHECK_THROWS_AS(replay_script(json::array()), BadData);
    CHECK_THROWS_AS(replay_script(json{{"players", 7}}), BadData);
    CHECK_THROWS_AS(replay_script(json{{"players", 2}, {"seats", {"person", "genius"}}}), BadData);
    CHECK_THROWS_AS(replay_script(json{{"players", 2}, {"turns", {1}}}), BadData);
    CHECK_NOTHROW(replay_script(json{{"players", 2}, {"seats", {"person", "planner"}}}));
  }

  TEST_CASE("the command line prints one JSON line, or exits 2 with one line naming the problem") {
    TempDir dir;
    std::string out;
    std::string err;
    CHECK(run({"replay", "igel", dir.write("good.json", kExample)}, out, err) == 0);
    CHECK(err.empty());
    CHECK(json::parse(out)["turn"] == 0);
    json bad = example();
    bad["turns"][1]["forward"] = json::array({3, 1});
    CHECK(run({"replay", "igel", dir.write("bad.json", bad.dump())}, out, err) == 2);
    CHECK(out.empty());
    CHECK(err == "tabletop: turn 2: only a hedgehog in the rolled row 5 moves forward, not one in row 3\n");
  }

  TEST_CASE("replay --autosave, then state prints the same") {
    TempDir dir;
    std::string out;
    std::string err;
    const std::string saves = (dir.path / "saves").string();
    REQUIRE(run({"replay", "igel", dir.write("good.json", kExample), "--autosave", "--save-dir", saves}, out, err) ==
            0);
    std::string state_out;
    REQUIRE(run({"state", "igel", "--save-dir", saves}, state_out, err) == 0);
    CHECK(state_out == out);
  }
}
