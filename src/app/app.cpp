#include "tabletop/app/app.hpp"

#include <algorithm>
#include <utility>

#include "tabletop/app/keys_screen.hpp"
#include "tabletop/app/menus.hpp"
#include "tabletop/core/seat.hpp"
#include "tabletop/core/words.hpp"
#include "tabletop/ui/dialogs.hpp"
#include "tabletop/ui/keys.hpp"
#include "tabletop/ui/terminal.hpp"
#include "tabletop/ui/text_wrap.hpp"

namespace tabletop {
namespace {

ui::TerminalOptions look_of(const Settings& s, bool ascii_flag) {
  return ui::TerminalOptions{ascii_flag || s.ascii, s.theme == "mono", s.mouse};
}

constexpr auto kStatusTime = std::chrono::seconds(5);

// The people of a saved match who play it from other terminals when it is hosted.
std::vector<std::string> joined_people(const json& match) {
  std::vector<std::string> names;
  if (!match.contains("seats")) return names;
  for (const Seat& who : seats_from_json(match["seats"], "the saved seats")) {
    if (who.joined && !who.robot) names.push_back(who.name);
  }
  return names;
}

// The page of a window smaller than `need`: each line wrapped at its words, in a shorter wording where
// the full one would need more rows than the window has, so no word is ever cut off.
void draw_too_small(const ui::Painter& whole, ui::Size need) {
  const int width = whole.area().w;
  const int height = whole.area().h;
  const std::string needs = std::to_string(need.w) + " x " + std::to_string(need.h);
  const std::vector<std::vector<std::string>> wordings = {
      {"The window is too small.", "This screen needs " + needs + ",",
       "it is " + std::to_string(width) + " x " + std::to_string(height) + ".", "Enlarge it, or press q."},
      {"Window too small.", "It needs " + needs + ".", "Enlarge it, or press q."},
  };
  std::vector<std::pair<std::string, ui::Tone>> rows;
  for (const auto& wording : wordings) {
    rows.clear();
    for (std::size_t i = 0; i < wording.size(); ++i) {
      for (std::string& line : ui::wrap(wording[i], width))
        rows.emplace_back(std::move(line), i == 0 ? ui::Tone::warning : ui::Tone::normal);
    }
    if (static_cast<int>(rows.size()) <= height) break;
  }
  for (int y = 0; y < std::min(height, static_cast<int>(rows.size())); ++y) {
    const auto& [line, tone] = rows[static_cast<std::size_t>(y)];
    whole.text(0, y, ui::fit(line, width), tone);
  }
}

// The title line: program and screen. The program's name gives way first, then the title's last
// words (an ellipsis says so).
void draw_title_line(ui::Painter& whole, const ui::Screen& top, int width) {
  const std::string title_line = " tabletop " + std::string(whole.glyph("·", "-")) + " " + top.title();
  whole.text(0, 0, ui::fits(title_line, width) ? title_line : " " + ui::shorten(whole, top.title(), width - 1),
             ui::Tone::title);
}

// A status too long for the title line, over the footer and the prompt: as many lines as it takes (a
// third of the window at most, the last shortened).
std::vector<std::string> long_status_lines(const ui::Painter& whole, const std::string& status, int width, int height) {
  std::vector<std::string> lines = ui::wrap(status, std::max(1, width - 2));
  const std::size_t most = static_cast<std::size_t>(std::max(3, height / 3));
  if (lines.size() > most) {
    std::string rest;
    for (std::size_t i = most - 1; i < lines.size(); ++i) rest += (rest.empty() ? "" : " ") + lines[i];
    lines.resize(most);
    lines.back() = ui::shorten(whole, rest, width - 2);
  }
  return lines;
}

// The keys of the top screen as the footer names them.
class FooterKeys {
 public:
  FooterKeys(const ui::KeyBindings& keys, const ui::Screen& top) : keys_(keys), top_(top) {}

