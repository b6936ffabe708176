#pragma once
// The program without a terminal, for tests that press keys and read the screen as a person would: a
// save directory of its own (with whatever a test puts there first), an App drawing into a
// ui::TextTerminal, keys pressed as the terminal would hand them over.
#include <algorithm>
#include <chrono>
#include <memory>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "support/cli_run.hpp"
#include "support/temp_dir.hpp"
#include "tabletop/app/app.hpp"
#include "tabletop/core/save_session.hpp"
#include "tabletop/ui/text_terminal.hpp"

namespace tabletop::testing {

// The settings file that makes `game` the one resumed on launch, with `global` settings and the
// game's remembered setup `setup` (both JSON objects as text).
inline std::string settings_text(const std::string& game, const std::string& global = "{}",
                                 const std::string& setup = "{}") {
  return R"({"format":"tabletop-settings","version":1,"last_game":")" + game + R"(","global":)" + global +
         R"(,"games":{")" + game + R"(":)" + setup + "}}";
}

// A review light enough for a test (Hard's budget takes a second or more a game), the same every run.
inline ReviewOptions light_review() {
  ReviewOptions options;
  options.iterations = 200;
  options.luck_playouts = 16;
  return options;
}

struct Headless {
  TempDir dir;
  std::unique_ptr<SaveSession> saves;
  ui::TextTerminal* term = nullptr;
  std::unique_ptr<App> app;
  // How a person started the program (the farewell says so), but ascii; reviews light.
  AppOptions started_as{.review = light_review()};

  // Launches in the directory as it is now: call after putting saves and settings there. With a
  // `game`, as `tabletop GAME` launches.
  void launch(int width = 100, int height = 30, bool ascii = false, const GameEntry* game = nullptr) {
    saves = std::make_unique<SaveSession>(dir.path);
    REQUIRE(saves->claim().empty());
    auto owned = std::make_unique<ui::TextTerminal>(width, height);
    term = owned.get();
    AppOptions options = started_as;
    options.ascii = ascii;
    app = std::make_unique<App>(options, *saves, std::move(owned));
    app->start(game);
    app->render();
  }
  // Puts the autosave of `script` (a replay script of `game`) in the directory, with the settings that
  // resume it (`global` settings beside them), and launches as a person relaunching: the replay's output.
  std::string launch_replayed(const std::string& game, const std::string& script, int width = 120, int height = 40,
                              const std::string& global = "{}", bool ascii = false) {
    const Run replayed =
        run({"replay", game, dir.file("script.json", script), "--autosave", "--save-dir", dir.path.string()});
    REQUIRE(replayed.status == 0);
    dir.file("settings.json", settings_text(game, global));
    launch(width, height, ascii);
    return replayed.out;
  }
  // A key as the terminal hands it over: the raw key with what it means on the screen on top.
  void press(int key) {
    app->feed(ui::Input{app->command_for(key), key});
    app->render();
  }
  std::string text() {
    app->render();
    return term->text();
  }
  // Keeps the program going (robots, a suggestion's thinking) until the screen shows `what`, or 20 s
  // have passed; whether it does.
  bool shows_within(const std::string& what) { return shows_within(std::vector<std::string>{what}); }
  // The same for the first of several texts to show.
  bool shows_within(const std::vector<std::string>& any_of) {
    const auto shown = [&] {
      const std::string screen = text();
      return std::any_of(any_of.begin(), any_of.end(),
                         [&screen](const std::string& what) { return screen.find(what) != std::string::npos; });
    };
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(20);
    while (!shown() && std::chrono::steady_clock::now() < deadline) {
      app->idle();
      std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }
    return shown();
  }
  // Hard's suggestion, or the line that there is one move only, once thought out.
  bool shows_suggestion() {
    return shows_within(std::vector<std::string>{"Suggestion (Hard): ", "Nothing to choose here, one move only: "});
  }
  std::vector<std::string> lines() {
    std::vector<std::string> out;
    std::istringstream in(text());
    for (std::string line; std::getline(in, line);) out.push_back(line);
    return out;
  }
  // The screen's words one space apart: text wrapped over lines reads as one sentence.
  std::string words() {
    std::string out;
    std::istringstream in(text());
    for (std::string word; in >> word;) out += (out.empty() ? "" : " ") + word;
    return out;
  }
  // The tone letter (TextTerminal::tones) of the first cell of the first `what` on the screen, or ' '.
  char tone_of(const std::string& what) {
    const auto shown = lines();
    std::vector<std::string> tones;
    std::istringstream in(term->tones());
    for (std::string line; std::getline(in, line);) tones.push_back(line);
    for (std::size_t row = 0; row < shown.size() && row < tones.size(); ++row) {
      const std::size_t at = shown[row].find(what);
      if (at == std::string::npos) continue;
      std::size_t column = 0;  // UTF-8 characters before it, each one cell wide on these screens
      for (std::size_t i = 0; i < at; ++i) column += (static_cast<unsigned char>(shown[row][i]) & 0xC0) != 0x80;
      return column < tones[row].size() ? tones[row][column] : ' ';
    }
    return ' ';
  }
};

}  // namespace tabletop::testing
