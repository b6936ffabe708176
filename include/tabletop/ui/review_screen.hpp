#pragma once
// The review of a game on screen, the same for every game: while the review runs on a worker thread,
// a progress bar (Esc stops it); then a chart of each seat's win chance over the game, each seat's
// totals with their noise, and each person's biggest mistakes and luckiest and unluckiest moments,
// each one Enter away: the game watched again at that moment, Hard's move marked on the board.
#include <atomic>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "tabletop/core/review_report.hpp"
#include "tabletop/ui/screen.hpp"
#include "tabletop/ui/widgets.hpp"

namespace tabletop::ui {

// A moment of the game to look at: the position after `history_at` moves of its history, with a line
// under the board, and Hard's better move marked there (null for a moment of luck).
struct ReviewMoment {
  int seat = 0;
  int history_at = 0;
  json move;
  std::string label;  // in the review's list
  std::string line;   // under the board
};

class ReviewScreen : public Screen {
 public:
  struct Links {
    std::string title;          // the game's
    std::vector<bool> persons;  // per seat, whether a person played it: their moments are listed
    // The review itself, on a worker thread (throws BadData, or ReviewStopped once stopped).
    std::function<ReviewReport(const ReviewOptions&)> run;
    std::function<void(const ReviewReport&)> keep;  // keeps a finished review with the game (may be empty)
    std::function<std::unique_ptr<Screen>(const ReviewMoment&)> open;  // the game watched at a moment
  };
  // With `kept`, the review kept with the game is shown at once; without, it is run.
  ReviewScreen(Links links, std::optional<ReviewReport> kept, ReviewOptions options);
  ~ReviewScreen() override;  // a review still running is stopped, and waited for

  std::string title() const override { return "Review: " + links_.title; }
  Size min_size() const override { return {60, 18}; }
  void draw(Painter& p) override;
  Outcome handle(const Input& input) override;
  Outcome tick(Clock::time_point now) override;
  bool busy() const override { return !report_ && failure_.empty(); }
  std::vector<Command> commands() const override;
  std::vector<Command> footer() const override;
  std::string what_here(Command c) const override;
  std::string brief_here(Command c) const override;

 private:
  struct Work {  // what the worker thread and the screen share
    std::atomic<bool> stop{false};
    std::atomic<int> done{0};
    std::atomic<int> total{0};
    std::mutex lock;
    std::optional<ReviewReport> report;
    std::string failure;
    bool over = false;
  };
  void take(ReviewReport report);
  void draw_progress(Painter& p, Rect r) const;
  int draw_seats(Painter& p, Rect r) const;
  void list_moments();

  Links links_;
  std::shared_ptr<Work> work_;
  std::thread thread_;
  std::optional<ReviewReport> report_;
  std::string failure_;
  std::vector<ReviewMoment> moments_;  // one per item of the list that is not a heading
  std::vector<int> moment_of_item_;    // the moment each item of the list opens, -1 for a heading
  ListMenu list_;
  int shown_done_ = -1;  // the progress last drawn
};

// The moments of a review worth a look for one seat: its three costliest graded moves, then its
// luckiest and unluckiest chance steps (each only when beyond the noise), in that order.
std::vector<ReviewMoment> review_moments(const ReviewReport& report, int seat);

}  // namespace tabletop::ui
