// The messages between a hosted table and a joined terminal: what each side may say, the limits on
// every line, and the screen sent as the cells that changed, laid on the player's copy cell for cell.
#include <doctest/doctest.h>

#include <string>

#include "support/readme_text.hpp"
#include "tabletop/core/json_read.hpp"
#include "tabletop/net/net_terminal.hpp"
#include "tabletop/net/wire.hpp"
#include "tabletop/ui/keys.hpp"
#include "tabletop/ui/painter.hpp"
#include "tabletop/ui/palette.hpp"

using namespace tabletop;
using namespace tabletop::net;

namespace {

std::string refusal(const std::string& line, bool first) {
  try {
    read_client_line(line, first);
  } catch (const BadData& e) {
    return e.what();
  }
  return "";
}

const std::string kHello =
    R"({"hello":{"protocol":"tabletop","version":2,"name":"Bob","watch":false,"unicode":true,"size":[80,24]}})";

}  // namespace

TEST_CASE("a client's hello carries the version, the name and the window; its keys and sizes follow") {
  Hello hello;
  hello.name = "Bob";
  hello.width = 100;
  hello.height = 30;
  const ClientMessage m = read_client_line(hello_line(hello), true);
  CHECK(m.kind == ClientMessage::Kind::hello);
  CHECK(m.hello.name == "Bob");
  CHECK(m.hello.width == 100);
  CHECK(m.hello.height == 30);
  CHECK_FALSE(m.hello.watch);

  ui::RawInput key;
  key.key = ui::key::up;
  CHECK(read_client_line(input_line(key), false).input.key == ui::key::up);
  ui::RawInput click;
  click.key = ui::key::mouse;
  click.click = true;
  click.x = 3;
  click.y = 7;
  const ClientMessage c = read_client_line(input_line(click), false);
  CHECK(c.input.key == ui::key::mouse);
  CHECK(c.input.click);
  CHECK(c.input.x == 3);
  CHECK(c.input.y == 7);
  const ClientMessage s = read_client_line(size_line(120, 40), false);
  CHECK(s.kind == ClientMessage::Kind::size);
  CHECK(s.width == 120);
  CHECK(s.height == 40);
}

TEST_CASE("every bad line from a client is refused with the rule it breaks") {
  CHECK(refusal("not json", true).find("not valid JSON") != std::string::npos);
  CHECK(refusal(R"({"key":13})", true) == "the first line must be the player's hello, not 'key'");
  CHECK(refusal(kHello, false) == "a second hello, after the first");
  // Version 1 sent tones and keys as the program's numbers: its lines mean something else now.
  CHECK(refusal(
            R"({"hello":{"protocol":"tabletop","version":1,"name":"Bob","watch":false,"unicode":true,"size":[80,24]}})",
            true)
            .find("speaks version 1 of the protocol; this tabletop speaks version 2") != std::string::npos);
  CHECK(refusal(R"({"hello":{"protocol":"other","version":1}})", true) == "the player speaks another protocol");
  CHECK(refusal(R"({"hello":{"protocol":"tabletop","name":"Bob"}})", true) == "player.version is missing");
  CHECK(
      refusal(R"({"hello":{"protocol":"tabletop","version":2,"name":"","watch":false,"unicode":true,"size":[80,24]}})",
              true) == "the name is empty");
  CHECK(
      refusal(
          R"({"hello":{"protocol":"tabletop","version":2,"name":"abcdefghijklmnopqrstu","watch":false,"unicode":true,"size":[80,24]}})",
          true) == "the name is longer than 20 characters");
  CHECK(
      refusal(
          R"({"hello":{"protocol":"tabletop","version":2,"name":"a\u001bb","watch":false,"unicode":true,"size":[80,24]}})",
          true) == "the name holds a control character");
  CHECK(refusal(
            R"({"hello":{"protocol":"tabletop","version":2,"name":"Bob","watch":false,"unicode":true,"size":[0,24]}})",
            true) == "hello.size columns must be from 1 to 1000, not 0");
  CHECK(refusal(R"({"key":-5})", false) == "key must be from 0 to 1114111, not -5");
  CHECK(refusal(R"({"key":"a"})", false).find("a key's name must be one of \"Up\", \"Down\"") == 0);
  CHECK(refusal(R"({"key":1114113})", false) == "key must be from 0 to 1114111, not 1114113");  // v1's Up
  CHECK(refusal(R"({"key":[1]})", false) == "key must be a character's code or a key's name");
  CHECK(refusal(R"({"size":[80]})", false) == "size must be [columns, rows]");
  CHECK(refusal(R"({"size":[80,100000]})", false) == "size rows must be from 1 to 500, not 100000");
  CHECK(refusal(R"({"mouse":{"x":1,"y":1,"what":"kick"}})", false) ==
        "mouse.what must be \"click\", \"wheel up\" or \"wheel down\"");
  CHECK(refusal(R"({"move":"e4"})", false) == "a line from the player says 'move', which is no message of version 2");
  CHECK(refusal(R"({"key":13,"size":[1,1]})", false) == "a line from the player must be an object with one key");
  CHECK(refusal(R"([1,2])", false) == "a line from the player must be an object with one key");
  CHECK(refusal(std::string(100, '[') + std::string(100, ']'), false) ==
        "a line from the player is nested deeper than 64 levels");
}

