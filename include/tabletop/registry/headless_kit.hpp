#pragma once
// The headless half of a game's kit: the registry entry's replay, check, review, sim and sample from
// a game's state, robots and script reader. It includes nothing of the screen (ui/): GameKit
// (registry/game_kit.hpp) adds the screens on top of it.
#include <cstdint>
#include <string_view>

#include "tabletop/core/capabilities.hpp"
#include "tabletop/core/json_read.hpp"
#include "tabletop/core/levels.hpp"
#include "tabletop/core/match.hpp"
#include "tabletop/core/random_robot.hpp"
#include "tabletop/core/records.hpp"
#include "tabletop/core/save_session.hpp"
#include "tabletop/core/script_document.hpp"
#include "tabletop/core/seeds.hpp"
#include "tabletop/core/setup.hpp"
#include "tabletop/registry/headless_entry.hpp"

namespace tabletop {

template <GameState S>
struct HeadlessKit {
  static_assert(capabilities_hold<S>());  // what the state declares it offers, it offers (core/capabilities.hpp)
  std::string id;
  std::string title;
  std::string tagline;
  std::string replay_format;
  std::vector<GameCommand> commands;  // its own commands on the command line
  const std::vector<RobotStyle<S>>* styles = nullptr;
  int fewest_players = 0, most_players = 0;  // the game's kMinPlayers and kMaxPlayers
  std::vector<std::string> default_sim_seats;
  // The setup's options, described once (core/setup.hpp): the setup form's fields and the --KEY VALUE
  // options of `sim` and `sample` (sim's players come from --seats) are made from them.
  std::vector<SetupOption> setup_options;
  // What the state's scores() count, in the players' words, for the records; a game whose state keeps
  // no score leaves it empty.
  ScoreWords score;
  Showcase showcase;  // what the tests over every game need of it (registry/game_entry.hpp)
  // A new game from setup values (the form's, or sim parameters with defaults filled in), each value
  // of an option with choices already checked to be one of them (check_setup).
  std::function<S(const json& setup)> new_state;
  // Optional: the games of a sim from one setup, with what the setup names read once (a board file);
  // by default each game is new_state's.
  std::function<std::function<S()>(const json& setup)> new_games;
  std::function<int(const json& setup)> players = setup_players;  // how many seats a setup has
  std::function<std::vector<Seat>(const json& setup)> seats;      // default: seats_from_setup
  // Optional: the game's older script form, read into the one replay document that replay_moves
  // plays (core/script_document.hpp). A new game needs none.
  std::function<ReadScript(const json& script)> script_document;
  std::function<json(const Match<S>&)> summarize;
  // Optional: what the game changes in its entry once made (Ludo's look-ups riding along a replay).
  std::function<void(HeadlessEntry&)> finish;
  // The review of a match's history by the game's judge (core/review.hpp), seats named as given.
  std::function<ReviewReport(const MatchHistory<S>&, const std::vector<std::string>& names, const ReviewOptions&)>
      review;

  // Every way into a game checks its setup against the options first, before seats or state read it.
  void check(const json& setup) const { check_setup(setup_options, setup); }

  std::vector<Seat> seats_of(const json& setup) const {
    return seats ? seats(setup) : seats_from_setup(setup, players(setup), style_ids());
  }

  // The robot style `name` (as --seats names it); throws BadData naming the game's styles.
  const RobotStyle<S>& style_named(const std::string& name) const {
    if (const RobotStyle<S>* style = find_style(*styles, name)) return *style;
    std::string known;  // the ids, as --seats takes them
    for (const auto& listed : *styles) known += (known.empty() ? "" : ", ") + listed.id;
    throw BadData("unknown robot style '" + name + "' for " + id + " (its robots: " + known + ")");
  }

  std::vector<std::string> style_ids() const {
    std::vector<std::string> ids;
    for (const auto& s : *styles) ids.push_back(s.id);
    return ids;
  }

