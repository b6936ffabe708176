// The board file reader: bytes to tokens with their line and column, tokens to squares.
#include <algorithm>
#include <set>

#include "tabletop/games/getaway/board.hpp"
#include "tabletop/games/getaway/board_check.hpp"

namespace tabletop::getaway {
namespace {

struct Token {
  std::string text;
  int line = 1;
  int column = 1;
  bool starts_line = false;  // a line break stands between it and the token before
};

struct Position {
  int line = 1;
  int column = 1;
};

std::string hex_byte(unsigned char byte) {
  static const char* digits = "0123456789ABCDEF";
  return std::string("0x") + digits[byte >> 4] + digits[byte & 15];
}

// The length of the UTF-8 sequence starting at text[i], or 0 when it is not valid UTF-8.
std::size_t utf8_length(const std::string& text, std::size_t i) {
  const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(text[k]); };
  const unsigned char b = byte(i);
  std::size_t n = 0;
  unsigned char lo = 0x80;
  unsigned char hi = 0xBF;
  if (b >= 0xC2 && b <= 0xDF) {
    n = 2;
  } else if (b >= 0xE0 && b <= 0xEF) {
    n = 3;
    if (b == 0xE0) lo = 0xA0;  // no overlong forms
    if (b == 0xED) hi = 0x9F;  // no surrogates
  } else if (b >= 0xF0 && b <= 0xF4) {
    n = 4;
    if (b == 0xF0) lo = 0x90;
    if (b == 0xF4) hi = 0x8F;
  } else {
    return 0;
  }
  if (i + n > text.size()) return 0;
  if (byte(i + 1) < lo || byte(i + 1) > hi) return 0;
  for (std::size_t k = 2; k < n; ++k) {
    if (byte(i + k) < 0x80 || byte(i + k) > 0xBF) return 0;
  }
  // C1 control characters (U+0080..U+009F) could drive the terminal; they are not text.
  if (b == 0xC2 && byte(i + 1) < 0xA0) return 0;
  return n;
}

class Tokenizer {
 public:
  Tokenizer(const std::string& text, const std::string& source) : text_(text), source_(source) {}

  std::vector<Token> run() {
    std::size_t i = text_.compare(0, 3, "\xEF\xBB\xBF") == 0 ? 3 : 0;  // a byte order mark
    bool line_break = false;
    Token word;
    bool in_word = false;
    const auto finish_word = [&] {
      if (in_word) tokens_.push_back(word);
      in_word = false;
    };
    while (i < text_.size()) {
      const auto c = static_cast<unsigned char>(text_[i]);
      if (c == '\n' || c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f') {
        finish_word();
        if (c == '\n') {
          ++here_.line;
          here_.column = 1;
          line_break = true;
        } else {
          ++here_.column;
        }
        ++i;
        continue;
      }
      if (c < 0x20 || c == 0x7F) {
        throw BoardError(source_, here_.line, here_.column, "a control character (byte " + hex_byte(c) + ")", "text");
      }
      std::size_t n = 1;
      if (c >= 0x80) {
        n = utf8_length(text_, i);
        if (n == 0) {
          throw BoardError(source_, here_.line, here_.column, "a byte that is not UTF-8 text (" + hex_byte(c) + ")",
                           "text in UTF-8");
        }
      }
      if (c == ':') {
        finish_word();
        tokens_.push_back(Token{":", here_.line, here_.column, line_break});
        line_break = false;
      } else {
        if (!in_word) {
          word = Token{"", here_.line, here_.column, line_break};
          line_break = false;
          in_word = true;
        }
        word.text.append(text_, i, n);
      }
      ++here_.column;
      i += n;
    }
    finish_word();
    return std::move(tokens_);
  }

  Position end() const { return here_; }

