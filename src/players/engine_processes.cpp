#include "players/engine_processes.h"

#include <sys/prctl.h>
#include <unistd.h>

#include <array>
#include <atomic>
#include <cerrno>
#include <csignal>
#include <stdexcept>
#include <string>

namespace reversi {

namespace {

// The groups of the engines running, 0 in a free slot. A signal handler reads them, so
// they are lock-free atomics in a fixed array rather than a container that allocates.
constexpr std::size_t kMostEnginesAtOnce = 1024;
std::array<std::atomic<pid_t>, kMostEnginesAtOnce> running_groups{};
static_assert(std::atomic<pid_t>::is_always_lock_free);

constexpr std::array kStoppingSignals = {SIGTERM, SIGINT, SIGHUP};

void end_engines_then_stop(int signal) {
  const int saved_errno = errno;
  for (const std::atomic<pid_t>& slot : running_groups) {
    if (const pid_t group = slot.load(); group > 0) ::kill(-group, SIGTERM);
  }
  // SA_RESETHAND gave the signal back its default action: sent again, it ends the program
  // as it would have without this handler.
  ::raise(signal);
  errno = saved_errno;
}

}  // namespace

void prepare_engine_process(pid_t parent) {
  ::setpgid(0, 0);
  ::prctl(PR_SET_PDEATHSIG, SIGTERM);
  if (::getppid() != parent) ::_exit(127);
}

EngineProcessGroup::EngineProcessGroup(pid_t group) : group_(group) {
  for (std::atomic<pid_t>& slot : running_groups) {
    pid_t free = 0;
    if (slot.compare_exchange_strong(free, group)) return;
  }
  throw std::runtime_error("more than " + std::to_string(kMostEnginesAtOnce) + " engines at once");
}

EngineProcessGroup::~EngineProcessGroup() {
  for (std::atomic<pid_t>& slot : running_groups) {
    pid_t mine = group_;
    if (slot.compare_exchange_strong(mine, 0)) return;
  }
}

void EngineProcessGroup::kill_all() const { ::kill(-group_, SIGKILL); }

void end_engines_on_signals() {
  struct sigaction action {};
  action.sa_handler = end_engines_then_stop;
  action.sa_flags = SA_RESETHAND;
  sigemptyset(&action.sa_mask);
  for (const int signal : kStoppingSignals) {
    // A signal ignored since the program started (nohup, a background job) stays ignored.
    struct sigaction before {};
    ::sigaction(signal, nullptr, &before);
    if (before.sa_handler != SIG_IGN) ::sigaction(signal, &action, nullptr);
  }
}

}  // namespace reversi
