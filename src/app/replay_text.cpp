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
class LineReader {
 public:
  explicit LineReader(const ReplayInput& input) : input_(input), buffer_(64 * 1024) {}

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

}  // namespace

void replay_input(const GameEntry& game, const ReplayInput& input, bool with_match,
                  const std::function<void(ReplayResult&& result, std::uint64_t line)>& each,
                  const std::function<void(const std::string& answer)>& each_answer) {
  LineReader reader(input);
  // The input as a whole, kept while it is within the limits: a single script may span many lines.
  std::string whole;
  bool whole_kept = true;
  const auto keep_whole = [&](const Line& line) {
    if (!whole_kept) return;
    if (reader.consumed() > jsonread::kMaxBytes) {
      whole_kept = false;
      std::string().swap(whole);
      return;
    }
    whole += line.text;
    if (line.newline) whole += '\n';
  };
  const auto whole_problem = [&] {
    if (!whole_kept || reader.consumed() > jsonread::kMaxBytes) {
      return input.name + " is " + jsonread::size_problem(reader.consumed());
    }
    if (const std::string problem = jsonread::limits_problem(whole); !problem.empty()) {
      return input.name + " is " + problem;
    }
    return input.name + " is not valid JSON (" + json_problem(whole) + ")";
  };
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

  Line first;
  do {
    if (!reader.next(first)) throw BadData(whole_problem());
    keep_whole(first);
  } while (first.blank);
  std::string problem;
  const json first_script = parse_line(first, problem);
  Line line;
  bool more = false;  // a second script line follows
  if (problem.empty()) {
    // The first line is a script: the input is that script alone, or JSON Lines.
    while (!more && reader.next(line)) more = !line.blank;
    if (!more) {
      if (reader.consumed() > jsonread::kMaxBytes) throw BadData(whole_problem());
      each(game.replay(first_script, with_match), 0);
      return;
    }
  } else {
    // One script over several lines, or a bad first line.
    while (reader.next(line)) {
      keep_whole(line);
      more = more || !line.blank;
      if (more && !whole_kept) break;  // not one script, and the first line is bad: no need to read on
    }
    json script = json(json::value_t::discarded);
    if (whole_kept && jsonread::limits_problem(whole).empty()) script = json::parse(whole, nullptr, false);
    if (!script.is_discarded()) {
      std::string().swap(whole);
      each(game.replay(script, with_match), 0);
      return;
    }
    if (!more) throw BadData(whole_problem());
    throw BadData("line " + std::to_string(first.number) + ": " + problem);
  }
  // JSON Lines: each line is played and handed on before the next is read.
  std::string().swap(whole);
  play(first_script, first.number);
  const bool straight = !with_match && game.answer_line && each_answer;
  std::string answer;
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
  } while (reader.next(line));
}

}  // namespace tabletop
