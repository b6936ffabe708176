// The length of a game (issue 17): the normal deck of the seed, and the short game that halves every
// number of the deal, rounded up. Both in the engine, in saves and scripts, and on the command line.
#include <doctest/doctest.h>

#include "../support/cli_run.hpp"
#include "../support/headless.hpp"
#include "positions.hpp"
#include "tabletop/core/random_robot.hpp"
#include "tabletop/games/archaeology/archaeology_entry.hpp"
#include "tabletop/games/archaeology/archaeology_json.hpp"
#include "tabletop/games/archaeology/archaeology_replay.hpp"
#include "tabletop/games/archaeology/archaeology_robots.hpp"
#include "tabletop/registry/game_entry.hpp"
#include "tabletop/ui/keys.hpp"

using namespace tabletop;
using namespace tabletop::archaeology;
using namespace tabletop::archaeology::testing;

namespace {

struct Expected {
  std::array<int, kCardKinds> counts;  // pot .. mask, thieves, sandstorms with two players
  int hand;
  int market;
  std::array<int, kChambers> chambers;
};

const Expected kNormal{{18, 16, 14, 8, 6, 6, 4, 8, 6}, 4, 5, {3, 5, 7}};
const Expected kShort{{9, 8, 7, 4, 3, 3, 2, 4, 3}, 2, 3, {2, 3, 4}};

// The expert with a small budget, so that whole games fit in the unit tests.
class QuickExpert : public Robot<State> {
 public:
  Move choose(const Observation& view, Rng& rng, std::stop_token stop) const override {
    return expert_move(view, rng, stop, ExpertBudget{6000, 120, 6});
  }
};

std::unique_ptr<Robot<State>> robot(const std::string& id) {
  if (id == "expert") return std::make_unique<QuickExpert>();
  const auto* style = find_style(robot_styles(), id);
  REQUIRE(style != nullptr);
  return style->make();
}

// Robots of `ids` play a new game to its end; every state on the way must be valid. Returns the moves.
// The chance steps draw from a generator seeded with `chance_seed`.
int play_game(State& s, std::uint64_t chance_seed, const std::vector<std::string>& ids, std::uint64_t robot_seed) {
  std::vector<std::unique_ptr<Robot<State>>> robots;
  for (const auto& id : ids) robots.push_back(robot(id));
  Rng rng(robot_seed);
  Rng dice(chance_seed);
  return play_to_end(s, robots, rng, dice);
}

}  // namespace

