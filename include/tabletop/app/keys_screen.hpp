#pragma once
// Keys of your own: every command of the shared key map and of each game's map can be given other
// keys. The choices live in the settings ("keys"), are applied at launch and at once when changed,
// and the footers and help read the maps as they are in force (the App's ui::KeyBindings).
#include <memory>
#include <string>
#include <vector>

#include "tabletop/app/app.hpp"
#include "tabletop/ui/keymap.hpp"
#include "tabletop/ui/widgets.hpp"

namespace tabletop {

struct NamedKeyMap {
  std::string id;     // "shared", or the game's id: the name in the settings
  std::string title;  // "Every screen", or the game's title
  const ui::KeyMap* defaults;
};

// The shared map, then each game's own, in menu order.
std::vector<NamedKeyMap> key_maps();
// Puts the settings' choices in force in `bindings` (replacing any before); what cannot be used (an
// unknown map, command or key name, a key another command has) is left out and named in `problems`.
// Commands are named by their stable names; the footer words older settings used still count.
void apply_key_choices(const json& keys, ui::KeyBindings& bindings, std::vector<std::string>& problems);
// The choices in force, as the settings keep them: {"shared": {"page_up": ["u"]}, "pako": {...}}.
json key_choices_json(const ui::KeyBindings& bindings);
// Why `key` cannot be given to command `name` of map `map` ("" when it can): a key may mean one
// command in its map, and a game's keys may not take one from the shared map or the other way round.
std::string key_refusal(const ui::KeyBindings& bindings, const NamedKeyMap& map, const std::string& name, int key);

class KeysScreen : public ui::Screen {
 public:
  explicit KeysScreen(App& app);
  std::string title() const override { return "Keys"; }
  void draw(ui::Painter& p) override;
  ui::Outcome handle(const ui::Input& input) override;
  std::vector<ui::Command> commands() const override;
  const ui::KeyMap& own_keys() const override;
  bool takes_any_key() const override { return waiting_; }  // the next key, whatever it is, is the new one
  std::string footer_note() const override;

 private:
  struct Row {
    int map = -1;      // -1: a heading
    std::string name;  // the command's stable name
  };
  void refresh();
  void choose(int key);  // the key pressed after Enter or a
  void keep();           // saves the choices in force
  std::string say(ui::Command command, int usual) const;

  App& app_;
  std::vector<NamedKeyMap> maps_;
  std::vector<Row> rows_;
  ui::ListMenu menu_;
  bool waiting_ = false;
  bool adding_ = false;  // a: the new key joins the others instead of replacing them
};

}  // namespace tabletop
