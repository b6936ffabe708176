#include "tabletop/app/cli.hpp"

#include <CLI/CLI.hpp>

#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>

#include <fstream>
#include <iostream>
#include <iterator>
#include <limits>
#include <map>
#include <optional>
#include <sstream>

#include "tabletop/app/app.hpp"
#include "tabletop/app/hosting.hpp"
#include "tabletop/app/key_fuzz.hpp"
#include "tabletop/app/records_command.hpp"
#include "tabletop/app/replay_text.hpp"
#include "tabletop/core/json_read.hpp"
#include "tabletop/core/save_session.hpp"
#include "tabletop/net/client.hpp"
#include "tabletop/net/socket.hpp"
#include "tabletop/registry/game_entry.hpp"

namespace tabletop {
namespace {

constexpr int kBadInput = 2;

// The usage's lines on the games' own commands, in the layout of the others.
std::string game_command_lines() {
  std::string lines;
  for (const auto& g : games()) {
    for (const auto& c : g.commands) {
      const std::string head = "  tabletop " + c.name + " " + c.operand;
      for (std::size_t i = 0; i < c.about.size(); ++i) {
        const std::string lead = i == 0 ? head : "";
        lines += lead + std::string(std::max<std::size_t>(1, 43 - lead.size()), ' ') + c.about[i] + "\n";
      }
    }
  }
  return lines;
}

std::string usage() {
  std::ostringstream u;
  u << "tabletop " << TABLETOP_VERSION << ": five tabletop games in the terminal\n\n"
    << "Usage:\n"
    << "  tabletop [GAME] [--save-dir DIR] [--ascii]\n"
    << "                                           play: GAME's game in progress or its setup, else\n"
    << "                                           the last unfinished game (or the menu)\n"
    << "  tabletop replay GAME FILE [--autosave]   play a JSON script, print the final state as JSON\n"
    << "                                           (FILE may be - for stdin; JSON Lines: one result per line)\n"
    << "  tabletop state GAME                      print the autosaved game as JSON\n"
    << "  tabletop sim GAME [--games N] [--seed S] [--seats STYLE,STYLE,...] [--OPTION VALUE]\n"
    << "                                           robots play each other; prints a JSON summary\n"
    << "  tabletop sample GAME [--moves N] [--seed S] [--autosave] [--OPTION VALUE]\n"
    << "                                           random robots play N moves of a new game (people seated)\n"
    << "  tabletop --fuzz-keys N --save-dir DIR [--seed S] [--game ID]\n"
    << "                                           drive the interface headlessly with random keys (a test)\n"
    << game_command_lines()
    << "  tabletop records [GAME] [--json]         games played, wins, streaks and best scores\n"
    << "  tabletop host [GAME] [--table NAME] [--group GROUP]\n"
    << "                                           play a game that others join from their own terminals\n"
    << "  tabletop join [TABLE] [--name NAME] [--watch] [--ssh [USER@]HOST]\n"
    << "                                           join a hosted game (on another machine: through ssh,\n"
    << "                                           with ssh's own options after --)\n"
    << "  tabletop bridge [TABLE]                  connect standard input and output to a table (what\n"
    << "                                           join --ssh runs on the host's machine)\n"
    << "  tabletop --list-games                    one line per game: its id, a tab, its title\n"
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

// Standard input or a regular file, read a piece at a time: a FIFO or a device in place of the file
// is refused at once, never waited on.
class InputFd {
 public:
  explicit InputFd(const std::string& path) {
    if (path == "-") return;
    std::string problem;
    fd_ = open_regular_file(path, problem);
    owned_ = fd_ >= 0;
    if (fd_ < 0) throw BadData(problem.empty() ? "cannot read " + path + ": no such file" : problem);
  }
  ~InputFd() {
    if (owned_) ::close(fd_);
  }
  InputFd(const InputFd&) = delete;
  InputFd& operator=(const InputFd&) = delete;

  std::size_t read(char* buffer, std::size_t size, const std::string& name) const {
    for (;;) {
      const ssize_t n = ::read(fd_, buffer, size);
      if (n >= 0) return static_cast<std::size_t>(n);
      if (errno != EINTR) throw BadData("cannot read " + name + ": " + std::strerror(errno));
    }
  }

 private:
  int fd_ = STDIN_FILENO;
  bool owned_ = false;
};

// What the command line asked for, filled in by CLI11.
struct Request {
  std::optional<std::string> save_dir;
  std::string game;
  std::string file;
  bool autosave = false;
  bool as_json = false;
  int moves = 40;
  std::uint64_t seed = 1;
  SimOptions sim;
  std::string seats;
  std::map<std::string, std::string> game_options;  // sim's --KEY VALUE, by key
  std::string table;                                // host, join, bridge
  std::string group;
  std::string name;
  std::string ssh;
  std::vector<std::string> ssh_options;  // join --ssh: the words after --, passed to ssh
  bool watch = false;
};

fs::path save_dir_of(const Request& r) { return resolve_save_dir(r.save_dir); }

// --autosave: the result becomes the game's autosave, as if played in the terminal. A save there that
// cannot be played is moved aside first (and said so), never overwritten unseen.
void autosave(const Request& r, const GameEntry& game, const ReplayResult& result, std::ostream& err) {
  SaveSession saves(save_dir_of(r));
  if (std::string problem = saves.claim(); !problem.empty()) throw BadData(problem);
  if (!saves.unusable().empty()) throw BadData(saves.unusable());
  std::string notice;
  saves.open_game(game.id, game.check, notice);
  if (!notice.empty()) err << "tabletop: " << notice << "\n";
  if (std::string problem = saves.save_game(game.id, result.match, result.finished); !problem.empty()) {
    throw BadData("saving failed: " + problem);
  }
  if (result.finished) return;
  // The next plain launch continues it, as it would a game left by playing it.
  std::string settings_notice;
  Settings settings = saves.load_settings(settings_notice);
  if (!settings_notice.empty()) err << "tabletop: " << settings_notice << "\n";
  settings.last_game = game.id;
  if (std::string problem = saves.save_settings(settings); !problem.empty()) {
    throw BadData("saving the settings failed: " + problem);
  }
}

int replay(const Request& r, std::ostream& out, std::ostream& err) {
  const GameEntry& game = game_or_throw(r.game);
  const InputFd file(r.file);
  const ReplayInput input{[&](char* buffer, std::size_t size) { return file.read(buffer, size, r.file); }, r.file,
                          [&out] {
                            // Before waiting for more input: a reader at the other end of a pipe gets
                            // every answer so far.
                            if (!out.flush()) throw BadData("cannot write the results: standard output is closed");
                          }};
  // One script prints one JSON document (after --autosave kept it); JSON Lines print a line per
  // script as it is played, and keep nothing.
  try {
    replay_input(
        game, input, r.autosave,
        [&](ReplayResult&& result, std::uint64_t line) {
          if (line == 0 && r.autosave) autosave(r, game, result, err);
          if (line != 0 && r.autosave) throw BadData("--autosave takes a single script, not JSON Lines");
          out << result.summary.dump() << '\n';
        },
        [&](const std::string& answer) { out << answer << '\n'; });
  } catch (const std::exception&) {
    out.flush();  // the results so far come before the error on a terminal too
    throw;
  }
  return 0;
}

int state(const Request& r, std::ostream& out) {
  const GameEntry& game = game_or_throw(r.game);
  // Only a look: a save that cannot be played is named and left where it is (the game moves it aside).
  const SaveSession saves(save_dir_of(r));
  const LoadedDocument saved = saves.read_game(game.id);
  if (saved.status == LoadedDocument::Status::missing)
    throw BadData("no saved " + game.id + " game in " + saves.dir().string());
  if (saved.status == LoadedDocument::Status::unreadable) throw BadData(saved.problem);
  try {
    out << game.summary(saved.doc["match"]).dump() << "\n";
  } catch (const std::exception& e) {
    throw BadData(saves.game_path(game.id).string() + " holds a game that cannot go on (" + e.what() + ")");
  }
  return 0;
}

// The game's own --KEY VALUE options of `command` (sim or sample) as setup values: a value that reads
// as JSON is taken as such (--size 9), anything else as text (--length short).
json game_params(const Request& r, const GameEntry& game, const std::string& command) {
  json params = json::object();
  for (const auto& [key, value] : r.game_options) {
    // Every game's options are known to the parser; each game takes only its own.
    const std::string& wanted = key;  // a name the lambda can take (clang 14 takes no structured binding)
    const auto option = std::find_if(game.sim_options.begin(), game.sim_options.end(),
                                     [&wanted](const SimOption& o) { return o.key == wanted; });
    if (option == game.sim_options.end()) {
      throw BadData("unknown option --" + key + " for " + command + " " + game.id + " (see tabletop " + command +
                    " --help)");
    }
    for (const std::string& other : option->excludes) {
      // Both would be read and one silently ignored: the person meant one of them.
      if (r.game_options.count(other) != 0) throw BadData("--" + key + " and --" + other + " cannot both be given");
    }
    if (const std::string problem = jsonread::limits_problem(value); !problem.empty()) {
      throw BadData("--" + key + " is " + problem);
    }
    json parsed = json::parse(value, nullptr, false);
    params[key] = parsed.is_discarded() ? json(value) : parsed;
  }
  return params;
}

// A game in progress made by random robots, for trying out a screen, tests and the benchmark.
int sample(const Request& r, std::ostream& out, std::ostream& err) {
  const GameEntry& game = game_or_throw(r.game);
  const ReplayResult result = game.sample(game_params(r, game, "sample"), r.seed, r.moves);
  if (r.autosave) autosave(r, game, result, err);
  out << result.summary.dump() << "\n";
  return 0;
}

int sim(const Request& r, std::ostream& out) {
  const GameEntry& game = game_or_throw(r.game);
  std::vector<std::string> seats = game.default_sim_seats;
  if (!r.seats.empty()) {
    seats.clear();
    std::istringstream list(r.seats);
    for (std::string s; std::getline(list, s, ',');) seats.push_back(s);
  }
  const json params = game_params(r, game, "sim");
  SimReport report = game.sim(params, seats, r.sim);
  json summary = report.to_json();
  summary["game"] = game.id;
  summary["seed"] = r.sim.seed;
  summary["params"] = params;
  out << summary.dump(2) << "\n";
  return 0;
}

int play(const Request& r, bool ascii, std::ostream& out, std::ostream& err) {
  if (!isatty(STDIN_FILENO) || !isatty(STDOUT_FILENO)) {
    err << "tabletop: the game needs a terminal; see tabletop --help for the headless commands\n";
    return kBadInput;
  }
  // A second copy on the same saves would overwrite the first one's game: it stops at once instead.
  SaveSession saves(save_dir_of(r));
  if (std::string problem = saves.claim(); !problem.empty()) {
    err << "tabletop: " << problem << ". Finish playing there first, or give this one its own --save-dir.\n";
    return kBadInput;
  }
  App app(AppOptions{ascii}, saves);
  const int status = app.run(r.game.empty() ? nullptr : find_game(r.game));
  out << app.farewell();
  return status;
}

// A count or a seed as typed: digits only, at most `most`; a number above it is too large, not "not a
// whole number" (CLI11's own checks say neither, and a seed past 2^64-1 would silently saturate).
CLI::Validator whole_number(std::uint64_t most) {
  return CLI::Validator(
      [most](std::string& text) -> std::string {
        const bool digits = !text.empty() && text.find_first_not_of("0123456789") == std::string::npos;
        if (!digits) return "must be a whole number from 0 to " + std::to_string(most) + ", not \"" + text + "\"";
        const std::string limit = std::to_string(most);
        const std::string plain = text.substr(std::min(text.find_first_not_of('0'), text.size() - 1));
        if (plain.size() > limit.size() || (plain.size() == limit.size() && plain > limit)) {
          return text + " is too large (at most " + limit + ")";
        }
        return "";
      },
      "0.." + std::to_string(most));
}
constexpr std::uint64_t kMostCount = 100000000;
constexpr std::uint64_t kMostSeed = std::numeric_limits<std::uint64_t>::max();

// The game ids, for CLI11 to check a GAME operand against.
std::vector<std::string> game_ids() {
  std::vector<std::string> ids;
  for (const auto& g : games()) ids.push_back(g.id);
  return ids;
}

// A GAME operand checked against the games, naming them when it is none of them.
CLI::Validator game_id() {
  return CLI::Validator(
      [](std::string& word) -> std::string {
        const auto ids = game_ids();
        if (std::find(ids.begin(), ids.end(), word) != ids.end()) return "";
        std::string list;
        for (const auto& id : ids) list += (list.empty() ? "" : ", ") + id;
        return "no game is called '" + word + "' (the games: " + list + ")";
      },
      "GAME");
}

}  // namespace

int run_command_line(const std::vector<std::string>& raw, std::ostream& out, std::ostream& err) {
  Request r;
  CLI::App cli{"five tabletop games in the terminal", "tabletop"};
  cli.set_help_flag();  // the program's own page below, which lists the games
  cli.allow_extras();
  bool help = false, version = false, ascii = false, list_games = false;
  KeyFuzzOptions fuzz;
  cli.add_flag("-h,--help", help, "this help");
  cli.add_flag("--version", version, "the program's version");
  cli.add_flag("--list-games", list_games, "the games, one a line (for scripts)");
  cli.add_flag("--ascii", ascii, "draw with ASCII only");
  cli.add_option("--save-dir", r.save_dir, "where saves are kept");
  CLI::Option* fuzz_keys =
      cli.add_option("--fuzz-keys", fuzz.keys, "random keys per game (a test)")->check(whole_number(kMostCount));
  cli.add_option("--seed", fuzz.seed, "the key fuzzer's seed")->needs(fuzz_keys)->check(whole_number(kMostSeed));
  cli.add_option("--game", fuzz.game, "the key fuzzer's one game")->needs(fuzz_keys)->check(game_id());
  cli.add_option("GAME", r.game, "the game to open")->check(game_id());

  const auto command = [&cli, &r](const char* name, const char* about) {
    CLI::App* sub = cli.add_subcommand(name, about);
    sub->set_help_flag("-h,--help", "this command's help");
    sub->allow_extras();  // named below, in the words of the command line as typed
    sub->add_option("--save-dir", r.save_dir, "where saves are kept");
    return sub;
  };
  const auto game_operand = [&r](CLI::App* sub) { sub->add_option("GAME", r.game, "a game id")->required(); };
  CLI::App* replay_cmd =
      command("replay", "play a JSON script (FILE, or - for stdin) and print the final state as JSON");
  game_operand(replay_cmd);
  replay_cmd->add_option("FILE", r.file, "the script; JSON Lines give one result per line")->required();
  replay_cmd->add_flag("--autosave", r.autosave, "keep the result as the game's autosave");
  CLI::App* state_cmd = command("state", "print the autosaved game as JSON");
  game_operand(state_cmd);
  CLI::App* sim_cmd = command("sim", "robots play each other; prints a JSON summary");
  game_operand(sim_cmd);
  sim_cmd->add_option("--games", r.sim.games, "how many games")->check(whole_number(kMostCount));
  sim_cmd->add_option("--seed", r.sim.seed, "the first game's seed")->check(whole_number(kMostSeed));
  sim_cmd->add_option("--seats", r.seats, "robot styles, one per seat: STYLE,STYLE,...");
  std::map<std::string, std::pair<std::string, std::string>> option_help;  // --KEY -> its value's name, its words
  for (const auto& game : games()) {
    for (const auto& o : game.sim_options) {
      auto& [value, about] = option_help[o.key];
      value = o.value;
      about += (about.empty() ? "" : "; ") + game.id + ": " + o.about;
    }
  }
  const auto game_options = [&r, &option_help](CLI::App* sub) {
    for (const auto& [key, words] : option_help) {
      sub->add_option_function<std::string>(
             "--" + key, [&r, key = key](const std::string& value) { r.game_options[key] = value; }, words.second)
          ->type_name(words.first);
    }
  };
  game_options(sim_cmd);
  CLI::App* sample_cmd = command("sample", "random robots play N moves of a new game (people seated)");
  game_operand(sample_cmd);
  game_options(sample_cmd);
  sample_cmd->add_option("--moves", r.moves, "how many moves")->check(whole_number(kMostCount));
  sample_cmd->add_option("--seed", r.seed, "the game's seed")->check(whole_number(kMostSeed));
  sample_cmd->add_flag("--autosave", r.autosave, "keep the result as the game's autosave");
  std::vector<std::pair<CLI::App*, const GameCommand*>> own_cmds;  // the games' own commands
  for (const auto& g : games()) {
    for (const auto& c : g.commands) {
      std::string about = c.about.empty() ? c.name : c.about.front();
      if (!about.empty() && about.back() == ':') about.pop_back();
      CLI::App* sub = command(c.name.c_str(), about.c_str());
      sub->add_option(c.operand, r.file, c.operand)->required();
      own_cmds.emplace_back(sub, &c);
    }
  }
  CLI::App* records_cmd = command("records", "games played, wins, streaks and best scores");
  records_cmd->add_option("GAME", r.game, "one game only");
  records_cmd->add_flag("--json", r.as_json, "as JSON");
  CLI::App* host_cmd = command("host", "play a game that others join from their own terminals");
  host_cmd->add_option("GAME", r.game, "the game to open (its game in progress, else its setup)")->check(game_id());
  host_cmd->add_option("--table", r.table, "the table's name (the game's id, or \"table\")");
  host_cmd->add_option("--group", r.group, "a group whose members may join too");
  host_cmd->add_flag("--ascii", ascii, "draw with ASCII only");
  CLI::App* join_cmd = command("join", "join a hosted game from this terminal");
  join_cmd->add_option("TABLE", r.table, "the table's name or socket (the only one open, if none is named)");
  join_cmd->add_option("--name", r.name, "the name to play under (the login name)");
  join_cmd->add_flag("--watch", r.watch, "look on, without a seat");
  join_cmd->add_option("--ssh", r.ssh, "[USER@]HOST: join a table on another machine through ssh");
  join_cmd->add_flag("--ascii", ascii, "draw with ASCII only");
  CLI::App* bridge_cmd = command("bridge", "connect standard input and output to a table (what join --ssh runs)");
  bridge_cmd->add_option("TABLE", r.table, "the table's name or socket (the only one open, if none is named)");

  const auto commands = cli.get_subcommands([](const CLI::App*) { return true; });
  const auto is_command = [&commands](const std::string& word) {
    return std::any_of(commands.begin(), commands.end(), [&word](const CLI::App* c) { return c->get_name() == word; });
  };
  const auto ids = game_ids();
  const auto is_game = [&ids](const std::string& word) { return std::find(ids.begin(), ids.end(), word) != ids.end(); };
  if (!raw.empty() && !raw[0].empty() && raw[0][0] != '-' && !is_command(raw[0]) && !is_game(raw[0])) {
    err << "tabletop: '" << raw[0] << "' is neither a command nor a game (see tabletop --help)\n";
    return kBadInput;
  }
  // After --, ssh's own options for join --ssh (a port, a key), passed on as they are.
  const auto dashes = std::find(raw.begin(), raw.end(), "--");
  if (dashes != raw.end()) r.ssh_options.assign(dashes + 1, raw.end());
  try {
    std::vector<std::string> reversed(std::make_reverse_iterator(dashes), raw.rend());  // CLI11 takes them last first
    cli.parse(reversed);
  } catch (const CLI::CallForHelp&) {
    out << (cli.get_subcommands().empty() ? usage() : cli.get_subcommands().front()->help("tabletop"));
    return 0;
  } catch (const CLI::ParseError& e) {
    const auto chosen = cli.get_subcommands();
    const std::string where = chosen.empty() ? "" : " " + chosen.front()->get_name();
    err << "tabletop" << where << ": " << e.what() << " (see tabletop" << where << " --help)\n";
    return kBadInput;
  }
  if (const auto extra = cli.remaining(true); !extra.empty()) {
    const auto chosen = cli.get_subcommands();
    const std::string where = chosen.empty() ? "tabletop" : "tabletop " + chosen.front()->get_name();
    err << "tabletop: "
        << (extra[0].rfind("-", 0) == 0 && extra[0] != "-" ? "unknown option " + extra[0] + " for "
                                                           : "unexpected '" + extra[0] + "' after ")
        << where << " (see " << where << " --help)\n";
    return kBadInput;
  }
  try {
    if (help) {
      out << usage();
      return 0;
    }
    if (version) {
      out << "tabletop " << TABLETOP_VERSION << "\n";
      return 0;
    }
    if (list_games) {
      if (!cli.get_subcommands().empty()) throw BadData("--list-games takes no command");
      for (const auto& g : games()) out << g.id << '\t' << g.title << '\n';
      return 0;
    }
    if (*fuzz_keys) {
      if (!cli.get_subcommands().empty()) throw BadData("--fuzz-keys takes no command");
      if (!r.save_dir) throw BadData("--fuzz-keys needs --save-dir (a scratch directory)");
      fuzz.save_dir = *r.save_dir;
      return run_key_fuzz(fuzz, out, err);
    }
    if (cli.get_subcommands().empty()) return play(r, ascii, out, err);
    if (host_cmd->parsed()) return run_host(HostOptions{r.game, r.table, r.group, ascii}, r.save_dir, out, err);
    if (dashes != raw.end() && (!join_cmd->parsed() || r.ssh.empty())) {
      throw BadData("the words after -- are options for ssh, and only join --ssh takes them");
    }
    if (join_cmd->parsed()) {
      const fs::path dir = net::tables_dir(save_dir_of(r));
      return net::run_join(net::JoinOptions{r.table, dir, r.ssh, r.ssh_options, r.name, r.watch, ascii}, err);
    }
    if (ascii) throw BadData("--ascii is for playing in the terminal, not for a command");
    if (bridge_cmd->parsed()) return net::run_bridge(r.table, net::tables_dir(save_dir_of(r)), err);
    if (replay_cmd->parsed()) return replay(r, out, err);
    if (state_cmd->parsed()) return state(r, out);
    if (sim_cmd->parsed()) return sim(r, out);
    if (sample_cmd->parsed()) return sample(r, out, err);
    for (const auto& [sub, own] : own_cmds) {
      if (sub->parsed()) {
        out << own->run(r.file, std::cin);
        return 0;
      }
    }
    print_records(save_dir_of(r), r.game, r.as_json, out);
    return 0;
  } catch (const std::exception& e) {
    err << "tabletop: " << e.what() << "\n";
    return kBadInput;
  }
}

}  // namespace tabletop
