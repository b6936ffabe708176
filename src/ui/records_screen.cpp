#include "tabletop/ui/records_screen.hpp"

#include <utility>

namespace tabletop::ui {
namespace {

constexpr Command kWatch = game_command(0);
constexpr Command kReview = game_command(1);

}  // namespace

RecordsScreen::RecordsScreen(std::string heading, std::vector<std::string> paragraphs, std::vector<Kept> kept,
                             bool reviews, std::function<void(const std::string&)> tell)
    : TextScreen(std::move(heading), std::move(paragraphs)),
      kept_(std::move(kept)),
      reviews_(reviews),
      tell_(std::move(tell)) {}

const KeyMap& RecordsScreen::own_keys() const {
  static const KeyMap keys = {
      {kWatch, "watch", {'w'}, "watch again", "watch a finished game again, move by move"},
      {kReview,
       "review",
       {'v'},
       "review",
       "review a finished game: each move judged, the luck of each roll or draw, the biggest mistakes one key away"}};
  return keys;
}

Outcome RecordsScreen::handle(const Input& input) {
  if (input.command == kWatch) return pick(false);
  if (input.command == kReview && reviews_) return pick(true);
  return TextScreen::handle(input);
}

Outcome RecordsScreen::pick(bool review) {
  if (kept_.empty()) {
    tell_("No finished game of this kind is kept yet: each one ended from now on is.");
    return Outcome::stay();
  }
  std::vector<ListMenu::Item> items;
  for (const Kept& k : kept_) items.push_back({k.label, "", true});
  return Outcome::push(std::make_unique<ChoiceDialog>(review ? "Review a game" : "Watch a game again",
                                                      "The newest first.", std::move(items),
                                                      [this, review](int choice) {
                                                        chosen_ = choice;
                                                        reviewing_ = review;
                                                      }));
}

Outcome RecordsScreen::tick(Clock::time_point) {
  const int chosen = std::exchange(chosen_, -1);
  if (chosen < 0 || chosen >= static_cast<int>(kept_.size())) return Outcome::stay();
  const Kept& kept = kept_[static_cast<std::size_t>(chosen)];
  try {
    return Outcome::push(reviewing_ ? kept.review() : kept.open());
  } catch (const std::exception& e) {
    tell_(std::string(reviewing_ ? "That game cannot be reviewed: " : "That game cannot be watched: ") + e.what());
    return Outcome::stay();
  }
}

std::vector<Command> RecordsScreen::commands() const {
  std::vector<Command> list = TextScreen::commands();
  if (reviews_) list.insert(list.begin(), kReview);
  list.insert(list.begin(), kWatch);
  return list;
}

// The footer offers w and v only when there is a game to watch; pressed anyway, they say why not.
std::vector<Command> RecordsScreen::footer() const {
  std::vector<Command> list = TextScreen::footer();
  if (!kept_.empty() && reviews_) list.insert(list.begin(), kReview);
  if (!kept_.empty()) list.insert(list.begin(), kWatch);
  return list;
}

}  // namespace tabletop::ui
