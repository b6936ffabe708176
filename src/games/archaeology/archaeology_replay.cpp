#include "tabletop/games/archaeology/archaeology_replay.hpp"

#include "tabletop/core/json_read.hpp"
#include "tabletop/core/script_seats.hpp"
#include "tabletop/core/script_step.hpp"
#include "tabletop/core/seat.hpp"
#include "tabletop/games/archaeology/archaeology_json.hpp"
#include "tabletop/games/archaeology/archaeology_robots.hpp"

namespace tabletop::archaeology {
namespace {

void append_cards(std::vector<Card>& cards, const json& list, const std::string& where, std::size_t count) {
  const std::vector<Card> part = cards_from_json(list, where);
  if (count != 0 && part.size() != count) {
    throw BadData(where + " must list " + std::to_string(count) + " cards, not " + std::to_string(part.size()));
  }
  cards.insert(cards.end(), part.begin(), part.end());
}

// {"hands": [[...], ...], "market": [...], "chambers": [[3], [5], [7]], "dig_site": [... top first], "first": 0}
Move deal_from_json(const json& deal, int players, Length length) {
  using namespace jsonread;
  std::vector<Card> cards;
  only_keys(deal, {"hands", "market", "chambers", "dig_site", "first"}, "deal");
  const json& hands = array_field(deal, "hands", "deal");
  if (static_cast<int>(hands.size()) != players)
    throw BadData("deal.hands must list " + std::to_string(players) + " hands");
  for (std::size_t i = 0; i < hands.size(); ++i)
    append_cards(cards, hands[i], "deal.hands[" + std::to_string(i) + "]", static_cast<std::size_t>(hand_deal(length)));
  append_cards(cards, field(deal, "market", "deal"), "deal.market", static_cast<std::size_t>(market_deal(length)));
  const json& chambers = array_field(deal, "chambers", "deal");
  if (chambers.size() != kChambers) throw BadData("deal.chambers must list the three chambers");
  for (std::size_t c = 0; c < kChambers; ++c) {
    append_cards(cards, chambers[c], "deal.chambers[" + std::to_string(c) + "]",
                 static_cast<std::size_t>(chamber_size(static_cast<int>(c), length)));
  }
  append_cards(cards, field(deal, "dig_site", "deal"), "deal.dig_site", 0);
  return Move::deal(std::move(cards), int_field(deal, "first", 0, players - 1, "deal"));
}

Move sell_from_json(const State& state, const json& a, const std::string& where) {
  const Card card = card_from_json(a["sell"], where + ".sell", true);
  const int seat = state.current_seat();
  const int held = seat >= 0 ? at(state.hand(seat), card) : 0;
  const int count = jsonread::has(a, "count") ? jsonread::int_field(a, "count", 1, kLongestSet, where)
                                              : std::max(1, std::min(held, max_set(card)));
  return Move::sell(card, count);
}

std::string place_of(const State& state, std::size_t index) {
  const Table& t = state.table();
  const int seat = state.current_seat();
  std::string text = "action " + std::to_string(index + 1);
  if (t.turn_number > 0 && seat >= 0) {
    text += " (turn " + std::to_string(t.turn_number) + ", " + seat_letter_text(seat) + ")";
  }
  return text;
}

}  // namespace

Move action_from_json(const State& state, const json& a, const std::string& where) {
  if (a == "dig") return Move::dig();
  if (a == "end") return Move::end_turn();
  if (a == "pass") return Move::pass();
  if (!a.is_object() || a.size() == 0) {
    throw BadData(where +
                  " must be \"dig\", \"end\", \"pass\" or an object such as {\"sell\": \"coin\", \"count\": 3}");
  }
  // Each action's own keys only: {"sell": ..., "explore": ...} is refused, never half read.
  const auto keys = [&](std::initializer_list<const char*> known) { jsonread::only_keys(a, known, where); };
  if (a.contains("rob")) keys({"rob", "card"});
  else if (a.contains("discard")) keys({"discard"});
  else if (a.contains("trade")) keys({"trade"});
  else if (a.contains("explore")) keys({"explore"});
  else if (a.contains("sell")) keys({"sell", "count"});
  if (a.contains("rob")) return Move::rob(jsonread::int_field(a, "rob", 0, state.num_seats() - 1, where));
  if (a.contains("discard")) return Move::discard(pile_from_json(a["discard"], where + ".discard"));
  if (a.contains("trade")) {
    const json& trade = a["trade"];
    jsonread::only_keys(trade, {"give", "take"}, where + ".trade");
    return Move::trade(pile_from_json(jsonread::field(trade, "give", where + ".trade"), where + ".trade.give"),
                       pile_from_json(jsonread::field(trade, "take", where + ".trade"), where + ".trade.take"));
  }
  if (a.contains("explore")) return Move::explore(chamber_from_json(a["explore"], where + ".explore"));
  if (a.contains("sell")) return sell_from_json(state, a, where);
  throw BadData(where + " has no action: use dig, end, pass, rob, discard, trade, explore or sell");
}

ReadScript script_document(const json& script) {
  using namespace jsonread;
  only_keys(script, {"players", "length", "seed", "deal", "actions", "seats"}, "an archaeology script");
  const int players = has(script, "players") ? int_field(script, "players", kMinPlayers, kMaxPlayers, "") : 2;
  const Length length = length_field(script, "");
  const std::uint64_t seed = seed_field(script);
  const std::vector<Seat> seats = script_seats(script, players, robot_styles());
  json setup{{"players", players}};
  if (has(script, "length")) setup["length"] = script["length"];
  put_seats(setup, seats, false);
  ScriptDocument<State> match(std::move(setup), seed, State(players, length), seats);
  if (has(script, "deal")) {
    const Move deal = deal_from_json(field(script, "deal", ""), players, length);
    if (std::string why = match.state().why_illegal(deal); !why.empty()) throw BadData("deal: " + why);
    match.play(deal);
  } else {
    match.match().settle();  // a deal drawn from the seed, which the generic player draws again
  }
  const json& actions = optional_array_field(script, "actions", "");
  for (std::size_t i = 0; i < actions.size(); ++i) {
    const std::string where = place_of(match.state(), i);
    script_step(where, [&] {
      const json& a = actions[i];
      const Move move = action_from_json(match.state(), a, where);
      if (std::string why = match.state().why_illegal(move); !why.empty()) throw IllegalMove(why);
      std::vector<Move> forced;
      if (move.kind == MoveKind::rob && a.contains("card"))
        forced.push_back(Move::steal(card_from_json(a["card"], where + ".card", true)));
      if (!forced.empty()) {
        State probe = match.state();
        probe.apply(move);
        if (std::string why = probe.why_illegal(forced[0]); !why.empty()) throw IllegalMove(why);
      }
      match.play(move, forced);
    });
  }
  return match.read();
}

json summarize(const Match<State>& match) {
  const State& s = match.state();
  const Table& t = s.table();
  json seats = json::array();
  for (int seat = 0; seat < t.players; ++seat) {
    seats.push_back(json{{"hand", pile_to_json(s.hand(seat))},
                         {"cards", t.hand_sizes[static_cast<std::size_t>(seat)]},
                         {"sales", sales_to_json(t.sales[static_cast<std::size_t>(seat)])},
                         {"money", t.money(seat)},
                         {"cards_sold", t.cards_sold(seat)}});
  }
  json chambers = json::array();
  for (std::size_t c = 0; c < kChambers; ++c) {
    chambers.push_back(json{{"name", kChamberNames[c]},
                            {"cards", chamber_size(static_cast<int>(c), t.length)},
                            {"taken", t.chamber_taken[c]}});
  }
  json log = json::array();
  for (const LogLine& line : match.log()) log.push_back(line.text);
  const Places places = s.places();
  const int to_move = s.current_seat();
  json summary{{"players", t.players},
               {"phase", phase_id(t.phase)},
               {"turn", t.turn},
               {"turn_number", t.turn_number},
               {"to_move", to_move >= 0 ? json(to_move) : json(nullptr)},
               {"dig_site", t.dig_left},
               {"thieves_to_come", t.thieves_to_come()},
               {"sandstorms_to_come", t.storms_to_come()},
               {"market", pile_to_json(t.market)},
               {"chambers", chambers},
               {"seats", seats},
               {"passes", t.passes},
               {"must_sell", t.must_sell()},
               {"discard_due", t.phase == Phase::sandstorm ? json(t.discard_due(t.discarder)) : json(nullptr)},
               {"places", places.empty() ? json(nullptr) : json(places)},
               {"result", places.empty() ? json(nullptr) : json(result_words(t, seat_letter_text))},
               {"log", log}};
  if (t.length != Length::normal) summary["length"] = length_id(t.length);  // as in the save
  return summary;
}

}  // namespace tabletop::archaeology