  // The keys of a command here, less those the screen leaves to be typed.
  ui::Binding binding(ui::Command c) const {
    return keys_.binding_for(c, top_.own_keys()).without([this](int k) { return top_.leaves_key(k); });
  }
  int key_of(ui::Command c) const {
    const ui::Binding b = binding(c);
    return b.keys.empty() ? ui::key::none : b.keys.front();
  }
  // In a text field a printable help key is typed: the footer names one that still opens the help.
  int help_key() const {
    int key = key_of(ui::Command::help);
    if (top_.typing()) {
      for (int k : keys_.binding_for(ui::Command::help, top_.own_keys()).keys) {
        if (ui::key::is_text(key) && !ui::key::is_text(k)) key = k;
      }
    }
    return key;
  }
  const ui::Screen& top() const { return top_; }

 private:
  const ui::KeyBindings& keys_;
  const ui::Screen& top_;
};

using FooterItems = std::vector<std::pair<ui::Command, std::string>>;

// The footer's items: the keys that matter here, in the screen's order. The four moves show as arrows
// while they are the arrow keys; keys of one's own show by name.
FooterItems footer_items(const ui::Painter& whole, const FooterKeys& keys) {
  const ui::Screen& top = keys.top();
  // Left and right join the arrows only where the screen takes them.
  const auto listed = top.commands();
  const auto lists = [&listed](ui::Command c) { return std::find(listed.begin(), listed.end(), c) != listed.end(); };
  const bool sideways = lists(ui::Command::left) && lists(ui::Command::right);
  // The arrows are named together where up and down are taken; left and right alone are named apart.
  const bool arrows = lists(ui::Command::up) && keys.key_of(ui::Command::up) == ui::key::up &&
                      keys.key_of(ui::Command::down) == ui::key::down &&
                      (!sideways || (keys.key_of(ui::Command::left) == ui::key::left &&
                                     keys.key_of(ui::Command::right) == ui::key::right));
  FooterItems items;
  for (ui::Command c : top.footer()) {
    const ui::Binding b = keys.binding(c);
    if (c == ui::Command::help || b.keys.empty() || !lists(c) ||
        (arrows && (c == ui::Command::down || c == ui::Command::left || c == ui::Command::right)))
      continue;
    const std::string brief = top.brief_here(c).empty() ? b.brief : top.brief_here(c);
    // Left and right doing something else than moving (a form's change) are named apart.
    const std::string sideways_brief = top.brief_here(ui::Command::left);
    std::string item = ui::key_name(b.keys.front()) + " " + brief;
    if (c == ui::Command::up && arrows) {
      // The arrows move, unless the screen says they do something else here (a dialog's text scrolls).
      const std::string vertical = top.brief_here(ui::Command::up).empty() ? "move" : top.brief_here(ui::Command::up);
      item = !sideways                ? std::string(whole.glyph("↑↓", "up/down")) + " " + vertical
             : sideways_brief.empty() ? std::string(whole.glyph("↑↓←→", "arrows")) + " " + vertical
                                      : std::string(whole.glyph("↑↓", "up/down")) + " " + vertical + "  " +
                                            whole.glyph("←→", "left/right") + " " + sideways_brief;
    }
    items.emplace_back(c, item);
  }
  return items;
}

// As many items as the width leaves room for beside the help key. The way back is named however
// narrow the window, and so is the suggestion on a person's turn (the documents promise S in the
// footer of every game): the keys before them give way first.
std::string fitted_footer(const FooterItems& items, int width) {
  const auto item_of = [&items](ui::Command command) {
    const auto at = std::find_if(items.begin(), items.end(), [command](const auto& i) { return i.first == command; });
    return at == items.end() ? std::string() : at->second;
  };
  const std::string back_item = item_of(ui::Command::back);
  std::string suggest_item = item_of(ui::Command::suggest);
  const int footer_room = width - 8 - (back_item.empty() ? 0 : ui::text_width(back_item) + 2);
  if (ui::text_width(suggest_item) + 3 > footer_room) suggest_item.clear();  // a window too narrow even for it
  std::string footer;
  const auto add = [&footer](const std::string& item) { footer += (footer.empty() ? " " : "  ") + item; };
  for (const auto& [c, item] : items) {
    if (c == ui::Command::back) continue;
    if (c == ui::Command::suggest && !suggest_item.empty()) {
      add(std::exchange(suggest_item, ""));
      continue;
    }
    if (ui::text_width(footer) + ui::text_width(item) + 3 > footer_room) break;
    // The suggestion still to come must fit after this item, as it would have fitted on its own.
    const int after = ui::text_width(footer) + (footer.empty() ? 1 : 2) + ui::text_width(item);
    if (!suggest_item.empty() && after + ui::text_width(suggest_item) + 3 > footer_room) break;
    add(item);
  }
  if (!suggest_item.empty()) add(suggest_item);
  if (!back_item.empty()) add(back_item);
  return footer;
}

}  // namespace

// A game hosted before and opened now without hosting plays its friends' seats at this keyboard, as
// any person's seat: said before the first key, with the way to wait for them instead.
std::unique_ptr<ui::Screen> App::joined_seats_question(const GameEntry& game, const json& match) {
  if (options_.hosting != nullptr) return nullptr;  // a hosted table keeps their seats waiting for them
  const std::vector<std::string> names = joined_people(match);
  if (names.empty()) return nullptr;
  const bool one = names.size() == 1;
  const std::string who = in_words(names);
  const std::string text = who + (one ? " plays" : " play") + " this game from another terminal when it is hosted. " +
                           "Opened like this, without hosting, " + (one ? who + "'s seat is" : "their seats are") +
                           " played at this keyboard.\nTo wait for " + (one ? who : "them") +
                           " instead, quit and start the game with:\n  tabletop host " + game.id;
  return std::make_unique<ui::ChoiceDialog>(
      one ? "A seat kept for a friend" : "Seats kept for friends", text,
      std::vector<ui::ListMenu::Item>{{"Play on here", "", true}, {"Quit, to host it", "", true}}, [this](int chosen) {
        if (chosen == 1) running_ = false;
      });
}

void App::show_waiting_question() {
  if (!waiting_question_) return;
  stack_.push_back(std::move(waiting_question_));
  redraw_ = true;
}

App::App(const AppOptions& options, SaveSession& saves, std::unique_ptr<ui::Terminal> terminal,
         const Settings& settings)
    : options_(options), saves_(saves), settings_(settings), term_(std::move(terminal)), guest_(true) {
  term_->apply(look_of(settings_, false));
}

App::App(const AppOptions& options, SaveSession& saves, std::unique_ptr<ui::Terminal> terminal)
    : options_(options), saves_(saves), term_(std::move(terminal)) {
  check_at_launch(launch_notices_);
  if (term_) {
    term_->apply(look_of(settings_, options_.ascii));
  } else {
    ui::install_stop_signals();
    term_ = ui::open_curses_terminal(look_of(settings_, options_.ascii));
    real_terminal_ = true;
  }
}

// Everything found wrong in the save directory is said at once, before the first screen: settings
// with values no form can show, and saves that cannot be played (moved aside by the session).
void App::check_at_launch(std::vector<std::string>& notices) {
  // No directory, nothing to read: one sentence says so, instead of one failure per file.
  if (!saves_.unusable().empty()) {
    notices.push_back(saves_.unusable());
    return;
  }
  std::string notice;
  settings_ = saves_.load_settings(notice);
  if (!notice.empty()) notices.push_back(notice);
  std::vector<std::string> replaced;
  for (const auto& game : games()) {
    if (!settings_.games.contains(game.id)) continue;
    std::vector<std::string> bad;
    settings_.set_game(game.id, game.clean_setup(settings_.game(game.id), bad));
    for (const auto& key : bad) replaced.push_back("games." + game.id + "." + key);
  }
  if (!replaced.empty()) {
    std::string names;
    for (const auto& name : replaced) names += (names.empty() ? "" : ", ") + name;
    notices.push_back("settings.json: " + names +
                      (replaced.size() == 1 ? " was not a possible setup value" : " were not possible setup values") +
                      " and went back to the default.");
  }
  std::vector<std::string> bad_keys;
  apply_key_choices(settings_.keys, keys_, bad_keys);
  if (!bad_keys.empty()) {
    std::string names;
    for (const auto& name : bad_keys) names += (names.empty() ? "" : ", ") + name;
    notices.push_back("settings.json: the keys chosen in " + names +
                      " are not keys this program can use there; the usual ones are in force.");
  }
  settings_.keys = key_choices_json(keys_);  // what is in force, by the commands' stable names
  for (const auto& game : games()) {
    notice.clear();
    saves_.open_game(game.id, game.check, notice, game.title);
    if (!notice.empty()) notices.push_back(notice);
  }
}

App::~App() {
  stack_.clear();  // screens stop their robots before the terminal goes
  if (term_) term_->close();
}

void App::settings_changed() {
  if (guest_) return;  // a joined player's choices last for the visit; the host's file stays the host's
  if (std::string problem = saves_.save_settings(settings_); !problem.empty()) {
    tell("Saving the settings failed: " + problem, true);
  }
}

void App::tell(const std::string& message, bool problem) {
  status_ = message;
  status_problem_ = problem;
  status_owner_ = nullptr;  // the screen on top once what is under way is done: see settle_status
  status_until_ = ui::Clock::now() + kStatusTime * (problem ? 2 : 1);
  redraw_ = true;
}

void App::turn_came() {
  const std::string& how = settings_.turn_alert;
  if (how == "off") return;
  term_->alert(how == "bell" ? ui::Alert::bell : how == "flash" ? ui::Alert::flash : ui::Alert::usual);
}

void App::apply_look() {
  term_->apply(look_of(settings_, options_.ascii));
  term_->repaint_all();
  redraw_ = true;
}

std::unique_ptr<ui::Screen> App::resume(const GameEntry& game) {
  std::string notice;
  const auto opened = saves_.open_game(game.id, game.check, notice, game.title);
  if (!notice.empty()) tell(notice, true);
  if (!opened) return nullptr;
  auto screen = game.resume(*this, opened->match);
  if (!screen) return nullptr;
  waiting_question_ = joined_seats_question(game, opened->match);
  // However the game was reached (its page, a launch naming it, a host), the next launch and the
  // farewell mean this one.
  settings_.last_game = game.id;
  settings_changed();
  return screen;
}

void App::check_save(const GameEntry& game) {
  std::string notice;
  saves_.open_game(game.id, game.check, notice, game.title);
  if (!notice.empty()) tell(notice, true);
}

void App::save_everything() {
  for (auto& screen : stack_) screen->save();
  settings_changed();
}

// ---------------------------------------------------------------- the loop

void App::table_opened(const ui::OpenTable& table) {
  if (!hosting()) return;
  options_.hosting->table_opened(table);
}

std::unique_ptr<ui::Screen> App::table_screen() {
  return options_.hosting ? options_.hosting->table_screen(!guest_) : nullptr;
}

std::string App::invitation() const { return options_.hosting ? options_.hosting->invitation() : ""; }

void App::start(const GameEntry* game) {
  stack_.push_back(std::make_unique<MainMenu>(*this));
  if (game != nullptr) {
    if (has_unfinished(*game)) {
      open_game(*game);
    } else {
      open_setup(*game);
    }
  } else if (const GameEntry* last = find_game(settings_.last_game); last != nullptr && has_unfinished(*last)) {
    if (auto screen = resume(*last)) {
      stack_.push_back(std::make_unique<GameMenu>(*this, *last));  // q from the game leads here
      stack_.push_back(std::move(screen));
      tell("Welcome back: your game goes on. " + keys_.say(ui::Command::back, ui::key::escape) + ": menu.");
    }
  }
  show_waiting_question();
  // What the launch found wrong waits in a box until read: a status line can be missed.
  if (!launch_notices_.empty()) {
    std::string text;
    for (const auto& notice : std::exchange(launch_notices_, {}))
      text += (text.empty() ? "" : "\n\n") + notice;  // a blank line between notes
    stack_.push_back(std::make_unique<ui::ChoiceDialog>("Some saved files could not be used", text,
                                                        std::vector<ui::ListMenu::Item>{{"OK", "", true}}, [](int) {}));
  }
}

void App::open_setup(const GameEntry& game) {
  stack_.push_back(std::make_unique<GameMenu>(*this, game));
  stack_.push_back(game.setup(*this));
  redraw_ = true;
}

void App::open_game(const GameEntry& game) {
  stack_.push_back(std::make_unique<GameMenu>(*this, game));
  if (auto screen = resume(game)) stack_.push_back(std::move(screen));
  show_waiting_question();
  redraw_ = true;
}

int App::run(const GameEntry* game) {
  start(game);
  while (running() && ui::stop_signal() == 0) {
    render();
    const ui::RawInput raw = term_->read(key_wait_ms(busy()));
    if (ui::stop_signal() != 0) break;
    if (raw.key != ui::key::none) {
      feed(to_input(raw));
    } else if (ui::input_ended()) {
      break;  // like a quit: everything is saved below
    } else {
      idle();
    }
  }
  finish();
  return 0;
}

void App::show(std::unique_ptr<ui::Screen> screen) {
  stack_.push_back(std::move(screen));
  running_ = true;
  redraw_ = true;
}

void App::clear() {
  stack_.clear();
  status_.clear();
  redraw_ = true;
}

void App::pump() {
  for (ui::RawInput raw = term_->read(0); raw.key != ui::key::none && running(); raw = term_->read(0)) {
    feed(to_input(raw));
  }
  if (running()) idle();
  if (running()) render();
}

bool App::stop_requested() const { return ui::stop_signal() != 0 || (real_terminal_ && ui::input_ended()); }

void App::finish() {
  save_everything();
  stack_.clear();
  term_->close();
}

// Left on the terminal once the program has ended: where the game left unfinished waits, or why it
// could not be kept.
std::string App::farewell() {
  if (guest_) return "";
  if (const std::string failed = saves_.failure(); !failed.empty()) {
    return "tabletop: the game could not be saved: " + failed + "\n";
  }
  const GameEntry* last = find_game(settings_.last_game);
  if (last == nullptr || !saves_.has_unfinished(last->id)) return "";
  // Hosted here, the game goes on hosted; one only waiting (a host who quit at another game's setup)
  // goes on as it was left.
  const bool hosted = hosting() && options_.hosting->hosts(last->id);
  const std::string again = options_.program + (hosted ? " host " + last->id : "") +
                            (options_.save_dir ? " --save-dir " + shell_word(*options_.save_dir) : "");
  return "Your game of " + last->title + " is saved (" + saves_.game_path(last->id).string() + "). Start " + again +
         " again to go on with it.\n";
}

bool App::busy() const { return !stack_.empty() && stack_.back()->busy(); }

// While something moves, the loop looks again soon; at the instant robot pace at once, so each robot
// move is drawn as soon as it is chosen (two 30 ms waits made every move take 60 ms).
int App::key_wait_ms(bool moving) const {
  if (!moving) return 150;
  return settings_.robot_pace_ms == 0 ? 1 : 30;
}

void App::idle() {
  if (!stack_.empty()) apply(stack_.back()->tick(ui::Clock::now()));
}

void App::render() {
  if (stack_.empty()) return;
  settle_status();
  const bool status_expired = !status_.empty() && ui::Clock::now() > status_until_;
  if (status_expired) status_.clear();
  if (redraw_ || stack_.back()->dirty || status_expired) draw();
}

ui::Command App::command_for(int key) const { return keys_.command_for(key, top_keys()); }

const ui::KeyMap& App::top_keys() const {
  static const ui::KeyMap none;
  return stack_.empty() ? none : stack_.back()->own_keys();
}

ui::Input App::to_input(const ui::RawInput& raw) const {
  ui::Input input;
  input.key = raw.key;
  input.x = raw.x;
  input.y = raw.y;
  input.click = raw.click;
  input.wheel_up = raw.wheel_up;
  input.wheel_down = raw.wheel_down;
  if (raw.key != ui::key::mouse) input.command = command_for(raw.key);
  return input;
}

void App::feed(const ui::Input& input) {
  if (stack_.empty()) return;
  if (input.key == ui::key::resize) {
    term_->repaint_all();
    redraw_ = true;
    return;
  }
  dispatch(input);
}

void App::dispatch(const ui::Input& input) {
  ui::Screen& top = *stack_.back();
  redraw_ = true;
  if (!status_problem_ || ui::Clock::now() > status_until_) status_.clear();
  // A key the screen leaves alone means nothing there, whatever its command elsewhere.
  ui::Input given = input;
  if (top.leaves_key(input.key)) given.command = ui::Command::none;
  const ui::Size need = needed_size();
  if (term_->width() < need.w || term_->height() < need.h + 2) {  // too small: only the ways out work
    if (given.command == ui::Command::back || given.command == ui::Command::quit) {
      if (given.command == ui::Command::quit) running_ = false;
      else apply(top.handle(given));
    }
    return;
  }
  if (top.takes_any_key()) {
    apply(top.handle(input));
    return;
  }
  // In a text field a printable key is text; F1 and Ctrl-L still work there.
  const bool text = top.typing() && ui::key::is_text(input.key);
  if (!text) {
    if (input.command == ui::Command::quit) {
      apply(ui::Outcome::quit());
      return;
    }
    if (input.command == ui::Command::redraw) {
      term_->repaint_all();
      return;
    }
    if (input.command == ui::Command::help) {
      apply(ui::Outcome::push(ui::help_screen(top, keys_, top.help_notes())));
      return;
    }
  }
  const auto listed = top.commands();
  // Hosting, the table's list is a key away from every screen (the setup's too, where a friend's seat is
  // chosen); a game's screen lists the key itself.
  if (!text && given.command == ui::Command::table &&
      std::find(listed.begin(), listed.end(), given.command) == listed.end()) {
    if (auto screen = table_screen()) apply(ui::Outcome::push(std::move(screen)));
    return;
  }
  // A command the screen does not list (so its help does not name it) never reaches it.
  if (text || std::find(listed.begin(), listed.end(), given.command) == listed.end()) given.command = ui::Command::none;
  apply(top.handle(given));
}

void App::apply(ui::Outcome outcome) {
  using Kind = ui::Outcome::Kind;
  switch (outcome.kind) {
    case Kind::stay: return;
    case Kind::quit:  // Q anywhere, or the main menu's way out: asked first where others share the program
      if (const ui::Question q = quit_question(); q.asked()) {
        stack_.push_back(std::make_unique<ui::ConfirmDialog>(
            q.text, [this] { running_ = false; }, q.yes, q.no));
        break;
      }
      running_ = false;
      return;
    case Kind::pop:
      stack_.back()->save();
      stack_.pop_back();
      break;
    case Kind::replace:
      stack_.back()->save();
      stack_.back() = std::move(outcome.next);
      break;
    case Kind::push: stack_.push_back(std::move(outcome.next)); break;
  }
  show_waiting_question();  // a game resumed from its menu: the question comes over its screen
  if (!stack_.empty()) stack_.back()->dirty = true;
  settle_status();
  redraw_ = true;
}

// A message belongs to the screen it was said on: the one on top once the key, tick or event that
// said it is done (a screen that says why it opened another one says it on the new one). It goes
// when that screen leaves the top, except for a dialog drawn over it.
void App::settle_status() {
  if (status_.empty() || stack_.empty()) return;
  const ui::Screen* top = stack_.back().get();
  if (status_owner_ == nullptr) {
    status_owner_ = top;
    return;
  }
  const bool beneath = top->overlay() && stack_.size() > 1 && stack_[stack_.size() - 2].get() == status_owner_;
  if (status_owner_ != top && !beneath) {
    status_.clear();
    status_owner_ = nullptr;
    redraw_ = true;
  }
}

// Quitting a program others share asks first: a host with friends at the table ends it for all of
// them, and a joined player leaves their seat.
ui::Question App::quit_question() const {
  if (hosting() && options_.hosting->others_at_table()) {
    // Friends waiting in the menus have no game to come back to, only the table.
    return {options_.hosting->waiting().empty()
                ? "End the table for everyone? The game is saved, and your friends can join again when you host it "
                  "again."
                : "End the table for everyone? Your friends can join again when you host again.",
            "End the table", "Keep hosting"};
  }
  for (const auto& screen : stack_) {
    if (ui::Question q = screen->leave_question(); q.asked()) return q;
  }
  return {};
}

// ---------------------------------------------------------------- drawing

// The size the screens on view need: a dialog's own and, as it is drawn over it, the screen beneath's.
ui::Size App::needed_size() const {
  const ui::Screen& top = *stack_.back();
  ui::Size need = top.min_size();
  if (top.overlay() && stack_.size() > 1) {
    const ui::Size beneath = stack_[stack_.size() - 2]->min_size();
    need = ui::Size{std::max(need.w, beneath.w), std::max(need.h, beneath.h)};
  }
  return need;
}

void App::draw() {
  term_->begin_frame();  // only the cells that differ reach the terminal at end_frame()
  ui::Screen& top = *stack_.back();
  ui::Painter whole(*term_, ui::Rect{0, 0, term_->width(), term_->height()});
  const ui::Size need = needed_size();
  if (term_->width() < need.w || term_->height() < need.h + 2) {
    draw_too_small(whole, ui::Size{need.w, need.h + 2});
  } else {
    draw_frame(whole, top);
  }
  term_->end_frame();
  redraw_ = false;
  top.dirty = false;
}

void App::draw_frame(ui::Painter& whole, ui::Screen& top) {
  const int width = term_->width();
  draw_title_line(whole, top, width);
  bool problem = false;
  const std::string status = status_shown(problem);
  const ui::Tone status_tone = problem ? ui::Tone::warning : ui::Tone::good;
  // A message that fits sits on the title line; a longer one takes the bottom lines, whole.
  const int room = std::max(0, width - ui::text_width(top.title()) - 16);
  std::vector<std::string> long_status;
  if (ui::text_width(status) <= room) {
    whole.text(width - ui::text_width(status) - 1, 0, status, status_tone);
  } else {
    long_status = long_status_lines(whole, status, width, term_->height());
  }
  ui::Painter body = whole.sub(ui::Rect{0, 1, width, term_->height() - 2});
  if (top.overlay() && stack_.size() > 1) {
    ui::Screen& beneath = *stack_[stack_.size() - 2];
    beneath.draw(body);
  }
  top.draw(body);
  const FooterKeys footer_keys{keys_, top};
  std::string footer = fitted_footer(footer_items(whole, footer_keys), width);
  footer += "  " + ui::key_name(footer_keys.help_key()) + " help";
  if (const std::string note = top.footer_note(); !note.empty()) footer = " " + note;  // no key means its usual now
  whole.text(0, term_->height() - 1, ui::fit(footer, width), ui::Tone::dim);
  const int first = term_->height() - static_cast<int>(long_status.size());
  for (std::size_t i = 0; i < long_status.size(); ++i) {
    const int y = first + static_cast<int>(i);
    whole.text(0, y, std::string(static_cast<std::size_t>(width), ' '), status_tone);
    whole.text(1, y, long_status[i], status_tone);
  }
}

// The message of the moment; when none, a save that failed stays in view until one succeeds.
std::string App::status_shown(bool& problem) const {
  const bool current = !status_.empty() && ui::Clock::now() <= status_until_;
  if (saves_.failure().empty() || (current && status_problem_)) {
    problem = current && status_problem_;
    return current ? status_ : "";
  }
  problem = true;
  return (current ? status_ + " " + term_->glyph("·", "-") + " " : "") + "Not saved: " + saves_.failure();
}

}  // namespace tabletop
