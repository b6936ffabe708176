// Every rule of the game, with the dice and draws forced: landing, chains, clamping, once-only and
// every-time squares, tolls, trinkets, traps, the Castle, the end and the standings.
#include <doctest/doctest.h>

#include "support/told.hpp"
#include "tabletop/games/getaway/getaway.hpp"
#include "tabletop/games/getaway/getaway_replay.hpp"

using namespace tabletop;
using namespace tabletop::getaway;

namespace {

State make(const std::string& board_text, int players = 2) {
  const std::vector<std::string> all = {"Ann", "Bob", "Cy", "Di", "Ed", "Flo"};
  return State(parse_board(board_text, "test.game"), std::vector<std::string>(all.begin(), all.begin() + players));
}

// One turn of the player in turn: the roll, then the forced draws; returns the turn's log lines.
std::vector<std::string> turn(State& s, int total, const std::vector<int>& draws = {}) {
  Events events;
  s.apply(Move::roll(), events);
  s.apply(dice_for_total(total, s.board().faces), events);
  for (int d : draws) {
    REQUIRE(s.current_seat() == kChanceSeat);
    s.apply(Move::draw(d), events);
  }
  return testing::texts(told(s, events));
}

// A move heard, as a screen hears it: the turn's story is kept only for a listener.
std::vector<LogLine> tell(State& s, const Move& move) { return testing::applied(s, move); }

std::string one_line(State& s, int total, const std::vector<int>& draws = {}) {
  const auto lines = turn(s, total, draws);
  REQUIRE(lines.size() == 1);
  return lines[0];
}

const std::string kSlides =
    "20 4 10 Start: Phone Booth : S F 2 Slide 1: T F -2 Old Tree : S M 5 Slide 2 : T F -2 Aladan's Castle : Z Sword : "
    "A "
    "short sword : 5 Mace : A strong mace : 10 Excalibur : The sword of King Arthur : 300 Z Slide 3 : T F -2 Old Tree "
    ": "
    "S M 5 Slide 4 : T F -2 Castle:";

}  // namespace

TEST_CASE("a turn's roll is the sum of two dice, and the player moves that far") {
  State s = make(kSlides);
  CHECK(s.current_seat() == 0);
  CHECK(s.legal_moves() == std::vector<Move>{Move::roll()});
  tell(s, Move::roll());
  CHECK(s.current_seat() == kChanceSeat);
  CHECK(s.legal_moves().size() == 16);  // two 4-sided dice
  const auto events = tell(s, Move::dice(1, 2));
  CHECK(s.player(0).square == 3);
  CHECK(s.last_roll() == 3);
  CHECK(s.last_dice() == std::vector<int>{1, 2});
  CHECK(s.current_seat() == kChanceSeat);  // Old Tree's gold is drawn
  const auto more = tell(s, Move::draw(5));
  REQUIRE(more.size() == 1);
  CHECK(more[0].text == "Ann is on Start and rolls a 3. Ann lands on Old Tree. Ann finds 5 gold and now has 25 gold.");
  CHECK(more[0].seat == 0);
  CHECK(s.current_seat() == 1);
}

TEST_CASE("the seed's slide chain: landing on Slide 4 slides all the way to Start") {
  State s = make(kSlides);
  CHECK(one_line(s, 8) ==
        "Ann is on Start and rolls an 8. Ann lands on Slide 4. This slides Ann back 2 squares. Ann lands on Slide 3. "
        "This "
        "slides Ann back 2 squares. Ann lands on Slide 2. This slides Ann back 2 squares. Ann lands on Slide 1. This "
        "slides Ann back "
        "2 squares. Ann lands on Start.");
  CHECK(s.player(0).square == 0);
  CHECK(s.last_path() == std::vector<int>{8, 6, 4, 2, 0});
  // The slides work only once: the next player to land on Slide 4 stays there.
  CHECK(one_line(s, 8) ==
        "Bob is on Start and rolls an 8. Bob lands on Slide 4. It has worked once already and does nothing now.");
  CHECK(s.player(1).square == 8);
}

