#include "tabletop/games/ludo/ludo.hpp"

#include <algorithm>

namespace tabletop::ludo {

// ---------------------------------------------------------------- the board

char token_letter(Token token) { return token == Token::p ? 'p' : 'q'; }

char position_letter(int position) { return static_cast<char>('A' + position); }

int position_of_letter(char letter) { return letter >= 'A' && letter <= 'D' ? letter - 'A' : -1; }

int start_space(int position) { return 1 + kPositionSpacing * position; }

int end_space(int position) { return track_space(position, kLastTrackStep); }

bool on_track(int steps) { return steps >= 1 && steps <= kLastTrackStep; }

bool in_home_squares(int steps) { return steps > kLastTrackStep && steps < kFinal; }

int track_space(int position, int steps) {
  if (!on_track(steps)) return 0;
  return (start_space(position) - 1 + steps - 1) % kTrackSpaces + 1;
}

std::string space_name(int position, int steps) {
  if (steps < kYard || steps > kFinal) {
    throw BadData("a step count is from -1 (H) to 57 (E), not " + std::to_string(steps));
  }
  if (steps == kYard) return "H";
  if (steps == kReady) return "R";
  if (steps == kFinal) return "E";
  if (in_home_squares(steps)) return std::string(1, position_letter(position)) + std::to_string(steps - kLastTrackStep);
  return std::to_string(track_space(position, steps));
}

int steps_after(int steps, int roll) {
  const int ahead = steps + roll;
  return ahead <= kFinal ? ahead : kFinal - (ahead - kFinal);  // the overshoot walks back from E
}

// ---------------------------------------------------------------- setting up

State::State(std::vector<int> positions, bool choose_moves, std::uint64_t seed)
    : choose_moves_(choose_moves), rng_(seed) {
  if (positions.empty() || positions.size() > static_cast<std::size_t>(kPositions)) {
    throw BadData("Ludo is played by 1 to 4 positions, not " + std::to_string(positions.size()));
  }
  for (std::size_t i = 0; i < positions.size(); ++i) {
    const int position = positions[i];
    if (position < 0 || position >= kPositions) throw BadData("a position is one of A, B, C and D");
    if (std::count(positions.begin(), positions.end(), position) > 1) {
      throw BadData(std::string("position ") + position_letter(position) + " is listed twice");
    }
    players_.emplace_back(position);
  }
  // The lowest position starts: turns go A, B, C, D among those playing.
  turn_ = static_cast<int>(std::min_element(positions.begin(), positions.end()) - positions.begin());
  if (unfinished_count() <= 1) phase_ = Phase::over;
}

int State::seat_at(int position) const {
  for (int seat = 0; seat < num_seats(); ++seat) {
    if (player(seat).position() == position) return seat;
  }
  return -1;
}

void State::set_steps(int seat, Token token, int steps) {
  player_mut(seat).steps_[static_cast<std::size_t>(token)] = steps;
}

int State::unfinished_count() const {
  return static_cast<int>(
      std::count_if(players_.begin(), players_.end(), [](const Player& p) { return !p.completed(); }));
}

// ---------------------------------------------------------------- the seed's operations

const Player& State::get_player_by_position(const std::string& position) const {
  const int seat = position.size() == 1 ? seat_at(position_of_letter(position[0])) : -1;
  if (seat < 0) throw BadData(kPlayerNotFound);
  return player(seat);
}

Events State::move_token(int position, Token token, int steps) {
  const int seat = seat_at(position);
  if (seat < 0) throw BadData(kPlayerNotFound);
  const std::string whose = name(seat) + "'s " + token_letter(token);
  if (steps < 1 || steps > 6) throw IllegalMove("a token moves 1 to 6 steps, not " + std::to_string(steps));
  Player& mover = player_mut(seat);
  const int from = mover.steps(token);
  if (from == kFinal) throw IllegalMove(whose + " is on E and never moves again");
  if (from == kYard) {
    if (steps != 6) throw IllegalMove(whose + " leaves the yard only on a 6");
    mover.steps_[static_cast<std::size_t>(token)] = kReady;  // R is off the track: nobody is kicked
    return {};
  }
  const bool stack = mover.stacked();
  const int to = steps_after(from, steps);
  for (Token t : kTokens) {
    if (t == token || stack) mover.steps_[static_cast<std::size_t>(t)] = to;
  }
  Events kicks;
  if (!on_track(to)) return kicks;  // home squares are private
  const int space = track_space(position, to);
  for (int other = 0; other < num_seats(); ++other) {
    if (other == seat) continue;
    std::string sent;
    for (Token t : kTokens) {
      const int s = player(other).steps(t);
      if (on_track(s) && track_space(player(other).position(), s) == space) {
        player_mut(other).steps_[static_cast<std::size_t>(t)] = kYard;
        sent += sent.empty() ? std::string(1, token_letter(t)) : std::string(" and ") + token_letter(t);
      }
    }
    if (!sent.empty()) {
      kicks.push_back(
          Event{other, name(other) + "'s " + sent + (sent.size() > 1 ? " are" : " is") + " kicked home to H."});
    }
  }
  return kicks;
}

Events State::play_turn(const Turn& turn) {
  if (turn.position < 0 || turn.position >= kPositions) throw BadData("a position is one of A, B, C and D");
  const int seat = seat_at(turn.position);
  if (seat < 0) throw BadData(std::string("position ") + position_letter(turn.position) + " is not playing");
  if (turn.roll < 1 || turn.roll > 6) throw BadData("a roll is from 1 to 6, not " + std::to_string(turn.roll));
  Events events;
  const std::string lead = name(seat) + " rolls " + std::to_string(turn.roll);
  if (player(seat).completed()) {
    events.push_back(Event{seat, lead + ": both tokens are on E already, nothing moves."});
  } else if (const auto move = priority_move(seat, turn.roll)) {
    events = apply_token_move(seat, *move, lead + ": ");
    if (player(seat).completed()) {
      Events done = note_finish(seat);
      events.insert(events.end(), done.begin(), done.end());
    }
  } else {
    events.push_back(Event{seat, lead + ": no token can move."});
  }
  settle_turn_after(seat, turn.roll);
  return events;
}

std::vector<std::string> State::play_game(const std::vector<Turn>& turns) {
  for (const Turn& turn : turns) play_turn(turn);
  return spaces();
}

std::vector<std::string> State::spaces() const {
  std::vector<std::string> names;
  for (const Player& p : players_) {
    for (Token t : kTokens) names.push_back(p.space_of(t));
  }
  return names;
}

// ---------------------------------------------------------------- which moves exist

std::vector<TokenMove> State::token_moves(int seat, int roll) const {
  std::vector<TokenMove> moves;
  const Player& mover = player(seat);
  for (Token t : kTokens) {
    const int from = mover.steps(t);
    if (from == kFinal) continue;
    if (t == Token::q && mover.steps(Token::p) == from) continue;  // the same move as p's
    if (from == kYard) {
      if (roll == 6) moves.push_back(TokenMove{t, kYard, kReady, roll, false, {}});
      continue;
    }
    TokenMove move{t, from, steps_after(from, roll), roll, mover.stacked(), {}};
    if (on_track(move.to)) {
      const int space = track_space(mover.position(), move.to);
      for (int other = 0; other < num_seats(); ++other) {
        if (other == seat) continue;
        for (Token o : kTokens) {
          const int s = player(other).steps(o);
          if (on_track(s) && track_space(player(other).position(), s) == space &&
              std::find(move.kicked.begin(), move.kicked.end(), other) == move.kicked.end()) {
            move.kicked.push_back(other);
          }
        }
      }
    }
    moves.push_back(std::move(move));
  }
  return moves;
}

std::optional<Reason> State::priority_reason(int seat, int roll) const {
  const auto moves = token_moves(seat, roll);
  if (moves.empty()) return std::nullopt;
  auto any = [&](auto pred) { return std::any_of(moves.begin(), moves.end(), pred); };
  if (any([](const TokenMove& m) { return m.from == kYard; })) return Reason::leave_yard;
  if (any([](const TokenMove& m) { return in_home_squares(m.from) && m.to == kFinal; })) return Reason::reach_end;
  if (any([](const TokenMove& m) { return !m.kicked.empty(); })) return Reason::kick;
  return Reason::furthest;
}

std::optional<TokenMove> State::priority_move(int seat, int roll) const {
  const auto reason = priority_reason(seat, roll);
  if (!reason) return std::nullopt;
  auto qualifies = [&](const TokenMove& m) {
    switch (*reason) {
      case Reason::leave_yard: return m.from == kYard;
      case Reason::reach_end: return in_home_squares(m.from) && m.to == kFinal;
      case Reason::kick: return !m.kicked.empty();
      case Reason::furthest: return true;
    }
    return false;
  };
  // Among the moves the rule allows, the token furthest from E goes; p on a tie (it comes first).
  std::optional<TokenMove> best;
  for (const TokenMove& m : token_moves(seat, roll)) {
    if (qualifies(m) && (!best || m.from < best->from)) best = m;
  }
  return best;
}

std::optional<std::pair<int, Token>> State::token_on_space(int space) const {
  for (int seat = 0; seat < num_seats(); ++seat) {
    for (Token t : kTokens) {
      const int s = player(seat).steps(t);
      if (on_track(s) && track_space(player(seat).position(), s) == space) return std::make_pair(seat, t);
    }
  }
  return std::nullopt;
}

// ---------------------------------------------------------------- turns

int State::current_seat() const {
  switch (phase_) {
    case Phase::over: return kNobody;
    case Phase::die: return kChanceSeat;
    default: return turn_;
  }
}

std::vector<Move> State::legal_moves() const {
  std::vector<Move> moves;
  switch (phase_) {
    case Phase::over: break;
    case Phase::roll: moves.push_back(Move::roll()); break;
    case Phase::die:
      for (int face = 1; face <= 6; ++face) moves.push_back(Move::die(face));
      break;
    case Phase::choose:
      for (const TokenMove& m : token_moves(turn_, last_roll_)) moves.push_back(Move::token(m.token));
      break;
  }
  return moves;
}

std::string State::why_illegal(const Move& move) const {
  if (phase_ == Phase::over) return "the game is over";
  switch (move.kind) {
    case MoveKind::roll:
      if (phase_ == Phase::die) return "the die is already rolling";
      if (phase_ == Phase::choose)
        return name(turn_) + " must first move a token with the " + std::to_string(last_roll_);
      return "";
    case MoveKind::die:
      if (phase_ != Phase::die) return "nobody is rolling the die now";
      if (move.value < 1 || move.value > 6) return "a die shows 1 to 6, not " + std::to_string(move.value);
      return "";
    case MoveKind::token: {
      if (phase_ != Phase::choose) return "there is no roll to move a token with now";
      if (move.value != 0 && move.value != 1) return "a token is p or q";
      const auto t = static_cast<Token>(move.value);
      for (const TokenMove& m : token_moves(turn_, last_roll_)) {
        if (m.token == t) return "";
      }
      const int steps = player(turn_).steps(t);
      if (steps == kFinal) return std::string(1, token_letter(t)) + " is on E and never moves again";
      if (steps == kYard) return std::string(1, token_letter(t)) + " leaves the yard only on a 6";
      return std::string(1, token_letter(t)) + " stands with p: moving p moves the same";
    }
  }
  return "";
}

std::string State::what_moves(int seat, const TokenMove& m) const {
  const Player& mover = player(seat);
  const std::string who = m.stack ? "the p+q stack" : std::string(1, token_letter(m.token));
  if (m.from == kYard) return who + " leaves the yard";
  const std::string from = mover.space_name(m.from);
  const std::string to = mover.space_name(m.to);
  std::string text;
  if (m.from + m.roll > kFinal) {
    text = who + " moves from " + from + ", bounces back off E, to " + to;
  } else if (m.to == kFinal) {
    text = who + " reaches E from " + from;
  } else {
    text = who + " moves from " + from + " to " + to;
  }
  const Token other = m.token == Token::p ? Token::q : Token::p;
  if (!m.stack && m.to != kFinal && mover.steps(other) == m.to) {
    text += std::string(" and joins ") + token_letter(other) + ": a stack";
  }
  return text;
}

Events State::apply_token_move(int seat, const TokenMove& move, const std::string& lead) {
  Events events{Event{seat, lead + what_moves(seat, move) + "."}};
  Events kicks = move_token(player(seat).position(), move.token, move.roll);
  events.insert(events.end(), kicks.begin(), kicks.end());
  return events;
}

Events State::note_finish(int seat) {
  finish_order_.push_back(seat);
  static const char* const kOrdinals[] = {"1st", "2nd", "3rd", "4th"};
  return {Event{seat, name(seat) + " has both tokens on E and finishes " +
                          kOrdinals[std::min<std::size_t>(finish_order_.size() - 1, 3)] + "."}};
}

void State::pass_turn() {
  bonus_ = false;
  phase_ = Phase::roll;
  // The next position clockwise (A, B, C, D) that is playing and not finished.
  const int from = player(turn_).position();
  for (int step = 1; step <= kPositions; ++step) {
    const int seat = seat_at((from + step) % kPositions);
    if (seat >= 0 && !player(seat).completed()) {
      turn_ = seat;
      return;
    }
  }
}

Events State::end_roll() {
  Events events;
  const int seat = turn_;
  if (player(seat).completed()) events = note_finish(seat);
  if (unfinished_count() <= 1) {
    phase_ = Phase::over;
    for (int s = 0; s < num_seats(); ++s) {
      if (!player(s).completed()) events.push_back(Event{s, "Only " + name(s) + " is left: the game is over."});
    }
    return events;
  }
  if (last_roll_ == 6 && !bonus_ && !player(seat).completed()) {
    bonus_ = true;
    phase_ = Phase::roll;
    events.push_back(Event{seat, name(seat) + " rolled a 6 and rolls once more."});
    return events;
  }
  pass_turn();
  return events;
}

void State::settle_turn_after(int seat, int roll) {
  last_roll_ = roll;
  bonus_ = false;
  if (unfinished_count() <= 1) {
    phase_ = Phase::over;
    return;
  }
  turn_ = seat;
  pass_turn();
}

Events State::apply(const Move& move) {
  if (std::string why = why_illegal(move); !why.empty()) throw IllegalMove(why);
  const int seat = turn_;
  switch (move.kind) {
    case MoveKind::roll: phase_ = Phase::die; return {};
    case MoveKind::die: {
      last_roll_ = move.value;
      const std::string lead = name(seat) + " rolls " + std::to_string(move.value);
      const auto moves = token_moves(seat, move.value);
      Events events;
      if (moves.empty()) {
        events.push_back(Event{seat, lead + ": no token can move."});
      } else if (!choose_moves_ || moves.size() == 1) {
        events = apply_token_move(seat, choose_moves_ ? moves.front() : *priority_move(seat, move.value), lead + ": ");
      } else {
        phase_ = Phase::choose;
        return {Event{seat, lead + "."}};
      }
      Events after = end_roll();
      events.insert(events.end(), after.begin(), after.end());
      return events;
    }
    case MoveKind::token: {
      Events events;
      for (const TokenMove& m : token_moves(seat, last_roll_)) {
        if (m.token == static_cast<Token>(move.value)) events = apply_token_move(seat, m, name(seat) + "'s ");
      }
      Events after = end_roll();
      events.insert(events.end(), after.begin(), after.end());
      return events;
    }
  }
  return {};
}

Move State::sample_chance() { return Move::die(rng_.between(1, 6)); }

Places State::places() const {
  if (phase_ != Phase::over) return {};
  // Finishers by their order; whoever is left shares the place after them.
  const int left_place = static_cast<int>(finish_order_.size()) + 1;
  Places places(static_cast<std::size_t>(num_seats()), left_place);
  for (std::size_t i = 0; i < finish_order_.size(); ++i) {
    places[static_cast<std::size_t>(finish_order_[i])] = static_cast<int>(i) + 1;
  }
  return places;
}

std::string State::describe(const Move& move) const {
  switch (move.kind) {
    case MoveKind::roll: return "roll the die";
    case MoveKind::die: return "the die shows " + std::to_string(move.value);
    case MoveKind::token:
      if (phase_ == Phase::choose) {
        for (const TokenMove& m : token_moves(turn_, last_roll_)) {
          if (m.token == static_cast<Token>(move.value)) return what_moves(turn_, m);
        }
      }
      return std::string("move ") + token_letter(static_cast<Token>(move.value));
  }
  return "";
}

State State::observe(int) const {
  State view = *this;
  view.rng_ = Rng(0);  // a robot must not foresee the dice
  return view;
}

// ---------------------------------------------------------------- checking a position

void State::validate() const {
  for (const Player& p : players_) {
    for (Token t : kTokens) {
      if (p.steps(t) < kYard || p.steps(t) > kFinal) {
        throw BadData(std::string(1, p.letter()) + "'s " + token_letter(t) + " has step count " +
                      std::to_string(p.steps(t)) + ": a step count is from -1 (H) to 57 (E)");
      }
    }
  }
  for (int a = 0; a < num_seats(); ++a) {
    for (int b = a + 1; b < num_seats(); ++b) {
      for (Token ta : kTokens) {
        for (Token tb : kTokens) {
          const int sa = track_space(player(a).position(), player(a).steps(ta));
          if (sa != 0 && sa == track_space(player(b).position(), player(b).steps(tb))) {
            throw BadData(name(a) + "'s " + token_letter(ta) + " and " + name(b) + "'s " + token_letter(tb) +
                          " cannot share space " + std::to_string(sa) + ": the later one would have kicked the other");
          }
        }
      }
    }
  }
  for (int seat = 0; seat < num_seats(); ++seat) {
    const auto times = std::count(finish_order_.begin(), finish_order_.end(), seat);
    if (times != (player(seat).completed() ? 1 : 0)) {
      throw BadData("the finishing order must list each player with both tokens on E once, and nobody else");
    }
  }
  if (turn_ < 0 || turn_ >= num_seats()) throw BadData("the player in turn must be a seat of the game");
  if (last_roll_ < 0 || last_roll_ > 6) throw BadData("the last roll must be from 0 to 6");
  if ((phase_ == Phase::over) != (unfinished_count() <= 1)) {
    throw BadData("the game is over exactly when at most one player has not finished");
  }
  if (phase_ == Phase::over) return;
  if (player(turn_).completed()) throw BadData("the player in turn has already finished");
  if (bonus_ && phase_ != Phase::choose && last_roll_ != 6) throw BadData("an extra roll follows only a 6");
  if (phase_ == Phase::choose && (!choose_moves_ || last_roll_ < 1 || token_moves(turn_, last_roll_).size() < 2)) {
    throw BadData("a player picks a token only when players choose their moves and two tokens can go");
  }
}

}  // namespace tabletop::ludo
