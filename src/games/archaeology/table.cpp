#include "tabletop/games/archaeology/archaeology.hpp"

#include <algorithm>

#include "tabletop/core/seat.hpp"
#include "tabletop/core/words.hpp"

// What every seat sees (the Table), the rules of a seat's own move decided from it and the seat's
// hand, and the Observation robots choose from. The State, which alone sees every card, is in
// archaeology.cpp.
namespace tabletop::archaeology {
namespace {

// Every way to give `left` more cards of the kinds from `kind` on, each handed to `out`.
template <class Out>
void add_choices(const Pile& hand, int kind, int left, Pile& chosen, Out&& out) {
  if (left == 0) {
    out(chosen);
    return;
  }
  if (kind == kTreasureKinds) return;
  const auto k = static_cast<std::size_t>(kind);
  int after = 0;  // cards of the later kinds, to prune choices that cannot be completed
  for (std::size_t j = k + 1; j < hand.size(); ++j) after += hand[j];
  for (int take = std::min(hand[k], left); take >= 0 && take + after >= left; --take) {
    chosen[k] = take;
    add_choices(hand, kind + 1, left - take, chosen, out);
  }
  chosen[k] = 0;
}

// Why the act phase may not end with this move now, or nullptr; words only when they are wanted.
const char* why_not_end(const Table& t, const Pile& hand) {
  if (!t.acted) return "nothing has been done this turn: pass instead";
  if (t.must_sell() && !t.sold && size_of(hand) > 0)
    return "everybody passed: sell at least one card before ending the turn";
  return nullptr;
}

const char* why_not_pass(const Table& t, const Pile& hand) {
  if (t.dig_left > 0) return "passing is allowed only once the dig site is empty";
  if (t.acted) return "something has been done this turn: end the turn instead of passing";
  if (t.must_sell() && size_of(hand) > 0) return "everybody passed in a row: this turn must sell at least one card";
  return nullptr;
}

}  // namespace

int dealt_before_dig(int players, Length length) {
  int total = players * hand_deal(length) + market_deal(length);
  for (int c = 0; c < kChambers; ++c) total += chamber_size(c, length);
  return total;
}

// ---------------------------------------------------------------- the table

int Table::seat_to_move() const {
  switch (phase) {
    case Phase::deal:
    case Phase::steal: return kChanceSeat;
    case Phase::over: return kNobody;
    case Phase::sandstorm: return discarder;
    default: return turn;
  }
}

int Table::money(int seat) const {
  int total = 0;
  for (const Sale& sale : sales[static_cast<std::size_t>(seat)]) total += sale.value;
  return total;
}

int Table::cards_sold(int seat) const {
  int total = 0;
  for (const Sale& sale : sales[static_cast<std::size_t>(seat)]) total += sale.count;
  return total;
}

int Table::thieves_to_come() const { return deck_count(Card::thief, players, length) - thieves_seen; }
int Table::storms_to_come() const { return deck_count(Card::sandstorm, players, length) - storms_seen; }

Places Table::places() const {
  if (phase != Phase::over) return {};
  Places places(static_cast<std::size_t>(players), 1);
  for (int seat = 0; seat < players; ++seat) {
    for (int other = 0; other < players; ++other) {
      const bool richer = money(other) > money(seat);
      const bool same_but_fewer = money(other) == money(seat) && cards_sold(other) < cards_sold(seat);
      if (richer || same_but_fewer) ++places[static_cast<std::size_t>(seat)];
    }
  }
  return places;
}

std::string result_words(const Table& table, const std::function<std::string(int)>& name) {
  const Places places = table.places();
  if (places.empty()) return "";
  int best = 0;
  for (int seat = 0; seat < table.players; ++seat) best = std::max(best, table.money(seat));
  std::vector<int> tied;
  std::vector<int> winners;
  for (int seat = 0; seat < table.players; ++seat) {
    if (table.money(seat) == best) tied.push_back(seat);
    if (places[static_cast<std::size_t>(seat)] == 1) winners.push_back(seat);
  }
  const auto names = [&](const std::vector<int>& seats) {
    std::vector<std::string> named;
    for (int seat : seats) named.push_back(name(seat));
    return in_words(named);
  };
  if (tied.size() == 1) return name(tied[0]) + " wins with $" + std::to_string(best) + ".";
  const std::string tie = names(tied) + " are tied on $" + std::to_string(best) + "; ";
  const int fewest = table.cards_sold(winners[0]);
  if (winners.size() == 1) {
    std::vector<int> others;
    for (int seat : tied) {
      if (seat != winners[0]) others.push_back(seat);
    }
    std::string against;
    for (std::size_t i = 0; i < others.size(); ++i) {
      against += (i == 0 ? "" : ", ") + std::to_string(table.cards_sold(others[i]));
    }
    return tie + name(winners[0]) + " wins the tie by selling fewer cards (" + std::to_string(fewest) + " against " +
           against + ").";
  }
  return tie + names(winners) + " share the win, having sold " + std::to_string(fewest) + " cards each.";
}

// ---------------------------------------------------------------- what a seat may do

std::vector<Pile> choices_of(const Pile& hand, int count) {
  std::vector<Pile> out;
  Pile chosen{};
  if (count >= 0 && count <= size_of(hand))
    add_choices(hand, 0, count, chosen, [&](const Pile& p) { out.push_back(p); });
  return out;
}

std::vector<Move> simple_trades(const Pile& hand, const Pile& market) {
  Moves trades;
  add_simple_trades(hand, market, trades);
  return trades;
}

void add_simple_trades(const Pile& hand, const Pile& market, Moves& trades) {
  for (Card given : kTreasures) {
    const int held = at(hand, given);
    if (held == 0) continue;
    for (Card taken : kTreasures) {
      if (taken == given) continue;
      for (int count = 1; count <= at(market, taken); ++count) {
        // The fewest cards of `given` that pay for `count` of `taken`.
        const int needed = (count * trade_value(taken) + trade_value(given) - 1) / trade_value(given);
        if (needed > held) break;
        trades.push_back(Move::trade(one_of(given, needed), one_of(taken, count)));
      }
    }
  }
}

Moves legal_moves_for(const Table& t, const Pile& hand) {
  Moves moves;
  switch (t.phase) {
    case Phase::dig: moves.push_back(Move::dig()); break;
    case Phase::rob:
      for (int seat = 0; seat < t.players; ++seat) {
        if (seat != t.turn && t.hand_sizes[static_cast<std::size_t>(seat)] > 0) moves.push_back(Move::rob(seat));
      }
      break;
    case Phase::sandstorm: {
      const int due = t.discard_due(t.discarder);
      Pile chosen{};
      if (due <= size_of(hand)) {
        add_choices(hand, 0, due, chosen, [&](const Pile& p) { moves.push_back(Move::discard(p)); });
      }
      break;
    }
    case Phase::act:
      add_simple_trades(hand, t.market, moves);
      for (int chamber = 0; chamber < kChambers; ++chamber) {
        if (!t.chamber_taken[static_cast<std::size_t>(chamber)] && at(hand, Card::map) > chamber) {
          moves.push_back(Move::explore(chamber));
        }
      }
      for (Card card : kTreasures) {
        for (int count = 1; count <= std::min(at(hand, card), max_set(card)); ++count)
          moves.push_back(Move::sell(card, count));
      }
      if (why_not_end(t, hand) == nullptr) moves.push_back(Move::end_turn());
      if (why_not_pass(t, hand) == nullptr) moves.push_back(Move::pass());
      break;
    default: break;
  }
  return moves;
}

std::string why_illegal_for(const Table& t, const Pile& hand, const Move& m) {
  if (t.phase == Phase::over) return "the game is over";
  if (m.kind == MoveKind::deal || m.kind == MoveKind::steal) return "dealing and stealing are left to chance";
  if (t.phase == Phase::deal) return "the cards have not been dealt yet";
  if (t.phase == Phase::steal) return "the stolen card is still to be drawn";
  if (t.phase == Phase::dig) return m.kind == MoveKind::dig ? "" : "a turn begins by digging: draw the top card first";
  if (m.kind == MoveKind::dig) {
    return t.dig_left == 0 ? "the dig site is empty" : "this turn's card has been dug already";
  }
  if (t.phase == Phase::rob) {
    if (m.kind != MoveKind::rob) return "the thief must be sent after another player first";
    if (m.number < 0 || m.number >= t.players) return "there is no player " + seat_letter_text(m.number);
    if (m.number == t.turn) return "a player cannot rob themselves";
    if (t.hand_sizes[static_cast<std::size_t>(m.number)] == 0)
      return seat_letter_text(m.number) + " holds no cards to steal";
    return "";
  }
  if (m.kind == MoveKind::rob) return "there is no thief to send";
  if (t.phase == Phase::sandstorm) {
    if (m.kind != MoveKind::discard)
      return "the sandstorm comes first: " + seat_letter_text(t.discarder) + " must discard";
    if (!within(m.give, hand)) return "those cards are not all in the hand";
    const int due = t.discard_due(t.discarder);
    if (size_of(m.give) != due) {
      return "exactly " + std::to_string(due) + (due == 1 ? " card" : " cards") +
             " must be discarded, half the hand rounded down";
    }
    return "";
  }
  if (m.kind == MoveKind::discard) return "there is no sandstorm to discard for";
  // The act phase.
  switch (m.kind) {
    case MoveKind::trade: {
      if (size_of(m.give) == 0) return "a trade gives at least one card";
      if (size_of(m.take) == 0) return "a trade takes at least one card from the marketplace";
      if (!within(m.give, hand)) return "the cards given are not all in the hand";
      if (!within(m.take, t.market)) return "the marketplace does not hold all the cards asked for";
      if (trade_total(m.take) > trade_total(m.give)) {
        return "the cards taken are worth " + std::to_string(trade_total(m.take)) + ", more than the " +
               std::to_string(trade_total(m.give)) + " given";
      }
      return "";
    }
    case MoveKind::explore: {
      if (m.number < 0 || m.number >= kChambers) {  // the chambers by the names the table shows, not their numbers
        return std::string("the pyramid has three chambers: ") + kChamberNames[0] + ", " + kChamberNames[1] + " and " +
               kChamberNames[2];
      }
      const auto chamber = static_cast<std::size_t>(m.number);
      if (t.chamber_taken[chamber])
        return std::string("the ") + kChamberNames[chamber] + " chamber has been explored already";
      if (at(hand, Card::map) < m.number + 1) {
        return std::string("the ") + kChamberNames[chamber] + " chamber takes " + maps_text(m.number + 1) +
               ", and the hand holds " + std::to_string(at(hand, Card::map));
      }
      return "";
    }
    case MoveKind::sell: {
      if (!is_treasure(m.card)) return "only treasure can be sold";
      const int largest = max_set(m.card);
      if (m.number < 1) return "a set has at least one card";
      if (m.number > largest) {
        return std::string("the museum buys ") + card_info(m.card).many + " in sets of at most " +
               std::to_string(largest);
      }
      if (at(hand, m.card) < m.number) return "the hand holds only " + count_text(m.card, at(hand, m.card));
      return "";
    }
    case MoveKind::end_turn: {
      const char* why = why_not_end(t, hand);
      return why == nullptr ? "" : why;
    }
    case MoveKind::pass: {
      const char* why = why_not_pass(t, hand);
      return why == nullptr ? "" : why;
    }
    default: return "that move does not fit now";
  }
}

// ---------------------------------------------------------------- the observation

Moves Observation::legal_moves() const {
  if (current_seat() != seat) return {};
  return legal_moves_for(table, hand);
}

namespace {

// Trades of some of `given` for 1.. of `taken` that simple_trades lists: as many as the marketplace
// holds of `taken`, and the hand pays for.
int simple_trade_count(const Pile& hand, const Pile& market, Card given, Card taken) {
  const int held = at(hand, given);
  if (taken == given) return 0;
  const auto pair = trade_pair(static_cast<std::size_t>(given), static_cast<std::size_t>(taken));
  return std::min(at(market, taken), static_cast<int>(kAffords[pair][static_cast<std::size_t>(held)]));
}

// A sandstorm's discards, counted or the i-th of them given in legal_moves_for's order, without
// listing them: a big hand has hundreds of ways to lose half of it.
int discard_count(const Table& t, const Pile& hand) {
  const int due = t.discard_due(t.discarder);
  int count = 0;
  Pile chosen{};
  if (due <= size_of(hand)) add_choices(hand, 0, due, chosen, [&](const Pile&) { ++count; });
  return count;
}

Move discard_at(const Table& t, const Pile& hand, int i) {
  const int due = t.discard_due(t.discarder);
  Pile found{};
  Pile chosen{};
  if (due <= size_of(hand)) {
    add_choices(hand, 0, due, chosen, [&](const Pile& p) {
      if (i-- == 0) found = p;
    });
  }
  return Move::discard(found);
}

// The act phase's moves counted part by part in legal_moves_for's order (trades, explorations,
// sales, the end of the turn, the pass), so that a random draw counts them only once.
struct ActCounts {
  std::array<std::array<std::uint8_t, kTreasureKinds>, kTreasureKinds> trades{};  // [given][taken]
  std::array<int, kTreasureKinds> trades_giving{};  // all the trades giving each kind, to skip past
  std::array<bool, kChambers> explores{};
  std::array<int, kTreasureKinds> sales{};
  bool end = false;
  int total = 0;
};

ActCounts act_counts(const Table& t, const Pile& hand) {
  ActCounts c;
  for (Card given : kTreasures) {
    if (at(hand, given) == 0) continue;  // nothing of it to give: its trades stay 0
    const auto g = static_cast<std::size_t>(index_of(given));
    for (Card taken : kTreasures) {
      const int here = simple_trade_count(hand, t.market, given, taken);
      c.trades[g][static_cast<std::size_t>(index_of(taken))] = static_cast<std::uint8_t>(here);
      c.trades_giving[g] += here;
    }
    c.total += c.trades_giving[g];
  }
  for (int chamber = 0; chamber < kChambers; ++chamber) {
    const bool open = !t.chamber_taken[static_cast<std::size_t>(chamber)] && at(hand, Card::map) > chamber;
    c.explores[static_cast<std::size_t>(chamber)] = open;
    c.total += open ? 1 : 0;
  }
  for (std::size_t k = 0; k < c.sales.size(); ++k) {
    c.sales[k] = std::min(hand[k], kLargestSet[k]);
    c.total += c.sales[k];
  }
  c.end = why_not_end(t, hand) == nullptr;
  c.total += c.end ? 1 : 0;
  c.total += why_not_pass(t, hand) == nullptr ? 1 : 0;
  return c;
}

// The i-th act-phase move, found from its part's count.
Move act_move(const ActCounts& c, int i) {
  for (Card given : kTreasures) {
    const auto g = static_cast<std::size_t>(index_of(given));
    if (i >= c.trades_giving[g]) {
      i -= c.trades_giving[g];
      continue;
    }
    for (Card taken : kTreasures) {
      const int here = c.trades[g][static_cast<std::size_t>(index_of(taken))];
      if (i < here) {
        const int count = i + 1;
        const int needed = kPaidWith[trade_pair(g, static_cast<std::size_t>(taken))][static_cast<std::size_t>(count)];
        return Move::trade(one_of(given, needed), one_of(taken, count));
      }
      i -= here;
    }
  }
  for (int chamber = 0; chamber < kChambers; ++chamber) {
    if (c.explores[static_cast<std::size_t>(chamber)] && i-- == 0) return Move::explore(chamber);
  }
  for (Card card : kTreasures) {
    const int here = c.sales[static_cast<std::size_t>(index_of(card))];
    if (i < here) return Move::sell(card, i + 1);
    i -= here;
  }
  if (c.end && i-- == 0) return Move::end_turn();
  return Move::pass();
}

}  // namespace

int Observation::legal_move_count() const {
  if (current_seat() != seat) return 0;
  return legal_move_count_for(table, hand);
}

Move Observation::legal_move(int i) const {
  if (current_seat() != seat) return legal_moves()[static_cast<std::size_t>(i)];
  return legal_move_for(table, hand, i);
}

Move Observation::draw_legal_move(Rng& rng) const {
  if (current_seat() != seat) return legal_move(rng.below(legal_move_count()));
  return draw_legal_move_for(table, hand, rng);
}

int legal_move_count_for(const Table& table, const Pile& hand) {
  if (table.phase == Phase::dig) return 1;
  if (table.phase == Phase::sandstorm) return discard_count(table, hand);
  if (table.phase != Phase::act) return static_cast<int>(legal_moves_for(table, hand).size());
  return act_counts(table, hand).total;
}

Move legal_move_for(const Table& table, const Pile& hand, int i) {
  if (table.phase == Phase::dig) return Move::dig();  // the one move of every turn's start
  if (table.phase == Phase::sandstorm) return discard_at(table, hand, i);
  if (table.phase != Phase::act) return legal_moves_for(table, hand)[static_cast<std::size_t>(i)];
  return act_move(act_counts(table, hand), i);
}

Move draw_legal_move_for(const Table& table, const Pile& hand, Rng& rng) {
  if (table.phase != Phase::act) return legal_move_for(table, hand, rng.below(legal_move_count_for(table, hand)));
  const ActCounts counts = act_counts(table, hand);
  return act_move(counts, rng.below(counts.total));
}

Pile Observation::unseen_treasure() const {
  Pile unseen{};
  for (Card card : kTreasures) at(unseen, card) = deck_count(card, table.players, table.length);
  unseen -= hand;
  unseen -= table.market;
  for (int s = 0; s < table.players; ++s) {
    for (const Sale& sale : table.sales[static_cast<std::size_t>(s)]) at(unseen, sale.card) -= sale.count;
  }
  at(unseen, Card::map) -= table.maps_used;
  return unseen;
}

}  // namespace tabletop::archaeology