TEST_SUITE("archaeology") {
  TEST_CASE("length: the deck and the deal of each length") {
    for (const auto& entry : {std::pair{Length::normal, kNormal}, std::pair{Length::short_game, kShort}}) {
      const Length length = entry.first;  // plain names: clang 14 lets no lambda capture a binding
      const auto& expected = entry.second;
      CAPTURE(length_id(length));
      for (int k = 0; k < kCardKinds; ++k)
        CHECK(deck_count(static_cast<Card>(k), 2, length) == expected.counts[static_cast<std::size_t>(k)]);
      CHECK(hand_deal(length) == expected.hand);
      CHECK(market_deal(length) == expected.market);
      for (int c = 0; c < kChambers; ++c)
        CHECK(chamber_size(c, length) == expected.chambers[static_cast<std::size_t>(c)]);
      for (int players = kMinPlayers; players <= kMaxPlayers; ++players) {
        CAPTURE(players);
        State s(players, length);
        Rng dice(5);
        settle_chance(s, dice);
        const Table& t = s.table();
        CHECK(t.length == length);
        for (int seat = 0; seat < players; ++seat) CHECK(size_of(s.hand(seat)) == expected.hand);
        CHECK(size_of(t.market) == expected.market);
        for (int c = 0; c < kChambers; ++c)
          CHECK(size_of(s.chamber(c)) == expected.chambers[static_cast<std::size_t>(c)]);
        CHECK(t.dig_left == deck_size(players, length) - dealt_before_dig(players, length));
        CHECK(t.thieves_to_come() == expected.counts[static_cast<std::size_t>(Card::thief)]);
        CHECK(Observation{0, t, s.hand(0)}.unseen_treasure()[static_cast<std::size_t>(Card::pot)] ==
              expected.counts[0] - at(s.hand(0), Card::pot) - at(t.market, Card::pot));
      }
    }
    // Sandstorms: 6, 5, 4 in the normal game; halved and rounded up, 3, 3, 2 in the short one.
    CHECK(deck_count(Card::sandstorm, 3, Length::normal) == 5);
    CHECK(deck_count(Card::sandstorm, 4, Length::normal) == 4);
    CHECK(deck_count(Card::sandstorm, 3, Length::short_game) == 3);
    CHECK(deck_count(Card::sandstorm, 4, Length::short_game) == 2);
    // The dig sites in figures, as the rules text gives them.
    CHECK(deck_size(2, Length::normal) - dealt_before_dig(2, Length::normal) == 58);
    CHECK(deck_size(4, Length::normal) - dealt_before_dig(4, Length::normal) == 48);
    CHECK(deck_size(2, Length::short_game) - dealt_before_dig(2, Length::short_game) == 27);
    CHECK(deck_size(3, Length::short_game) - dealt_before_dig(3, Length::short_game) == 25);
    CHECK(deck_size(4, Length::short_game) - dealt_before_dig(4, Length::short_game) == 22);
  }

  TEST_CASE("length: the smallest deck, a short game of four, is still a whole game") {
    const int players = 4;
    const Length length = Length::short_game;
    // Every kind of card is in it; the three maps open the large chamber, or the small and the medium.
    for (int k = 0; k < kCardKinds; ++k) CHECK(deck_count(static_cast<Card>(k), players, length) >= 2);
    CHECK(deck_count(Card::map, players, length) == 1 + 2);
    // Without maps there is treasure enough for the deal, and the dig site gives everyone turns.
    int treasure_without_maps = 0;
    for (Card card : kTreasures) {
      if (card != Card::map) treasure_without_maps += deck_count(card, players, length);
    }
    CHECK(treasure_without_maps - dealt_before_dig(players, length) == 13);
    CHECK(deck_size(players, length) - dealt_before_dig(players, length) >= 5 * players);
    // Sets of every kind can still be sold at a price above single cards.
    for (Card card : kTreasures) {
      if (card != Card::map) CHECK(deck_count(card, players, length) >= 2);
    }
    // Random games of it end, with cards conserved at every step.
    for (std::uint64_t seed = 1; seed <= 100; ++seed) {
      State s(players, length);
      const int moves = play_game(s, seed, {"random", "random", "random", "random"}, seed);
      REQUIRE(is_over(s));
      CHECK(moves > 20);
    }
  }

  TEST_CASE("length: every robot style plays whole games at each length") {
    for (Length length : kLengths) {
      CAPTURE(length_id(length));
      State four(4, length);
      play_game(four, 21, {"expert", "cautious", "collector", "random"}, 3);
      CHECK(is_over(four));
      State two(2, length);
      play_game(two, 22, {"collector", "expert"}, 4);
      CHECK(is_over(two));
      CHECK(two.table().turn_number > 10);
    }
  }

  TEST_CASE("length: the habits and the expert's search follow the deck they play with") {
    // Two masks in the short deck: a robot holding both sells them, none can still come.
    Position p;
    p.length = Length::short_game;
    p.hands[0] = pile({{Card::mask, 2}, {Card::pot, 1}});
    p.dig_top = {Card::coin};
    const State s = p.build();
    CHECK(habitual_move(collector_habits(), s.table(), s.hand(0)) == Move::sell(Card::mask, 2));
    // The worlds the expert imagines hold the short deck's chambers and cards.
    Rng rng(9);
    for (int i = 0; i < 20; ++i) {
      const State world = sample_world(s.observe(0), rng);
      for (int c = 0; c < kChambers; ++c) CHECK(size_of(world.chamber(c)) == chamber_size(c, Length::short_game));
      world.validate();
    }
    CHECK(map_worth_at(playout_habits(), Length::normal) == 5.0);
    CHECK(map_worth_at(playout_habits(), Length::short_game) < 5.0);
  }

  TEST_CASE("length: JSON round trip; a normal game saves as before; a bad length is refused") {
    State s(3, Length::short_game);
    const auto random = random_style<State>().make();
    Rng rng(2);
    Rng dice(31);
    settle_chance(s, dice);
    while (!is_over(s)) {
      const json saved = s.to_json();
      CHECK(saved["length"] == "short");
      REQUIRE(State::from_json(saved).to_json() == saved);
      s.apply(random->choose(s.observe(s.current_seat()), rng, {}));
      settle_chance(s, dice);
    }
    CHECK(State::from_json(s.to_json()).table().length == Length::short_game);

    State normal(2);
    Rng normal_dice(31);
    settle_chance(normal, normal_dice);
    json saved = normal.to_json();
    CHECK_FALSE(saved.contains("length"));  // saves of normal games are what they always were
    CHECK(State::from_json(saved).table().length == Length::normal);
    saved["length"] = "normal";
    CHECK(State::from_json(saved).to_json() == normal.to_json());

    saved["length"] = "long";
    CHECK(failure_of([&] { State::from_json(saved); }) ==
          "archaeology.length must be \"normal\" or \"short\", not \"long\"");
    saved["length"] = 2;
    CHECK(failure_of([&] { State::from_json(saved); }) == "archaeology.length must be \"normal\" or \"short\", not 2");
    // A normal game's cards read as a short game do not add up.
    saved["length"] = "short";
    CHECK(failure_of([&] { State::from_json(saved); }) == "the game holds 18 Pot Shards in all, not 9 (a short game)");
  }

  TEST_CASE("length: replay scripts, sim and sample take it") {
    const json out = summarize(replay_script(json{{"players", 2}, {"seed", 4}, {"length", "short"}}));
    CHECK(out["length"] == "short");
    CHECK(out["dig_site"] == 27);
    CHECK(out["thieves_to_come"] == 4);
    CHECK(out["sandstorms_to_come"] == 3);
    CHECK(out["seats"][0]["cards"] == 2);
    CHECK(out["chambers"][2]["cards"] == 4);
    CHECK(out["log"][0] ==
          "The cards are dealt for a short game: 2 to each player, 3 to the marketplace and 2, 3 and 4 into the "
          "pyramid's chambers. 27 cards form the dig site.");
    CHECK(out["log"][1].get<std::string>().ends_with(" is chosen by lot to begin."));
    CHECK_FALSE(summarize(replay_script(json{{"seed", 4}})).contains("length"));
    CHECK(failure_of([] {
            replay_script(json{{"length", "tiny"}});
          }) == "length must be \"normal\" or \"short\", not \"tiny\"");
    // A deal in a script must be the short deck's.
    const json normal_deal = {
        {"hands", json::array({json::array({"pot", "pot", "pot", "pot"}), json::array({"pot", "pot", "pot", "pot"})})}};
    CHECK(failure_of([&] {
            replay_script(json{{"length", "short"}, {"deal", normal_deal}});
          }) == "deal.hands[0] must list 2 cards, not 4");

    using tabletop::testing::run;
    const auto sampled = run({"sample", "archaeology", "--moves", "5", "--length", "short"});
    REQUIRE(sampled.status == 0);
    CHECK(json::parse(sampled.out)["length"] == "short");
    const auto sim = run({"sim", "archaeology", "--games", "4", "--seats", "cautious,random", "--length", "short"});
    REQUIRE(sim.status == 0);
    CHECK(json::parse(sim.out)["params"]["length"] == "short");
    CHECK(json::parse(sim.out)["unfinished"] == 0);
    const auto bad = run({"sim", "archaeology", "--games", "1", "--seats", "cautious,random", "--length", "long"});
    CHECK(bad.status == 2);
    CHECK(bad.err == "tabletop: --length must be \"normal\" or \"short\", not \"long\"\n");
    CHECK(run({"sample", "pako", "--length", "short"}).err ==
          "tabletop: unknown option --length for sample pako (see tabletop sample --help)\n");

    // The setup form offers both and remembers them; a value it cannot show goes back to normal.
    std::vector<std::string> replaced;
    const GameEntry& game = *find_game("archaeology");
    CHECK(game.clean_setup(json{{"length", "short"}}, replaced) == json{{"length", "short"}});
    CHECK(replaced.empty());
    CHECK(game.clean_setup(json{{"length", "long"}}, replaced).empty());
    CHECK(replaced == std::vector<std::string>{"length"});
  }

  TEST_CASE("length: a short game takes about half as many moves, with two players or four (as the README says)") {
    using tabletop::testing::run;
    const auto mean_moves = [](const std::string& seats, const std::string& length) {
      const auto r = run({"sim", "archaeology", "--games", "60", "--seed", "1", "--seats", seats, "--length", length});
      REQUIRE(r.status == 0);
      return json::parse(r.out)["mean_moves"].get<double>();
    };
    for (const std::string seats : {"cautious,collector", "cautious,collector,random,cautious"}) {
      CAPTURE(seats);
      const double share = mean_moves(seats, "short") / mean_moves(seats, "normal");
      CHECK(share > 0.35);
      CHECK(share < 0.65);
    }
  }
}

