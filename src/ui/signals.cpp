#include <fcntl.h>
#include <poll.h>
#include <pthread.h>
#include <sys/ioctl.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <csignal>
#include <ctime>
#include <thread>
#include <utility>

#include "tabletop/ui/terminal.hpp"

namespace tabletop::ui {
namespace {

// How long the main loop has to notice a stop signal before the watchdog ends the program: well
// inside the 100 ms a person (or a service manager) may expect. Once it has noticed, it has a while
// longer to save and say goodbye (a host tells its players), but not for ever.
constexpr long kNoticeDeadlineMs = 40;
constexpr long kFinishDeadlineMs = 3000;

volatile std::sig_atomic_t g_stop_signal = 0;
std::atomic<bool> g_stop_seen{false};  // the main thread has asked stop_signal() since
int g_wake[2] = {-1, -1};              // the handler's byte for the watchdog
pthread_t g_main_thread;
std::atomic<StopStatus> g_stop_status{StopStatus::zero};  // read by the watchdog

// Any thread may take the signal (a robot's worker too): the watchdog hears of it through the pipe.
extern "C" void on_stop_signal(int signal_number) {
  const bool first = g_stop_signal == 0;
  g_stop_signal = signal_number;
  if (first && g_wake[1] >= 0) [[maybe_unused]]
    ssize_t n = ::write(g_wake[1], "!", 1);
}

long now_ms() {
  timespec ts{};
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

void sleep_until(long deadline, bool stop_when_seen) {
  for (long left; (left = deadline - now_ms()) > 0 && !(stop_when_seen && g_stop_seen);) {
    ::usleep(static_cast<useconds_t>(std::min(left, 5L) * 1000));
  }
}

// Waits for a stop signal; hands it to the main thread (whose wait for a key it interrupts, wherever
// the kernel delivered it), then gives the main loop until the deadline to notice it. A main thread
// that does not is stuck in long work (a drawing): the terminal is given back and the program ends
// here, with the status the main loop would have given. Every move was saved when it was made.
void watchdog() {
  char byte = 0;
  while (::read(g_wake[0], &byte, 1) < 0) {}
  const long signalled = now_ms();
  pthread_kill(g_main_thread, g_stop_signal);
  sleep_until(signalled + kNoticeDeadlineMs, true);
  if (g_stop_seen) sleep_until(signalled + kFinishDeadlineMs, false);
  restore_terminal_now();
  ::_exit(g_stop_status == StopStatus::from_signal ? 128 + g_stop_signal : 0);
}

}  // namespace

void install_stop_signals(StopStatus on_stop) {
  g_stop_status = on_stop;
  static bool installed = false;
  if (std::exchange(installed, true)) return;
  g_main_thread = pthread_self();
  if (::pipe2(g_wake, O_CLOEXEC) == 0) {
    // The watchdog takes no signal itself: they reach the threads that may be waiting for a key.
    sigset_t all, before;
    sigfillset(&all);
    pthread_sigmask(SIG_SETMASK, &all, &before);
    std::thread(watchdog).detach();
    pthread_sigmask(SIG_SETMASK, &before, nullptr);
  }
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

int stop_signal() {
  if (g_stop_signal != 0 && pthread_equal(pthread_self(), g_main_thread)) g_stop_seen = true;
  return g_stop_signal;
}

bool input_ended() {
  pollfd p{STDIN_FILENO, POLLIN, 0};
  if (poll(&p, 1, 0) <= 0) return false;
  if ((p.revents & (POLLHUP | POLLERR | POLLNVAL)) != 0) return true;
  int waiting = 0;
  return ioctl(STDIN_FILENO, FIONREAD, &waiting) == 0 && waiting == 0;
}

}  // namespace tabletop::ui