 private:
  const std::string& text_;
  const std::string& source_;
  std::vector<Token> tokens_;
  Position here_;
};

int length_in_characters(const std::string& text) {
  int n = 0;
  for (unsigned char c : text) n += (c & 0xC0) != 0x80;
  return n;
}

std::string in_quotes(const std::string& text) {
  if (length_in_characters(text) <= 40) return "\"" + text + "\"";
  std::string head;
  int n = 0;
  for (unsigned char c : text) {
    if ((c & 0xC0) != 0x80 && ++n > 37) break;
    head.push_back(static_cast<char>(c));
  }
  return "\"" + head + "...\"";
}

bool is_whole_number(const std::string& text) {
  const std::size_t digits = text[0] == '-' || text[0] == '+' ? 1 : 0;
  return text.size() > digits &&
         std::all_of(text.begin() + static_cast<long>(digits), text.end(), [](char c) { return c >= '0' && c <= '9'; });
}

std::string join(const std::vector<const Token*>& words, std::size_t from = 0, std::size_t to = std::string::npos) {
  std::string out;
  for (std::size_t i = from; i < std::min(to, words.size()); ++i) {
    if (!out.empty()) out += ' ';
    out += words[i]->text;
  }
  return out;
}

bool is_type_letter(const std::string& text) {
  return text.size() == 1 && std::string("SRTQYXZ").find(text) != std::string::npos;
}

// A square as read, before the names that follow traps are settled.
struct RawSquare {
  Square square;
  std::vector<const Token*> name;
  std::vector<const Token*> after_trap;  // a trap's protecting trinket and the next square's name
};

class Parser {
 public:
  Parser(const std::string& text, const std::string& source)
      : text_(text), source_(source), tokenizer_(text, source), tokens_(tokenizer_.run()) {}

  Board parse() {
    Board board;
    board.source = source_;
    board.text = text_;
    board.start_gold = number("the starting gold, a whole number from 0 to " + std::to_string(kMaxGold), 0, kMaxGold);
    faces_ = number("the number of faces of each die, a whole number from " + std::to_string(kMinFaces) + " to " +
                        std::to_string(kMaxFaces),
                    kMinFaces, kMaxFaces);
    board.faces = faces_;
    count_ = number("the number of squares, a whole number from " + std::to_string(kMinSquares) + " to " +
                        std::to_string(kMaxSquares),
                    kMinSquares, kMaxSquares);
    std::vector<RawSquare> raw;
    for (int index = 0; index < count_; ++index) {
      RawSquare r;
      const bool after_trap = index > 0 && !raw.back().after_trap.empty();
      if (!after_trap) {
        r.name = name_words("the name of square " + std::to_string(index));
        check_name(r.name, index);
      }
      if (index == 0) {
        r.square.kind = SquareKind::start;
      } else if (index == count_ - 1) {
        r.square.kind = SquareKind::castle;
        if (const Token* t = peek()) {
          fail(t, "the end of the file: the header says " + std::to_string(count_) + " squares, so square " +
                      std::to_string(index) + " is the Castle and nothing may follow it");
        }
      } else {
        if (peek() == nullptr) {
          fail_found(nullptr, "the end of the file after " + std::to_string(index + 1) + " squares",
                     std::to_string(count_) + " squares, as the header says");
        }
        spec(r);
      }
      raw.push_back(std::move(r));
    }
    settle_names(raw);
    for (auto& r : raw) board.squares.push_back(std::move(r.square));
    check_board(board);
    return board;
  }

 private:
  const Token* peek() const { return pos_ < tokens_.size() ? &tokens_[pos_] : nullptr; }

  [[noreturn]] void fail_found(const Token* at, const std::string& found, const std::string& expected) const {
    const Position end = tokenizer_.end();
    throw BoardError(source_, at ? at->line : end.line, at ? at->column : end.column, found, expected);
  }
  [[noreturn]] void fail(const Token* at, const std::string& expected) const {
    fail_found(at, at ? in_quotes(at->text) : "the end of the file", expected);
  }

  int number(const std::string& expected, long long lo, long long hi) {
    const Token* t = peek();
    if (t == nullptr || !is_whole_number(t->text)) fail(t, expected);
    const std::string digits = t->text.substr(t->text[0] == '-' || t->text[0] == '+' ? 1 : 0);
    const std::size_t first = std::min(digits.find_first_not_of('0'), digits.size());
    const bool huge = digits.size() - first > 9;  // beyond every limit, and beyond what fits
    const long long magnitude = huge ? 0 : std::stoll(digits);
    const long long value = t->text[0] == '-' ? -magnitude : magnitude;
    if (huge || value < lo || value > hi) fail(t, expected);
    ++pos_;
    return static_cast<int>(value);
  }

  // Words up to a ':' (taken too); `expected` says what the words should be.
  std::vector<const Token*> name_words(const std::string& expected) {
    std::vector<const Token*> words;
    for (;;) {
      const Token* t = peek();
      if (t == nullptr) fail(t, words.empty() ? expected : "':' after " + in_quotes(join(words)));
      ++pos_;
      if (t->text == ":") {
        if (words.empty()) fail(t, expected);
        return words;
      }
      words.push_back(t);
    }
  }