TEST_CASE("teleports are clamped to the board at both ends, and a roll stops on the Castle") {
  const std::string board = "0 2 6 Start : F1 : S F 0 Pit : T F -9 Lift : Q F 9 F4 : S F 0 Castle :";
  State s = make(board, 3);
  CHECK(one_line(s, 2) ==
        "Ann is on Start and rolls a 2. Ann lands on Pit. This slides Ann back 9 squares, but the trail ends at Start. "
        "Ann "
        "lands on Start.");
  CHECK(s.player(0).square == 0);
  CHECK(one_line(s, 3) ==
        "Bob is on Start and rolls a 3. Bob lands on Lift. This moves Bob forward 9 squares, but the trail ends at "
        "Castle. Bob "
        "lands on Castle. Bob has no trinkets to sell and has 0 gold. Bob waits here for the others.");
  CHECK(s.player(1).home);
  CHECK(one_line(s, 4) == "Cy is on Start and rolls a 4. Cy lands on F4. Cy finds 0 gold and now has 0 gold.");
  CHECK(s.current_seat() == 0);  // Bob is home and skipped
  turn(s, 4);
  CHECK(s.current_seat() == 2);
  turn(s, 4);  // from square 4 a roll of 4 would pass the Castle: it stops there
  CHECK(s.player(2).square == 5);
  CHECK(s.player(2).home);
}

TEST_CASE("once-only treasure pays the first player only; every-time treasure pays everyone") {
  State s = make("0 2 7 Start : F1 : S F 0 Once : S F 2 F3 : S F 0 Every : R F 3 F5 : S F 0 Castle :");
  CHECK(one_line(s, 2) == "Ann is on Start and rolls a 2. Ann lands on Once. Ann finds 2 gold and now has 2 gold.");
  CHECK(s.used(2));
  CHECK(s.square_status(2) == "already taken");
  CHECK(one_line(s, 2) == "Bob is on Start and rolls a 2. Bob lands on Once. Its treasure has already been taken.");
  CHECK(s.player(1).gold == 0);
  turn(s, 2);
  turn(s, 2);
  CHECK(s.player(0).gold == 5);
  CHECK(s.player(1).gold == 3);
  CHECK_FALSE(s.used(4));
  CHECK(s.square_status(4).empty());
}

TEST_CASE("random treasure draws its gold from 1 to the maximum") {
  State s = make("0 2 4 Start : F1 : S F 0 Lucky : R M 6 Castle :");
  tell(s, Move::roll());
  tell(s, Move::dice(1, 1));
  CHECK(s.phase() == Phase::amount);
  CHECK(s.legal_moves().size() == 6);
  CHECK(s.why_illegal(Move::draw(7)) == "the number drawn must be from 1 to 6");
  tell(s, Move::draw(6));
  CHECK(s.player(0).gold == 6);
}

TEST_CASE("once-only teleporters work for the first player; every-time ones always") {
  State s = make("0 2 8 Start : F1 : S F 0 Once : T F -2 F3 : S F 0 Every : Q F -2 F5 : S F 0 F6 : S F 0 Castle :");
  turn(s, 2);
  CHECK(s.player(0).square == 0);
  turn(s, 2);
  CHECK(s.player(1).square == 2);
  CHECK(s.square_status(2) == "used up");
  CHECK(one_line(s, 4) ==
        "Ann is on Start and rolls a 4. Ann lands on Every. This slides Ann back 2 squares. Ann lands on Once. It has "
        "worked "
        "once already and does nothing now.");
  turn(s, 2);
  CHECK(s.player(1).square == 2);
  CHECK_FALSE(s.used(4));
}

TEST_CASE("absolute and random teleports") {
  State s = make("0 2 7 Start : F1 : S F 0 Home : Q A 0 Spring : T M 2 F4 : S F 0 F5 : S F 0 Castle :");
  CHECK(one_line(s, 2) ==
        "Ann is on Start and rolls a 2. Ann lands on Home. This sends Ann back to Start. Ann lands on Start.");
  tell(s, Move::roll());
  tell(s, Move::dice(2, 1));
  CHECK(s.phase() == Phase::distance);
  CHECK(s.legal_moves() == std::vector<Move>{Move::draw(1), Move::draw(2)});
  const auto events = tell(s, Move::draw(2));
  CHECK(events.at(0).text ==
        "Bob is on Start and rolls a 3. Bob lands on Spring. This moves Bob forward 2 squares. Bob lands on F5. Bob "
        "finds 0 "
        "gold and now has 0 gold.");
}

