#pragma once
// A game in progress: the state, who sits where, how it came about (core/history.hpp), the message
// log, the generator of its chance steps, the robots' own generator and the undo snapshots. The terminal shell and the
// headless commands both play through this.
#include <algorithm>
#include <atomic>
#include <cstdint>
#include <deque>
#include <optional>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "tabletop/core/game.hpp"
#include "tabletop/core/history.hpp"
#include "tabletop/core/json_read.hpp"
#include "tabletop/core/rng.hpp"
#include "tabletop/core/seat.hpp"
#include "tabletop/core/seeds.hpp"
#include "tabletop/core/words.hpp"

namespace tabletop {

inline constexpr std::size_t kLogKept = 400;  // lines of the message log kept and saved
// The longest log line a save may bring back, in bytes: a game's own lines are a few score characters,
// and a longer one in a file (hand-made) is cut, not written again with every move.
inline constexpr std::size_t kLogLineLongest = 1000;

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
    name_players(state_);
    history_.start = state_.to_json();
  }

  const S& state() const { return state_; }
  const std::vector<Seat>& seats() const { return seats_; }
  const std::deque<LogLine>& log() const { return log_; }
  const MatchHistory<S>& history() const { return history_; }
  Rng& chance_rng() { return chance_rng_; }  // the dice, the shuffles and the draws
  Rng& robot_rng() { return robot_rng_; }
  const Rng& robot_rng() const { return robot_rng_; }
  // The setup the game was started with (a form's values, a script's), kept for its record.
  const json& setup() const { return setup_; }
  void set_setup(json setup) { setup_ = std::move(setup); }

  bool over() const { return state_.current_seat() == kNobody; }
  bool robot_to_move() const {
    const int seat = state_.current_seat();
    return seat >= 0 && seats_[static_cast<std::size_t>(seat)].robot;
  }
  bool person_to_move() const { return state_.current_seat() >= 0 && !robot_to_move(); }

  // The seat in turn plays `move`; chance then settles, first with the `forced` outcomes (scripts and
  // tests fix dice that way), then with the match's generator. Returns what happened; the log gets it
  // in words.
  Events play(const Move& move, const std::vector<Move>& forced = {}) {
    Events events = step(move);
    for (const Move& outcome : forced) {
      if (state_.current_seat() != kChanceSeat) break;
      append(events, step(outcome));
    }
    append(events, settle());
    return events;
  }

  // One step of the game, whoever's it is: the seat in turn's move, or a chance step's outcome
  // (throws IllegalMove for a move the rules refuse). Chance is not settled after it.
  Events step(const Move& move) {
    const int mover = state_.current_seat();
    return step_as(move, mover == kChanceSeat                                          ? Mover::chance
                         : mover >= 0 && seats_[static_cast<std::size_t>(mover)].robot ? Mover::robot
                                                                                       : Mover::person);
  }

  void check_moves(MoveChecks* checks) { checks_ = checks; }  // nullptr: no checks
  void keep_history(int moves) { history_kept_ = moves; }     // kHistoryKept unless a test says less

  // Settles a chance step with the match's generator (a fresh deal, dice after a move).
  Events settle() {
    Events events;
    while (state_.current_seat() == kChanceSeat)
      append(events, step_as(sample_chance(state_, chance_rng_), Mover::chance));
    return events;
  }

  bool can_undo() const { return !undo_.empty(); }
  // The seat whose move undo() would take back (kNobody when none): at a shared table a player takes
  // back only their own.
  int undo_mover() const { return undo_.empty() ? kNobody : undo_.back().current_seat(); }

  // A seat changes hands during the game: a joined player names their seat, or a robot stands in.
  // A game that names its players calls them so from now on, after a take-back too.
  void set_seat(int seat, Seat who) {
    seats_.at(static_cast<std::size_t>(seat)) = std::move(who);
    name_players(state_);
    for (S& earlier : undo_) name_players(earlier);
  }

  // Takes back the last move a person made, with every robot reply since, and says whose.
  void undo() {
    if (undo_.empty()) return;
    state_ = std::move(undo_.back());
    undo_.pop_back();
    const std::uint32_t replied = replied_.back();
    replied_.pop_back();
    history_.marks.push_back(HistoryMark{history_.size(), true, -1, ""});
    append_line(LogLine{state_.current_seat(), taken_back(state_.current_seat(), replied)});
  }

  void note(const std::string& text, int seat = -1) {
    history_.marks.push_back(HistoryMark{history_.size(), false, seat, text});
    append_line(LogLine{seat, text});
  }

  // Wall-clock seconds the game has been open on a screen, over every session; kept for the records.
  long seconds_played() const { return seconds_played_; }
  void add_play_time(long seconds) { seconds_played_ += std::max(0L, seconds); }
  int moves_played() const { return moves_played_; }  // moves made by the seats, chance not counted
  // Whether no seat's move stands: none made yet, or every one taken back. A history that does not
  // reach back to the first move (cut short, or begun anew at a save's position) cannot say so.
  bool nobody_moved() const {
    const auto seat_moves = history_.seat_moves();
    return history_.dropped == 0 && seat_moves.made == moves_played_ && seat_moves.standing == 0;
  }
  // Set once the finished game is in the records, so a take-back and a second finish count once.
  bool recorded() const { return recorded_; }
  void mark_recorded() { recorded_ = true; }

  // The match as it was after the first `upto` moves of `history` (every move when `upto` is
  // negative) and the marks made then: its position, its log and its undo remade step by step.
  // Throws BadData or IllegalMove when the history cannot be replayed.
  static Match replay(const MatchHistory<S>& history, std::vector<Seat> seats, int upto = -1) {
    Match match(S::from_json(history.start), std::move(seats), {});
    match.history_.dropped = history.dropped;
    const int last = upto < 0 ? history.size() : std::min(upto, history.size());
    std::size_t mark = 0;
    for (int i = 0;; ++i) {
      for (; mark < history.marks.size() && history.marks[mark].at == i; ++mark) {
        const HistoryMark& m = history.marks[mark];
        m.undo ? match.undo() : match.note(m.text, m.seat);
      }
      if (i == last) break;
      try {
        match.step_as(history.moves[static_cast<std::size_t>(i)], history.mover(i));
      } catch (const std::runtime_error& e) {
        throw IllegalMove("move " + std::to_string(history.dropped + i + 1) + " of the history: " + e.what());
      }
    }
    return match;
  }

  json to_json() const {
    json log = json::array();
    for (const auto& line : log_) log.push_back(json::array({line.seat, line.text}));
    return json{{"seats", seats_to_json(seats_)},
                {"state", state_.to_json()},
                {"setup", setup_},
                {"history", history_.to_json()},
                {"chance_rng", chance_rng_.to_json()},
                {"robot_rng", robot_rng_.to_json()},
                {"log", std::move(log)},
                {"seconds_played", seconds_played_},
                {"moves_played", moves_played_},
                {"log_dropped", log_dropped_},
                {"recorded", recorded_}};
  }

  static Match from_json(const json& j) {
    S state = S::from_json(jsonread::field(j, "state", "match"));
    Match match(std::move(state), seats_from_json(jsonread::field(j, "seats", "match"), "match.seats"), {});
    // Saves from before the match held the chance generator kept it in the state.
    const bool old_save = !jsonread::has(j, "chance_rng");
    match.chance_rng_ = generator(old_save ? jsonread::field(j, "state", "match") : j, old_save ? "rng" : "chance_rng",
                                  old_save ? "match.state" : "match");
    match.robot_rng_ = generator(j, "robot_rng", "match");
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
    // Kept as the game keeps its log: a hand-made file's extra lines go as the oldest do in play.
    for (const auto& line : jsonread::array_field(j, "log", "match")) {
      if (!line.is_array() || line.size() != 2 || !line[0].is_number_integer() || !line[1].is_string()) {
        throw BadData("match.log lines must be [seat, text]");
      }
      match.append_line(LogLine{line[0].get<int>(), shortened(line[1].get<std::string>())});
    }
    if (jsonread::has(j, "recorded")) match.recorded_ = jsonread::bool_field(j, "recorded", "match");
    if (jsonread::has(j, "setup")) {
      match.setup_ = j["setup"];
      if (!match.setup_.is_object()) throw BadData("match.setup must be an object");
    }
    // Saves from before histories start theirs at the position they hold.
    if (jsonread::has(j, "history")) match.take_history(MatchHistory<S>::from_json(j["history"]));
    return match;
  }

 private:
  Events step_as(const Move& move, Mover mover) {
    const int seat = state_.current_seat();
    std::optional<S> before;
    if (mover == Mover::person && S::kUndoAllowed) before = state_;
    Events events;
    state_.apply(move, events);
    if (mover != Mover::chance) ++moves_played_;
    if (mover == Mover::chance) {
      undo_.clear();  // never undo past a draw: that would let a player look into the future
      replied_.clear();
    } else if (mover == Mover::person && S::kUndoAllowed) {
      undo_.push_back(std::move(*before));
      replied_.push_back(0);
    } else if (mover == Mover::robot && !replied_.empty() && seat >= 0 && seat < 32) {
      replied_.back() |= std::uint32_t{1} << seat;
    }
    history_.moves.push_back(move);
    history_.movers.push_back(static_cast<char>(mover));
    if (history_.size() >= history_kept_ + history_kept_ / 20 + 1) forget_oldest_moves();
    append_log(events);
    if (checks_ != nullptr) self_check();
    return events;
  }

  // A game that names its players in its own words names them as the seats are called: the names a
  // save or a history's start holds give way to the seats' (replay() starts so too).
  void name_players(S& state) const {
    if constexpr (NamesPlayers<S>) {
      for (int seat = 0; seat < static_cast<int>(seats_.size()); ++seat)
        state.name_player(seat, seats_[static_cast<std::size_t>(seat)].name);
    }
  }

  static void append(Events& to, Events more) { to.insert(to.end(), more.begin(), more.end()); }

  // The log's line for a take-back, by the names the seats go by: "Ann's move and Robot B's reply
  // taken back."
  std::string taken_back(int mover, std::uint32_t replied) const {
    const auto name_of = [this](int seat) { return seats_[static_cast<std::size_t>(seat)].name; };
    std::string text = (mover >= 0 && mover < static_cast<int>(seats_.size()) ? name_of(mover) + "'s move" : "A move");
    std::vector<std::string> robots;
    for (int seat = 0; seat < static_cast<int>(seats_.size()); ++seat) {
      if ((replied >> seat) & 1U) robots.push_back(name_of(seat));
    }
    if (robots.size() == 1) text += " and " + robots.front() + "'s reply";
    if (robots.size() > 1) text += " and the replies of " + in_words(robots);
    return text + " taken back.";
  }

  // A saved history takes over when it leads to the saved position and the undo it implies comes
  // with it; one that does not (a save edited by hand) is said so, and the history starts here.
  void take_history(MatchHistory<S> saved) {
    try {
      Match replayed = replay(saved, seats_);
      if (replayed.state_.to_json() == state_.to_json()) {
        undo_ = std::move(replayed.undo_);
        replied_ = std::move(replayed.replied_);
        history_ = std::move(saved);
        return;
      }
    } catch (const std::runtime_error&) {}
    note("The saved history of this game does not lead to its position: it starts again from here.");
  }

  // The oldest moves go, as many as keep every later take-back replayable: a take-back must find the
  // move it takes back within the history.
  void forget_oldest_moves() {
    int cut = history_.size() - history_kept_;
    std::vector<int> pushed;                  // the moves behind each undo snapshot, as a replay would stack them
    std::vector<std::pair<int, int>> undone;  // (mark's place, the move it took back)
    std::size_t mark = 0;
    for (int i = 0; i <= history_.size(); ++i) {
      for (; mark < history_.marks.size() && history_.marks[mark].at == i; ++mark) {
        if (history_.marks[mark].undo && !pushed.empty()) {
          undone.emplace_back(i, pushed.back());
          pushed.pop_back();
        }
      }
      if (i == history_.size()) break;
      const Mover mover = history_.mover(i);
      if (mover == Mover::chance) pushed.clear();
      if (mover == Mover::person && S::kUndoAllowed) pushed.push_back(i);
    }
    for (bool moved = true; moved;) {
      moved = false;
      for (const auto& [at, taken] : undone) {
        if (at > cut && taken < cut) {
          cut = taken;
          moved = true;
        }
      }
    }
    if (cut <= 0) return;
    const Match kept = replay(history_, seats_, cut);
    history_.start = kept.state_.to_json();
    history_.dropped += cut;
    history_.moves.erase(history_.moves.begin(), history_.moves.begin() + cut);
    history_.movers.erase(0, static_cast<std::size_t>(cut));
    std::erase_if(history_.marks, [cut](const HistoryMark& m) { return m.at <= cut; });
    for (HistoryMark& m : history_.marks) m.at -= cut;
  }

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

  // A line past kLogLineLongest, cut where a character starts, and marked as cut.
  static std::string shortened(std::string text) {
    if (text.size() <= kLogLineLongest) return text;
    std::size_t end = kLogLineLongest;
    while (end > 0 && (static_cast<unsigned char>(text[end]) & 0xC0) == 0x80) --end;
    text.resize(end);
    return text + "…";
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
  json setup_ = json::object();
  MatchHistory<S> history_;
  std::deque<LogLine> log_;
  std::vector<S> undo_;
  std::vector<std::uint32_t> replied_;  // beside each undo snapshot: the robot seats (a bit each) that moved since
  long seconds_played_ = 0;
  int moves_played_ = 0;
  long log_dropped_ = 0;  // log lines no longer kept
  bool recorded_ = false;
  MoveChecks* checks_ = nullptr;  // not saved: a test's, for this run
  int history_kept_ = kHistoryKept;
};

}  // namespace tabletop
