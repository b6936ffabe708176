// Board files: the seed's two boards, the layouts, the shipped boards, and every rejection with its
// exact message.
#include <doctest/doctest.h>

#include <set>

#include "tabletop/core/data_dir.hpp"
#include "tabletop/core/rng.hpp"
#include "tabletop/games/getaway/board.hpp"
#include "tabletop/games/getaway/getaway.hpp"

using namespace tabletop;
using namespace tabletop::getaway;

namespace {

const std::string kSeedBoard =
    "20 4 18 Start : Phone Booth : S F 2 Aladan's Castle : Z Sword : A short sword : 5 Mace : A strong mace : 10 "
    "Excalibur : The sword of King Arthur : 300 Z Old Tree : S M 5 Penny Tree : R F 3 Wishing Well : R M 7 Slide : T F "
    "-2 Slip : Q F -3 Plank : T M -4 Rapid : Q M -5 Tardis : Q A 0 Book Case : T A 5 Troll's Cave : X E 6 : Excalibur "
    "Troll's Bridge : X D 3 : Sword Mud Slide : Y T F -1 F 5 Slippery Rock : Y T M -4 M 3 Monkey Gate : Y Q A 5 F 10 "
    "Castle :";

const std::string kSlidesBoard =
    "20 4 10 Start: Phone Booth : S F 2 Slide 1: T F -2 Old Tree : S M 5 Slide 2 : T F -2 Aladan's Castle : Z Sword : "
    "A "
    "short sword : 5 Mace : A strong mace : 10 Excalibur : The sword of King Arthur : 300 Z Slide 3 : T F -2 Old Tree "
    ": "
    "S M 5 Slide 4 : T F -2 Castle:";

std::string error_of(const std::string& text) {
  try {
    parse_board(text, "test.game");
  } catch (const BoardError& e) {
    return e.what();
  }
  return "no error";
}

}  // namespace

TEST_CASE("the seed's 18-square board parses into the right squares") {
  const Board b = parse_board(kSeedBoard, "sample.game");
  CHECK(b.start_gold == 20);
  CHECK(b.faces == 4);
  REQUIRE(b.squares.size() == 18);
  CHECK(b.at(0).name == "Start");
  CHECK(b.at(0).kind == SquareKind::start);
  CHECK(b.at(1).name == "Phone Booth");
  CHECK(b.at(1).kind == SquareKind::treasure);
  CHECK_FALSE(b.at(1).every_time);
  CHECK_FALSE(b.at(1).amount.random);
  CHECK(b.at(1).amount.value == 2);
  REQUIRE(b.at(2).trinkets.size() == 3);
  CHECK(b.at(2).name == "Aladan's Castle");
  CHECK(b.at(2).trinkets[0].name == "Sword");
  CHECK(b.at(2).trinkets[0].description == "A short sword");
  CHECK(b.at(2).trinkets[2].name == "Excalibur");
  CHECK(b.at(2).trinkets[2].description == "The sword of King Arthur");
  CHECK(b.at(2).trinkets[2].value == 300);
  CHECK(b.at(3).amount.random);
  CHECK(b.at(3).amount.value == 5);
  CHECK(b.at(4).every_time);
  CHECK(b.at(5).name == "Wishing Well");
  CHECK((b.at(5).every_time && b.at(5).amount.random && b.at(5).amount.value == 7));
  CHECK((b.at(6).kind == SquareKind::teleporter && !b.at(6).every_time && b.at(6).jump.kind == JumpKind::fixed &&
         b.at(6).jump.value == -2));
  CHECK((b.at(7).every_time && b.at(7).jump.value == -3));
  CHECK((b.at(8).jump.kind == JumpKind::random && b.at(8).jump.value == -4));
  CHECK((b.at(9).every_time && b.at(9).jump.kind == JumpKind::random && b.at(9).jump.value == -5));
  CHECK((b.at(10).name == "Tardis" && b.at(10).jump.kind == JumpKind::absolute && b.at(10).jump.value == 0));
  CHECK((b.at(11).jump.kind == JumpKind::absolute && b.at(11).jump.value == 5));
  CHECK(b.at(12).name == "Troll's Cave");
  CHECK((b.at(12).kind == SquareKind::trap && b.at(12).trap == TrapKind::event && b.at(12).trap_value == 6));
  CHECK(b.at(12).protector == "Excalibur");
  CHECK(b.at(13).name == "Troll's Bridge");
  CHECK((b.at(13).trap == TrapKind::time && b.at(13).trap_value == 3 && b.at(13).protector == "Sword"));
  CHECK(b.at(14).name == "Mud Slide");
  CHECK((b.at(14).kind == SquareKind::toll && !b.at(14).every_time));
  CHECK((b.at(14).jump.kind == JumpKind::fixed && b.at(14).jump.value == -1));
  CHECK((!b.at(14).amount.random && b.at(14).amount.value == 5));
  CHECK((b.at(15).jump.kind == JumpKind::random && b.at(15).jump.value == -4 && b.at(15).amount.random &&
         b.at(15).amount.value == 3));
  CHECK((b.at(16).every_time && b.at(16).jump.kind == JumpKind::absolute && b.at(16).jump.value == 5 &&
         b.at(16).amount.value == 10));
  CHECK(b.at(17).kind == SquareKind::castle);
  CHECK(b.warnings.empty());
  CHECK(b.text == kSeedBoard);
}

