#include "tabletop/games/archaeology/archaeology_json.hpp"

#include <algorithm>

#include "tabletop/core/json_read.hpp"

namespace tabletop::archaeology {
namespace {

constexpr std::array<const char*, 7> kPhaseIds = {"deal", "dig", "rob", "steal", "sandstorm", "act", "over"};

Phase phase_from_json(const json& j, const std::string& where) {
  if (j.is_string()) {
    for (std::size_t i = 0; i < kPhaseIds.size(); ++i) {
      if (j == kPhaseIds[i]) return static_cast<Phase>(i);
    }
  }
  throw BadData(where + " must be one of deal, dig, rob, steal, sandstorm, act, over");
}

std::string known_ids(bool treasure_only) {
  std::string ids;
  for (int k = 0; k < (treasure_only ? kTreasureKinds : kCardKinds); ++k) {
    ids += std::string(ids.empty() ? "" : ", ") + card_info(static_cast<Card>(k)).id;
  }
  return ids;
}

}  // namespace

const char* phase_id(Phase phase) { return kPhaseIds[static_cast<std::size_t>(phase)]; }

Card card_from_json(const json& j, const std::string& where, bool treasure_only) {
  const auto card = j.is_string() ? card_from_id(j.get<std::string>()) : std::nullopt;
  if (!card || (treasure_only && !is_treasure(*card))) {
    throw BadData(where + " must name a " + (treasure_only ? "treasure" : "card") + " (" + known_ids(treasure_only) +
                  "), not " + j.dump());
  }
  return *card;
}

Length length_field(const json& object, const std::string& where) {
  if (!jsonread::has(object, "length")) return Length::normal;  // saves and scripts from before short games
  const json& value = object["length"];
  const auto length = value.is_string() ? length_from_id(value.get<std::string>()) : std::nullopt;
  if (!length) {
    throw BadData((where.empty() ? "" : where + ".") + "length must be \"normal\" or \"short\", not " + value.dump());
  }
  return *length;
}

json pile_to_json(const Pile& pile) {
  json j = json::object();
  for (Card card : kTreasures) {
    if (at(pile, card) != 0) j[card_info(card).id] = at(pile, card);
  }
  return j;
}

Pile pile_from_json(const json& j, const std::string& where) {
  if (!j.is_object()) throw BadData(where + " must be an object of card counts, like {\"coin\": 2}");
  Pile pile{};
  for (const auto& [key, value] : j.items()) {
    const Card card = card_from_json(json(key), where + " key", true);
    at(pile, card) = jsonread::integer(value, 0, 99, where + "." + key);
  }
  return pile;
}

json cards_to_json(const std::vector<Card>& cards) {
  json j = json::array();
  for (Card card : cards) j.push_back(card_info(card).id);
  return j;
}

std::vector<Card> cards_from_json(const json& j, const std::string& where) {
  if (!j.is_array()) throw BadData(where + " must be a list of cards");
  std::vector<Card> cards;
  for (std::size_t i = 0; i < j.size(); ++i)
    cards.push_back(card_from_json(j[i], where + "[" + std::to_string(i) + "]", false));
  return cards;
}

json sales_to_json(const Sales& sales) {
  json j = json::array();
  for (const Sale& sale : sales)
    j.push_back(json{{"card", card_info(sale.card).id}, {"count", sale.count}, {"value", sale.value}});
  return j;
}

json State::to_json() const {
  const Table& t = table_;
  json hands = json::array();
  json sales = json::array();
  for (int seat = 0; seat < t.players; ++seat) {
    hands.push_back(pile_to_json(hand(seat)));
    sales.push_back(sales_to_json(t.sales[static_cast<std::size_t>(seat)]));
  }
  json chambers = json::array();
  for (std::size_t c = 0; c < kChambers; ++c) {
    chambers.push_back(json{{"taken", t.chamber_taken[c]}, {"cards", pile_to_json(chambers_[c])}});
  }
  std::vector<Card> top_first(dig_.rbegin(), dig_.rend());
  json j{{"players", t.players},
         {"phase", phase_id(t.phase)},
         {"turn", t.turn},
         {"turn_number", t.turn_number},
         {"discarder", t.discarder},
         {"storm_step", t.storm_step},
         {"victim", t.victim},
         {"acted", t.acted},
         {"sold", t.sold},
         {"passes", t.passes},
         {"market", pile_to_json(t.market)},
         {"hands", hands},
         {"sales", sales},
         {"chambers", chambers},
         {"dig_site", cards_to_json(top_first)},
         {"thieves_seen", t.thieves_seen},
         {"storms_seen", t.storms_seen},
         {"maps_used", t.maps_used}};
  if (t.length != Length::normal) j["length"] = length_id(t.length);  // a normal game saves as it always did
  return j;
}

State State::from_json(const json& j) {
  using namespace jsonread;
  const std::string where = "archaeology";
  Table t;
  t.players = int_field(j, "players", kMinPlayers, kMaxPlayers, where);
  t.length = length_field(j, where);
  const int n = t.players;
  t.phase = phase_from_json(field(j, "phase", where), where + ".phase");
  t.turn = int_field(j, "turn", 0, n - 1, where);
  t.turn_number = int_field(j, "turn_number", 0, 1000000, where);
  t.discarder = int_field(j, "discarder", 0, n - 1, where);
  t.storm_step = int_field(j, "storm_step", 0, n, where);
  t.victim = int_field(j, "victim", -1, n - 1, where);
  t.acted = bool_field(j, "acted", where);
  t.sold = bool_field(j, "sold", where);
  t.passes = int_field(j, "passes", 0, n, where);
  t.market = pile_from_json(field(j, "market", where), where + ".market");
  t.thieves_seen = int_field(j, "thieves_seen", 0, 99, where);
  t.storms_seen = int_field(j, "storms_seen", 0, 99, where);
  t.maps_used = int_field(j, "maps_used", 0, 99, where);

  std::array<Pile, kMaxPlayers> hands{};
  const json& hand_list = array_field(j, "hands", where);
  const json& sale_list = array_field(j, "sales", where);
  if (static_cast<int>(hand_list.size()) != n || static_cast<int>(sale_list.size()) != n) {
    throw BadData(where + ".hands and " + where + ".sales must have one entry per player");
  }
  for (int seat = 0; seat < n; ++seat) {
    const auto s = static_cast<std::size_t>(seat);
    const std::string at_seat = "[" + std::to_string(seat) + "]";
    hands[s] = pile_from_json(hand_list[s], where + ".hands" + at_seat);
    const json& sold = sale_list[s];
    if (!sold.is_array()) throw BadData(where + ".sales" + at_seat + " must be a list");
    for (std::size_t i = 0; i < sold.size(); ++i) {
      const std::string at_sale = where + ".sales" + at_seat + "[" + std::to_string(i) + "]";
      const Card card = card_from_json(field(sold[i], "card", at_sale), at_sale + ".card", true);
      t.sales[s].push_back(Sale{card, int_field(sold[i], "count", 1, kLongestSet, at_sale),
                                int_field(sold[i], "value", 0, 100, at_sale)});
    }
  }
  std::array<Pile, kChambers> chambers{};
  const json& chamber_list = array_field(j, "chambers", where);
  if (chamber_list.size() != kChambers) throw BadData(where + ".chambers must list the three chambers");
  for (std::size_t c = 0; c < kChambers; ++c) {
    const std::string at_chamber = where + ".chambers[" + std::to_string(c) + "]";
    t.chamber_taken[c] = bool_field(chamber_list[c], "taken", at_chamber);
    chambers[c] = pile_from_json(field(chamber_list[c], "cards", at_chamber), at_chamber + ".cards");
  }
  std::vector<Card> dig = cards_from_json(field(j, "dig_site", where), where + ".dig_site");
  std::reverse(dig.begin(), dig.end());  // saved top first, held top last
  return assemble(std::move(t), hands, chambers, std::move(dig));
}

}  // namespace tabletop::archaeology

