#pragma once
// How each tone looks on a terminal, in colour and in monochrome, and the roles a game draws with
// (a player's piece, a guard, a hint mark). The curses terminal draws with this one table, and the
// tests read it to prove that no two roles of a game look alike. No curses here.
#include <string>
#include <vector>

#include "tabletop/ui/terminal.hpp"

namespace tabletop::ui {

// `terminal` is the terminal's own foreground or background, readable on dark and light themes alike.
enum class Colour { terminal, black, red, green, yellow, blue, magenta, cyan, white };

struct ToneLook {
  Colour fg = Colour::terminal;
  Colour bg = Colour::terminal;
  bool bold = false;
  bool dim = false;
  bool reverse = false;
  bool underline = false;
  bool operator==(const ToneLook&) const = default;
};

ToneLook tone_look(Tone tone, bool colour);
inline constexpr int kToneCount = static_cast<int>(Tone::seat5) + 1;

// One thing a game draws: its glyph in Unicode and in ASCII, and its tone.
struct Role {
  std::string name;
  std::string unicode;
  std::string ascii;
  Tone tone = Tone::normal;
  bool piece = false;  // a player's piece: it must differ from every other role by colour too
  unsigned looks = 0;  // added looks (kReverse: Ludo's solid chips)
};

// The glyph of a role in the drawing the terminal uses.
inline std::string glyph(const Terminal& terminal, const Role& role) {
  return terminal.glyph(role.unicode.c_str(), role.ascii.c_str());
}
// The n-th character of a role drawn as several (the corners and sides of one edge), empty past its end.
std::string glyph_part(const Terminal& terminal, const Role& role, int n);

}  // namespace tabletop::ui
