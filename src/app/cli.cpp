#include "tabletop/app/cli.hpp"

#include <unistd.h>

#include <fstream>
#include <iostream>
#include <optional>
#include <sstream>

#include "tabletop/app/app.hpp"
#include "tabletop/app/game_entry.hpp"
#include "tabletop/app/key_fuzz.hpp"
#include "tabletop/app/records_command.hpp"
#include "tabletop/app/replay_text.hpp"
#include "tabletop/core/json_read.hpp"
#include "tabletop/core/save_session.hpp"
#include "tabletop/games/getaway/board.hpp"

namespace tabletop {
namespace {

constexpr int kBadInput = 2;
constexpr std::size_t kMaxReplayBytes = 512u * 1024 * 1024;  // a batch of JSON Lines; each line has jsonread's limits

struct Args {
  std::vector<std::string> words;                   // the command and its operands
  std::vector<std::pair<std::string, std::string>> options;  // --name value (or "" for flags)
  std::optional<std::string> option(const std::string& name) const {
    for (const auto& [k, v] : options) {
      if (k == name) return v;
    }
    return std::nullopt;
  }
};

const std::vector<std::string> kFlags = {"--help", "-h", "--version", "--ascii", "--autosave", "--json"};

Args parse(const std::vector<std::string>& raw) {
  Args args;
  for (std::size_t i = 0; i < raw.size(); ++i) {
    const std::string& a = raw[i];
    if (a.rfind("--", 0) == 0 || a == "-h") {
      if (std::find(kFlags.begin(), kFlags.end(), a) != kFlags.end()) {
        args.options.emplace_back(a, "");
      } else if (const auto eq = a.find('='); eq != std::string::npos) {
        args.options.emplace_back(a.substr(0, eq), a.substr(eq + 1));
      } else if (i + 1 < raw.size()) {
        args.options.emplace_back(a, raw[++i]);
      } else {
        throw BadData(a + " needs a value");
      }
    } else {
      args.words.push_back(a);
    }
  }
  return args;
}

// Every command takes only its own options: a misspelt or misplaced one is an error, never ignored.
void allow_only(const Args& args, const std::string& command, std::vector<std::string> allowed) {
  allowed.push_back("--save-dir");
  for (const auto& [name, value] : args.options) {
    if (std::find(allowed.begin(), allowed.end(), name) == allowed.end()) {
      throw BadData("unknown option " + name + " for " + command + " (see tabletop --help)");
    }
  }
}

std::string usage() {
  std::ostringstream u;
  u << "tabletop " << TABLETOP_VERSION << ": five tabletop games in the terminal\n\n"
    << "Usage:\n"
    << "  tabletop [--save-dir DIR] [--ascii]      play (resumes the last unfinished game)\n"
    << "  tabletop replay GAME FILE [--autosave]   play a JSON script, print the final state as JSON\n"
    << "                                           (FILE may be - for stdin; JSON Lines: one result per line)\n"
    << "  tabletop state GAME                      print the autosaved game as JSON\n"
    << "  tabletop sim GAME [--games N] [--seed S] [--seats STYLE,STYLE,...] [--OPTION VALUE]\n"
    << "                                           robots play each other; prints a JSON summary\n"
    << "  tabletop sample GAME [--moves N] [--seed S] [--autosave]\n"
    << "                                           random robots play N moves of a new game (people seated)\n"
    << "  tabletop --fuzz-keys N --save-dir DIR [--seed S] [--game ID]\n"
    << "                                           drive the interface headlessly with random keys (a test)\n"
    << "  tabletop check-board FILE                check a Gary's Great Getaway board file (- for stdin):\n"
    << "                                           a summary of the board, or the first error in it\n"
    << "  tabletop records [GAME] [--json]         games played, wins, streaks and best scores\n"
    << "  tabletop --help | --version\n\n"
    << "Saves: --save-dir DIR, else $TABLETOP_SAVE_DIR, else $XDG_STATE_HOME/tabletop,\n"
    << "       else ~/.local/state/tabletop.\n\n"
    << "Games and robot styles:\n";
  for (const auto& g : games()) {
    u << "  " << g.id << std::string(std::max<std::size_t>(1, 13 - g.id.size()), ' ') << g.title << " (robots:";
    for (const auto& s : g.style_ids) u << ' ' << s;
    u << ")\n";
  }
  u << "\nExit status: 0 on success, 2 on bad input (one line on stderr says what and where).\n";
  return u.str();
}

const GameEntry& game_or_throw(const std::string& id) {
  const GameEntry* game = find_game(id);
  if (game == nullptr) {
    std::string known;
    for (const auto& g : games()) known += (known.empty() ? "" : ", ") + g.id;
    throw BadData("unknown game '" + id + "' (games: " + known + ")");
  }
  return *game;
}

// Standard input or a regular file, at most `cap` bytes: a pipe that never ends or a huge file is
// refused instead of read without end.
std::string read_input(const std::string& path, std::size_t cap) {
  const std::string shown = path == "-" ? "standard input" : path;
  std::string text;
  if (path == "-") {
    char buffer[65536];
    while (std::cin.read(buffer, sizeof buffer) || std::cin.gcount() > 0) {
      text.append(buffer, static_cast<std::size_t>(std::cin.gcount()));
      if (text.size() > cap) break;
    }
  } else {
    std::string problem;
    std::optional<std::string> read = read_regular_file(path, cap, problem);
    if (!read) throw BadData(problem.empty() ? "cannot read " + path + ": no such file" : problem);
    text = std::move(*read);
  }
  if (text.size() > cap) throw BadData(shown + " is larger than " + std::to_string(cap / (1024 * 1024)) + " MiB");
  return text;
}

// --autosave: the result becomes the game's autosave, as if played in the terminal. A save there that
// cannot be played is moved aside first (and said so), never overwritten unseen.
void autosave(const Args& args, const GameEntry& game, const ReplayResult& result, std::ostream& err) {
  SaveSession saves(resolve_save_dir(args.option("--save-dir")));
  if (std::string problem = saves.claim(); !problem.empty()) throw BadData(problem);
  std::string notice;
  saves.open_game(game.id, game.check, notice);
  if (!notice.empty()) err << "tabletop: " << notice << "\n";
  if (std::string problem = saves.save_game(game.id, result.match, result.finished); !problem.empty()) {
    throw BadData("saving failed: " + problem);
  }
}

int replay(const Args& args, std::ostream& out, std::ostream& err) {
  if (args.words.size() != 3) throw BadData("usage: tabletop replay GAME FILE [--autosave]");
  allow_only(args, "replay", {"--autosave"});
  const GameEntry& game = game_or_throw(args.words[1]);
  const std::vector<ReplayResult> results = replay_text(game, read_input(args.words[2], kMaxReplayBytes), args.words[2]);
  if (args.option("--autosave")) {
    if (results.size() != 1) throw BadData("--autosave takes a single script, not JSON Lines");
    autosave(args, game, results[0], err);
  }
  // One script prints one JSON document; JSON Lines print one line per script.
  for (const auto& r : results) out << r.summary.dump() << "\n";
  return 0;
}

int state(const Args& args, std::ostream& out) {
  if (args.words.size() != 2) throw BadData("usage: tabletop state GAME");
  allow_only(args, "state", {});
  const GameEntry& game = game_or_throw(args.words[1]);
  // Only a look: a save that cannot be played is named and left where it is (the game moves it aside).
  const SaveSession saves(resolve_save_dir(args.option("--save-dir")));
  const LoadedDocument saved = saves.read_game(game.id);
  if (saved.status == LoadedDocument::Status::missing) throw BadData("no saved " + game.id + " game in " + saves.dir().string());
  if (saved.status == LoadedDocument::Status::unreadable) throw BadData(saved.problem);
  try {
    out << game.summary(saved.doc["match"]).dump() << "\n";
  } catch (const std::exception& e) {
    throw BadData(saves.game_path(game.id).string() + " holds a game that cannot go on (" + e.what() + ")");
  }
  return 0;
}

int to_int(const std::string& text, const std::string& what);

// A game in progress made by random robots, for trying out a screen, tests and the benchmark.
int sample(const Args& args, std::ostream& out, std::ostream& err) {
  if (args.words.size() != 2) throw BadData("usage: tabletop sample GAME [--moves N] [--seed S] [--autosave]");
  allow_only(args, "sample", {"--moves", "--seed", "--autosave"});
  const GameEntry& game = game_or_throw(args.words[1]);
  const int moves = to_int(args.option("--moves").value_or("40"), "--moves");
  const auto seed = static_cast<std::uint64_t>(to_int(args.option("--seed").value_or("1"), "--seed"));
  const ReplayResult result = game.sample(seed, moves);
  if (args.option("--autosave")) autosave(args, game, result, err);
  out << result.summary.dump() << "\n";
  return 0;
}

int check_board(const Args& args, std::ostream& out) {
  if (args.words.size() != 2) throw BadData("usage: tabletop check-board FILE");
  allow_only(args, "check-board", {});
  const std::string& path = args.words[1];
  out << getaway::board_summary(path == "-" ? getaway::parse_board(read_input("-", getaway::kMaxBoardBytes), "stdin")
                                            : getaway::load_board_file(getaway::find_board(path), path));
  return 0;
}

int to_int(const std::string& text, const std::string& what) {
  try {
    std::size_t used = 0;
    const long long v = std::stoll(text, &used);
    if (used != text.size() || v < 0 || v > 100000000) throw std::out_of_range(what);
    return static_cast<int>(v);
  } catch (const std::logic_error&) {
    throw BadData(what + " must be a whole number, not '" + text + "'");
  }
}

int sim(const Args& args, std::ostream& out) {
  if (args.words.size() != 2) throw BadData("usage: tabletop sim GAME [--games N] [--seed S] [--seats A,B]");
  const GameEntry& game = game_or_throw(args.words[1]);
  std::vector<std::string> allowed = {"--games", "--seed", "--seats"};
  for (const auto& key : game.sim_options) allowed.push_back("--" + key);
  allow_only(args, "sim " + game.id, allowed);
  SimOptions options;
  std::vector<std::string> seats = game.default_sim_seats;
  json params = json::object();
  for (const auto& [name, value] : args.options) {
    if (name == "--games") {
      options.games = to_int(value, "--games");
    } else if (name == "--seed") {
      options.seed = static_cast<std::uint64_t>(to_int(value, "--seed"));
    } else if (name == "--seats") {
      seats.clear();
      std::istringstream list(value);
      for (std::string s; std::getline(list, s, ',');) seats.push_back(s);
    } else if (name != "--save-dir") {
      const std::string key = name.substr(2);
      if (const std::string problem = jsonread::limits_problem(value); !problem.empty()) {
        throw BadData(name + " is " + problem);
      }
      json parsed = json::parse(value, nullptr, false);
      params[key] = parsed.is_discarded() ? json(value) : parsed;
    }
  }
  SimReport report = game.sim(params, seats, options);
  json summary = report.to_json();
  summary["game"] = game.id;
  summary["seed"] = options.seed;
  summary["params"] = params;
  out << summary.dump(2) << "\n";
  return 0;
}

}  // namespace

int run_command_line(const std::vector<std::string>& raw, std::ostream& out, std::ostream& err) {
  try {
    const Args args = parse(raw);
    if (args.option("--help") || args.option("-h")) {
      out << usage();
      return 0;
    }
    if (args.option("--version")) {
      out << "tabletop " << TABLETOP_VERSION << "\n";
      return 0;
    }
    if (const auto keys = args.option("--fuzz-keys")) {
      KeyFuzzOptions fuzz;
      fuzz.keys = to_int(*keys, "--fuzz-keys");
      if (const auto seed = args.option("--seed")) fuzz.seed = static_cast<std::uint64_t>(to_int(*seed, "--seed"));
      fuzz.game = args.option("--game").value_or("");
      if (!fuzz.game.empty()) game_or_throw(fuzz.game);
      fuzz.save_dir = args.option("--save-dir").value_or("");
      if (fuzz.save_dir.empty()) throw BadData("--fuzz-keys needs --save-dir (a scratch directory)");
      return run_key_fuzz(fuzz, out, err);
    }
    if (args.words.empty()) {
      if (!isatty(STDIN_FILENO) || !isatty(STDOUT_FILENO)) {
        err << "tabletop: the game needs a terminal; see tabletop --help for the headless commands\n";
        return kBadInput;
      }
      allow_only(args, "tabletop", {"--ascii"});
      // A second copy on the same saves would overwrite the first one's game: it stops at once instead.
      SaveSession saves(resolve_save_dir(args.option("--save-dir")));
      if (std::string problem = saves.claim(); !problem.empty()) {
        err << "tabletop: " << problem << ". Finish playing there first, or give this one its own --save-dir.\n";
        return kBadInput;
      }
      App app(AppOptions{args.option("--ascii").has_value()}, saves);
      return app.run();
    }
    const std::string& command = args.words[0];
    if (command == "replay") return replay(args, out, err);
    if (command == "state") return state(args, out);
    if (command == "sim") return sim(args, out);
    if (command == "sample") return sample(args, out, err);
    if (command == "check-board") return check_board(args, out);
    if (command == "records") {
      if (args.words.size() > 2) throw BadData("usage: tabletop records [GAME] [--json]");
      allow_only(args, "records", {"--json"});
      print_records(resolve_save_dir(args.option("--save-dir")), args.words.size() == 2 ? args.words[1] : "",
                    args.option("--json").has_value(), out);
      return 0;
    }
    throw BadData("unknown command '" + command + "' (see tabletop --help)");
  } catch (const std::exception& e) {
    err << "tabletop: " << e.what() << "\n";
    return kBadInput;
  }
}

}  // namespace tabletop