TEST_CASE("the seed's slides board parses, with names such as \"Start:\" and \"Slide 1:\"") {
  const Board b = parse_board(kSlidesBoard, "slides.game");
  REQUIRE(b.squares.size() == 10);
  const std::vector<std::string> names = {"Start",           "Phone Booth", "Slide 1",  "Old Tree", "Slide 2",
                                          "Aladan's Castle", "Slide 3",     "Old Tree", "Slide 4",  "Castle"};
  for (std::size_t i = 0; i < names.size(); ++i) CHECK(b.squares[i].name == names[i]);
  CHECK(b.at(8).jump.value == -2);
}

TEST_CASE("one square per line reads the same as one line, and positions count lines and columns") {
  std::string per_line = kSeedBoard;
  for (const char* name :
       {"Phone Booth", "Aladan's", "Old Tree", "Penny", "Wishing", "Slide :", "Slip", "Plank", "Rapid", "Tardis",
        "Book", "Troll's Cave", "Troll's Bridge", "Mud", "Slippery", "Monkey", "Castle :"}) {
    const auto at = per_line.find(std::string(" ") + name);
    REQUIRE(at != std::string::npos);
    per_line[at] = '\n';
  }
  const Board one = parse_board(kSeedBoard, "a");
  const Board many = parse_board(per_line, "b");
  REQUIRE(one.squares.size() == many.squares.size());
  for (std::size_t i = 0; i < one.squares.size(); ++i) {
    CHECK(one.squares[i].name == many.squares[i].name);
    CHECK(one.squares[i].kind == many.squares[i].kind);
    CHECK(one.squares[i].protector == many.squares[i].protector);
  }
  CHECK(many.at(1).line == 2);
  CHECK(many.at(1).column == 1);
  CHECK(many.at(17).line == 18);
  CHECK(one.at(1).line == 1);
  CHECK(one.at(1).column == 17);
}

TEST_CASE("CRLF line ends, tabs and a byte order mark are only whitespace") {
  const Board b = parse_board(
      "\xEF\xBB\xBF"
      "5\t2 3\r\nStart :\r\nGold Mine : R F 1\r\nCastle :\r\n",
      "crlf.game");
  CHECK(b.squares.size() == 3);
  CHECK(b.at(1).name == "Gold Mine");
  CHECK(b.at(2).line == 4);
}

