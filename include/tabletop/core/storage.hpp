#pragma once
// Files on disk: where the save directory is, atomic writes, and versioned JSON documents that are
// checked on the way in. Nothing here ever overwrites a file it could not read.
#include <filesystem>
#include <istream>
#include <optional>
#include <string>

#include "tabletop/core/game.hpp"

namespace tabletop {

namespace fs = std::filesystem;

// --save-dir, else TABLETOP_SAVE_DIR, else $XDG_STATE_HOME/tabletop, else ~/.local/state/tabletop.
// Relative XDG values are ignored, as the XDG specification asks.
fs::path resolve_save_dir(const std::optional<std::string>& from_command_line);

// Creates the directory (0700) if it is missing; "" or the problem.
std::string make_private_dir(const fs::path& dir);

// The file that stands where `dir` or one of the folders above it should be (a plain file named
// /tmp/x for /tmp/x/saves), or "" when there is none: the system says only "Not a directory".
fs::path file_in_the_way(const fs::path& dir);
// "X is a file, not a folder", naming the file in the way of `path`'s folder, else the system's reason.
std::string not_a_folder_words(const fs::path& path);

// Writes a temporary file in the same directory, fsyncs it, renames it over `path` and fsyncs the
// directory: a crash at any instant leaves the old file or the new one. Returns "" or the problem.
std::string write_file_atomic(const fs::path& path, const std::string& text);

struct LoadedDocument {
  enum class Status { missing, ok, unreadable };
  Status status = Status::missing;
  json doc;
  std::string problem;  // for unreadable: what is wrong, in a sentence naming the file's full path
  std::string what;     // the same without the file's name, for a player's sentence ("the file is damaged")
  std::string reason;   // for unreadable: the same in one word for a file name (damaged, too-deep, ...)
};

// The whole text of a regular file of at most `cap` bytes, or nothing: missing (problem stays ""),
// or refused with the problem in words (a FIFO, a device or a directory, which are never opened for
// a blocking read, or a file too large, which is never read).
std::optional<std::string> read_regular_file(const fs::path& path, std::size_t cap, std::string& problem);
// A regular file opened for reading (never blocking on a FIFO or a device), or -1: missing (problem
// stays "") or refused with the problem in words, as read_regular_file says it.
int open_regular_file(const fs::path& path, std::string& problem);
// A stream (standard input) read to its end, or refused once it passes `cap` bytes: a pipe that
// never ends is not read without end. `shown` names it in the message.
std::string read_capped(std::istream& in, std::size_t cap, const std::string& shown);

// Reads a JSON document (within jsonread's limits) and checks its "format" name and "version" (1..max_version).
LoadedDocument load_document(const fs::path& path, const std::string& format, int max_version);

// Renames a refused file to <stem>.<reason>-<UTC timestamp>.json next to it, the reason being one
// word such as damaged or unplayable; returns the new path (or "" if even that failed).
fs::path move_aside(const fs::path& path, const std::string& reason);

// Removes temporary files that writers killed mid-write left in `dir` (their process is gone);
// returns how many.
int remove_abandoned_temp_files(const fs::path& dir);

// One tabletop at a time writes a save directory: an flock on <dir>/tabletop.lock, which holds the
// owner's pid. The kernel drops the lock when its process dies, so a crash never leaves it behind.
class SaveDirLock {
 public:
  SaveDirLock() = default;
  bool held() const { return fd_ >= 0; }
  ~SaveDirLock();
  SaveDirLock(const SaveDirLock&) = delete;
  SaveDirLock& operator=(const SaveDirLock&) = delete;
  // "" once held; else what stops it, naming the process that holds it and what to do instead.
  std::string take(const fs::path& dir);

 private:
  int fd_ = -1;
};

// The UTC time as 2026-11-21T23:17:39Z.
std::string utc_timestamp();

}  // namespace tabletop
