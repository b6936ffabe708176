#include "tabletop/ui/widgets.hpp"

#include <algorithm>
#include <cwctype>
#include <string_view>

namespace tabletop::ui {

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
    const int next = cursor + delta * i;
    if (stops_at_ends && (next < 0 || next >= n)) return;
    const int candidate = (next % n + n) % n;
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

std::string more_mark(const Painter& p, bool above, bool below) {
  return above && below ? std::string(p.glyph("↑↓", "^v")) + " more above and below"
         : below        ? std::string(p.glyph("↓", "v")) + " more below"
                        : std::string(p.glyph("↑", "^")) + " more above";
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
    const std::string where = more_mark(p, above, below);
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

struct TextLine {
  std::string text;
  Tone tone;
  TextView::Place place;
};

std::size_t letters_in(const std::string& line) {
  return line.size() - static_cast<std::size_t>(std::count(line.begin(), line.end(), ' '));
}
}  // namespace

void TextView::draw(const Painter& p, Rect r) {
  std::vector<TextLine> lines;
  std::size_t optional_from = std::string::npos;  // the line where the optional paragraphs begin
  for (std::size_t i = 0; i < paragraphs.size(); ++i) {
    const std::string& para = paragraphs[i];
    if (static_cast<int>(paragraphs.size() - i) == optional) optional_from = lines.size();
    if (para.empty()) {
      lines.push_back({"", Tone::normal, {i, 0}});
      continue;
    }
    const bool heading = para.rfind("# ", 0) == 0;
    std::size_t letters = 0;
    for (auto& line : heading ? wrap(para.substr(2), r.w) : wrap_row(para, r.w)) {
      const std::size_t in_line = letters_in(line);
      lines.push_back({std::move(line), heading ? Tone::title : Tone::normal, {i, letters}});
      letters += in_line;
    }
  }
  const auto blank = [](const TextLine& line) { return line.text.empty(); };
  // The optional paragraphs give way only where that spares scrolling: text that scrolls anyway keeps
  // all of itself, within reach.
  if (static_cast<int>(lines.size()) > r.h && optional_from != std::string::npos) {
    const auto kept = lines.begin() + static_cast<std::ptrdiff_t>(optional_from);
    if (static_cast<int>(optional_from) - std::count_if(lines.begin(), kept, blank) <= r.h) lines.resize(optional_from);
  }
  // Text a little too long loses its blank lines (from the top) rather than scroll.
  const int blanks = static_cast<int>(std::count_if(lines.begin(), lines.end(), blank));
  if (const int over = static_cast<int>(lines.size()) - r.h; over > 0 && over <= blanks) {
    for (int dropped = 0; dropped < over;) {
      lines.erase(std::find_if(lines.begin(), lines.end(), blank));
      ++dropped;
    }
  }
  std::vector<Place> places;
  for (const TextLine& line : lines) places.push_back(line.place);
  // Scrolled since the last drawing (or drawn the first time), the reader is at the line `top` names.
  if (top != top_drawn_ || drawn_.empty()) {
    const std::vector<Place>& seen = drawn_.empty() ? places : drawn_;
    if (!seen.empty()) reading_ = seen[static_cast<std::size_t>(std::clamp(top, 0, static_cast<int>(seen.size()) - 1))];
  }
  // Text that does not fit keeps its last row to say where it continues, never drawn over a line.
  scrolls = static_cast<int>(lines.size()) > r.h;
  const int rows = scrolls ? std::max(1, r.h - 1) : r.h;
  // First in view, the line where the reader is: the last one starting at or before their place.
  const int reading_line = static_cast<int>(std::upper_bound(places.begin(), places.end(), reading_) - places.begin());
  top = std::min(std::max(0, reading_line - 1), std::max(0, static_cast<int>(lines.size()) - rows));
  top_drawn_ = top;
  drawn_ = std::move(places);
  for (int row = 0; row < rows && top + row < static_cast<int>(lines.size()); ++row) {
    const TextLine& line = lines[static_cast<std::size_t>(top + row)];
    p.text(r.x, r.y + row, line.text, line.tone);
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
    std::string more = " " + std::string(p.glyph("↓", "v")) + " " + newer_key_ + ", newest: " + newest_key_ + " ";
    if (newest_key_.empty() || text_width(more) > r.w) {
      more = " " + std::string(p.glyph("↓", "v")) + " newer: " + newer_key_ + " ";
    }
    p.text(r.x + r.w - text_width(more), r.y + r.h - 1, more, Tone::dim);
  }
}

void LogView::draw_framed(const Painter& p, Rect frame, const std::deque<LogLine>& log) {
  p.frame(frame, "Log");
  draw(p, frame.inset(1), log);
  // Older lines above: the top border says so, as the bottom row says when newer ones wait below, so
  // the footer need not.
  if (!older) return;
  const std::string mark = " " + std::string(p.glyph("↑", "^")) + " older: " + older_key_ + " ";
  const int x = frame.x + frame.w - 2 - text_width(mark);
  if (x > frame.x + 7) p.text(x, frame.y, mark, Tone::dim);  // after "┌─ Log " and a column of border
}

const std::vector<std::string>& LogView::wrapped(const std::string& text) {
  auto found = wraps_.find(text);
  if (found == wraps_.end()) found = wraps_.emplace(text, wrap(text, wraps_width_)).first;
  return found->second;
}

// ---------------------------------------------------------------- dialogs

Rect dialog_box(const Painter& p, Rect within, int w, int h, const std::string& title) {
  const Rect box = within.centered(w, h);
  // A blank column each side and a blank row above and below, within the room: no piece of a word
  // beneath stands against the frame ("│ss").
  const Painter room = p.sub(within);
  // A word or number the margin cuts goes whole, with its stops and brackets: "30" beside a box must not
  // read as "0", nor "Bridge." as ".".
  const auto in_word = [](wchar_t c) {
    return std::iswalnum(static_cast<wint_t>(c)) != 0 ||
           std::wstring_view(L"'’.,:;!?()%").find(c) != std::wstring_view::npos;
  };
  for (int y = box.y - 1; y <= box.y + box.h; ++y) {
    for (const auto& [x, step] : {std::pair{box.x - 1, -1}, std::pair{box.x + box.w, 1}}) {
      if (!in_word(room.character_at(x, y))) continue;
      for (int beyond = x + step; in_word(room.character_at(beyond, y)); beyond += step)
        room.fill(Rect{beyond, y, 1, 1});
    }
  }
  room.fill(Rect{box.x - 1, box.y - 1, box.w + 2, box.h + 2});
  p.frame(box, title, Tone::accent);
  return Rect{box.x + 2, box.y + 1, box.w - 4, box.h - 2};
}

}  // namespace tabletop::ui
