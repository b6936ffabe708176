#include "tabletop/games/archaeology/archaeology_view.hpp"

#include <algorithm>

#include "table_layout.hpp"

// Drawing the Archaeology screen: the dig site and pyramid line, the treasure table, the choices
// below it, the cover between people and the final results. Keys and moves are in archaeology_view.cpp.
namespace tabletop::archaeology {

using ui::Tone;
using namespace layout;

namespace {
// Everything the treasure table and the pyramid draw, one look each: board_roles() lists them for the
// test that no two look alike. A number stands for any count or price.
const ui::Role kHidden{"a hidden hand", "?", "?", Tone::dim};
const ui::Role kNone{"no card, or no price", "·", ".", Tone::dim};
const ui::Role kHeld{"cards of a kind in the hand shown", "9", "9", Tone::title};
const ui::Role kNumber{"a count or a price", "9", "9", Tone::normal};
const ui::Role kMarked{"cards marked of those there", "1/2", "1/2", Tone::selected};
const ui::Role kSetNow{"the price of the set you could sell now", "9", "9", Tone::hint};
const ui::Role kChamberOpen{"a chamber still closed", "N cards", "N cards", Tone::normal};
const ui::Role kChamberTaken{"a chamber already explored", "taken", "taken", Tone::dim};

// The rows under the board that the prompt may take in any state of a turn: two for what to do and
// two for a suggestion (a trade's prompt with a trade suggested), no more than the frame gives it.
int steady_prompt_rows(int window_h) { return std::min(std::max(2, window_h / 3), 4); }
constexpr int kHeadingsApart = 3;  // spaces between two headings on one row, not read as one phrase
constexpr int kResultIndent = 4;   // a seat's sales in the final result, under its name

}  // namespace

const std::vector<ui::Role>& board_roles() {
  static const std::vector<ui::Role> roles{kHidden, kNone,   kHeld,        kNumber,
                                           kMarked, kSetNow, kChamberOpen, kChamberTaken};
  return roles;
}

ui::Size ArchaeologyScreen::board_size() const {
  ui::GridView smallest = grid_;
  smallest.set_zoom(1);
  const TableLayout layout(smallest);
  return {layout.width(), layout.height()};
}

// The layout comes from the window alone, never from what the prompt says now: the table keeps its
// zoom and place (and the players panel its width) while a trade, a sale or a suggestion lengthens
// the prompt. The board takes every row it is given and is centred inside the rows kept for it.
ui::Size ArchaeologyScreen::fit_board(ui::Size room) {
  const ui::Size shown = window();
  const int steady_h = shown.h > 0 ? shown.h - steady_prompt_rows(shown.h) : room.h;
  // The sales under the choices come before taller boxes; without them, the largest boxes that fit.
  for (const bool sales : {true, false}) {
    for (int zoom = TableLayout::kLargestZoom; zoom >= (sales ? 3 : 1); --zoom) {
      grid_.set_zoom(zoom);
      const TableLayout layout(grid_, sales);
      if ((layout.width() <= room.w && layout.height() <= steady_h) || zoom == 1) {
        board_top_ = std::max(0, (steady_h - layout.height()) / 2);
        sales_shown_ = sales;
        return {layout.width(), room.h};
      }
    }
  }
  return board_size();
}

void ArchaeologyScreen::draw_board(ui::Painter& p, ui::Rect whole) {
  const ui::Rect r{whole.x, whole.y + board_top_, whole.w, whole.h - board_top_};
  const TableLayout layout(grid_, sales_shown_);
  draw_top(p, r);
  const int top = TableLayout::kTableTop;
  const ui::Rect table{r.x, r.y + top, r.w, layout.choices_row() - top};
  if (match().over()) {
    draw_results(p, ui::Rect{r.x, r.y + top, r.w, r.h - top});
    return;
  }
  draw_table(p, table);
  if (layout.sales) draw_sales(p, ui::Rect{r.x, r.y + layout.sales_row(), r.w, TableLayout::kSalesRows - 1});
  // The choices keep their keys near their names however wide the board grows.
  draw_choices(p, ui::Rect{r.x, r.y + layout.choices_row(), std::min(r.w, TableLayout::kChoicesWidth),
                           TableLayout::kChoiceRows});
}

void ArchaeologyScreen::draw_top(ui::Painter& p, ui::Rect r) const {
  const Table& t = state().table();
  int x = p.text(r.x, r.y, "Dig site ", Tone::title);
  x = p.text(x, r.y, std::to_string(t.dig_left), Tone::accent);
  p.text(x, r.y,
         std::string(" ") + p.glyph("·", "-") + " to come: " + counted(t.thieves_to_come(), "thief", "thieves") + ", " +
             counted(t.storms_to_come(), "sandstorm", "sandstorms"));
  x = p.text(r.x, r.y + 1, "Pyramid", Tone::title);
  x = p.text(x, r.y + 1, ", 1/2/3 maps:");
  for (std::size_t c = 0; c < kChambers; ++c) {
    const ui::Role& chamber = t.chamber_taken[c] ? kChamberTaken : kChamberOpen;
    x = p.text(x + 1, r.y + 1,
               t.chamber_taken[c] ? p.glyph(chamber) : cards_word(chamber_size(static_cast<int>(c), t.length)),
               chamber.tone);
    if (c + 1 < kChambers) x = p.text(x + 1, r.y + 1, p.glyph("·", "-"), Tone::dim);
  }
}

ui::Cell ArchaeologyScreen::cell(int row, int col) const {
  const Card card = treasure_at(row);
  const int seen_by = seat_in_view();
  ui::Cell c;
  c.side = " ";
  const ui::Terminal& term = host().terminal();
  if (col == 0 && seen_by < 0) {
    c.centre = centred(ui::glyph(term, kHidden), TableLayout::kCellWidth - 2);
    c.tone = kHidden.tone;
    return c;
  }
  const int count = col == 0 ? at(state().hand(seen_by), card) : at(state().table().market, card);
  const int marked = !marking() ? 0 : col == 0 ? at(give_, card) : at(take_, card);
  if (marked > 0) {
    c.centre = centred(std::to_string(marked) + "/" + std::to_string(count), TableLayout::kCellWidth - 2);
    c.tone = kMarked.tone;
  } else {
    const ui::Role& shown = count == 0 ? kNone : col == 0 ? kHeld : kNumber;
    c.centre = centred(count == 0 ? ui::glyph(term, kNone) : std::to_string(count), TableLayout::kCellWidth - 2);
    c.tone = shown.tone;
  }
  return c;
}

void ArchaeologyScreen::draw_table(ui::Painter& p, ui::Rect r) {
  const TableLayout layout(grid_, sales_shown_);
  const int seen_by = seat_in_view();
  const std::string whose = seen_by < 0 ? "Hands are hidden" : "Cards of " + name_of(seen_by);
  // A heading over a count column, centred as the counts are.
  const auto over_column = [&](int col, int width) {
    const int inside = grid_.boxed() ? grid_.cell_width() - 1 : grid_.cell_width();  // a box's border is not
    return r.x + TableLayout::kNameWidth + col * grid_.cell_width() + (grid_.boxed() ? 2 : 0) +
           (inside - width + 1) / 2;
  };
  const auto price_x = [&](int size) { return r.x + layout.sales_x() + layout.price_w() * (size - 1); };
  p.text(r.x, r.y, ui::shorten(p, whose, layout.trade_x() - 1), seen_by < 0 ? Tone::dim : ui::seat_tone(seen_by));
  p.text(r.x + layout.trade_x() + 1, r.y, "trade", Tone::dim);
  // The museum's heading ends over its last price, apart from "trade" so the two read as two headings.
  const int museum_end = layout.width() - 1;
  const int museum_room = museum_end - (layout.trade_x() + 1 + ui::text_width("trade") + kHeadingsApart);
  for (const char* museum : {"museum pays per set of", "museum pays"}) {
    if (ui::text_width(museum) > museum_room) continue;
    p.text(r.x + museum_end - ui::text_width(museum), r.y, museum, Tone::dim);
    break;
  }
  p.text(r.x, r.y + 1, "Treasure", Tone::dim);
  p.text(over_column(0, 4), r.y + 1, "hand", Tone::dim);
  p.text(over_column(1, 6), r.y + 1, "market", Tone::dim);
  p.text(r.x + layout.trade_x() + 1, r.y + 1, "value", Tone::dim);
  for (int size = 1; size <= kLongestSet; ++size)
    p.text(price_x(size) + layout.price_w() - 2, r.y + 1, std::to_string(size), Tone::dim);

  const int grid_y = r.y + 2;
  const bool cursor = marking() && !menu_focus_;
  // The cards of a kind that nobody may see from here: in the dig site, the pyramid or other hands.
  const Table& t = state().table();
  const auto hidden = [&](Card card) {
    int count = deck_count(card, t.players, t.length) - at(t.market, card);
    if (seen_by >= 0) count -= at(state().hand(seen_by), card);
    for (int seat = 0; seat < t.players; ++seat) {
      for (const Sale& sale : t.sales[static_cast<std::size_t>(seat)]) count -= sale.card == card ? sale.count : 0;
    }
    return card == Card::map ? count - t.maps_used : count;
  };
  grid_.draw(
      p, r.x, grid_y, [this](ui::CellPos pos) { return cell(pos.row, pos.col); }, nullptr,
      [&](int col) {
        if (col == 0 && seen_by < 0) return std::string("?");
        return std::to_string(col == 0 ? size_of(state().hand(seen_by)) : size_of(state().table().market));
      },
      cursor);
  p.text(r.x, grid_y + grid_.size().h - 1, "In all", Tone::dim);  // on the line of the grid's totals
  const Mode m = mode();
  for (int row = 0; row < kTreasureKinds; ++row) {
    const Card card = treasure_at(row);
    const int y = grid_.y_of(row);
    const int held = seen_by < 0 ? 0 : at(state().hand(seen_by), card);
    const bool here = cursor && grid_.cursor().row == row;
    const int name_end = p.text(r.x, y, card_info(card).many,
                                here       ? Tone::selected
                                : held > 0 ? Tone::normal
                                           : Tone::dim);
    if (grid_.boxed()) {  // dots lead from the name to its boxes
      for (int x = name_end + 1; x < r.x + TableLayout::kNameWidth; ++x) p.text(x, y, p.glyph("·", "."), Tone::dim);
    }
    if (layout.hidden_line()) p.text(r.x + 1, y + 1, std::to_string(hidden(card)) + " still hidden", Tone::dim);
    p.text(r.x + layout.trade_x() + 3, y, std::to_string(trade_value(card)), kNumber.tone);
    // The price of the set you would sell now (or have marked to sell) stands out.
    const int shown = m == Mode::sell && at(give_, card) > 0 ? at(give_, card) : std::min(held, max_set(card));
    for (int size = 1; size <= kLongestSet; ++size) {
      const int value = sale_value(card, size);
      const int x = price_x(size) + layout.price_w() - 3;  // two columns of digits, then a gap
      if (value == 0) {
        p.text(x + 1, y, p.glyph(kNone), kNone.tone);
      } else {
        const std::string text = (value < 10 ? " " : "") + std::to_string(value);
        p.text(x, y, text, (size == shown ? kSetNow : kNumber).tone);
      }
    }
  }

  // Two lines under the table: the marks and what stops them, or the viewer's money and what only
  // the viewer may know (the card just dug or stolen).
  std::string first;
  std::string second;
  Tone first_tone = Tone::normal;
  Tone second_tone = Tone::good;
  if (marking()) {
    const std::string problem = marked_problem();
    if (size_of(give_) + size_of(take_) == 0) {
      first = problem;
    } else {
      // Brief where the whole would wrap and leave "ready." alone on a line.
      const std::string end = problem.empty() ? ": ready." : ".";
      first = marked_summary() + end;
      if (!ui::fits(first, r.w)) first = marked_summary(true) + end;
      first_tone = problem.empty() ? Tone::good : Tone::normal;
      second = problem;
      second_tone = Tone::warning;
    }
  } else {
    // An owed sale is told once, in the prompt; here the money stays.
    if (seen_by >= 0) {
      const std::string money =
          std::to_string(t.money(seen_by)) + ", from " + cards_word(t.cards_sold(seen_by)) + " sold.";
      // With news below it, the money's line gives up the name (the table's heading has it) before
      // it gives up its place; a line cut in two would leave "sold." alone.
      const bool has_news = !notes_[static_cast<std::size_t>(seen_by)].empty();
      for (const std::string& line : {name_of(seen_by) + ": money " + money, "Money " + money}) {
        if (!has_news || ui::fits(line, r.w)) {
          first = line;
          break;
        }
      }
    }
    if (seen_by >= 0) {
      for (const auto& n : notes_[static_cast<std::size_t>(seen_by)]) second += (second.empty() ? "" : " ") + n;
    }
  }
  // Each wrapped at its words; news too long for one line takes the money's line (the players panel
  // has the money too).
  std::vector<std::pair<std::string, Tone>> lines;
  for (const auto& [text, tone] : {std::pair{first, first_tone}, std::pair{second, second_tone}}) {
    for (std::string& line : ui::wrap(text, r.w)) {
      if (!text.empty()) lines.emplace_back(std::move(line), tone);
    }
  }
  if (static_cast<int>(lines.size()) > TableLayout::kInfoLines && !marking() && !second.empty() && !first.empty())
    lines.erase(lines.begin());
  if (static_cast<int>(lines.size()) > TableLayout::kInfoLines) {  // the last line says there is more
    std::string rest;
    for (std::size_t i = TableLayout::kInfoLines - 1; i < lines.size(); ++i)
      rest += (rest.empty() ? "" : " ") + lines[i].first;
    lines.resize(TableLayout::kInfoLines);
    lines.back().first = ui::shorten(p, rest, r.w);
  }
  int y = r.y + layout.info_row() - TableLayout::kTableTop;
  for (std::size_t i = 0; i < lines.size() && i < TableLayout::kInfoLines; ++i)
    p.text(r.x, y++, lines[i].first, lines[i].second);
}

void ArchaeologyScreen::draw_choices(ui::Painter& p, ui::Rect r) {
  const std::vector<Choice> list = choices();
  menu_.items.clear();
  for (const Choice& c : list) menu_.items.push_back({c.label, c.note, c.enabled});
  menu_.clamp();
  if (list.empty()) return;
  const Mode m = mode();
  if (m == Mode::rob || m == Mode::explore) {
    // A small dialog over the table: the thief and the pyramid ask one question each.
    const int h = static_cast<int>(list.size()) + 4;
    const TableLayout layout(grid_, sales_shown_);
    const int top = TableLayout::kTableTop;  // the dialog is centred over the table
    const ui::Rect within{r.x, r.y + r.h - layout.height() + top, r.w, layout.height() - top};
    const ui::Rect inner =
        ui::dialog_box(p, within, 44, h, m == Mode::rob ? "A thief! Whom do you rob?" : "Explore the pyramid");
    p.text(inner.x, inner.y,
           m == Mode::rob ? "One card is taken at random."
                          : "Maps in hand: " + std::to_string(at(state().hand(state().current_seat()), Card::map)));
    menu_.draw(p, ui::Rect{inner.x, inner.y + 2, inner.w, inner.h - 2});
    return;
  }
  if (!menu_focus_) menu_.cursor = -1;  // no cursor in the menu while the table has the keys
  menu_.draw(p, r);
  if (menu_.cursor < 0) menu_.clamp();
}

// Each seat's money and sales kind by kind (what they collect), one line each: all of it is public.
void ArchaeologyScreen::draw_sales(ui::Painter& p, ui::Rect r) const {
  const Table& t = state().table();
  p.text(r.x, r.y, "Sold so far", Tone::dim);
  for (int seat = 0; seat < t.players && seat + 1 < r.h; ++seat) {
    const int y = r.y + 1 + seat;
    int x = p.text(r.x, y, ui::fit(name_of(seat), 20), ui::seat_tone(seat));
    x = p.text(std::max(x + 1, r.x + 22), y, "$" + std::to_string(t.money(seat)));
    const std::string sets = joined(sales_by_kind(t.sales[static_cast<std::size_t>(seat)]), ", ");
    const int from = std::max(x + 1, r.x + 27);
    p.text(from, y, ui::shorten(p, sets.empty() ? "nothing yet" : sets, r.x + r.w - from), Tone::dim);
  }
}

void ArchaeologyScreen::draw_results(ui::Painter& p, ui::Rect r) const {
  const Table& t = state().table();
  const Places places = t.places();
  p.text(r.x, r.y, "Final result", Tone::title);
  int y = r.y + 2;
  for (int seat = 0; seat < t.players && y < r.y + r.h; ++seat) {
    const bool won = places[static_cast<std::size_t>(seat)] == 1;
    int x = p.text(r.x, y, won ? p.glyph("★ ", "* ") : "  ", Tone::accent);
    x = p.text(x, y, ui::fit(name_of(seat), 20), ui::seat_tone(seat));
    p.text(std::max(x + 1, r.x + 22), y,
           std::to_string(t.money(seat)) + " from " + cards_word(t.cards_sold(seat)) + (won ? "  wins" : ""),
           won ? Tone::title : Tone::normal);
    ++y;
    // Kind by kind, a kind's sets never parted between lines.
    std::vector<std::string> sets = sales_by_kind(t.sales[static_cast<std::size_t>(seat)]);
    if (sets.empty()) sets.push_back("nothing sold");
    for (std::size_t i = 0; i + 1 < sets.size(); ++i) sets[i] += ",";
    for (const auto& line : ui::pack_entries(sets, r.w - kResultIndent, " ")) {
      if (y >= r.y + r.h - 2) break;
      p.text(r.x + kResultIndent, y++, line, Tone::dim);
    }
  }
  y = std::max(y + 1, r.y + r.h - 2);
  for (const auto& line : ui::wrap(result_words(t, [this](int seat) { return name_of(seat); }), r.w)) {
    if (y < r.y + r.h) p.text(r.x, y++, line, Tone::accent);
  }
}

}  // namespace tabletop::archaeology