TEST_CASE("the trinket protecting from a trap, and the name of the square after it") {
  SUBCASE("the longest name some square offers wins") {
    const Board b = parse_board(
        "0 3 5 Start : Shop : Z Magic Ring : shiny : 3 Magic : a word : 1 Z Pit : X D 2 : Magic Ring Deep Woods : S F "
        "1 "
        "Castle :",
        "t");
    CHECK(b.at(2).protector == "Magic Ring");
    CHECK(b.at(3).name == "Deep Woods");
    CHECK(b.warnings.empty());
  }
  SUBCASE("a trinket nobody offers ends at the end of its line") {
    const Board b = parse_board("0 3 4 Start :\nPit : X D 2 : Golden Fleece\nDeep Woods : S F 1\nCastle :", "t");
    CHECK(b.at(1).protector == "Golden Fleece");
    CHECK(b.at(2).name == "Deep Woods");
    REQUIRE(b.warnings.size() == 1);
    CHECK(b.warnings[0] == "Pit (1): no square offers Golden Fleece, the trinket that would protect from this trap.");
  }
  SUBCASE("else it is one word") {
    const Board b = parse_board("0 3 4 Start : Pit : X D 2 : Fleece Deep Woods : S F 1 Castle :", "t");
    CHECK(b.at(1).protector == "Fleece");
    CHECK(b.at(2).name == "Deep Woods");
    CHECK(b.warnings.size() == 1);
  }
}

