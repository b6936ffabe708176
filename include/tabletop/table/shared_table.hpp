#pragma once
// The table as the hosting code and a game screen's frame see it, whatever the game: who sits where,
// who is present, the seats changing hands, and the match's state in the frame's words.
#include <chrono>
#include <string>
#include <vector>

#include "tabletop/core/match.hpp"
#include "tabletop/core/seat.hpp"
#include "tabletop/table/part.hpp"

namespace tabletop {

using Clock = std::chrono::steady_clock;

class SharedTable {
 public:
  virtual ~SharedTable() = default;
  virtual const std::string& id() const = 0;
  virtual const std::string& title() const = 0;
  virtual const std::vector<Seat>& seats() const = 0;
  virtual char seat_label(int seat) const = 0;  // the letter the seat goes by on the board and in messages
  virtual int to_move() const = 0;              // a seat, or kNobody once the game is over
  // Joined seats are played from other terminals only when the table is hosted.
  virtual bool hosted() const = 0;
  virtual bool present(int seat) const = 0;  // a joined seat's player is at the table
  // A joined seat no player has taken yet, for whoever joins first (a robot may play it meanwhile). A
  // player who sat there is marked in it (kept in the save), whatever their name and even when their
  // user could not be told: it waits for them. Saves from before the mark have only the user.
  bool open(int seat) const {
    const Seat& who = seats()[static_cast<std::size_t>(seat)];
    return who.joined && !present(seat) && !who.sat && who.user < 0;
  }
  // A joined player sits down at their seat, under their name, as system user `user` (-1: not known):
  // a robot standing in gives it back.
  virtual void sit(int seat, const std::string& name, int user) = 0;
  virtual void stand(int seat) = 0;              // their terminal went: the seat waits for them
  virtual void hand_to_robot(int seat) = 0;      // a robot of the game's Normal style plays it meanwhile
  virtual void tick(Clock::time_point now) = 0;  // robots move at their pace
  virtual bool busy() const = 0;                 // a robot is to move
  virtual void close() = 0;                      // the host's own screen left it: no move and no save after this
  virtual bool closed() const = 0;

  // --- for a screen's frame
  virtual bool speaks_for(Part part, int seat) const = 0;  // a screen in `part` plays for `seat`
  virtual bool watched_again() const = 0;                  // a finished game watched again
  virtual const std::string& watching_where() const = 0;   // "move 10 of 334"
  virtual bool person_anywhere() const = 0;
  virtual int current_seat() const = 0;  // the state's: a seat, kChanceSeat or kNobody
  virtual bool over() const = 0;
  virtual bool robot_to_move() const = 0;
  virtual bool nobody_moved() const = 0;
  virtual bool undo_left() const = 0;          // the game has undo and a move to take back
  virtual bool can_undo(Part part) const = 0;  // the last move is one this part's people may take back
  virtual std::string undo(Part part) = 0;     // "" or why not
  virtual void step_now() = 0;                 // the next robot move now
  virtual void autosave() = 0;
  virtual const std::deque<LogLine>& log() const = 0;
  virtual std::string style_title(const std::string& style) const = 0;  // "" for no such robot style
  virtual json match_json() const = 0;
};

}  // namespace tabletop
