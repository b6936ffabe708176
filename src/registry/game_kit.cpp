#include "tabletop/registry/game_kit.hpp"

#include <algorithm>
#include <cctype>
#include <climits>
#include <cstdint>
#include <sstream>
#include <vector>

namespace tabletop {

// Looks in games(), whichever list the program is linked with (registry.cpp, or a test's own).
const GameEntry* find_game(const std::string& id) {
  for (const auto& g : games()) {
    if (g.id == id) return &g;
  }
  return nullptr;
}

namespace {
// Edits (insert, delete, replace a letter, letters compared without case) that turn one word into
// the other: how a typing slip is told from another word.
std::size_t edits_between(const std::string& a, const std::string& b) {
  const auto lower = [](char c) { return static_cast<char>(std::tolower(static_cast<unsigned char>(c))); };
  std::vector<std::size_t> row(b.size() + 1);
  for (std::size_t j = 0; j <= b.size(); ++j) row[j] = j;
  for (std::size_t i = 1; i <= a.size(); ++i) {
    std::size_t diagonal = row[0];
    row[0] = i;
    for (std::size_t j = 1; j <= b.size(); ++j) {
      const std::size_t above = row[j];
      row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (lower(a[i - 1]) == lower(b[j - 1]) ? 0 : 1)});
      diagonal = above;
    }
  }
  return row[b.size()];
}

// The game a mistyped word most likely meant: the same letters in another case, or up to two slips
// away, but never as many slips as the word has letters less one (a two-letter word: one slip); none
// when two games are equally near.
const GameEntry* meant_game(const std::string& word) {
  if (word.size() > 64) return nullptr;  // a long word is no slip, and is not worth comparing
  const GameEntry* best = nullptr;
  std::size_t best_edits = std::min<std::size_t>(3, std::max<std::size_t>(word.size(), 1));  // edits under this count
  bool tied = false;
  for (const auto& g : games()) {
    const std::size_t edits = edits_between(word, g.id);  // 0: the same letters in another case
    if (edits < best_edits) {
      best = &g;
      best_edits = edits;
      tied = false;
    } else if (edits == best_edits && best != nullptr) {
      tied = true;
    }
  }
  return tied ? nullptr : best;
}
}  // namespace

std::string no_game_called(const std::string& word) {
  std::string ids;
  for (const auto& g : games()) ids += (ids.empty() ? "" : ", ") + g.id;
  const GameEntry* meant = meant_game(word);
  const std::string guess = meant != nullptr ? ": did you mean '" + meant->id + "'?" : "";
  return "no game is called '" + word + "'" + guess + " (the games: " + ids + ")";
}

std::uint64_t fresh_seed() {
  std::random_device device;
  return (static_cast<std::uint64_t>(device()) << 32) ^ device();
}

namespace {
// A line that starts a paragraph of its own even without a blank line before it: a heading or a list
// item, also one nested under another by its indent.
bool starts_block(const std::string& line) {
  const std::size_t first = line.find_first_not_of(' ');
  if (first == std::string::npos) return false;
  if (line.compare(first, 2, "# ") == 0 || line.compare(first, 2, "- ") == 0) return true;
  const auto digits = line.find_first_not_of("0123456789", first);
  return digits > first && digits != std::string::npos && line.compare(digits, 2, ". ") == 0;
}
}  // namespace

std::vector<std::string> paragraphs_of(const std::string& text) {
  // Lines wrapped by hand in the file are joined, so the text wraps to the window instead.
  std::vector<std::string> paragraphs;
  bool open = false;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) {
    if (line.empty()) {
      paragraphs.emplace_back();
      open = false;
    } else if (open && !starts_block(line) && paragraphs.back().rfind("# ", 0) != 0) {
      paragraphs.back() += " " + line.substr(line.find_first_not_of(' '));
    } else {
      paragraphs.push_back(line);
      open = true;
    }
  }
  return paragraphs;
}