TEST_CASE("lines are cut where they end, and one over the limit is refused before it is held whole") {
  LineReader reader(10);
  reader.add("ab\ncd", 5);
  CHECK(reader.next() == "ab");
  CHECK_FALSE(reader.next().has_value());
  reader.add("e\r\n", 3);
  CHECK(reader.next() == "cde");
  CHECK(reader.line_number() == 2);
  reader.add("0123456789", 10);  // exactly the limit, not yet ended: still fine
  CHECK_THROWS_WITH_AS(reader.add("x", 1), "line 3 is larger than 0 KiB (11 bytes) and not finished", BadData);

  LineReader whole(10);
  CHECK_THROWS_WITH_AS(whole.add("0123456789ab\n", 13), "line 1 is larger than 0 KiB (12 bytes)", BadData);

  // The real limit is the one every JSON read has.
  LineReader real(jsonread::kMaxBytes);
  const std::string big(jsonread::kMaxBytes, ' ');
  real.add(big.data(), big.size());
  CHECK_THROWS_AS(real.add(" ", 1), BadData);
}

TEST_CASE("the host's messages: a welcome first, then frames and a bye; anything else is refused") {
  const std::string welcome = welcome_line(Welcome{"ludo", "Ludo", "B", "Bob"});
  const HostMessage w = read_host_line(welcome, true);
  CHECK(w.kind == HostMessage::Kind::welcome);
  CHECK(w.welcome.seat == "B");
  CHECK_THROWS_WITH_AS(read_host_line(welcome, false), "a second welcome, after the first", BadData);
  CHECK(read_host_line(bye_line("The host quit."), true).reason == "The host quit.");
  CHECK_THROWS_WITH_AS(read_host_line(R"({"frame":{"size":[2,1],"whole":true,"runs":[]}})", true),
                       "the host's first line must be its welcome, not a frame", BadData);
  CHECK_THROWS_WITH_AS(read_host_line(R"({"frame":{"size":[2,1],"whole":true,"runs":[[5,0,"normal",[],"x"]]}})", false),
                       "a run's x must be from 0 to 1, not 5", BadData);
  CHECK_THROWS_WITH_AS(read_host_line(R"({"frame":{"size":[2,1],"whole":true,"runs":[[0,0,3,[],"x"]]}})", false),
                       "a run's tone must be a tone's name", BadData);
  CHECK_THROWS_WITH_AS(read_host_line(R"({"frame":{"size":[2,1],"whole":true,"runs":[[0,0,"purple",[],"x"]]}})", false),
                       doctest::Contains("a run's tone must be one of \"normal\", \"dim\""), BadData);
  CHECK_THROWS_WITH_AS(read_host_line(R"({"frame":{"size":[2,1],"whole":true,"runs":[[0,0,"dim",1,"x"]]}})", false),
                       "a run's looks must be [] or [\"reverse\"]", BadData);
  CHECK_THROWS_WITH_AS(read_host_line(R"({"frame":{"size":[2,1],"whole":true,"runs":[[0,0,"dim",[],""]]}})", false),
                       "a run has no text", BadData);
}

TEST_CASE("a watcher's welcome names no seat, and a welcome with an empty seat is still read (31.18)") {
  const std::string watching = welcome_line(Welcome{"ludo", "Ludo", "", "Wat"});
  CHECK(watching.find("seat") == std::string::npos);
  CHECK(read_host_line(watching, true).welcome.seat.empty());
  const std::string before =
      R"({"welcome":{"protocol":"tabletop","version":2,"table":"t","game":"Ludo","seat":"","name":"Wat"}})";
  CHECK(read_host_line(before, true).welcome.name == "Wat");
  CHECK(read_host_line(before, true).welcome.seat.empty());
}

