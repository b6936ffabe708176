#pragma once
// What the Archaeology screen's two files share: where the parts of the board go, and the words
// for cards and sales. Private to src/games/archaeology.
#include <algorithm>
#include <array>
#include <string>
#include <vector>

#include "tabletop/games/archaeology/archaeology.hpp"
#include "tabletop/ui/grid.hpp"
#include "tabletop/ui/painter.hpp"

namespace tabletop::archaeology::layout {

// Where the parts of the board go at the treasure grid's zoom: 1 in a standard terminal, where each
// treasure is a line, and boxes in larger windows. The boxes grow to three lines at most and the
// prices keep close to each other and to their row, to be read across; the line under each name
// says how many of the kind are still hidden (from zoom 3, when boxes have two lines or more), and
// what each seat has sold is listed under the choices where the window has the rows.
struct TableLayout {
  static constexpr int kNameWidth = 17;  // the longest name, "Parchment Scraps", and a space before a cursor's bracket
  static constexpr int kCellWidth = 6;   // the hand's and the market's counts, at zoom 1
  static constexpr int kTableTop = 2;    // under the dig site and the pyramid
  static constexpr int kInfoLines = 2;   // under the table: the marks or the money, and private news
  static constexpr int kChoiceRows = 4;
  static constexpr int kChoicesWidth = 50;  // a choice's key stays within reach of its name
  static constexpr int kLargestZoom = 4;    // boxes of three lines: a larger one would hold one number in more space
  explicit TableLayout(const ui::GridView& grid, bool with_sales = false)
      : zoom(grid.zoom()), grid_w(grid.size().w), grid_h(grid.size().h), sales(with_sales) {}
  int zoom;
  int grid_w;  // the treasures' names and the hand's and market's columns, as the grid draws them
  int grid_h;  // the treasures and the line of totals under them
  bool sales;  // each seat's sales listed under the choices

  int trade_x() const { return grid_w + (zoom > 1 ? 1 : 0); }
  int sales_x() const { return trade_x() + (zoom > 1 ? 7 : 6); }
  int price_w() const { return zoom > 1 ? 5 : 3; }  // a museum price, right-aligned
  bool hidden_line() const { return zoom > 2; }     // under each name: how many are still hidden
  int width() const { return sales_x() + price_w() * kLongestSet; }
  // Rows from the board's top: two header rows, the treasures and their totals, then the lines below.
  int info_row() const { return kTableTop + 2 + grid_h; }
  int choices_row() const { return info_row() + kInfoLines; }
  // In a large window, under the choices: a blank line, then what each seat has sold, kind by kind.
  static constexpr int kSalesRows = 2 + kMaxPlayers;
  int sales_row() const { return choices_row() + kChoiceRows + 1; }
  int height() const { return choices_row() + kChoiceRows + (sales ? kSalesRows : 0); }
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
