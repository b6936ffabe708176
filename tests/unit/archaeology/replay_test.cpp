#include <doctest/doctest.h>

#include "positions.hpp"
#include "tabletop/games/archaeology/archaeology_entry.hpp"
#include "tabletop/games/archaeology/archaeology_json.hpp"
#include "tabletop/games/archaeology/archaeology_replay.hpp"

using namespace tabletop;
using namespace tabletop::archaeology;
using namespace tabletop::archaeology::testing;

namespace {

// A deal in the script's form, from a deal move.
json deal_json(const Move& deal, int players) {
  std::size_t next = 0;
  const auto cards = [&](std::size_t n) {
    std::vector<Card> part(deal.cards.begin() + static_cast<std::ptrdiff_t>(next),
                           deal.cards.begin() + static_cast<std::ptrdiff_t>(next + n));
    next += n;
    return cards_to_json(part);
  };
  json hands = json::array();
  for (int p = 0; p < players; ++p) hands.push_back(cards(4));
  json market = cards(5);
  json chambers = json::array();
  for (std::size_t size : {3, 5, 7}) chambers.push_back(cards(size));
  json dig = cards(deal.cards.size() - next);
  return json{{"hands", hands}, {"market", market}, {"chambers", chambers}, {"dig_site", dig}, {"first", deal.number}};
}

// A two-player deal: A holds 2 coins, a mask and a pot; the dig site begins coin, thief, sandstorm.
json known_deal() {
  State s(2);
  Rng dice(3);
  Move deal = s.sample_chance(dice);
  std::vector<Card> want = {Card::coin, Card::coin, Card::mask, Card::pot};
  const auto put = [&](std::size_t at_index, Card card) {
    const auto from = std::find(deal.cards.begin() + static_cast<std::ptrdiff_t>(at_index), deal.cards.end(), card);
    REQUIRE(from != deal.cards.end());
    std::iter_swap(deal.cards.begin() + static_cast<std::ptrdiff_t>(at_index), from);
  };
  for (std::size_t i = 0; i < want.size(); ++i) put(i, want[i]);
  const auto top = static_cast<std::size_t>(dealt_before_dig(2, Length::normal));
  put(top, Card::coin);
  put(top + 1, Card::thief);
  put(top + 2, Card::sandstorm);
  deal.number = 0;
  return deal_json(deal, 2);
}

std::string failure(const json& script) {
  return failure_of([&] { replay_script(script); });
}

}  // namespace

