#include "tabletop/ui/review_screen.hpp"

#include <algorithm>
#include <cmath>
#include <utility>

#include "tabletop/core/seat.hpp"
#include "tabletop/ui/text_wrap.hpp"
#include "tabletop/ui/win_chart.hpp"

namespace tabletop::ui {
namespace {

// A value's change in whole points of win chance, as a person reads it: "+12", "-3", "+0" (never "-0").
std::string points(double change) {
  const long whole = std::lround(100 * change);
  return (whole < 0 ? "" : "+") + std::to_string(whole);
}

std::string percent(double value) { return std::to_string(static_cast<int>(std::lround(100 * value))) + "%"; }

std::string plus_minus(const Painter& p, double value, double error) {
  return points(value) + " " + p.glyph("\u00b1", "+/-") + " " + std::to_string(std::lround(100 * error));
}

const ReviewChance* luck_extreme(const ReviewReport& report, int seat, bool luckiest) {
  const ReviewChance* found = nullptr;
  const auto k = static_cast<std::size_t>(seat);
  for (const ReviewChance& c : report.chances) {
    if (k >= c.luck.size()) continue;
    const double luck = luckiest ? c.luck[k] : -c.luck[k];
    if (luck <= kNoiseSigmas * c.error[k]) continue;  // within the playouts' noise: no moment
    if (found == nullptr || luck > (luckiest ? found->luck[k] : -found->luck[k])) found = &c;
  }
  return found;
}

}  // namespace

std::vector<ReviewMoment> review_moments(const ReviewReport& report, int seat) {
  std::vector<const ReviewDecision*> costly;
  for (const ReviewDecision& d : report.decisions) {
    if (d.seat == seat && d.grade != Grade::none) costly.push_back(&d);
  }
  std::stable_sort(costly.begin(), costly.end(), [](auto* a, auto* b) { return a->cost > b->cost; });
  if (costly.size() > 3) costly.resize(3);
  std::vector<ReviewMoment> moments;
  const std::string who = seat_letter_text(seat);
  for (const ReviewDecision* d : costly) {
    const std::string grade = grade_word(d->grade);
    const std::string move = "move " + std::to_string(d->number);
    moments.push_back({seat, d->history_at, d->best_move,
                       move + ", " + grade + " (" + points(-d->cost) + "): " + d->played + "; Hard: " + d->best,
                       "Review: " + move + " was " + (grade == "inaccuracy" ? "an " : "a ") + grade + " by " + who +
                           ", " + points(-d->cost) + " points of win chance. " + who + " played " + d->played +
                           "; Hard would have played " + d->best + " (marked)."});
  }
  for (const bool luckiest : {true, false}) {
    if (const ReviewChance* c = luck_extreme(report, seat, luckiest)) {
      const std::string change = points(c->luck[static_cast<std::size_t>(seat)]);
      const std::string kind = luckiest ? "luckiest" : "unluckiest";
      moments.push_back(
          {seat, c->history_at, nullptr, kind + " (" + change + "): " + c->outcome,
           "Review: " + who + "'s " + kind + " moment, " + change + " points of win chance: " + c->outcome + "."});
    }
  }
  return moments;
}

ReviewScreen::ReviewScreen(Links links, std::optional<ReviewReport> kept, ReviewOptions options)
    : links_(std::move(links)), work_(std::make_shared<Work>()) {
  list_.stops_at_ends = true;
  if (kept) {
    take(std::move(*kept));
    return;
  }
  options.stop = &work_->stop;
  std::weak_ptr<Work> watched = work_;
  options.progress = [watched](int done, int total) {
    if (auto work = watched.lock()) {
      work->done = done;
      work->total = total;
    }
  };
  // The worker holds the shared state, so a screen closed meanwhile leaves it nothing dangling.
  thread_ = std::thread([work = work_, run = links_.run, options] {
    std::optional<ReviewReport> report;
    std::string failure;
    try {
      report = run(options);
    } catch (const ReviewStopped&) {
      failure = "stopped";
    } catch (const std::exception& e) {
      failure = e.what();
    }
    const std::lock_guard hold(work->lock);
    work->report = std::move(report);
    work->failure = std::move(failure);
    work->over = true;
  });
}

ReviewScreen::~ReviewScreen() {
  work_->stop = true;
  if (thread_.joinable()) thread_.join();
}

void ReviewScreen::take(ReviewReport report) {
  report_ = std::move(report);
  list_moments();
  dirty = true;
}

// Each person's moments under a heading of their own; with no person at the table, every seat's.
void ReviewScreen::list_moments() {
  list_.items.clear();
  moments_.clear();
  moment_of_item_.clear();
  const int seats = static_cast<int>(report_->seats.size());
  const bool any_person = std::find(links_.persons.begin(), links_.persons.end(), true) != links_.persons.end();
  for (int s = 0; s < seats; ++s) {
    const bool person =
        static_cast<std::size_t>(s) < links_.persons.size() && links_.persons[static_cast<std::size_t>(s)];
    if (any_person && !person) continue;
    const std::vector<ReviewMoment> found = review_moments(*report_, s);
    const ReviewSeat& seat = report_->seats[static_cast<std::size_t>(s)];
    // The level the seat's play came closest to, where the game's levels were measured (issue 58).
    const std::string like = seat.closest_level < 0 ? ""
                                                    : std::string(", who played most like ") +
                                                          kReviewLevels[static_cast<std::size_t>(seat.closest_level)];
    list_.items.push_back(
        {seat_letter_text(s) + " " + seat.name + like + (found.empty() ? ": no moment stands out" : ""), "", false,
         true});
    moment_of_item_.push_back(-1);
    for (const ReviewMoment& m : found) {
      list_.items.push_back({m.label, "", true});
      moment_of_item_.push_back(static_cast<int>(moments_.size()));
      moments_.push_back(m);
    }
  }
  list_.cursor = 0;
  list_.clamp();
}

Outcome ReviewScreen::tick(Clock::time_point) {
  if (!report_ && failure_.empty()) {
    const std::lock_guard hold(work_->lock);
    if (work_->over) {
      if (thread_.joinable()) thread_.join();
      failure_ = work_->failure;
      if (work_->report) {
        take(std::move(*work_->report));
        if (links_.keep) links_.keep(*report_);
      }
      dirty = true;
    } else if (work_->done != shown_done_) {
      shown_done_ = work_->done;
      dirty = true;
    }
  }
  return Outcome::stay();
}

Outcome ReviewScreen::handle(const Input& input) {
  dirty = true;
  if (input.command == Command::back) return Outcome::pop();  // a review still running stops as the screen goes
  if (!report_) return Outcome::stay();
  const int item = list_.handle(input);
  if (item < 0 || moment_of_item_[static_cast<std::size_t>(item)] < 0 || !links_.open) return Outcome::stay();
  try {
    return Outcome::push(
        links_.open(moments_[static_cast<std::size_t>(moment_of_item_[static_cast<std::size_t>(item)])]));
  } catch (const std::exception& e) {
    failure_ = std::string("That moment cannot be shown: ") + e.what();
    return Outcome::stay();
  }
}

void ReviewScreen::draw(Painter& p) {
  const Rect r = p.area().inset(1);
  if (!report_) {
    if (!failure_.empty()) {
      draw_wrapped(p, r.x + 1, r.y + 1, "The game cannot be reviewed: " + failure_, r.w - 2, Tone::warning, 4);
      return;
    }
    draw_progress(p, r);
    return;
  }
  // What must show: a line of the header, a chart of four rows and its axis, each seat's line, the
  // list's title and two of its rows. Room beyond that goes, in this order, to a blank line between the
  // parts, a third row of the list, the header up to four lines (the judge's strength says itself when
  // it is weaker than Hard), each seat's sums on a line of their own, then the
  // chart up to twenty rows.
  const int seats = static_cast<int>(report_->seats.size());
  const int failed = failure_.empty() ? 0 : 1;
  int spare = r.h - (1 + 6 + seats + failed + 1 + 2);
  const auto take = [&spare](int want) {
    if (spare < want) return 0;
    spare -= want;
    return want;
  };
  const int gap = take(3) / 3;
  take(1);
  const std::string header = "Each move judged from the view its player had then, by " + report_->strength;
  const int header_lines = 1 + take(std::min(3, static_cast<int>(wrap(header, r.w - 2).size()) - 1));
  const int per_seat = 1 + take(seats) / std::max(1, seats);
  int y = r.y;
  y += draw_wrapped(p, r.x + 1, y, header, r.w - 2, Tone::dim, header_lines);
  y += gap;
  const int below = 2 * gap + per_seat * seats + failed + 1 + static_cast<int>(list_.items.size());
  const int chart_rows = std::clamp(r.y + r.h - y - 2 - below, 4, 20);
  y += draw_win_chart(p, Rect{r.x + 1, y, r.w - 2, chart_rows + 2},
                      {report_->standing_over_game(), std::to_string(report_->decisions.size()) + " decisions judged",
                       report_->finished});
  y += gap;
  y += draw_seats(p, Rect{r.x + 1, y, r.w - 2, per_seat * seats});
  y += gap;
  if (!failure_.empty()) y += draw_wrapped(p, r.x + 1, y, failure_, r.w - 2, Tone::warning, 1);
  if (y >= r.y + r.h) return;
  p.text(r.x + 1, y++, fit("Moments to look at (Enter shows the board there):", r.w - 2), Tone::title);
  list_.draw(p, Rect{r.x + 1, y, r.w - 2, r.y + r.h - y});
}

void ReviewScreen::draw_progress(Painter& p, Rect r) const {
  const int done = work_->done, total = std::max(1, work_->total.load());
  const int width = std::min(60, r.w - 4);
  const int filled = work_->total > 0 ? width * done / total : 0;
  p.text(r.x + 1, r.y + 1,
         fit(work_->total > 0
                 ? "Reviewing the game: " + std::to_string(done) + " of " + std::to_string(total) + " steps judged."
                 : "Reviewing the game...",
             r.w - 2),
         Tone::title);
  std::string bar;
  for (int i = 0; i < width; ++i) bar += i < filled ? p.glyph("\u2588", "#") : p.glyph("\u2591", ".");
  p.text(r.x + 1, r.y + 3, bar, Tone::accent);
  draw_wrapped(p, r.x + 1, r.y + 5,
               "Each move is judged from what its player could see then, and each roll or draw for the luck it "
               "brought. Esc stops the review.",
               r.w - 2, Tone::dim, 3);
}

// Per seat: its result, its graded moves and the verdict, then what its own moves cost, what the
// others' gave it and what luck did, each with its noise (on a second line where `r` has room for two
// a seat: a narrow window cuts the end of one).
int ReviewScreen::draw_seats(Painter& p, Rect r) const {
  const int seats = static_cast<int>(report_->seats.size());
  const bool two_lines = r.h >= 2 * seats;
  int y = r.y;
  for (int letter = 0; letter < seats; ++letter) {
    const ReviewSeat& seat = report_->seats[static_cast<std::size_t>(letter)];
    const int x = p.text(r.x, y, seat_letter_text(letter), seat_tone(letter));
    std::string head = " " + seat.name + ": ";
    if (seat.result >= 0) head += "result " + percent(seat.result) + "; ";
    head += std::to_string(seat.graded[2]) + " mistake" + (seat.graded[2] == 1 ? "" : "s") + ", " +
            std::to_string(seat.graded[3]) + " blunder" + (seat.graded[3] == 1 ? "" : "s") + "; " +
            (seat.verdict == "cannot tell" ? "skill or luck: cannot tell" : seat.verdict);
    // Luck only in a game with chance steps.
    const std::string sums = "own moves " + plus_minus(p, -seat.cost, seat.cost_error) + ", others' moves " +
                             plus_minus(p, seat.gain, seat.gain_error) +
                             (report_->chances.empty() ? "" : ", luck " + plus_minus(p, seat.luck, seat.luck_error)) +
                             " points";
    if (two_lines) {
      p.text(x, y++, shorten(p, head, r.x + r.w - x));
      p.text(x + 1, y++, shorten(p, sums, r.x + r.w - x - 1), Tone::dim);
    } else {
      p.text(x, y++, shorten(p, head + "; " + sums, r.x + r.w - x));
    }
  }
  return y - r.y;
}

std::vector<Command> ReviewScreen::commands() const {
  if (!report_) return {Command::back, Command::help};
  return {Command::up, Command::down, Command::select, Command::home, Command::end, Command::back, Command::help};
}

std::vector<Command> ReviewScreen::footer() const {
  if (!report_) return {Command::back};
  if (moments_.empty()) return {Command::back, Command::help};
  return {Command::up, Command::down, Command::select, Command::back, Command::help};
}

std::string ReviewScreen::what_here(Command c) const {
  if (c == Command::back) return report_ ? "leave the review" : "stop the review";
  if (c == Command::select) return "show the board at the moment chosen, Hard's move marked";
  return "";
}

std::string ReviewScreen::brief_here(Command c) const {
  if (c == Command::back) return report_ ? "back" : "stop";
  if (c == Command::select) return "show";
  return "";
}

}  // namespace tabletop::ui
