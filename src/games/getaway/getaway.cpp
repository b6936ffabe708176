#include "tabletop/games/getaway/getaway.hpp"

#include <algorithm>
#include <cstdlib>

namespace tabletop::getaway {
namespace {

std::string gold_text(long long gold) { return std::to_string(gold) + " gold"; }
std::string turns_text(int n) { return std::to_string(n) + (n == 1 ? " turn" : " turns"); }

}  // namespace

std::string a_number(int n) {
  const bool an = n == 8 || n == 11 || n == 18 || (n >= 80 && n <= 89) || (n >= 800 && n <= 899);
  return (an ? "an " : "a ") + std::to_string(n);
}

State::State(Board board, const std::vector<std::string>& names, std::uint64_t seed)
    : board_(std::make_shared<const Board>(std::move(board))), rng_(seed) {
  if (names.size() < static_cast<std::size_t>(kMinPlayers) || names.size() > static_cast<std::size_t>(kMaxPlayers)) {
    throw BadData("Gary's Great Getaway is for 1 to 6 players");
  }
  if (board_->squares.size() < static_cast<std::size_t>(kMinSquares))
    throw BadData("a board needs a Start and a Castle");
  for (const auto& name : names) players_.push_back(Player{name, 0, board_->start_gold, {}, 0, 0, false});
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

std::vector<Move> State::legal_moves() const {
  std::vector<Move> moves;
  switch (phase_) {
    case Phase::over: break;
    case Phase::roll: moves.push_back(Move::roll()); break;
    case Phase::toll: moves = {Move::pay(), Move::refuse()}; break;
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

Move State::sample_chance() {
  if (phase_ == Phase::dice) {
    const int a = rng_.between(1, board_->faces);
    return Move::dice(a, rng_.between(1, board_->faces));
  }
  return Move::draw(rng_.between(1, draw_limit(square_at(at_), phase_)));
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

State State::observe(int) const {
  State view = *this;
  view.rng_ = Rng(0);  // a robot must not foresee the draws
  return view;
}

// ---------------------------------------------------------------- a turn

void State::say(std::string sentence) {
  if (narrate_) story_.push_back(std::move(sentence));
}

Events State::apply(const Move& move) {
  if (std::string why = why_illegal(move); !why.empty()) throw IllegalMove(why);
  Events events;
  switch (move.kind) {
    case MoveKind::roll:
      story_.clear();
      visited_.clear();
      say("You are on " + square_at(mover().square).name + ".");
      phase_ = Phase::dice;
      break;
    case MoveKind::dice:
      last_dice_ = {move.first, move.second};
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
      say("You pay " + gold_text(toll_due_) + " and have " + gold_text(mover().gold) + " left.");
      end_turn(events);
      break;
    case MoveKind::refuse:
      say("You refuse to pay.");
      jump(events);
      break;
  }
  return events;
}

void State::after_roll(int roll, Events& events) {
  say("You roll " + a_number(roll) + ".");
  Player& p = mover();
  if (!p.held()) {
    walk(roll, events);
    return;
  }
  const std::string trap = square_at(p.square).name;
  if (players_on_trail() == 1) {
    say("You are the only one left on the trail, so " + trap + " lets you go.");
    p.held_turns = 0;
    p.held_until = 0;
    walk(roll, events);
  } else if (p.held_until > 0) {
    if (roll == p.held_until) {
      say("That is the " + std::to_string(roll) + " you needed to get out of " + trap + ".");
      p.held_until = 0;
      walk(roll, events);
      return;
    }
    say("You need " + a_number(p.held_until) + " to get out of " + trap + ".");
    end_turn(events);
  } else {
    --p.held_turns;
    say(p.held_turns > 0 ? "You are held in " + trap + ": " + turns_text(p.held_turns) + " more to wait."
                         : "You are held in " + trap + " for this last turn; you go on next turn.");
    end_turn(events);
  }
}

void State::walk(int roll, Events& events) { land(std::min(mover().square + roll, board_->last()), events); }

void State::land(int square, Events& events) {
  mover().square = square;
  visited_.push_back(square);
  at_ = square;
  say("You land on " + square_at(square).name + ".");
  encounter(events);
}

void State::encounter(Events& events) {
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
        say(s.trinkets.empty() ? "No trinkets are hidden here." : "Every trinket here has been taken.");
        break;
      }
      p.backpack.push_back(TrinketRef{at_, taken});
      ++taken_[static_cast<std::size_t>(at_)];
      std::string have;
      for (const auto& ref : p.backpack) have += (have.empty() ? "" : ", ") + trinket(ref).name;
      say("You pick up " + s.trinkets[static_cast<std::size_t>(taken)].name + ". You now have: " + have + ".");
      break;
    }
    case SquareKind::trap: {
      const bool protected_ = std::any_of(p.backpack.begin(), p.backpack.end(),
                                          [&](const TrinketRef& ref) { return trinket(ref).name == s.protector; });
      if (players_on_trail() == 1) {
        say("The trap does nothing: you are the only one left on the trail.");
      } else if (protected_) {
        say("Your " + s.protector + " protects you from the trap.");
      } else if (s.trap == TrapKind::event) {
        p.held_until = s.trap_value;
        say("You are caught until you roll " + a_number(s.trap_value) + ".");
      } else {
        p.held_turns = s.trap_value;
        say("You are caught for " + turns_text(s.trap_value) + ".");
      }
      break;
    }
  }
  if (spent) {
    say(s.kind == SquareKind::treasure ? "Its treasure has already been taken."
        : s.kind == SquareKind::toll   ? "Its toll was asked once and is asked no more."
                                       : "It has worked once already and does nothing now.");
  }
  end_turn(events);
}

void State::gain(long long gold, Events& events) {
  Player& p = mover();
  p.gold += gold;
  say("This pays you " + gold_text(gold) + ", you now have " + gold_text(p.gold) + ".");
  end_turn(events);
}

void State::ask_toll(Events& events) {
  say("The toll is " + gold_text(toll_due_) + ".");
  if (mover().gold >= toll_due_) {
    phase_ = Phase::toll;
    return;
  }
  say("You cannot pay it with " + gold_text(mover().gold) + ".");
  jump(events);
}

void State::jump(Events& events) {
  if (square_at(at_).jump.kind == JumpKind::random) {
    phase_ = Phase::distance;
    return;
  }
  send_on(0, events);
}

void State::send_on(int distance, Events& events) {
  const Square& s = square_at(at_);
  const int wanted = jump_target(s.jump, at_, distance);
  const int to = clamp_square(*board_, wanted);
  std::string how;
  if (s.jump.kind == JumpKind::absolute) {
    how = to == 0 ? "back to Start" : "to " + square_at(to).name;
  } else {
    how = (wanted < at_ ? "back " : "forward ") + std::to_string(std::abs(wanted - at_));
  }
  if (wanted != to) how += ", but the trail ends at " + square_at(to).name;
  if (s.kind == SquareKind::teleporter) {
    say("This " +
        std::string(s.jump.kind == JumpKind::absolute ? "sends"
                    : wanted < at_                    ? "slides"
                                                      : "moves") +
        " you " + how + ".");
  } else {
    say("You are " + std::string(s.jump.kind == JumpKind::absolute ? "sent " : "moved ") + how + ".");
  }
  if (std::find(visited_.begin(), visited_.end(), to) != visited_.end()) {
    mover().square = to;
    say("You have already been on " + square_at(to).name + " this turn, so you stop there.");
    end_turn(events);
    return;
  }
  land(to, events);
}

void State::arrive_home(Events& events) {
  Player& p = mover();
  p.home = true;
  if (p.backpack.empty()) {
    say("You have no trinkets to sell. You have " + gold_text(p.gold) + ".");
  } else {
    std::string sales;
    for (std::size_t i = 0; i < p.backpack.size(); ++i) {
      const Trinket& t = trinket(p.backpack[i]);
      p.gold += t.value;
      sales += (i == 0 ? "" : i + 1 == p.backpack.size() ? " and " : ", ") + t.name + " for " + gold_text(t.value);
    }
    p.backpack.clear();
    say("You sell " + sales + ". You have " + gold_text(p.gold) + ".");
  }
  if (players_on_trail() > 0) say("You wait here for the others.");
  end_turn(events);
}

void State::end_turn(Events& events) {
  Player& p = mover();
  if (narrate_) {
    std::string line = p.name + ":";
    for (const auto& sentence : story_) line += " " + sentence;
    events.push_back(Event{turn_, line});
  }
  last_mover_ = turn_;
  last_path_ = visited_;
  story_.clear();
  visited_.clear();
  toll_due_ = 0;
  at_ = p.square;
  ++turns_played_;
  phase_ = Phase::roll;
  const int n = num_seats();
  if (turns_played_ >= kMaxRounds * n) {
    if (narrate_) {
      events.push_back(Event{-1, "After " + std::to_string(kMaxRounds) + " rounds " +
                                     std::to_string(players_on_trail()) +
                                     (players_on_trail() == 1 ? " player is" : " players are") +
                                     " still on the trail: the game ends here, and gold decides."});
    }
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

void State::game_over(Events& events) {
  phase_ = Phase::over;
  if (!narrate_) return;
  const std::vector<int> order = standings();
  const long long top = player(order.front()).gold;
  std::vector<std::string> winners;
  std::string others;
  for (int seat : order) {
    if (player(seat).gold == top) {
      winners.push_back(player(seat).name);
    } else {
      others += (others.empty() ? "" : ", ") + player(seat).name + " " + gold_text(player(seat).gold);
    }
  }
  std::string won = winners.front();
  for (std::size_t i = 1; i < winners.size(); ++i) won += (i + 1 == winners.size() ? " and " : ", ") + winners[i];
  events.push_back(Event{-1, "Game over. " + won +
                                 (winners.size() == 1 ? " wins with " + gold_text(top) + "."
                                                      : " share the win with " + gold_text(top) + " each.")});
  if (!others.empty()) events.push_back(Event{-1, "Other players: " + others + "."});
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
