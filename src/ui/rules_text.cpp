#include "tabletop/ui/rules_text.hpp"

#include <filesystem>
#include <sstream>

#include "tabletop/core/data_dir.hpp"

namespace tabletop {

namespace {
// A line that starts a paragraph of its own even without a blank line before it: a heading or a list
// item, also one nested under another by its indent.
bool starts_block(const std::string& line) {
  const std::size_t first = line.find_first_not_of(' ');
  if (first == std::string::npos) return false;
  if (line.compare(first, 2, "# ") == 0 || line.compare(first, 2, "- ") == 0) return true;
  const auto digits = line.find_first_not_of("0123456789", first);
  return digits > first && digits != std::string::npos && line.compare(digits, 2, ". ") == 0;
}
}  // namespace

std::vector<std::string> paragraphs_of(const std::string& text) {
  // Lines wrapped by hand in the file are joined, so the text wraps to the window instead.
  std::vector<std::string> paragraphs;
  bool open = false;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) {
    if (line.empty()) {
      paragraphs.emplace_back();
      open = false;
    } else if (open && !starts_block(line) && paragraphs.back().rfind("# ", 0) != 0) {
      paragraphs.back() += " " + line.substr(line.find_first_not_of(' '));
    } else {
      paragraphs.push_back(line);
      open = true;
    }
  }
  return paragraphs;
}

std::vector<std::string> rules_paragraphs(const std::string& id) {
  const std::string text = read_data_file(std::filesystem::path("rules") / (id + ".md"));
  if (text.empty()) {
    // Said so that a person can mend it: a copied program finds no data beside it.
    return {"The rules of this game are not where tabletop looks for them: " +
            (data_dir() / "rules" / (id + ".md")).string() + ". " + data_dir_way_out()};
  }
  return paragraphs_of(text);
}

}  // namespace tabletop