  // The one check of a saved match, for the screen, `state` and every other reader: the state must
  // load, every robot seat must name a style this game has, and a chance step left pending (dice
  // not yet rolled, a card not yet drawn) is settled with the saved generator, as play would have.
  Match<S> playable(const json& saved) const {
    Match<S> match = Match<S>::from_json(saved);
    for (std::size_t i = 0; i < match.seats().size(); ++i) {
      const Seat& seat = match.seats()[i];
      if (seat.robot && find_style(*styles, seat.style) == nullptr) {
        throw BadData(std::string("seat ") + seat_letter(static_cast<int>(i)) + " is a robot of an unknown style '" +
                      seat.style + "'");
      }
    }
    match.settle();
    return match;
  }

  // The one replay format every game reads: {"game": ID, "setup": {...}, "seed": N, "moves": [...]}.
  // Each move is the game's JSON for it (State::move_to_json). A chance step's outcome may be listed
  // as a move; one left out is drawn with the seed's generator, as play would have drawn it.
  Match<S> replay_moves(const json& script) const {
    using namespace jsonread;
    const std::string game = string_field(script, "game", "");
    if (game != id) throw BadData("this script is for " + game + ", not " + id);
    for (const auto& [key, value] : script.items()) {
      if (key != "game" && key != "setup" && key != "seed" && key != "moves") {
        throw BadData("a replay script has game, setup, seed and moves, not \"" + key + "\"");
      }
    }
    const json setup = has(script, "setup") ? script["setup"] : json::object();
    if (!setup.is_object()) throw BadData("setup must be an object");
    check(setup);
    Match<S> match(new_state(setup), seats_of(setup), MatchSeeds::from_root(seed_field(script)));
    match.set_setup(setup);
    const json& moves = optional_array_field(script, "moves", "");
    for (std::size_t i = 0; i < moves.size(); ++i) {
      const std::string where = "move " + std::to_string(i + 1);
      try {
        const typename S::Move move = S::move_from_json(moves[i]);
        while (match.state().current_seat() == kChanceSeat && !match.state().why_illegal(move).empty()) {
          match.step(sample_chance(match.state(), match.chance_rng()));
        }
        if (const std::string why = match.state().why_illegal(move); !why.empty()) throw IllegalMove(why);
        match.step(move);
      } catch (const IllegalMove& e) {
        throw IllegalMove(where + ": " + e.what());
      } catch (const BadData& e) {
        throw BadData(where + ": " + e.what());
      }
    }
    match.settle();
    return match;
  }

  // What `tabletop replay` reads: a save, the generic document or the game's older script form.
  Match<S> replay_any(const json& script) const {
    if (!script.is_object()) {
      const bool vowel = !id.empty() && std::string_view("aeiou").find(id.front()) != std::string_view::npos;
      throw BadData((vowel ? "an " : "a ") + id + " script must be a JSON object");
    }
    if (jsonread::has(script, "format")) return replay_save(script);
    if (jsonread::has(script, "game") || !script_document) return replay_moves(script);
    const ReadScript read = script_document(script);
    Match<S> match = replay_moves(read.document);
    match.robot_rng() = read.robots;
    return match;
  }

  // A save replayed from the start of its history: the match as its moves make it again.
  Match<S> replay_save(const json& doc) const {
    using namespace jsonread;
    if (string_field(doc, "format", "") != kSaveFormat)
      throw BadData("format must be \"" + std::string(kSaveFormat) + "\"");
    if (string_field(doc, "game", "") != id)
      throw BadData("this save is of " + doc["game"].get<std::string>() + ", not " + id);
    const json& saved = field(doc, "match", "");
    if (!has(saved, "history"))
      throw BadData("this save is from before saves kept their history: it has none to replay");
    const MatchHistory<S> history = MatchHistory<S>::from_json(saved["history"]);
    Match<S> match = Match<S>::replay(history, seats_from_json(field(saved, "seats", "match"), "match.seats"));
    if (has(saved, "setup")) match.set_setup(saved["setup"]);
    return match;
  }

