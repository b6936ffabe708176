#pragma once
// A game in progress: the state, who sits where, the message log, the generator of its chance steps,
// the robots' own generator and the undo snapshots. The terminal shell and the headless commands both
// play through this.
#include <algorithm>
#include <atomic>
#include <cstdint>
#include <deque>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "tabletop/core/game.hpp"
#include "tabletop/core/json_read.hpp"
#include "tabletop/core/rng.hpp"
#include "tabletop/core/seat.hpp"
#include "tabletop/core/seeds.hpp"

namespace tabletop {

inline constexpr std::size_t kLogKept = 400;  // lines of the message log kept and saved

// A line of the message log, in words: the log shows them and saves keep them so.
struct LogLine {
  int seat = -1;  // -1 when it concerns nobody in particular
  std::string text;
  bool operator==(const LogLine&) const = default;
};

// What some events say, as lines of the log: the state's words for them, made right after the move.
template <GameState S>
std::vector<LogLine> told(const S& state, const Events& events) {
  std::vector<LogLine> lines;
  for (const Event& e : events) lines.push_back(LogLine{e.seat, state.event_text(e)});
  return lines;
}

// Given to a match (the key fuzzer does), every move is followed by the engine's own checks: the
// state must survive its JSON round trip, which validates it. A failure throws std::logic_error.
struct MoveChecks {
  std::atomic<long> moves{0};  // moves checked so far
};

template <GameState S>
class Match {
 public:
  using Move = typename S::Move;

  Match(S state, std::vector<Seat> seats, MatchSeeds seeds)
      : state_(std::move(state)), seats_(std::move(seats)), chance_rng_(seeds.chance), robot_rng_(seeds.robots) {
    if (static_cast<int>(seats_.size()) != state_.num_seats()) throw BadData("seat list does not fit the game");
  }

  const S& state() const { return state_; }
  const std::vector<Seat>& seats() const { return seats_; }
  const std::deque<LogLine>& log() const { return log_; }
  Rng& chance_rng() { return chance_rng_; }  // the dice, the shuffles and the draws
  Rng& robot_rng() { return robot_rng_; }
  const Rng& robot_rng() const { return robot_rng_; }

  bool over() const { return state_.current_seat() == kNobody; }
  bool robot_to_move() const {
    const int seat = state_.current_seat();
    return seat >= 0 && seats_[static_cast<std::size_t>(seat)].robot;
  }
  bool person_to_move() const { return state_.current_seat() >= 0 && !robot_to_move(); }

  // The seat in turn plays `move`; chance then settles, first with the `forced` outcomes (scripts and
  // tests fix dice that way), then with the game's generator. Returns what happened; the log gets it
  // in words.
  Events play(const Move& move, const std::vector<Move>& forced = {}) {
    const int mover = state_.current_seat();
    const bool by_person = mover >= 0 && !seats_[static_cast<std::size_t>(mover)].robot;
    S before = state_;
    Events events;
    state_.apply(move, events);
    ++moves_played_;
    const bool chance = state_.current_seat() == kChanceSeat;
    for (const Move& outcome : forced) {
      if (state_.current_seat() != kChanceSeat) break;
      state_.apply(outcome, events);
    }
    settle_chance(state_, chance_rng_, events);
    if (chance) {
      undo_.clear();  // never undo past a draw: that would let a player look into the future
    } else if (by_person && S::kUndoAllowed) {
      undo_.push_back(std::move(before));
    }
    append_log(events);
    if (checks_ != nullptr) self_check();
    return events;
  }

  void check_moves(MoveChecks* checks) { checks_ = checks; }  // nullptr: no checks

  // Settles a chance node left by a state built elsewhere (a replayed script, a fresh deal).
  Events settle() {
    Events events;
    settle_chance(state_, chance_rng_, events);
    append_log(events);
    return events;
  }

  bool can_undo() const { return !undo_.empty(); }
  // The seat whose move undo() would take back (kNobody when none): at a shared table a player takes
  // back only their own.
  int undo_mover() const { return undo_.empty() ? kNobody : undo_.back().current_seat(); }

  // A seat changes hands during the game: a joined player names their seat, or a robot stands in.
  void set_seat(int seat, Seat who) { seats_.at(static_cast<std::size_t>(seat)) = std::move(who); }

  // Takes back the last move a person made, with every robot reply since.
  void undo() {
    if (undo_.empty()) return;
    state_ = std::move(undo_.back());
    undo_.pop_back();
    append_line(LogLine{state_.current_seat(), "Move taken back."});
  }

  void note(const std::string& text, int seat = -1) { append_line(LogLine{seat, text}); }

