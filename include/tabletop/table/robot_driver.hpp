#pragma once
// Runs a robot's decision on a worker thread so the screen keeps answering keys, resizes and quit
// while it thinks. The robot gets a copy of its seat's observation and of its own generator.
#include <memory>
#include <mutex>
#include <optional>
#include <stop_token>
#include <thread>
#include <utility>

#include "tabletop/core/robot.hpp"

namespace tabletop {

template <GameState S>
class RobotDriver {
 public:
  using Move = typename S::Move;

  bool thinking() const { return worker_.joinable() && !ready(); }
  bool idle() const { return !worker_.joinable(); }

  void start(std::shared_ptr<const Robot<S>> robot, typename S::Observation view, Rng rng) {
    cancel();
    pending_ = std::make_shared<Pending>();
    worker_ = std::jthread(
        [robot = std::move(robot), view = std::move(view), rng, pending = pending_](std::stop_token stop) mutable {
          Move move = robot->choose(view, rng, stop);
          std::lock_guard lock(pending->mutex);
          pending->answer.emplace(std::move(move), rng);
        });
  }

  bool ready() const {
    if (!pending_) return false;
    std::lock_guard lock(pending_->mutex);
    return pending_->answer.has_value();
  }

  // The chosen move, once ready, without taking it: the screen shows it before it is played.
  std::optional<Move> peek() const {
    if (!pending_) return std::nullopt;
    std::lock_guard lock(pending_->mutex);
    if (!pending_->answer) return std::nullopt;
    return pending_->answer->first;
  }

  // The chosen move and the robot generator as the robot left it.
  std::pair<Move, Rng> take() {
    worker_.join();
    std::pair<Move, Rng> answer = std::move(*pending_->answer);
    pending_.reset();
    return answer;
  }

  // Asks the robot to stop and waits for it (robots check the stop request while they search).
  void cancel() {
    if (worker_.joinable()) {
      worker_.request_stop();
      worker_.join();
    }
    pending_.reset();
  }

  ~RobotDriver() { cancel(); }

 private:
  struct Pending {
    std::mutex mutex;
    std::optional<std::pair<Move, Rng>> answer;
  };
  std::shared_ptr<Pending> pending_;
  std::jthread worker_;
};

}  // namespace tabletop