TEST_CASE("a chain that comes back to a square it visited this turn stops there") {
  State s = make("0 2 6 Start : F1 : S F 0 Up : Q M 2 Down : Q M -1 F4 : S F 0 Castle :");
  CHECK(one_line(s, 2, {1, 1}) ==
        "Ann is on Start and rolls a 2. Ann lands on Up. This moves Ann forward 1 square. Ann lands on Down. This "
        "slides Ann "
        "back 1 square. Ann has already been on Up this turn and stops there.");
  CHECK(s.player(0).square == 2);
  CHECK(s.current_seat() == 1);
}

TEST_CASE("tolls: paid, refused, unaffordable, once-only, random") {
  State s = make(
      "10 2 8 Start : F1 : S F 0 Gate : Y Q F -2 F 5 F3 : S F 0 Once : Y T F -1 F 3 F5 : S F 0 Rand : Y Q "
      "M -2 M 4 Castle :");
  SUBCASE("paid, refused, once-only and unaffordable") {
    tell(s, Move::roll());
    tell(s, Move::dice(1, 1));
    CHECK(s.phase() == Phase::toll);
    CHECK(s.current_seat() == 0);
    CHECK(s.toll_due() == 5);
    CHECK(s.legal_moves() == std::vector<Move>{Move::pay(), Move::refuse()});
    CHECK(s.story().back() == "The toll is 5 gold.");
    CHECK(tell(s, Move::pay()).at(0).text ==
          "Ann is on Start and rolls a 2. Ann lands on Gate. The toll is 5 gold. Ann pays 5 gold and has 5 gold left.");
    CHECK(s.player(0).gold == 5);
    CHECK(s.player(0).square == 2);
    tell(s, Move::roll());
    tell(s, Move::dice(1, 1));
    CHECK(s.last_mover() == 1);  // the roll shown while Bob's toll is asked is Bob's
    CHECK(tell(s, Move::refuse()).at(0).text ==
          "Bob is on Start and rolls a 2. Bob lands on Gate. The toll is 5 gold. Bob refuses to pay. Bob is moved back "
          "2 squares. Bob lands on Start.");
    CHECK(s.player(1).gold == 10);
    CHECK(s.player(1).square == 0);
    // The once-only toll is asked of the first player to land only.
    tell(s, Move::roll());
    tell(s, Move::dice(1, 1));
    tell(s, Move::pay());
    CHECK(s.player(0).gold == 2);
    CHECK(s.square_status(4) == "asked already");
    CHECK(one_line(s, 4) ==
          "Bob is on Start and rolls a 4. Bob lands on Once. Its toll was asked once and is asked no more.");
    // The random toll: 4 gold drawn, Ann has 2, so she is moved (a random 2 back).
    CHECK(one_line(s, 2, {4, 2}) ==
          "Ann is on Once and rolls a 2. Ann lands on Rand. The toll is 4 gold. Ann cannot pay it with 2 gold. Ann is "
          "moved back 2 squares. Ann lands on Once. Its toll was asked once and is asked no more.");
    CHECK(s.player(0).gold == 2);
    CHECK(s.player(0).square == 4);
  }
  SUBCASE("a toll the player can just afford is asked") {
    s = make("5 2 4 Start : F1 : S F 0 Rand : Y Q M -2 M 5 Castle :");
    tell(s, Move::roll());
    tell(s, Move::dice(1, 1));
    CHECK(s.phase() == Phase::amount);
    tell(s, Move::draw(5));  // Ann has 5
    CHECK(s.phase() == Phase::toll);
    tell(s, Move::refuse());
    CHECK(s.phase() == Phase::distance);
    tell(s, Move::draw(1));
    CHECK(s.player(0).square == 1);
    CHECK(s.player(0).gold == 5);
  }
  SUBCASE("answers are only taken when a toll is asked") {
    CHECK(s.why_illegal(Move::pay()) == "Ann is to roll the dice now");
    CHECK_THROWS_AS(tell(s, Move::refuse()), IllegalMove);
    tell(s, Move::roll());
    tell(s, Move::dice(1, 1));
    CHECK(s.why_illegal(Move::roll()) == "Ann must first pay or refuse the toll");
  }
}

