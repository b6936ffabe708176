#include "tabletop/ui/dialogs.hpp"

#include <sstream>

#include <algorithm>

namespace tabletop::ui {

// ---------------------------------------------------------------- confirm

ConfirmDialog::ConfirmDialog(std::string question, std::function<void()> on_yes, std::string yes, std::string no)
    : question_(std::move(question)), on_yes_(std::move(on_yes)) {
  menu_.items = {{std::move(no), "", true}, {std::move(yes), "", true}};
}

void ConfirmDialog::draw(Painter& p) {
  const auto lines = wrap(question_, 44);
  const Rect inner = dialog_box(p, p.area(), 50, static_cast<int>(lines.size()) + 6, title());
  for (std::size_t i = 0; i < lines.size(); ++i) p.text(inner.x, inner.y + static_cast<int>(i), lines[i]);
  menu_.draw(p, Rect{inner.x, inner.y + static_cast<int>(lines.size()) + 1, inner.w, 2});
}

Outcome ConfirmDialog::handle(const Input& input) {
  if (input.command == Command::back) return Outcome::pop();
  const int chosen = menu_.handle(input);
  dirty = true;
  if (chosen < 0) return Outcome::stay();
  if (chosen == 1) on_yes_();
  return Outcome::pop();
}

std::vector<Command> ConfirmDialog::commands() const {
  return {Command::up, Command::down, Command::home, Command::end, Command::select, Command::back, Command::help};
}

std::string ConfirmDialog::what_here(Command c) const {
  return c == Command::back ? "close: the same as " + menu_.items.front().label : "";
}
std::string ConfirmDialog::brief_here(Command c) const { return c == Command::back ? "close" : ""; }

// ---------------------------------------------------------------- choice

ChoiceDialog::ChoiceDialog(std::string heading, std::string text, std::vector<ListMenu::Item> items,
                           std::function<void(int)> on_choice, bool must_choose)
    : heading_(std::move(heading)),
      text_(std::move(text)),
      on_choice_(std::move(on_choice)),
      must_choose_(must_choose) {
  menu_.items = std::move(items);
  menu_.clamp();
  std::istringstream paragraphs(text_);  // each line of the text is a paragraph of its own
  for (std::string paragraph; std::getline(paragraphs, paragraph);) view_.paragraphs.push_back(paragraph);
}

void ChoiceDialog::draw(Painter& p) {
  int widest = text_width(heading_) + 6;
  for (const auto& item : menu_.items) widest = std::max(widest, text_width(item.label) + text_width(item.note) + 8);
  widest = std::max(widest, std::min(text_width(text_), 56));  // a long text reads better in a wider box
  const int w = std::clamp(widest + 4, 36, std::max(36, p.area().w - 4));
  int lines = 0;
  for (const auto& paragraph : view_.paragraphs)
    lines += std::max<int>(1, static_cast<int>(wrap(paragraph, w - 4).size()));
  const Rect room = room_for(p.area(), w + 2, lines + static_cast<int>(menu_.items.size()) + 6);
  // The choices stay in view within the frame; the text takes the rows left and scrolls in them.
  const int items = static_cast<int>(menu_.items.size());
  const int rows = std::clamp(room.h - 2 - items - 4, std::min(lines, 2), std::max(lines, 0));
  const int h = rows + items + 4;
  const Rect inner = dialog_box(p, room, w, h, heading_);  // with its blank margin
  page_ = std::max(1, rows - 1);
  if (rows > 0) view_.draw(p, Rect{inner.x, inner.y, inner.w, rows});
  const int top = inner.y + rows + (rows == 0 ? 0 : 1);
  menu_.draw(p, Rect{inner.x, top, inner.w, inner.y + inner.h - top});
}

Outcome ChoiceDialog::handle(const Input& input) {
  if (input.command == Command::back && !must_choose_) return Outcome::pop();
  // Pages and the wheel scroll a long text; so do the arrows when there is only one choice to move to.
  const bool text_keys = input.command == Command::page_up || input.command == Command::page_down || input.wheel_up ||
                         input.wheel_down ||
                         (menu_.items.size() == 1 && (input.command == Command::up || input.command == Command::down));
  if (view_.scrolls && text_keys) {
    view_.handle(input, page_);
    dirty = true;
    return Outcome::stay();
  }
  const int chosen = menu_.handle(input);
  dirty = true;
  if (chosen < 0) return Outcome::stay();
  on_choice_(chosen);
  return Outcome::pop();
}

std::vector<Command> ChoiceDialog::commands() const {
  // With one choice there is nothing to move to: the arrows scroll the text, if it scrolls.
  const bool one_choice = menu_.items.size() == 1;
  std::vector<Command> taken;
  if (!one_choice || view_.scrolls) taken = {Command::up, Command::down};
  if (view_.scrolls) taken.insert(taken.end(), {Command::page_up, Command::page_down});
  if (!one_choice) taken.insert(taken.end(), {Command::home, Command::end});
  taken.push_back(Command::select);
  if (!must_choose_) taken.push_back(Command::back);
  taken.push_back(Command::help);
  return taken;
}

std::string ChoiceDialog::what_here(Command c) const {
  const bool arrows_scroll = menu_.items.size() == 1;
  if (c == Command::up && arrows_scroll) return "the text a line back";
  if (c == Command::down && arrows_scroll) return "the text a line on";
  if (c == Command::page_up) return "the text a page back";
  if (c == Command::page_down) return "the text a page on";
  return c == Command::back ? "close without choosing" : "";
}
std::string ChoiceDialog::brief_here(Command c) const {
  if (c == Command::up && menu_.items.size() == 1) return "scroll";
  return c == Command::back ? "close" : "";
}

// ---------------------------------------------------------------- a game's question

TurnQuestionDialog::TurnQuestionDialog(TurnQuestion question, std::function<void(int)> on_choice,
                                       std::function<void()> on_suggest, std::string ask_again)
    : ChoiceDialog(std::move(question.heading), std::move(question.text), std::move(question.choices),
                   std::move(on_choice)),
      on_suggest_(std::move(on_suggest)),
      keep_clear_(question.keep_clear),
      ask_again_(std::move(ask_again)) {
  start_at(question.start_at);
}

Outcome TurnQuestionDialog::handle(const Input& input) {
  if (input.command != Command::suggest) return ChoiceDialog::handle(input);
  on_suggest_();
  return Outcome::pop();
}

std::vector<Command> TurnQuestionDialog::commands() const {
  std::vector<Command> list = ChoiceDialog::commands();
  list.insert(list.end() - 1, Command::suggest);  // before help
  return list;
}

// The suggestion is named right after Enter; Home and End, for two answers, are left to the help.
std::vector<Command> TurnQuestionDialog::footer() const {
  std::vector<Command> list;
  for (Command c : ChoiceDialog::commands()) {
    if (c != Command::home && c != Command::end) list.push_back(c);
    if (c == Command::select) list.push_back(Command::suggest);
  }
  return list;
}

// Esc leaves the answer for later, as the game's prompt then says: Enter asks again.
std::string TurnQuestionDialog::what_here(Command c) const {
  return c == Command::back ? "decide later: the question closes, and " + ask_again_ + " asks it again"
                            : ChoiceDialog::what_here(c);
}

std::string TurnQuestionDialog::brief_here(Command c) const {
  return c == Command::back ? "decide later" : ChoiceDialog::brief_here(c);
}

// The question leaves in view what the screen says beside it (Getaway's square under the cursor):
// where the box would cover those lines, it stands below them, or above them when there is no room below.
Rect TurnQuestionDialog::room_for(Rect screen, int w, int h) const {
  if (keep_clear_ == nullptr) return screen;
  const Rect& told = *keep_clear_;
  if (told.h <= 0 || !screen.centered(w, h).overlaps(told)) return screen;
  const Rect above{screen.x, screen.y, screen.w, told.y - screen.y};
  const Rect below{screen.x, told.y + told.h, screen.w, screen.y + screen.h - told.y - told.h};
  if (below.h >= h) return below;
  return above.h >= h ? above : screen;
}

// ---------------------------------------------------------------- text

TextScreen::TextScreen(std::string heading, std::vector<std::string> paragraphs, int optional)
    : heading_(std::move(heading)) {
  view_.paragraphs = std::move(paragraphs);
  view_.optional = optional;
}

void TextScreen::draw(Painter& p) {
  const Rect r = p.area();
  page_ = std::max(1, r.h - 2);
  view_.draw(p, Rect{r.x + 2, r.y + 1, std::min(r.w - 4, 96), r.h - 1});
}

Outcome TextScreen::handle(const Input& input) {
  if (input.command == Command::back) return Outcome::pop();
  if (view_.handle(input, page_)) dirty = true;
  return Outcome::stay();
}

std::vector<Command> TextScreen::commands() const {
  if (!view_.scrolls) return {Command::back, Command::help};  // all of it is in view: nothing to scroll
  return {Command::up,   Command::down, Command::page_up, Command::page_down, Command::select,
          Command::home, Command::end,  Command::back,    Command::help};
}

std::vector<Command> TextScreen::footer() const {
  if (!view_.scrolls) return {Command::back};
  return {Command::up, Command::page_up, Command::page_down, Command::home, Command::end, Command::back};
}

std::string TextScreen::what_here(Command c) const {
  switch (c) {
    case Command::up: return "one line back";
    case Command::down: return "one line on";
    case Command::page_up: return "a page back";
    case Command::page_down: return "a page on";
    case Command::select: return "a page on";
    case Command::home: return "to the top";
    case Command::end: return "to the end";
    default: return "";
  }
}
std::string TextScreen::brief_here(Command c) const {
  switch (c) {
    case Command::page_up: return "page back";
    case Command::page_down: return "page on";
    case Command::select: return "page on";
    case Command::home: return "top";
    case Command::end: return "end";
    default: return "";
  }
}

std::unique_ptr<Screen> help_screen(const Screen& screen, const KeyBindings& keys,
                                    const std::vector<std::string>& extra_notes) {
  std::vector<std::string> lines{"# Keys on this screen", ""};
  std::vector<Command> listed = screen.commands();
  for (Command everywhere : {Command::help, Command::redraw, Command::quit}) {  // the program answers these itself
    if (std::find(listed.begin(), listed.end(), everywhere) == listed.end()) listed.push_back(everywhere);
  }
  for (Command c : listed) {
    const Binding b = keys.binding_for(c, screen.own_keys()).without([&screen](int k) { return screen.leaves_key(k); });
    if (b.keys.empty()) continue;  // every key of it is typed here (a text field)
    const std::string label = b.label();
    const std::string here = screen.what_here(c);
    lines.push_back("  " + label + std::string(static_cast<std::size_t>(std::max(1, 14 - text_width(label))), ' ') +
                    (here.empty() ? b.what : here));
  }
  for (const auto& note : extra_notes) {
    lines.push_back("");
    lines.push_back(note);
  }
  // The mouse last: it gives way first when the keys need every line.
  lines.push_back("");
  lines.push_back("A mouse click chooses what is under it; the keys alone do everything too.");
  return std::make_unique<TextScreen>("Help: " + screen.title(), std::move(lines), 2);
}

}  // namespace tabletop::ui