TEST_CASE("malformed boards are rejected with one exact message") {
  const std::vector<std::pair<std::string, std::string>> table = {
      {"",
       "test.game, line 1, column 1: found the end of the file, expected the starting gold, a whole number from 0 to "
       "1000000"},
      {"20",
       "test.game, line 1, column 3: found the end of the file, expected the number of faces of each die, a whole "
       "number from 2 "
       "to 100"},
      {"x 4 3 Start : A : S F 1 Castle :",
       "test.game, line 1, column 1: found \"x\", expected the starting gold, a whole number from 0 to 1000000"},
      {"20 4 1 Start :",
       "test.game, line 1, column 6: found \"1\", expected the number of squares, a whole number from 2 to 1000"},
      {"20 4 3 Start : A : K F 1 Castle :",
       "test.game, line 1, column 20: found \"K\", expected a square letter: S (treasure, first player only), R "
       "(treasure, every time), T "
       "(teleporter, once), Q (teleporter, every time), Y (toll), X (trap) or Z (trinkets)"},
      {"20 4 3 Start : A : S G 1 Castle :",
       "test.game, line 1, column 22: found \"G\", expected F (a fixed amount of gold) or M (a random amount up to a "
       "maximum)"},
      {"20 4 3 Start : A : S M 0 Castle :",
       "test.game, line 1, column 24: found \"0\", expected the most gold it can be, a whole number from 1 to 1000000"},
      {"20 4 3 Start : A : S F 99999999999999999999 Castle :",
       "test.game, line 1, column 24: found \"99999999999999999999\", expected an amount of gold, a whole number from "
       "0 to 1000000"},
      {"20 4 3 Start : A : T A 3 Castle :",
       "test.game, line 1, column 24: found \"3\", expected a square number from 0 to 2"},
      {"20 4 3 Start : A : T M 0 Castle :",
       "test.game, line 1, column 24: found \"0\", expected the most squares to move, from -1000 to 1000 but not 0 "
       "(the sign says "
       "which way)"},
      {"20 4 3 Start : A : Y K F 1 F 2 Castle :",
       "test.game, line 1, column 22: found \"K\", expected T (a toll asked once) or Q (asked every time) after Y"},
      {"20 4 3 Start : A : X E 9 : Sword Castle :",
       "test.game, line 1, column 24: found \"9\", expected the roll that frees a player: two 4-sided dice make 2 to "
       "8"},
      {"20 4 3 Start : A : X D 3 Sword Castle :",
       "test.game, line 1, column 26: found \"Sword\", expected ':' and the name of the trinket that protects from "
       "this trap"},
      {"20 4 3 Start : A : X D 3 : Sword : S F 1 Castle :",
       "test.game, line 1, column 34: found \":\", expected the next square's name after the protecting trinket "
       "\"Sword\""},
      {"20 4 3 Start : A : Z Sword : sharp : 5 Castle :",
       "test.game, line 1, column 40: found \"Castle\", expected Z to end the list of trinkets, or another trinket "
       "(name : "
       "description : value)"},
      {"20 4 3 Start : A : Z : sharp : 5 Z Castle :",
       "test.game, line 1, column 22: found \":\", expected a trinket's name, or Z to end the list of trinkets"},
      {"20 4 3 Start : A : S F 1 Castle : Note, this game is probably not playable",
       "test.game, line 1, column 35: found \"Note,\", expected the end of the file: the header says 3 squares, so "
       "square 2 is the "
       "Castle and nothing may follow it"},
      {"20 4 4 Start : A : S F 1 Castle :",
       "test.game, line 1, column 34: found the end of the file after 3 squares, expected 4 squares, as the header "
       "says"},
      {"20 4 3 Start : : S F 1 Castle :", "test.game, line 1, column 16: found \":\", expected the name of square 1"},
      {"20 4 3 Start A : S F 1 Castle",
       "test.game, line 1, column 30: found the end of the file, expected ':' after \"S F 1 Castle\""},
      {"20 4 3 Start : S F 2 A : S F 1 Castle :",
       "test.game, line 1, column 16: found \"S\", expected the name of square 1: the first square, Start, has no "
       "encounter"},
      {"20 4 4 Start : A : Q F 1 B : Q F -1 Castle :",
       "test.game, line 1, column 16: found an endless loop of every-time teleporters: A (1) -> B (2) -> A (1), "
       "expected every-time "
       "teleporters that lead out of any loop"},
      {"20 4 3 Start : A : Q A 1 Castle :",
       "test.game, line 1, column 16: found an endless loop of every-time teleporters: A (1) -> A (1), expected "
       "every-time "
       "teleporters that lead out of any loop"},
      {"20 2 6 Start : A : S F 1 B : Q A 0 C : Q A 0 D : Q A 0 Castle :",
       "test.game, line 1, column 56: found a Castle that no rolls can reach from Start, expected a trail on which the "
       "Castle can be "
       "reached"},
      {"20 4 3 Start : A\x01 : S F 1 Castle :",
       "test.game, line 1, column 17: found a control character (byte 0x01), expected text"},
      {"20 4 3 Start : A\xff : S F 1 Castle :",
       "test.game, line 1, column 17: found a byte that is not UTF-8 text (0xFF), expected text in UTF-8"},
      {"20 4 3\nStart :\nA : S F 1 Old\n  Tree : T F 2 \nCastle :",
       "test.game, line 4, column 10: found \"T\", expected the end of the file: the header says 3 squares, so square "
       "2 is the "
       "Castle "
       "and nothing may follow it"},
      {"20 4 3 Start : " + std::string(61, 'a') + " : S F 1 Castle :",
       "test.game, line 1, column 16: found a square name of 61 characters, expected a square name of at most 60 "
       "characters"},
  };
  for (const auto& entry : table) {
    const std::string text = entry.first;  // plain names: clang 14 lets no lambda capture a binding
    const std::string message = entry.second;
    CAPTURE(text);
    CHECK(error_of(text) == message);
  }
}

TEST_CASE("a square from which the Castle can never be reached is an error") {
  // Start gets past through Jump, but from Pit every roll lands on a teleporter back to Pit.
  const std::string text =
      "0 2 9 Start : Pit : S F 1 Jump : T F 4 C : Q A 1 D : Q A 1 E : Q A 1 Safe : S F 1 Safe2 : S F 1 Castle :";
  CHECK(error_of(text) ==
        "test.game, line 1, column 15: found square Pit (1), from which no rolls lead on to the Castle, expected every "
        "square a "
        "player can reach to lead on to the Castle");
}