TEST_SUITE("archaeology") {
  TEST_CASE("replay: a seed alone deals as a new game with that seed would") {
    const Match<State> match = replay_script(json{{"players", 3}, {"seed", 8}});
    State fresh(3);
    Rng fresh_dice(8);
    settle_chance(fresh, fresh_dice);
    CHECK(match.state().to_json() == fresh.to_json());
    const json out = summarize(match);
    CHECK(out["players"] == 3);
    CHECK(out["phase"] == "dig");
    CHECK(out["dig_site"] == deck_size(3, Length::normal) - dealt_before_dig(3, Length::normal));
    CHECK(out["thieves_to_come"] == 8);
    CHECK(out["sandstorms_to_come"] == 5);
    CHECK(out["seats"].size() == 3);
    CHECK(out["seats"][0]["cards"] == 4);
    CHECK(out["places"].is_null());
    CHECK(out["log"][0].get<std::string>().find("The cards are dealt") == 0);
  }

  TEST_CASE("replay: a fixed deal and every kind of action") {
    const json script = {{"players", 2},
                         {"seed", 1},
                         {"deal", known_deal()},
                         {"actions",
                          {"dig",
                           {{"sell", "coin"}},
                           "end",  // A: digs a coin, sells 3 coins
                           "dig",
                           {{"rob", 0}, {"card", "mask"}},
                           "end",     // B: a thief, robs A of the mask
                           "dig"}}};  // A: a sandstorm
    const Match<State> match = replay_script(script);
    const State& s = match.state();
    CHECK(s.table().sales[0] == std::vector<Sale>{{Card::coin, 3, 10}});
    CHECK(at(s.hand(1), Card::mask) == 1);
    CHECK(s.table().phase == Phase::sandstorm);
    const json out = summarize(match);
    CHECK(out["seats"][0]["money"] == 10);
    CHECK(out["seats"][0]["hand"] == json{{"pot", 1}});
    CHECK(out["discard_due"] == 2);  // B holds five cards; A's single pot keeps A out of it
    CHECK(out["to_move"] == 1);
  }

  TEST_CASE("replay: trades, exploring and discards in the script's words") {
    State probe(2);
    Rng probe_dice(1);
    settle_chance(probe, probe_dice);
    const Move a = action_from_json(probe, json{{"trade", {{"give", {{"coin", 2}}}, {"take", {{"mask", 1}}}}}}, "x");
    CHECK(a == Move::trade(pile({{Card::coin, 2}}), pile({{Card::mask, 1}})));
    CHECK(action_from_json(probe, json{{"explore", "large"}}, "x") == Move::explore(2));
    CHECK(action_from_json(probe, json{{"discard", {{"pot", 1}}}}, "x") == Move::discard(pile({{Card::pot, 1}})));
    CHECK(action_from_json(probe, json{{"sell", "cup"}, {"count", 2}}, "x") == Move::sell(Card::cup, 2));
    CHECK(action_from_json(probe, "pass", "x") == Move::pass());
    CHECK_THROWS_WITH_AS(action_from_json(probe, json{{"explore", "attic"}}, "x"),
                         "x.explore must be \"small\", \"medium\" or \"large\"", BadData);
    CHECK_THROWS_WITH_AS(action_from_json(probe, "jump", "x"),
                         "x must be \"dig\", \"end\", \"pass\" or an object such as {\"sell\": \"coin\", \"count\": 3}",
                         BadData);
  }

  TEST_CASE("replay: errors name the action, its turn and its player") {
    const json deal = known_deal();
    CHECK(failure(json{{"deal", deal}, {"actions", {"dig", "end", {{"sell", "coin"}, {"count", 9}}}}}) ==
          "action 3 (turn 2, B).count must be from 1 to 5, not 9");
    CHECK(failure(json{{"deal", deal}, {"actions", {"end"}}}) ==
          "action 1 (turn 1, A): a turn begins by digging: draw the top card first");
    CHECK(failure(json{{"deal", deal}, {"actions", {"dig", {{"sell", "mask"}, {"count", 2}}}}}) ==
          "action 2 (turn 1, A): the hand holds only 1 Pharaoh's Mask");
    CHECK(failure(json{{"deal", deal}, {"actions", {"dig", "end", "dig", {{"rob", 0}, {"card", "talisman"}}}}}) ==
          "action 4 (turn 2, B): A holds no Talisman");
    CHECK(failure(json{{"deal", deal}, {"actions", {"dig", {{"sell", "ruby"}}}}})
              .find("action 2 (turn 1, A).sell must name a treasure") != std::string::npos);
    CHECK(failure(json{{"players", 5}}) == "players must be from 2 to 4, not 5");
    CHECK(failure(json{{"seats", {"person", "wizard"}}}) ==
          "seats[1] must be \"person\", \"joined\" or a robot style (easy, normal, hard, expert, cautious, collector, "
          "search, "
          "random)");
    json short_deal = deal;
    short_deal["market"].erase(0);
    CHECK(failure(json{{"deal", short_deal}}) == "deal.market must list 5 cards, not 4");
    json bad_deal = deal;
    bad_deal["dig_site"][0] = "mask";
    CHECK(failure(json{{"deal", bad_deal}}) == "deal: a deal holds 14 Coins, not 13");
    CHECK(failure(json::array()) == "an archaeology script must be a JSON object");  // as the registry says it
  }

  TEST_CASE("replay: seats may name robot styles for a game continued later") {
    const Match<State> match = replay_script(json{{"seats", {"person", "expert"}}});
    CHECK_FALSE(match.seats()[0].robot);
    CHECK(match.seats()[1].robot);
    CHECK(match.seats()[1].style == "expert");
  }
}
