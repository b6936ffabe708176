#pragma once
// Any game's state behind one interface, its moves as JSON: what code that spans every game without
// knowing its types works with (the conformance test over the registry, for one). A game gets it
// for free from its GameState (core/game.hpp); the hot paths (sims, robots) use the types directly.
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "tabletop/core/game.hpp"

namespace tabletop {

class AnyState {
 public:
  virtual ~AnyState() = default;
  virtual std::unique_ptr<AnyState> clone() const = 0;
  virtual bool operator==(const AnyState& other) const = 0;  // false for another game's state

  virtual int num_seats() const = 0;
  virtual int current_seat() const = 0;
  virtual std::vector<json> legal_moves() const = 0;
  virtual std::string why_illegal(const json& move) const = 0;  // also for a move that reads badly
  virtual void apply(const json& move) = 0;                     // throws BadData or IllegalMove
  virtual std::vector<std::pair<json, double>> chance_outcomes() const = 0;
  virtual json sample_chance(Rng& rng) const = 0;
  virtual Places places() const = 0;
  virtual json to_json() const = 0;
  virtual std::unique_ptr<AnyState> from_json(const json& j) const = 0;  // the same game's reader
  // The move as its game writes it after reading it: equal to `move` when the JSON round trip holds.
  virtual json move_read_back(const json& move) const = 0;
  // Whether `seat` sees the same in this state and in `other`.
  virtual bool same_view(const AnyState& other, int seat) const = 0;
  // A whole state agreeing with what `seat` sees, the unseen dealt anew (this state where nothing is hidden).
  virtual std::unique_ptr<AnyState> world_for(int seat, Rng& rng) const = 0;
};

template <GameState S>
class StateOf final : public AnyState {
 public:
  explicit StateOf(S state) : state_(std::move(state)) {}
  const S& state() const { return state_; }

  std::unique_ptr<AnyState> clone() const override { return std::make_unique<StateOf>(state_); }
  bool operator==(const AnyState& other) const override {
    const auto* same = dynamic_cast<const StateOf*>(&other);
    return same != nullptr && same->state_ == state_;
  }
  int num_seats() const override { return state_.num_seats(); }
  int current_seat() const override { return state_.current_seat(); }
  std::vector<json> legal_moves() const override {
    std::vector<json> moves;
    for (const auto& move : state_.legal_moves()) moves.push_back(S::move_to_json(move));
    return moves;
  }
  std::string why_illegal(const json& move) const override {
    try {
      return state_.why_illegal(S::move_from_json(move));
    } catch (const BadData& e) {
      return e.what();
    }
  }
  void apply(const json& move) override { state_.apply(S::move_from_json(move)); }
  std::vector<std::pair<json, double>> chance_outcomes() const override {
    std::vector<std::pair<json, double>> outcomes;
    for (const auto& outcome : tabletop::chance_outcomes(state_)) {
      outcomes.emplace_back(S::move_to_json(outcome.move), outcome.probability);
    }
    return outcomes;
  }
  json sample_chance(Rng& rng) const override { return S::move_to_json(tabletop::sample_chance(state_, rng)); }
  Places places() const override { return state_.places(); }
  json to_json() const override { return state_.to_json(); }
  std::unique_ptr<AnyState> from_json(const json& j) const override {
    return std::make_unique<StateOf>(S::from_json(j));
  }
  json move_read_back(const json& move) const override { return S::move_to_json(S::move_from_json(move)); }
  bool same_view(const AnyState& other, int seat) const override {
    const auto* same = dynamic_cast<const StateOf*>(&other);
    return same != nullptr && observe(same->state_, seat) == observe(state_, seat);
  }
  std::unique_ptr<AnyState> world_for(int seat, Rng& rng) const override {
    return std::make_unique<StateOf>(sample_world<S>(observe(state_, seat), rng));
  }

 private:
  S state_;
};

}  // namespace tabletop
