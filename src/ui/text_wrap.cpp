#include "tabletop/ui/text_wrap.hpp"

#include <algorithm>
#include <compare>
#include <iterator>
#include <string_view>
#include <utility>

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
  // A key stays with what it does: "q: menu", "Esc: menu", "Enter: new key".
  static constexpr std::string_view kNamedKeys[] = {"Esc:", "Enter:", "Space:", "Tab:", "PgUp:", "PgDn:"};
  const bool one_letter_key = before.size() == 2 && !is_digit(before.front()) && before.back() == ':';
  if (one_letter_key || std::find(std::begin(kNamedKeys), std::end(kNamedKeys), before) != std::end(kNamedKeys))
    return true;
  if (ends_clause(before)) return false;
  return is_digit(after.front()) || is_digit(before.front());
}

// Whether `word` numbers an entry of a list ("1." in "Result: 1. Ann (3), 2. Bea (2)"): a number and a
// stop after a colon, a comma or nothing, not a sentence's last word ("rolls a 6.").
bool list_number(std::string_view before, std::string_view word) {
  if (word.size() < 2 || word.back() != '.' || !std::all_of(word.begin(), word.end() - 1, is_digit)) return false;
  return before.empty() || before.back() == ':' || before.back() == ',';
}

// Whether a line break between two words parts a name: both capitalised ("Water" / "Mill", "Player" / "B").
bool parts_a_name(std::string_view before, std::string_view after) {
  return !before.empty() && !after.empty() && is_upper(before.front()) && is_upper(after.front());
}

// Whether a line break after `before` parts "of" from the place it names, a word kept with the number
// after it ("The guard of" / "row 4").
bool parts_of_from_place(std::string_view before, std::string_view place, std::string_view after) {
  return before == "of" && !place.empty() && !after.empty() && kept_together(place, after);
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

// A line's last two words ("" where it has fewer).
std::pair<std::string_view, std::string_view> last_two_words(std::string_view line) {
  const std::size_t end = line.find_last_not_of(' ');
  if (end == std::string_view::npos) return {};
  line = line.substr(0, end + 1);
  const std::size_t last = line.find_last_of(' ');
  if (last == std::string_view::npos) return {std::string_view(), line};
  std::string_view before = line.substr(0, last);
  before = before.substr(before.find_last_of(' ') == std::string_view::npos ? 0 : before.find_last_of(' ') + 1);
  return {before, line.substr(last + 1)};
}

// Whether a greedy layout leaves a line (not the last) less than half full, a number first on a line
// that does not follow a clause's end, a name parted ("Water" / "Mill"), a list's number parted from
// its entry ("Result: 1." / "Ann (3)") or "of" from the place it names ("The guard of" / "row 4").
bool ragged(const std::vector<std::string>& lines, int width) {
  for (std::size_t i = 0; i + 1 < lines.size(); ++i) {
    if (2 * text_width(lines[i]) < width) return true;
    const std::size_t next = lines[i + 1].find_first_not_of(' ');
    if (next == std::string::npos || lines[i].empty()) continue;
    const auto [before, last_word] = last_two_words(lines[i]);
    if (list_number(before, last_word)) return true;
    if (ends_clause(lines[i])) continue;
    const std::string_view next_line = std::string_view(lines[i + 1]).substr(next);
    if (is_digit(next_line.front()) || parts_a_name(last_word, next_line)) return true;
    const std::size_t gap = next_line.find(' ');
    const std::string_view place = next_line.substr(0, gap);
    const std::string_view after = gap == std::string_view::npos ? std::string_view() : next_line.substr(gap + 1);
    if (parts_of_from_place(last_word, place, after.substr(0, after.find(' ')))) return true;
  }
  return false;
}

// What a layout costs, compared in this order: numbers first on a line, numbers parted from the word
// after them (or a list's number from its entry), lines, then lines less than half full (the square of
// the columns short of half) with runs of numbers, names and "a 6" parted, then breaks that do not
// fall at a clause's end.
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
  const auto of_a_place = [&](std::size_t j) {
    return j + 1 < n && parts_of_from_place(words[j - 1].text, words[j].text, words[j + 1].text);
  };
  // The cost of a line that ends before word j, `line_w` wide, with the break after it.
  const auto line_cost = [&](std::size_t j, int line_w) {
    Cost c;
    c.lines = 1;
    if (j == n) return c;
    const long long short_of_half = std::max(0, width - 2 * line_w);
    c.ragged = short_of_half * short_of_half;
    if (list_number(j >= 2 ? words[j - 2].text : std::string_view(), words[j - 1].text)) ++c.unit;  // as "1 | gold"
    switch (joint_after(words, j - 1)) {
      case Joint::number_first: ++c.number_first; break;
      case Joint::unit: ++c.unit; break;
      case Joint::chain: c.ragged += parting; break;
      case Joint::free:
        if (!ends_clause(words[j - 1].text) &&
            (parts_a_name(words[j - 1].text, words[j].text) || article_of_number(j) || of_a_place(j)))
          c.ragged += parting;  // "Player | A", "Old | Tree", "rolls | a 6", "guard of | row 4"
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
std::string for_terminal(const std::string& text, int columns) {
  std::string out;
  std::size_t from = 0;
  while (from < text.size()) {
    const std::size_t end = std::min(text.find('\n', from), text.size());
    for (const std::string& line : wrap(text.substr(from, end - from), std::max(20, columns - 1))) out += line + "\n";
    from = end + 1;
  }
  return out;
}

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

}  // namespace tabletop::ui
