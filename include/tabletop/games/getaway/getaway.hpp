#pragma once
// Gary's Great Getaway: the rules engine. Players roll two dice and walk a trail read from a board
// file; every square has an encounter; when all have reached the Castle the most gold wins.
// Rulings: the shared rules/getaway.md. Every random event (the dice, random gold, random jumps) is a
// chance move, drawn by the match's generator.
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "tabletop/core/game.hpp"
#include "tabletop/core/rng.hpp"
#include "tabletop/core/seat.hpp"
#include "tabletop/core/small_list.hpp"
#include "tabletop/games/getaway/board.hpp"

namespace tabletop::getaway {

inline constexpr int kMinPlayers = 1;
inline constexpr int kMaxPlayers = 6;
inline constexpr std::size_t kMaxPlayerName = kMaxNameCharacters;  // the one limit of every game
// A game still going after this many rounds ends there and gold decides: some boards can leave a player
// who has no gold to pay a toll going round for ever (check-board warns of them).
inline constexpr int kMaxRounds = 1000;

enum class MoveKind {
  roll,    // the player in turn rolls
  dice,    // chance: what the two dice show
  draw,    // chance: random gold, or a random jump's number of squares
  pay,     // the player pays the toll
  refuse,  // the player refuses it and is moved
};

struct Move {
  MoveKind kind = MoveKind::roll;
  int first = 0;   // dice: the first die; draw: the number drawn
  int second = 0;  // dice: the second die
  bool operator==(const Move&) const = default;

  static Move roll() { return Move{MoveKind::roll, 0, 0}; }
  static Move dice(int first, int second) { return Move{MoveKind::dice, first, second}; }
  static Move draw(int number) { return Move{MoveKind::draw, number, 0}; }
  static Move pay() { return Move{MoveKind::pay, 0, 0}; }
  static Move refuse() { return Move{MoveKind::refuse, 0, 0}; }
};

// What the game waits for.
enum class Phase {
  roll,      // the player in turn to roll
  dice,      // chance: the dice
  amount,    // chance: the gold of a random treasure or toll on the pending square
  toll,      // the player in turn to pay or refuse the toll on the pending square
  distance,  // chance: how far the random jump of the pending square goes
  over,
};

// What happens in a turn, as data. A turn is told as one line of the log ("Bob is on Start and rolls
// a 3. Bob lands on ..."): its sentences are kept in the state as events while the turn lasts (a toll question
// shows them), and the line is told when the turn ends. State::event_text puts them into words.
enum class Say {
  // The sentences of a turn; n as listed.
  on_square,        // square
  rolls,            // the roll
  let_go,           // the trap's square: the only one left on the trail
  freed,            // the roll, the trap's square
  needs,            // the roll needed, the trap's square
  held,             // turns left, the trap's square
  lands,            // square
  no_trinkets,      // square
  picks_up,         // square, the trinket's index there, the backpack's size now
  trap_idle,        //
  protected_by,     // the trap's square
  caught_until,     // the roll that frees
  caught_for,       // turns
  spent,            // square
  paid_out,         // gold gained, gold now
  toll,             // gold due
  cannot_pay,       // gold held
  pays,             // gold paid, gold left
  refuses,          //
  jumps,            // from square, wanted square, square reached
  stops,            // square
  nothing_to_sell,  // gold
  sells,            // trinket's square, its index, which of how many (i * 1000 + count), part of one sentence
  has_after_sale,   // gold; ends the selling sentence
  waits,            //
  // The log's lines.
  turn,           // seat: the mover; the turn just ended, in words
  round_limit,    // players still on the trail
  game_over,      //
  other_players,  //
};

// A trinket in a backpack: which trinket square it came from and its place in that square's list.
struct TrinketRef {
  int square = 0;
  int index = 0;
  bool operator==(const TrinketRef&) const = default;
};

struct Player {
  std::string name;
  int square = 0;
  long long gold = 0;
  std::vector<TrinketRef> backpack;
  int held_turns = 0;  // a time trap: turns still to wait
  int held_until = 0;  // an event trap: the roll that frees (0 when not held)
  bool home = false;   // at the Castle, waiting for the others
  bool held() const { return held_turns > 0 || held_until > 0; }
  bool operator==(const Player&) const = default;
};

class State {
 public:
  static constexpr const char* kGameId = "getaway";
  static constexpr bool kUndoAllowed = true;  // only a toll answer before the next roll can be taken back
  static constexpr Capabilities kCapabilities{.chance = true, .keeps_score = true, .names_players = true};
  using Move = getaway::Move;
  using Observation = State;  // nothing is hidden