  const Token* letter(const std::string& letters, const std::string& expected) {
    const Token* t = peek();
    if (t == nullptr || t->text.size() != 1 || letters.find(t->text) == std::string::npos) fail(t, expected);
    ++pos_;
    return t;
  }

  Amount amount() {
    const Token* t = letter("FM", "F (a fixed amount of gold) or M (a random amount up to a maximum)");
    if (t->text == "M") {
      return Amount{
          true, number("the most gold it can be, a whole number from 1 to " + std::to_string(kMaxGold), 1, kMaxGold)};
    }
    return Amount{false,
                  number("an amount of gold, a whole number from 0 to " + std::to_string(kMaxGold), 0, kMaxGold)};
  }

  Jump jump() {
    const Token* t = letter("FMA",
                            "F (move a fixed number of squares), M (a random number of squares) or A (go to a "
                            "square by its number)");
    const std::string range = "from " + std::to_string(-kMaxJump) + " to " + std::to_string(kMaxJump);
    if (t->text == "A") {
      return Jump{JumpKind::absolute, number("a square number from 0 to " + std::to_string(count_ - 1), 0, count_ - 1)};
    }
    if (t->text == "F")
      return Jump{JumpKind::fixed, number("a number of squares to move, " + range, -kMaxJump, kMaxJump)};
    const Token* at = peek();
    const std::string expected = "the most squares to move, " + range + " but not 0 (the sign says which way)";
    const int value = number(expected, -kMaxJump, kMaxJump);
    if (value == 0) fail(at, expected);
    return Jump{JumpKind::random, value};
  }

  void spec(RawSquare& r) {
    Square& s = r.square;
    const Token* t = letter("SRTQYXZ",
                            "a square letter: S (treasure, first player only), R (treasure, every time), T "
                            "(teleporter, once), Q (teleporter, every time), Y (toll), X (trap) or Z (trinkets)");
    const char type = t->text[0];
    if (type == 'S' || type == 'R') {
      s.kind = SquareKind::treasure;
      s.every_time = type == 'R';
      s.amount = amount();
    } else if (type == 'T' || type == 'Q') {
      s.kind = SquareKind::teleporter;
      s.every_time = type == 'Q';
      s.jump = jump();
    } else if (type == 'Y') {
      s.kind = SquareKind::toll;
      s.every_time = letter("TQ", "T (a toll asked once) or Q (asked every time) after Y")->text == "Q";
      s.jump = jump();
      s.amount = amount();
    } else if (type == 'X') {
      s.kind = SquareKind::trap;
      const bool event = letter("ED", "E (an event trap) or D (a time trap) after X")->text == "E";
      s.trap = event ? TrapKind::event : TrapKind::time;
      s.trap_value =
          event ? number("the roll that frees a player: two " + std::to_string(faces_) + "-sided dice make 2 to " +
                             std::to_string(2 * faces_),
                         2, 2 * faces_)
                : number("the number of turns the trap holds a player, from 1 to " + std::to_string(kMaxTrapTurns), 1,
                         kMaxTrapTurns);
      const Token* colon = peek();
      if (colon == nullptr || colon->text != ":")
        fail(colon, "':' and the name of the trinket that protects from this trap");
      ++pos_;
      r.after_trap = name_words("the name of the trinket that protects from this trap");
      if (r.after_trap.size() < 2) {
        fail(&tokens_[pos_ - 1],
             "the next square's name after the protecting trinket " + in_quotes(join(r.after_trap)));
      }
    } else {
      s.kind = SquareKind::trinkets;
      for (;;) {
        const Token* next = peek();
        if (next != nullptr && next->text == "Z") {
          ++pos_;
          break;
        }
        if (next == nullptr || next->text == ":") fail(next, "a trinket's name, or Z to end the list of trinkets");
        if (!s.trinkets.empty() && !trinket_follows()) {
          fail(next, "Z to end the list of trinkets, or another trinket (name : description : value)");
        }
        Trinket trinket;
        const auto name = name_words("a trinket's name");
        trinket.name = join(name);
        check_length(name.front(), trinket.name, kMaxNameLength, "a trinket's name");
        const auto description = name_words("a description of " + in_quotes(trinket.name));
        trinket.description = join(description);
        check_length(description.front(), trinket.description, kMaxDescriptionLength, "a description");
        trinket.value = number("the value of " + in_quotes(trinket.name) + " in gold, a whole number from 0 to " +
                                   std::to_string(kMaxGold),
                               0, kMaxGold);
        s.trinkets.push_back(std::move(trinket));
      }
    }
  }

