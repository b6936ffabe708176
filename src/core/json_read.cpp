#include "tabletop/core/json_read.hpp"

namespace tabletop::jsonread {
namespace {
std::string place(const std::string& where, const char* key) {
  return where.empty() ? std::string(key) : where + "." + key;
}
}  // namespace

bool has(const json& object, const char* key) { return object.is_object() && object.contains(key); }

const json& field(const json& object, const char* key, const std::string& where) {
  if (!object.is_object()) throw BadData((where.empty() ? "the document" : where) + " must be an object");
  auto it = object.find(key);
  if (it == object.end()) throw BadData(place(where, key) + " is missing");
  return *it;
}

int integer(const json& value, int lo, int hi, const std::string& what) {
  if (!value.is_number_integer()) throw BadData(what + " must be a whole number");
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

}  // namespace tabletop::jsonread
