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

// Where the parts of the board go at a zoom: 1 in a standard terminal, up to 3 in a large window,
// where every treasure row is that many lines tall and the columns widen as the grid's cells do.
struct TableLayout {
  static constexpr int kNameWidth = 16;
  static constexpr int kCellWidth = 6;  // the hand's and the market's counts, at zoom 1
  static constexpr int kTableTop = 2;   // under the dig site and the pyramid
  static constexpr int kChoiceRows = 4;
  static constexpr int kLargestZoom = 3;
  int zoom = 1;

  int cell_w() const { return kCellWidth + 2 * (zoom - 1); }  // as ui::GridView zooms a cell
  int trade_x() const { return kNameWidth + 2 * cell_w(); }
  int sales_x() const { return trade_x() + 6 + 2 * (zoom - 1); }
  int price_w() const { return 3 + 2 * (zoom - 1); }  // a museum price, right-aligned
  int width() const { return sales_x() + price_w() * kLongestSet; }
  // Rows from the board's top: two header rows, the treasures, their totals, then the lines below.
  int info_row() const { return kTableTop + 2 + kTreasureKinds * zoom + 1; }
  int note_row() const { return info_row() + 1; }
  int choices_row() const { return note_row() + 1; }
  int height() const { return choices_row() + kChoiceRows; }
};

// Short names for the narrow side panel, one card and several.
constexpr std::array<const char*, kTreasureKinds> kShortName = {"Shard", "Scrap", "Coin", "Talisman",
                                                                "Cup",   "Map",   "Mask"};
constexpr std::array<const char*, kTreasureKinds> kShortNames = {"Shards", "Scraps", "Coins", "Talismans",
                                                                 "Cups",   "Maps",   "Masks"};

// A seat's sales grouped by kind, in the table's order: "Coins 5+3 (28)", each set's size and the
// money they brought.
inline std::vector<std::string> sales_by_kind(const Sales& sales) {
  std::vector<std::string> parts;
  for (Card kind : kTreasures) {
    std::string sizes;
    int value = 0;
    for (const Sale& sale : sales) {
      if (sale.card != kind) continue;
      sizes += (sizes.empty() ? "" : "+") + std::to_string(sale.count);
      value += sale.value;
    }
    if (!sizes.empty())
      parts.push_back(std::string(card_info(kind).many) + " " + sizes + " (" + std::to_string(value) + ")");
  }
  return parts;
}

// How many cards of each kind a seat has sold, for the narrow side panel: "7 Coins", "1 Cup".
inline std::vector<std::string> sold_counts(const Sales& sales) {
  std::vector<std::string> parts;
  for (Card kind : kTreasures) {
    int count = 0;
    for (const Sale& sale : sales) count += sale.card == kind ? sale.count : 0;
    const auto k = static_cast<std::size_t>(kind);
    if (count > 0) parts.push_back(std::to_string(count) + " " + (count == 1 ? kShortName[k] : kShortNames[k]));
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
