#include "tabletop/games/ludo/ludo.hpp"

#include <algorithm>

namespace tabletop::ludo {

// ---------------------------------------------------------------- the board

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

// ---------------------------------------------------------------- setting up

State::State(std::vector<int> positions, bool choose_moves, bool literal_turns)
    : choose_moves_(choose_moves), literal_turns_(literal_turns) {
  if (positions.empty() || positions.size() > static_cast<std::size_t>(kPositions)) {
    throw BadData("Ludo is played by 1 to 4 positions, not " + std::to_string(positions.size()));
  }
  for (std::size_t i = 0; i < positions.size(); ++i) {
    const int position = positions[i];
    if (position < 0 || position >= kPositions) throw BadData("a position is one of A, B, C and D");
    if (std::count(positions.begin(), positions.end(), position) > 1) {
      throw BadData(std::string("position ") + position_letter(position) + " is listed twice");
    }
    players_[static_cast<std::size_t>(seats_++)] = Player(position);
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
      std::count_if(players_.begin(), players_.begin() + seats_, [](const Player& p) { return !p.completed(); }));
}

// ---------------------------------------------------------------- the seed's operations

const Player& State::get_player_by_position(const std::string& position) const {
  const int seat = position.size() == 1 ? seat_at(position_of_letter(position[0])) : -1;
  if (seat < 0) throw BadData(kPlayerNotFound);
  return player(seat);
}

void State::move_token(int position, Token token, int steps, EventSink events) {
  const int seat = seat_at(position);
  if (seat < 0) throw BadData(kPlayerNotFound);
  const auto whose = [&] { return name(seat) + "'s " + token_letter(token); };
  if (steps < 1 || steps > 6) throw IllegalMove("a token moves 1 to 6 steps, not " + std::to_string(steps));
  Player& mover = player_mut(seat);
  const int from = mover.steps(token);
  if (from == kFinal) throw IllegalMove(whose() + " is on E and never moves again");
  if (from == kYard) {
    if (steps != 6) throw IllegalMove(whose() + " leaves the yard only on a 6");
    mover.steps_[static_cast<std::size_t>(token)] = kReady;  // R is off the track: nobody is kicked
    return;
  }
  const bool stack = mover.stacked();
  const int to = steps_after(from, steps);
  for (Token t : kTokens) {
    if (t == token || stack) mover.steps_[static_cast<std::size_t>(t)] = to;
  }
  if (!on_track(to)) return;  // home squares are private
  const int space = track_space(position, to);
  for (int other = 0; other < num_seats(); ++other) {
    if (other == seat) continue;
    int sent = 0;  // 1 p, 2 q
    for (Token t : kTokens) {
      const int s = player(other).steps(t);
      if (on_track(s) && track_space(player(other).position(), s) == space) {
        player_mut(other).steps_[static_cast<std::size_t>(t)] = kYard;
        sent |= t == Token::p ? 1 : 2;
      }
    }
    if (sent != 0) events(other, Say::kicked, sent);
  }
}

void State::play_turn(const Turn& turn, EventSink events) {
  if (turn.position < 0 || turn.position >= kPositions) throw BadData("a position is one of A, B, C and D");
  const int seat = seat_at(turn.position);
  if (seat < 0) throw BadData(std::string("position ") + position_letter(turn.position) + " is not playing");
  if (turn.roll < 1 || turn.roll > 6) throw BadData("a roll is from 1 to 6, not " + std::to_string(turn.roll));
  if (player(seat).completed()) {
    events(seat, Say::rolls_finished, turn.roll);
  } else if (const auto move = priority_move(seat, turn.roll)) {
    apply_token_move(seat, *move, Say::rolls_and_moves, events);
    if (player(seat).completed()) note_finish(seat, events);
  } else {
    events(seat, Say::rolls_stuck, turn.roll);
  }
  settle_turn_after(seat, turn.roll);
}

std::vector<std::string> State::play_game(const std::vector<Turn>& turns) {
  for (const Turn& turn : turns) play_turn(turn);
  return spaces();
}

std::vector<std::string> State::spaces() const {
  std::vector<std::string> names;
  for (int seat = 0; seat < seats_; ++seat) {
    for (Token t : kTokens) names.push_back(player(seat).space_of(t));
  }
  return names;
}

// ---------------------------------------------------------------- which moves exist

bool State::stands_on(int seat, int space) const {
  const Player& p = player(seat);
  const auto on = [&](Token t) { return on_track(p.steps(t)) && track_space(p.position(), p.steps(t)) == space; };
  return on(Token::p) || on(Token::q);
}

TokenMoves State::token_moves(int seat, int roll) const {
  TokenMoves moves;
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
        if (other != seat && stands_on(other, space)) move.kicked.push_back(other);
      }
    }
    moves.push_back(move);
  }
  return moves;
}

