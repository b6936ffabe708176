#include <doctest/doctest.h>

#include "tabletop/games/archaeology/archaeology.hpp"
#include "tabletop/games/archaeology/archaeology_robots.hpp"

using namespace tabletop;
using namespace tabletop::archaeology;

TEST_SUITE("archaeology") {
  TEST_CASE("the card table: counts, trade values and sale values of every set size") {
    struct Row {
      Card card;
      int count;
      int trade;
      std::vector<int> sales;
    };
    const std::vector<Row> table = {
        {Card::pot, 18, 1, {1, 2, 3, 4, 15}},
        {Card::parchment, 16, 1, {1, 2, 3, 10}},
        {Card::coin, 14, 2, {2, 5, 10, 18, 30}},
        {Card::talisman, 8, 3, {3, 7, 14, 24, 40}},
        {Card::cup, 6, 2, {2, 15}},
        {Card::map, 6, 3, {3}},
        {Card::mask, 4, 4, {4, 12, 26, 50}},
    };
    int treasure = 0;
    for (const Row& row : table) {
      CAPTURE(card_info(row.card).many);
      CHECK(deck_count(row.card, 2, Length::normal) == row.count);
      CHECK(trade_value(row.card) == row.trade);
      CHECK(max_set(row.card) == static_cast<int>(row.sales.size()));
      for (int size = 1; size <= kLongestSet; ++size) {
        const int expected =
            size <= static_cast<int>(row.sales.size()) ? row.sales[static_cast<std::size_t>(size - 1)] : 0;
        CHECK(sale_value(row.card, size) == expected);
      }
      CHECK(sale_value(row.card, 0) == 0);
      treasure += row.count;
    }
    CHECK(treasure == 72);  // the seed's 72 treasure cards
  }

  TEST_CASE("the seed's example: one broken cup sells for 2, a pair for 15") {
    CHECK(trade_value(Card::cup) == 2);
    CHECK(sale_value(Card::cup, 1) == 2);
    CHECK(sale_value(Card::cup, 2) == 15);
    CHECK(sale_value(Card::cup, 3) == 0);
  }

  TEST_CASE("deck composition for 2, 3 and 4 players: 8 thieves, sandstorms 6, 5, 4") {
    for (int players = 2; players <= 4; ++players) {
      CAPTURE(players);
      CHECK(deck_count(Card::thief, players, Length::normal) == 8);
      CHECK(deck_count(Card::sandstorm, players, Length::normal) == 8 - players);
      CHECK(deck_count(Card::pot, players, Length::normal) == 18);
      CHECK(deck_count(Card::mask, players, Length::normal) == 4);
      CHECK(deck_size(players, Length::normal) == 72 + 8 + 8 - players);
    }
  }

  TEST_CASE("card ids, names and piles in words") {
    for (int k = 0; k < kCardKinds; ++k)
      CHECK(card_from_id(card_info(static_cast<Card>(k)).id) == static_cast<Card>(k));
    CHECK_FALSE(card_from_id("dragon").has_value());
    CHECK(count_text(Card::mask, 1) == "1 Pharaoh's Mask");
    CHECK(count_text(Card::pot, 3) == "3 Pot Shards");
    Pile p{};
    CHECK(pile_text(p) == "nothing");
    at(p, Card::coin) = 2;
    at(p, Card::pot) = 1;
    at(p, Card::map) = 1;
    CHECK(pile_text(p) == "1 Pot Shard, 2 Coins and 1 Map");
    CHECK(size_of(p) == 4);
    CHECK(trade_total(p) == 1 + 4 + 3);
  }

  TEST_CASE("the best split of a holding into sets the museum buys") {
    CHECK(best_sale(Card::pot, 5) == 15);
    CHECK(best_sale(Card::pot, 7) == 17);  // 5 + 2
    CHECK(best_sale(Card::cup, 3) == 17);  // a pair and a single
    CHECK(best_sale(Card::map, 2) == 6);   // maps sell one at a time
    CHECK(best_sale(Card::parchment, 8) == 20);
    CHECK(best_sale(Card::coin, 0) == 0);
  }
}
