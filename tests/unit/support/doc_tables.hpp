#pragma once
// The parts of the documents that the program writes (scripts/update-docs): the games table, the
// levels table and the key tables, from the registry and the key maps, so that a game or a key added
// there reaches the documents without a word typed by hand.
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "tabletop/core/levels.hpp"
#include "tabletop/registry/game_entry.hpp"
#include "tabletop/ui/keymap.hpp"
#include "tabletop/ui/keys.hpp"

namespace tabletop::testing {

// A key map as the documents show it: one row per command, each key named in backticks.
inline std::string key_table(const ui::KeyMap& map) {
  std::string out = "| keys | what they do |\n|---|---|\n";
  for (const auto& b : map) {
    std::set<std::string> seen;
    std::string keys;
    for (int k : b.keys) {
      const std::string name = ui::key_name(k);
      if (!seen.insert(name).second) continue;
      keys += (keys.empty() ? "`" : " `") + name + "`";
    }
    out += "| " + keys + " | " + b.what + " |\n";
  }
  return out;
}

// One row per game: its title (linked to its rules page), its id, how many may play and what it is about.
inline std::string games_table() {
  std::string out = "| game | id | players | what it is |\n|---|---|---|---|\n";
  for (const GameEntry& game : games()) {
    const std::string players =
        game.fewest_players == game.most_players
            ? std::to_string(game.most_players)
            : std::to_string(game.fewest_players) + "\u2013" + std::to_string(game.most_players);
    out += "| [" + game.title + "](data/rules/" + game.id + ".md) | `" + game.id + "` | " + players + " | " +
           game.tagline + " |\n";
  }
  return out;
}

// A level's cell: the named robot that says it is this level, as "Title (`id`)"; else the level's own
// description without the words every level's ends in.
inline std::string level_cell(const GameEntry& game, const std::string& level_id, const std::string& title,
                              Level level) {
  const std::string plays_it = "; " + title + " is this robot";
  for (const std::string& id : game.style_ids) {
    const std::string about = game.style_about(id);
    if (about.size() >= plays_it.size() &&
        about.compare(about.size() - plays_it.size(), plays_it.size(), plays_it) == 0) {
      return game.style_title(id) + " (`" + id + "`)";
    }
  }
  std::string about = game.style_about(level_id);
  const std::string ending = level_about("", level);
  if (about.size() >= ending.size() && about.compare(about.size() - ending.size(), ending.size(), ending) == 0) {
    about.resize(about.size() - ending.size());
  }
  return about;
}

// Easy plays as the robot Normal is, but for its carelessness: that robot's title and the words Easy
// adds to its description; a game whose Easy is a robot of its own gets that robot's description.
inline std::string easy_cell(const GameEntry& game) {
  const std::string plays_it = "; Normal is this robot";
  std::string easy = level_cell(game, "easy", "Easy", Level::easy);
  for (const std::string& id : game.style_ids) {
    std::string about = game.style_about(id);
    if (about.size() < plays_it.size() || about.compare(about.size() - plays_it.size(), plays_it.size(), plays_it) != 0)
      continue;
    about.resize(about.size() - plays_it.size());
    if (easy.rfind(about + "; ", 0) == 0) return game.style_title(id) + ", " + easy.substr(about.size() + 2);
  }
  return easy;
}

// One row per game that has the three levels: what each plays as.
inline std::string levels_table() {
  std::string out = "| game | Easy | Normal | Hard |\n|---|---|---|---|\n";
  for (const GameEntry& game : games()) {
    out += "| " + game.id + " | " + easy_cell(game) + " | " + level_cell(game, "normal", "Normal", Level::normal) +
           " | " + level_cell(game, "hard", "Hard", Level::hard) + " |\n";
  }
  return out;
}

// Text for the manual page's roff: a backslash and a leading dot or quote kept as typed, an option's
// dashes as dashes, a table's `id` in bold.
inline std::string roff_text(const std::string& text) {
  std::string out;
  bool code = false;
  for (char c : text) {
    if (c == '`') {
      out += code ? "\\fP" : "\\fB";
      code = !code;
    } else if (c == '\\') {
      out += "\\e";
    } else if (c == '-' && !out.empty() && (out.back() == '-' || out.back() == ' ')) {
      out += "\\-";  // an option's dashes, not hyphens
    } else {
      if (out.empty() && (c == '.' || c == '\'')) out += "\\&";
      out += c;
    }
  }
  return out;
}

// The manual's list of what each game's levels play as, the levels table's rows as roff paragraphs.
inline std::string manual_levels() {
  std::string out;
  for (const GameEntry& game : games()) {
    out += ".TP\n.B " + game.id + "\n" +
           roff_text("Easy: " + easy_cell(game) + "; Normal: " + level_cell(game, "normal", "Normal", Level::normal) +
                     "; Hard: " + level_cell(game, "hard", "Hard", Level::hard) + ".") +
           "\n";
  }
  return out;
}

// The manual's list of every game's setup values as options of `sim` and `sample`, game by game.
inline std::string manual_options() {
  std::string out;
  for (const GameEntry& game : games()) {
    for (const SetupOption& option : game.setup_options) {
      if (option.takes.empty()) continue;
      out += ".TP\n.BI \\-\\-" + option.key + " \" " + option.takes + "\"\n" +
             roff_text(game.id + ": " + option.about) + "\n";
    }
  }
  return out;
}

// Every part the program writes, by the name its marker gives it in the documents.
inline std::vector<std::pair<std::string, std::string>> doc_tables() {
  std::vector<std::pair<std::string, std::string>> parts{{"games", games_table()},
                                                         {"levels", levels_table()},
                                                         {"keys: shared", key_table(ui::shared_keys())},
                                                         {"manual levels", manual_levels()},
                                                         {"manual options", manual_options()}};
  for (const GameEntry& game : games()) {
    if (game.keys != nullptr) parts.emplace_back("keys: " + game.id, key_table(*game.keys));
  }
  return parts;
}

}  // namespace tabletop::testing