  // Wall-clock seconds the game has been open on a screen, over every session; kept for the records.
  long seconds_played() const { return seconds_played_; }
  void add_play_time(long seconds) { seconds_played_ += std::max(0L, seconds); }
  int moves_played() const { return moves_played_; }  // moves made by the seats, chance not counted
  // Set once the finished game is in the records, so a take-back and a second finish count once.
  bool recorded() const { return recorded_; }
  void mark_recorded() { recorded_ = true; }

  json to_json() const {
    json log = json::array();
    for (const auto& line : log_) log.push_back(json::array({line.seat, line.text}));
    return json{
        {"seats", seats_to_json(seats_)},    {"state", state_.to_json()},   {"chance_rng", chance_rng_.to_json()},
        {"robot_rng", robot_rng_.to_json()}, {"log", std::move(log)},       {"seconds_played", seconds_played_},
        {"moves_played", moves_played_},     {"log_dropped", log_dropped_}, {"recorded", recorded_}};
  }

  static Match from_json(const json& j) {
    S state = S::from_json(jsonread::field(j, "state", "match"));
    Match match(std::move(state), seats_from_json(jsonread::field(j, "seats", "match"), "match.seats"), {});
    // Saves from before the match held the chance generator kept it in the state.
    const bool old_save = !jsonread::has(j, "chance_rng");
    match.chance_rng_ = generator(old_save ? jsonread::field(j, "state", "match") : j, old_save ? "rng" : "chance_rng",
                                  old_save ? "match.state" : "match");
    match.robot_rng_ = generator(j, "robot_rng", "match");
    for (const auto& line : jsonread::array_field(j, "log", "match")) {
      if (!line.is_array() || line.size() != 2 || !line[0].is_number_integer() || !line[1].is_string()) {
        throw BadData("match.log lines must be [seat, text]");
      }
      match.log_.push_back(LogLine{line[0].get<int>(), line[1].get<std::string>()});
    }
    // Saves from before the records have no play time.
    if (jsonread::has(j, "seconds_played")) {
      match.seconds_played_ = jsonread::int_field(j, "seconds_played", 0, 1'000'000'000, "match");
    }
    if (jsonread::has(j, "moves_played")) {
      match.moves_played_ = jsonread::int_field(j, "moves_played", 0, 1'000'000'000, "match");
    }
    if (jsonread::has(j, "log_dropped")) {
      match.log_dropped_ = jsonread::int_field(j, "log_dropped", 0, 1'000'000'000, "match");
    }
    if (jsonread::has(j, "recorded")) match.recorded_ = jsonread::bool_field(j, "recorded", "match");
    return match;
  }

 private:
  void self_check() const {
    const json saved = state_.to_json();
    try {
      if (S::from_json(saved).to_json() != saved) throw std::logic_error("the state changed through JSON");
    } catch (const BadData& e) {
      throw std::logic_error(std::string("an impossible state after a move: ") + e.what());
    }
    ++checks_->moves;
  }

  void append_log(const Events& events) {
    for (LogLine& line : told(state_, events)) append_line(std::move(line));
  }

  // Past kLogKept lines the oldest go, and the first line kept says how many went before it.
  void append_line(LogLine line) {
    log_.push_back(std::move(line));
    if (log_.size() <= kLogKept) return;
    if (log_dropped_ > 0) log_.pop_front();  // the old count
    while (log_.size() > kLogKept - 1) {
      log_.pop_front();
      ++log_dropped_;
    }
    log_.push_front(LogLine{-1, "… " + thousands(log_dropped_) + " earlier lines are not kept."});
  }

  static Rng generator(const json& j, const char* key, const std::string& where) {
    try {
      return Rng::from_json(jsonread::field(j, key, where));
    } catch (const std::runtime_error& e) {
      throw BadData(where + "." + key + ": " + e.what());
    }
  }

  static std::string thousands(long n) {
    std::string digits = std::to_string(n);
    for (int i = static_cast<int>(digits.size()) - 3; i > 0; i -= 3) digits.insert(static_cast<std::size_t>(i), ",");
    return digits;
  }

  S state_;
  std::vector<Seat> seats_;
  Rng chance_rng_;
  Rng robot_rng_;
  std::deque<LogLine> log_;
  std::vector<S> undo_;
  long seconds_played_ = 0;
  int moves_played_ = 0;
  long log_dropped_ = 0;  // log lines no longer kept
  bool recorded_ = false;
  MoveChecks* checks_ = nullptr;  // not saved: a test's, for this run
};

}  // namespace tabletop
