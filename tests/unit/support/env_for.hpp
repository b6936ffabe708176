#pragma once
// An environment variable set for one test, and what was there put back after it.
#include <cstdlib>
#include <optional>
#include <string>
#include <utility>

namespace tabletop::testing {

struct EnvFor {
  std::string name;
  std::optional<std::string> was;
  EnvFor(std::string n, const std::string& value) : name(std::move(n)) {
    if (const char* old = std::getenv(name.c_str()); old != nullptr) was = old;
    ::setenv(name.c_str(), value.c_str(), 1);
  }
  ~EnvFor() {
    if (was) ::setenv(name.c_str(), was->c_str(), 1);
    else ::unsetenv(name.c_str());
  }
  EnvFor(const EnvFor&) = delete;
  EnvFor& operator=(const EnvFor&) = delete;
};

}  // namespace tabletop::testing
