// The log panel pages like a pager: PgUp and PgDn move by the panel's height (one line kept in
// view), every line of the log is seen on the way, and the mark that newer lines wait below takes a
// row of its own instead of covering the last line shown.
#include <doctest/doctest.h>

#include <deque>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "tabletop/core/match.hpp"
#include "tabletop/ui/text_terminal.hpp"
#include "tabletop/ui/widgets.hpp"

using namespace tabletop;

namespace {

constexpr int kRows = 12;

// The panel's rows as drawn: the log's line numbers shown, top to bottom, and whether the mark shows.
struct Shown {
  std::vector<int> lines;
  bool mark = false;
};

Shown draw(ui::LogView& view, const std::deque<LogLine>& log) {
  ui::TextTerminal term(40, kRows);
  const ui::Painter p(term, ui::Rect{0, 0, 40, kRows});
  view.draw(p, ui::Rect{0, 0, 40, kRows}, log);
  Shown shown;
  std::istringstream rows(term.text());
  for (std::string row; std::getline(rows, row);) {
    if (row.find("newer: PgDn") != std::string::npos) shown.mark = true;
    if (row.rfind("line ", 0) == 0) shown.lines.push_back(std::stoi(row.substr(5)));
  }
  return shown;
}

ui::Input key(ui::Command command) {
  ui::Input input;
  input.command = command;
  return input;
}

}  // namespace

TEST_CASE("the log pages by its height, and the newer-lines mark covers no line") {
  std::deque<LogLine> log;
  for (int i = 1; i <= 100; ++i) log.push_back(LogLine{-1, "line " + std::to_string(i)});
  ui::LogView view;
  Shown shown = draw(view, log);
  REQUIRE(shown.lines.size() == kRows);
  CHECK(shown.lines.back() == 100);
  CHECK_FALSE(shown.mark);

  std::set<int> seen(shown.lines.begin(), shown.lines.end());
  int pages = 0;
  while (view.older && pages < 100) {
    const int top_before = shown.lines.front();
    view.handle(key(ui::Command::page_up));
    shown = draw(view, log);
    ++pages;
    CAPTURE(pages);
    // The mark has its own row: every other row holds a line, one after the other.
    CHECK(shown.mark);
    REQUIRE(shown.lines.size() == kRows - 1);
    for (std::size_t i = 1; i < shown.lines.size(); ++i) CHECK(shown.lines[i] == shown.lines[i - 1] + 1);
    // A page back keeps the line that was on top in view (nothing skipped), and moves more than a few lines.
    CHECK(shown.lines.back() >= top_before);
    CHECK(shown.lines.back() <= top_before + 2);
    seen.insert(shown.lines.begin(), shown.lines.end());
  }
  CHECK(shown.lines.front() == 1);
  CHECK(pages <= 100 / (kRows - 3) + 1);
  CHECK(seen.size() == 100);

  while (view.scroll > 0) {
    view.handle(key(ui::Command::page_down));
    shown = draw(view, log);
  }
  CHECK(shown.lines.back() == 100);
  CHECK_FALSE(shown.mark);
  CHECK(shown.lines.size() == kRows);
}

TEST_CASE("the log follows play: a new line shows at once, unless the person scrolled back, whose lines stay") {
  std::deque<LogLine> log;
  for (int i = 1; i <= 30; ++i) log.push_back(LogLine{-1, "line " + std::to_string(i)});
  ui::LogView view;
  CHECK(draw(view, log).lines.back() == 30);
  log.push_back(LogLine{-1, "line 31"});
  Shown shown = draw(view, log);
  CHECK(shown.lines.back() == 31);  // the newest line, at once
  CHECK_FALSE(shown.mark);

  view.handle(key(ui::Command::page_up));
  const Shown back = draw(view, log);
  REQUIRE(back.mark);
  for (int i = 32; i <= 34; ++i) log.push_back(LogLine{-1, "line " + std::to_string(i)});
  shown = draw(view, log);
  CHECK(shown.lines == back.lines);  // what the person was reading stays in view
  CHECK(shown.mark);                 // and the mark says newer lines wait below
  view.handle(key(ui::Command::end));
  shown = draw(view, log);
  CHECK(shown.lines.back() == 34);
  CHECK_FALSE(shown.mark);
}

