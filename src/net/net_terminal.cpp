#include "tabletop/net/net_terminal.hpp"

#include <utility>

namespace tabletop::net {

NetTerminal::NetTerminal(int width, int height, bool unicode, Send send)
    : TextTerminal(width, height, ui::TerminalOptions{}, unicode), send_(std::move(send)) {}

void NetTerminal::end_frame() {
  const bool resized = sent_width_ != width() || sent_.size() != static_cast<std::size_t>(width() * height());
  Frame frame = changes(*this, resized ? std::vector<Cell>{} : sent_, whole_ || resized);
  frame.alert = std::exchange(alert_, std::nullopt);
  if (!frame.runs.empty() || frame.whole || frame.alert) {
    const std::string line = frame_line(frame);
    bytes_sent_ += static_cast<long>(line.size());
    send_(line);
  }
  sent_.resize(static_cast<std::size_t>(width() * height()));
  for (int y = 0; y < height(); ++y) {
    for (int x = 0; x < width(); ++x) sent_[static_cast<std::size_t>(y * width() + x)] = cell(x, y);
  }
  sent_width_ = width();
  whole_ = false;
}

Frame changes(const ui::TextTerminal& now, const std::vector<ui::TextTerminal::Cell>& before, bool whole) {
  Frame frame{now.width(), now.height(), whole || before.empty(), {}, std::nullopt};
  const auto changed = [&](int x, int y) {
    return frame.whole || !(now.cell(x, y) == before[static_cast<std::size_t>(y * now.width() + x)]);
  };
  for (int y = 0; y < now.height(); ++y) {
    Run* open = nullptr;  // the run the next changed cell may join
    for (int x = 0; x < now.width(); ++x) {
      const ui::TextTerminal::Cell& c = now.cell(x, y);
      const bool wide = x + 1 < now.width() && now.cell(x + 1, y).covered;
      if (c.covered) continue;  // the right half of a wide character travels with its left half
      if (!changed(x, y) && !(wide && changed(x + 1, y))) {
        open = nullptr;
        continue;
      }
      const int columns = wide ? 2 : 1;
      if (open != nullptr && open->tone == c.tone && open->looks == c.looks && open->columns == columns) {
        open->text.push_back(c.character);
      } else {
        frame.runs.push_back(Run{x, y, c.tone, c.looks, std::wstring(1, c.character), columns});
        open = &frame.runs.back();
      }
    }
  }
  return frame;
}

void lay(const Frame& frame, ui::TextTerminal& copy) {
  if (copy.width() != frame.width || copy.height() != frame.height) {
    copy.resize(frame.width, frame.height);
    copy.drop_typeahead();  // the copy's own resize event: nobody reads keys from it
  }
  if (frame.whole) copy.begin_frame();
  for (const Run& run : frame.runs) {
    int x = run.x;
    for (wchar_t c : run.text) {
      copy.put(x, run.y, c, run.columns, run.tone, run.looks);  // a cell outside the grid is refused there
      x += run.columns;
    }
  }
}

void show(const ui::TextTerminal& copy, ui::Terminal& out) {
  out.begin_frame();
  for (int y = 0; y < copy.height(); ++y) {
    for (int x = 0; x < copy.width(); ++x) {
      const ui::TextTerminal::Cell& c = copy.cell(x, y);
      if (c.covered) continue;
      const bool wide = x + 1 < copy.width() && copy.cell(x + 1, y).covered;
      out.put(x, y, c.character, wide ? 2 : 1, c.tone, c.looks);
    }
  }
  out.end_frame();
}

}  // namespace tabletop::net
