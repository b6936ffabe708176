#pragma once
// Easy, Normal and Hard: the three levels every game offers first in its list of robot styles, each
// made of one of the game's named styles (Normal of its best quick robot, Hard of the strongest), so a
// person can choose how hard a game should be without knowing the robots' names. Easy plays as Normal
// but overlooks things: now and then it makes any legal move instead.
#include <algorithm>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "tabletop/core/random_robot.hpp"
#include "tabletop/core/robot.hpp"
#include "tabletop/core/words.hpp"

namespace tabletop {

// Plays as `inner` does, except in `careless_percent` of its decisions, drawn from its generator,
// where it makes a uniformly random legal move.
template <GameState S>
class CarelessRobot final : public Robot<S> {
 public:
  CarelessRobot(std::unique_ptr<Robot<S>> inner, int careless_percent)
      : inner_(std::move(inner)), careless_percent_(careless_percent) {}
  typename S::Move choose(const typename S::Observation& view, Rng& rng, std::stop_token stop) const override {
    if (rng.below(100) < careless_percent_) return random_move(view, rng);
    return inner_->choose(view, rng, stop);
  }

 private:
  std::unique_ptr<Robot<S>> inner_;
  int careless_percent_;
};

// What a game's levels are made of: the ids of its named styles, and how often Easy is careless.
struct Levels {
  std::string normal;
  std::string hard;
  int easy_careless_percent = 50;
};

inline const std::string kNormalLevel = "normal";

// The game's named styles with Easy, Normal and Hard before them, each level playing as the robot given
// for it (a game whose named robots differ too little to make a ladder brings robots of its own).
template <GameState S>
std::vector<RobotStyle<S>> with_level_styles(std::vector<RobotStyle<S>> named, RobotStyle<S> easy, RobotStyle<S> normal,
                                             RobotStyle<S> hard) {
  easy.id = "easy";
  easy.title = "Easy";
  normal.id = kNormalLevel;
  normal.title = "Normal";
  hard.id = "hard";
  hard.title = "Hard";
  std::vector<RobotStyle<S>> styles = {std::move(easy), std::move(normal), std::move(hard)};
  for (auto& style : named) styles.push_back(std::move(style));
  return styles;
}

enum class Level { easy, normal, hard };

// A level's description, read after "Normal: " in the setup: how it plays in plain words (a newcomer
// has met no robot's name yet), then how strong it is among the three.
inline std::string level_about(const std::string& how_it_plays, Level level) {
  switch (level) {
    case Level::easy: return how_it_plays + "; the easiest of the three levels to beat";
    case Level::normal: return how_it_plays + "; between Easy and Hard, a fair game once you know the rules";
    case Level::hard: return how_it_plays + "; the strongest of the three levels";
  }
  return how_it_plays;
}

// The named style a level is made of; a level naming no style of the game is the game's own mistake.
template <GameState S>
RobotStyle<S>& level_style(std::vector<RobotStyle<S>>& named, const std::string& id) {
  const auto style = std::find_if(named.begin(), named.end(), [&id](const RobotStyle<S>& s) { return s.id == id; });
  if (style == named.end()) throw std::logic_error("a level names no style of the game: " + id);
  return *style;
}

// A named style a level is made of says so, after how it plays: "Expert" beside "Hard", both described
// alike, would read as two robots. Call it once the level has copied the style's own words.
template <GameState S>
void say_level_plays_it(std::vector<RobotStyle<S>>& named, const std::string& id, const std::string& level_title) {
  level_style(named, id).about += "; " + level_title + " is this robot";
}

// The game's named styles with Easy, Normal and Hard before them, made of the named styles `levels` gives.
template <GameState S>
std::vector<RobotStyle<S>> with_levels(std::vector<RobotStyle<S>> named, const Levels& levels) {
  const RobotStyle<S> normal = level_style(named, levels.normal);
  const RobotStyle<S> hard = level_style(named, levels.hard);
  say_level_plays_it(named, levels.normal, "Normal");
  say_level_plays_it(named, levels.hard, "Hard");
  const int careless = levels.easy_careless_percent;
  // "one move in two", where the share is one in a whole number; else the percentage.
  const std::string share = careless > 0 && 100 % careless == 0 ? "one move in " + count_in_words(100 / careless)
                                                                : std::to_string(careless) + "% of its moves";
  const std::string easy_about =
      level_about(normal.about + "; yet " + share + " it plays any legal move at all", Level::easy);
  RobotStyle<S> easy{"", "", easy_about,
                     [make = normal.make, careless] { return std::make_unique<CarelessRobot<S>>(make(), careless); }};
  return with_level_styles(std::move(named), std::move(easy),
                           {"", "", level_about(normal.about, Level::normal), normal.make},
                           {"", "", level_about(hard.about, Level::hard), hard.make});
}

// The style a robot seat gets when nobody chose one: Normal where the game has levels, else its first.
template <GameState S>
const RobotStyle<S>& default_style(const std::vector<RobotStyle<S>>& styles) {
  const RobotStyle<S>* normal = find_style(styles, kNormalLevel);
  return normal != nullptr ? *normal : styles.front();
}

}  // namespace tabletop
