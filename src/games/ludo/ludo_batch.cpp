#include "tabletop/games/ludo/ludo_batch.hpp"

#include <simdjson.h>

#include <algorithm>
#include <array>
#include <utility>

#include "tabletop/core/json_read.hpp"
#include "tabletop/games/ludo/ludo.hpp"

namespace tabletop::ludo {
namespace {

// What a batch line holds, read before anything is played (its keys may come in any order).
struct BatchScript {
  std::array<int, kPositions> positions{};
  int players = 0;
  bool choose_moves = false;
  std::uint64_t seed = 1;
  std::vector<Turn> turns;  // kept between lines: a batch reuses its room
};

// A position letter as the whole reader takes it; -1 for anything else.
int letter_position(simdjson::ondemand::value value) {
  std::string_view text;
  if (value.get_string().get(text) != simdjson::SUCCESS || text.size() != 1) return -1;
  return position_of_letter(text[0]);
}

bool read_players(simdjson::ondemand::value value, BatchScript& script) {
  simdjson::ondemand::array list;
  if (value.get_array().get(list) != simdjson::SUCCESS) return false;
  for (auto item : list) {
    simdjson::ondemand::value entry;
    if (item.get(entry) != simdjson::SUCCESS || script.players == kPositions) return false;
    const int position = letter_position(entry);
    const auto end = script.positions.begin() + script.players;
    if (position < 0 || std::find(script.positions.begin(), end, position) != end) return false;
    script.positions[static_cast<std::size_t>(script.players++)] = position;
  }
  return script.players > 0;
}

bool read_turns(simdjson::ondemand::value value, BatchScript& script) {
  simdjson::ondemand::array list;
  if (value.get_array().get(list) != simdjson::SUCCESS) return false;
  for (auto item : list) {
    simdjson::ondemand::array pair;
    if (item.get_array().get(pair) != simdjson::SUCCESS) return false;
    Turn turn{-1, 0};
    int parts = 0;
    for (auto part : pair) {
      simdjson::ondemand::value entry;
      if (part.get(entry) != simdjson::SUCCESS) return false;
      if (parts == 0) {
        turn.position = letter_position(entry);
      } else {
        std::int64_t roll = 0;
        if (parts > 1 || entry.get_int64().get(roll) != simdjson::SUCCESS || roll < 1 || roll > 6) return false;
        turn.roll = static_cast<int>(roll);
      }
      ++parts;
    }
    if (parts != 2 || turn.position < 0) return false;
    script.turns.push_back(turn);
  }
  return true;
}

bool read_batch_script(simdjson::ondemand::document& doc, BatchScript& script) {
  simdjson::ondemand::object object;
  if (doc.get_object().get(object) != simdjson::SUCCESS) return false;
  bool seen_players = false, seen_turns = false, seen_seed = false, seen_choose = false;
  for (auto field : object) {
    std::string_view key;
    simdjson::ondemand::value value;
    if (field.unescaped_key().get(key) != simdjson::SUCCESS || field.value().get(value) != simdjson::SUCCESS) {
      return false;
    }
    // A key twice is left to the whole reader, which keeps the last.
    const auto once = [](bool& seen) { return !std::exchange(seen, true); };
    if (key == "players") {
      if (!once(seen_players) || !read_players(value, script)) return false;
    } else if (key == "turns") {
      if (!once(seen_turns) || !read_turns(value, script)) return false;
    } else if (key == "seed") {
      if (!once(seen_seed) || value.get_uint64().get(script.seed) != simdjson::SUCCESS) return false;
    } else if (key == "choose_moves") {
      if (!once(seen_choose) || value.get_bool().get(script.choose_moves) != simdjson::SUCCESS) return false;
    } else {
      return false;
    }
  }
  const char* rest = nullptr;
  return seen_players && doc.current_location().get(rest) != simdjson::SUCCESS;  // nothing after the object
}

void append_summary(const State& state, std::string& out) {
  // The bytes summarize(...).dump() gives: players by letter, then every token's space in seat order.
  out += R"({"players":{)";
  bool first = true;
  for (int position = 0; position < kPositions; ++position) {
    const int seat = state.seat_at(position);
    if (seat < 0) continue;
    const Player& p = state.player(seat);
    out += first ? "\"" : ",\"";
    first = false;
    out += p.letter();
    out += R"(":{"completed":)";
    out += p.completed() ? "true" : "false";
    out += R"(,"p_steps":)";
    out += std::to_string(p.token_p_steps());
    out += R"(,"q_steps":)";
    out += std::to_string(p.token_q_steps());
    out += '}';
  }
  out += R"(},"spaces":[)";
  for (int seat = 0; seat < state.num_seats(); ++seat) {
    for (Token t : kTokens) {
      out += seat == 0 && t == Token::p ? "\"" : ",\"";
      out += state.player(seat).space_of(t);
      out += '"';
    }
  }
  out += "]}";
}

}  // namespace

bool answer_line(std::string& line, std::string& out) {
  // simdjson's on-demand reader, chosen by measurement: on the benchmark's batch it reads a turn in
  // about a fifth of the time of nlohmann/json's SAX reader, and it needs no document in memory.
  static thread_local simdjson::ondemand::parser parser;
  static thread_local BatchScript script;
  if (line.size() > jsonread::kMaxBytes) return false;
  line.reserve(line.size() + simdjson::SIMDJSON_PADDING);
  script.players = 0;
  script.choose_moves = false;
  script.seed = 1;
  script.turns.clear();
  simdjson::ondemand::document doc;
  if (parser.iterate(line.data(), line.size(), line.capacity()).get(doc) != simdjson::SUCCESS ||
      !read_batch_script(doc, script)) {
    return false;
  }
  try {
    State state(std::vector<int>(script.positions.begin(), script.positions.begin() + script.players),
                script.choose_moves);
    for (const Turn& turn : script.turns) {
      if (state.seat_at(turn.position) < 0) return false;  // a position not playing: the whole reader says so
      state.play_turn(turn);
    }
    append_summary(state, out);
  } catch (const std::runtime_error&) {
    return false;
  }
  return true;
}

}  // namespace tabletop::ludo
