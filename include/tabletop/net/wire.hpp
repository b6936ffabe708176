#pragma once
// What a hosted table and a joined terminal say to each other: JSON Lines, one message a line, each
// line within the limits of every JSON the program reads (core/json_read.hpp). The client speaks
// first, with its hello (the protocol's version, the player's name, the window's size); then it sends
// keys, clicks and sizes, and the host sends what changed on that player's screen, cell by cell. A
// line that breaks a rule throws BadData naming the rule: the host drops that connection, and only it.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "tabletop/core/game.hpp"
#include "tabletop/ui/terminal.hpp"

namespace tabletop::net {

// 2: tones, looks and keys by name (1 sent their numbers in the program).
inline constexpr int kVersion = 2;
inline constexpr int kMaxColumns = 1000;  // a window's size, as a client may say it
inline constexpr int kMaxRows = 500;

// Bytes in, lines out. A line longer than the limit is refused as soon as it passes it, before it is
// held whole, so a peer that never sends a newline costs no more than the limit.
class LineReader {
 public:
  explicit LineReader(std::size_t max_line);
  // Adds what arrived; throws BadData once a line is over the limit.
  void add(const char* data, std::size_t size);
  std::optional<std::string> next();                    // the next whole line, without its newline
  std::uint64_t line_number() const { return taken_; }  // lines taken so far

 private:
  std::size_t max_line_;
  std::string buffer_;
  std::size_t start_ = 0;  // where the next line to take begins in buffer_
  std::size_t open_ = 0;   // where the unfinished line begins: the lines before it are whole and measured
  std::uint64_t ended_ = 0;
  std::uint64_t taken_ = 0;
};

// ---------------------------------------------------------------- the client's side

struct Hello {
  std::string name;
  bool watch = false;  // only looking on: the public view, no seat
  int width = 80;
  int height = 24;
  bool unicode = true;  // the terminal draws Unicode (else ASCII)
};

struct ClientMessage {
  enum class Kind { hello, input, size };
  Kind kind = Kind::input;
  Hello hello;
  ui::RawInput input;  // a key, or a click or the wheel (key::mouse)
  int width = 0;
  int height = 0;
};

// Why the host refuses a player's name (empty, too long, a control character in it), or "" when it
// takes it: the one rule, asked by the joining end too before it connects.
std::string name_problem(const std::string& name);
// One line from a client: the first must be its hello, and no later one may be. Throws BadData.
ClientMessage read_client_line(const std::string& line, bool first);
std::string hello_line(const Hello& hello);
std::string input_line(const ui::RawInput& input);
std::string size_line(int width, int height);

// ---------------------------------------------------------------- the host's side

// Cells of one row that changed, in one tone and look: `text` is their characters, each `columns`
// wide (1, or 2 for a wide character).
struct Run {
  int x = 0;
  int y = 0;
  ui::Tone tone = ui::Tone::normal;
  unsigned looks = 0;
  std::wstring text;
  int columns = 1;
  bool operator==(const Run&) const = default;
};

// What changed on a screen of this size since the last frame (everything, when `whole`).
struct Frame {
  int width = 0;
  int height = 0;
  bool whole = false;
  std::vector<Run> runs;
  std::optional<ui::Alert> alert;  // the player's turn has come: the terminal says so (31.17)
};

struct Welcome {
  std::string table;  // the table's name
  std::string game;   // the game's title
  std::string seat;   // the seat's letter when seated at once; "" (and not sent) for a watcher or the lobby
  std::string name;   // the name the player sits under
};

struct HostMessage {
  enum class Kind { welcome, frame, bye };
  Kind kind = Kind::frame;
  Welcome welcome;
  Frame frame;
  std::string reason;  // bye: why the table ends for this player, in words
};

// The bye of a player who chose to leave: the client tells it as news, not as an error.
inline constexpr const char* kYouLeft = "You left the table.";
// How the bye begins when the host drops a connection that broke a rule: the client ends with an error.
inline constexpr const char* kHostClosed = "The host closed this connection: ";

// One line from the host: the first must be its welcome (or a bye refusing the player). Throws BadData.
HostMessage read_host_line(const std::string& line, bool first);
std::string welcome_line(const Welcome& welcome);
std::string frame_line(const Frame& frame);
std::string bye_line(const std::string& reason);

}  // namespace tabletop::net
