#include "tabletop/games/archaeology/archaeology.hpp"

#include <algorithm>

#include "tabletop/core/seat.hpp"
#include "tabletop/games/archaeology/turn_steps.hpp"

// The State, which alone sees every card: the deal, digging, thieves and sandstorms, applying moves,
// and checking a position read from a file. What a seat sees and may do is in table.cpp.
namespace tabletop::archaeology {

// ---------------------------------------------------------------- the state

State::State(int players, Length length) {
  if (players < kMinPlayers || players > kMaxPlayers) throw BadData("Archaeology is for 2 to 4 players");
  table_.players = players;
  table_.length = length;
}

Moves State::legal_moves() const {
  const int seat = current_seat();
  if (seat == kNobody) return {};
  if (seat != kChanceSeat) return legal_moves_for(table_, hand(seat));
  Moves outcomes;  // a deal has too many outcomes to list; sample_chance draws one
  if (table_.phase == Phase::steal) {
    for (Card card : kTreasures) {
      if (at(hand(table_.victim), card) > 0) outcomes.push_back(Move::steal(card));
    }
  }
  return outcomes;
}

int State::legal_move_count() const {
  const int seat = current_seat();
  if (seat < 0) return static_cast<int>(legal_moves().size());
  return legal_move_count_for(table_, hand(seat));
}

Move State::legal_move(int i) const {
  const int seat = current_seat();
  if (seat < 0) return legal_moves()[static_cast<std::size_t>(i)];
  return legal_move_for(table_, hand(seat), i);
}

Move State::draw_legal_move(Rng& rng) const {
  const int seat = current_seat();
  if (seat < 0) return legal_move(rng.below(legal_move_count()));
  return draw_legal_move_for(table_, hand(seat), rng);
}

std::string State::why_illegal(const Move& move) const {
  const int seat = current_seat();
  if (seat == kChanceSeat) return why_chance_illegal(move);
  if (seat == kNobody) return "the game is over";
  return why_illegal_for(table_, hand(seat), move);
}

std::string State::why_chance_illegal(const Move& move) const {
  if (table_.phase == Phase::steal) {
    if (move.kind != MoveKind::steal)
      return "the card stolen from " + seat_letter_text(table_.victim) + " must be drawn first";
    if (!is_treasure(move.card) || at(hand(table_.victim), move.card) == 0) {
      return seat_letter_text(table_.victim) + " holds no " + card_info(move.card).one;
    }
    return "";
  }
  if (move.kind != MoveKind::deal) return "the cards must be dealt first";
  const int players = table_.players;
  const Length length = table_.length;
  if (move.number < 0 || move.number >= players)
    return "the starting player must be one of the " + std::to_string(players);
  if (static_cast<int>(move.cards.size()) != deck_size(players, length)) {
    return "a " + std::string(length == Length::normal ? "" : "short game's ") + "deal for " + std::to_string(players) +
           " players holds " + std::to_string(deck_size(players, length)) + " cards, not " +
           std::to_string(move.cards.size());
  }
  std::array<int, kCardKinds> counts{};
  for (Card card : move.cards) ++counts[static_cast<std::size_t>(card)];
  for (int k = 0; k < kCardKinds; ++k) {
    const auto card = static_cast<Card>(k);
    if (counts[static_cast<std::size_t>(k)] != deck_count(card, players, length)) {
      return "a deal holds " + count_text(card, deck_count(card, players, length)) + ", not " +
             std::to_string(counts[static_cast<std::size_t>(k)]);
    }
  }
  for (int i = 0; i < dealt_before_dig(players, length); ++i) {
    const Card card = move.cards[static_cast<std::size_t>(i)];
    if (!is_treasure(card) || card == Card::map) {
      return "hands, marketplace and pyramid are dealt before the maps, thieves and sandstorms are shuffled in (card " +
             std::to_string(i + 1) + " is a " + card_info(card).one + ")";
    }
  }
  return "";
}

void State::apply(const Move& move, EventSink events) {
  if (std::string why = why_illegal(move); !why.empty()) throw IllegalMove(why);
  play(move, events);
}

void State::begin_turn(int seat) {
  ++table_.turn_number;
  turn_steps::begin(table_, seat);
}

void State::play(const Move& m, EventSink events) {
  Table& t = table_;
  const int me = t.turn;
  const auto mine = static_cast<std::size_t>(me);
  switch (m.kind) {
    case MoveKind::deal: deal(m, events); break;
    case MoveKind::dig: dig(events); break;
    case MoveKind::rob:
      t.victim = m.number;
      t.phase = Phase::steal;
      events(me, Say::robs, m.number);
      break;
    case MoveKind::steal: {
      const auto victim = static_cast<std::size_t>(t.victim);
      --at(hands_[victim], m.card);
      --t.hand_sizes[victim];
      ++at(hands_[mine], m.card);
      ++t.hand_sizes[mine];
      events(me, Say::steals, t.victim);
      t.victim = -1;
      t.phase = Phase::act;
      break;
    }
    case MoveKind::discard: {
      const auto seat = static_cast<std::size_t>(t.discarder);
      hands_[seat] -= m.give;
      t.hand_sizes[seat] -= size_of(m.give);
      t.market += m.give;
      if (events.listening()) events(t.discarder, Say::loses, packed(m.give));
      ++t.storm_step;
      storm_next(events);
      break;
    }
    case MoveKind::trade:
      hands_[mine] -= m.give;
      hands_[mine] += m.take;
      t.market -= m.take;
      t.market += m.give;
      t.hand_sizes[mine] += size_of(m.take) - size_of(m.give);
      t.acted = true;
      if (events.listening()) events(me, Say::trades, packed(m.give), packed(m.take));
      break;
    case MoveKind::explore: {
      const auto chamber = static_cast<std::size_t>(m.number);
      const int maps = m.number + 1;
      const int cards = chamber_size(m.number, t.length);
      at(hands_[mine], Card::map) -= maps;
      t.maps_used += maps;
      hands_[mine] += chambers_[chamber];
      t.hand_sizes[mine] += cards - maps;
      chambers_[chamber] = Pile{};
      t.chamber_taken[chamber] = true;
      t.acted = true;
      events(me, Say::explores, m.number);
      break;
    }
    case MoveKind::sell: {
      const Sale sale{m.card, m.number, sale_value(m.card, m.number)};
      at(hands_[mine], m.card) -= m.number;
      t.hand_sizes[mine] -= m.number;
      t.sales[mine].push_back(sale);
      t.acted = true;
      t.sold = true;
      events(me, Say::sells, index_of(m.card), m.number, sale.value);
      break;
    }
    case MoveKind::end_turn:
      t.passes = 0;
      events(me, Say::ends_turn);
      begin_turn((me + 1) % t.players);
      break;
    case MoveKind::pass:
      t.passes = std::min(t.passes + 1, t.players);
      events(me, Say::passes);
      begin_turn((me + 1) % t.players);
      if (t.must_sell() && t.hand_sizes[static_cast<std::size_t>(t.turn)] > 0) events(t.turn, Say::must_sell);
      break;
  }
  finish_if_done(events);
}

void State::deal(const Move& m, EventSink events) {
  const Length length = table_.length;
  std::size_t next = 0;
  for (int seat = 0; seat < table_.players; ++seat) {
    for (int i = 0; i < hand_deal(length); ++i) ++at(hands_[static_cast<std::size_t>(seat)], m.cards[next++]);
    table_.hand_sizes[static_cast<std::size_t>(seat)] = hand_deal(length);
  }
  for (int i = 0; i < market_deal(length); ++i) ++at(table_.market, m.cards[next++]);
  for (std::size_t chamber = 0; chamber < kChambers; ++chamber) {
    for (int i = 0; i < chamber_size(static_cast<int>(chamber), length); ++i) ++at(chambers_[chamber], m.cards[next++]);
  }
  dig_.assign(m.cards.rbegin(), m.cards.rend() - static_cast<std::ptrdiff_t>(next));  // the top card last
  table_.dig_left = static_cast<int>(dig_.size());
  events(-1, Say::dealt, table_.dig_left);
  begin_turn(m.number);
  events(m.number, Say::begins);
}

void State::dig(EventSink events) {
  Table& t = table_;
  const Card card = dig_.back();
  dig_.pop_back();
  --t.dig_left;
  if (is_treasure(card)) {
    ++at(hands_[static_cast<std::size_t>(t.turn)], card);
    ++t.hand_sizes[static_cast<std::size_t>(t.turn)];
    t.acted = true;
    t.phase = Phase::act;
    events(t.turn, Say::digs_treasure);
  } else if (card == Card::thief) {
    ++t.thieves_seen;
    t.acted = true;
    const bool robbed = turn_steps::anyone_else_holds_cards(t);
    t.phase = robbed ? Phase::rob : Phase::act;
    events(t.turn, Say::digs_thief, robbed ? 1 : 0);
  } else {
    ++t.storms_seen;
    t.storm_step = 0;
    events(t.turn, Say::digs_storm);
    storm_next(events);
  }
}

void State::storm_next(EventSink events) {
  if (!turn_steps::next_discarder(table_)) events(table_.turn, Say::storm_over);
}

void State::finish_if_done(EventSink events) {
  if (turn_steps::finish_if_done(table_)) events(-1, Say::game_over);
}

std::int64_t packed(const Pile& pile) {
  std::int64_t bits = 0;
  for (std::size_t k = 0; k < pile.size(); ++k) bits |= static_cast<std::int64_t>(pile[k] & 0xff) << (8 * k);
  return bits;
}

Pile unpacked(long long bits) {
  Pile pile{};
  for (std::size_t k = 0; k < pile.size(); ++k) pile[k] = static_cast<int>((bits >> (8 * k)) & 0xff);
  return pile;
}

std::string State::event_text(const Event& e) const {
  const Table& t = table_;
  const std::string who = e.seat >= 0 ? seat_letter_text(e.seat) : "";
  const auto seat_at = [&](std::size_t i) { return seat_letter_text(static_cast<int>(e.n[i])); };
  switch (static_cast<Say>(e.what)) {
    case Say::dealt: {
      const Length length = t.length;
      return std::string("The cards are dealt") + (length == Length::normal ? "" : " for a short game") + ": " +
             std::to_string(hand_deal(length)) + " to each player, " + std::to_string(market_deal(length)) +
             " to the marketplace and " + std::to_string(chamber_size(0, length)) + ", " +
             std::to_string(chamber_size(1, length)) + " and " + std::to_string(chamber_size(2, length)) +
             " into the pyramid's chambers. " + std::to_string(e.n[0]) + " cards form the dig site.";
    }
    case Say::begins: return who + " is chosen by lot to begin.";
    case Say::robs: return who + " sends the thief after " + seat_at(0) + ".";
    case Say::steals: return who + " steals a card from " + seat_at(0) + ".";
    case Say::loses: {
      const Pile lost = unpacked(e.n[0]);
      return who + " loses " + pile_text(lost) + " to the sandstorm; " +
             (size_of(lost) == 1 ? "it joins" : "they join") + " the marketplace.";
    }
    case Say::trades: {
      const Pile give = unpacked(e.n[0]);
      const Pile take = unpacked(e.n[1]);
      return who + " trades " + pile_text(give) + " (worth " + std::to_string(trade_total(give)) + ") for " +
             pile_text(take) + " (worth " + std::to_string(trade_total(take)) + ").";
    }
    case Say::explores: {
      const auto chamber = static_cast<std::size_t>(std::clamp<long long>(e.n[0], 0, kChambers - 1));
      return who + " spends " + maps_text(static_cast<int>(chamber) + 1) + " to explore the " + kChamberNames[chamber] +
             " chamber and takes its " + std::to_string(chamber_size(static_cast<int>(chamber), t.length)) + " cards.";
    }
    case Say::sells:
      return who + " sells " + count_text(treasure_at(static_cast<int>(e.n[0])), static_cast<int>(e.n[1])) +
             " to the museum for " + std::to_string(e.n[2]) + ".";
    case Say::ends_turn: return who + " ends the turn.";
    case Say::passes: return who + " passes.";
    case Say::must_sell: return "Everybody has passed in a row: " + who + " must sell at least one card this turn.";
    case Say::digs_treasure: return who + " digs up a treasure.";
    case Say::digs_thief:
      return e.n[0] != 0 ? who + " digs up a thief and chooses whom to rob."
                         : who + " digs up a thief, but nobody else holds a card to steal.";
    case Say::digs_storm:
      return who + " digs up a sandstorm! Starting with " + who + ", everybody discards half their hand, rounded down.";
    case Say::storm_over: return "The sandstorm is over: " + who + " starts the turn again.";
    case Say::game_over:
      return "The dig site is empty and nobody holds a card: the game is over. " + result_words(t, seat_letter_text);
  }
  return "";
}

ChanceOutcomes<Move> State::chance_outcomes() const {
  ChanceOutcomes<Move> outcomes;
  if (table_.phase != Phase::steal) return outcomes;
  const Pile& held = hand(table_.victim);
  const double cards = size_of(held);
  for (Card card : kTreasures) {
    if (at(held, card) > 0) outcomes.push_back({Move::steal(card), at(held, card) / cards});
  }
  return outcomes;
}

Move State::sample_chance(Rng& rng) const {
  if (table_.phase == Phase::steal) {
    int pick = rng.below(table_.hand_sizes[static_cast<std::size_t>(table_.victim)]);
    for (Card card : kTreasures) {
      pick -= at(hand(table_.victim), card);
      if (pick < 0) return Move::steal(card);
    }
    return Move::steal(Card::pot);  // unreachable while the hand sizes are right
  }
  // Maps, thieves and sandstorms are set aside; the rest is shuffled and dealt; then they are
  // shuffled into what is left to form the dig site.
  const int players = table_.players;
  const Length length = table_.length;
  std::vector<Card> treasure;
  for (Card card : kTreasures) {
    if (card != Card::map)
      treasure.insert(treasure.end(), static_cast<std::size_t>(deck_count(card, players, length)), card);
  }
  rng.shuffle(treasure);
  const auto dealt = static_cast<std::ptrdiff_t>(dealt_before_dig(players, length));
  std::vector<Card> cards(treasure.begin(), treasure.begin() + dealt);
  std::vector<Card> site(treasure.begin() + dealt, treasure.end());
  for (Card card : {Card::map, Card::thief, Card::sandstorm}) {
    site.insert(site.end(), static_cast<std::size_t>(deck_count(card, players, length)), card);
  }
  rng.shuffle(site);
  cards.insert(cards.end(), site.begin(), site.end());
  return Move::deal(std::move(cards), rng.below(players));
}

std::string State::describe(const Move& m) const {
  switch (m.kind) {
    case MoveKind::deal: return "deal the cards, " + seat_letter_text(m.number) + " to begin";
    case MoveKind::dig: return "dig";
    case MoveKind::rob: return "rob " + seat_letter_text(m.number);
    case MoveKind::steal: return std::string("steal a ") + card_info(m.card).one;
    case MoveKind::discard: return "discard " + pile_text(m.give);
    case MoveKind::trade: return "trade " + pile_text(m.give) + " for " + pile_text(m.take);
    case MoveKind::explore:
      return std::string("explore the ") + kChamberNames[static_cast<std::size_t>(std::clamp(m.number, 0, 2))] +
             " chamber";
    case MoveKind::sell:
      return "sell " + count_text(m.card, m.number) + " for " + std::to_string(sale_value(m.card, m.number));
    case MoveKind::end_turn: return "end the turn";
    case MoveKind::pass: return "pass";
  }
  return "";
}

Observation State::observe(int seat) const { return Observation{seat, table_, hand(seat)}; }

// ---------------------------------------------------------------- positions put together by hand

State State::assemble(Table table, const std::array<Pile, kMaxPlayers>& hands,
                      const std::array<Pile, kChambers>& chambers, std::vector<Card> dig_top_last) {
  State state(std::clamp(table.players, kMinPlayers, kMaxPlayers));
  if (table.players != state.table_.players) throw BadData("Archaeology is for 2 to 4 players");
  state.table_ = std::move(table);
  state.hands_ = hands;
  state.chambers_ = chambers;
  state.dig_ = std::move(dig_top_last);
  for (std::size_t seat = 0; seat < kMaxPlayers; ++seat) state.table_.hand_sizes[seat] = size_of(hands[seat]);
  state.table_.dig_left = static_cast<int>(state.dig_.size());
  state.validate();
  return state;
}

void State::validate() const {
  const Table& t = table_;
  const int n = t.players;
  if (n < kMinPlayers || n > kMaxPlayers) throw BadData("Archaeology is for 2 to 4 players");
  for (int seat = 0; seat < kMaxPlayers; ++seat) {
    const auto s = static_cast<std::size_t>(seat);
    const Pile& h = hands_[s];
    if (std::any_of(h.begin(), h.end(), [](int c) { return c < 0; }))
      throw BadData("the hand of " + seat_letter_text(seat) + " holds a negative count");
    if (t.hand_sizes[s] != size_of(h))
      throw BadData("the hand size of " + seat_letter_text(seat) + " does not match its cards");
    if (seat >= n && (size_of(h) > 0 || !t.sales[s].empty()))
      throw BadData("seat " + seat_letter_text(seat) + " is not in this game");
    for (const Sale& sale : t.sales[s]) {
      if (!is_treasure(sale.card) || sale_value(sale.card, sale.count) == 0 ||
          sale.value != sale_value(sale.card, sale.count)) {
        throw BadData(seat_letter_text(seat) + " has sold a set the museum does not buy at that price");
      }
    }
  }
  if (std::any_of(t.market.begin(), t.market.end(), [](int c) { return c < 0; }))
    throw BadData("the marketplace holds a negative count");
  if (t.dig_left != static_cast<int>(dig_.size())) throw BadData("the dig-site count does not match its cards");

  if (t.phase == Phase::deal) {
    const bool empty = size_of(t.market) == 0 && dig_.empty() && t.thieves_seen == 0 && t.storms_seen == 0 &&
                       t.maps_used == 0 &&
                       std::all_of(hands_.begin(), hands_.end(), [](const Pile& p) { return size_of(p) == 0; }) &&
                       std::all_of(chambers_.begin(), chambers_.end(), [](const Pile& p) { return size_of(p) == 0; }) &&
                       std::none_of(t.chamber_taken.begin(), t.chamber_taken.end(), [](bool b) { return b; }) &&
                       std::all_of(t.sales.begin(), t.sales.end(), [](const auto& s) { return s.empty(); });
    if (!empty) throw BadData("before the deal no card may be anywhere but in the box");
    return;
  }

  // Every card of the deck is in exactly one place.
  std::array<int, kCardKinds> where{};
  const auto add = [&](const Pile& pile) {
    for (std::size_t k = 0; k < pile.size(); ++k) where[k] += pile[k];
  };
  for (int seat = 0; seat < n; ++seat) add(hands_[static_cast<std::size_t>(seat)]);
  add(t.market);
  for (const Pile& c : chambers_) add(c);
  for (Card card : dig_) ++where[static_cast<std::size_t>(card)];
  for (int seat = 0; seat < n; ++seat) {
    for (const Sale& sale : t.sales[static_cast<std::size_t>(seat)])
      where[static_cast<std::size_t>(sale.card)] += sale.count;
  }
  where[static_cast<std::size_t>(Card::map)] += t.maps_used;
  where[static_cast<std::size_t>(Card::thief)] += t.thieves_seen;
  where[static_cast<std::size_t>(Card::sandstorm)] += t.storms_seen;
  for (int k = 0; k < kCardKinds; ++k) {
    const auto card = static_cast<Card>(k);
    if (where[static_cast<std::size_t>(k)] != deck_count(card, n, t.length)) {
      throw BadData("the game holds " + std::to_string(where[static_cast<std::size_t>(k)]) + " " +
                    card_info(card).many + " in all, not " + std::to_string(deck_count(card, n, t.length)) +
                    (t.length == Length::normal ? "" : " (a short game)"));
    }
  }
  int maps_spent = 0;
  for (std::size_t c = 0; c < kChambers; ++c) {
    const Pile& chamber = chambers_[c];
    if (t.chamber_taken[c]) {
      maps_spent += static_cast<int>(c) + 1;
      if (size_of(chamber) != 0)
        throw BadData(std::string("the ") + kChamberNames[c] + " chamber was explored but still holds cards");
    } else if (const int size = chamber_size(static_cast<int>(c), t.length);
               size_of(chamber) != size || at(chamber, Card::map) > 0) {
      throw BadData(std::string("the ") + kChamberNames[c] + " chamber must hold " + std::to_string(size) +
                    " treasures and no map");
    }
  }
  if (maps_spent != t.maps_used) throw BadData("the maps spent do not match the chambers explored");

  if (t.turn < 0 || t.turn >= n) throw BadData("the player in turn must be 0 to " + std::to_string(n - 1));
  if (t.turn_number < 1) throw BadData("the turn number must be at least 1 once the cards are dealt");
  if (t.passes < 0 || t.passes > n) throw BadData("the passes in a row must be 0 to " + std::to_string(n));
  if (t.passes > 0 && t.dig_left > 0) throw BadData("nobody may pass while the dig site holds cards");
  if (t.sold && !t.acted) throw BadData("a sale this turn counts as acting");
  const bool all_empty = std::all_of(t.hand_sizes.begin(), t.hand_sizes.end(), [](int s) { return s == 0; });
  const bool done = t.dig_left == 0 && all_empty;
  switch (t.phase) {
    case Phase::over:
      if (!done) throw BadData("the game cannot be over while cards remain to dig or in hand");
      break;
    case Phase::dig:
      if (t.dig_left == 0) throw BadData("nothing is left to dig");
      break;
    case Phase::act:
      if (t.dig_left > 0 && !t.acted) throw BadData("with cards left to dig, a turn acts only after digging");
      break;
    case Phase::rob:
      if (!turn_steps::anyone_else_holds_cards(t)) throw BadData("a thief needs somebody else with cards to rob");
      break;
    case Phase::steal:
      if (t.victim < 0 || t.victim >= n || t.victim == t.turn ||
          t.hand_sizes[static_cast<std::size_t>(t.victim)] == 0) {
        throw BadData("the robbed player must be somebody else with cards");
      }
      break;
    case Phase::sandstorm:
      if (t.storm_step < 0 || t.storm_step >= n || t.discarder != (t.turn + t.storm_step) % n ||
          t.discard_due(t.discarder) == 0) {
        throw BadData("the sandstorm must be with a player who has cards to discard, in order from the drawer");
      }
      break;
    case Phase::deal: break;
  }
  if (t.phase != Phase::over && done) throw BadData("with nothing to dig and nothing in hand the game must be over");
}

}  // namespace tabletop::archaeology
