#pragma once
// Where the program's own files are (rules texts, Getaway boards): TABLETOP_DATA_DIR, else the
// source tree's data/ when the program runs from its build directory, else the installed copy
// (<prefix>/share/tabletop).
#include <filesystem>
#include <string>

namespace tabletop {

std::filesystem::path data_dir();
// The text of a data file, or "" when it cannot be read.
std::string read_data_file(const std::filesystem::path& relative);
// What a person does when the data is not found: one sentence, said wherever something is missing.
std::string data_dir_way_out();

}  // namespace tabletop
