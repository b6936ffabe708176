#pragma once
// Archaeology's cards, piles and phases in JSON, shared by the save format, the replay scripts and
// the replay output. Readers throw BadData naming the field.
#include <string>
#include <vector>

#include "tabletop/games/archaeology/archaeology.hpp"

namespace tabletop::archaeology {

// The optional "length" of a save, a script or a setup: "normal" (also when it is missing) or "short".
Length length_field(const json& object, const std::string& where);
json pile_to_json(const Pile& pile);  // {"coin": 2, "mask": 1}: only the kinds present
Pile pile_from_json(const json& j, const std::string& where);
json cards_to_json(const std::vector<Card>& cards);
std::vector<Card> cards_from_json(const json& j, const std::string& where);
Card card_from_json(const json& j, const std::string& where, bool treasure_only);
json sales_to_json(const Sales& sales);
const char* phase_id(Phase phase);
// A chamber by its name: "small", "medium" or "large" (0, 1, 2).
int chamber_from_json(const json& j, const std::string& where);

}  // namespace tabletop::archaeology