TEST_CASE("a turn's alert travels with the next frame, once, by name; a frame without one has none (31.17)") {
  std::string sent;
  NetTerminal term(10, 2, true, [&sent](const std::string& line) { sent += line; });
  const auto frame = [&term, &sent](const std::string& text) {
    sent.clear();
    term.begin_frame();
    ui::Painter(term, ui::Rect{0, 0, term.width(), term.height()}).text(0, 0, text);
    term.end_frame();
    return sent;
  };
  frame("A rolls");
  term.alert(ui::Alert::flash);
  const std::string with = frame("A rolls");  // nothing changed on screen: the alert goes alone
  REQUIRE_FALSE(with.empty());
  CHECK(read_host_line(with, false).frame.alert == ui::Alert::flash);
  CHECK(with.find(R"("alert":"flash")") != std::string::npos);
  CHECK(frame("B rolls").find("alert") == std::string::npos);
  term.alert(ui::Alert::usual);
  CHECK(read_host_line(frame("C rolls"), false).frame.alert == ui::Alert::usual);
  CHECK_THROWS_WITH_AS(read_host_line(R"({"frame":{"size":[2,1],"whole":true,"runs":[],"alert":"siren"}})", false),
                       "frame.alert must be one of \"bell\", \"flash\", \"usual\"", BadData);
}

TEST_CASE("a frame carries exactly the cells that changed, and the player's copy ends up cell for cell the same") {
  std::string sent;
  NetTerminal term(30, 4, true, [&sent](const std::string& line) { sent = line; });
  const auto draw = [&term](const std::string& a, const std::string& b) {
    term.begin_frame();
    ui::Painter p(term, ui::Rect{0, 0, term.width(), term.height()});
    p.text(1, 0, a, ui::Tone::title);
    p.text(2, 2, b, ui::Tone::seat1, ui::kReverse);
    p.text(0, 3, "宝 wide", ui::Tone::accent);
    term.end_frame();
  };
  ui::TextTerminal copy(1, 1, {}, false);
  draw("Dig site 58", "Bob");
  const HostMessage first = read_host_line(sent, false);
  CHECK(first.frame.whole);
  lay(first.frame, copy);
  CHECK(copy.text() == term.text());
  CHECK(copy.tones() == term.tones());

  draw("Dig site 57", "Bob");
  const HostMessage second = read_host_line(sent, false);
  CHECK_FALSE(second.frame.whole);
  REQUIRE(second.frame.runs.size() == 1);  // the one digit that changed
  CHECK(second.frame.runs[0] == Run{11, 0, ui::Tone::title, 0, L"7", 1});
  lay(second.frame, copy);
  CHECK(copy.text() == term.text());

  sent.clear();
  draw("Dig site 57", "Bob");
  CHECK(sent.empty());  // nothing changed: nothing is sent

  term.repaint_all();  // Ctrl-L, or a resize: the whole screen again
  draw("Dig site 57", "Bob");
  CHECK(read_host_line(sent, false).frame.whole);

  term.resize(40, 5);
  draw("Dig site 56", "Ann");
  const HostMessage resized = read_host_line(sent, false);
  CHECK(resized.frame.width == 40);
  CHECK(resized.frame.whole);
  lay(resized.frame, copy);
  CHECK(copy.text() == term.text());
  CHECK(copy.tones() == term.tones());
}

TEST_CASE("tones, looks and keys cross the wire by name, so the program may reorder its own numbers") {
  Frame frame;
  frame.width = 20;
  frame.height = 1;
  frame.runs.push_back(Run{11, 0, ui::Tone::title, 0, L"7", 1});
  frame.runs.push_back(Run{12, 0, ui::Tone::seat2, ui::kReverse, L"B", 1});
  CHECK(frame_line(frame) ==
        R"({"frame":{"runs":[[11,0,"title",[],"7"],[12,0,"seat2",["reverse"],"B"]],"size":[20,1],"whole":false}})"
        "\n");
  for (int t = 0; t < ui::kToneCount; ++t) {  // every tone comes back as itself
    frame.runs = {Run{0, 0, static_cast<ui::Tone>(t), 0, L"x", 1}};
    CHECK(read_host_line(frame_line(frame), false).frame.runs == frame.runs);
  }

  ui::RawInput input;
  input.key = ui::key::page_down;
  CHECK(input_line(input) == "{\"key\":\"PgDn\"}\n");
  input.key = 'q';
  CHECK(input_line(input) == "{\"key\":113}\n");  // a character is its code
  for (int key :
       {ui::key::up, ui::key::down, ui::key::left, ui::key::right, ui::key::enter, ui::key::backspace, ui::key::page_up,
        ui::key::page_down, ui::key::home, ui::key::end, ui::key::f1, ui::key::other, int{'\n'}, 0xE9, 0x5B9D}) {
    input.key = key;
    CHECK(read_client_line(input_line(input), false).input.key == key);
  }
}

TEST_CASE("doc/saves.md's Limits table names the protocol's version this tabletop speaks") {
  CHECK(testing::document("doc/saves.md").find("the first line says version " + std::to_string(kVersion) + " |") !=
        std::string::npos);
}