  std::string style_title(const std::string& style_id) const {
    const RobotStyle<S>* style = find_style(*styles, style_id);
    return style ? style->title : style_id;
  }

  std::string style_about(const std::string& style_id) const {
    const RobotStyle<S>* style = find_style(*styles, style_id);
    return style ? style->about : "";
  }

  // The entry's headless half; GameKit::entry() adds the screens.
  HeadlessEntry headless_entry() const {
    HeadlessEntry e;
    e.id = id;
    e.title = title;
    e.tagline = tagline;
    e.replay_format = replay_format;
    e.style_ids = style_ids();
    e.fewest_players = fewest_players;
    e.most_players = most_players;
    e.default_sim_seats = default_sim_seats;
    e.setup_options = setup_options;
    e.showcase = showcase;
    e.replay = [this](const json& script, bool with_match) {
      const Match<S> match = replay_any(script);
      return ReplayResult{summarize(match), with_match ? match.to_json() : json(), match.over()};
    };
    e.summary = [this](const json& saved) { return summarize(playable(saved)); };
    e.check = [this](const json& saved) { playable(saved); };
    if (review) {  // a game with no search to judge by (the skeleton's) has no review
      e.review = [this](const json& document, const ReviewOptions& options) {
        const Match<S> match = replay_any(document);
        std::vector<std::string> names;
        for (const Seat& seat : match.seats()) names.push_back(seat.name);
        return review(match.history(), names, options);
      };
    }
    e.sample = [this](const json& params, std::uint64_t seed, int moves, const std::vector<std::string>& robots) {
      json setup = params.is_object() ? params : json::object();
      if (!robots.empty()) setup["players"] = static_cast<int>(robots.size());  // as sim seats its --seats
      check(setup);
      std::vector<Seat> seated = seats_of(setup);
      RandomRobot<S> random;
      std::vector<std::unique_ptr<Robot<S>>> seat_robots(seated.size());  // null: a person, played at random
      for (std::size_t i = 0; i < robots.size() && i < seated.size(); ++i) {
        if (robots[i] == "person") continue;
        seat_robots[i] = style_named(robots[i]).make();
        seated[i].robot = true;
        seated[i].style = robots[i];
        // A default name keeps the game's own letter (Ludo's corner): "Player C" becomes "Robot C".
        if (seated[i].name.rfind("Player ", 0) == 0) seated[i].name = "Robot " + seated[i].name.substr(7);
      }
      Match<S> match(new_state(setup), std::move(seated), MatchSeeds::from_root(seed));
      match.set_setup(setup);
      match.settle();
      for (int i = 0; i < moves && !match.over(); ++i) {
        const int seat = match.state().current_seat();
        const Robot<S>& robot =
            seat_robots[static_cast<std::size_t>(seat)] ? *seat_robots[static_cast<std::size_t>(seat)] : random;
        match.play(robot.choose(observe(match.state(), seat), match.robot_rng(), {}));
      }
      return ReplayResult{summarize(match), match.to_json(), match.over()};
    };
    e.new_game = [this](const json& setup) -> std::unique_ptr<AnyState> {
      check(setup);
      return std::make_unique<StateOf<S>>(new_state(setup));
    };
    e.sim = [this](const json& params, const std::vector<std::string>& wanted, const SimOptions& options) {
      std::vector<const RobotStyle<S>*> chosen;
      for (const auto& name : wanted) chosen.push_back(&style_named(name));
      json setup = params;
      setup["players"] = static_cast<int>(chosen.size());
      check(setup);
      const std::function<S()> games = new_games ? new_games(setup) : [this, &setup] { return new_state(setup); };
      return simulate<S>(games, chosen, options);
    };
    e.commands = commands;
    e.style_title = [this](const std::string& style_id) { return style_title(style_id); };
    e.style_about = [this](const std::string& style_id) { return style_about(style_id); };
    e.score = score;
    if (finish) finish(e);
    return e;
  }
};

}  // namespace tabletop
