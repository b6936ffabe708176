#pragma once
// The coach: a person's move judged as the review judges a decision (core/review.hpp: by the game's
// judge, from the mover's own observation only), on a worker thread of its own so that the screen keeps
// answering and the robots keep their own. GameScreen asks after each move of its own people and
// shows the verdict of a mistake or worse in the suggestion's line.
#include <atomic>
#include <exception>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>

#include "tabletop/core/history.hpp"
#include "tabletop/core/review_report.hpp"

namespace tabletop::ui {

// A history's review (its JSON) by the game's judge: what a game with a review gives its coach.
using HistoryJudge = std::function<ReviewReport(const json& history, const ReviewOptions& options)>;

// The coach's line for a verdict graded a mistake or worse, "" for any other: what the move cost, in
// the review's terms (a win chance with two seats, a share of the places with more), and the judge's
// better move. `who` names the mover where several people share the screen ("" otherwise).
std::string coach_words(const ReviewReport& verdict, const std::string& who);

// Whether a match's setup turns the coach on: the setup choice "coach" of every game with a review.
inline bool coach_chosen(const json& setup) {
  return setup.is_object() && setup.contains("coach") && setup["coach"] == true;
}

template <GameState S>
class Coach {
 public:
  using Move = typename S::Move;

  Coach() = default;
  Coach(const Coach&) = delete;
  Coach& operator=(const Coach&) = delete;
  ~Coach() { drop(); }

  // Judges `move`, played from `before`, in one thread with Hard's budget (`options`); a judgement
  // under way is dropped first.
  void judge(const HistoryJudge& judge, const S& before, const Move& move, ReviewOptions options) {
    drop();
    // Cut at Hard's own time limit as well (400 ms of thread time), so the line comes within a second
    // of the move; a search cut short has a wider noise, and only a loss beyond it is graded.
    options.timed = true;
    MatchHistory<S> history;
    history.start = before.to_json();
    history.moves = {move};
    history.movers = "p";
    pending_ = std::make_shared<Pending>();
    options.threads = 1;  // the other core is the robots'
    options.progress = nullptr;
    options.stop = &pending_->stop;  // the worker holds the pending, so this outlives it
    worker_ = std::jthread([judge, history = history.to_json(), options, pending = pending_] {
      std::optional<ReviewReport> verdict;
      try {
        verdict = judge(history, options);
      } catch (const ReviewStopped&) {   // dropped: nobody waits for it
      } catch (const std::exception&) {  // a position the judge cannot take: the coach says nothing
      }
      const std::lock_guard lock(pending->mutex);
      pending->verdict = std::move(verdict);
      pending->done = true;
    });
  }

  bool thinking() const { return pending_ && !ready(); }

  bool ready() const {
    if (!pending_) return false;
    const std::lock_guard lock(pending_->mutex);
    return pending_->done;
  }

  // The verdict, once ready (std::nullopt when the judge had nothing to say); the judgement is over.
  std::optional<ReviewReport> take() {
    worker_.join();
    std::optional<ReviewReport> verdict = std::move(pending_->verdict);
    pending_.reset();
    return verdict;
  }

  // Stops a judgement under way (the search sees the stop within a few iterations) and forgets it.
  void drop() {
    if (pending_) pending_->stop = true;
    if (worker_.joinable()) worker_.join();
    pending_.reset();
  }

 private:
  struct Pending {
    std::atomic<bool> stop{false};
    std::mutex mutex;
    bool done = false;
    std::optional<ReviewReport> verdict;
  };
  std::shared_ptr<Pending> pending_;
  std::jthread worker_;
};

}  // namespace tabletop::ui
