// Colours and glyphs never mislead: every tone reads on dark and light backgrounds, the seats have
// six different colours, and in every game that lists its board's roles no two roles look alike
// (in colour or monochrome, Unicode or ASCII) and a player's pieces differ from every other role by
// colour as well as by glyph.
#include <doctest/doctest.h>

#include <set>
#include <tuple>

#include "tabletop/registry/game_entry.hpp"
#include "tabletop/ui/palette.hpp"

using namespace tabletop;
using ui::Colour;
using ui::Tone;
using ui::ToneLook;

namespace {

std::tuple<Colour, Colour> colours_of(Tone tone) {
  const ToneLook look = ui::tone_look(tone, true);
  return {look.fg, look.bg};
}

// A role's colours as drawn: a reversed role (a solid chip) shows its colour as the background.
std::tuple<Colour, Colour, bool> colours_of(const ui::Role& role) {
  const ToneLook look = ui::tone_look(role.tone, true);
  return {look.fg, look.bg, look.reverse || (role.looks & ui::kReverse) != 0};
}

// A look as the eye meets it: the glyph and how the terminal draws its tone.
std::tuple<std::string, Colour, Colour, bool, bool, bool, bool> seen(const ui::Role& role, bool colour, bool ascii) {
  const ToneLook look = ui::tone_look(role.tone, colour);
  const bool reverse = look.reverse || (role.looks & ui::kReverse) != 0;
  return {ascii ? role.ascii : role.unicode, look.fg, look.bg, look.bold, look.dim, reverse, look.underline};
}

}  // namespace

TEST_CASE(
    "every tone reads on a dark and on a light background: yellow and white only behind black or as a background") {
  for (int t = 0; t < ui::kToneCount; ++t) {
    const ToneLook look = ui::tone_look(static_cast<Tone>(t), true);
    CAPTURE(t);
    if (look.fg == Colour::yellow || look.fg == Colour::white) CHECK(look.bg == Colour::black);
    if (look.bg == Colour::yellow || look.bg == Colour::white) CHECK(look.fg == Colour::black);
  }
}

TEST_CASE("the six seats have six different colours") {
  std::set<std::tuple<Colour, Colour>> seen_colours;
  for (int seat = 0; seat < 6; ++seat) seen_colours.insert(colours_of(ui::seat_tone(seat)));
  CHECK(seen_colours.size() == 6);
}

TEST_CASE("no two roles of a game's board look alike, and pieces stand apart by colour") {
  int games_with_roles = 0;
  for (const GameEntry& game : games()) {
    if (game.roles == nullptr) continue;
    ++games_with_roles;
    const auto& roles = *game.roles;
    for (bool colour : {true, false}) {
      for (bool ascii : {false, true}) {
        std::set<decltype(seen(roles.front(), colour, ascii))> looks;
        for (const ui::Role& role : roles) {
          CAPTURE(game.id);
          CAPTURE(role.name);
          CHECK_MESSAGE(looks.insert(seen(role, colour, ascii)).second, "two roles look alike");
        }
      }
    }
    for (const ui::Role& piece : roles) {
      if (!piece.piece) continue;
      for (const ui::Role& other : roles) {
        if (&other == &piece) continue;
        CAPTURE(game.id);
        CAPTURE(piece.name);
        CAPTURE(other.name);
        CHECK(colours_of(piece) != colours_of(other));
        CHECK(piece.unicode != other.unicode);
        CHECK(piece.ascii != other.ascii);
      }
    }
  }
  CHECK(games_with_roles == static_cast<int>(games().size()));
}
