#include "tabletop/ui/form.hpp"

#include "tabletop/core/seat.hpp"
#include "tabletop/ui/keys.hpp"

#include <algorithm>

namespace tabletop::ui {

Field Field::choice(std::string key, std::string label, std::vector<std::string> options, std::vector<json> values,
                    const json& current) {
  Field f;
  f.key = std::move(key);
  f.label = std::move(label);
  f.options = std::move(options);
  f.values = std::move(values);
  for (std::size_t i = 0; i < f.values.size(); ++i) {
    if (f.values[i] == current) f.chosen = static_cast<int>(i);
  }
  return f;
}

Field Field::text_field(std::string key, std::string label, std::string value, std::size_t max_length) {
  Field f;
  f.key = std::move(key);
  f.label = std::move(label);
  f.is_text = true;
  f.text = std::move(value);
  f.max_length = max_length;
  return f;
}

// Keys arrive a byte at a time: a character is taken whole or not at all, so the limit never cuts one
// in two (half a character is not UTF-8, and JSON refuses it).
bool fits_utf8_byte(const std::string& text, unsigned char byte, std::size_t max_length) {
  if (byte >= 0x80 && byte < 0xC0) {  // a continuation: only inside a character already begun
    std::size_t back = 0;
    while (back < text.size() && back < 3 && (static_cast<unsigned char>(text[text.size() - 1 - back]) & 0xC0) == 0x80)
      ++back;
    if (back == text.size()) return false;
    const auto lead = static_cast<unsigned char>(text[text.size() - 1 - back]);
    const std::size_t length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1;
    return back + 1 < length;
  }
  return characters_in(text) + 1 <= max_length;
}

json form_values(const std::vector<Field>& fields) {
  json values = json::object();
  for (const auto& f : fields) {
    if (!f.hidden) values[f.key] = f.value();
  }
  return values;
}

json clean_values(const std::vector<Field>& fields, const json& stored, std::vector<std::string>& replaced) {
  json clean = json::object();
  if (!stored.is_object()) return clean;
  for (const auto& item : stored.items()) {
    const std::string& key = item.key();
    const json& value = item.value();
    const auto field = std::find_if(fields.begin(), fields.end(), [&key](const Field& f) { return f.key == key; });
    bool fits = false;
    if (field != fields.end() && field->is_text) {
      fits = value.is_string() && characters_in(value.get_ref<const std::string&>()) <= field->max_length;
    } else if (field != fields.end()) {
      fits = std::find(field->values.begin(), field->values.end(), value) != field->values.end();
    }
    if (fits) clean[key] = value;
    else replaced.push_back(key);
  }
  return clean;
}

FormScreen::FormScreen(const KeyBindings& keys, std::string heading, std::string intro, std::vector<Field> fields,
                       Refresh refresh, Submit submit, std::string submit_label)
    : keys_(keys),
      heading_(std::move(heading)),
      intro_(std::move(intro)),
      fields_(std::move(fields)),
      refresh_(std::move(refresh)),
      submit_(std::move(submit)),
      submit_label_(std::move(submit_label)) {
  if (refresh_) refresh_(fields_);
  row_ = static_cast<int>(visible().size()) - 1;  // the cursor starts on Start: Enter plays at once
}

std::vector<int> FormScreen::visible() const {
  std::vector<int> rows;
  for (std::size_t i = 0; i < fields_.size(); ++i) {
    if (!fields_[i].hidden) rows.push_back(static_cast<int>(i));
  }
  rows.push_back(-1);
  return rows;
}

Outcome FormScreen::tick(Clock::time_point) {
  if (!refresh_ || !refresh_on_tick_) return Outcome::stay();
  const auto shown = [this] {
    std::string all = form_values(fields_).dump();
    for (const Field& f : fields_) all += f.placeholder + '\n' + f.note + '\n';
    return all;
  };
  const std::string before = shown();
  refresh_(fields_);
  if (shown() != before) dirty = true;
  return Outcome::stay();
}

void FormScreen::change(Field& field, int delta) {
  if (field.is_text || field.options.empty()) return;
  const int n = static_cast<int>(field.options.size());
  field.chosen = ((field.chosen + delta) % n + n) % n;
  if (refresh_) refresh_(fields_);
}

// The note under the form: what the field under the cursor means and how to go on, or on the Start
// line how to start.
std::vector<std::string> FormScreen::note_lines(const Painter& p, int width) const {
  const auto rows = visible();
  const std::string enter = keys_.say(Command::select, '\n');
  const std::string up_down = keys_.say_arrows(Command::up, Command::down, "up/down");
  if (rows[static_cast<std::size_t>(row_)] < 0)
    return {enter + (submit_label_ == "Start" ? " starts" : " closes") + "; " + up_down + " go back to the choices."};
  const Field& f = fields_[static_cast<std::size_t>(rows[static_cast<std::size_t>(row_)])];
  std::string help = f.note;
  if (const auto chosen = static_cast<std::size_t>(f.chosen); !f.is_text && chosen < f.option_notes.size())
    help += (help.empty() ? "" : " ") + f.option_notes[chosen];
  if (help.empty())
    help = f.is_text ? "Type to change; Backspace deletes."
           : keys_.arrows_still({Command::left, Command::right})
               ? p.glyph("←/→ change it.", "Left and right change it.")
               : keys_.say(Command::left, key::left) + " and " + keys_.say(Command::right, key::right) + " change it.";
  if (f.is_text) {  // the limit is written down, and said again when a key does not fit
    const std::string most = "most " + std::to_string(f.max_length) + " characters.";
    help = full_ ? "Full: at " + most + " " + help : help + " At " + most;
  }
  help += " " + enter + (submit_label_ == "Start" ? " starts the game; " : " closes; ") +
          keys_.say(Command::next_field, '\t') + " or " + up_down + " move between the choices.";
  return wrap(help, width);
}

int FormScreen::row_y(int k, bool is_submit) const {
  if (shown_rows_ < 0) return rows_y_ + k + (is_submit ? 1 : 0);  // all shown, Start a row apart
  return k >= first_ && k < first_ + shown_rows_ ? rows_y_ + k - first_ : -1;
}

void FormScreen::draw(Painter& p) {
  const Rect r = p.area();
  drawn_ = r;
  const int text_w = std::min(r.w - 4, 76);
  int y = r.y + 1;
  for (const auto& line : wrap(intro_, text_w)) p.text(r.x + 2, y++, line, Tone::dim);
  ++y;
  const auto rows = visible();
  const int count = static_cast<int>(rows.size());
  label_width_ = 0;
  for (int i : rows) {
    if (i >= 0) label_width_ = std::max(label_width_, text_width(fields_[static_cast<std::size_t>(i)].label));
  }
  row_ = std::clamp(row_, 0, count - 1);
  rows_y_ = y;
  const auto note = note_lines(p, text_w);
  const int note_h = static_cast<int>(note.size());
  // The rows, a blank line, Start, a blank line and the note (which may take that last blank line).
  // A form longer than that (six players on 24 lines) scrolls: the window keeps the cursor's row in
  // view, its last line says where the rest is, and the note stays whole below it.
  const int window = r.y + r.h - rows_y_ - 1 - note_h;
  shown_rows_ = rows_y_ + count + 1 + note_h <= r.y + r.h ? -1 : std::max(1, window - 1);
  if (shown_rows_ >= 0) {
    if (row_ < first_) first_ = row_;
    if (row_ >= first_ + shown_rows_) first_ = row_ - shown_rows_ + 1;
    first_ = std::clamp(first_, 0, count - shown_rows_);
    const std::string where = more_mark(p, first_ > 0, first_ + shown_rows_ < count);
    p.text(r.x + 2 + std::max(0, text_w - text_width(where)), rows_y_ + shown_rows_, fit(where, text_w), Tone::dim);
  }
  for (int k = 0; k < count; ++k) {
    const bool here = k == row_;
    const int line_y = row_y(k, rows[static_cast<std::size_t>(k)] < 0);
    if (line_y < 0) continue;
    if (rows[static_cast<std::size_t>(k)] < 0) {
      p.text(r.x + 2, line_y, std::string(here ? p.glyph("▶ ", "> ") : "  ") + "[ " + submit_label_ + " ]",
             here ? Tone::selected : Tone::accent);
      continue;
    }
    const Field& f = fields_[static_cast<std::size_t>(rows[static_cast<std::size_t>(k)])];
    p.text(r.x + 2, line_y, here ? p.glyph("▶", ">") : " ", Tone::accent);
    p.text(r.x + 4, line_y, f.label, here ? Tone::title : Tone::normal);
    const int vx = r.x + 6 + label_width_;
    if (f.is_text) {
      const Tone tone = here ? Tone::selected : Tone::normal;
      const std::string typed = "[" + f.text + (here ? "_" : "");
      p.text(vx, line_y, typed, tone);
      int end = vx + text_width(typed);
      if (f.text.empty() && !f.placeholder.empty()) {
        p.text(end, line_y, f.placeholder, Tone::dim);
        end += text_width(f.placeholder);
      }
      p.text(end, line_y, "]", tone);
    } else {
      const std::string shown =
          std::string(p.glyph("◀ ", "< ")) + f.options[static_cast<std::size_t>(f.chosen)] + p.glyph(" ▶", " >");
      p.text(vx, line_y, shown, here ? Tone::selected : Tone::normal);
    }
  }
  // Under the rows and a blank line; a long note on a long form first takes the blank line above it.
  int note_y = shown_rows_ < 0 ? rows_y_ + count + 2 : rows_y_ + shown_rows_ + 2;
  note_y = std::max(note_y - 1, std::min(note_y, r.y + r.h - note_h));
  for (const auto& line : note) {
    if (note_y < r.y + r.h) p.text(r.x + 2, note_y++, line, full_ ? Tone::warning : Tone::dim);
  }
}

Outcome FormScreen::handle(const Input& input) {
  const auto rows = visible();
  dirty = true;
  row_ = std::clamp(row_, 0, static_cast<int>(rows.size()) - 1);
  Field* field = rows[static_cast<std::size_t>(row_)] >= 0
                     ? &fields_[static_cast<std::size_t>(rows[static_cast<std::size_t>(row_)])]
                     : nullptr;

  full_ = false;
  if (field != nullptr && field->is_text && !input.click) {
    const int key = input.key;
    if (key == key::backspace || key == key::backspace_ascii || key == 8) {
      // Remove one whole UTF-8 character.
      while (!field->text.empty() && (static_cast<unsigned char>(field->text.back()) & 0xC0) == 0x80)
        field->text.pop_back();
      if (!field->text.empty()) field->text.pop_back();
      return Outcome::stay();
    }
    if (key::is_text(key)) {
      if (fits_utf8_byte(field->text, static_cast<unsigned char>(key), field->max_length)) {
        field->text.push_back(static_cast<char>(key));
      } else {
        full_ = true;
      }
      return Outcome::stay();
    }
  }
  if (input.click) {
    // The row under the click, as last drawn.
    for (std::size_t k = 0; k < rows.size(); ++k) {
      const int line_y = row_y(static_cast<int>(k), rows[k] < 0);
      if (line_y < 0 || input.y != line_y) continue;
      const bool again = static_cast<int>(k) == row_;
      row_ = static_cast<int>(k);
      if (rows[k] < 0) return submit();
      Field& f = fields_[static_cast<std::size_t>(rows[k])];
      if (again) change(f, input.x < drawn_.x + 6 + label_width_ + 2 ? -1 : 1);
      return Outcome::stay();
    }
    return Outcome::stay();
  }
  switch (input.command) {
    case Command::back: return Outcome::pop();
    case Command::up: row_ = (row_ + static_cast<int>(rows.size()) - 1) % static_cast<int>(rows.size()); break;
    case Command::down:
    case Command::next_field: row_ = (row_ + 1) % static_cast<int>(rows.size()); break;
    case Command::left:
      if (field) change(*field, -1);
      break;
    case Command::right:
      if (field) change(*field, 1);
      break;
    case Command::select: return submit();  // from any field, as forms do
    case Command::rules: return rules_ ? Outcome::push(rules_()) : Outcome::stay();
    default: break;
  }
  return Outcome::stay();
}

Outcome FormScreen::submit() {
  Outcome outcome = submit_(form_values(fields_));
  submitted_ = outcome.kind == Outcome::Kind::replace || outcome.kind == Outcome::Kind::pop;
  return outcome;
}

void FormScreen::save() {
  if (keep_ && !submitted_) keep_(form_values(fields_));
}

bool FormScreen::typing() const {
  const auto rows = visible();
  const int i = rows[static_cast<std::size_t>(std::clamp(row_, 0, static_cast<int>(rows.size()) - 1))];
  return i >= 0 && fields_[static_cast<std::size_t>(i)].is_text;
}

std::vector<std::string> FormScreen::help_notes() const {
  if (!typing()) return {};
  return {
      "In a text field the letters, digits, Space and punctuation are typed into it, and Backspace "
      "deletes the last character."};
}

std::vector<Command> FormScreen::commands() const {
  std::vector<Command> list = {Command::up,     Command::down,       Command::left, Command::right,
                               Command::select, Command::next_field, Command::back, Command::help};
  if (rules_) list.insert(list.end() - 2, Command::rules);
  return list;
}

std::string FormScreen::what_here(Command c) const {
  switch (c) {
    case Command::up: return "the choice above";
    case Command::down: return "the choice below";
    case Command::left: return "the option before, in the choice under the cursor";
    case Command::right: return "the next option, in the choice under the cursor";
    case Command::next_field: return "the next choice";
    case Command::select: return submit_label_ == "Start" ? "start the game, from any choice" : "close";
    case Command::back:
      return submit_label_ == "Start" ? "back, without starting (the choices stay for next time)"
                                      : "back (every change is kept already)";
    default: return "";
  }
}

std::string FormScreen::brief_here(Command c) const {
  if (c == Command::left || c == Command::right) return "change";
  if (c == Command::next_field) return "next";
  if (c == Command::select) return submit_label_ == "Start" ? "start" : "close";
  return "";
}

}  // namespace tabletop::ui