  State(Board board, const std::vector<std::string>& names);
  // A game on a board read once for many (a sim's games share it).
  State(std::shared_ptr<const Board> board, const std::vector<std::string>& names);

  // --- the common game interface (core/game.hpp)
  int num_seats() const { return static_cast<int>(players_.size()); }
  int current_seat() const;
  SmallList<Move, 16> legal_moves() const;
  std::string why_illegal(const Move& move) const;
  void apply(const Move& move, EventSink events = {});  // the turn's story is kept only when listened to
  // The dice: every pair of faces alike; a drawn number: each from 1 to the square's limit alike.
  ChanceOutcomes<Move> chance_outcomes() const;
  Move sample_chance(Rng& rng) const;
  Places places() const;
  Scores scores() const {
    return per_seat(num_seats(), [this](int s) { return player(s).gold; });
  }  // gold
  std::string describe(const Move& move) const;
  std::string event_text(const Event& event) const;
  // The result in words: "Bob wins with 27 gold." and "Wendy follows with 20 gold, then ..." ("" if none).
  std::string winners_text() const;
  std::string followers_text() const;
  json to_json() const;
  static State from_json(const json& j);
  bool operator==(const State&) const = default;  // copies compare equal
  static json move_to_json(const Move& move);
  static Move move_from_json(const json& j);

  // --- the trail and the players
  const Board& board() const { return *board_; }
  const Player& player(int seat) const { return players_[static_cast<std::size_t>(seat)]; }
  // The name the words call a player by from now on: a match keeps it its seat's (core/match.hpp).
  void name_player(int seat, const std::string& name) { players_[static_cast<std::size_t>(seat)].name = name; }
  int turn() const { return turn_; }  // the player whose turn it is (the last one once over)
  Phase phase() const { return phase_; }
  int pending_square() const { return at_; }  // the square a draw or a toll question is about
  long long toll_due() const { return toll_due_; }
  std::vector<std::string> story() const;  // the turn so far, sentence by sentence
  int players_on_trail() const;
  bool used(int square) const { return used_[static_cast<std::size_t>(square)] != 0; }  // a once-only square
  int trinkets_taken(int square) const { return taken_[static_cast<std::size_t>(square)]; }
  const Trinket& trinket(const TrinketRef& ref) const;
  long long backpack_value(int seat) const;
  std::string square_status(int square) const;  // "already taken" and the like; "" when nothing to say
  std::vector<int> standings() const;           // seats by gold, most first (equal gold in seat order)

  // The last finished turn, for the screen.
  int last_mover() const { return last_mover_; }  // who rolled last_dice()
  int last_roll() const { return last_dice_[0] + last_dice_[1]; }
  const std::vector<int>& last_dice() const { return last_dice_; }
  const std::vector<int>& last_path() const { return last_path_; }

  // Robots play rollouts on copies of their observation with a generator of their own.

 private:
  // A sentence of the turn, kept while somebody listens.
  void say(EventSink events, Say what, long long a = 0, long long b = 0, long long c = 0);
  void after_roll(int roll, EventSink events);
  void walk(int roll, EventSink events);
  void land(int square, EventSink events);
  void encounter(EventSink events);
  void gain(long long gold, EventSink events);
  void ask_toll(EventSink events);
  void jump(EventSink events);  // by the pending square's jump; a random one draws its distance first
  void send_on(int distance, EventSink events);
  void arrive_home(EventSink events);
  void end_turn(EventSink events);
  void game_over(EventSink events);
  // The turn's sentences in words: those told before a save, then the story's.
  std::vector<std::string> sentences(const std::vector<std::string>& told, const Events& story) const;
  Player& mover() { return players_[static_cast<std::size_t>(turn_)]; }
  const Square& square_at(int index) const { return board_->at(index); }
  void validate() const;  // throws BadData for an impossible state

  std::shared_ptr<const Board> board_;  // shared by copies: a board never changes during a game
  std::vector<Player> players_;
  std::vector<char> used_;  // once-only treasures, teleporters and tolls that have worked
  std::vector<int> taken_;  // trinkets taken from each square
  int turn_ = 0;
  Phase phase_ = Phase::roll;
  int at_ = 0;
  long long toll_due_ = 0;
  std::vector<int> visited_;       // squares landed on this turn; a chain stops on coming back to one
  Events story_;                   // the turn so far
  std::vector<std::string> told_;  // the turn so far as a save told it, before story_
  Events last_story_;              // the last finished turn, told in the log
  std::vector<std::string> last_told_;
  std::vector<int> last_dice_{0, 0};
  std::vector<int> last_path_;
  int last_mover_ = -1;
  int turns_played_ = 0;
};

// "a 3", "an 8": the seed's narration reads as English.
std::string a_number(int n);

}  // namespace tabletop::getaway
