#pragma once
// Builds a registry entry from what a game really adds (its state, view, setup form, script reader
// and robots), so that starting, resuming, replaying and simulating work the same way for all. The
// headless half (replay, sim, sample, review) is HeadlessKit's; this adds the screens.
#include <cstdint>
#include <optional>

#include "tabletop/core/data_dir.hpp"
#include "tabletop/registry/game_entry.hpp"
#include "tabletop/registry/headless_kit.hpp"
#include "tabletop/ui/form.hpp"
#include "tabletop/ui/game_screen.hpp"
#include "tabletop/ui/palette.hpp"
#include "tabletop/ui/records_screen.hpp"
#include "tabletop/ui/rules_text.hpp"
#include "tabletop/ui/setup_seats.hpp"
#include "tabletop/ui/watch_screen.hpp"

namespace tabletop {

// A seed from the system's entropy, for a game that names none.
std::uint64_t fresh_seed();

// A game's parts made into its registry entry. The entry calls back into the kit, so the kit must
// outlive it: hold it in a function-local static, as every game's entry() does.
template <GameState S, class View>
struct GameKit : HeadlessKit<S> {
  // The headless half's names, used here as this kit's own.
  using HeadlessKit<S>::id;
  using HeadlessKit<S>::title;
  using HeadlessKit<S>::styles;
  using HeadlessKit<S>::new_state;
  using HeadlessKit<S>::review;
  using HeadlessKit<S>::score;
  using HeadlessKit<S>::seats_of;
  using HeadlessKit<S>::check;
  using HeadlessKit<S>::playable;
  using HeadlessKit<S>::style_title;

  GameKit() = default;
  // The screens put on a game's headless facts (its X_facts.cpp).
  explicit GameKit(const HeadlessKit<S>& facts) : HeadlessKit<S>(facts) {}

  const ui::KeyMap* keys = nullptr;              // the screen's own keys, if it has any
  const std::vector<ui::Role>* roles = nullptr;  // the looks its board draws with, if listed
  std::string setup_intro;
  // The setup form from the last setup (or {} on first use), and how it hides fields after a change.
  // By default the form is the facts' setup options with the seats (option_fields).
  std::function<std::vector<ui::Field>(const json& last)> fields;
  std::function<void(std::vector<ui::Field>&)> refresh;  // default: seat fields follow a "players" field

  std::unique_ptr<ui::Screen> start(ui::Host& host, const json& setup) const {
    check(setup);
    const std::uint64_t seed = fresh_seed();
    std::vector<Seat> seated = seats_of(setup);
    std::vector<std::string> names;
    for (const Seat& seat : seated) names.push_back(seat.name);
    require_distinct_names(names);
    Match<S> match(new_state(setup), std::move(seated), MatchSeeds::from_root(seed));
    match.set_setup(setup);
    match.note("A new game begins.");  // before the deal and the first dice, which settle() plays
    match.settle();
    const std::string problem = host.saves().save_game(id, match.to_json(), match.over());
    if (!problem.empty()) host.tell(saving_failed_words(problem, false), true);
    return open_table(host, std::move(match), problem.empty());
  }

  // The host's own screen on a new table for `match`; the hosting code, if any, hears of the table.
  // `saved`: the match is in its save file (a new game's first save may have failed).
  std::unique_ptr<ui::Screen> open_table(ui::Host& host, Match<S> match, bool saved = true) const {
    auto table = std::make_shared<Table<S>>(host, id, title, std::move(match), *styles, saved);
    auto screen = std::make_unique<View>(host, links(host), ui::Seating<S>{table, Part::here()});
    host.table_opened(ui::OpenTable{
        table,
        [this, weak = std::weak_ptr<Table<S>>(table)](ui::Host& other, Part part) -> std::unique_ptr<ui::Screen> {
          const std::shared_ptr<Table<S>> open = weak.lock();
          if (!open) return nullptr;
          return std::make_unique<View>(other, links(other), ui::Seating<S>{open, part});
        }});
    return screen;
  }

