#pragma once
// Gary's Great Getaway boards: the trail of squares read from a board file. The grammar is in the
// shared rulings (rules/getaway.md). A board is read whole or not at all: every rejection is one
// BoardError naming the file, the line and column, what was found and what was expected.
#include <filesystem>
#include <string>
#include <vector>

#include "tabletop/core/game.hpp"

namespace tabletop::getaway {

inline constexpr int kMinSquares = 2;  // Start and the Castle
inline constexpr int kMaxSquares = 1000;
inline constexpr int kMinFaces = 2;
inline constexpr int kMaxFaces = 100;
inline constexpr int kMaxGold = 1000000;  // any one amount: starting gold, a treasure, a toll, a trinket
inline constexpr int kMaxJump = 1000;
inline constexpr int kMaxTrapTurns = 100;
inline constexpr int kMaxNameLength = 60;  // characters of a square's or a trinket's name
inline constexpr int kMaxDescriptionLength = 200;
inline constexpr std::size_t kMaxBoardBytes = 1 << 20;

enum class SquareKind { start, treasure, teleporter, toll, trinkets, trap, castle };

// How a teleporter or a refused toll moves a player: F, M or A in the file.
enum class JumpKind { fixed, random, absolute };
struct Jump {
  JumpKind kind = JumpKind::fixed;
  int value = 0;  // fixed: squares (+ forward); random: up to |value| in the sign's direction; absolute: a square
};

// Gold found or asked: F (a fixed amount) or M (1 up to the maximum).
struct Amount {
  bool random = false;
  int value = 0;
};

struct Trinket {
  std::string name;
  std::string description;
  int value = 0;
};

enum class TrapKind { event, time };  // E: held until a roll equals the value; D: held for value turns

struct Square {
  std::string name;
  SquareKind kind = SquareKind::start;
  bool every_time = false;  // R, Q and Y Q; S, T and Y T work only for the first player to land
  Amount amount;            // treasure and toll
  Jump jump;                // teleporter and toll
  TrapKind trap = TrapKind::time;
  int trap_value = 0;
  std::string protector;  // the trinket that protects from this trap
  std::vector<Trinket> trinkets;
  int line = 0;  // where the square's name starts in the file
  int column = 0;
};

struct Board {
  std::string source;  // the file's name as shown in messages
  std::string text;    // the whole file, kept so a saved game carries its own board
  int start_gold = 0;
  int faces = 6;
  std::vector<Square> squares;
  std::vector<std::string> warnings;  // things that load but a player should know

  int last() const { return static_cast<int>(squares.size()) - 1; }  // the Castle
  int min_roll() const { return 2; }
  int max_roll() const { return 2 * faces; }
  const Square& at(int index) const { return squares[static_cast<std::size_t>(index)]; }
};

class BoardError : public BadData {
 public:
  BoardError(const std::string& source, int line, int column, const std::string& found, const std::string& expected);
  int line() const { return line_; }
  int column() const { return column_; }
  const std::string& source() const { return source_; }
  const std::string& problem() const { return problem_; }  // "found X, expected Y", without the place

 private:
  std::string source_;
  std::string problem_;
  int line_;
  int column_;
};

// Reads a board from its text; `source` names it in messages. Throws BoardError.
Board parse_board(const std::string& text, const std::string& source);
// Reads a board file; a file that cannot be read is a BadData, a bad board a BoardError.
Board load_board_file(const std::filesystem::path& path, const std::string& shown_as);

// Where a jump from `from` lands, before clamping to the board; `distance` is the drawn number of
// squares of a random jump (ignored otherwise).
int jump_target(const Jump& jump, int from, int distance);
int clamp_square(const Board& board, int square);

// The fewest turns from Start to the Castle (a board only loads when it can be reached).
int fewest_turns_to_castle(const Board& board);

// Words for people: the kind of a square ("toll"), what it does, and the board in summary.
std::string kind_name(SquareKind kind);
// `taken`: how many of a trinkets square's trinkets are gone, so that only those still to come are listed.
std::string square_effect(const Board& board, int index, int taken = 0);
std::string jump_text(const Jump& jump);  // "back 2 squares", "to square 5"
std::string board_summary(const Board& board);

// The boards shipped in data_dir()/boards, by file name; and where a board named in a setup or a
// script is: a path as given, else a shipped board of that file name.
std::vector<std::string> shipped_boards();
std::filesystem::path find_board(const std::string& name_or_path);

}  // namespace tabletop::getaway
