#include "tabletop/ui/players_panel.hpp"

#include <algorithm>
#include <sstream>

#include "tabletop/core/seat.hpp"

namespace tabletop::ui {

namespace {

constexpr int kLead = 4;           // the turn's mark, the seat's letter and a space after each
constexpr int kNameWidth = 10;     // a longer name is shortened beside its details or a mark, room or not
constexpr int kShortestName = 6;   // shorter than this, a name is no longer read as one
constexpr int kDetailIndent = 4;   // a detail on a line of its own starts under its name, read as the name's
constexpr int kNarrowIndent = 2;   // ... or under the seat's letter, where the detail needs the columns
constexpr int kDetailColumn = 15;  // where the details line up when the names leave room

std::string mark_of(const Painter& p, const PlayerLine& line, bool with_level = true) {
  // A robot's mark, with its level: the ASCII "*" would be read as a board glyph (Pako's escape
  // squares). A joined seat without its player is marked in words: open for whoever joins first, or
  // away (their seat waits for them).
  if (line.robot) return p.glyph("⚙", "bot") + (line.level.empty() || !with_level ? "" : " " + line.level);
  return line.open ? "open" : line.away ? "away" : "";
}

// A text shortened to `width` says so: it ends in an ellipsis.
std::string shortened(const Painter& p, const std::string& text, int width) {
  return fits(text, width) ? text : fit(text, width - 1) + p.glyph("…", ".");
}

constexpr char kPartBreak = '\t';  // between a detail's parts, where the panel lines them up

const std::string& detail_of(const PlayerLine& line, bool brief) {
  return brief && !line.brief.empty() ? line.brief : line.detail;
}

std::vector<std::string> parts_of(const std::string& detail) {
  std::vector<std::string> parts;
  std::istringstream in(detail);
  for (std::string part; std::getline(in, part, kPartBreak);) parts.push_back(part);
  return parts;
}

// The details (or the shorter ones) as shown: each part but a row's last padded to the widest in its
// column, so that the next starts in the same column on every row, or else each as the game wrote it.
std::vector<std::string> shown_details(const std::vector<PlayerLine>& lines, bool brief, bool aligned) {
  std::vector<std::vector<std::string>> parts;
  std::vector<int> widths;
  for (const PlayerLine& line : lines) {
    parts.push_back(parts_of(detail_of(line, brief)));
    for (std::size_t i = 0; i + 1 < parts.back().size(); ++i) {
      if (widths.size() <= i) widths.resize(i + 1, 0);
      widths[i] = std::max(widths[i], text_width(parts.back()[i]));
    }
  }
  std::vector<std::string> shown;
  for (const auto& row : parts) {
    std::string text;
    for (std::size_t i = 0; i < row.size(); ++i) {
      text += row[i];
      if (aligned && i + 1 < row.size())
        text += std::string(static_cast<std::size_t>(widths[i] - text_width(row[i])), ' ');
    }
    shown.push_back(text);
  }
  return shown;
}

std::vector<std::string> words_of(const std::string& text) {
  std::vector<std::string> words;
  std::istringstream in(text);
  for (std::string word; in >> word;) words.push_back(word);
  return words;
}

// A game's shorter details that leave words out ("23g square 5" for "23g Wishing Well"), not only spaces.
bool brief_leaves_words_out(const std::vector<PlayerLine>& lines) {
  return std::any_of(lines.begin(), lines.end(), [](const PlayerLine& line) {
    return !line.brief.empty() && words_of(line.brief) != words_of(line.detail);
  });
}

// How every row of the panel is laid out, all alike so that the columns line up. What gives way
// when the panel is narrow, in this order: the games' shorter details are used (after the details
// take a line of their own, where the shorter ones leave words out and the panel has `most_rows`
// for it), the robots' levels (only where a second row per player would crowd the log: the game's state matters more
// than the level, which the setup told), the details take a line of their own under each name (a name cut short reads
// badly: 'Playe…'; on its own row a name without a mark runs to the row's end, and a robot's level stays beside its
// name, the first to be shortened on that row), and last, when not even that leaves room for six columns of a name,
// the name goes. The numbers in the details never go.
struct PlayersLayout {
  int name_w = 0;
  int mark_w = 0;  // the marks' column, when anybody has one
  bool brief = false;
  bool two_rows = false;
  int indent = kDetailIndent;  // of a detail on a line of its own
  bool levels = true;          // the robots' levels beside their marks
  bool marks_follow = false;   // each bare mark a space after its own name, name_w the widest of the two together
  bool aligned = true;         // the details' parts in columns
};

// Where the details may start on a name's row: after the names and the marks.
int least_detail_x(const PlayersLayout& layout) {
  return kLead + (layout.name_w > 0 ? layout.name_w + 1 : 0) + (layout.mark_w > 0 ? layout.mark_w + 1 : 0);
}

int widest_of(const std::vector<std::string>& texts) {
  int w = 0;
  for (const std::string& text : texts) w = std::max(w, text_width(text));
  return w;
}

PlayersLayout lay_out_as(const Painter& p, int width, const std::vector<PlayerLine>& lines, int most_rows,
                         bool aligned) {
  PlayersLayout layout;
  int widest_name = 0;
  int widest_marked = 0;  // of the names with a mark beside them, which is kept in one column
  int sign_w = 0;         // the marks without the robots' levels, which give way on a name's own row
  int widest_signed = 0;  // of a name with its bare mark after it
  bool has_brief = false;
  for (const PlayerLine& line : lines) {
    layout.mark_w = std::max(layout.mark_w, text_width(mark_of(p, line)));
    const int sign = text_width(mark_of(p, line, false));
    sign_w = std::max(sign_w, sign);
    const int name = std::min(kNameWidth, text_width(line.name));
    widest_name = std::max(widest_name, name);
    if (!mark_of(p, line).empty()) widest_marked = std::max(widest_marked, name);
    widest_signed = std::max(widest_signed, name + (sign > 0 ? 1 + sign : 0));
    has_brief = has_brief || !line.brief.empty();
  }
  const int mark_part = layout.mark_w > 0 ? layout.mark_w + 1 : 0;
  const auto detail_w = [&](bool brief) { return widest_of(shown_details(lines, brief, aligned)); };
  // The names whole (up to kNameWidth), with the full details or else the game's shorter ones.
  const auto beside_names = [&](bool brief, int margin) {
    return widest_name + 1 <= width - kLead - mark_part - detail_w(brief) - margin;
  };
  if (beside_names(false, 0)) {
    // Shorter details with the same words rather than details against the panel's border.
    if (!beside_names(false, 1) && has_brief && !brief_leaves_words_out(lines) && beside_names(true, 1))
      return PlayersLayout{widest_name, layout.mark_w, true};
    return PlayersLayout{widest_name, layout.mark_w};
  }
  // Each detail under its name: the whole detail when it fits the line, else the shorter one.
  const bool brief = has_brief && kNarrowIndent + detail_w(false) > width;
  const int indent = kDetailIndent + detail_w(brief) <= width ? kDetailIndent : kNarrowIndent;
  const int name_room = width - kLead - (sign_w > 0 ? sign_w + 1 : 0) - 1;
  const bool names_fit_own_rows = widest_name > 0 && name_room >= std::min(kShortestName, widest_name);
  // The marks' column: after the marked names; a name without a mark goes on to the row's end.
  const int marks_after = widest_marked > 0 ? widest_marked : widest_name;
  const PlayersLayout own_rows{std::min(marks_after, name_room), layout.mark_w, brief, true, indent};
  const bool rows_to_spare = 2 * static_cast<int>(lines.size()) <= most_rows;
  if (names_fit_own_rows && !brief && rows_to_spare && brief_leaves_words_out(lines)) return own_rows;
  if (has_brief && widest_name + 1 <= width - kLead - mark_part - detail_w(true))
    return PlayersLayout{widest_name, layout.mark_w, true};
  if (!rows_to_spare && sign_w > 0) {
    // Without its level a mark reads as the name's: right after it, not alone between two columns.
    for (const bool one_row_brief : {false, true}) {
      if (widest_signed + 1 <= width - kLead - detail_w(one_row_brief))
        return PlayersLayout{widest_signed, 0, one_row_brief, false, kDetailIndent, false, true};
    }
  }
  if (names_fit_own_rows) return own_rows;
  for (const bool one_row_brief : {false, true}) {
    if (kLead + mark_part + detail_w(one_row_brief) <= width) return PlayersLayout{0, layout.mark_w, one_row_brief};
  }
  return PlayersLayout{std::max(0, name_room), layout.mark_w, brief, true, indent};
}

// Lined up, unless the padding would cost a detail its numbers: then the parts as the game wrote them.
PlayersLayout lay_out(const Painter& p, int width, const std::vector<PlayerLine>& lines, int most_rows) {
  PlayersLayout layout = lay_out_as(p, width, lines, most_rows, true);
  const int widest = widest_of(shown_details(lines, layout.brief, true));
  if ((layout.two_rows ? layout.indent : least_detail_x(layout)) + widest <= width) return layout;
  layout = lay_out_as(p, width, lines, most_rows, false);
  layout.aligned = false;
  return layout;
}

}  // namespace

std::string detail_parts(const std::vector<std::string>& parts, int gap) {
  std::string detail;
  for (std::size_t i = 0; i < parts.size(); ++i) {
    if (i > 0) detail += std::string(static_cast<std::size_t>(gap), ' ') + kPartBreak;
    detail += parts[i];
  }
  return detail;
}

int players_rows(const Painter& p, int width, const std::vector<PlayerLine>& lines, int most_rows) {
  const int per_player = lay_out(p, width, lines, most_rows).two_rows ? 2 : 1;
  return per_player * static_cast<int>(lines.size());
}

void draw_players(const Painter& p, Rect r, const std::vector<PlayerLine>& lines) {
  const PlayersLayout layout = lay_out(p, r.w, lines, r.h);
  // The details start in one column for all: the fifteenth when the names and marks leave room.
  const std::vector<std::string> details = shown_details(lines, layout.brief, layout.aligned);
  const int widest_detail = widest_of(details);
  const int least_x = least_detail_x(layout);
  // A mark (a robot's level) is kept a column further from the details where the room allows.
  const int apart_x = std::max(kDetailColumn, least_x + (layout.mark_w > 0 ? 1 : 0));
  // A column is kept clear of the panel's border where the room allows.
  const int detail_x = r.x + std::max(least_x, std::min(apart_x, r.w - widest_detail - 1));
  int y = r.y;
  for (std::size_t row = 0; row < lines.size(); ++row) {
    const PlayerLine& line = lines[row];
    if (y >= r.y + r.h) break;
    p.text(r.x, y, line.in_turn ? p.glyph("▶", ">") : " ", Tone::accent);
    const char letter = line.letter != 0 ? line.letter : seat_letter(line.seat);
    p.text(r.x + 2, y, std::string(1, letter), seat_tone(line.seat));
    int x = r.x + kLead;
    const std::string bare_mark = mark_of(p, line, false);
    if (layout.name_w > 0) {
      // On a row of its own, a name without a mark may go on over the marks' column.
      const bool to_the_end = layout.two_rows && bare_mark.empty();
      // A mark following its name takes its room from the name's column.
      const int beside_mark = std::min(kNameWidth, layout.name_w - (bare_mark.empty() ? 0 : 1 + text_width(bare_mark)));
      const int name_room = to_the_end ? r.x + r.w - x : layout.marks_follow ? beside_mark : layout.name_w;
      const std::string name = shortened(p, line.name, name_room);
      p.text(x, y, name, line.in_turn ? Tone::title : Tone::normal);
      x += (layout.marks_follow ? text_width(name) : layout.name_w) + 1;
    }
    if (const std::string mark = mark_of(p, line, layout.levels); !mark.empty()) {
      // The level in the tone of the names, to be read; it gives way at the panel's edge.
      const int room = r.x + r.w - x;
      p.text(x, y, fit(bare_mark, room), line.robot ? Tone::dim : Tone::warning);
      const int level_room = room - text_width(bare_mark) - 1;
      if (layout.levels && line.robot && !line.level.empty() && level_room > 0) {
        p.text(x + text_width(bare_mark) + 1, y, shortened(p, line.level, level_room), Tone::normal);
      }
    }
    const std::string& detail = details[row];
    if (layout.two_rows) {
      if (++y < r.y + r.h) p.text(r.x + layout.indent, y, fit(detail, r.w - layout.indent), Tone::normal);
    } else {
      p.text(detail_x, y, fit(detail, r.x + r.w - detail_x), Tone::normal);
    }
    ++y;
  }
}

}  // namespace tabletop::ui