TEST_CASE("in the log, Home goes to the oldest line and End to the newest") {
  std::deque<LogLine> log;
  for (int i = 1; i <= 100; ++i) log.push_back(LogLine{-1, "line " + std::to_string(i)});
  ui::LogView view;
  draw(view, log);
  CHECK(view.handle(key(ui::Command::home)));
  Shown shown = draw(view, log);
  CHECK(shown.lines.front() == 1);
  CHECK(shown.mark);
  CHECK_FALSE(view.older);
  CHECK(view.handle(key(ui::Command::end)));
  shown = draw(view, log);
  CHECK(shown.lines.back() == 100);
  CHECK_FALSE(shown.mark);
  CHECK(view.older);
}

// A line's wrap is kept between drawings (cbede56); a narrower window must wrap it anew, never show the
// wrap kept for the wider one.
TEST_CASE("the log wraps its lines anew when the window's width changes") {
  const std::deque<LogLine> log{{0, "A moves a prisoner from the prison up column 5 to row 9."}};
  ui::LogView view;
  const auto rows_at = [&](int width) {
    ui::TextTerminal term(width, kRows);
    const ui::Painter p(term, ui::Rect{0, 0, width, kRows});
    view.draw(p, ui::Rect{0, 0, width, kRows}, log);
    std::vector<std::string> rows;
    std::istringstream text(term.text());
    for (std::string row; std::getline(text, row);) {
      if (row.find_first_not_of(' ') != std::string::npos) rows.push_back(row.substr(0, row.find_last_not_of(' ') + 1));
    }
    return rows;
  };
  CHECK(rows_at(60) == std::vector<std::string>{"A moves a prisoner from the prison up column 5 to row 9."});
  CHECK(rows_at(20) == std::vector<std::string>{"A moves a prisoner", "from the prison up", "column 5 to row 9."});
  CHECK(rows_at(60) == std::vector<std::string>{"A moves a prisoner from the prison up column 5 to row 9."});
}

// The footer leaves the log's keys to the log (at 80 columns the footer had no room for r rules
// beside PgUp): the frame's top border names PgUp while older lines are above, and only then.
TEST_CASE("the framed log names PgUp on its top border while older lines are out of view, and only then") {
  const auto top_border = [](ui::LogView& view, const std::deque<LogLine>& log, int width) {
    ui::TextTerminal term(width, kRows);
    const ui::Painter p(term, ui::Rect{0, 0, width, kRows});
    view.draw_framed(p, ui::Rect{0, 0, width, kRows}, log);
    std::istringstream rows(term.text());
    std::string row;
    std::getline(rows, row);
    return row.substr(0, row.find_last_not_of(' ') + 1);
  };
  std::deque<LogLine> log;
  for (int i = 1; i <= 5; ++i) log.push_back(LogLine{-1, "line " + std::to_string(i)});
  ui::LogView view;
  CHECK(top_border(view, log, 30) == "┌─ Log ──────────────────────┐");  // all five in view
  for (int i = 6; i <= 40; ++i) log.push_back(LogLine{-1, "line " + std::to_string(i)});
  CHECK(top_border(view, log, 30) == "┌─ Log ────── ↑ older: PgUp ─┐");
  view.name_keys("U", "D");  // a person's own keys for scrolling
  CHECK(top_border(view, log, 30) == "┌─ Log ───────── ↑ older: U ─┐");
  view.name_keys("PgUp", "PgDn");
  view.handle(key(ui::Command::home));
  CHECK(top_border(view, log, 30) == "┌─ Log ──────────────────────┐");  // at the oldest line
  view.handle(key(ui::Command::end));
  CHECK(top_border(view, log, 20) == "┌─ Log ────────────┐");  // too narrow for the mark beside the title
}