TEST_CASE("whatever the bytes, the parser gives a board or one BoardError") {
  Rng rng(42);
  const std::string alphabet = "SRTQYXZFMAED:-0123456789 \n\x01\xff\xc3\xa9";
  int parsed = 0;
  for (int round = 0; round < 3000; ++round) {
    std::string text = round % 2 == 0 ? kSeedBoard : kSlidesBoard;
    const int edits = 1 + rng.below(4);
    for (int e = 0; e < edits; ++e) {
      const auto at = static_cast<std::size_t>(rng.below(static_cast<int>(text.size()) + 1));
      switch (rng.below(3)) {
        case 0:
          text.insert(at, 1, alphabet[static_cast<std::size_t>(rng.below(static_cast<int>(alphabet.size())))]);
          break;
        case 1:
          if (at < text.size()) text.erase(at, 1 + static_cast<std::size_t>(rng.below(8)));
          break;
        default: text = text.substr(0, at); break;
      }
    }
    try {
      const Board b = parse_board(text, "fuzz");
      CHECK(b.squares.size() >= 2);
      ++parsed;
      // Whatever board loads can be played: every move the engine offers is legal.
      State game(b, {"A", "B"});
      Rng game_dice(static_cast<std::uint64_t>(round));
      for (int step = 0; step < 200 && game.current_seat() != kNobody; ++step) {
        const Move m = game.current_seat() == kChanceSeat ? game.sample_chance(game_dice) : game.legal_moves().back();
        REQUIRE(game.why_illegal(m).empty());
        game.apply(m);
      }
    } catch (const BoardError& e) {
      CHECK(std::string(e.what()).rfind("fuzz, line ", 0) == 0);
      CHECK(e.line() >= 1);
    }
  }
  CHECK(parsed > 0);
}

TEST_CASE("the shipped boards load, the seed's among them, and together use every kind of square") {
  const auto names = shipped_boards();
  CHECK(std::find(names.begin(), names.end(), "sample.game") != names.end());
  CHECK(std::find(names.begin(), names.end(), "slides.game") != names.end());
  CHECK(names.size() >= 5);
  std::set<std::string> seen;
  for (const auto& name : {"garden.game", "riverside.game", "grand-tour.game"}) {
    const Board b = load_board_file(find_board(name), name);
    CHECK(b.warnings.empty());
    for (const auto& s : b.squares) {
      const std::string kind = kind_name(s.kind);
      const std::string once = s.every_time ? " every" : " once";
      seen.insert(kind);
      if (s.kind == SquareKind::treasure || s.kind == SquareKind::toll)
        seen.insert(kind + once + (s.amount.random ? " M" : " F"));
      if (s.kind == SquareKind::teleporter || s.kind == SquareKind::toll) {
        seen.insert(kind + once + " " + "FMA"[static_cast<int>(s.jump.kind)]);
      }
      if (s.kind == SquareKind::trap) seen.insert(kind + (s.trap == TrapKind::event ? " E" : " D"));
    }
  }
  for (const std::string kind : {"start",
                                 "castle",
                                 "treasure once F",
                                 "treasure once M",
                                 "treasure every F",
                                 "treasure every M",
                                 "teleporter once F",
                                 "teleporter once M",
                                 "teleporter once A",
                                 "teleporter every F",
                                 "teleporter every M",
                                 "teleporter every A",
                                 "toll once F",
                                 "toll once M",
                                 "toll once A",
                                 "toll every F",
                                 "toll every M",
                                 "toll every A",
                                 "trinkets",
                                 "trap E",
                                 "trap D"}) {
    CAPTURE(kind);
    CHECK(seen.count(kind) == 1);
  }
  const Board sample = load_board_file(find_board("sample.game"), "sample.game");
  CHECK(sample.squares.size() == 18);
  CHECK(parse_board(kSeedBoard, "x").squares.size() == sample.squares.size());
}

TEST_CASE("a board file that cannot be read is a plain error") {
  CHECK_THROWS_WITH_AS(load_board_file("/no/such/board.game", "board.game"),
                       "cannot read board.game: no such file, or no permission to read it", BadData);
}

