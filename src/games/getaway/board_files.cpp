// Board files on disk: reading one, the shipped boards, and finding a board by name or path.
#include <algorithm>
#include <array>
#include <fstream>
#include <sstream>
#include <system_error>

#include "tabletop/core/data_dir.hpp"
#include "tabletop/games/getaway/board.hpp"

namespace tabletop::getaway {

Board load_board_file(const std::filesystem::path& path, const std::string& shown_as) {
  std::error_code ec;
  if (std::filesystem::is_directory(path, ec)) throw BadData("cannot read " + shown_as + ": it is a directory");
  // Devices and pipes (/dev/zero, a FIFO) could be endless or block: only plain files are boards.
  if (std::filesystem::exists(path, ec) && !std::filesystem::is_regular_file(path, ec)) {
    throw BadData("cannot read " + shown_as + ": it is not a plain file");
  }
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    // A bare name is also looked for among the shipped boards (find_board): say where, and how to mend it.
    const bool bare = !std::filesystem::exists(path, ec) && path.parent_path().empty();
    throw BadData("cannot read " + shown_as + ": no such file, or no permission to read it" +
                  (bare ? "; nor is it a board in " + (data_dir() / "boards").string() + ". " + data_dir_way_out()
                        : std::string()));
  }
  // Read a piece at a time, so a small board costs what it holds, and no more than the limit and a piece.
  std::string text;
  std::array<char, 64 * 1024> piece;  // filled by each read
  while (text.size() <= kMaxBoardBytes && (in.read(piece.data(), piece.size()) || in.gcount() > 0)) {
    text.append(piece.data(), static_cast<std::size_t>(in.gcount()));
  }
  if (text.size() > kMaxBoardBytes) {
    throw BoardError(shown_as, 1, 1, "a file of more than " + std::to_string(kMaxBoardBytes) + " bytes",
                     "a board of at most " + std::to_string(kMaxBoardBytes) + " bytes");
  }
  return parse_board(text, shown_as);
}

std::vector<std::string> shipped_boards() {
  std::vector<std::string> names;
  std::error_code ec;
  for (const auto& entry : std::filesystem::directory_iterator(data_dir() / "boards", ec)) {
    if (entry.path().extension() == ".game") names.push_back(entry.path().filename().string());
  }
  std::sort(names.begin(), names.end());
  return names;
}

std::filesystem::path find_board(const std::string& name_or_path) {
  const std::filesystem::path given(name_or_path);
  std::error_code ec;
  if (std::filesystem::exists(given, ec) || name_or_path.empty()) return given;
  // A shipped board by its name as the setup lists them, with or without .game.
  const std::string name = given.filename().string();
  for (const std::string& shipped : shipped_boards()) {
    if (shipped == name || shipped == name + ".game") return data_dir() / "boards" / shipped;
  }
  return given;
}

}  // namespace tabletop::getaway
