// Pako names the boat and the prison right beside them at every size (the boat's name after the boat's
// end, not at the far side of the yard); where the board has no room for a name, the key names the mark.
#include <doctest/doctest.h>

#include <string>
#include <utility>

#include "support/columns.hpp"
#include "support/headless.hpp"
#include "tabletop/ui/keys.hpp"

using namespace tabletop;

namespace {

// Whether a line has `name` one blank after one of `ends` (the last cell of what it names, or its box).
bool named_beside(testing::Headless& h, const std::u32string& name, const std::u32string& ends) {
  for (const std::string& line : h.lines()) {
    const std::u32string row = testing::columns(line);
    for (std::size_t at = row.find(name); at != std::u32string::npos; at = row.find(name, at + 1)) {
      if (at >= 2 && row[at - 1] == U' ' && ends.find(row[at - 2]) != std::u32string::npos) return true;
    }
  }
  return false;
}

}  // namespace

TEST_SUITE("screens") {
  TEST_CASE("Pako: boat and prison are named beside them at every size, else in the key") {
    struct Size {
      int yard, width, height;
      bool both_beside;  // room for both names beside the board
    };
    for (const Size size : {Size{9, 80, 24, true}, Size{9, 120, 40, true}, Size{9, 200, 60, true},
                            Size{9, 60, 20, false}, Size{15, 80, 24, false}, Size{5, 47, 14, false}}) {
      CAPTURE(size.yard);
      CAPTURE(size.width);
      testing::Headless h;
      h.launch_replayed(
          "pako", R"({"size": )" + std::to_string(size.yard) + R"(, "players": 2, "seats": ["person", "person"]})",
          size.width, size.height);
      CAPTURE(h.text());
      const bool boat = named_beside(h, U"boat", U"≈│");
      const bool prison = named_beside(h, U"prison", U"▔┃│");
      CHECK((boat || h.text().find("≈ boat") != std::string::npos));
      CHECK((prison || h.text().find("▔ prison") != std::string::npos));
      if (size.both_beside) CHECK((boat && prison));
    }
  }

  TEST_CASE("Pako: the first frame after a resize names the boat once, beside it or in the key") {
    for (const int yard : {5, 9, 15}) {
      CAPTURE(yard);
      testing::Headless h;
      h.launch_replayed(
          "pako", R"({"size": )" + std::to_string(yard) + R"(, "players": 2, "seats": ["person", "person"]})", 120, 40);
      for (const auto& size : {std::pair{200, 60}, std::pair{60, 20}, std::pair{120, 40}, std::pair{47, 14},
                               std::pair{80, 24}, std::pair{160, 48}, std::pair{66, 22}, std::pair{80, 24}}) {
        const int width = size.first;  // a plain name: clang 14 lets no lambda capture a binding
        CAPTURE(width);
        h.term->resize(width, size.second);
        h.press(ui::key::resize);
        const std::string first = h.term->text();  // as drawn once, not drawn again by text()
        CAPTURE(first);
        if (first.find("too small") != std::string::npos) continue;
        h.press(ui::key::resize);  // the frame after it, to compare
        // Beside the water or the boat's box, or in the key (a blank before its mark).
        const bool beside = first.find("≈≈ boat") != std::string::npos || first.find("│ boat") != std::string::npos;
        const bool in_key = first.find(" ≈ boat") != std::string::npos;
        CHECK(beside != in_key);
        CHECK(first == h.term->text());
      }
    }
  }
}