namespace {

std::optional<Reason> reason_among(const TokenMoves& moves) {
  if (moves.empty()) return std::nullopt;
  auto any = [&](auto pred) { return std::any_of(moves.begin(), moves.end(), pred); };
  if (any([](const TokenMove& m) { return m.from == kYard; })) return Reason::leave_yard;
  if (any([](const TokenMove& m) { return in_home_squares(m.from) && m.to == kFinal; })) return Reason::reach_end;
  if (any([](const TokenMove& m) { return !m.kicked.empty(); })) return Reason::kick;
  return Reason::furthest;
}

// The move the priority rule picks among `moves` (-1 when there is none).
int priority_among(const TokenMoves& moves) {
  const auto reason = reason_among(moves);
  if (!reason) return -1;
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
  int best = -1;
  for (std::size_t i = 0; i < moves.size(); ++i) {
    if (qualifies(moves[i]) && (best < 0 || moves[i].from < moves[static_cast<std::size_t>(best)].from)) {
      best = static_cast<int>(i);
    }
  }
  return best;
}

}  // namespace

std::optional<Reason> State::priority_reason(int seat, int roll) const { return reason_among(token_moves(seat, roll)); }

std::optional<TokenMove> State::priority_move(int seat, int roll) const {
  const TokenMoves moves = token_moves(seat, roll);
  const int best = priority_among(moves);
  if (best < 0) return std::nullopt;
  return moves[static_cast<std::size_t>(best)];
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

FixedList<Move, 6> State::legal_moves() const {
  FixedList<Move, 6> moves;
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
  if (move.kind == MoveKind::turn) return why_not_literal(move.literal_turn());
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
    case MoveKind::turn: break;
  }
  return "";
}

std::string State::why_not_literal(const Turn& turn) const {
  // A literal turn is taken as it comes (even after the end, as play_game does), but between turns.
  if (!literal_turns_) return "a turn naming its position belongs to a replayed turns list, not to this game";
  if (phase_ == Phase::die || phase_ == Phase::choose) return name(turn_) + " is in the middle of a roll";
  if (turn.position < 0 || turn.position >= kPositions) return "a position is one of A, B, C and D";
  if (seat_at(turn.position) < 0) return std::string("position ") + position_letter(turn.position) + " is not playing";
  if (turn.roll < 1 || turn.roll > 6) return "a roll is from 1 to 6, not " + std::to_string(turn.roll);
  return "";
}

bool State::joins_other(int seat, const TokenMove& m) const {
  const Token other = m.token == Token::p ? Token::q : Token::p;
  return !m.stack && m.to != kFinal && player(seat).steps(other) == m.to;
}

std::string State::what_moves(int seat, const TokenMove& m, bool joins) const {
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
  if (joins) text += std::string(" and joins ") + token_letter(m.token == Token::p ? Token::q : Token::p) + ": a stack";
  return text;
}

void State::apply_token_move(int seat, const TokenMove& move, Say lead, EventSink events) {
  if (events.listening()) {
    const int token = static_cast<int>(move.token) | (move.stack ? 2 : 0) | (joins_other(seat, move) ? 4 : 0);
    events(seat, lead, move.roll, token, move.from, move.to);
  }
  move_token(player(seat).position(), move.token, move.roll, events);
}

