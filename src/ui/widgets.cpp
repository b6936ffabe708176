#include "tabletop/ui/widgets.hpp"

#include <algorithm>
#include <compare>
#include <string_view>

namespace tabletop::ui {

namespace {
bool is_blank(char c) { return c == ' ' || c == '\n' || c == '\t' || c == '\r' || c == '\v' || c == '\f'; }
bool is_digit(char c) { return c >= '0' && c <= '9'; }
bool is_upper(char c) { return c >= 'A' && c <= 'Z'; }
// A word that ends a clause ("7,", "Start.") may end a line; a line break after any other word that
// stands beside a number would part the two.
bool ends_clause(std::string_view word) {
  return std::string_view(",.;:!?)").find(word.back()) != std::string_view::npos;
}
// Whether a line may not break between two words: a number stays with the word before it ("row 7",
// "column 3", "rolls a 6") and with the word after it ("1 gold", "2 squares"), unless a clause ends
// between them ("row 7, column 3" may break after the comma).
bool kept_together(std::string_view before, std::string_view after) {
  // A key stays with what it does: "q: menu", "Esc: menu".
  if ((before.size() == 2 && !is_digit(before.front()) && before.back() == ':') || before == "Esc:") return true;
  if (ends_clause(before)) return false;
  return is_digit(after.front()) || is_digit(before.front());
}

// Whether a line break between two words parts a name: both capitalised ("Water" / "Mill", "Player" / "B").
bool parts_a_name(std::string_view before, std::string_view after) {
  return !before.empty() && !after.empty() && is_upper(before.front()) && is_upper(after.front());
}

struct Word {
  std::string_view text;
  int width;
};

// A break inside a group: where it would put a number first on a line, part a number from the word
// after it, or fall between a number and the word that leads to the next number ("from 5 | to 7"),
// which keeps both numbers with their words. A break elsewhere is free.
enum class Joint { free, chain, unit, number_first };
Joint joint_after(const std::vector<Word>& words, std::size_t j) {
  if (j + 1 >= words.size() || !kept_together(words[j].text, words[j + 1].text)) return Joint::free;
  if (is_digit(words[j + 1].text.front())) return Joint::number_first;
  const bool leads_on = j + 2 < words.size() && is_digit(words[j + 2].text.front()) &&
                        kept_together(words[j + 1].text, words[j + 2].text);
  return leads_on ? Joint::chain : Joint::unit;
}

// Whether a greedy layout leaves a line (not the last) less than half full, a number first on a line
// that does not follow a clause's end, or a name parted ("Water" / "Mill").
bool ragged(const std::vector<std::string>& lines, int width) {
  for (std::size_t i = 0; i + 1 < lines.size(); ++i) {
    if (2 * text_width(lines[i]) < width) return true;
    const std::size_t next = lines[i + 1].find_first_not_of(' ');
    if (next == std::string::npos || lines[i].empty() || ends_clause(lines[i])) continue;
    if (is_digit(lines[i + 1][next])) return true;
    const std::size_t last = lines[i].find_last_of(' ');
    const std::string_view last_word = std::string_view(lines[i]).substr(last == std::string::npos ? 0 : last + 1);
    if (parts_a_name(last_word, std::string_view(lines[i + 1]).substr(next))) return true;
  }
  return false;
}

// What a layout costs, compared in this order: numbers first on a line, numbers parted from the word
// after them, lines, then lines less than half full (the square of the columns short of half) with
// runs of numbers, names and "a 6" parted, then breaks that do not fall at a clause's end.
struct Cost {
  long long number_first = 0, unit = 0, lines = 0, ragged = 0, loose = 0;
  Cost operator+(const Cost& o) const {
    return {number_first + o.number_first, unit + o.unit, lines + o.lines, ragged + o.ragged, loose + o.loose};
  }
  auto operator<=>(const Cost&) const = default;
};

// The words laid out at the least Cost, the first lines as long as that leaves them (so a layout with
// nothing to mend comes out as the greedy one). Each line's start looks ahead only as far as a line
// reaches: linear in the text for a given width.
std::vector<std::string> balanced(const std::vector<Word>& words, int width, const std::string& pad,
                                  const std::string& hang) {
  const std::size_t n = words.size();
  const auto start_w = [&](std::size_t i) { return static_cast<int>(i == 0 ? pad.size() : hang.size()); };
  // Parting a run of numbers, a name or "a 6" from its verb weighs as much as a line 3/8 full.
  const long long parting = static_cast<long long>(width) * width / 16;
  const auto article_of_number = [&](std::size_t j) {
    return (words[j].text == "a" || words[j].text == "an") && j + 1 < n && is_digit(words[j + 1].text.front());
  };
  // The cost of a line that ends before word j, `line_w` wide, with the break after it.
  const auto line_cost = [&](std::size_t j, int line_w) {
    Cost c;
    c.lines = 1;
    if (j == n) return c;
    const long long short_of_half = std::max(0, width - 2 * line_w);
    c.ragged = short_of_half * short_of_half;
    switch (joint_after(words, j - 1)) {
      case Joint::number_first: ++c.number_first; break;
      case Joint::unit: ++c.unit; break;
      case Joint::chain: c.ragged += parting; break;
      case Joint::free:
        if (!ends_clause(words[j - 1].text) && (parts_a_name(words[j - 1].text, words[j].text) || article_of_number(j)))
          c.ragged += parting;  // "Player | A", "Old | Tree", "rolls | a 6"
        break;
    }
    if (!ends_clause(words[j - 1].text)) ++c.loose;
    return c;
  };
  std::vector<Cost> best(n + 1);  // best[i]: the words from i on, i starting a line
  for (std::size_t i = n; i-- > 0;) {
    bool any = false;
    int line_w = start_w(i) - 1;
    for (std::size_t j = i + 1; j <= n; ++j) {
      line_w += 1 + words[j - 1].width;
      if (line_w > width && j > i + 1) break;
      const Cost c = line_cost(j, line_w) + best[j];
      if (!any || c < best[i]) best[i] = c;
      any = true;
    }
  }
  std::vector<std::string> lines;
  for (std::size_t i = 0; i < n;) {
    std::size_t end = i + 1;
    int line_w = start_w(i) - 1;
    for (std::size_t j = i + 1; j <= n; ++j) {
      line_w += 1 + words[j - 1].width;
      if (line_w > width && j > i + 1) break;
      if (line_cost(j, line_w) + best[j] == best[i]) end = j;
    }
    std::string line = i == 0 ? pad : hang;
    for (std::size_t j = i; j < end; ++j) {
      if (j > i) line += ' ';
      line += words[j].text;
    }
    lines.push_back(std::move(line));
    i = end;
  }
  return lines;
}
}  // namespace

// One pass over the text, each character measured once: the words that read as one (a number and
// the words beside it) are added to the line together, or start the next; a group longer than a line
// breaks between its words, and a word longer than a line is cut where the line is full. Linear in
// the text, however long its words.
// Rule: where that leaves a line less than half full, a number first or a name parted, the text is laid
// out anew in as few lines with none of these where the words allow, breaking at clause ends first.
std::vector<std::string> wrap(const std::string& text, int width) {
  width = std::max(width, 8);
  // Text that fits stays as written, so a table's columns keep their spaces.
  if (text.find('\n') == std::string::npos && fits(text, width)) return {text};
  // Indented lines keep their indent; a list item ("- ...") hangs under its first word.
  const std::size_t first = text.find_first_not_of(' ');
  const std::size_t indent =
      first == std::string::npos ? 0 : std::min<std::size_t>(first, static_cast<std::size_t>(width / 4));
  const std::string pad(indent, ' ');
  const bool item = first != std::string::npos && text.compare(first, 2, "- ") == 0;
  const std::string hang = item ? pad + "  " : pad;
  std::vector<Word> words;
  for (std::size_t at = 0; at < text.size();) {
    if (is_blank(text[at])) {
      ++at;
      continue;
    }
    std::size_t end = at;
    while (end < text.size() && !is_blank(text[end])) ++end;
    const std::string_view word(text.data() + at, end - at);
    words.push_back(Word{word, text_width(word)});
    at = end;
  }
  std::vector<std::string> lines;
  std::string line = pad;
  int line_w = static_cast<int>(pad.size());
  bool line_has_words = false;
  const auto next_line = [&] {
    lines.push_back(std::move(line));
    line = hang;
    line_w = static_cast<int>(hang.size());
    line_has_words = false;
  };
  const int hang_w = static_cast<int>(hang.size());
  bool cut = false;           // a word was longer than a line
  std::size_t group_end = 0;  // the words from a group's first up to here read as one
  for (std::size_t i = 0; i < words.size(); ++i) {
    const auto [word, word_w] = words[i];
    if (i >= group_end) {
      // A new group: it starts the next line when it does not fit this one but fits a line of its own.
      int group_w = word_w;
      group_end = i + 1;
      while (group_end < words.size() && kept_together(words[group_end - 1].text, words[group_end].text)) {
        group_w += 1 + words[group_end].width;
        ++group_end;
      }
      if (line_has_words && line_w + 1 + group_w > width && hang_w + group_w <= width) next_line();
    }
    if (line_has_words && line_w + 1 + word_w > width) next_line();
    if (line_has_words) {
      line += ' ';
      ++line_w;
    }
    line_has_words = true;
    if (line_w + word_w <= width) {
      line += word;
      line_w += word_w;
    } else {  // a word longer than the whole line: as much as fits, then the rest on the next lines
      cut = true;
      for_each_char(word, [&](std::string_view c, int w) {
        if (line_w + w > width) {
          next_line();
          line_has_words = true;
        }
        line += c;
        line_w += w;
      });
    }
  }
  if (line_has_words || lines.empty()) lines.push_back(std::move(line));
  if (cut || !ragged(lines, width)) return lines;
  return balanced(words, width, pad, hang);
}

std::string shorten(const Painter& p, const std::string& text, int columns) {
  if (fits(text, columns)) return text;
  const std::string ellipsis = p.glyph("…", "...");
  const int room = columns - text_width(ellipsis);
  if (room <= 0) return fit(ellipsis, columns);
  std::string head = fit(text, room);
  // Back to the end of the last whole word, when there is one (and its comma or colon goes too).
  if (const std::size_t space = head.find_last_of(' '); space != std::string::npos && text[head.size()] != ' ') {
    head.erase(space);
  }
  while (!head.empty() && (head.back() == ' ' || head.back() == ',' || head.back() == ':' || head.back() == ';'))
    head.pop_back();
  return head + ellipsis;
}

std::vector<std::string> pack_entries(const std::vector<std::string>& entries, int width, const std::string& between) {
  std::vector<std::string> lines;
  for (const std::string& entry : entries) {
    if (!lines.empty() && text_width(lines.back()) + text_width(between) + text_width(entry) <= width) {
      lines.back() += between + entry;
    } else {
      for (auto& part : wrap(entry, width)) lines.push_back(std::move(part));
    }
  }
  return lines;
}

std::vector<std::string> wrap_legend(const std::string& legend, int width) {
  if (fits(legend, width)) return {legend};
  std::vector<std::string> entries;
  for (std::size_t at = 0; at < legend.size();) {
    const std::size_t apart = legend.find("  ", at);
    const std::size_t end = apart == std::string::npos ? legend.size() : apart;
    if (end > at) entries.push_back(legend.substr(at, end - at));
    at = apart == std::string::npos ? legend.size() : legend.find_first_not_of(' ', apart);
    if (at == std::string::npos) break;
  }
  return pack_entries(entries, width);
}

int draw_wrapped(const Painter& p, int x, int y, const std::string& text, int width, Tone tone, int most) {
  std::vector<std::string> lines = wrap(text, width);
  if (static_cast<int>(lines.size()) > most && most > 0) {
    std::string rest;  // the last line shown says there is more
    for (std::size_t i = static_cast<std::size_t>(most) - 1; i < lines.size(); ++i)
      rest += (rest.empty() ? "" : " ") + lines[i];
    lines.resize(static_cast<std::size_t>(most));
    lines.back() = shorten(p, rest, width);
  }
  for (std::size_t i = 0; i < lines.size() && static_cast<int>(i) < most; ++i)
    p.text(x, y + static_cast<int>(i), lines[i], tone);
  return std::min(static_cast<int>(lines.size()), most);
}

// ---------------------------------------------------------------- ListMenu

void ListMenu::clamp() {
  if (items.empty()) {
    cursor = 0;
    return;
  }
  cursor = std::clamp(cursor, 0, static_cast<int>(items.size()) - 1);
  if (!items[static_cast<std::size_t>(cursor)].enabled) step(1);
}

void ListMenu::step(int delta) {
  const int n = static_cast<int>(items.size());
  for (int i = 1; i <= n; ++i) {
    const int candidate = ((cursor + delta * i) % n + n) % n;
    if (items[static_cast<std::size_t>(candidate)].enabled) {
      cursor = candidate;
      return;
    }
  }
}

int ListMenu::handle(const Input& input) {
  if (items.empty()) return -1;
  if (input.click) {
    const int row = input.y - last_.y + first_;
    if (last_.contains(input.x, input.y) && row >= 0 && row < static_cast<int>(items.size()) &&
        items[static_cast<std::size_t>(row)].enabled) {
      cursor = row;
      return row;
    }
    return -1;
  }
  switch (input.command) {
    case Command::up: step(-1); break;
    case Command::down: step(1); break;
    case Command::home:
      cursor = 0;
      clamp();
      break;
    case Command::end:
      cursor = static_cast<int>(items.size()) - 1;
      step(-1);
      step(1);
      break;
    case Command::select: return items[static_cast<std::size_t>(cursor)].enabled ? cursor : -1;
    default: break;
  }
  return -1;
}

void ListMenu::page(int direction) {
  if (items.empty()) return;
  cursor = std::clamp(cursor + direction * std::max(1, last_.h - 1), 0, static_cast<int>(items.size()) - 1);
  if (!items[static_cast<std::size_t>(cursor)].enabled) step(direction < 0 ? -1 : 1);
}

void ListMenu::draw(const Painter& p, Rect r) const {
  const int count = static_cast<int>(items.size());
  const bool overflow = count > r.h && r.h >= 2;
  if (overflow) --r.h;  // the last row says where the rest is
  last_ = r;
  if (r.h <= 0) return;
  if (cursor < first_) first_ = cursor;
  if (cursor >= first_ + r.h) first_ = cursor - r.h + 1;
  first_ = std::max(0, std::min(first_, count - r.h));
  if (overflow) {
    const bool above = first_ > 0;
    const bool below = first_ + r.h < count;
    const std::string where = above && below ? std::string(p.glyph("↑↓", "^v")) + " more above and below"
                              : below        ? std::string(p.glyph("↓", "v")) + " more below"
                                             : std::string(p.glyph("↑", "^")) + " more above";
    p.text(r.x + std::max(0, r.w - text_width(where)), r.y + r.h, fit(where, r.w), Tone::dim);
  }
  for (int row = 0; row < r.h && first_ + row < count; ++row) {
    const auto& item = items[static_cast<std::size_t>(first_ + row)];
    const bool here = first_ + row == cursor;
    const Tone tone = here ? Tone::selected : item.heading ? Tone::title : (item.enabled ? Tone::normal : Tone::dim);
    const std::string marker = here ? p.glyph("▶ ", "> ") : item.heading ? "" : "  ";
    std::string line = marker + item.label;
    if (notes_kept && !item.note.empty() && r.w - text_width(item.note) - 2 >= r.w / 3)
      line = shorten(p, line, r.w - text_width(item.note) - 2);
    p.text(r.x, r.y + row, shorten(p, line, r.w), tone);
    // The note on the right (or after the label), whole, where the label leaves room for it; else it
    // gives way.
    if (!item.note.empty() && text_width(line) + 2 + text_width(item.note) <= r.w) {
      const int x = notes_follow ? r.x + text_width(line) + 2 : r.x + r.w - text_width(item.note);
      p.text(x, r.y + row, item.note, Tone::dim);
    }
  }
}

// ---------------------------------------------------------------- TextView

bool TextView::handle(const Input& input, int page) {
  const int before = top;
  if (input.wheel_up) top -= 3;
  if (input.wheel_down) top += 3;
  switch (input.command) {
    case Command::up: --top; break;
    case Command::down: ++top; break;
    case Command::page_up: top -= page; break;
    case Command::page_down:
    case Command::select: top += page; break;
    case Command::home: top = 0; break;
    case Command::end: top += 1 << 20; break;
    default: break;
  }
  top = std::max(0, top);
  return top != before;
}

namespace {
// A row of a two-column list ("  Enter/Space   choose"), its first word two or more spaces from the
// rest, keeps its columns when it is too wide: the second column wraps under itself.
std::vector<std::string> wrap_row(const std::string& row, int width) {
  const std::size_t first = row.find_first_not_of(' ');
  const std::size_t word_end = first == std::string::npos ? first : row.find(' ', first);
  if (fits(row, width) || word_end == std::string::npos || row.compare(word_end, 2, "  ") != 0) return wrap(row, width);
  const std::size_t second = row.find_first_not_of(' ', word_end);
  const int column = text_width(std::string_view(row).substr(0, second));
  if (second == std::string::npos || column > width / 2) return wrap(row, width);
  std::vector<std::string> lines = wrap(row.substr(second), width - column);
  for (std::size_t i = 0; i < lines.size(); ++i)
    lines[i].insert(0, i == 0 ? row.substr(0, second) : std::string(static_cast<std::size_t>(column), ' '));
  return lines;
}
}  // namespace

void TextView::draw(const Painter& p, Rect r) {
  std::vector<std::pair<std::string, Tone>> lines;
  std::size_t optional_from = std::string::npos;  // the line where the optional paragraphs begin
  for (std::size_t i = 0; i < paragraphs.size(); ++i) {
    const std::string& para = paragraphs[i];
    if (static_cast<int>(paragraphs.size() - i) == optional) optional_from = lines.size();
    if (para.empty()) {
      lines.emplace_back("", Tone::normal);
      continue;
    }
    const bool heading = para.rfind("# ", 0) == 0;
    for (auto& line : heading ? wrap(para.substr(2), r.w) : wrap_row(para, r.w))
      lines.emplace_back(line, heading ? Tone::title : Tone::normal);
  }
  if (static_cast<int>(lines.size()) > r.h && optional_from != std::string::npos) lines.resize(optional_from);
  // Text a little too long loses its blank lines (from the top) rather than scroll.
  const auto blank = [](const std::pair<std::string, Tone>& line) { return line.first.empty(); };
  const int blanks = static_cast<int>(std::count_if(lines.begin(), lines.end(), blank));
  if (const int over = static_cast<int>(lines.size()) - r.h; over > 0 && over <= blanks) {
    for (int dropped = 0; dropped < over;) {
      lines.erase(std::find_if(lines.begin(), lines.end(), blank));
      ++dropped;
    }
  }
  // Text that does not fit keeps its last row to say where it continues, never drawn over a line.
  scrolls = static_cast<int>(lines.size()) > r.h;
  const int rows = scrolls ? std::max(1, r.h - 1) : r.h;
  top = std::min(top, std::max(0, static_cast<int>(lines.size()) - rows));
  for (int row = 0; row < rows && top + row < static_cast<int>(lines.size()); ++row) {
    const auto& [text, tone] = lines[static_cast<std::size_t>(top + row)];
    p.text(r.x, r.y + row, text, tone);
  }
  if (scrolls) {
    const int shown_to = std::min(static_cast<int>(lines.size()), top + rows);
    const std::string shown = std::to_string(shown_to * 100 / static_cast<int>(lines.size())) + "% shown";
    const bool more = shown_to < static_cast<int>(lines.size());
    const std::string where = more ? std::string(p.glyph("↓", "v")) + " more below, " + shown + " "
                                   : std::string(p.glyph("↑", "^")) + " the end, more above ";
    p.text(r.x + std::max(0, r.w - text_width(where)), r.y + r.h - 1, fit(where, r.w), Tone::dim);
  }
}

// ---------------------------------------------------------------- LogView

bool LogView::handle(const Input& input) {
  const int before = scroll;
  if (input.command == Command::page_up) scroll += page;
  if (input.command == Command::page_down) scroll -= page;
  if (input.command == Command::home) scroll = 1 << 20;  // past the oldest line: drawing stops at it
  if (input.command == Command::end) scroll = 0;
  scroll = std::max(0, scroll);
  return before != scroll;
}

void LogView::draw(const Painter& p, Rect r, const std::deque<LogLine>& log) {
  if (r.h <= 0 || r.w <= 2) return;
  if (r.w != wraps_width_ || wraps_.size() > 2 * log.size() + 64) {
    wraps_.clear();
    wraps_width_ = r.w;
  }
  // Scrolled back, the lines in view stay there as new ones come below them.
  if (scroll > 0 && r.w == width_seen_ && log.size() > lines_seen_) {
    for (std::size_t i = lines_seen_; i < log.size(); ++i) scroll += static_cast<int>(wrapped(log[i].text).size());
  }
  lines_seen_ = log.size();
  width_seen_ = r.w;
  // Wrap from the newest line backwards until the area is full, and one line more: is there older?
  std::vector<std::pair<const std::string*, int>> lines;
  const int wanted = r.h + scroll + 1;
  lines.reserve(static_cast<std::size_t>(wanted) + 8);
  for (auto it = log.rbegin(); it != log.rend() && static_cast<int>(lines.size()) < wanted; ++it) {
    const std::vector<std::string>& parts = wrapped(it->text);
    for (auto w = parts.rbegin(); w != parts.rend(); ++w) lines.emplace_back(&*w, it->seat);
  }
  // Scrolled back, the bottom row says newer lines wait below, and the text stands above it. Scrolled
  // past the oldest line, the view stays at it: PgDn then always brings newer lines.
  const int total = static_cast<int>(lines.size());
  const bool marked = r.h >= 2;
  scroll = total <= r.h ? 0 : std::min(scroll, std::max(0, total - (marked ? r.h - 1 : r.h)));
  const int text_rows = scroll > 0 && marked ? r.h - 1 : r.h;
  older = total > text_rows + scroll;
  page = std::max(1, r.h - 2);
  const int skip = scroll;
  for (int row = 0; row < text_rows; ++row) {
    const int index = skip + (text_rows - 1 - row);
    if (index >= static_cast<int>(lines.size())) continue;
    const auto& [text, seat] = lines[static_cast<std::size_t>(index)];
    p.text(r.x, r.y + row, *text, seat >= 0 ? seat_tone(seat) : Tone::normal);
  }
  if (skip > 0) {
    const std::string more = " " + std::string(p.glyph("↓", "v")) + " newer: PgDn ";
    p.text(r.x + r.w - text_width(more), r.y + r.h - 1, more, Tone::dim);
  }
}

const std::vector<std::string>& LogView::wrapped(const std::string& text) {
  auto found = wraps_.find(text);
  if (found == wraps_.end()) found = wraps_.emplace(text, wrap(text, wraps_width_)).first;
  return found->second;
}

// ---------------------------------------------------------------- players and dialogs

namespace {

constexpr int kLead = 4;           // the turn's mark, the seat's letter and a space after each
constexpr int kNameWidth = 10;     // a name longer than this is shortened even when there is room
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

const std::string& detail_of(const PlayerLine& line, bool brief) {
  return brief && !line.brief.empty() ? line.brief : line.detail;
}

// How every row of the panel is laid out, all alike so that the columns line up. What gives way
// when the panel is narrow, in this order: the games' shorter details are used, the details take a
// line of their own under each name (a name cut short reads badly: 'Playe…'; a robot's level stays
// beside it, and is the first to be shortened on that row), and last, when not
// even that leaves room for six columns of a name, the name goes. The numbers in the details never go.
struct PlayersLayout {
  int name_w = 0;
  int mark_w = 0;  // the marks' column, when anybody has one
  bool brief = false;
  bool two_rows = false;
  int indent = kDetailIndent;  // of a detail on a line of its own
};

PlayersLayout lay_out(const Painter& p, int width, const std::vector<PlayerLine>& lines) {
  PlayersLayout layout;
  int widest_name = 0;
  int widest_marked = 0;  // of the names with a mark beside them, which is kept in one column
  int sign_w = 0;         // the marks without the robots' levels, which give way on a name's own row
  bool has_brief = false;
  for (const PlayerLine& line : lines) {
    layout.mark_w = std::max(layout.mark_w, text_width(mark_of(p, line)));
    sign_w = std::max(sign_w, text_width(mark_of(p, line, false)));
    widest_name = std::max(widest_name, std::min(kNameWidth, text_width(line.name)));
    if (!mark_of(p, line).empty()) widest_marked = std::max(widest_marked, std::min(kNameWidth, text_width(line.name)));
    has_brief = has_brief || !line.brief.empty();
  }
  const int mark_part = layout.mark_w > 0 ? layout.mark_w + 1 : 0;
  const auto detail_w = [&](bool brief) {
    int w = 0;
    for (const PlayerLine& line : lines) w = std::max(w, text_width(detail_of(line, brief)));
    return w;
  };
  // The names whole (up to kNameWidth), with the full details or else the game's shorter ones.
  if (widest_name + 1 <= width - kLead - mark_part - detail_w(false)) return PlayersLayout{widest_name, layout.mark_w};
  if (has_brief && widest_name + 1 <= width - kLead - mark_part - detail_w(true))
    return PlayersLayout{widest_name, layout.mark_w, true};
  // Each detail under its name: the whole detail when it fits the line, else the shorter one.
  const bool brief = has_brief && kNarrowIndent + detail_w(false) > width;
  const int indent = kDetailIndent + detail_w(brief) <= width ? kDetailIndent : kNarrowIndent;
  const int name_room = width - kLead - (sign_w > 0 ? sign_w + 1 : 0) - 1;
  if (widest_name > 0 && name_room >= std::min(kShortestName, widest_name)) {
    // The marks' column: after the marked names; a name without a mark goes on to the row's end.
    const int marks_after = widest_marked > 0 ? widest_marked : widest_name;
    return PlayersLayout{std::min(marks_after, name_room), layout.mark_w, brief, true, indent};
  }
  for (const bool one_row_brief : {false, true}) {
    if (kLead + mark_part + detail_w(one_row_brief) <= width) return PlayersLayout{0, layout.mark_w, one_row_brief};
  }
  return PlayersLayout{std::max(0, name_room), layout.mark_w, brief, true, indent};
}

}  // namespace

int players_rows(const Painter& p, int width, const std::vector<PlayerLine>& lines) {
  const int per_player = lay_out(p, width, lines).two_rows ? 2 : 1;
  return per_player * static_cast<int>(lines.size());
}

void draw_players(const Painter& p, Rect r, const std::vector<PlayerLine>& lines) {
  const PlayersLayout layout = lay_out(p, r.w, lines);
  // The details start in one column for all: the fifteenth when the names and marks leave room.
  int widest_detail = 0;
  for (const PlayerLine& line : lines)
    widest_detail = std::max(widest_detail, text_width(detail_of(line, layout.brief)));
  const int least_x = kLead + (layout.name_w > 0 ? layout.name_w + 1 : 0) + (layout.mark_w > 0 ? layout.mark_w + 1 : 0);
  // A mark (a robot's level) is kept a column further from the details where the room allows.
  const int apart_x = std::max(kDetailColumn, least_x + (layout.mark_w > 0 ? 1 : 0));
  const int detail_x = r.x + std::max(least_x, std::min(apart_x, r.w - widest_detail));
  int y = r.y;
  for (const PlayerLine& line : lines) {
    if (y >= r.y + r.h) break;
    p.text(r.x, y, line.in_turn ? p.glyph("▶", ">") : " ", Tone::accent);
    const char letter = line.letter != 0 ? line.letter : static_cast<char>('A' + line.seat);
    p.text(r.x + 2, y, std::string(1, letter), seat_tone(line.seat));
    int x = r.x + kLead;
    if (layout.name_w > 0) {
      // On a row of its own, a name without a mark may go on over the marks' column.
      const bool to_the_end = layout.two_rows && mark_of(p, line).empty();
      const int name_room = to_the_end ? r.x + r.w - x : layout.name_w;
      p.text(x, y, shortened(p, line.name, name_room), line.in_turn ? Tone::title : Tone::normal);
      x += layout.name_w + 1;
    }
    if (const std::string mark = mark_of(p, line); !mark.empty()) {
      // The level in the tone of the names, to be read; it gives way at the panel's edge.
      const std::string sign = mark_of(p, line, false);
      const int room = r.x + r.w - x;
      p.text(x, y, fit(sign, room), line.robot ? Tone::dim : Tone::warning);
      if (const int level_room = room - text_width(sign) - 1; line.robot && !line.level.empty() && level_room > 0) {
        p.text(x + text_width(sign) + 1, y, shortened(p, line.level, level_room), Tone::normal);
      }
    }
    const std::string& detail = detail_of(line, layout.brief);
    if (layout.two_rows) {
      if (++y < r.y + r.h) p.text(r.x + layout.indent, y, fit(detail, r.w - layout.indent), Tone::normal);
    } else {
      p.text(detail_x, y, fit(detail, r.x + r.w - detail_x), Tone::normal);
    }
    ++y;
  }
}

Rect dialog_box(const Painter& p, Rect within, int w, int h, const std::string& title) {
  const Rect box = within.centered(w, h);
  p.fill(box);
  p.frame(box, title, Tone::accent);
  return Rect{box.x + 2, box.y + 1, box.w - 4, box.h - 2};
}

}  // namespace tabletop::ui