std::vector<std::string> rules_paragraphs(const std::string& id) {
  const std::string text = read_data_file(std::filesystem::path("rules") / (id + ".md"));
  if (text.empty()) {
    // Said so that a person can mend it: a copied program finds no data beside it.
    return {"The rules of this game are not where tabletop looks for them: " +
            (data_dir() / "rules" / (id + ".md")).string() + ". " + data_dir_way_out()};
  }
  return paragraphs_of(text);
}

void offer_joined_seats(std::vector<ui::Field>& fields, const json& last, int waiting, const std::string& invitation) {
  for (auto& f : fields) {
    const auto person = std::find(f.values.begin(), f.values.end(), json("person"));
    if (f.is_text || person == f.values.end()) continue;
    const auto at = person - f.values.begin() + 1;
    f.options.insert(f.options.begin() + at, "Joined from another terminal");
    f.values.insert(f.values.begin() + at, "joined");
    if (f.option_notes.size() >= static_cast<std::size_t>(at)) {
      f.option_notes.insert(f.option_notes.begin() + at,
                            invitation.empty()
                                ? "A person who joins from another terminal (tabletop join) plays this seat."
                                : "A person who joins from another terminal plays this seat: " + invitation + ".");
    }
    if (last.is_object() && last.contains(f.key) && last[f.key] == "joined") f.chosen = static_cast<int>(at);
    else if (f.chosen >= at) ++f.chosen;
  }
  seat_waiting_friends(fields, waiting);
}

void seat_waiting_friends(std::vector<ui::Field>& fields, int waiting) {
  // Seats in play (all of them where no number of players hides some) that a robot plays.
  const json players = field_value(fields, "players", nullptr);
  std::vector<ui::Field*> robot_seats;
  for (auto& f : fields) {
    const auto joined = std::find(f.values.begin(), f.values.end(), json("joined"));
    if (f.is_text || joined == f.values.end()) continue;
    const auto at = joined - f.values.begin();
    const bool in_play = !players.is_number_integer() || (f.seat >= 0 && f.seat < players.get<int>());
    if (in_play && f.chosen == at) --waiting;                 // a seat already waits for a friend
    if (in_play && f.chosen > at) robot_seats.push_back(&f);  // the robots' choices follow the joined one
  }
  for (ui::Field* f : robot_seats) {
    if (waiting-- <= 0) break;
    const auto joined = std::find(f->values.begin(), f->values.end(), json("joined"));
    f->chosen = static_cast<int>(joined - f->values.begin());
  }
}

json without_joined_seats(const json& setup) {
  json plain = setup;
  if (!plain.is_object()) return plain;
  for (auto& [key, value] : plain.items()) {
    if (key.rfind("seat", 0) == 0 && value == "joined") value = "person";
  }
  return plain;
}

std::vector<std::string> friends_seated(const json& setup, const std::vector<std::string>& waiting) {
  int count = 0;
  while (setup.is_object() && setup.contains("seat" + std::to_string(count))) ++count;
  std::vector<Seat> seats = seats_from_setup(setup, count, {});  // named as the game will name them
  std::vector<bool> open;
  for (const Seat& who : seats) open.push_back(who.joined);
  std::vector<std::string> seated(seats.size());
  for (const std::string& friend_name : waiting) {
    const int s = joined_seat_for(seats, open, friend_name);
    if (s < 0) continue;
    open[static_cast<std::size_t>(s)] = false;
    seats[static_cast<std::size_t>(s)].name = friend_name;  // as sitting down names the seat
    const json& typed = setup.value("name" + std::to_string(s), json(""));
    if (typed.is_string() && typed.get<std::string>().empty()) seated[static_cast<std::size_t>(s)] = friend_name;
  }
  return seated;
}

json with_friends_named(json setup, const json& shown, const std::vector<std::string>& waiting) {
  const std::vector<std::string> seated = friends_seated(shown, waiting);
  for (std::size_t seat = 0; seat < seated.size(); ++seat) {
    if (!seated[seat].empty()) setup["name" + std::to_string(seat)] = seated[seat];
  }
  return setup;
}