  // The game's form; a hosted game's seats may also be joined from another terminal. A seat last
  // joined is a person here when the game is not hosted.
  std::vector<ui::Field> setup_fields(const json& last, bool hosting, int waiting = 0,
                                      const std::string& invitation = "") const {
    const json remembered = hosting ? last : without_joined_seats(last);
    std::vector<ui::Field> form =
        fields ? fields(remembered)
               : option_fields(this->setup_options, remembered, seat_fields(remembered, this->most_players, *styles));
    if (hosting) offer_joined_seats(form, last, waiting, invitation);
    if (review) form.push_back(coach_field(last));
    return form;
  }

  std::unique_ptr<ui::Screen> setup_form(ui::Host& host) const {
    const int waiting = static_cast<int>(host.waiting_to_play().size());  // friends at the table, given seats
    const ui::FormScreen::Refresh named = refresh ? refresh : [](std::vector<ui::Field>& f) {
      if (const json count = field_value(f, "players", nullptr); count.is_number_integer())
        show_seats(f, count.get<int>());
      name_seats(f);
    };
    const std::string way_in =
        host.invitation().empty()
            ? ""
            : host.invitation() + " (" + host.keys().say(ui::Command::table, 'W') + ": who is at the table)";
    auto form = std::make_unique<ui::FormScreen>(
        host.keys(), "New game: " + title, setup_intro,
        setup_fields(host.settings().game(id), host.hosting(), waiting, way_in),
        [named, &host, seen = waiting](std::vector<ui::Field>& f) mutable {
          // A friend who came since: a seat for them, as for those at the table when the setup opened.
          if (const int now = static_cast<int>(host.waiting_to_play().size()); now > seen) seat_waiting_friends(f, now);
          seen = static_cast<int>(host.waiting_to_play().size());
          named(f);
          name_friends_seats(f, host.waiting_to_play());
        },
        [this, &host](const json& values) {
          const json setup = chosen_setup(host, values);
          try {
            // The friends waiting are named in the game from its start; the setup is remembered as it was chosen.
            auto screen = start(host, with_friends_named(setup, values, host.waiting_to_play()));
            host.settings().set_game(id, setup);
            host.settings().last_game = id;
            host.settings_changed();
            return ui::Outcome::replace(std::move(screen));
          } catch (const std::exception& e) {
            // Shown whole in a dialog: a reason such as a board file's error is longer than the status line.
            return ui::Outcome::push(std::make_unique<ui::ChoiceDialog>(
                "Cannot start", e.what(), std::vector<ui::ListMenu::Item>{{"Back to the setup", "", true}},
                [](int) {}));
          }
        });
    if (host.hosting()) form->refresh_while_open();  // friends come and go while it is open
    // Choices made and left unstarted are the next setup's: no key throws them away.
    form->keep_when_left([this, &host](const json& values) {
      const json setup = chosen_setup(host, values);
      if (setup == host.settings().game(id)) return;
      host.settings().set_game(id, setup);
      host.settings_changed();
    });
    form->offer_rules([this] { return rules_screen(); });
    return form;
  }

  // The setup remembered last with the form's values over it (a value the form does not show stays).
  json chosen_setup(ui::Host& host, const json& values) const {
    json setup = host.settings().game(id);
    for (auto& [key, value] : values.items()) setup[key] = value;
    return setup;
  }

  ui::GameLinks links(ui::Host& host) const {
    return ui::GameLinks{id,
                         title,
                         [this, &host] { return setup_form(host); },
                         [this, &host]() -> std::unique_ptr<ui::Screen> {
                           // The same setup can fail now (a board file gone): say so and offer the setup.
                           try {
                             return start(host, host.settings().game(id));
                           } catch (const std::exception& e) {
                             host.tell(std::string("Cannot start the same game again: ") + e.what(), true);
                             return setup_form(host);
                           }
                         },
                         [this](std::vector<std::string> heading) { return rules_screen(std::move(heading)); },
                         [this, &host] { return records_screen(host); },
                         [this, &host](const json& match) { return watch(host, match); },
                         review_link(host),
                         coach_judge()};
  }

  ui::HistoryJudge coach_judge() const {
    if (!review) return nullptr;  // no coach without a review
    return [this](const json& history, const ReviewOptions& options) {
      return review(MatchHistory<S>::from_json(history), {}, options);
    };
  }

