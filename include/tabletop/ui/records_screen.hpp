#pragma once
// A game's records, and the finished games kept to be watched again and reviewed: `w` and `v` list
// them (newest first) and open the one chosen, watched or reviewed.
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "tabletop/ui/dialogs.hpp"

namespace tabletop::ui {

class RecordsScreen : public TextScreen {
 public:
  struct Kept {
    std::string label;                                // when it ended and who played
    std::function<std::unique_ptr<Screen>()> open;    // throws when the file cannot be watched
    std::function<std::unique_ptr<Screen>()> review;  // its review (the one kept, or run now); throws
  };
  // `reviews`: the game has a review (v); a kept game's `review` is then set.
  RecordsScreen(std::string heading, std::vector<std::string> paragraphs, std::vector<Kept> kept, bool reviews,
                std::function<void(const std::string&)> tell);

  Outcome handle(const Input& input) override;
  Outcome tick(Clock::time_point now) override;
  bool busy() const override { return chosen_ >= 0; }  // so the next tick comes without a key
  const KeyMap& own_keys() const override;
  std::vector<Command> commands() const override;
  std::vector<Command> footer() const override;

 private:
  std::vector<Kept> kept_;
  bool reviews_;
  std::function<void(const std::string&)> tell_;
  Outcome pick(bool review);
  int chosen_ = -1;         // picked in the list, opened at the next tick (the list has closed by then)
  bool reviewing_ = false;  // the pick is for its review, not to watch it
};

}  // namespace tabletop::ui
