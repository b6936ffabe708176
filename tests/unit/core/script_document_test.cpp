// The older script forms are read into the one replay document, which the generic player replays:
// the document alone prints what the old script prints, and the match it leaves (the autosave) is the
// one the old script leaves, its chance generator included, because the outcomes a script fixed are
// written as moves and the drawn ones are drawn again from the same seed.
#include <doctest/doctest.h>

#include <cstdint>
#include <fstream>
#include <string>
#include <vector>

#include "support/cli_run.hpp"
#include "support/temp_dir.hpp"
#include "tabletop/core/seeds.hpp"
#include "tabletop/games/archaeology/archaeology_replay.hpp"
#include "tabletop/games/getaway/getaway_replay.hpp"
#include "tabletop/games/igel/igel_replay.hpp"
#include "tabletop/games/ludo/ludo_replay.hpp"
#include "tabletop/games/pako/pako_json.hpp"
#include "tabletop/games/pako/pako_replay.hpp"

using namespace tabletop;

namespace {

struct Replayed {
  std::string out;
  json match;  // the autosave's match
};

Replayed replay(const std::string& game, const json& script) {
  const testing::TempDir dir;
  const std::string file = dir.file("script.json", script.dump());
  const testing::Run r = testing::run({"replay", game, file, "--autosave", "--save-dir", dir.path.string()});
  REQUIRE_MESSAGE(r.status == 0, r.err);
  std::ifstream saved(dir.path / (game + ".json"));
  return {r.out, json::parse(saved)["match"]};
}

// The older readers' way, by hand and without the generic player: each move played with Match::play,
// chance settled from the seed's generator before the first and after each.
template <class S>
json played_by_hand(S state, const json& doc) {
  std::vector<Seat> seats(static_cast<std::size_t>(state.num_seats()));
  Match<S> match(std::move(state), std::move(seats), MatchSeeds::from_root(doc["seed"].get<std::uint64_t>()));
  match.settle();
  for (const json& move : doc["moves"]) match.play(S::move_from_json(move));
  return match.to_json();
}

// `old` and its document, each replayed alone, print the same and leave the same match.
Replayed same_as_its_document(const std::string& game, const json& old, const ReadScript& read) {
  const json& doc = read.document;
  CHECK(doc.size() == 4);
  CHECK(doc["game"] == game);
  CHECK(doc["setup"].is_object());
  CHECK(doc["moves"].is_array());
  const Replayed by_old = replay(game, old);
  const Replayed by_doc = replay(game, doc);
  CHECK(by_doc.out == by_old.out);
  for (const char* key : {"state", "log", "seats", "chance_rng", "moves_played", "history"}) {
    INFO(game << " " << key);
    CHECK(by_doc.match[key] == by_old.match[key]);
  }
  // The robots' generator is where the old script's robots left it; the document alone starts it afresh.
  CHECK(by_old.match["robot_rng"] == read.robots.to_json());
  return by_old;
}

const char* const kTollBoard =
    "5 2 7\nStart :\nGate 1 : Y Q A 0 F 1\nGate 2 : Y Q A 0 F 1\nGate 3 : Y Q A 0 F 1\nGate 4 : Y Q A 0 F 1\n"
    "Gate 5 : Y Q A 0 F 1\nCastle :\n";

}  // namespace

