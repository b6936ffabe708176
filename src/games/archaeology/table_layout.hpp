#pragma once
// What the Archaeology screen's two files share: where the parts of the board go, and the words
// for cards and sales. Private to src/games/archaeology.
#include <algorithm>
#include <array>
#include <string>
#include <vector>

#include "tabletop/games/archaeology/archaeology.hpp"
#include "tabletop/ui/painter.hpp"

namespace tabletop::archaeology::layout {

// Columns of the treasure table, from the board's left edge.
constexpr int kNameWidth = 16;
constexpr int kCellWidth = 6;
constexpr int kTradeX = kNameWidth + 2 * kCellWidth;  // 28
constexpr int kSalesX = kTradeX + 6;                  // 34: five prices, three columns each
constexpr int kBoardWidth = kSalesX + 3 * kLongestSet;
// Rows of the board.
constexpr int kTableTop = 2;  // two header rows, then the seven treasures, then the totals
constexpr int kInfoRow = kTableTop + 2 + kTreasureKinds + 1;
constexpr int kNoteRow = kInfoRow + 1;
constexpr int kChoicesRow = kNoteRow + 1;
constexpr int kChoiceRows = 4;
constexpr int kBoardHeight = kChoicesRow + kChoiceRows;

// Short names for the narrow side panel.
constexpr std::array<const char*, kTreasureKinds> kShortNames = {"Pot", "Parch", "Coin", "Tali", "Cup", "Map", "Mask"};

// A seat's sales grouped by kind: "Coins 5+3" for each kind sold, in the table's order, with the
// money they brought when `with_value`.
inline std::vector<std::string> sales_by_kind(const Sales& sales, bool short_names, bool with_value) {
  std::vector<std::string> parts;
  for (Card kind : kTreasures) {
    std::string sizes;
    int value = 0;
    for (const Sale& sale : sales) {
      if (sale.card != kind) continue;
      sizes += (sizes.empty() ? "" : "+") + std::to_string(sale.count);
      value += sale.value;
    }
    if (sizes.empty()) continue;
    const std::string name = short_names ? kShortNames[static_cast<std::size_t>(kind)] : card_info(kind).many;
    parts.push_back(name + " " + sizes + (with_value ? " (" + std::to_string(value) + ")" : ""));
  }
  return parts;
}

inline std::string joined(const std::vector<std::string>& parts, const std::string& between) {
  std::string text;
  for (const auto& part : parts) text += (text.empty() ? "" : between) + part;
  return text;
}

inline std::string centred(const std::string& text, int width) {
  const int pad = std::max(0, width - ui::text_width(text));
  return std::string(static_cast<std::size_t>(pad / 2), ' ') + text +
         std::string(static_cast<std::size_t>(pad - pad / 2), ' ');
}

inline std::string counted(int n, const char* one, const char* many) {
  return std::to_string(n) + " " + (n == 1 ? one : many);
}
inline std::string cards_word(int n) { return counted(n, "card", "cards"); }

}  // namespace tabletop::archaeology::layout
