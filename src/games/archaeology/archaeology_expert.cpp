// The expert robot: determinized Monte Carlo. It deals the cards it cannot see at random, in a way
// that fits what its seat knows, plays every candidate move out to the end of the game with the
// playout habits for all players, and keeps the move with the best average result. Budgets are
// counted in playouts, never in time, so equal observations and generators give equal decisions.
#include <algorithm>
#include <cmath>
#include <numeric>

#include "habit_rules.hpp"
#include "tabletop/games/archaeology/archaeology_robots.hpp"
#include "tabletop/games/archaeology/turn_steps.hpp"

namespace tabletop::archaeology {
namespace {

constexpr int kPlayoutStepLimit = 5000;  // a safety net; playout habits end a game in a few hundred
// Standard errors a rival must lead the usual move by (at 1 rather than 2, it beats the Collector more often).
constexpr double kClearLead = 1.0;
constexpr double kMarginWeight = 0.01;  // a little credit for the margin breaks ties between sure results

// A win counts 1 (shared wins share it), plus a little for the margin over the best rival.
double outcome_for(const TableCounts& t, int seat) {
  const auto money = [&t](int s) { return t.money[static_cast<std::size_t>(s)]; };
  const auto key = [&](int s) { return money(s) * 1000 - t.cards_sold[static_cast<std::size_t>(s)]; };
  int best_rival = -1;
  int ahead_or_level = 1;
  int level = 1;
  for (int other = 0; other < t.players; ++other) {
    if (other == seat) continue;
    if (best_rival < 0 || money(other) > money(best_rival)) best_rival = other;
    if (key(other) > key(seat)) ahead_or_level = 0;
    if (key(other) == key(seat)) ++level;
  }
  const double win = ahead_or_level == 0 ? 0.0 : 1.0 / level;
  return win + kMarginWeight * (money(seat) - money(best_rival));
}

// Pile arithmetic where the compiler sees it: playouts do it at nearly every step.
void add(Pile& pile, const Pile& more) {
  for (std::size_t k = 0; k < kTreasureKinds; ++k) pile[k] += more[k];
}
void subtract(Pile& pile, const Pile& less) {
  for (std::size_t k = 0; k < kTreasureKinds; ++k) pile[k] -= less[k];
}
int count_of(const Pile& pile) {
  int count = 0;
  for (std::size_t k = 0; k < kTreasureKinds; ++k) count += pile[k];
  return count;
}

// Uniform in 0..n-1 like Rng::below, by a multiplication instead of a division (Lemire's method):
// every imagined world shuffles some sixty cards.
int draw_below(Rng& rng, int n) {
  const auto bound = static_cast<std::uint64_t>(n);
  unsigned __int128 product = static_cast<unsigned __int128>(rng.next()) * bound;
  if (static_cast<std::uint64_t>(product) < bound) {
    const std::uint64_t floor = (0 - bound) % bound;  // the few low results that would favour some outcomes
    while (static_cast<std::uint64_t>(product) < floor) product = static_cast<unsigned __int128>(rng.next()) * bound;
  }
  return static_cast<int>(product >> 64);
}

// Rng::shuffle's walk, over the first `count` cards of an array.
template <std::size_t N>
void shuffle_first(std::array<Card, N>& cards, int count, Rng& rng) {
  for (int i = count - 1; i > 0; --i) {
    std::swap(cards[static_cast<std::size_t>(i)], cards[static_cast<std::size_t>(draw_below(rng, i + 1))]);
  }
}

// How promising a move looks before any playout, to keep the search to the likeliest few.
double first_guess(const Table& t, const Pile& hand, const Outlook& o, const Move& move) {
  const double now = o.worth(hand);
  Pile after = hand;
  switch (move.kind) {
    case MoveKind::trade:
      after -= move.give;
      after += move.take;
      return o.worth(after) - now;
    case MoveKind::discard: after -= move.give; return o.worth(after) - now;
    case MoveKind::sell:
      at(after, move.card) -= move.number;
      return sale_value(move.card, move.number) + o.worth(after) - now;
    case MoveKind::explore:
      return chamber_size(move.number, t.length) * 2.0 - (move.number + 1) * map_worth_at(playout_habits(), t.length);
    default: return 0;
  }
}

std::vector<Move> shortlist(const Observation& view, const Outlook& o, const std::vector<Move>& moves, int most) {
  // Selling part of a set is never better than selling as much of it as the museum takes at once,
  // so only the largest sale of each kind is considered. Only trades that make the hand worth more
  // are, by however little (a trade adding a quarter of a point often wins its playouts): the worth
  // of a hand can then only grow, so trades can never go round in circles.
  std::vector<Move> kept;
  for (const Move& m : moves) {
    if (m.kind == MoveKind::sell && m.number != std::min(at(view.hand, m.card), max_set(m.card))) continue;
    if (m.kind == MoveKind::trade && first_guess(view.table, view.hand, o, m) <= 0) continue;
    kept.push_back(m);
  }
  if (static_cast<int>(kept.size()) <= most) return kept;
  std::vector<std::pair<double, std::size_t>> ranked;
  for (std::size_t i = 0; i < kept.size(); ++i) {
    // Ending the turn and passing always stay on the list: they are the quiet alternative.
    const bool quiet = kept[i].kind == MoveKind::end_turn || kept[i].kind == MoveKind::pass;
    ranked.emplace_back(quiet ? 1e9 : first_guess(view.table, view.hand, o, kept[i]), i);
  }
  std::stable_sort(ranked.begin(), ranked.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
  std::vector<Move> best;
  for (int i = 0; i < most; ++i) best.push_back(kept[ranked[static_cast<std::size_t>(i)].second]);
  return best;
}

}  // namespace

void narrow_to_shortlist(const Table& t, const Pile& hand, Moves& moves, int most) {
  if (moves.size() <= 1) return;
  // The expert's shortlist as marks on the list, in its order (scratch kept from call to call: a
  // search narrows at every node and allocates nothing once warm), and the habits' move besides.
  thread_local std::vector<double> guesses;
  thread_local Moves kept;
  const Outlook o(playout_habits(), t);
  const Move usual = habitual_move(playout_habits(), t, hand);
  guesses.assign(moves.size(), 0.0);
  constexpr double kDropped = -1e18;
  constexpr double kQuiet = 1e9;  // ending the turn and passing always stay
  int eligible = 0;
  for (std::size_t i = 0; i < moves.size(); ++i) {
    const Move& m = moves[i];
    const bool quiet = m.kind == MoveKind::end_turn || m.kind == MoveKind::pass;
    double guess = quiet ? kQuiet : first_guess(t, hand, o, m);
    if (m.kind == MoveKind::sell && m.number != std::min(at(hand, m.card), max_set(m.card))) guess = kDropped;
    if (m.kind == MoveKind::trade && guess <= 0) guess = kDropped;
    guesses[i] = guess;
    eligible += guess > kDropped ? 1 : 0;
  }
  // Beyond `most`, the lowest guesses drop out, the later of equals first (as the stable ranking).
  while (eligible > most) {
    std::size_t worst = moves.size();
    for (std::size_t i = 0; i < moves.size(); ++i) {
      if (guesses[i] > kDropped && (worst == moves.size() || guesses[i] <= guesses[worst])) worst = i;
    }
    guesses[worst] = kDropped;
    --eligible;
  }
  kept.clear();
  for (std::size_t i = 0; i < moves.size(); ++i) {
    if (guesses[i] > kDropped || moves[i] == usual) kept.push_back(moves[i]);
  }
  if (kept.size() < moves.size()) moves = kept;
}

// ---------------------------------------------------------------- the imagined game

Playout::Playout(const Table& table, Rng rng) : table_(table), outlook_(playout_habits(), table), rng_(rng) {}

Playout::Playout(const State& state, Rng rng) : Playout(state.table(), rng) {
  for (int seat = 0; seat < kMaxPlayers; ++seat) hands_[static_cast<std::size_t>(seat)] = state.hand(seat);
  for (int c = 0; c < kChambers; ++c) chambers_[static_cast<std::size_t>(c)] = state.chamber(c);
  const std::vector<Card>& dig = state.dig_site();
  std::copy(dig.begin(), dig.end(), dig_.begin());
}

Playout::Playout(const Observation& view) : Playout(view.table, Rng(0)) {
  hands_[static_cast<std::size_t>(view.seat)] = view.hand;
}

Playout Playout::sample(const Observation& view, Rng& rng) const {
  const Table& t = view.table;
  // Before the deal the whole box would go to the dig site, past its room: nothing is dealt, so no
  // seat has a view to sample (the review's luck of the deal plays the box out as it stands).
  if (t.phase == Phase::deal) throw BadData("nothing is dealt yet: there is no view to sample a world from");
  Playout world = *this;
  const Pile unseen = view.unseen_treasure();
  std::array<Card, kMostToDig + kMaxPlayers * kMostOfOneKind> pool{};
  int pooled = 0;
  for (Card card : kTreasures) {
    for (int i = 0; i < at(unseen, card); ++i) pool[static_cast<std::size_t>(pooled++)] = card;
  }
  shuffle_first(pool, pooled, rng);
  // The closed chambers were dealt before the maps were shuffled in: they take the first other cards.
  std::size_t chamber = 0;
  const auto full = [&](std::size_t c) {
    return t.chamber_taken[c] || size_of(world.chambers_[c]) == chamber_size(static_cast<int>(c), t.length);
  };
  int rest = 0;  // the cards left for the hands and the dig site move to the front, in order
  for (int i = 0; i < pooled; ++i) {
    const Card card = pool[static_cast<std::size_t>(i)];
    while (chamber < kChambers && full(chamber)) ++chamber;
    if (chamber < kChambers && card != Card::map) {
      ++at(world.chambers_[chamber], card);
    } else {
      pool[static_cast<std::size_t>(rest++)] = card;
    }
  }
  int next = 0;
  for (int seat = 0; seat < t.players; ++seat) {
    const auto s = static_cast<std::size_t>(seat);
    if (seat == view.seat) continue;
    for (int i = 0; i < t.hand_sizes[s] && next < rest; ++i) {
      ++at(world.hands_[s], pool[static_cast<std::size_t>(next++)]);
    }
  }
  int dig = 0;
  const auto bury = [&](Card card) { world.dig_[static_cast<std::size_t>(dig++)] = card; };
  for (int i = next; i < rest; ++i) bury(pool[static_cast<std::size_t>(i)]);
  for (int i = 0; i < t.thieves_to_come(); ++i) bury(Card::thief);
  for (int i = 0; i < t.storms_to_come(); ++i) bury(Card::sandstorm);
  shuffle_first(world.dig_, dig, rng);
  world.table_.dig_left = dig;
  world.rng_ = Rng(rng.next());
  return world;
}

std::vector<Card> Playout::dig_site() const { return std::vector<Card>(dig_.begin(), dig_.begin() + table_.dig_left); }

// The small steps of a move are inline: play_to_end takes them at nearly every move.
inline void Playout::take(int seat, Card card, int count) {
  at(hands_[static_cast<std::size_t>(seat)], card) += count;
  table_.hand_sizes[static_cast<std::size_t>(seat)] += count;
  trade_memory_[static_cast<std::size_t>(seat)].unsettled |= 1U << index_of(card);
}

inline void Playout::unsettle(unsigned kinds) {
  for (TradeMemory& seat : trade_memory_) seat.unsettled |= kinds;
}

void Playout::apply(const Choice& m) {
  TableCounts& t = table_;
  const int me = t.turn;
  const auto mine = static_cast<std::size_t>(me);
  switch (m.kind) {
    case MoveKind::deal: break;  // an imagined game is dealt already
    case MoveKind::dig:
      dig();
      turn_steps::finish_if_done(table_);
      break;
    case MoveKind::rob:
      t.victim = m.number;
      t.phase = Phase::steal;
      break;
    case MoveKind::steal:
      take(t.victim, m.card, -1);
      take(me, m.card, 1);
      t.victim = -1;
      t.phase = Phase::act;
      break;
    case MoveKind::discard: {
      const auto seat = static_cast<std::size_t>(t.discarder);
      subtract(hands_[seat], m.give);
      t.hand_sizes[seat] -= count_of(m.give);
      add(t.market, m.give);
      unsettle(kinds_in(m.give));
      ++t.storm_step;
      turn_steps::next_discarder(table_);
      break;
    }
    case MoveKind::trade:
      subtract(hands_[mine], m.give);
      add(hands_[mine], m.take);
      subtract(t.market, m.take);
      add(t.market, m.give);
      t.hand_sizes[mine] += count_of(m.take) - count_of(m.give);
      unsettle(kinds_in(m.give) | kinds_in(m.take));
      t.acted = true;
      break;
    case MoveKind::explore: {
      const auto chamber = static_cast<std::size_t>(m.number);
      const int maps = m.number + 1;
      take(me, Card::map, -maps);
      outlook_.remove(Card::map, maps);
      add(hands_[mine], chambers_[chamber]);
      t.hand_sizes[mine] += count_of(chambers_[chamber]);
      trade_memory_[mine].unsettled |= kinds_in(chambers_[chamber]);
      unsettle(1U << index_of(Card::map));
      chambers_[chamber] = Pile{};
      t.chamber_taken[chamber] = true;
      outlook_.set_chamber_left(
          std::any_of(t.chamber_taken.begin(), t.chamber_taken.end(), [](bool taken) { return !taken; }));
      t.acted = true;
      break;
    }
    case MoveKind::sell:
      take(me, m.card, -m.number);
      t.money[mine] += sale_value(m.card, m.number);
      t.cards_sold[mine] += m.number;
      outlook_.remove(m.card, m.number);
      unsettle(1U << index_of(m.card));
      t.acted = true;
      t.sold = true;
      turn_steps::finish_if_done(table_);  // only a sale or a dig can leave every hand and the dig site empty
      break;
    case MoveKind::end_turn: end_turn(); break;
    case MoveKind::pass:
      t.passes = std::min(t.passes + 1, t.players);
      turn_steps::begin(table_, (me + 1) % t.players);
      break;
  }
}

inline void Playout::end_turn() {
  table_.passes = 0;
  turn_steps::begin(table_, (table_.turn + 1) % table_.players);
}

void Playout::steal() {
  const Pile& victim = hands_[static_cast<std::size_t>(table_.victim)];
  int pick = draw_below(rng_, table_.hand_sizes[static_cast<std::size_t>(table_.victim)]);
  for (Card card : kTreasures) {
    pick -= at(victim, card);
    if (pick < 0) {
      apply(Choice{MoveKind::steal, 0, card, {}, {}});
      return;
    }
  }
}

inline void Playout::dig() {
  TableCounts& t = table_;
  const Card card = dig_[static_cast<std::size_t>(--t.dig_left)];
  if (is_treasure(card)) {
    take(t.turn, card, 1);
    t.acted = true;
    t.phase = Phase::act;
  } else if (card == Card::thief) {
    ++t.thieves_seen;
    t.acted = true;
    t.phase = turn_steps::anyone_else_holds_cards(t) ? Phase::rob : Phase::act;
  } else {
    ++t.storms_seen;
    t.storm_step = 0;
    turn_steps::next_discarder(table_);
  }
}

// Flattened: every step of a playout, the habits' choices included, compiled into one loop.
[[gnu::flatten]] int Playout::play_to_end(const std::array<const Habits*, kMaxPlayers>& habits, int most_moves) {
  int moves = 0;
  for (; moves < most_moves && table_.phase != Phase::over; ++moves) {
    switch (table_.phase) {
      case Phase::steal: steal(); break;
      case Phase::dig:
        dig();
        turn_steps::finish_if_done(table_);
        break;
      default: {
        const auto who = static_cast<std::size_t>(current_seat());
        const Choice choice = habits::choose(*habits[who], outlook_, table_, hands_[who], trade_memory_[who]);
        if (choice.kind == MoveKind::end_turn) {  // the commonest move, without the jump through apply
          end_turn();
        } else {
          apply(choice);
        }
      }
    }
  }
  return moves;
}

State sample_world(const Observation& view, Rng& rng) {
  const Playout world = Playout(view).sample(view, rng);
  std::array<Pile, kMaxPlayers> hands{};
  for (int seat = 0; seat < view.table.players; ++seat) hands[static_cast<std::size_t>(seat)] = world.hand(seat);
  std::array<Pile, kChambers> chambers{};
  for (int c = 0; c < kChambers; ++c) chambers[static_cast<std::size_t>(c)] = world.chamber(c);
  return State::assemble(view.table, hands, chambers, world.dig_site());
}

State State::sample_world(const Observation& view, Rng& rng) { return archaeology::sample_world(view, rng); }

void State::sample_world_into(const Observation& view, Rng& rng, State& into) {
  const Playout world = Playout(view).sample(view, rng);
  into.table_ = view.table;
  for (std::size_t seat = 0; seat < kMaxPlayers; ++seat) {
    into.hands_[seat] = world.hand(static_cast<int>(seat));
    into.table_.hand_sizes[seat] = size_of(into.hands_[seat]);
  }
  for (int c = 0; c < kChambers; ++c) into.chambers_[static_cast<std::size_t>(c)] = world.chamber(c);
  const std::span<const Card> dig = world.dig_cards();
  into.dig_.assign(dig.begin(), dig.end());
  into.table_.dig_left = static_cast<int>(dig.size());
}

// ---------------------------------------------------------------- the search

std::vector<ScoredMove> expert_scores(const Observation& view, Rng& rng, std::stop_token stop,
                                      const ExpertBudget& budget) {
  const std::vector<Move> moves = view.legal_moves();
  if (moves.size() <= 1) {
    std::vector<ScoredMove> only;
    for (const Move& m : moves) only.push_back(ScoredMove{m, 0.0, 0});
    return only;
  }
  const std::array<const Habits*, kMaxPlayers> everybody = {&playout_habits(), &playout_habits(), &playout_habits(),
                                                            &playout_habits()};
  // The move the playout habits would make is the default; the search looks for a better one.
  const Move usual = habitual_move(playout_habits(), view.table, view.hand);
  const Playout frame(view);
  std::vector<Move> candidates = shortlist(view, frame.outlook(), moves, std::max(2, budget.max_candidates));
  if (std::find(candidates.begin(), candidates.end(), usual) == candidates.end()) candidates.push_back(usual);
  const auto n = candidates.size();
  const std::size_t base =
      static_cast<std::size_t>(std::find(candidates.begin(), candidates.end(), usual) - candidates.begin());

  // Sequential halving among the others, the usual move always played alongside: every round shares
  // the budget among the candidates still in the race, all played out in the same sampled worlds,
  // then the worse half drops out. The budget counts moves played, so a decision early in the game
  // (long playouts) costs about as much as a late one.
  std::vector<ScoredMove> scored;
  for (const Move& m : candidates) scored.push_back(ScoredMove{m, 0.0, 0});
  std::vector<double> total(n, 0.0);
  std::vector<double> lead(n, 0.0);  // sum over worlds of (result - the usual move's result)
  std::vector<double> lead_sq(n, 0.0);
  std::vector<std::size_t> alive;
  for (std::size_t i = 0; i < n; ++i) {
    if (i != base) alive.push_back(i);
  }
  const int rounds = std::max(1, static_cast<int>(std::ceil(std::log2(static_cast<double>(alive.size())))));
  const long steps_per_round = budget.steps / rounds;
  const int playouts_per_round = std::max(1, budget.max_playouts / rounds);
  const auto mean = [&](std::size_t i) { return scored[i].playouts == 0 ? -1e9 : total[i] / scored[i].playouts; };
  const auto mean_lead = [&](std::size_t i) { return scored[i].playouts == 0 ? -1e9 : lead[i] / scored[i].playouts; };
  for (int round = 0; round < rounds && !alive.empty(); ++round) {
    long steps = 0;
    int playouts = 0;
    while (steps < steps_per_round && playouts < playouts_per_round && !stop.stop_requested()) {
      const Playout world = frame.sample(view, rng);
      const auto run = [&](std::size_t i) {
        Playout line = world;
        line.apply(candidates[i]);
        ++scored[i].playouts;
        ++playouts;
        steps += line.play_to_end(everybody, kPlayoutStepLimit);
        return outcome_for(line.table(), view.seat);
      };
      const double usual_result = run(base);
      total[base] += usual_result;
      for (std::size_t i : alive) {
        const double result = run(i);
        total[i] += result;
        lead[i] += result - usual_result;
        lead_sq[i] += (result - usual_result) * (result - usual_result);
      }
    }
    std::stable_sort(alive.begin(), alive.end(),
                     [&](std::size_t a, std::size_t b) { return mean_lead(a) > mean_lead(b); });
    if (alive.size() > 1) alive.resize((alive.size() + 1) / 2);
  }
  // The best rival replaces the usual move only when its lead is clearly more than luck: noise in
  // the playouts would otherwise pick a worse move as often as a better one.
  std::size_t chosen = base;
  if (!alive.empty()) {
    const std::size_t best = alive.front();
    const int runs = scored[best].playouts;
    if (runs > 1) {
      const double m = lead[best] / runs;
      const double variance = std::max(0.0, lead_sq[best] / runs - m * m);
      if (m > kClearLead * std::sqrt(variance / runs)) chosen = best;
    }
  }
  for (std::size_t i = 0; i < n; ++i) scored[i].score = mean(i);
  const Move pick = candidates[chosen];
  std::stable_sort(scored.begin(), scored.end(), [&](const ScoredMove& a, const ScoredMove& b) {
    if ((a.move == pick) != (b.move == pick)) return a.move == pick;
    return a.playouts != b.playouts ? a.playouts > b.playouts : a.score > b.score;
  });
  return scored;
}

Move expert_move(const Observation& view, Rng& rng, std::stop_token stop, const ExpertBudget& budget) {
  const std::vector<ScoredMove> scored = expert_scores(view, rng, stop, budget);
  return scored.empty() ? Move::end_turn() : scored.front().move;
}

}  // namespace tabletop::archaeology