TEST_SUITE("replay") {
  TEST_CASE("igel: every die is fixed by the script and written as a move") {
    const json old = json::parse(R"({"players": 2, "seed": 7, "seats": ["person", "planner"],
      "placements": [1, 2, 3, 4, 5, 6, 2, 1],
      "turns": [{"roll": 3, "sidestep": {"from": [5,1], "to_row": 4}, "forward": [3,1]},
                {"roll": 6, "sidestep": null, "forward": [6,1]}]})");
    const ReadScript read = igel::script_document(old);
    // eight placements, then per turn: roll, the die, sidestep or skip, forward
    REQUIRE(read.document["moves"].size() == 16);
    CHECK(read.document["moves"][9] == igel::State::move_to_json(igel::Move::die(3)));
    CHECK(read.document["setup"] == json{{"players", 2}, {"seat0", "person"}, {"seat1", "planner"}});
    same_as_its_document("igel", old, read);
  }

  TEST_CASE("pako: a guard the script names is a move, one it leaves is drawn again from the seed") {
    const json position = json::parse(R"({"guards": [2,2,4,1,5],
      "players": [{"yard": [[1,3], [2,5]], "boat": 1}, {"yard": [[4,4]], "boat": 1}]})");
    json named{{"size", 5}, {"players", 2}, {"seed", 4}, {"position", position}};
    named["moves"] = json::parse(R"([{"from": [1,3], "to": "boat", "guard": 4, "edge": "right"}])");
    const ReadScript fixed = pako::script_document(named);
    CHECK(fixed.document["moves"].size() == 2);
    CHECK(fixed.document["setup"]["position"] == position);
    same_as_its_document("pako", named, fixed);

    json drawn = named;
    drawn["moves"] = json::parse(R"([{"from": [1,3], "to": "boat"}])");
    const ReadScript left = pako::script_document(drawn);
    CHECK(left.document["moves"].size() == 1);
    const json match = same_as_its_document("pako", drawn, left).match;
    pako::State start(5, 2);
    pako::read_position(start, position);
    const json by_hand = played_by_hand(start, left.document);
    CHECK(match["state"] == by_hand["state"]);
    CHECK(match["chance_rng"] == by_hand["chance_rng"]);
  }

  TEST_CASE("archaeology: a deal drawn from the seed is drawn again, a sale's default count is written") {
    const json old = json::parse(R"({"players": 2, "seed": 1, "seats": ["person", "cautious"],
      "actions": ["dig", {"trade": {"give": {"pot": 1}, "take": {"parchment": 1}}}, {"sell": "coin"}, "end",
                  "dig", "end"]})");
    const ReadScript read = archaeology::script_document(old);
    REQUIRE(read.document["moves"].size() == 6);  // no deal among them
    CHECK(read.document["moves"][2]["count"].is_number_integer());
    const json match = same_as_its_document("archaeology", old, read).match;
    const json by_hand = played_by_hand(archaeology::State(2), read.document);
    CHECK(match["state"] == by_hand["state"]);
    CHECK(match["chance_rng"] == by_hand["chance_rng"]);
  }

  TEST_CASE("getaway: fixed rolls, drawn rolls, toll answers and the robots' own answers") {
    const json old{{"board_text", kTollBoard},
                   {"players", {"Rob", "Sam", "Tia"}},
                   {"seats", {"random", "person", "random"}},
                   {"seed", 4},
                   {"rolls", {2, 3}},
                   {"tolls", "refuse"},
                   {"turns", 12}};
    const ReadScript read = getaway::script_document(old);
    CHECK(read.document["setup"]["name1"] == "Sam");
    CHECK(read.document["setup"]["seat2"] == "random");
    CHECK(read.robots.to_json() != Rng(MatchSeeds::from_root(4).robots).to_json());  // the robots answered tolls
    same_as_its_document("getaway", old, read);
  }

  TEST_CASE("ludo: every literal turn of the seed's list is a move that names its position") {
    const json old = json::parse(R"({"players": ["A", "B"], "seats": ["person", "priority"], "seed": 3,
      "turns": [["A", 6], ["B", 6], ["B", 6], ["A", 3], ["C", 1]]})");
    CHECK_THROWS_WITH(ludo::script_document(old), "turn 5: position C is not playing");
    json fine = old;
    fine["turns"].erase(4);
    const ReadScript read = ludo::script_document(fine);
    CHECK(read.document["moves"] == fine["turns"]);
    CHECK(read.document["setup"]["literal_turns"] == true);
    same_as_its_document("ludo", fine, read);
  }
}
