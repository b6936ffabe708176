#include "tabletop/ui/records_screen.hpp"

#include <utility>

namespace tabletop::ui {
namespace {

constexpr Command kWatch = game_command(0);

}  // namespace

RecordsScreen::RecordsScreen(std::string heading, std::vector<std::string> paragraphs, std::vector<Kept> kept,
                             std::function<void(const std::string&)> tell)
    : TextScreen(std::move(heading), std::move(paragraphs)), kept_(std::move(kept)), tell_(std::move(tell)) {}

const KeyMap& RecordsScreen::own_keys() const {
  static const KeyMap keys = {{kWatch, "watch", {'w'}, "watch again", "watch a finished game again, move by move"}};
  return keys;
}

Outcome RecordsScreen::handle(const Input& input) {
  if (input.command != kWatch) return TextScreen::handle(input);
  if (kept_.empty()) {
    tell_("No finished game of this kind is kept yet: each one ended from now on is.");
    return Outcome::stay();
  }
  std::vector<ListMenu::Item> items;
  for (const Kept& k : kept_) items.push_back({k.label, "", true});
  return Outcome::push(std::make_unique<ChoiceDialog>("Watch a game again", "The newest first.", std::move(items),
                                                      [this](int choice) { chosen_ = choice; }));
}

Outcome RecordsScreen::tick(Clock::time_point) {
  const int chosen = std::exchange(chosen_, -1);
  if (chosen < 0 || chosen >= static_cast<int>(kept_.size())) return Outcome::stay();
  try {
    return Outcome::push(kept_[static_cast<std::size_t>(chosen)].open());
  } catch (const std::exception& e) {
    tell_(std::string("That game cannot be watched: ") + e.what());
    return Outcome::stay();
  }
}

std::vector<Command> RecordsScreen::commands() const {
  std::vector<Command> list = TextScreen::commands();
  list.insert(list.begin(), kWatch);
  return list;
}

// The footer offers w only when there is a game to watch; pressed anyway, it says why not.
std::vector<Command> RecordsScreen::footer() const {
  std::vector<Command> list = TextScreen::footer();
  if (!kept_.empty()) list.insert(list.begin(), kWatch);
  return list;
}

}  // namespace tabletop::ui
