// The watchdog that ends a program whose main loop does not notice a stop signal in time must end
// it with the status that loop would have given: 0 for the game, 128 + N for `tabletop join`.
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <doctest/doctest.h>

#include "tabletop/ui/terminal.hpp"

namespace {

// Starts a child that installs the stop signals and then sleeps without ever asking stop_signal(),
// as a main loop stuck in a long drawing would; sends it `signal_number` and returns its exit status.
int status_of_a_stuck_program(tabletop::ui::StopStatus on_stop, int signal_number) {
  int ready[2];
  REQUIRE(::pipe(ready) == 0);
  const pid_t child = ::fork();
  REQUIRE(child >= 0);
  if (child == 0) {
    ::close(ready[0]);
    tabletop::ui::install_stop_signals(on_stop);
    [[maybe_unused]] const ssize_t n = ::write(ready[1], "!", 1);
    for (int i = 0; i < 300; ++i) ::usleep(10000);  // 3 s, each sleep cut short by the signal
    ::_exit(99);                                    // the watchdog never came
  }
  ::close(ready[1]);
  char byte = 0;
  REQUIRE(::read(ready[0], &byte, 1) == 1);
  ::close(ready[0]);
  REQUIRE(::kill(child, signal_number) == 0);
  int status = 0;
  REQUIRE(::waitpid(child, &status, 0) == child);
  REQUIRE(WIFEXITED(status));
  return WEXITSTATUS(status);
}

}  // namespace

TEST_CASE("a stuck main loop ends with the status its program gives on a stop signal") {
  using tabletop::ui::StopStatus;
  CHECK(status_of_a_stuck_program(StopStatus::zero, SIGTERM) == 0);
  CHECK(status_of_a_stuck_program(StopStatus::from_signal, SIGINT) == 130);
  CHECK(status_of_a_stuck_program(StopStatus::from_signal, SIGTERM) == 128 + SIGTERM);
}