TEST_CASE("the summary counts squares by type and the turns to the Castle") {
  const Board b = parse_board(kSlidesBoard, "slides.game");
  const std::string summary = board_summary(b);
  CHECK(summary.find("slides.game: a valid board") == 0);
  CHECK(summary.find("squares by type: 1 start, 3 treasure, 4 teleporter, 0 toll, 1 trinkets, 0 trap, 1 castle") !=
        std::string::npos);
  CHECK(summary.find("the Castle (square 9) is reachable from Start, in 2 turns at the fewest") != std::string::npos);
  CHECK(summary.find("   8 Slide 4: teleporter, only for the first player to land: moves a player back 2 squares.") !=
        std::string::npos);
  CHECK(fewest_turns_to_castle(b) == 2);
}

TEST_CASE("the example board in the in-app rules is a valid board") {
  // Its lines are indented by two spaces, with notes after a wide gap.
  const std::string rules = read_data_file("rules/getaway.md");
  const auto start = rules.find("\n  20 4 13\n");
  REQUIRE(start != std::string::npos);
  std::string board;
  std::size_t at = start + 1;
  while (rules.compare(at, 2, "  ") == 0) {
    const auto end = rules.find('\n', at);
    std::string line = rules.substr(at + 2, end - at - 2);
    if (const auto notes = line.find("  "); notes != std::string::npos) line.erase(notes);
    board += line + "\n";
    at = end + 1;
  }
  const Board b = parse_board(board, "rules example");
  CHECK(b.squares.size() == 13);
  CHECK(b.warnings.empty());
}

TEST_CASE("a toll no player can ever afford is no place to stop: reachability counts the gold") {
  // Rolls of 2 to 4 from Start all land on a toll of 1,000 that sends back to Start, and no gold can
  // be found on the way: the game could never end (issue 19's board).
  const std::string never =
      "0 2 8 S : a : R F 1 b : Y Q A 0 F 1000 c : Y Q A 0 F 1000 d : Y Q A 0 F 1000 "
      "e : R F 1 f : R F 1 C :";
  CHECK_THROWS_WITH_AS(parse_board(never, "t"), doctest::Contains("no rolls can reach"), BoardError);
  // With the gold to pay at the start, the same trail can be walked.
  CHECK(fewest_turns_to_castle(parse_board("1000" + never.substr(1), "t")) == 2);
  // Gold found on the way counts too: a treasure of 1,000 within reach before the tolls.
  CHECK(fewest_turns_to_castle(parse_board("0 2 9 S : g : S F 1000 a : R F 1 b : Y Q A 0 F 1000 c : Y Q A 0 F 1000 d : "
                                           "Y Q A 0 F 1000 e : R F 1 f : R F 1 C :",
                                           "t")) > 0);
  // A once-only toll can be passed by whoever comes later, so it never blocks the check.
  CHECK_NOTHROW(
      parse_board("0 2 8 S : a : R F 1 b : Y T A 0 F 1000 c : Y T A 0 F 1000 d : Y T A 0 F 1000 "
                  "e : R F 1 f : R F 1 C :",
                  "t"));
}

TEST_CASE("a board that passes only on a once-only treasure's gold is warned of; the shipped boards are not") {
  // The only gold is 10 at `t`, paid to its first finder; every roll after it lands on a toll of 10
  // that sends back to Start. Whoever comes later can never pay: the game might never end.
  Board late = parse_board(
      "0 2 9 S : x : R F 1 t : S F 10 b : Y Q A 0 F 10 c : Y Q A 0 F 10 d : Y Q A 0 F 10 "
      "e : Y Q A 0 F 10 f : R F 1 C :",
      "t");
  REQUIRE(late.warnings.size() == 1);
  CHECK(late.warnings[0].find("may never afford the tolls") != std::string::npos);
  CHECK(late.warnings[0].find("ends after 1000 rounds") != std::string::npos);
  CHECK(board_summary(late).find("warning: a player who comes after the once-only treasures") != std::string::npos);
  // The same treasure paid every time: everyone can count on it, no warning.
  CHECK(parse_board("0 2 9 S : x : R F 1 t : R F 10 b : Y Q A 0 F 10 c : Y Q A 0 F 10 d : Y Q A 0 F 10 "
                    "e : Y Q A 0 F 10 f : R F 1 C :",
                    "t")
            .warnings.empty());
  for (const auto& entry : std::filesystem::directory_iterator(data_dir() / "boards")) {
    const Board shipped = load_board_file(entry.path(), entry.path().filename().string());
    for (const auto& w : shipped.warnings) CHECK_MESSAGE(w.find("once-only") == std::string::npos, entry.path());
  }
}