  // Whether a whole trinket (name : description : value) stands at the current token. After the first
  // trinket, anything else means the Z that ends the list is missing.
  bool trinket_follows() const {
    std::size_t i = pos_;
    for (int colons = 0; colons < 2; ++colons) {
      const std::size_t start = i;
      while (i < tokens_.size() && tokens_[i].text != ":") ++i;
      if (i == tokens_.size() || i == start) return false;
      ++i;
    }
    return i < tokens_.size() && is_whole_number(tokens_[i].text);
  }

  void check_length(const Token* at, const std::string& text, int most, const std::string& what) const {
    const int n = length_in_characters(text);
    if (n > most) {
      fail_found(at, what + " of " + std::to_string(n) + " characters",
                 what + " of at most " + std::to_string(most) + " characters");
    }
  }

  // The words after a trap hold its protecting trinket and then the next square's name. The longest
  // start that names a trinket some square offers is the trinket; failing that, the trinket runs to
  // the end of its line when the next name starts on a new line, else it is one word.
  void settle_names(std::vector<RawSquare>& raw) const {
    std::set<std::string> offered;
    for (const auto& r : raw) {
      for (const auto& t : r.square.trinkets) offered.insert(t.name);
    }
    for (std::size_t i = 0; i < raw.size(); ++i) {
      const auto& words = raw[i].after_trap;
      if (words.empty()) continue;
      std::size_t split = 0;
      for (std::size_t j = words.size() - 1; j >= 1 && split == 0; --j) {
        if (offered.count(join(words, 0, j)) > 0) split = j;
      }
      for (std::size_t j = 1; j < words.size() && split == 0; ++j) {
        if (words[j]->starts_line) split = j;
      }
      if (split == 0) split = 1;
      raw[i].square.protector = join(words, 0, split);
      raw[i + 1].name.assign(words.begin() + static_cast<long>(split), words.end());
    }
    for (std::size_t i = 0; i < raw.size(); ++i) {
      Square& s = raw[i].square;
      if (i > 0 && !raw[i - 1].after_trap.empty()) check_name(raw[i].name, static_cast<int>(i));
      s.name = join(raw[i].name);
      s.line = raw[i].name.front()->line;
      s.column = raw[i].name.front()->column;
      if (!raw[i].after_trap.empty())
        check_length(raw[i].after_trap.front(), s.protector, kMaxNameLength, "a trinket's name");
    }
  }

  void check_name(const std::vector<const Token*>& name, int index) const {
    check_length(name.front(), join(name), kMaxNameLength, "a square name");
    // "Start : S F 2 ..." gives Start an encounter, which it cannot have; say so instead of
    // reading "S F 2 ..." as the next square's name.
    if (index == 1 && name.size() >= 3 && is_type_letter(name[0]->text) && name[1]->text.size() == 1 &&
        std::string("FMATQED").find(name[1]->text) != std::string::npos) {
      fail(name[0], "the name of square 1: the first square, Start, has no encounter");
    }
  }

  const std::string& text_;
  const std::string& source_;
  Tokenizer tokenizer_;
  std::vector<Token> tokens_;
  std::size_t pos_ = 0;
  int faces_ = 6;
  int count_ = 0;
};

}  // namespace

BoardError::BoardError(const std::string& source, int line, int column, const std::string& found,
                       const std::string& expected)
    : BadData(source + ", line " + std::to_string(line) + ", column " + std::to_string(column) + ": found " + found +
              ", expected " + expected),
      source_(source),
      problem_("found " + found + ", expected " + expected),
      line_(line),
      column_(column) {}

Board parse_board(const std::string& text, const std::string& source) {
  if (text.size() > kMaxBoardBytes) {
    throw BoardError(source, 1, 1, "a file of " + std::to_string(text.size()) + " bytes",
                     "a board of at most " + std::to_string(kMaxBoardBytes) + " bytes");
  }
  return Parser(text, source).parse();
}

}  // namespace tabletop::getaway