TEST_CASE("a toll can send a player to a numbered square") {
  State s = make("10 2 6 Start : F1 : S F 0 F2 : S F 0 Gate : Y Q A 1 F 20 F4 : S F 0 Castle :");
  CHECK(one_line(s, 3) ==
        "Ann is on Start and rolls a 3. Ann lands on Gate. The toll is 20 gold. Ann cannot pay it with 10 gold. Ann is "
        "sent to F1. Ann lands on F1. Ann finds 0 gold and now has 10 gold.");
}

TEST_CASE("trinkets are taken in the file's order and sold at the Castle") {
  SUBCASE("one each, and none left for the third") {
    State s = make(
        "0 2 6 Start : F1 : S F 0 Shop : Z Sword : sharp : 5 Mace : heavy : 10 Z F3 : S F 0 F4 : S F 0 Castle :", 3);
    CHECK(one_line(s, 2) ==
          "Ann is on Start and rolls a 2. Ann lands on Shop. Ann picks up Sword and now carries: Sword.");
    CHECK(one_line(s, 2) ==
          "Bob is on Start and rolls a 2. Bob lands on Shop. Bob picks up Mace and now carries: Mace.");
    CHECK(s.square_status(2) == "all taken");
    CHECK(one_line(s, 2) == "Cy is on Start and rolls a 2. Cy lands on Shop. Every trinket here has been taken.");
    CHECK(s.trinket(s.player(1).backpack.at(0)).name == "Mace");
    CHECK(s.backpack_value(0) == 5);
    CHECK(one_line(s, 3) ==
          "Ann is on Shop and rolls a 3. Ann lands on Castle. Ann sells Sword for 5 gold and has 5 gold. Ann waits "
          "here for the others.");
    CHECK(s.player(0).backpack.empty());
    CHECK(s.player(0).gold == 5);
  }
  SUBCASE("a backpack of several is sold together") {
    State s = make(
        "0 2 6 Start : F1 : S F 0 Shop : Z Sword : sharp : 5 Mace : heavy : 10 Ring : shiny : 1 Z F3 : S F "
        "0 Back : Q F -2 Castle :",
        1);
    turn(s, 2);
    CHECK(one_line(s, 2) ==
          "Ann is on Shop and rolls a 2. Ann lands on Back. This slides Ann back 2 squares. Ann lands on Shop. Ann "
          "picks up "
          "Mace and now carries: Sword, Mace.");
    const auto lines = turn(s, 3);
    REQUIRE(lines.size() == 2);
    CHECK(lines[0] ==
          "Ann is on Shop and rolls a 3. Ann lands on Castle. Ann sells Sword for 5 gold and Mace for 10 gold and has "
          "15 gold.");
    CHECK(lines[1] == "Game over. Ann wins with 15 gold.");
    CHECK(s.current_seat() == kNobody);
    CHECK(s.places() == Places{1});
  }
}

namespace {
const std::string kTraps =
    "0 2 8 Start : F1 : S F 0 Cave : X E 4 : Charm Bridge : X D 2 : Charm Shop : Z Charm : lucky : 1 Z F5 : S F 0 F6 : "
    "S F 0 Castle :";
}  // namespace

TEST_CASE("an event trap holds until the roll comes up, then moves by it") {
  State s = make(kTraps, 3);
  CHECK(one_line(s, 2) == "Ann is on Start and rolls a 2. Ann lands on Cave. Ann is caught and needs a 4 to get out.");
  CHECK(s.player(0).held_until == 4);
  turn(s, 2);
  turn(s, 2);
  CHECK(one_line(s, 3) == "Ann is on Cave and rolls a 3. Ann needs a 4 to get out of Cave.");
  CHECK(s.player(0).square == 2);
  turn(s, 2);
  turn(s, 2);
  CHECK(one_line(s, 4) ==
        "Ann is on Cave and rolls a 4. That is the 4 Ann needed to get out of Cave. Ann lands on F6. Ann finds 0 gold "
        "and now has 0 gold.");
  CHECK_FALSE(s.player(0).held());
}