  decltype(ui::GameLinks::review) review_link(ui::Host& host) const {
    if (!review) return nullptr;  // the end dialog offers no review then
    return [this, &host](const json& match, std::optional<ReviewReport> kept,
                         std::function<void(const ReviewReport&)> keep) {
      return end_review(host, match, std::move(kept), std::move(keep));
    };
  }

  std::unique_ptr<ui::Screen> records_screen(ui::Host& host) const {
    const Records records = make_records(host.saves().read_result_log(id), id);
    std::vector<ui::RecordsScreen::Kept> kept;
    for (const fs::path& path : host.saves().kept_games(id)) kept.push_back(kept_game(host, path));
    return std::make_unique<ui::RecordsScreen>(
        "Records: " + title,
        records_text(
            records, [this](const std::string& s) { return style_title(s); }, score),
        std::move(kept), static_cast<bool>(review), [&host](const std::string& message) { host.tell(message, true); });
  }

  // A kept game in the list: when it was kept and who played (read again when it is opened).
  ui::RecordsScreen::Kept kept_game(ui::Host& host, const fs::path& path) const {
    const LoadedDocument loaded = load_document(path, kSaveFormat, kSaveVersion);
    std::string label = path.filename().string();
    if (loaded.status == LoadedDocument::Status::ok) {
      try {
        const json& saved = jsonread::field(loaded.doc, "match", "");
        std::string names;
        for (const Seat& seat : seats_from_json(jsonread::field(saved, "seats", "match"), "match.seats")) {
          names += (names.empty() ? "" : ", ") + seat.name;
        }
        std::string when = jsonread::string_field(loaded.doc, "saved_at", "");
        if (when.size() >= 16) when = when.substr(0, 10) + " " + when.substr(11, 5);  // minutes are enough
        label = when + "  " + names;
      } catch (const std::exception&) {  // the label stays the file's name; opening it says what is wrong
      }
    }
    const auto read = [path] { return read_kept(path); };
    ui::RecordsScreen::Kept kept{label, [this, &host, read] { return watch(host, read()["match"]); }, nullptr};
    if (review) {
      kept.review = [this, &host, read, path]() -> std::unique_ptr<ui::Screen> {
        const json doc = read();
        return review_screen(host, doc["match"], kept_review(host, doc), keep_review_in(host, path));
      };
    }
    return kept;
  }

  static json read_kept(const fs::path& path) {
    LoadedDocument loaded = load_document(path, kSaveFormat, kSaveVersion);
    if (loaded.status != LoadedDocument::Status::ok) throw BadData(loaded.problem);
    return std::move(loaded.doc);
  }

  // The review kept in a kept game's file, where there is one. One that does not read as this game's
  // (a file edited or damaged) is said so and made again: the new one is kept over it.
  std::optional<ReviewReport> kept_review(ui::Host& host, const json& doc) const {
    if (!jsonread::has(doc, "review")) return std::nullopt;
    try {
      ReviewReport report = ReviewReport::from_json(doc["review"]);
      const std::size_t played = jsonread::field(doc, "match", "").value("seats", json::array()).size();
      if (report.game != id) throw BadData("it is a review of " + report.game + ", not of " + id);
      if (report.seats.size() != played) throw BadData("its seats are not the game's");
      return report;
    } catch (const std::exception& e) {
      host.tell(std::string("The review kept with this game does not read (") + e.what() + "): it is made again.",
                true);
      return std::nullopt;
    }
  }

  // Writes a review made now into the kept game's file, beside the match.
  static std::function<void(const ReviewReport&)> keep_review_in(ui::Host& host, const fs::path& path) {
    return [&host, path](const ReviewReport& report) {
      if (const std::string problem = host.saves().keep_review(path, report.to_json()); !problem.empty())
        host.tell("The review could not be kept: " + problem, true);
    };
  }

