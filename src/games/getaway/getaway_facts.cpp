#include "tabletop/games/getaway/getaway_facts.hpp"

#include "tabletop/core/data_dir.hpp"
#include "tabletop/core/located_error.hpp"
#include "tabletop/core/storage.hpp"
#include "tabletop/games/getaway/getaway_replay.hpp"
#include "tabletop/games/getaway/getaway_robots.hpp"

namespace tabletop::getaway {
namespace {

std::vector<std::string> style_ids() {
  std::vector<std::string> ids;
  for (const auto& s : robot_styles()) ids.push_back(s.id);
  return ids;
}

std::vector<std::string> names_of(const json& setup) {
  std::vector<std::string> names;
  for (const auto& seat : seats_from_setup(setup, setup_players(setup), style_ids())) names.push_back(seat.name);
  return names;
}

// The names of a game started from a setup, each its own.
std::vector<std::string> distinct_names(const json& setup) {
  const std::vector<std::string> names = names_of(setup);
  require_distinct_names(names);
  return names;
}

}  // namespace

// Said when no shipped board is found (a copied program finds no data beside it): where they were
// looked for, and how to mend it.
std::string no_shipped_boards() {
  return "No shipped boards were found in " + (data_dir() / "boards").string() + ". " + data_dir_way_out() +
         " Or type the path of a board file of your own.";
}

// The board a setup names: a shipped board's file name, or "" and a typed path in "path"; a setup
// with a path and no board (`sim getaway --path FILE`) means that path; "board_text" is a board itself.
Board setup_board(const json& setup) {
  // An older script's board text comes in its setup (getaway_replay.cpp).
  if (setup.is_object() && setup.contains("board_text") && setup["board_text"].is_string())
    return parse_board(setup["board_text"].get<std::string>(), "board_text");
  for (const char* key : {"board", "path"}) {  // `sim --board 5` names no board: never the default instead
    if (setup.contains(key) && !setup[key].is_string()) {
      throw BadData(std::string(key) + " must name a board file, not " + setup[key].dump());
    }
  }
  const bool has_path = setup.contains("path") && setup["path"].is_string();
  std::string name = setup.contains("board") && setup["board"].is_string() ? setup["board"].get<std::string>()
                     : has_path                                            ? ""
                                                                           : kDefaultBoard;
  if (name.empty()) {
    name = has_path ? setup["path"].get<std::string>() : "";
    // The form has both keys; a setup with one of them given empty (`sim --path ""`) is told by its key.
    if (name.empty() && !(setup.contains("board") && setup.contains("path")))
      throw BadData(std::string(has_path ? "path" : "board") + " is empty: name a board file");
    if (name.empty() && shipped_boards().empty()) throw BadData(no_shipped_boards());
    if (name.empty()) throw BadData("Type the path of a board file, or choose one of the boards listed.");
  }
  const std::filesystem::path path = find_board(name);
  std::error_code ec;
  if (setup.contains("board") && name == setup["board"] && !std::filesystem::exists(path, ec)) {
    std::string shipped;  // a name mistyped: the names it may be
    for (const auto& file : shipped_boards())
      shipped += (shipped.empty() ? "" : ", ") + file.substr(0, file.rfind('.'));
    throw BadData("board '" + name + "' is neither a shipped board (" + shipped + ") nor a file");
  }
  return load_board_file(path, name);
}

const HeadlessKit<State>& facts() {
  static const HeadlessKit<State> k = [] {
    HeadlessKit<State> g;
    g.id = State::kGameId;
    g.title = "Gary's Great Getaway";
    g.tagline = "Roll two dice along a trail of treasure, tolls and traps: most gold wins";
    g.commands = {GameCommand{"check-board",
                              "FILE",
                              "the board file, or - for the standard input",
                              {"check a Gary's Great Getaway board file (- for the standard input):",
                               "a summary of the board, or the first error in it"},
                              [](const std::string& file, std::istream& in) {
                                try {
                                  return board_summary(
                                      file == "-" ? parse_board(read_capped(in, kMaxBoardBytes, "standard input"),
                                                                "the standard input")
                                                  : load_board_file(find_board(file), file));
                                } catch (const BoardError& e) {
                                  // On the command line the place comes as editors read it; the
                                  // setup's note keeps the words.
                                  throw LocatedError(e.source(), e.line(), e.column(), e.problem());
                                }
                              }}};
    g.replay_format =
        R"({"board":"data/boards/slides.game","players":["Bob","Wendy"],"seed":1,"rolls":[3,8],"tolls":"pay"})";
    g.styles = &robot_styles();
    g.fewest_players = kMinPlayers;
    g.most_players = kMaxPlayers;
    g.default_sim_seats = {"lookahead", "random"};
    g.score = {"A score is the gold a player has when the game ends.",
               [](long n) { return std::to_string(n) + " gold"; }};
    g.new_state = [](const json& setup) { return State(setup_board(setup), distinct_names(setup)); };
    // A sim reads and checks its board once, not once a game.
    g.new_games = [](const json& setup) {
      return [board = std::make_shared<const Board>(setup_board(setup)), names = names_of(setup)] {
        return State(board, names);
      };
    };
    g.setup_options = {
        // The form's board and path fields are the entry's own: the shipped boards are found as it opens.
        {.key = "board",
         .takes = "NAME",
         .about = "a board of data/boards, like slides.game; default riverside.game",
         .excludes = {"path"}},
        {.key = "path",
         .takes = "FILE",
         .about = "a board file of your own, in place of --board",
         .excludes = {"board"}},
        {.key = "players",
         .label = "Players",
         .choices = numbers_from(kMinPlayers, kMaxPlayers),
         .fallback = 2,
         .seats_follow = true}};
    g.script_document = script_document;
    g.summarize = summarize;
    g.review = review;
    g.showcase.person_against_hard = {
        R"({"board": "riverside.game", "players": ["Pat", "Robo"], "seats": ["person", "hard"], "seed": 5, "turns": 0})"};
    g.showcase.largest_setups = [] {
      std::vector<json> setups;
      for (const auto& board : shipped_boards()) setups.push_back({{"board", board}, {"players", kMaxPlayers}});
      return setups;
    };
    return g;
  }();
  return k;
}

Match<State> replay_script(const json& script) { return facts().replay_any(script); }

}  // namespace tabletop::getaway
