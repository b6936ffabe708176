#include "tabletop/app/keys_screen.hpp"

#include <algorithm>
#include <stdexcept>

#include "tabletop/ui/dialogs.hpp"
#include "tabletop/ui/keys.hpp"

namespace tabletop {

using ui::Command;
using ui::Outcome;

namespace {
constexpr Command kAddKey = ui::game_command(0);
constexpr Command kDefaultKeys = ui::game_command(1);
constexpr Command kAllDefaults = ui::game_command(2);

// A command by its stable name, or by its footer word as settings written before the names kept it.
const ui::Binding* find_binding(const ui::KeyMap& map, const std::string& name) {
  for (const auto& b : map) {
    if (b.name == name) return &b;
  }
  for (const auto& b : map) {
    if (b.brief == name) return &b;
  }
  return nullptr;
}
// A row's binding: rows are made from the maps' own commands, so it is always there.
const ui::Binding& binding_of(const ui::KeyMap& map, const std::string& name) {
  const ui::Binding* found = find_binding(map, name);
  if (found == nullptr) throw std::logic_error("no key binding \"" + name + "\"");
  return *found;
}

// Keys a person cannot choose: they are not keys, or only the terminal sends them.
bool choosable(int key) {
  return key > 0 && key != ui::key::resize && key != ui::key::mouse && key != ui::key::other &&
         key != ui::key::backspace && key != ui::key::backspace_ascii;
}
}  // namespace

std::vector<NamedKeyMap> key_maps() {
  std::vector<NamedKeyMap> maps{{"shared", "Every screen", &ui::shared_keys()}};
  for (const auto& game : games()) {
    if (game.keys != nullptr && !game.keys->empty()) maps.push_back({game.id, game.title, game.keys});
  }
  return maps;
}

std::string key_refusal(const ui::KeyBindings& bindings, const NamedKeyMap& map, const std::string& name, int key) {
  if (!choosable(key)) return "That key cannot be chosen.";
  // The maps a key of `map` must stay clear of: itself, and the shared one or every game's.
  for (const auto& other : key_maps()) {
    const bool related = other.id == map.id || other.id == "shared" || map.id == "shared";
    if (!related) continue;
    for (const auto& b : bindings.in_force(*other.defaults)) {
      if (other.id == map.id && b.name == name) continue;
      if (std::find(b.keys.begin(), b.keys.end(), key) != b.keys.end()) {
        return ui::key_name(key) + " already means \"" + b.what + "\"" +
               (other.id == "shared" ? "" : " in " + other.title) + ": change that one first.";
      }
    }
  }
  return "";
}

void apply_key_choices(const json& keys, ui::KeyBindings& bindings, std::vector<std::string>& problems) {
  const auto maps = key_maps();
  bindings.clear();
  if (!keys.is_object()) return;
  for (const auto& [id, chosen] : keys.items()) {
    const std::string& map_id = id;  // a name the lambda can take (clang 14 takes no structured binding)
    const auto map = std::find_if(maps.begin(), maps.end(), [&map_id](const NamedKeyMap& m) { return m.id == map_id; });
    if (map == maps.end() || !chosen.is_object()) {
      problems.push_back("keys." + id);
      continue;
    }
    for (const auto& [command, names] : chosen.items()) {
      const std::string where = "keys." + id + "." + command;
      const ui::Binding* binding = find_binding(*map->defaults, command);
      if (binding == nullptr || !names.is_array()) {
        problems.push_back(where);
        continue;
      }
      std::vector<int> wanted;
      for (const auto& name : names) {
        const auto key = name.is_string() ? ui::key_from_name(name.get<std::string>()) : std::nullopt;
        if (key && key_refusal(bindings, *map, binding->name, *key).empty()) wanted.push_back(*key);
      }
      if (wanted.empty() || wanted.size() != names.size()) problems.push_back(where);
      if (wanted.empty()) continue;
      ui::KeyChoices now = bindings.chosen(*map->defaults);
      now[binding->name] = wanted;
      bindings.choose(*map->defaults, now);
    }
  }
}

json key_choices_json(const ui::KeyBindings& bindings) {
  json keys = json::object();
  for (const auto& map : key_maps()) {
    for (const auto& [command, chosen] : bindings.chosen(*map.defaults)) {
      json names = json::array();
      for (int k : chosen) names.push_back(ui::key_name(k));
      keys[map.id][command] = names;
    }
  }
  return keys;
}

// ---------------------------------------------------------------- the screen

KeysScreen::KeysScreen(App& app) : app_(app), maps_(key_maps()) {
  for (std::size_t m = 0; m < maps_.size(); ++m) {
    rows_.push_back(Row{-1, ""});
    for (const auto& b : *maps_[m].defaults) rows_.push_back(Row{static_cast<int>(m), b.name});
  }
  menu_.notes_kept = true;  // in a narrow window a command's keys stay, its words give way
  refresh();
  menu_.cursor = 1;
}

const ui::KeyMap& KeysScreen::own_keys() const {
  static const ui::KeyMap keys = {
      {kAddKey, "add_key", {'a'}, "add a key", "give the command one more key (then press it)"},
      {kDefaultKeys, "default_keys", {'d'}, "default", "give the command its usual keys back"},
      {kAllDefaults, "all_defaults", {'D'}, "all defaults", "give every command its usual keys back"},
  };
  return keys;
}

void KeysScreen::refresh() {
  menu_.items.clear();
  for (const auto& row : rows_) {
    if (row.map < 0) {
      menu_.items.push_back({"", "", false});
      continue;
    }
    const NamedKeyMap& map = maps_[static_cast<std::size_t>(row.map)];
    const ui::Binding& shown = binding_of(app_.keys().in_force(*map.defaults), row.name);
    const bool changed = app_.keys().chosen(*map.defaults).count(row.name) > 0;
    menu_.items.push_back({shown.what, shown.label() + (changed ? "  (yours)" : ""), true});
  }
  // Headings are the map's title, on the disabled line above its commands, which are indented under
  // it as the help's keys are under theirs.
  for (std::size_t i = 0; i < rows_.size(); ++i) {
    if (rows_[i].map < 0 && i + 1 < rows_.size()) {
      menu_.items[i].label = maps_[static_cast<std::size_t>(rows_[i + 1].map)].title;
      menu_.items[i].heading = true;
    }
  }
  menu_.clamp();
}

void KeysScreen::draw(ui::Painter& p) {
  const ui::Rect r = p.area();
  p.text(r.x + 3, r.y + 1, "Keys", ui::Tone::title);
  const std::string line =
      waiting_ ? "Press the new key for \"" + menu_.items[static_cast<std::size_t>(menu_.cursor)].label +
                     "\" (Esc: keep the keys as they are)."
               : say(Command::select, '\n') + ": new key.  " + say(kAddKey, 'a') + ": add a key.  " +
                     say(kDefaultKeys, 'd') + ": its usual keys.  " + say(kAllDefaults, 'D') + ": every key as usual.";
  ui::draw_wrapped(p, r.x + 3, r.y + 2, line, r.w - 6, waiting_ ? ui::Tone::accent : ui::Tone::dim, 2);
  menu_.draw(p, ui::Rect{r.x + 3, r.y + 4, std::min(76, r.w - 6), r.h - 5});
}

// A key of the command as the person has it now ("Enter", or the key chosen in its place).
std::string KeysScreen::say(ui::Command command, int usual) const {
  return app_.keys().say(command, usual, own_keys());
}

void KeysScreen::keep() {
  app_.settings().keys = key_choices_json(app_.keys());
  app_.settings_changed();
  refresh();
}

void KeysScreen::choose(int key) {
  const Row& row = rows_[static_cast<std::size_t>(menu_.cursor)];
  const NamedKeyMap& map = maps_[static_cast<std::size_t>(row.map)];
  ui::KeyBindings& bindings = app_.keys();
  if (const std::string refusal = key_refusal(bindings, map, row.name, key); !refusal.empty()) {
    app_.tell(refusal, true);
    return;
  }
  ui::KeyChoices now = bindings.chosen(*map.defaults);
  std::vector<int> keys{key};
  if (adding_) {
    keys = binding_of(bindings.in_force(*map.defaults), row.name).keys;
    if (std::find(keys.begin(), keys.end(), key) == keys.end()) keys.push_back(key);
  }
  now[row.name] = keys;
  if (keys == binding_of(*map.defaults, row.name).keys) now.erase(row.name);
  bindings.choose(*map.defaults, now);
  keep();
  app_.tell(menu_.items[static_cast<std::size_t>(menu_.cursor)].label + ": " +
            binding_of(bindings.in_force(*map.defaults), row.name).label() + ".");
}

Outcome KeysScreen::handle(const ui::Input& input) {
  dirty = true;
  if (waiting_) {
    waiting_ = false;
    if (input.key != ui::key::escape && !input.click) choose(input.key);
    return Outcome::stay();
  }
  const Row& row = rows_[static_cast<std::size_t>(menu_.cursor)];
  const Command c = input.command;
  if (c == Command::back) return Outcome::pop();
  if (c == Command::select || c == kAddKey) {
    adding_ = c == kAddKey;
    waiting_ = row.map >= 0;
    return Outcome::stay();
  }
  if (c == kDefaultKeys && row.map >= 0) {
    const NamedKeyMap& map = maps_[static_cast<std::size_t>(row.map)];
    ui::KeyChoices now = app_.keys().chosen(*map.defaults);
    const bool changed = now.erase(row.name) > 0;
    app_.keys().choose(*map.defaults, now);
    keep();
    app_.tell(menu_.items[static_cast<std::size_t>(menu_.cursor)].label +
              (changed ? ": the usual keys again." : " has its usual keys."));
    return Outcome::stay();
  }
  if (c == kAllDefaults) {
    if (!app_.keys().any_chosen()) {
      app_.tell("Every key is already as it was at first.");
      return Outcome::stay();
    }
    // Every key chosen goes at once, one Shift away from d: asked first.
    return Outcome::push(std::make_unique<ui::ConfirmDialog>(
        "Give every command its usual keys back? Every key you chose is forgotten.",
        [this] {
          app_.keys().clear();
          keep();
          app_.tell("Every key is as it was at first.");
        },
        "Usual keys for all", "Keep my keys"));
  }
  if (input.click) {
    if (menu_.handle(input) >= 0) waiting_ = true;
    return Outcome::stay();
  }
  if (c == Command::page_up || c == Command::page_down) {
    menu_.page(c == Command::page_down ? 1 : -1);
    return Outcome::stay();
  }
  menu_.handle(input);
  return Outcome::stay();
}

// While the next key is the new one, no key has its usual meaning: the footer says what the next one does.
std::string KeysScreen::footer_note() const {
  if (!waiting_) return "";
  const std::string& what = menu_.items[static_cast<std::size_t>(menu_.cursor)].label;
  // The command is named where the line has room for it (the line over the list names it too).
  const std::string add = "Press one more key for \"" + what + "\"; Esc: add none";
  const std::string replace = "Press the new key for \"" + what + "\"; Esc: keep the keys as they are";
  const std::string named = adding_ ? add : replace;
  if (ui::text_width(named) + 2 <= app_.terminal().width()) return named;
  return adding_ ? "Press one more key for the command marked; Esc: add none"
                 : "Press the new key for the command marked; Esc: keep its keys";
}

std::vector<Command> KeysScreen::commands() const {
  return {Command::up,  Command::down, Command::page_up, Command::page_down, Command::select, kAddKey,
          kDefaultKeys, kAllDefaults,  Command::home,    Command::end,       Command::back,   Command::help};
}

}  // namespace tabletop
