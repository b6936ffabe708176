#pragma once
// Igel squares and stacks in JSON, shared by the save format and the replay scripts.
#include <string>

#include "tabletop/games/igel/igel.hpp"

namespace tabletop::igel {

json square_to_json(Square s);
Square square_from_json(const json& j, const std::string& what);  // throws BadData
// A stack as the players' letters, bottom to top: "ABA".
std::string stack_letters(const Stack& stack);
// The variants of a script or setup: its "variants" (variants_from_json), none when it has none.
Variants variants_field(const json& object, const std::string& where);

}  // namespace tabletop::igel
