#include "tabletop/games/getaway/getaway_entry.hpp"

#include <algorithm>

#include "tabletop/core/data_dir.hpp"
#include "tabletop/core/located_error.hpp"
#include "tabletop/core/storage.hpp"
#include "tabletop/core/words.hpp"
#include "tabletop/games/getaway/getaway_replay.hpp"
#include "tabletop/games/getaway/getaway_robots.hpp"
#include "tabletop/games/getaway/getaway_view.hpp"
#include "tabletop/registry/game_kit.hpp"
#include "tabletop/ui/keys.hpp"

namespace tabletop::getaway {
namespace {

constexpr const char* kDefaultBoard = "riverside.game";

// The players of a setup: a number out of range is refused, never played as the nearest one.
int setup_players(const json& setup) {
  const int players = setup_int(setup, "players", 2);
  if (players < kMinPlayers || players > kMaxPlayers) throw BadData("Gary's Great Getaway is for 1 to 6 players");
  return players;
}

std::vector<std::string> style_ids() {
  std::vector<std::string> ids;
  for (const auto& s : robot_styles()) ids.push_back(s.id);
  return ids;
}

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

std::string board_note(const json& board_value) {
  if (!board_value.is_string() || board_value.get<std::string>().empty()) {
    if (shipped_boards().empty()) return no_shipped_boards();
    // Said by where to find them: the rules' key does nothing in a setup.
    return "Type the path of a board file below; the game's Rules, on its page, describe the format.";
  }
  try {
    const Board b = setup_board(json{{"board", board_value}});
    return std::to_string(b.squares.size()) + " squares, two " + std::to_string(b.faces) + "-sided dice, " +
           std::to_string(b.start_gold) + " gold to start, at least " + std::to_string(fewest_turns_to_castle(b)) +
           " turns to the Castle.";
  } catch (const std::exception& e) {
    return e.what();
  }
}

// A shipped board as a player reads its name: "grand-tour.game" is "Grand tour".
std::string board_title(const std::string& file) {
  std::string title = file.substr(0, file.rfind(".game"));
  std::replace(title.begin(), title.end(), '-', ' ');
  return capitalized(title);
}

std::vector<ui::Field> setup_fields(const json& last) {
  std::vector<std::string> labels;
  std::vector<json> values;
  for (const auto& name : shipped_boards()) {
    labels.push_back(board_title(name));
    values.push_back(name);
  }
  labels.push_back("another file...");
  values.push_back("");
  std::vector<ui::Field> fields;
  fields.push_back(ui::Field::choice("board", "Board", labels, values,
                                     last.contains("board") ? last["board"] : json(kDefaultBoard)));
  fields.push_back(ui::Field::text_field(
      "path", "Board file", last.contains("path") && last["path"].is_string() ? last["path"].get<std::string>() : "",
      200));
  fields.back().note = "The path of a board file, from the directory the program was started in.";
  fields.push_back(ui::Field::choice("players", "Players", {"1", "2", "3", "4", "5", "6"}, {1, 2, 3, 4, 5, 6},
                                     std::clamp(setup_int(last, "players", 2), kMinPlayers, kMaxPlayers)));
  for (ui::Field& seat : seat_fields(last, kMaxPlayers, robot_styles())) fields.push_back(std::move(seat));
  return fields;
}

void refresh_fields(std::vector<ui::Field>& fields) {
  show_seats(fields, field_value(fields, "players", 2).get<int>());
  const json board = field_value(fields, "board", kDefaultBoard);
  for (auto& f : fields) {
    if (f.key == "path") f.hidden = !board.is_string() || !board.get<std::string>().empty();
    if (f.key == "board") f.note = board_note(board);
  }
  name_seats(fields);
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

const GameKit<State, GetawayScreen>& kit() {
  static const GameKit<State, GetawayScreen> k = [] {
    GameKit<State, GetawayScreen> g;
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
    g.roles = &board_roles();
    g.default_sim_seats = {"lookahead", "random"};
    g.setup_intro =
        "Roll two dice along a trail of treasure, tolls, traps and trinkets to the castle at its end. Once "
        "everybody is there, the trinkets are sold and the most gold wins. 1 to 6 people or robots play.";
    g.score = {"A score is the gold a player has when the game ends.",
               [](long n) { return std::to_string(n) + " gold"; }};
    g.fields = setup_fields;
    g.refresh = refresh_fields;
    g.new_state = [](const json& setup) { return State(setup_board(setup), distinct_names(setup)); };
    // A sim reads and checks its board once, not once a game.
    g.new_games = [](const json& setup) {
      return [board = std::make_shared<const Board>(setup_board(setup)), names = names_of(setup)] {
        return State(board, names);
      };
    };
    g.players = setup_players;
    g.sim_options = {{"board", "NAME", "a board of data/boards, like slides.game; default riverside.game", {"path"}},
                     {"path", "FILE", "a board file of your own, in place of --board", {"board"}}};
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
    g.showcase.moments = {{"getaway", "", 40, {}},
                          {"getaway", "", 40, {ui::key::page_up, ui::key::left, ui::key::down}}};
    return g;
  }();
  return k;
}

}  // namespace

GameEntry entry() { return kit().entry(); }

Match<State> replay_script(const json& script) { return kit().replay_any(script); }

}  // namespace tabletop::getaway
