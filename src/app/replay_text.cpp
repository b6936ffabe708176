#include "tabletop/app/replay_text.hpp"

#include <algorithm>
#include <cstring>
#include <vector>

#include "tabletop/core/json_read.hpp"

namespace tabletop {

std::string json_problem(const std::string& text) {
  if (text.find_first_not_of(" \t\r\n") == std::string::npos) return "empty input";
  try {
    const json parsed = json::parse(text);
    return parsed.is_discarded() ? "unreadable" : "valid";
  } catch (const json::parse_error& e) {
    return "byte " + std::to_string(e.byte) + ": syntax error";
  } catch (const json::exception&) {  // a number too large for a double, and the like
    return "a value out of range";
  }
}

namespace {

bool blank(const char* begin, const char* end) {
  return std::all_of(begin, end, [](char c) { return c == ' ' || c == '\t' || c == '\r'; });
}

// One line of the input: its text (no more of it than the limit lets a script be, plus a byte), its
// whole length, and whether it holds anything but blanks.
struct Line {
  std::uint64_t number = 0;
  std::string text;
  std::size_t length = 0;
  bool blank = true;
  bool newline = false;  // it ended with '\n' (the input's last line may not)
};

// The input split at '\n' as it is read, a buffer at a time; a line longer than a script may be is
// measured, not kept.
class InputLines {
 public:
  explicit InputLines(const ReplayInput& input) : input_(input), buffer_(64 * 1024) {}

  bool next(Line& line) {
    line.text.clear();
    line.length = 0;
    line.blank = true;
    line.newline = false;
    bool any = false;
    for (;;) {
      if (pos_ == end_ && !fill()) break;
      any = true;
      const char* start = buffer_.data() + pos_;
      const char* stop = buffer_.data() + end_;
      const char* found = static_cast<const char*>(std::memchr(start, '\n', static_cast<std::size_t>(stop - start)));
      const char* piece_end = found != nullptr ? found : stop;
      const auto size = static_cast<std::size_t>(piece_end - start);
      const std::size_t kept = std::min(size, kKeep - line.text.size());
      line.text.append(start, kept);
      if (line.blank) line.blank = blank(start, piece_end);
      line.length += size;
      pos_ += size + (found != nullptr ? 1 : 0);
      consumed_ += size + (found != nullptr ? 1 : 0);
      if (found != nullptr) {
        line.newline = true;
        break;
      }
    }
    if (!any) return false;
    line.number = ++lines_;
    return true;
  }

  // Bytes read so far, line ends included.
  std::uint64_t consumed() const { return consumed_; }

  static constexpr std::size_t kKeep = jsonread::kMaxBytes + 1;

 private:
  bool fill() {
    if (done_) return false;
    if (input_.before_read) input_.before_read();
    pos_ = 0;
    end_ = input_.read(buffer_.data(), buffer_.size());
    done_ = end_ == 0;
    return !done_;
  }

  const ReplayInput& input_;
  std::vector<char> buffer_;
  std::size_t pos_ = 0, end_ = 0;
  bool done_ = false;
  std::uint64_t lines_ = 0, consumed_ = 0;
};

// A line's script within the limits, or nothing; `problem` says why not, as the messages put it.
json parse_line(const Line& line, std::string& problem) {
  problem =
      line.length > jsonread::kMaxBytes ? jsonread::size_problem(line.length) : jsonread::limits_problem(line.text);
  if (!problem.empty()) {
    problem = "the script is " + problem;
    return json(json::value_t::discarded);
  }
  json script = json::parse(line.text, nullptr, false);
  if (script.is_discarded()) problem = "not valid JSON (" + json_problem(line.text) + ")";
  return script;
}

// The input as a whole, kept while it is within the limits: a single script may span many lines.
class WholeInput {
 public:
  WholeInput(const InputLines& lines, const std::string& name) : lines_(lines), name_(name) {}

  void keep(const Line& line) {
    if (!kept_) return;
    if (lines_.consumed() > jsonread::kMaxBytes) {
      kept_ = false;
      drop();
      return;
    }
    text_ += line.text;
    if (line.newline) text_ += '\n';
  }
  bool kept() const { return kept_; }
  void drop() { std::string().swap(text_); }

