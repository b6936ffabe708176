#include "tabletop/core/records.hpp"

#include <algorithm>
#include <map>

#include "tabletop/core/json_read.hpp"
#include "tabletop/core/words.hpp"

namespace tabletop {

void read_result_lines(const std::string& text, const std::string& game, ResultLog& log) {
  std::size_t start = 0;
  while (start < text.size()) {
    std::size_t end = text.find('\n', start);
    if (end == std::string::npos) end = text.size();
    const std::string line = text.substr(start, end - start);
    start = end + 1;
    if (line.empty()) continue;
    if (line.size() > kResultLogLineCap || jsonread::nesting_of(line) > 8) {
      ++log.damaged;
      continue;
    }
    const json j = json::parse(line, nullptr, false);
    try {
      if (j.is_discarded()) throw BadData("not JSON");
      GameRecord record = record_from_json(j);
      if (game.empty() || record.game == game) log.records.push_back(std::move(record));
    } catch (const BadData&) {
      ++log.damaged;
    }
  }
}

namespace {

std::string ordinal(int place) {
  const int tens = place % 100, ones = place % 10;
  const char* suffix = (tens >= 11 && tens <= 13) ? "th"
                       : ones == 1                ? "st"
                       : ones == 2                ? "nd"
                       : ones == 3                ? "rd"
                                                  : "th";
  return std::to_string(place) + suffix;
}

std::string percent(int part, int whole) {
  return whole == 0 ? "-" : std::to_string((part * 100 + whole / 2) / whole) + "%";
}

std::string padded(std::string text, std::size_t width) {
  if (text.size() < width) text.append(width - text.size(), ' ');
  return text;
}

std::string right(const std::string& text, std::size_t width) {
  return text.size() < width ? std::string(width - text.size(), ' ') + text : text;
}

void count(Tally& tally, bool won, std::optional<long> score) {
  ++tally.played;
  if (won) {
    ++tally.wins;
    tally.best_streak = std::max(tally.best_streak, ++tally.streak);
  } else {
    tally.streak = 0;
  }
  if (score && (!tally.best_score || *score > *tally.best_score)) tally.best_score = score;
}

Tally& tally_for(std::vector<Tally>& tallies, const std::string& who) {
  for (auto& t : tallies) {
    if (t.who == who) return t;
  }
  Tally fresh;
  fresh.who = who;
  tallies.push_back(std::move(fresh));
  return tallies.back();
}

json tally_json(const Tally& t) {
  return json{{"who", t.who},
              {"played", t.played},
              {"wins", t.wins},
              {"streak", t.streak},
              {"best_streak", t.best_streak},
              {"best_score", t.best_score ? json(*t.best_score) : json()}};
}

}  // namespace

json record_to_json(const GameRecord& r) {
  return json{{"date", r.date},       {"game", r.game},
              {"options", r.options}, {"seats", seats_to_json(r.seats)},
              {"places", r.places},   {"scores", r.scores ? json(*r.scores) : json()},
              {"turns", r.turns},     {"seconds", r.seconds}};
}

GameRecord record_from_json(const json& j) {
  if (!j.is_object()) throw BadData("a record must be an object");
  GameRecord r;
  r.date = jsonread::string_field(j, "date", "record");
  r.game = jsonread::string_field(j, "game", "record");
  if (jsonread::has(j, "options")) r.options = j["options"];
  r.seats = seats_from_json(jsonread::field(j, "seats", "record"), "record.seats");
  const json& places = jsonread::array_field(j, "places", "record");
  if (places.size() != r.seats.size()) throw BadData("record.places must have one place per seat");
  const int n = static_cast<int>(r.seats.size());
  for (const auto& p : places) r.places.push_back(jsonread::integer(p, 1, n, "record.places"));
  if (jsonread::has(j, "scores") && !j["scores"].is_null()) {
    const json& scores = jsonread::array_field(j, "scores", "record");
    if (scores.size() != r.seats.size()) throw BadData("record.scores must have one score per seat");
    std::vector<long> values;
    for (const auto& s : scores) values.push_back(jsonread::integer(s, -1'000'000'000, 1'000'000'000, "record.scores"));
    r.scores = std::move(values);
  }
  r.turns = jsonread::int_field(j, "turns", 0, 100'000'000, "record");
  r.seconds = jsonread::int_field(j, "seconds", 0, 1'000'000'000, "record");
  return r;
}

Records make_records(const ResultLog& log, const std::string& game) {
  Records out;
  out.game = game;
  out.damaged = log.damaged;
  out.damaged_files = log.damaged_files;
  out.problem = log.problem;
  std::map<std::string, AgainstStyle> against;
  for (const GameRecord& r : log.records) {
    if (!game.empty() && r.game != game) continue;
    ++out.games;
    int best_person = 0;
    std::map<std::string, int> best_of_style;
    for (std::size_t s = 0; s < r.seats.size(); ++s) {
      const Seat& seat = r.seats[s];
      const int place = r.places[s];
      const std::optional<long> score = r.scores ? std::optional<long>((*r.scores)[s]) : std::nullopt;
      count(tally_for(seat.robot ? out.robots : out.people, seat.robot ? seat.style : seat.name), place == 1, score);
      if (seat.robot) {
        int& best = best_of_style[seat.style];
        best = best == 0 ? place : std::min(best, place);
      } else {
        best_person = best_person == 0 ? place : std::min(best_person, place);
      }
    }
    if (best_person == 0) continue;
    for (const auto& [style, best] : best_of_style) {
      AgainstStyle& a = against[style];
      a.style = style;
      ++a.games;
      if (best_person < best) ++a.people_won;
    }
  }
  for (auto& [style, a] : against) out.against.push_back(a);
  const auto most_played = [](const Tally& a, const Tally& b) { return a.played > b.played; };
  std::stable_sort(out.people.begin(), out.people.end(), most_played);
  std::stable_sort(out.robots.begin(), out.robots.end(), most_played);
  for (auto it = log.records.rbegin(); it != log.records.rend() && static_cast<int>(out.recent.size()) < kRecentShown;
       ++it) {
    if (game.empty() || it->game == game) out.recent.push_back(*it);
  }
  return out;
}

json records_to_json(const Records& r) {
  json people = json::array(), robots = json::array(), against = json::array(), recent = json::array();
  for (const auto& t : r.people) people.push_back(tally_json(t));
  for (const auto& t : r.robots) robots.push_back(tally_json(t));
  for (const auto& a : r.against)
    against.push_back(json{{"style", a.style}, {"games", a.games}, {"people_won", a.people_won}});
  for (const auto& g : r.recent) recent.push_back(record_to_json(g));
  json out{{"game", r.game.empty() ? json() : json(r.game)},
           {"games", r.games},
           {"people", people},
           {"robots", robots},
           {"against_robots", against},
           {"recent", recent},
           {"damaged_lines", r.damaged}};
  if (!r.problem.empty()) out["problem"] = r.problem;
  return out;
}

std::vector<std::string> records_text(const Records& r,
                                      const std::function<std::string(const std::string&)>& style_title,
                                      const ScoreWords& score) {
  std::vector<std::string> lines;
  if (!r.problem.empty()) lines.push_back("Could not read the history: " + r.problem);
  if (r.damaged > 0) {
    // The file's whole path: a person who wants to mend it learns where it is.
    const std::string where = r.damaged_files.empty() ? "the history" : in_words(r.damaged_files);
    lines.push_back(capitalized(count_in_words(static_cast<std::size_t>(r.damaged))) +
                    (r.damaged == 1 ? " damaged line of " : " damaged lines of ") + where +
                    (r.damaged == 1 ? " was" : " were") + " skipped.");
  }
  if (r.games == 0) {
    lines.push_back("No finished games yet.");
    return lines;
  }
  lines.push_back(std::to_string(r.games) + (r.games == 1 ? " game" : " games") + " finished, the last on " +
                  r.recent.front().date.substr(0, 10) + ".");
  const bool scored = !score.about.empty() && score.amount;
  if (scored) lines.push_back(score.about);
  const auto table = [&](const std::string& heading, const std::vector<Tally>& tallies, bool robots) {
    if (tallies.empty()) return;
    lines.push_back("");
    lines.push_back(padded(heading, 22) + " games  wins  rate  streak  best streak" + (scored ? "  best score" : ""));
    for (const Tally& t : tallies) {
      std::string name = robots ? style_title(t.who) : t.who;
      if (name.size() > 21) name = name.substr(0, 21);
      std::string line = padded(name, 22) + right(std::to_string(t.played), 6) + right(std::to_string(t.wins), 6) +
                         right(percent(t.wins, t.played), 6) + right(std::to_string(t.streak), 8) +
                         right(std::to_string(t.best_streak), 13);
      if (scored) line += right(t.best_score ? std::to_string(*t.best_score) : "-", 12);
      lines.push_back(line);
    }
  };
  table("People", r.people, false);
  table("Robots", r.robots, true);
  if (!r.against.empty()) {
    lines.push_back("");
    lines.push_back("People against each robot style:");
    for (const auto& a : r.against) {
      lines.push_back("  " + style_title(a.style) + ": a person finished ahead in " + std::to_string(a.people_won) +
                      " of " + std::to_string(a.games) + " (" + percent(a.people_won, a.games) + ")");
    }
  }
  lines.push_back("");
  lines.push_back("Last results:");
  for (const GameRecord& g : r.recent) {
    std::vector<std::size_t> order(g.seats.size());
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
    std::stable_sort(order.begin(), order.end(),
                     [&](std::size_t a, std::size_t b) { return g.places[a] < g.places[b]; });
    std::string line = "  " + g.date.substr(0, 10) + " " + g.date.substr(11, 5) + "  ";
    for (std::size_t k = 0; k < order.size(); ++k) {
      const std::size_t s = order[k];
      if (k > 0) line += ", ";
      line += g.seats[s].name + " " + ordinal(g.places[s]);
      if (scored && g.scores) line += " (" + score.amount((*g.scores)[s]) + ")";
    }
    lines.push_back(line);
  }
  return lines;
}

}  // namespace tabletop