TEST_SUITE("screens") {
  TEST_CASE("length: the setup form's help under Length describes the length shown") {
    tabletop::testing::Headless h;
    h.dir.file("settings.json", tabletop::testing::settings_text("archaeology"));
    h.launch(100, 30);
    for (int pressed : {ui::key::home, ui::key::down, ui::key::down, ui::key::down, int('\n'), int('\n')})
      h.press(pressed);
    REQUIRE(h.text().find("New game: Archaeology") != std::string::npos);
    for (int i = 0; i < 6; ++i) h.press(ui::key::up);  // from Start past the coach, two seats and their names
    // The screen as one line, its spaces and line ends collapsed: the note wraps.
    const auto said = [&h] {
      std::string text;
      for (char c : h.text()) {
        if (c != ' ' && c != '\n') text += c;
        else if (!text.empty() && text.back() != ' ') text += ' ';
      }
      return text;
    };
    CAPTURE(h.text());
    CHECK(h.text().find("▶ Length   ◀ normal: the whole deck ▶") != std::string::npos);
    CHECK(said().find("Normal plays with the whole deck: hands of 4, a marketplace of 5 and chambers of 3, 5 and") !=
          std::string::npos);
    CHECK(said().find("Short plays") == std::string::npos);
    h.press(ui::key::right);
    CHECK(h.text().find("▶ Length   ◀ short: half the deck ▶") != std::string::npos);
    CHECK(said().find("Short plays with half the deck: half of each kind of card") != std::string::npos);
    CHECK(said().find("hands of 2, a marketplace of 3 and chambers of 2, 3 and 4 cards") != std::string::npos);
    CHECK(said().find("Normal plays") == std::string::npos);
    // Players, above: the sandstorms of the number shown.
    h.press(ui::key::up);
    CHECK(said().find("2 players: 6 sandstorms in the deck (3 in a short game).") != std::string::npos);
    h.press(ui::key::right);
    CHECK(said().find("3 players: 5 sandstorms in the deck") != std::string::npos);
    CHECK(said().find("2 players:") == std::string::npos);
  }
}
