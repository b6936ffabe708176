// A page of text (rules, help) keeps the reader's place when the window changes size: the line they
// scrolled to stays the first in view however the text is wrapped, even after a window large enough to
// show all of it (it used to go back to the top).
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "support/cli_run.hpp"
#include "support/headless.hpp"
#include "tabletop/ui/keys.hpp"
#include "tabletop/ui/text_terminal.hpp"
#include "tabletop/ui/widgets.hpp"

using namespace tabletop;

namespace {

// Paragraphs of numbered words ("w12"), each word once: a line's first word says where it is.
std::vector<std::string> numbered_paragraphs() {
  std::vector<std::string> paragraphs;
  int word = 0;
  for (int paragraph = 0; paragraph < 12; ++paragraph) {
    std::string text;
    for (int i = 0; i < 5 + paragraph % 4 * 6; ++i) text += (text.empty() ? "w" : " w") + std::to_string(word++);
    paragraphs.push_back(text);
    paragraphs.emplace_back("");
  }
  return paragraphs;
}

// The view drawn in `width` x `rows`: its lines as shown.
std::vector<std::string> drawn(ui::TextView& view, int width, int rows) {
  ui::TextTerminal term(width, rows);
  view.draw(ui::Painter(term, ui::Rect{0, 0, width, rows}), ui::Rect{0, 0, width, rows});
  std::vector<std::string> lines;
  std::string text = term.text();
  for (std::size_t at = 0; at < text.size();) {
    const std::size_t end = text.find('\n', at);
    lines.push_back(text.substr(at, end - at));
    at = end + 1;
  }
  return lines;
}

std::string first_word(const std::string& line) {
  const std::size_t from = line.find_first_not_of(' ');
  return from == std::string::npos ? "" : line.substr(from, line.find(' ', from) - from);
}

// The number of the word `w12`, or -1.
int number_of(const std::string& word) { return word.size() > 1 && word[0] == 'w' ? std::stoi(word.substr(1)) : -1; }

}  // namespace

TEST_SUITE("ui") {
  TEST_CASE("a page of text wrapped anew keeps the line the reader scrolled to first in view") {
    ui::TextView view;
    view.paragraphs = numbered_paragraphs();
    drawn(view, 30, 10);
    view.handle(ui::Input{ui::Command::page_down, ui::key::page_down}, 8);
    view.handle(ui::Input{ui::Command::page_down, ui::key::page_down}, 8);
    view.handle(ui::Input{ui::Command::down, ui::key::down}, 8);
    const std::string reading = first_word(drawn(view, 30, 10).front());
    CAPTURE(reading);
    REQUIRE(number_of(reading) > 20);  // well into the text, on a line a paragraph begins with or not
    // All of it in view, then back: the same line first, not the top.
    CHECK(first_word(drawn(view, 200, 200).front()) == "w0");
    CHECK(first_word(drawn(view, 30, 10).front()) == reading);
    // Another width: the first line in view holds the word the reader was at, the words before it
    // out of view above.
    for (const int width : {22, 45, 70}) {
      CAPTURE(width);
      const std::vector<std::string> lines = drawn(view, width, 10);
      CAPTURE(lines.front());
      CHECK(lines.front().find(reading) != std::string::npos);
      CHECK(first_word(drawn(view, 30, 10).front()) == reading);  // and back
    }
    // Scrolling goes on from there, and the end stays the end in any size.
    view.handle(ui::Input{ui::Command::end, ui::key::end}, 8);
    CHECK(drawn(view, 30, 10).back().find("the end") != std::string::npos);
    drawn(view, 200, 200);
    CHECK(drawn(view, 24, 12).back().find("the end") != std::string::npos);
    view.handle(ui::Input{ui::Command::home, ui::key::home}, 8);
    CHECK(first_word(drawn(view, 30, 10).front()) == "w0");
  }

  TEST_CASE("the rules scrolled to a page keep it in view after the window grows and shrinks again") {
    testing::Headless h;
    REQUIRE(
        testing::run({"sample", "pako", "--moves", "8", "--seed", "5", "--autosave", "--save-dir", h.dir.path.string()})
            .status == 0);
    h.dir.file("settings.json", testing::settings_text("pako"));
    h.launch(80, 24);
    h.press('r');
    REQUIRE(h.app->top_title().rfind("Rules: ", 0) == 0);
    h.press(ui::key::page_down);
    h.press(ui::key::page_down);
    const std::string reading = h.lines()[2];  // the first line of the text, under the title line and a blank
    CAPTURE(reading);
    REQUIRE(reading.find("Escape from Prison Island") == std::string::npos);  // not the top
    for (const auto& size : {std::pair{160, 60}, std::pair{80, 24}, std::pair{100, 30}, std::pair{80, 24}}) {
      h.term->resize(size.first, size.second);
      h.press(ui::key::resize);
    }
    const std::string shown = h.text();
    CAPTURE(shown);
    CHECK(h.lines()[2] == reading);
    h.app->finish();
  }
}