void State::note_finish(int seat, EventSink events) {
  finish_order_[static_cast<std::size_t>(finished_++)] = seat;
  events(seat, Say::finishes, finished_);
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

void State::end_roll(EventSink events) {
  const int seat = turn_;
  if (player(seat).completed()) note_finish(seat, events);
  if (unfinished_count() <= 1) {
    phase_ = Phase::over;
    for (int s = 0; s < num_seats(); ++s) {
      if (!player(s).completed()) events(s, Say::left_alone);
    }
    return;
  }
  if (last_roll_ == 6 && !bonus_ && !player(seat).completed()) {
    bonus_ = true;
    phase_ = Phase::roll;
    events(seat, Say::rolls_again);
    return;
  }
  pass_turn();
}

void State::settle_turn_after(int seat, int roll) {
  last_roll_ = roll;
  last_roller_ = seat;
  bonus_ = false;
  if (unfinished_count() <= 1) {
    phase_ = Phase::over;
    return;
  }
  turn_ = seat;
  pass_turn();
}

void State::apply(const Move& move, EventSink events) {
  const int seat = turn_;
  switch (move.kind) {
    case MoveKind::roll:
      if (phase_ != Phase::roll) throw IllegalMove(why_illegal(move));
      phase_ = Phase::die;
      return;
    case MoveKind::die: {
      if (phase_ != Phase::die || move.value < 1 || move.value > 6) throw IllegalMove(why_illegal(move));
      last_roll_ = move.value;
      last_roller_ = seat;
      const TokenMoves moves = token_moves(seat, move.value);
      if (moves.empty()) {
        events(seat, Say::rolls_stuck, move.value);
      } else if (!choose_moves_ || moves.size() == 1) {
        const int pick = choose_moves_ ? 0 : priority_among(moves);
        apply_token_move(seat, moves[static_cast<std::size_t>(pick)], Say::rolls_and_moves, events);
      } else {
        phase_ = Phase::choose;
        events(seat, Say::rolls_to_choose, move.value);
        return;
      }
      end_roll(events);
      return;
    }
    case MoveKind::token: {
      const TokenMove* chosen = nullptr;
      const TokenMoves moves = phase_ == Phase::choose ? token_moves(seat, last_roll_) : TokenMoves{};
      for (const TokenMove& m : moves) {
        if (static_cast<int>(m.token) == move.value) chosen = &m;
      }
      if (chosen == nullptr) throw IllegalMove(why_illegal(move));
      apply_token_move(seat, *chosen, Say::moves, events);
      end_roll(events);
      return;
    }
    case MoveKind::turn:
      if (const std::string why = why_not_literal(move.literal_turn()); !why.empty()) throw IllegalMove(why);
      play_turn(move.literal_turn(), events);
      return;
  }
  throw IllegalMove(why_illegal(move));
}

ChanceOutcomes<Move> State::chance_outcomes() const {
  return uniform_outcomes<Move>(6, [](int i) { return Move::die(i + 1); });
}

Move State::sample_chance(Rng& rng) const { return Move::die(rng.between(1, 6)); }

Places State::places() const {
  if (phase_ != Phase::over) return {};
  // Finishers by their order; whoever is left shares the place after them.
  const int left_place = finished_ + 1;
  Places places(static_cast<std::size_t>(num_seats()), left_place);
  for (int i = 0; i < finished_; ++i)
    places[static_cast<std::size_t>(finish_order_[static_cast<std::size_t>(i)])] = i + 1;
  return places;
}

std::string State::describe(const Move& move) const {
  switch (move.kind) {
    case MoveKind::roll: return "roll the die";
    case MoveKind::die: return "the die shows " + std::to_string(move.value);
    case MoveKind::token:
      if (phase_ == Phase::choose) {
        for (const TokenMove& m : token_moves(turn_, last_roll_)) {
          if (m.token == static_cast<Token>(move.value)) return what_moves(turn_, m, joins_other(turn_, m));
        }
      }
      return std::string("move ") + token_letter(static_cast<Token>(move.value));
    case MoveKind::turn:
      return std::string(1, position_letter(move.literal_turn().position)) + " rolls " +
             std::to_string(move.literal_turn().roll);
  }
  return "";
}

std::string State::event_text(const Event& e) const {
  const std::string who = e.seat >= 0 && e.seat < seats_ ? name(e.seat) : "?";
  const auto roll = std::to_string(e.n[0]);
  const auto token_move = [&] {
    const auto bits = static_cast<int>(e.n[1]);
    const TokenMove m{static_cast<Token>(bits & 1), static_cast<int>(e.n[2]), static_cast<int>(e.n[3]),
                      static_cast<int>(e.n[0]),     (bits & 2) != 0,          {}};
    return what_moves(e.seat, m, (bits & 4) != 0);
  };
  switch (static_cast<Say>(e.what)) {
    case Say::rolls_and_moves: return who + " rolls " + roll + ": " + token_move() + ".";
    case Say::moves: return who + "'s " + token_move() + ".";
    case Say::rolls_stuck: return who + " rolls " + roll + ": no token can move.";
    case Say::rolls_to_choose: return who + " rolls " + roll + ".";
    case Say::rolls_finished: return who + " rolls " + roll + ": both tokens are on E already, nothing moves.";
    case Say::kicked:
      return who + "'s " + (e.n[0] == 3 ? "p and q are" : e.n[0] == 1 ? "p is" : "q is") + " kicked home to H.";
    case Say::finishes: {
      static const char* const kOrdinals[] = {"1st", "2nd", "3rd", "4th"};
      return who + " has both tokens on E and finishes " + kOrdinals[std::clamp<long long>(e.n[0], 1, 4) - 1] + ".";
    }
    case Say::left_alone: return "Only " + who + " is left: the game is over.";
    case Say::rolls_again: return who + " rolled a 6 and rolls once more.";
  }
  return "";
}

// ---------------------------------------------------------------- checking a position

void State::validate() const {
  validate_tokens();
  for (int seat = 0; seat < num_seats(); ++seat) {
    const auto times = std::count(finish_order_.begin(), finish_order_.begin() + finished_, seat);
    if (times != (player(seat).completed() ? 1 : 0)) throw BadData(kFinishOrderRule);
  }
  if (turn_ < 0 || turn_ >= num_seats()) throw BadData("the player in turn must be a seat of the game");
  if (last_roll_ < 0 || last_roll_ > 6) throw BadData("the last roll must be from 0 to 6");
  if (last_roller_ < -1 || last_roller_ >= num_seats()) throw BadData("the last roller must be a seat of the game");
  if (last_roll_ == 0 && last_roller_ >= 0) throw BadData("nobody has rolled before the first roll");
  if ((phase_ == Phase::over) != (unfinished_count() <= 1)) {
    throw BadData("the game is over exactly when at most one player has not finished");
  }
  if (phase_ == Phase::over) return;
  if (player(turn_).completed()) throw BadData("the player in turn has already finished");
  if (bonus_ && phase_ != Phase::choose && last_roll_ != 6) throw BadData("an extra roll follows only a 6");
  if (phase_ == Phase::choose && (!choose_moves_ || last_roll_ < 1 || token_moves(turn_, last_roll_).size() < 2)) {
    throw BadData("a player picks a token only when players choose their moves and two tokens can go");
  }
  if (phase_ == Phase::choose && last_roller_ >= 0 && last_roller_ != turn_) {
    throw BadData("the player who picks a token is the one who rolled");
  }
}

void State::validate_tokens() const {
  for (int seat = 0; seat < seats_; ++seat) {
    const Player& p = player(seat);
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
}

}  // namespace tabletop::ludo
