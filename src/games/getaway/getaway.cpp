#include "tabletop/games/getaway/getaway.hpp"

#include <algorithm>
#include <cstdlib>

#include "tabletop/core/words.hpp"

namespace tabletop::getaway {
namespace {

std::string gold_text(long long gold) { return std::to_string(gold) + " gold"; }
std::string turns_text(int n) { return std::to_string(n) + (n == 1 ? " turn" : " turns"); }

}  // namespace

std::string a_number(int n) {
  const bool an = n == 8 || n == 11 || n == 18 || (n >= 80 && n <= 89) || (n >= 800 && n <= 899);
  return (an ? "an " : "a ") + std::to_string(n);
}

State::State(Board board, const std::vector<std::string>& names)
    : State(std::make_shared<const Board>(std::move(board)), names) {}

State::State(std::shared_ptr<const Board> board, const std::vector<std::string>& names) : board_(std::move(board)) {
  if (names.size() < static_cast<std::size_t>(kMinPlayers) || names.size() > static_cast<std::size_t>(kMaxPlayers)) {
    throw BadData("Gary's Great Getaway is for 1 to 6 players");
  }
  if (board_->squares.size() < static_cast<std::size_t>(kMinSquares))
    throw BadData("a board needs a Start and a Castle");
  for (const auto& name : names) {
    if (characters_in(name) > kMaxPlayerName)
      throw BadData("a player's name is longer than " + std::to_string(kMaxPlayerName) + " characters");
    players_.push_back(Player{name, 0, board_->start_gold, {}, 0, 0, false});
  }
  used_.assign(board_->squares.size(), 0);
  taken_.assign(board_->squares.size(), 0);
}

// ---------------------------------------------------------------- whose move

int State::current_seat() const {
  switch (phase_) {
    case Phase::over: return kNobody;
    case Phase::roll:
    case Phase::toll: return turn_;
    case Phase::dice:
    case Phase::amount:
    case Phase::distance: return kChanceSeat;
  }
  return kNobody;
}

namespace {
// The largest number a draw can give on `square` in `phase`.
int draw_limit(const Square& square, Phase phase) {
  return phase == Phase::amount ? square.amount.value : std::abs(square.jump.value);
}
}  // namespace

SmallList<Move, 16> State::legal_moves() const {
  SmallList<Move, 16> moves;
  switch (phase_) {
    case Phase::over: break;
    case Phase::roll: moves.push_back(Move::roll()); break;
    case Phase::toll:
      moves.push_back(Move::pay());
      moves.push_back(Move::refuse());
      break;
    case Phase::dice:
      for (int a = 1; a <= board_->faces; ++a) {
        for (int b = 1; b <= board_->faces; ++b) moves.push_back(Move::dice(a, b));
      }
      break;
    case Phase::amount:
    case Phase::distance:
      for (int n = 1; n <= draw_limit(square_at(at_), phase_); ++n) moves.push_back(Move::draw(n));
      break;
  }
  return moves;
}

std::string State::why_illegal(const Move& move) const {
  const std::string who = phase_ == Phase::over ? "" : players_[static_cast<std::size_t>(turn_)].name;
  switch (phase_) {
    case Phase::over: return "the game is over";
    case Phase::roll: return move.kind == MoveKind::roll ? "" : who + " is to roll the dice now";
    case Phase::toll:
      return move.kind == MoveKind::pay || move.kind == MoveKind::refuse ? ""
                                                                         : who + " must first pay or refuse the toll";
    case Phase::dice: {
      const int d = board_->faces;
      if (move.kind != MoveKind::dice) return "the dice are rolling now";
      if (move.first < 1 || move.first > d || move.second < 1 || move.second > d) {
        return "each die shows 1 to " + std::to_string(d);
      }
      return "";
    }
    case Phase::amount:
    case Phase::distance: {
      const int most = draw_limit(square_at(at_), phase_);
      if (move.kind != MoveKind::draw) return "a random number is being drawn now";
      if (move.first < 1 || move.first > most) return "the number drawn must be from 1 to " + std::to_string(most);
      return "";
    }
  }
  return "";
}

ChanceOutcomes<Move> State::chance_outcomes() const {
  const int faces = board_->faces;
  if (phase_ == Phase::dice) {
    return uniform_outcomes<Move>(faces * faces, [faces](int i) { return Move::dice(i / faces + 1, i % faces + 1); });
  }
  return uniform_outcomes<Move>(draw_limit(square_at(at_), phase_), [](int i) { return Move::draw(i + 1); });
}

Move State::sample_chance(Rng& rng) const {
  if (phase_ == Phase::dice) {
    const int a = rng.between(1, board_->faces);
    return Move::dice(a, rng.between(1, board_->faces));
  }
  return Move::draw(rng.between(1, draw_limit(square_at(at_), phase_)));
}

std::string State::describe(const Move& move) const {
  switch (move.kind) {
    case MoveKind::roll: return "roll the dice";
    case MoveKind::dice: return "the dice show " + std::to_string(move.first) + " and " + std::to_string(move.second);
    case MoveKind::draw: return "draw " + std::to_string(move.first);
    case MoveKind::pay: return "pay the toll";
    case MoveKind::refuse: return "refuse the toll";
  }
  return "";
}

// ---------------------------------------------------------------- a turn

void State::say(EventSink events, Say what, long long a, long long b, long long c) {
  if (events.listening()) story_.push_back(Event{turn_, static_cast<int>(what), {a, b, c, 0}});
}

void State::apply(const Move& move, EventSink events) {
  if (std::string why = why_illegal(move); !why.empty()) throw IllegalMove(why);
  switch (move.kind) {
    case MoveKind::roll:
      story_.clear();
      told_.clear();
      visited_.clear();
      say(events, Say::on_square, mover().square);
      phase_ = Phase::dice;
      break;
    case MoveKind::dice:
      last_dice_ = {move.first, move.second};
      last_mover_ = turn_;  // said with the roll while the turn goes on (a toll asked, a trap)
      after_roll(move.first + move.second, events);
      break;
    case MoveKind::draw:
      if (phase_ == Phase::distance) {
        send_on(move.first, events);
      } else if (square_at(at_).kind == SquareKind::treasure) {
        gain(move.first, events);
      } else {
        toll_due_ = move.first;
        ask_toll(events);
      }
      break;
    case MoveKind::pay:
      mover().gold -= toll_due_;
      say(events, Say::pays, toll_due_, mover().gold);
      end_turn(events);
      break;
    case MoveKind::refuse:
      say(events, Say::refuses);
      jump(events);
      break;
  }
}

void State::after_roll(int roll, EventSink events) {
  say(events, Say::rolls, roll);
  Player& p = mover();
  if (!p.held()) {
    walk(roll, events);
    return;
  }
  if (players_on_trail() == 1) {
    say(events, Say::let_go, p.square);
    p.held_turns = 0;
    p.held_until = 0;
    walk(roll, events);
  } else if (p.held_until > 0) {
    if (roll == p.held_until) {
      say(events, Say::freed, roll, p.square);
      p.held_until = 0;
      walk(roll, events);
      return;
    }
    say(events, Say::needs, p.held_until, p.square);
    end_turn(events);
  } else {
    --p.held_turns;
    say(events, Say::held, p.held_turns, p.square);
    end_turn(events);
  }
}

void State::walk(int roll, EventSink events) { land(std::min(mover().square + roll, board_->last()), events); }

void State::land(int square, EventSink events) {
  mover().square = square;
  visited_.push_back(square);
  at_ = square;
  say(events, Say::lands, square);
  encounter(events);
}

void State::encounter(EventSink events) {
  Player& p = mover();
  const Square& s = square_at(at_);
  const bool spent = !s.every_time && used_[static_cast<std::size_t>(at_)] != 0;
  const bool once_only = !s.every_time && (s.kind == SquareKind::treasure || s.kind == SquareKind::teleporter ||
                                           s.kind == SquareKind::toll);
  if (once_only && !spent) used_[static_cast<std::size_t>(at_)] = 1;
  switch (s.kind) {
    case SquareKind::start: break;
    case SquareKind::castle: arrive_home(events); return;
    case SquareKind::treasure:
      if (spent) break;
      if (s.amount.random) {
        phase_ = Phase::amount;
      } else {
        gain(s.amount.value, events);
      }
      return;
    case SquareKind::teleporter:
      if (spent) break;
      jump(events);
      return;
    case SquareKind::toll:
      if (spent) break;
      if (s.amount.random) {
        phase_ = Phase::amount;
      } else {
        toll_due_ = s.amount.value;
        ask_toll(events);
      }
      return;
    case SquareKind::trinkets: {
      const int taken = taken_[static_cast<std::size_t>(at_)];
      if (taken >= static_cast<int>(s.trinkets.size())) {
        say(events, Say::no_trinkets, at_);
        break;
      }
      p.backpack.push_back(TrinketRef{at_, taken});
      ++taken_[static_cast<std::size_t>(at_)];
      say(events, Say::picks_up, at_, taken, static_cast<long long>(p.backpack.size()));
      break;
    }
    case SquareKind::trap: {
      const bool protected_ = std::any_of(p.backpack.begin(), p.backpack.end(),
                                          [&](const TrinketRef& ref) { return trinket(ref).name == s.protector; });
      if (players_on_trail() == 1) {
        say(events, Say::trap_idle);
      } else if (protected_) {
        say(events, Say::protected_by, at_);
      } else if (s.trap == TrapKind::event) {
        p.held_until = s.trap_value;
        say(events, Say::caught_until, s.trap_value);
      } else {
        p.held_turns = s.trap_value;
        say(events, Say::caught_for, s.trap_value);
      }
      break;
    }
  }
  if (spent) say(events, Say::spent, at_);
  end_turn(events);
}

void State::gain(long long gold, EventSink events) {
  Player& p = mover();
  p.gold += gold;
  say(events, Say::paid_out, gold, p.gold);
  end_turn(events);
}

void State::ask_toll(EventSink events) {
  say(events, Say::toll, toll_due_);
  if (mover().gold >= toll_due_) {
    phase_ = Phase::toll;
    return;
  }
  say(events, Say::cannot_pay, mover().gold);
  jump(events);
}

void State::jump(EventSink events) {
  if (square_at(at_).jump.kind == JumpKind::random) {
    phase_ = Phase::distance;
    return;
  }
  send_on(0, events);
}

void State::send_on(int distance, EventSink events) {
  const Square& s = square_at(at_);
  const int wanted = jump_target(s.jump, at_, distance);
  const int to = clamp_square(*board_, wanted);
  say(events, Say::jumps, at_, wanted, to);
  if (std::find(visited_.begin(), visited_.end(), to) != visited_.end()) {
    mover().square = to;
    say(events, Say::stops, to);
    end_turn(events);
    return;
  }
  land(to, events);
}

void State::arrive_home(EventSink events) {
  Player& p = mover();
  p.home = true;
  if (p.backpack.empty()) {
    say(events, Say::nothing_to_sell, p.gold);
  } else {
    const auto count = static_cast<long long>(p.backpack.size());
    for (std::size_t i = 0; i < p.backpack.size(); ++i) {
      const TrinketRef& ref = p.backpack[i];
      p.gold += trinket(ref).value;
      say(events, Say::sells, ref.square, ref.index, static_cast<long long>(i) * 1000 + count);
    }
    p.backpack.clear();
    say(events, Say::has_after_sale, p.gold);
  }
  if (players_on_trail() > 0) say(events, Say::waits);
  end_turn(events);
}

void State::end_turn(EventSink events) {
  Player& p = mover();
  last_story_.swap(story_);
  last_told_.swap(told_);
  events(turn_, Say::turn);
  last_path_ = visited_;
  story_.clear();
  told_.clear();
  visited_.clear();
  toll_due_ = 0;
  at_ = p.square;
  ++turns_played_;
  phase_ = Phase::roll;
  const int n = num_seats();
  if (turns_played_ >= kMaxRounds * n) {
    events(-1, Say::round_limit, players_on_trail());
    game_over(events);
    return;
  }
  for (int k = 1; k <= n; ++k) {
    const int next = (turn_ + k) % n;
    if (!players_[static_cast<std::size_t>(next)].home) {
      turn_ = next;
      return;
    }
  }
  game_over(events);
}

void State::game_over(EventSink events) {
  phase_ = Phase::over;
  events(-1, Say::game_over);
  // The most gold, found without listing the standings: searching robots end games by the million.
  const long long top = std::max_element(players_.begin(), players_.end(), [](const Player& a, const Player& b) {
                          return a.gold < b.gold;
                        })->gold;
  const bool others = std::any_of(players_.begin(), players_.end(), [&](const Player& q) { return q.gold != top; });
  if (others) events(-1, Say::other_players);
}

// ---------------------------------------------------------------- the words

std::vector<std::string> State::story() const { return sentences(told_, story_); }

std::vector<std::string> State::sentences(const std::vector<std::string>& told, const Events& story) const {
  std::vector<std::string> out = told;
  for (const Event& e : story) {
    const Say what = static_cast<Say>(e.what);
    const bool goes_on = what == Say::has_after_sale || (what == Say::sells && e.n[2] >= 1000);
    // A turn opens with where its player stands, and the roll joins that sentence, even when the
    // first half was kept as words (a save made between the two).
    const bool first_roll = what == Say::rolls && out.size() == 1 && out.back().back() == '.' &&
                            out.back().rfind(player(e.seat).name + " is on ", 0) == 0;
    if (goes_on && !out.empty()) {
      out.back() += event_text(e);
    } else if (first_roll) {
      out.back().pop_back();  // "Bob is on Start." becomes "Bob is on Start and rolls a 3."
      out.back() += " and rolls " + a_number(static_cast<int>(e.n[0])) + ".";
    } else {
      out.push_back(event_text(e));
    }
  }
  return out;
}

// Every sentence names the player it is about: the log is read by everyone at the table.
std::string State::event_text(const Event& e) const {
  const auto square = [&](std::size_t i) -> const Square& { return square_at(static_cast<int>(e.n[i])); };
  const auto gold = [&](std::size_t i) { return gold_text(e.n[i]); };
  const auto number = [&](std::size_t i) { return a_number(static_cast<int>(e.n[i])); };
  const std::string who = e.seat >= 0 && e.seat < num_seats() ? player(e.seat).name : "";
  switch (static_cast<Say>(e.what)) {
    case Say::on_square: return who + " is on " + square(0).name + ".";
    case Say::rolls: return who + " rolls " + number(0) + ".";
    case Say::let_go: return square(0).name + " lets " + who + " go: nobody else is left on the trail.";
    case Say::freed:
      return "That is the " + std::to_string(e.n[0]) + " " + who + " needed to get out of " + square(1).name + ".";
    case Say::needs: return who + " needs " + number(0) + " to get out of " + square(1).name + ".";
    case Say::held:
      return e.n[0] > 0 ? who + " is held in " + square(1).name + ": " + turns_text(static_cast<int>(e.n[0])) +
                              " more to wait."
                        : who + " is held in " + square(1).name + " for this last turn and goes on next turn.";
    case Say::lands: return who + " lands on " + square(0).name + ".";
    case Say::no_trinkets:
      return square(0).trinkets.empty() ? "No trinkets are hidden here." : "Every trinket here has been taken.";
    case Say::picks_up: {
      // The backpack then held this many, the picked one last: picking one up ends the turn.
      const Player& p = player(e.seat);
      std::string have;
      for (std::size_t i = 0; i < static_cast<std::size_t>(e.n[2]) && i < p.backpack.size(); ++i) {
        have += (have.empty() ? "" : ", ") + trinket(p.backpack[i]).name;
      }
      return who + " picks up " + trinket(TrinketRef{static_cast<int>(e.n[0]), static_cast<int>(e.n[1])}).name +
             " and now carries: " + have + ".";
    }
    case Say::trap_idle: return "The trap does nothing: " + who + " is the only one left on the trail.";
    case Say::protected_by: return who + "'s " + square(0).protector + " protects from the trap.";
    case Say::caught_until: return who + " is caught and needs " + number(0) + " to get out.";
    case Say::caught_for: return who + " is caught for " + turns_text(static_cast<int>(e.n[0])) + ".";
    case Say::spent: {
      const SquareKind kind = square(0).kind;
      return kind == SquareKind::treasure ? "Its treasure has already been taken."
             : kind == SquareKind::toll   ? "Its toll was asked once and is asked no more."
                                          : "It has worked once already and does nothing now.";
    }
    case Say::paid_out: return who + " finds " + gold(0) + " and now has " + gold(1) + ".";
    case Say::toll: return "The toll is " + gold(0) + ".";
    case Say::cannot_pay: return who + " cannot pay it with " + gold(0) + ".";
    case Say::pays: return who + " pays " + gold(0) + " and has " + gold(1) + " left.";
    case Say::refuses: return who + " refuses to pay.";
    case Say::jumps: {
      const int from = static_cast<int>(e.n[0]);
      const int wanted = static_cast<int>(e.n[1]);
      const int to = static_cast<int>(e.n[2]);
      const Square& s = square_at(from);
      std::string how;
      if (s.jump.kind == JumpKind::absolute) {
        how = to == 0 ? "back to Start" : "to " + square_at(to).name;
      } else {
        const int squares = std::abs(wanted - from);
        // In the toll question's words, "moved back 2 squares", teleporters too: a bare number reads as gold.
        how =
            (wanted < from ? "back " : "forward ") + std::to_string(squares) + (squares == 1 ? " square" : " squares");
      }
      if (wanted != to) how += ", but the trail ends at " + square_at(to).name;
      if (s.kind == SquareKind::teleporter) {
        return "This " +
               std::string(s.jump.kind == JumpKind::absolute ? "sends "
                           : wanted < from                   ? "slides "
                                                             : "moves ") +
               who + " " + how + ".";
      }
      return who + " is " + std::string(s.jump.kind == JumpKind::absolute ? "sent " : "moved ") + how + ".";
    }
    case Say::stops: return who + " has already been on " + square(0).name + " this turn and stops there.";
    case Say::nothing_to_sell: return who + " has no trinkets to sell and has " + gold(0) + ".";
    case Say::sells: {
      const long long i = e.n[2] / 1000;
      const long long count = e.n[2] % 1000;
      const Trinket& t = trinket(TrinketRef{static_cast<int>(e.n[0]), static_cast<int>(e.n[1])});
      return std::string(i == 0           ? who + " sells "
                         : i + 1 == count ? " and "
                                          : ", ") +
             t.name + " for " + gold_text(t.value);
    }
    case Say::has_after_sale: return " and has " + gold(0) + ".";
    case Say::waits: return who + " waits here for the others.";
    case Say::turn: {
      std::string line;
      for (const auto& sentence : sentences(last_told_, last_story_)) line += (line.empty() ? "" : " ") + sentence;
      return line;
    }
    case Say::round_limit:
      return "After " + std::to_string(kMaxRounds) + " rounds, " + std::to_string(e.n[0]) +
             (e.n[0] == 1 ? " player is" : " players are") +
             " still on the trail: the game ends here, and gold decides.";
    case Say::game_over: return "Game over. " + winners_text();
    case Say::other_players: return followers_text();
  }
  return "";
}

std::string State::winners_text() const {
  const std::vector<int> order = standings();
  const long long top = player(order.front()).gold;
  std::vector<std::string> winners;
  for (int seat : order) {
    if (player(seat).gold == top) winners.push_back(player(seat).name);
  }
  return in_words(winners) + (winners.size() == 1 ? " wins with " + gold_text(top) + "."
                                                  : " share the win with " + gold_text(top) + " each.");
}

std::string State::followers_text() const {
  const std::vector<int> order = standings();
  const long long top = player(order.front()).gold;
  std::string text;
  for (int seat : order) {
    if (player(seat).gold == top) continue;
    text += (text.empty() ? player(seat).name + " follows with " : ", then " + player(seat).name + " with ") +
            gold_text(player(seat).gold);
  }
  return text.empty() ? "" : text + ".";
}

// ---------------------------------------------------------------- queries

int State::players_on_trail() const {
  return static_cast<int>(std::count_if(players_.begin(), players_.end(), [](const Player& p) { return !p.home; }));
}

const Trinket& State::trinket(const TrinketRef& ref) const {
  return square_at(ref.square).trinkets[static_cast<std::size_t>(ref.index)];
}

long long State::backpack_value(int seat) const {
  long long total = 0;
  for (const auto& ref : player(seat).backpack) total += trinket(ref).value;
  return total;
}

std::string State::square_status(int square) const {
  const Square& s = square_at(square);
  if (s.kind == SquareKind::trinkets) {
    const int left = static_cast<int>(s.trinkets.size()) - taken_[static_cast<std::size_t>(square)];
    return left == 0 ? "all taken" : std::to_string(left) + " of " + std::to_string(s.trinkets.size()) + " left";
  }
  if (s.every_time || !used(square)) return "";
  switch (s.kind) {
    case SquareKind::treasure: return "already taken";
    case SquareKind::teleporter: return "used up";
    case SquareKind::toll: return "asked already";
    default: return "";
  }
}

std::vector<int> State::standings() const {
  std::vector<int> order(players_.size());
  for (std::size_t i = 0; i < order.size(); ++i) order[i] = static_cast<int>(i);
  std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return player(a).gold > player(b).gold; });
  return order;
}

Places State::places() const {
  if (phase_ != Phase::over) return {};
  Places places;
  for (const auto& p : players_) {
    const auto richer =
        std::count_if(players_.begin(), players_.end(), [&](const Player& q) { return q.gold > p.gold; });
    places.push_back(1 + static_cast<int>(richer));
  }
  return places;
}

}  // namespace tabletop::getaway