void name_friends_seats(std::vector<ui::Field>& fields, const std::vector<std::string>& waiting) {
  const std::vector<std::string> seated = friends_seated(ui::form_values(fields), waiting);
  for (auto& name : fields) {
    if (!name.is_text || name.seat < 0 || name.seat >= static_cast<int>(seated.size())) continue;
    if (const std::string& friend_name = seated[static_cast<std::size_t>(name.seat)]; !friend_name.empty()) {
      name.placeholder = friend_name;
      name.note = friend_name +
                  ", at the table, sits here under their own name; with a name typed here, a player "
                  "joining under it takes the seat first.";
    }
  }
}

int setup_int(const json& setup, const char* key, int fallback) {
  if (!setup.is_object() || !setup.contains(key)) return fallback;
  const json& value = setup[key];
  // 9.5 or "7" is no size at all: refused, never read as the default. A whole number past int's range
  // is held at its end, so the game refuses it with its own words.
  if (!value.is_number_integer()) throw BadData(std::string(key) + " must be a whole number, not " + value.dump());
  if (value.is_number_unsigned()) return static_cast<int>(std::min<std::uint64_t>(value.get<std::uint64_t>(), INT_MAX));
  return static_cast<int>(std::clamp<std::int64_t>(value.get<std::int64_t>(), INT_MIN, INT_MAX));
}

ui::Field coach_field(const json& last) {
  ui::Field f = ui::Field::choice("coach", "Coach", {"off", "on"}, {false, true},
                                  last.is_object() && last.contains("coach") ? last["coach"] : json(false));
  f.note =
      "On: after a move of yours that the review's search grades a mistake or worse, a line under the board says "
      "what it cost and what Hard would have played.";
  return f;
}

ui::Field name_field(const json& last, int seat) {
  const std::string key = "name" + std::to_string(seat);
  ui::Field f = ui::Field::text_field(key, std::string("Name ") + seat_letter(seat),
                                      last.contains(key) && last[key].is_string() ? last[key].get<std::string>() : "",
                                      kMaxNameCharacters);
  f.seat = seat;
  return f;
}

void name_seats(std::vector<ui::Field>& fields) {
  for (auto& name : fields) {
    if (!name.is_text || name.seat < 0 || name.key != "name" + std::to_string(name.seat)) continue;
    const json kind = field_value(fields, "seat" + std::to_string(name.seat), "person");
    const std::string what = kind.is_string() ? kind.get<std::string>() : "";
    if (what == "joined") {
      name.placeholder = "the joining player's";
      name.note =
          "Left empty, the first player to join takes this seat under their own name; with a name, a "
          "player joining under that name takes it first.";
      continue;
    }
    const std::string given = default_seat_name(name.seat, what != "person");
    name.placeholder = given;
    name.note = "Left empty, this seat is called " + given + ".";
  }
}

void show_seats(std::vector<ui::Field>& fields, int players) {
  for (auto& f : fields) {
    if (f.seat >= 0) f.hidden = f.seat >= players;
  }
}

json field_value(const std::vector<ui::Field>& fields, const std::string& key, const json& fallback) {
  for (const auto& f : fields) {
    if (f.key == key) return f.value();
  }
  return fallback;
}

std::vector<Seat> seats_from_setup(const json& setup, int count, const std::vector<std::string>& style_ids) {
  // Setup forms are flat: "seat0".."seatN" hold "person", "joined" or a robot style, "name0".. the names.
  std::vector<Seat> seats;
  for (int i = 0; i < count; ++i) {
    const std::string seat_key = "seat" + std::to_string(i);
    const std::string name_key = "name" + std::to_string(i);
    const std::string kind =
        setup.contains(seat_key) && setup[seat_key].is_string() ? setup[seat_key].get<std::string>() : "person";
    Seat seat;
    seat.robot = std::find(style_ids.begin(), style_ids.end(), kind) != style_ids.end();
    seat.style = seat.robot ? kind : "";
    seat.joined = kind == "joined";
    const bool named =
        setup.contains(name_key) && setup[name_key].is_string() && !setup[name_key].get<std::string>().empty();
    seat.name = named ? setup[name_key].get<std::string>() : default_seat_name(i, seat.robot);
    seats.push_back(seat);
  }
  return seats;
}

}  // namespace tabletop
