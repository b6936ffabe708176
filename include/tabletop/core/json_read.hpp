#pragma once
// Checked reading of JSON fields: every failure becomes a BadData naming the field and the problem,
// so save loaders and replay scripts report bad input instead of crashing.
#include <cstdint>
#include <initializer_list>
#include <string>

#include "tabletop/core/game.hpp"

namespace tabletop::jsonread {

// Every JSON text the program reads (saves, settings, replay scripts and each JSON Lines line, the
// history) is checked against these before it is parsed: no game needs more, and a deeper or larger
// text would cost the stack or the memory of a reader that trusts it.
inline constexpr int kMaxDepth = 64;
inline constexpr std::size_t kMaxBytes = 4 * 1024 * 1024;

// The deepest nesting of arrays and objects in `text`, counted without parsing.
int nesting_of(const std::string& text);
// "" when a text of `bytes` bytes is within the size limit, else the problem in words.
// A size in words, in MiB when it is a whole number of them (as the README gives the limits), else KiB.
std::string size_words(std::size_t bytes);
std::string size_problem(std::size_t bytes, std::size_t max_bytes = kMaxBytes);
// "" when `text` is within both limits, else the problem in words ("nested deeper than 64 levels").
std::string limits_problem(const std::string& text, std::size_t max_bytes = kMaxBytes);
// Parses `text` within the limits; throws BadData naming `what` and the problem.
json parse_limited(const std::string& text, const std::string& what, std::size_t max_bytes = kMaxBytes);

const json& field(const json& object, const char* key, const std::string& where);
bool has(const json& object, const char* key);
// Refuses a key of `object` that is not one of `known`, naming it: a script's misspelt or stray key
// is never ignored. `what` heads the message ("a ludo script has players, turns ..., not \"pad\"").
void only_keys(const json& object, std::initializer_list<const char*> known, const std::string& what);
int integer(const json& value, int lo, int hi, const std::string& what);
int int_field(const json& object, const char* key, int lo, int hi, const std::string& where);
// A script's "seed": 0 to 2^64-1, as on the command line; 1 when the script has none.
std::uint64_t seed_field(const json& script);
bool bool_field(const json& object, const char* key, const std::string& where);
std::string string_field(const json& object, const char* key, const std::string& where);
const json& array_field(const json& object, const char* key, const std::string& where);
// The list under `key`, or an empty list when there is none; read in place, never copied.
const json& optional_array_field(const json& object, const char* key, const std::string& where);

}  // namespace tabletop::jsonread
