#include "tabletop/net/wire.hpp"

#include <algorithm>
#include <iterator>
#include <utility>

#include "tabletop/core/json_read.hpp"
#include "tabletop/core/seat.hpp"
#include "tabletop/ui/keys.hpp"
#include "tabletop/ui/palette.hpp"
#include "tabletop/ui/text_terminal.hpp"

namespace tabletop::net {
namespace {

constexpr const char* kProtocol = "tabletop";

// Whole characters of UTF-8, each checked as the JSON writer would (a name from the command line may be in
// another character set, and a JSON string that parsed is checked again at no cost worth saving).
std::wstring widen(const std::string& text) {
  std::wstring out;
  for (std::size_t i = 0; i < text.size();) {
    const auto lead = static_cast<unsigned char>(text[i]);
    const std::size_t length = lead < 0x80 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2;
    const bool lead_ok = lead < 0x80 || (lead >= 0xC2 && lead <= 0xF4);
    if (!lead_ok || i + length > text.size()) throw BadData("the text is not UTF-8");
    unsigned long code = length == 1 ? lead : lead & (0xFFu >> (length + 1));
    for (std::size_t k = 1; k < length; ++k) {
      const auto next = static_cast<unsigned char>(text[i + k]);
      if ((next & 0xC0) != 0x80) throw BadData("the text is not UTF-8");
      code = (code << 6) | (next & 0x3F);
    }
    const unsigned long least[] = {0, 0, 0x80, 0x800, 0x10000};  // a shorter form was to be used below these
    if (code < least[length] || code > 0x10FFFF || (code >= 0xD800 && code <= 0xDFFF)) {
      throw BadData("the text is not UTF-8");
    }
    out.push_back(static_cast<wchar_t>(code));
    i += length;
  }
  return out;
}

std::string narrow(const std::wstring& text) {
  std::string out;
  for (wchar_t c : text) ui::append_utf8(out, c);
  return out;
}

json parse_line(const std::string& line, const char* who) {
  return jsonread::parse_limited(line, std::string("a line from the ") + who);
}

// The one key of a message: a message is an object with exactly one of the known keys.
std::string kind_of(const json& message, std::initializer_list<const char*> known, const char* who) {
  if (!message.is_object() || message.size() != 1) {
    throw BadData(std::string("a line from the ") + who + " must be an object with one key");
  }
  const std::string key = message.begin().key();
  if (std::find_if(known.begin(), known.end(), [&key](const char* k) { return key == k; }) == known.end()) {
    throw BadData(std::string("a line from the ") + who + " says '" + key + "', which is no message of version " +
                  std::to_string(kVersion));
  }
  return key;
}

void check_version(const json& hello, const char* who) {
  if (jsonread::string_field(hello, "protocol", who) != kProtocol) {
    throw BadData(std::string("the ") + who + " speaks another protocol");
  }
  const json& version = jsonread::field(hello, "version", who);
  if (!version.is_number_integer() || version != kVersion) {
    throw BadData(std::string("the ") + who + " speaks version " + version.dump() +
                  " of the protocol; this tabletop speaks version " + std::to_string(kVersion));
  }
}

int in_range(const json& value, int lo, int hi, const std::string& what) {
  return jsonread::integer(value, lo, hi, what);
}

// Enums cross the wire by name, so reordering one in the program never changes what a line means.
constexpr const char* kToneNames[] = {"normal", "dim",   "title", "accent", "selected", "cursor", "hint",  "warning",
                                      "good",   "frame", "seat0", "seat1",  "seat2",    "seat3",  "seat4", "seat5"};
static_assert(std::size(kToneNames) == ui::kToneCount, "every tone has its name on the wire");

struct NamedKey {
  int key;
  const char* name;
};
// The keys that are not characters, spelled as the help spells them; a character goes as its code.
constexpr NamedKey kKeyNames[] = {
    {ui::key::up, "Up"},        {ui::key::down, "Down"},      {ui::key::left, "Left"},
    {ui::key::right, "Right"},  {ui::key::enter, "Enter"},    {ui::key::backspace, "Backspace"},
    {ui::key::page_up, "PgUp"}, {ui::key::page_down, "PgDn"}, {ui::key::home, "Home"},
    {ui::key::end, "End"},      {ui::key::f1, "F1"},          {ui::key::other, "other"},
};

// "a", "b", "c": what would have done, for an error.
template <typename Table, typename NameOf>
std::string listed(const Table& table, NameOf name_of) {
  std::string text;
  for (const auto& entry : table) text += (text.empty() ? "\"" : ", \"") + std::string(name_of(entry)) + "\"";
  return text;
}

ui::Tone read_tone(const json& value) {
  if (!value.is_string()) throw BadData("a run's tone must be a tone's name");
  const std::string name = value.get<std::string>();
  for (int t = 0; t < ui::kToneCount; ++t) {
    if (name == kToneNames[t]) return static_cast<ui::Tone>(t);
  }
  throw BadData("a run's tone must be one of " + listed(kToneNames, [](const char* tone) { return tone; }));
}

// A run's looks: the names of its flags ([] or ["reverse"]).
unsigned read_looks(const json& value) {
  if (!value.is_array() || value.size() > 1) throw BadData("a run's looks must be [] or [\"reverse\"]");
  if (value.empty()) return 0;
  if (value[0] != "reverse") throw BadData("a run's looks must be [] or [\"reverse\"]");
  return ui::kReverse;
}

json looks_json(unsigned looks) { return (looks & ui::kReverse) != 0 ? json::array({"reverse"}) : json::array(); }

int read_key(const json& value) {
  if (value.is_string()) {
    const std::string name = value.get<std::string>();
    for (const auto& named : kKeyNames) {
      if (name == named.name) return named.key;
    }
    throw BadData("a key's name must be one of " + listed(kKeyNames, [](const NamedKey& k) { return k.name; }));
  }
  // A character, as typed: its code (a byte of UTF-8, or the character's code point).
  return in_range(value, 0, 0x10FFFF, "key");
}

json key_json(int key) {
  for (const auto& named : kKeyNames) {
    if (key == named.key) return named.name;
  }
  return key;
}

std::string checked_name(const std::string& name) {
  if (const std::string problem = name_problem(name); !problem.empty()) throw BadData(problem);
  return name;
}

ui::RawInput read_mouse(const json& m) {
  ui::RawInput input;
  input.key = ui::key::mouse;
  if (!m.is_object()) throw BadData("mouse must be an object");
  input.x = jsonread::int_field(m, "x", 0, kMaxColumns - 1, "mouse");
  input.y = jsonread::int_field(m, "y", 0, kMaxRows - 1, "mouse");
  const std::string what = jsonread::string_field(m, "what", "mouse");
  input.click = what == "click";
  input.wheel_up = what == "wheel up";
  input.wheel_down = what == "wheel down";
  if (!input.click && !input.wheel_up && !input.wheel_down) {
    throw BadData("mouse.what must be \"click\", \"wheel up\" or \"wheel down\"");
  }
  return input;
}

// A frame's alert, by name too; the key is there only when the player's turn has come.
constexpr std::pair<ui::Alert, const char*> kAlertNames[] = {
    {ui::Alert::bell, "bell"}, {ui::Alert::flash, "flash"}, {ui::Alert::usual, "usual"}};

const char* alert_name(ui::Alert alert) {
  for (const auto& [a, name] : kAlertNames) {
    if (a == alert) return name;
  }
  return "usual";
}

ui::Alert alert_from(const std::string& name) {
  for (const auto& [a, known] : kAlertNames) {
    if (name == known) return a;
  }
  throw BadData("frame.alert must be one of " + listed(kAlertNames, [](const auto& entry) { return entry.second; }));
}

}  // namespace

std::string name_problem(const std::string& name) {
  if (name.empty()) return "the name is empty";
  try {
    for (wchar_t c : widen(name)) {
      if (c < 0x20 || c == 0x7F || (c >= 0x80 && c < 0xA0)) return "the name holds a control character";
    }
  } catch (const BadData&) {
    return "the name is not written in UTF-8 (is the terminal set to another character set?)";
  }
  if (characters_in(name) > kMaxNameCharacters) {
    return "the name is longer than " + std::to_string(kMaxNameCharacters) + " characters";
  }
  return "";
}

// ---------------------------------------------------------------- lines

LineReader::LineReader(std::size_t max_line) : max_line_(max_line) {}

void LineReader::add(const char* data, std::size_t size) {
  const std::size_t from = buffer_.size();
  buffer_.append(data, size);
  for (std::size_t at = buffer_.find('\n', from); at != std::string::npos; at = buffer_.find('\n', at + 1)) {
    if (at - open_ > max_line_)
      throw BadData("line " + std::to_string(ended_ + 1) + " is " + jsonread::size_problem(at - open_, max_line_));
    open_ = at + 1;
    ++ended_;
  }
  if (buffer_.size() - open_ > max_line_) {
    throw BadData("line " + std::to_string(ended_ + 1) + " is " +
                  jsonread::size_problem(buffer_.size() - open_, max_line_) + " and not finished");
  }
}

std::optional<std::string> LineReader::next() {
  if (start_ == open_) {  // no whole line waits: keep only the unfinished one
    buffer_.erase(0, start_);
    open_ -= start_;
    start_ = 0;
    return std::nullopt;
  }
  const std::size_t end = buffer_.find('\n', start_);
  std::string line = buffer_.substr(start_, end - start_);
  start_ = end + 1;
  ++taken_;
  if (!line.empty() && line.back() == '\r') line.pop_back();
  return line;
}

// ---------------------------------------------------------------- client -> host

ClientMessage read_client_line(const std::string& line, bool first) {
  const json message = parse_line(line, "player");
  const std::string kind = kind_of(message, {"hello", "key", "mouse", "size"}, "player");
  if (first != (kind == "hello")) {
    throw BadData(first ? "the first line must be the player's hello, not '" + kind + "'"
                        : std::string("a second hello, after the first"));
  }
  const json& body = message[kind];
  ClientMessage m;
  if (kind == "hello") {
    m.kind = ClientMessage::Kind::hello;
    check_version(body, "player");
    m.hello.name = checked_name(jsonread::string_field(body, "name", "hello"));
    m.hello.watch = jsonread::bool_field(body, "watch", "hello");
    m.hello.unicode = jsonread::bool_field(body, "unicode", "hello");
    const json& size = jsonread::array_field(body, "size", "hello");
    if (size.size() != 2) throw BadData("hello.size must be [columns, rows]");
    m.hello.width = in_range(size[0], 1, kMaxColumns, "hello.size columns");
    m.hello.height = in_range(size[1], 1, kMaxRows, "hello.size rows");
  } else if (kind == "key") {
    m.kind = ClientMessage::Kind::input;
    // A character (its code as typed) or a named key ("up", "enter"); a resize comes as "size".
    if (!body.is_string() && !body.is_number_integer()) throw BadData("key must be a character's code or a key's name");
    m.input.key = read_key(body);
  } else if (kind == "mouse") {
    m.kind = ClientMessage::Kind::input;
    m.input = read_mouse(body);
  } else {
    m.kind = ClientMessage::Kind::size;
    if (!body.is_array() || body.size() != 2) throw BadData("size must be [columns, rows]");
    m.width = in_range(body[0], 1, kMaxColumns, "size columns");
    m.height = in_range(body[1], 1, kMaxRows, "size rows");
  }
  return m;
}

std::string hello_line(const Hello& hello) {
  return json{{"hello",
               {{"protocol", kProtocol},
                {"version", kVersion},
                {"name", hello.name},
                {"watch", hello.watch},
                {"unicode", hello.unicode},
                {"size", {hello.width, hello.height}}}}}
             .dump(-1, ' ', false, json::error_handler_t::replace) +
         "\n";
}

std::string input_line(const ui::RawInput& input) {
  if (input.key != ui::key::mouse) return json{{"key", key_json(input.key)}}.dump() + "\n";
  const char* what = input.click ? "click" : input.wheel_up ? "wheel up" : "wheel down";
  return json{{"mouse", {{"x", input.x}, {"y", input.y}, {"what", what}}}}.dump() + "\n";
}

std::string size_line(int width, int height) { return json{{"size", {width, height}}}.dump() + "\n"; }

// ---------------------------------------------------------------- host -> client

HostMessage read_host_line(const std::string& line, bool first) {
  const json message = parse_line(line, "host");
  const std::string kind = kind_of(message, {"welcome", "frame", "bye"}, "host");
  if (first && kind == "frame") throw BadData("the host's first line must be its welcome, not a frame");
  if (!first && kind == "welcome") throw BadData("a second welcome, after the first");
  const json& body = message[kind];
  HostMessage m;
  if (kind == "welcome") {
    m.kind = HostMessage::Kind::welcome;
    check_version(body, "host");
    m.welcome.table = jsonread::string_field(body, "table", "welcome");
    m.welcome.game = jsonread::string_field(body, "game", "welcome");
    // Seated at once: the seat's letter; a watcher's welcome has none (a host of before sent "").
    if (body.is_object() && body.contains("seat")) m.welcome.seat = jsonread::string_field(body, "seat", "welcome");
    m.welcome.name = jsonread::string_field(body, "name", "welcome");
  } else if (kind == "bye") {
    m.kind = HostMessage::Kind::bye;
    if (!body.is_string()) throw BadData("bye must be a text");
    m.reason = body.get<std::string>();
  } else {
    m.kind = HostMessage::Kind::frame;
    Frame& f = m.frame;
    const json& size = jsonread::array_field(body, "size", "frame");
    if (size.size() != 2) throw BadData("frame.size must be [columns, rows]");
    f.width = in_range(size[0], 1, kMaxColumns, "frame.size columns");
    f.height = in_range(size[1], 1, kMaxRows, "frame.size rows");
    f.whole = jsonread::bool_field(body, "whole", "frame");
    if (body.contains("alert")) f.alert = alert_from(jsonread::string_field(body, "alert", "frame"));
    for (const json& r : jsonread::array_field(body, "runs", "frame")) {
      if (!r.is_array() || r.size() < 5 || r.size() > 6 || !r[4].is_string()) {
        throw BadData("a run must be [x, y, tone, looks, text] or [x, y, tone, looks, text, 2]");
      }
      Run run;
      run.x = in_range(r[0], 0, f.width - 1, "a run's x");
      run.y = in_range(r[1], 0, f.height - 1, "a run's y");
      run.tone = read_tone(r[2]);
      run.looks = read_looks(r[3]);
      run.text = widen(r[4].get<std::string>());
      run.columns = r.size() == 6 ? in_range(r[5], 2, 2, "a run's width") : 1;
      if (run.text.empty()) throw BadData("a run has no text");
      f.runs.push_back(std::move(run));
    }
  }
  return m;
}

std::string welcome_line(const Welcome& welcome) {
  json body = {{"protocol", kProtocol},
               {"version", kVersion},
               {"table", welcome.table},
               {"game", welcome.game},
               {"name", welcome.name}};
  if (!welcome.seat.empty()) body["seat"] = welcome.seat;
  return json{{"welcome", std::move(body)}}.dump(-1, ' ', false, json::error_handler_t::replace) + "\n";
}

std::string frame_line(const Frame& frame) {
  json runs = json::array();
  for (const Run& run : frame.runs) {
    json r =
        json::array({run.x, run.y, kToneNames[static_cast<int>(run.tone)], looks_json(run.looks), narrow(run.text)});
    if (run.columns != 1) r.push_back(run.columns);
    runs.push_back(std::move(r));
  }
  json body = {{"size", {frame.width, frame.height}}, {"whole", frame.whole}, {"runs", std::move(runs)}};
  if (frame.alert) body["alert"] = alert_name(*frame.alert);
  return json{{"frame", std::move(body)}}.dump(-1, ' ', false, json::error_handler_t::replace) + "\n";
}

std::string bye_line(const std::string& reason) {
  return json{{"bye", reason}}.dump(-1, ' ', false, json::error_handler_t::replace) + "\n";
}

}  // namespace tabletop::net
