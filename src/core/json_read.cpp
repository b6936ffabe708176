#include "tabletop/core/json_read.hpp"

#include <algorithm>
#include <cstdint>
#include <limits>

#include "tabletop/core/words.hpp"

namespace tabletop::jsonread {
namespace {
std::string place(const std::string& where, const char* key) {
  return where.empty() ? std::string(key) : where + "." + key;
}
}  // namespace

int nesting_of(const std::string& text) {
  int depth = 0, deepest = 0;
  bool in_string = false, escaped = false;
  for (const char c : text) {
    if (in_string) {
      if (escaped) escaped = false;
      else if (c == '\\') escaped = true;
      else if (c == '"') in_string = false;
    } else if (c == '"') {
      in_string = true;
    } else if (c == '[' || c == '{') {
      deepest = std::max(deepest, ++depth);
    } else if (c == ']' || c == '}') {
      --depth;
    }
  }
  return deepest;
}

std::string size_words(std::size_t bytes) {
  constexpr std::size_t mib = 1024 * 1024;
  if (bytes % mib == 0) return std::to_string(bytes / mib) + " MiB";
  return std::to_string(bytes / 1024) + " KiB";
}

std::string size_problem(std::size_t bytes, std::size_t max_bytes) {
  if (bytes <= max_bytes) return "";
  return "larger than " + size_words(max_bytes) + " (" + std::to_string(bytes) + " bytes)";
}

std::string limits_problem(const std::string& text, std::size_t max_bytes) {
  if (text.size() > max_bytes) return size_problem(text.size(), max_bytes);
  if (nesting_of(text) > kMaxDepth) return "nested deeper than " + std::to_string(kMaxDepth) + " levels";
  return "";
}

json parse_limited(const std::string& text, const std::string& what, std::size_t max_bytes) {
  if (const std::string problem = limits_problem(text, max_bytes); !problem.empty())
    throw BadData(what + " is " + problem);
  json parsed = json::parse(text, nullptr, false);
  if (parsed.is_discarded()) throw BadData(what + " is not valid JSON");
  return parsed;
}

bool has(const json& object, const char* key) { return object.is_object() && object.contains(key); }

void only_keys(const json& object, std::initializer_list<const char*> known, const std::string& what) {
  if (!object.is_object()) return;
  for (const auto& [key, value] : object.items()) {
    if (std::find(known.begin(), known.end(), key) != known.end()) continue;
    throw BadData(what + " has " + in_words({known.begin(), known.end()}) + ", not \"" + key + "\"");
  }
}

const json& field(const json& object, const char* key, const std::string& where) {
  if (!object.is_object()) throw BadData((where.empty() ? "the document" : where) + " must be an object");
  auto it = object.find(key);
  if (it == object.end()) throw BadData(place(where, key) + " is missing");
  return *it;
}

int integer(const json& value, int lo, int hi, const std::string& what) {
  if (!value.is_number_integer()) throw BadData(what + " must be a whole number");
  if (value.is_number_unsigned() && value.get<std::uint64_t>() > static_cast<std::uint64_t>(hi)) {
    throw BadData(what + " must be from " + std::to_string(lo) + " to " + std::to_string(hi) + ", not " +
                  std::to_string(value.get<std::uint64_t>()));
  }
  const auto v = value.get<long long>();
  if (v < lo || v > hi) {
    throw BadData(what + " must be from " + std::to_string(lo) + " to " + std::to_string(hi) + ", not " +
                  std::to_string(v));
  }
  return static_cast<int>(v);
}

int int_field(const json& object, const char* key, int lo, int hi, const std::string& where) {
  return integer(field(object, key, where), lo, hi, place(where, key));
}

std::uint64_t seed_field(const json& script) {
  if (!has(script, "seed")) return 1;
  const json& v = script["seed"];
  const std::string most = std::to_string(std::numeric_limits<std::uint64_t>::max());
  if (v.is_number_unsigned()) return v.get<std::uint64_t>();
  if (v.is_number_integer() && v.get<long long>() >= 0) return static_cast<std::uint64_t>(v.get<long long>());
  if (v.is_number_integer())
    throw BadData("seed must be from 0 to " + most + ", not " + std::to_string(v.get<long long>()));
  if (v.is_number_float() && v.get<double>() >= 1.8446744073709552e19)
    throw BadData("seed is too large (at most " + most + ")");
  throw BadData("seed must be a whole number from 0 to " + most);
}

bool bool_field(const json& object, const char* key, const std::string& where) {
  const json& v = field(object, key, where);
  if (!v.is_boolean()) throw BadData(place(where, key) + " must be true or false");
  return v.get<bool>();
}

std::string string_field(const json& object, const char* key, const std::string& where) {
  const json& v = field(object, key, where);
  if (!v.is_string()) throw BadData(place(where, key) + " must be a string");
  return v.get<std::string>();
}

const json& array_field(const json& object, const char* key, const std::string& where) {
  const json& v = field(object, key, where);
  if (!v.is_array()) throw BadData(place(where, key) + " must be a list");
  return v;
}

const json& optional_array_field(const json& object, const char* key, const std::string& where) {
  static const json kEmpty = json::array();
  return has(object, key) ? array_field(object, key, where) : kEmpty;
}

}  // namespace tabletop::jsonread