TEST_CASE("every limit of a board file: the value at the limit is taken, the next one refused with the limit named") {
  const auto with = [](const std::string& header, const std::string& square) {
    return header + " Start : A : " + square + " B : R F 1 Castle :";
  };
  struct Limit {
    std::string at, past, expected;
  };
  const std::vector<Limit> limits = {
      {"1000000 4 4", "1000001 4 4", "expected the starting gold, a whole number from 0 to 1000000"},
      {"0 100 4", "0 101 4", "expected the number of faces of each die, a whole number from 2 to 100"},
  };
  for (const Limit& l : limits) {
    CAPTURE(l.at);
    CHECK(error_of(with(l.at, "S F 1")) == "no error");
    CHECK(error_of(with(l.past, "S F 1")).find(l.expected) != std::string::npos);
  }
  const std::vector<Limit> squares = {
      {"R F 1000000", "R F 1000001", "expected an amount of gold, a whole number from 0 to 1000000"},
      {"Y Q F -1 F 1000000", "Y Q F -1 F 1000001", "expected an amount of gold, a whole number from 0 to 1000000"},
      {"T F 1000", "T F 1001", "expected a number of squares to move, from -1000 to 1000"},
      {"Q F -1000", "Q F -1001", "expected a number of squares to move, from -1000 to 1000"},
      {"X D 100 : Hat", "X D 101 : Hat", "expected the number of turns the trap holds a player, from 1 to 100"},
      {"Z " + std::string(60, 'n') + " : d : 1 Z", "Z " + std::string(61, 'n') + " : d : 1 Z",
       "expected a trinket's name of at most 60 characters"},
      {"Z n : " + std::string(200, 'd') + " : 1 Z", "Z n : " + std::string(201, 'd') + " : 1 Z",
       "expected a description of at most 200 characters"},
  };
  for (const Limit& l : squares) {
    CAPTURE(l.at);
    CHECK(error_of(with("20 4 4", l.at)) == "no error");
    CHECK(error_of(with("20 4 4", l.past)).find(l.expected) != std::string::npos);
  }
  std::string long_trail = "0 2 1000 Start :";
  for (int i = 1; i < 999; ++i) long_trail += " s" + std::to_string(i) + " : R F 1";
  CHECK(error_of(long_trail + " Castle :") == "no error");
  CHECK(error_of("0 2 1001" + long_trail.substr(8) + " Castle :").find("a whole number from 2 to 1000") !=
        std::string::npos);
  const std::string huge = "20 4 3 Start : A : S F 1 Castle :" + std::string(kMaxBoardBytes, ' ');
  CHECK(error_of(huge).find("a board of at most 1048576 bytes") != std::string::npos);
}

TEST_CASE("a trinkets square's note lists only the trinkets still to come") {
  const Board board = load_board_file(find_board("riverside.game"), "riverside.game");
  int square = -1;
  for (int i = 0; i < static_cast<int>(board.squares.size()) && square < 0; ++i) {
    if (board.at(i).kind == SquareKind::trinkets && board.at(i).trinkets.size() >= 2) square = i;
  }
  REQUIRE(square >= 0);
  const auto& trinkets = board.at(square).trinkets;
  const std::string all = square_effect(board, square);
  CHECK(all.find(trinkets[0].name) != std::string::npos);
  const std::string after_one = square_effect(board, square, 1);
  CAPTURE(after_one);
  CHECK(after_one.find(trinkets[0].name) == std::string::npos);
  CHECK(after_one.find(trinkets[1].name) != std::string::npos);
  CHECK(after_one.find("the rest in this order: ") != std::string::npos);
  CHECK(square_effect(board, square, static_cast<int>(trinkets.size())) ==
        "trinkets, one to each player who lands: all are taken.");
}
