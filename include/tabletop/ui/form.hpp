#pragma once
// A setup form: choices changed with left/right, text typed in place, and a Start line. Every game's
// new-game screen and the program's settings are forms.
#include <functional>
#include <string>
#include <vector>

#include "tabletop/core/game.hpp"
#include "tabletop/ui/keys.hpp"
#include "tabletop/ui/widgets.hpp"

namespace tabletop::ui {

struct Field {
  std::string key;  // the key of this field's value in the form's JSON
  std::string label;
  std::vector<std::string> options;  // the labels of a choice field
  std::vector<json> values;          // the value behind each label
  int chosen = 0;
  bool is_text = false;  // a text field instead of a choice
  std::string text;
  std::string placeholder;      // shown dimmed in an empty text field: what it stands for when left empty
  std::size_t max_length = 60;  // characters, not bytes
  bool hidden = false;
  std::string note;  // one line of explanation, shown while the field has the cursor
  // What the chosen option means, one note per option (or none): a choice among robots says what the
  // robot shown does, not what every robot does.
  std::vector<std::string> option_notes;
  int seat = -1;  // the seat a field belongs to (its robot or person, its name): shown while it plays

  static Field choice(std::string key, std::string label, std::vector<std::string> options, std::vector<json> values,
                      const json& current);
  static Field text_field(std::string key, std::string label, std::string value, std::size_t max_length = 60);
  json value() const { return is_text ? json(text) : values.at(static_cast<std::size_t>(chosen)); }
};

// Whether a text field of `max_length` characters takes this byte of typed UTF-8: whole characters only.
bool fits_utf8_byte(const std::string& text, unsigned char byte, std::size_t max_length);
json form_values(const std::vector<Field>& fields);  // {key: value} of the fields that are shown
// The remembered values a form can show: a value no field of `fields` can hold (not one of a choice's
// values, a text too long or not text) is dropped, so the field starts at its default, and its key
// is added to `replaced`. So is a key of no field at all.
json clean_values(const std::vector<Field>& fields, const json& stored, std::vector<std::string>& replaced);

class FormScreen : public Screen {
 public:
  using Refresh = std::function<void(std::vector<Field>&)>;  // show or hide fields after a change
  using Submit = std::function<Outcome(const json& values)>;
  using Keep = std::function<void(const json& values)>;

  // `keys` name the keys the form's notes tell a person to press.
  FormScreen(const KeyBindings& keys, std::string heading, std::string intro, std::vector<Field> fields,
             Refresh refresh, Submit submit, std::string submit_label = "Start");

  // Left without submitting (Esc, Q, the terminal closing), the form hands its values to `keep`:
  // a setup left to read the rules comes back as it was.
  void keep_when_left(Keep keep) { keep_ = std::move(keep); }
  // The game's rules, a key away from its setup (and back to the choices as they stand).
  void offer_rules(std::function<std::unique_ptr<Screen>()> rules) { rules_ = std::move(rules); }

  std::string title() const override { return heading_; }
  void draw(Painter& p) override;
  void save() override;
  Outcome handle(const Input& input) override;
  // What the refresh reads may change without a key (a friend coming to a hosted table): with this, it
  // is asked again as time passes, not only when a choice changes.
  void refresh_while_open() { refresh_on_tick_ = true; }
  Outcome tick(Clock::time_point now) override;
  std::vector<Command> commands() const override;
  std::string what_here(Command c) const override;
  std::string brief_here(Command c) const override;
  Size min_size() const override { return {44, 12}; }
  bool typing() const override;
  // In a text field every key that types is typed: its help lists no such key, and says Backspace.
  bool leaves_key(int k) const override { return typing() && key::is_text(k); }
  std::vector<std::string> help_notes() const override;

 private:
  Outcome submit();
  std::vector<int> visible() const;  // indexes of shown fields, then -1 for the submit line
  void change(Field& field, int delta);
  std::vector<std::string> note_lines(const Painter& p, int width) const;  // about the row under the cursor
  // Where row k of visible() is drawn, or -1 where it is scrolled out of view.
  int row_y(int k, bool is_submit) const;

  const KeyBindings& keys_;
  std::string heading_;
  std::string intro_;
  std::vector<Field> fields_;
  Refresh refresh_;
  Submit submit_;
  Keep keep_;
  std::function<std::unique_ptr<Screen>()> rules_;
  bool refresh_on_tick_ = false;
  bool submitted_ = false;  // the form led on (a game started): nothing is left to keep
  std::string submit_label_;
  int row_ = 0;  // the cursor, an index into visible()
  Rect drawn_{};
  int rows_y_ = 0;       // where the first row shown is drawn
  int first_ = 0;        // the first row shown, of a form longer than its window
  int shown_rows_ = -1;  // the rows the window shows (-1: all of them, the Start line a row lower)
  int label_width_ = 0;
  bool full_ = false;  // the last key typed did not fit its field: say why under it
};

}  // namespace tabletop::ui
