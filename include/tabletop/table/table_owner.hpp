#pragma once
// What a table asks of the program that opened it: its saves, its settings (the robots' pace), a
// line on its status bar, whether it is hosted, and a test's checks. The terminal's Host is one.
#include <string>

namespace tabletop {

class SaveSession;
struct Settings;
struct MoveChecks;

class TableOwner {
 public:
  virtual ~TableOwner() = default;
  virtual SaveSession& saves() = 0;
  virtual const Settings& settings() const = 0;
  virtual void tell(const std::string& message, bool problem = false) = 0;
  // A hosted game (`tabletop host`): joined seats are played from other terminals.
  virtual bool hosting() const { return false; }
  virtual MoveChecks* move_checks() { return nullptr; }  // a test's checks for every move, if any
};

}  // namespace tabletop
