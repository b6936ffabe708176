// The expert robot: determinized Monte Carlo. It deals the cards it cannot see at random, in a way
// that fits what its seat knows, plays every candidate move out to the end of the game with the
// playout habits for all players, and keeps the move with the best average result. Budgets are
// counted in playouts, never in time, so equal observations and generators give equal decisions.
#include <algorithm>
#include <cmath>
#include <numeric>

#include "tabletop/games/archaeology/archaeology_robots.hpp"

namespace tabletop::archaeology {
namespace {

constexpr int kPlayoutStepLimit = 5000;  // a safety net; playout habits end a game in a few hundred
constexpr double kLeastTradeGain = 0.25;
constexpr double kClearLead = 2.0;      // standard errors a rival must lead the usual move by
constexpr double kMarginWeight = 0.01;  // a little credit for the margin breaks ties between sure results

// A win counts 1 (shared wins share it), plus a little for the margin over the best rival.
double outcome_for(const Table& t, int seat) {
  const auto key = [&t](int s) { return t.money(s) * 1000 - t.cards_sold(s); };  // money, then fewer cards sold
  int best_rival = -1;
  int ahead_or_level = 1;
  int level = 1;
  for (int other = 0; other < t.players; ++other) {
    if (other == seat) continue;
    if (best_rival < 0 || t.money(other) > t.money(best_rival)) best_rival = other;
    if (key(other) > key(seat)) ahead_or_level = 0;
    if (key(other) == key(seat)) ++level;
  }
  const double win = ahead_or_level == 0 ? 0.0 : 1.0 / level;
  return win + kMarginWeight * (t.money(seat) - t.money(best_rival));
}

// Plays `world` to its end with everybody on the playout habits; adds the moves made to `steps`.
double play_out(State& world, int seat, long& steps) {
  int step = 0;
  for (; step < kPlayoutStepLimit && world.table().phase != Phase::over; ++step) {
    const int who = world.current_seat();
    if (who == kChanceSeat) {
      world.apply_quietly(world.sample_chance());
    } else {
      world.apply_quietly(habitual_move(playout_habits(), world.table(), world.hand(who)));
    }
  }
  steps += step;
  return outcome_for(world.table(), seat);
}

// How promising a move looks before any playout, to keep the search to the likeliest few.
double first_guess(const Observation& view, const Move& move) {
  const Table& t = view.table;
  const double now = hand_worth(t, view.hand);
  Pile after = view.hand;
  switch (move.kind) {
    case MoveKind::trade:
      after -= move.give;
      after += move.take;
      return hand_worth(t, after) - now;
    case MoveKind::discard: after -= move.give; return hand_worth(t, after) - now;
    case MoveKind::sell:
      at(after, move.card) -= move.number;
      return sale_value(move.card, move.number) + hand_worth(t, after) - now;
    case MoveKind::explore:
      return chamber_size(move.number, t.length) * 2.0 - (move.number + 1) * map_worth_at(playout_habits(), t.length);
    default: return 0;
  }
}

std::vector<Move> shortlist(const Observation& view, const std::vector<Move>& moves, int most) {
  // Selling part of a set is never better than selling as much of it as the museum takes at once,
  // so only the largest sale of each kind is considered. Only trades that make the hand worth more
  // are: the worth of a hand can then only grow, so trades can never go round in circles.
  std::vector<Move> kept;
  for (const Move& m : moves) {
    if (m.kind == MoveKind::sell && m.number != std::min(at(view.hand, m.card), max_set(m.card))) continue;
    if (m.kind == MoveKind::trade && first_guess(view, m) <= kLeastTradeGain) continue;
    kept.push_back(m);
  }
  if (static_cast<int>(kept.size()) <= most) return kept;
  std::vector<std::pair<double, std::size_t>> ranked;
  for (std::size_t i = 0; i < kept.size(); ++i) {
    // Ending the turn and passing always stay on the list: they are the quiet alternative.
    const bool quiet = kept[i].kind == MoveKind::end_turn || kept[i].kind == MoveKind::pass;
    ranked.emplace_back(quiet ? 1e9 : first_guess(view, kept[i]), i);
  }
  std::stable_sort(ranked.begin(), ranked.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
  std::vector<Move> best;
  for (int i = 0; i < most; ++i) best.push_back(kept[ranked[static_cast<std::size_t>(i)].second]);
  return best;
}

}  // namespace

State sample_world(const Observation& view, Rng& rng) {
  const Table& t = view.table;
  const Pile unseen = view.unseen_treasure();
  std::vector<Card> pool;
  for (Card card : kTreasures) pool.insert(pool.end(), static_cast<std::size_t>(std::max(0, at(unseen, card))), card);
  rng.shuffle(pool);
  // The closed chambers were dealt before the maps were shuffled in: they take the first other cards.
  std::array<Pile, kChambers> chambers{};
  std::vector<Card> rest;
  std::size_t chamber = 0;
  const auto full = [&](std::size_t c) {
    return t.chamber_taken[c] || size_of(chambers[c]) == chamber_size(static_cast<int>(c), t.length);
  };
  for (Card card : pool) {
    while (chamber < kChambers && full(chamber)) ++chamber;
    if (chamber < kChambers && card != Card::map) {
      ++at(chambers[chamber], card);
    } else {
      rest.push_back(card);
    }
  }
  std::array<Pile, kMaxPlayers> hands{};
  std::size_t next = 0;
  for (int seat = 0; seat < t.players; ++seat) {
    const auto s = static_cast<std::size_t>(seat);
    if (seat == view.seat) {
      hands[s] = view.hand;
      continue;
    }
    for (int i = 0; i < t.hand_sizes[s] && next < rest.size(); ++i) ++at(hands[s], rest[next++]);
  }
  std::vector<Card> dig(rest.begin() + static_cast<std::ptrdiff_t>(next), rest.end());
  dig.insert(dig.end(), static_cast<std::size_t>(t.thieves_to_come()), Card::thief);
  dig.insert(dig.end(), static_cast<std::size_t>(t.storms_to_come()), Card::sandstorm);
  rng.shuffle(dig);
  return State::assemble(t, hands, chambers, std::move(dig), Rng(rng.next()));
}

std::vector<ScoredMove> expert_scores(const Observation& view, Rng& rng, std::stop_token stop,
                                      const ExpertBudget& budget) {
  const std::vector<Move> moves = view.legal_moves();
  if (moves.size() <= 1) {
    std::vector<ScoredMove> only;
    for (const Move& m : moves) only.push_back(ScoredMove{m, 0.0, 0});
    return only;
  }
  // The move the playout habits would make is the default; the search looks for a better one.
  const Move usual = habitual_move(playout_habits(), view.table, view.hand);
  std::vector<Move> candidates = shortlist(view, moves, std::max(2, budget.max_candidates));
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
      const State world = sample_world(view, rng);
      const auto run = [&](std::size_t i) {
        State line = world;
        line.apply_quietly(candidates[i]);
        ++scored[i].playouts;
        ++playouts;
        return play_out(line, view.seat, steps);
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
