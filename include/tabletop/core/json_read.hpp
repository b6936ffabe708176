#pragma once
// Checked reading of JSON fields: every failure becomes a BadData naming the field and the problem,
// so save loaders and replay scripts report bad input instead of crashing.
#include <string>

#include "tabletop/core/game.hpp"

namespace tabletop::jsonread {

const json& field(const json& object, const char* key, const std::string& where);
bool has(const json& object, const char* key);
int integer(const json& value, int lo, int hi, const std::string& what);
int int_field(const json& object, const char* key, int lo, int hi, const std::string& where);
bool bool_field(const json& object, const char* key, const std::string& where);
std::string string_field(const json& object, const char* key, const std::string& where);
const json& array_field(const json& object, const char* key, const std::string& where);

}  // namespace tabletop::jsonread