TEST_CASE("a time trap holds for its number of turns, each one told") {
  State s = make(kTraps, 3);
  turn(s, 4);  // Ann: Shop
  CHECK(one_line(s, 3) == "Bob is on Start and rolls a 3. Bob lands on Bridge. Bob is caught for 2 turns.");
  turn(s, 2);  // Cy: caught in Cave
  turn(s, 2);  // Ann: F6
  CHECK(one_line(s, 2) == "Bob is on Bridge and rolls a 2. Bob is held in Bridge: 1 turn more to wait.");
  turn(s, 2);  // Cy: still held
  turn(s, 2);  // Ann: home
  CHECK(one_line(s, 2) ==
        "Bob is on Bridge and rolls a 2. Bob is held in Bridge for this last turn and goes on next turn.");
  CHECK_FALSE(s.player(1).held());
  turn(s, 2);  // Cy: still held
  turn(s, 2);
  CHECK(s.player(1).square == 5);
}

TEST_CASE("the trap's trinket protects") {
  State s =
      make("0 2 7 Start : F1 : S F 0 Shop : Z Charm : lucky : 1 Z F3 : S F 0 Cave : X E 4 : Charm F5 : S F 0 Castle :");
  turn(s, 2);  // Ann takes the Charm
  turn(s, 2);  // Bob finds nothing
  CHECK(one_line(s, 2) == "Ann is on Shop and rolls a 2. Ann lands on Cave. Ann's Charm protects from the trap.");
  CHECK_FALSE(s.player(0).held());
  CHECK(one_line(s, 2) == "Bob is on Shop and rolls a 2. Bob lands on Cave. Bob is caught and needs a 4 to get out.");
  CHECK(s.player(1).held());
}

TEST_CASE("traps are off while only one player is on the trail") {
  SUBCASE("landing does nothing") {
    State s = make("0 2 8 Start : F1 : S F 0 F2 : S F 0 F3 : S F 0 Pit : X D 2 : Charm F5 : S F 0 F6 : S F 0 Castle :");
    turn(s, 3);  // Ann: F3
    turn(s, 2);  // Bob: F2
    turn(s, 4);  // Ann: home
    CHECK(
        one_line(s, 2) ==
        "Bob is on F2 and rolls a 2. Bob lands on Pit. The trap does nothing: Bob is the only one left on the trail.");
    CHECK_FALSE(s.player(1).held());
    s = make(kTraps, 1);
    CHECK(one_line(s, 2) ==
          "Ann is on Start and rolls a 2. Ann lands on Cave. The trap does nothing: Ann is the only one left on the "
          "trail.");
  }
  SUBCASE("a held player is let go once the others are home") {
    State s = make(kTraps, 2);
    turn(s, 2);  // Ann caught in Cave
    turn(s, 4);  // Bob: Shop
    turn(s, 2);  // Ann still held
    turn(s, 4);  // Bob: home
    CHECK(s.player(1).home);
    CHECK(one_line(s, 2) ==
          "Ann is on Cave and rolls a 2. Cave lets Ann go: nobody else is left on the trail. Ann lands on Shop. Every "
          "trinket here has been taken.");
  }
}

