#pragma once
// A joined player's screen on both ends. On the host, NetTerminal is the terminal the player's
// screens draw on: a text grid (ui::TextTerminal) whose every frame leaves as the cells that changed
// since the last one (the whole screen after a resize or Ctrl-L), and whose keys are the player's
// messages. On the player's side, each frame is laid on a copy of the grid, and the copy is drawn on
// the real terminal.
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "tabletop/net/wire.hpp"
#include "tabletop/ui/text_terminal.hpp"

namespace tabletop::net {

class NetTerminal : public ui::TextTerminal {
 public:
  using Send = std::function<void(const std::string& line)>;
  NetTerminal(int width, int height, bool unicode, Send send);

  void end_frame() override;
  void repaint_all() override { whole_ = true; }
  void alert(ui::Alert how) override { alert_ = how; }  // goes with the next frame
  long bytes_sent() const { return bytes_sent_; }

 private:
  Send send_;
  std::vector<Cell> sent_;  // the screen as the player has it
  int sent_width_ = 0;
  bool whole_ = true;
  std::optional<ui::Alert> alert_;
  long bytes_sent_ = 0;
};

// The cells of `now` that differ from `before` (a grid of now's size, or empty: everything differs).
Frame changes(const ui::TextTerminal& now, const std::vector<ui::TextTerminal::Cell>& before, bool whole);
// Lays a frame on the player's copy of the screen, taking the frame's size.
void lay(const Frame& frame, ui::TextTerminal& copy);
// Draws the copy on a real terminal, cell by cell (the terminal sends only what changed).
void show(const ui::TextTerminal& copy, ui::Terminal& out);

}  // namespace tabletop::net
