#pragma once
// Small screens drawn over the one beneath: a yes/no question, a choice from a list, and a page of
// text (help, rules). A dialog calls back into the screen that opened it, then closes itself.
#include <functional>
#include <string>
#include <vector>

#include "tabletop/ui/widgets.hpp"

namespace tabletop::ui {

// Screens drawn on top of the previous screen say so, and the application draws both.
class Overlay : public Screen {
 public:
  bool overlay() const override { return true; }
};

class ConfirmDialog : public Overlay {
 public:
  ConfirmDialog(std::string question, std::function<void()> on_yes, std::string yes = "Yes", std::string no = "No");
  std::string title() const override { return "Please confirm"; }
  void draw(Painter& p) override;
  Outcome handle(const Input& input) override;
  std::vector<Command> commands() const override;
  std::string what_here(Command c) const override;
  std::string brief_here(Command c) const override;

 private:
  std::string question_;
  std::function<void()> on_yes_;
  ListMenu menu_;
};

class ChoiceDialog : public Overlay {
 public:
  // on_choice receives the chosen index; Esc closes without a choice unless `must_choose`.
  ChoiceDialog(std::string heading, std::string text, std::vector<ListMenu::Item> items,
               std::function<void(int)> on_choice, bool must_choose = false);
  std::string title() const override { return heading_; }
  void draw(Painter& p) override;
  Outcome handle(const Input& input) override;
  std::vector<Command> commands() const override;
  std::string what_here(Command c) const override;
  std::string brief_here(Command c) const override;
  void start_at(int item) { menu_.cursor = item; }  // the cursor on another choice than the first

 protected:
  // Where the box is centered, w x h with its blank margin: the whole screen, unless a dialog keeps
  // something in view.
  virtual Rect room_for(Rect screen, int /*w*/, int /*h*/) const { return screen; }

 private:
  std::string heading_;
  std::string text_;
  TextView view_;  // the text scrolls when the box, its choices kept in view, has no room for all of it
  int page_ = 1;
  ListMenu menu_;
  std::function<void(int)> on_choice_;
  bool must_choose_;
};

// A question a game puts to the person in turn, answered by one of its choices (Getaway's toll: pay or
// refuse): the game's screen puts it up once for the position and plays the answer chosen.
struct TurnQuestion {
  std::string heading;
  std::string text;
  std::vector<ListMenu::Item> choices;
  std::vector<std::function<void()>> answers;  // one for each choice: plays it
  int start_at = 0;                            // the choice under the cursor at first (one suggested)
  const Rect* keep_clear = nullptr;            // the screen's lines the box leaves in view where it can
};

// A TurnQuestion's dialog: the suggestion key steps it aside while Hard's answer is worked out, and Esc
// leaves the answer for later; `ask_again` names the key that asks it again.
class TurnQuestionDialog : public ChoiceDialog {
 public:
  TurnQuestionDialog(TurnQuestion question, std::function<void(int)> on_choice, std::function<void()> on_suggest,
                     std::string ask_again);
  Outcome handle(const Input& input) override;
  std::vector<Command> commands() const override;
  std::vector<Command> footer() const override;
  std::string what_here(Command c) const override;
  std::string brief_here(Command c) const override;

 protected:
  Rect room_for(Rect screen, int w, int h) const override;

 private:
  std::function<void()> on_suggest_;
  const Rect* keep_clear_;  // the screen's, redrawn under the question at every frame
  std::string ask_again_;
};

class TextScreen : public Screen {
 public:
  // The last `optional` paragraphs give way, first of all, when the text does not fit.
  TextScreen(std::string heading, std::vector<std::string> paragraphs, int optional = 0);
  std::string title() const override { return heading_; }
  void draw(Painter& p) override;
  Outcome handle(const Input& input) override;
  std::vector<Command> commands() const override;
  std::string what_here(Command c) const override;
  std::string brief_here(Command c) const override;
  std::vector<Command> footer() const override;
  Size min_size() const override { return {30, 8}; }

 private:
  std::string heading_;
  TextView view_;
  int page_ = 10;
};

// The help for a screen: every command it takes (its own keys first, then the shared ones), and
// the commands that work on every screen, each with its keys as the key maps have them.
std::unique_ptr<Screen> help_screen(const Screen& screen, const KeyBindings& keys,
                                    const std::vector<std::string>& extra_notes = {});

}  // namespace tabletop::ui