  // The whole input as one script, or discarded.
  json script() const {
    if (!kept_ || !jsonread::limits_problem(text_).empty()) return json(json::value_t::discarded);
    return json::parse(text_, nullptr, false);
  }

  // Why the input is no script, as the messages put it.
  std::string problem() const {
    if (!kept_ || lines_.consumed() > jsonread::kMaxBytes) {
      return name_ + " is " + jsonread::size_problem(lines_.consumed());
    }
    if (const std::string limits = jsonread::limits_problem(text_); !limits.empty()) return name_ + " is " + limits;
    return name_ + " is not valid JSON (" + json_problem(text_) + ")";
  }

 private:
  const InputLines& lines_;
  const std::string& name_;
  std::string text_;
  bool kept_ = true;
};

// The first line holding anything but blanks; throws when there is none.
Line first_filled_line(InputLines& lines, WholeInput& whole) {
  Line first;
  do {
    if (!lines.next(first)) throw BadData(whole.problem());
    whole.keep(first);
  } while (first.blank);
  return first;
}

// After a first line that is no script: the input read on as one script over several lines. Throws
// when it is none, naming the first line's `problem` when more lines than it hold anything.
json single_script(InputLines& lines, WholeInput& whole, const Line& first, const std::string& problem) {
  Line line;
  bool more = false;  // a line after the first holds something
  while (lines.next(line)) {
    whole.keep(line);
    more = more || !line.blank;
    if (more && !whole.kept()) break;  // not one script, and the first line is bad: no need to read on
  }
  json script = whole.script();
  if (!script.is_discarded()) {
    whole.drop();
    return script;
  }
  if (!more) throw BadData(whole.problem());
  throw BadData("line " + std::to_string(first.number) + ": " + problem);
}

// JSON Lines after their first: each line is played and handed on before the next is read.
void play_json_lines(const HeadlessEntry& game, bool with_match, InputLines& lines, Line& line,
                     const std::function<void(const json& script, std::uint64_t number)>& play,
                     const std::function<void(const std::string& answer)>& each_answer) {
  const bool straight = !with_match && game.answer_line && each_answer;
  std::string answer;
  std::string problem;
  do {
    if (line.blank) continue;
    answer.clear();
    if (straight && line.length == line.text.size() && game.answer_line(line.text, answer)) {
      each_answer(answer);
      continue;
    }
    const json script = parse_line(line, problem);
    if (!problem.empty()) throw BadData("line " + std::to_string(line.number) + ": " + problem);
    play(script, line.number);
  } while (lines.next(line));
}

}  // namespace

void replay_input(const HeadlessEntry& game, const ReplayInput& input, bool with_match,
                  const std::function<void(ReplayResult&& result, std::uint64_t line)>& each,
                  const std::function<void(const std::string& answer)>& each_answer) {
  InputLines lines(input);
  WholeInput whole(lines, input.name);
  const Line first = first_filled_line(lines, whole);
  std::string problem;
  const json first_script = parse_line(first, problem);
  if (!problem.empty()) {
    // One script over several lines, or a bad first line.
    each(game.replay(single_script(lines, whole, first, problem), with_match), 0);
    return;
  }
  // The first line is a script: the input is that script alone, or JSON Lines.
  Line line;
  bool more = false;  // a second script line follows
  while (!more && lines.next(line)) more = !line.blank;
  if (!more) {
    if (lines.consumed() > jsonread::kMaxBytes) throw BadData(whole.problem());
    each(game.replay(first_script, with_match), 0);
    return;
  }
  whole.drop();
  const auto play = [&](const json& script, std::uint64_t number) {
    ReplayResult result;
    const std::string where = "line " + std::to_string(number) + ": ";
    try {
      result = game.replay(script, with_match);
    } catch (const IllegalMove& e) {
      throw IllegalMove(where + e.what());
    } catch (const BadData& e) {
      throw BadData(where + e.what());
    }
    each(std::move(result), number);
  };
  play(first_script, first.number);
  play_json_lines(game, with_match, lines, line, play, each_answer);
}

}  // namespace tabletop