namespace tabletop::archaeology {

int chamber_from_json(const json& j, const std::string& where) {
  for (int c = 0; c < kChambers; ++c) {
    if (j == kChamberNames[static_cast<std::size_t>(c)]) return c;
  }
  throw BadData(where + " must be \"small\", \"medium\" or \"large\"");
}

// "dig", "end", "pass", {"rob": seat}, {"steal": card}, {"discard": pile}, {"trade": {"give": pile,
// "take": pile}}, {"explore": chamber}, {"sell": card, "count": n}, {"deal": [cards], "first": seat}.
json State::move_to_json(const Move& m) {
  switch (m.kind) {
    case MoveKind::dig: return "dig";
    case MoveKind::end_turn: return "end";
    case MoveKind::pass: return "pass";
    case MoveKind::rob: return json{{"rob", m.number}};
    case MoveKind::steal: return json{{"steal", card_info(m.card).id}};
    case MoveKind::discard: return json{{"discard", pile_to_json(m.give)}};
    case MoveKind::trade: return json{{"trade", json{{"give", pile_to_json(m.give)}, {"take", pile_to_json(m.take)}}}};
    case MoveKind::explore:
      return json{{"explore", kChamberNames[static_cast<std::size_t>(std::clamp(m.number, 0, 2))]}};
    case MoveKind::sell: return json{{"sell", card_info(m.card).id}, {"count", m.number}};
    case MoveKind::deal: return json{{"deal", cards_to_json(m.cards)}, {"first", m.number}};
  }
  return nullptr;
}

Move State::move_from_json(const json& j) {
  using namespace jsonread;
  const std::string where = "move";
  if (j == "dig") return Move::dig();
  if (j == "end") return Move::end_turn();
  if (j == "pass") return Move::pass();
  const auto only = [&j](std::size_t keys, const char* key) {
    return j.is_object() && j.size() == keys && has(j, key);
  };
  if (only(1, "rob")) return Move::rob(int_field(j, "rob", 0, kMaxPlayers - 1, where));
  if (only(1, "steal")) return Move::steal(card_from_json(j["steal"], where + ".steal", true));
  if (only(1, "discard")) return Move::discard(pile_from_json(j["discard"], where + ".discard"));
  if (only(1, "trade")) {
    const json& trade = j["trade"];
    return Move::trade(pile_from_json(field(trade, "give", where + ".trade"), where + ".trade.give"),
                       pile_from_json(field(trade, "take", where + ".trade"), where + ".trade.take"));
  }
  if (only(1, "explore")) return Move::explore(chamber_from_json(j["explore"], where + ".explore"));
  if (only(2, "sell") && has(j, "count")) {
    return Move::sell(card_from_json(j["sell"], where + ".sell", true), int_field(j, "count", 1, kLongestSet, where));
  }
  if (only(2, "deal") && has(j, "first")) {
    return Move::deal(cards_from_json(j["deal"], where + ".deal"), int_field(j, "first", 0, kMaxPlayers - 1, where));
  }
  throw BadData(
      "an Archaeology move is \"dig\", \"end\", \"pass\", or an object with rob, steal, discard, trade, "
      "explore, sell and count, or deal and first; not " +
      j.dump());
}

}  // namespace tabletop::archaeology
