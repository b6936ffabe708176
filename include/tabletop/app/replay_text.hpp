#pragma once
// A replay input played through a game: one JSON script, or JSON Lines (one script per line), read
// and answered a line at a time. Shared by `tabletop replay` and the fuzz targets.
#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>

#include "tabletop/registry/headless_entry.hpp"

namespace tabletop {

// Where the input comes from: puts up to `size` bytes into `buffer` and returns how many, 0 at the
// end. It may wait for them (a pipe), so the caller's output is flushed before each call.
using ReadSome = std::function<std::size_t(char* buffer, std::size_t size)>;

struct ReplayInput {
  ReadSome read;
  std::string name;                   // how the input is called in messages: a file name, or "-"
  std::function<void()> before_read;  // runs before each read (flushes what was written so far)
};

// Plays the input: a single script (which may span many lines) gives one result with `line` 0;
// JSON Lines give each line's result, with its line number, as soon as that line is played and
// before the next is read, so no length of input costs memory. Jsonread's limits hold for the
// single script and for each line. Throws BadData naming the line (JSON Lines) or IllegalMove or
// BadData from the game; the earlier lines' results have been handed to `each` by then.
// Without `with_match`, a JSON Lines line the game answers straight from its text
// (HeadlessEntry::answer_line) is handed to `each_answer` as the text to print (no line end) instead.
void replay_input(const HeadlessEntry& game, const ReplayInput& input, bool with_match,
                  const std::function<void(ReplayResult&& result, std::uint64_t line)>& each,
                  const std::function<void(const std::string& answer)>& each_answer = {});

// Where a JSON text goes wrong, in a few words ("byte 12: syntax error").
std::string json_problem(const std::string& text);

}  // namespace tabletop