TEST_CASE("the end: the most gold wins, equal gold shares the win, standings by gold") {
  const std::string board = "10 2 5 Start : F1 : S F 0 Rich : S F 5 Tip : R F 1 Castle :";
  SUBCASE("a winner, then the others in descending order of gold") {
    State s = make(board, 3);
    turn(s, 3);  // Ann: Tip, 11
    turn(s, 2);  // Bob: Rich, 15
    turn(s, 4);  // Cy: home with 10
    turn(s, 2);  // Ann: home with 11
    CHECK(s.places().empty());
    CHECK(s.current_seat() == 1);
    const auto lines = turn(s, 2);  // Bob: home with 15
    REQUIRE(lines.size() == 3);
    CHECK(lines[1] == "Game over. Bob wins with 15 gold.");
    CHECK(lines[2] == "Ann follows with 11 gold, then Cy with 10 gold.");
    CHECK(s.places() == Places{2, 1, 3});
    CHECK(s.standings() == std::vector<int>{1, 0, 2});
    CHECK(s.legal_moves().empty());
    CHECK(s.why_illegal(Move::roll()) == "the game is over");
  }
  SUBCASE("equal gold at the top is a shared win") {
    State s = make(board, 2);
    turn(s, 4);
    const auto lines = turn(s, 4);
    REQUIRE(lines.size() == 2);
    CHECK(lines[1] == "Game over. Ann and Bob share the win with 10 gold each.");
    CHECK(s.places() == Places{1, 1});
  }
  SUBCASE("equal gold below the winner shares a place") {
    State s = make(board, 3);
    turn(s, 2);  // Ann: Rich, 15
    turn(s, 4);  // Bob: home, 10
    turn(s, 4);  // Cy: home, 10
    turn(s, 2);  // Ann: home
    CHECK(s.places() == Places{1, 2, 2});
  }
}

TEST_CASE("dice out of range and moves out of turn are refused") {
  State s = make(kSlides);
  tell(s, Move::roll());
  CHECK(s.why_illegal(Move::dice(0, 3)) == "each die shows 1 to 4");
  CHECK(s.why_illegal(Move::dice(5, 1)) == "each die shows 1 to 4");
  CHECK(s.why_illegal(Move::roll()) == "the dice are rolling now");
  CHECK_THROWS_WITH_AS(tell(s, Move::pay()), "the dice are rolling now", IllegalMove);
}

TEST_CASE("sampled chance moves are always legal, and every game ends") {
  for (const std::string& board : {kSlides, kTraps}) {
    for (int players = 1; players <= 6; ++players) {
      State s(parse_board(board, "t"), std::vector<std::string>(static_cast<std::size_t>(players), "P"));
      Rng dice(static_cast<std::uint64_t>(players));
      int moves = 0;
      while (s.current_seat() != kNobody && moves < 5000) {
        const Move m = s.current_seat() == kChanceSeat ? s.sample_chance(dice) : s.legal_moves().back();
        REQUIRE(s.why_illegal(m).empty());
        tell(s, m);
        ++moves;
      }
      CHECK(s.current_seat() == kNobody);
      CHECK(s.places().size() == static_cast<std::size_t>(players));
      CHECK(s.players_on_trail() == 0);
    }
  }
}

TEST_CASE("a game still going after 1,000 rounds ends there, gold deciding, and says why") {
  // Only a 2 finds the gold (at t) that pays the tolls of 10 beyond; rolling 3 every time, nobody ever
  // has it, and the toll on b sends them back to Start for ever.
  State s = make(
      "0 2 9 S : x : R F 1 t : S F 10 b : Y Q A 0 F 10 c : Y Q A 0 F 10 d : Y Q A 0 F 10 "
      "e : Y Q A 0 F 10 f : R F 1 C :",
      2);
  std::vector<std::string> last;
  int turns = 0;
  while (s.current_seat() != kNobody) {
    REQUIRE(turns < kMaxRounds * 2);
    last = turn(s, 3);  // a 3 lands on c
    ++turns;
  }
  CHECK(turns == kMaxRounds * 2);
  REQUIRE(last.size() >= 3);
  CHECK(last[last.size() - 2] ==
        "After 1000 rounds, 2 players are still on the trail: the game ends here, and gold decides.");
  CHECK(last.back() == "Game over. Ann and Bob share the win with 0 gold each.");
  CHECK(s.places() == Places{1, 1});
  // The ended game is a valid save; the same save marked as going on is not.
  CHECK(State::from_json(s.to_json()).current_seat() == kNobody);
  json going_on = s.to_json();
  going_on["phase"] = "roll";
  CHECK_THROWS_WITH_AS((void)State::from_json(going_on), doctest::Contains("1000 rounds are played"), BadData);
}
