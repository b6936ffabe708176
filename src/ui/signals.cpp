#include <poll.h>
#include <sys/ioctl.h>
#include <unistd.h>

#include <csignal>

#include "tabletop/ui/terminal.hpp"

namespace tabletop::ui {
namespace {

volatile std::sig_atomic_t g_stop_signal = 0;

extern "C" void on_stop_signal(int signal_number) { g_stop_signal = signal_number; }

}  // namespace

void install_stop_signals() {
  struct sigaction action {};
  action.sa_handler = on_stop_signal;
  sigemptyset(&action.sa_mask);
  // SIGUSR1, SIGUSR2 and SIGALRM are ways to ask a program to stop, like SIGTERM, and are treated the same.
  for (int signal_number : {SIGINT, SIGTERM, SIGHUP, SIGUSR1, SIGUSR2, SIGALRM})
    sigaction(signal_number, &action, nullptr);
  // A closed pipe or a file-size limit makes a write fail with an error the save reports; neither
  // may kill the program with a move unsaved.
  std::signal(SIGPIPE, SIG_IGN);
  std::signal(SIGXFSZ, SIG_IGN);
  install_crash_restore();
}

int stop_signal() { return g_stop_signal; }

bool input_ended() {
  pollfd p{STDIN_FILENO, POLLIN, 0};
  if (poll(&p, 1, 0) <= 0) return false;
  if ((p.revents & (POLLHUP | POLLERR | POLLNVAL)) != 0) return true;
  int waiting = 0;
  return ioctl(STDIN_FILENO, FIONREAD, &waiting) == 0 && waiting == 0;
}

}  // namespace tabletop::ui
