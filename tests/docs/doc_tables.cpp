// Prints the parts of the documents the program writes (support/doc_tables.hpp), each after a line
// "=== NAME", for scripts/update-docs to put between the documents' markers.
#include <iostream>

#include "support/doc_tables.hpp"

int main() {
  for (const auto& [name, text] : tabletop::testing::doc_tables()) std::cout << "=== " << name << "\n" << text;
  return 0;
}