  // The end dialog's review: the frame's, or the one kept with the game's copy in Records (found by its
  // history), or one made now and kept in both.
  std::unique_ptr<ui::Screen> end_review(ui::Host& host, const json& match, std::optional<ReviewReport> kept,
                                         std::function<void(const ReviewReport&)> keep) const {
    std::optional<fs::path> copy;
    for (const fs::path& path : host.saves().kept_games(id)) {
      try {
        const json doc = read_kept(path);
        if (!jsonread::has(doc, "match") || !doc["match"].is_object() || !jsonread::has(match, "history") ||
            doc["match"].value("history", json()) != match["history"])
          continue;
        copy = path;
        if (!kept) kept = kept_review(host, doc);
        break;
      } catch (const std::exception&) {  // a copy that does not read is some other game's
      }
    }
    if (!copy) return review_screen(host, match, std::move(kept), std::move(keep));
    return review_screen(host, match, std::move(kept),
                         [keep = std::move(keep), in_copy = keep_review_in(host, *copy)](const ReviewReport& report) {
                           keep(report);
                           in_copy(report);
                         });
  }

  // A finished match (its JSON, with the history) watched again move by move, from its start or at a
  // review's moment.
  std::unique_ptr<ui::Screen> watch(ui::Host& host, const json& saved,
                                    std::optional<ui::ReviewMoment> moment = std::nullopt) const {
    if (!saved.is_object() || !jsonread::has(saved, "history")) throw BadData("it was kept without its history");
    MatchHistory<S> history = MatchHistory<S>::from_json(saved["history"]);
    std::vector<Seat> who = seats_from_json(jsonread::field(saved, "seats", "match"), "match.seats");
    return std::make_unique<ui::WatchScreen<S>>(
        host, id, title, std::move(history), std::move(who), *styles,
        [&host](const std::shared_ptr<Table<S>>& table) {
          return std::make_unique<View>(host, ui::GameLinks{}, ui::Seating<S>{table, Part::here()});
        },
        std::move(moment));
  }

  // A finished match's review: the one kept shown at once, or run now on a worker thread and handed
  // to `keep`. Its moments open the match watched again there.
  std::unique_ptr<ui::Screen> review_screen(ui::Host& host, const json& saved, std::optional<ReviewReport> kept,
                                            std::function<void(const ReviewReport&)> keep) const {
    if (!saved.is_object() || !jsonread::has(saved, "history")) throw BadData("it was kept without its history");
    const std::vector<Seat> who = seats_from_json(jsonread::field(saved, "seats", "match"), "match.seats");
    ui::ReviewScreen::Links links;
    links.title = title;
    std::vector<std::string> names;
    for (const Seat& seat : who) {
      links.persons.push_back(!seat.robot);
      names.push_back(seat.name);
    }
    links.run = [this, saved, names](const ReviewOptions& options) {
      return review(MatchHistory<S>::from_json(saved["history"]), names, options);
    };
    links.keep = std::move(keep);
    links.open = [this, &host, saved](const ui::ReviewMoment& moment) { return watch(host, saved, moment); };
    return std::make_unique<ui::ReviewScreen>(std::move(links), std::move(kept), host.review_options());
  }

  // The rules page, after the paragraphs that say what a game's setup changes in it.
  std::unique_ptr<ui::Screen> rules_screen(std::vector<std::string> heading = {}) const {
    if (!heading.empty()) heading.emplace_back("");
    for (std::string& paragraph : rules_paragraphs(id)) heading.push_back(std::move(paragraph));
    return std::make_unique<ui::TextScreen>("Rules: " + title, std::move(heading));
  }

  GameEntry entry() const {
    GameEntry e;
    static_cast<HeadlessEntry&>(e) = this->headless_entry();
    e.clean_setup = [this](const json& setup, std::vector<std::string>& replaced) {
      std::vector<ui::Field> form;
      try {
        form = setup_fields(setup, true);
      } catch (const std::exception&) {  // a value the form itself trips on: judge by the defaults' form
        form = setup_fields(json::object(), true);
      }
      return ui::clean_values(form, setup, replaced);
    };
    e.setup = [this](ui::Host& host) { return setup_form(host); };
    e.resume = [this](ui::Host& host, const json& saved) { return open_table(host, playable(saved)); };
    e.rules = [this] { return rules_screen(); };
    e.keys = keys;
    e.roles = roles;
    e.records = [this](ui::Host& host) { return records_screen(host); };
    return e;
  }
};

}  // namespace tabletop
