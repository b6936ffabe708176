#pragma once
// A game's rules page (data/rules/ID.md) as the rules screen shows it: paragraphs that wrap to the
// window.
#include <string>
#include <vector>

namespace tabletop {

// The paragraphs of a rules text in the data directory's Markdown: headings, list items (nested ones
// keep their indent) and paragraphs whose hand-wrapped lines are joined.
std::vector<std::string> paragraphs_of(const std::string& text);
std::vector<std::string> rules_paragraphs(const std::string& id);

}  // namespace tabletop
