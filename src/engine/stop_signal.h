// What ends a search early: a request from another thread (Engine::stop) or its time
// running out. The searches ask every few thousand nodes and the clock is read then, so
// no thread has to watch it: a browser's WebAssembly has only the one.
#pragma once

#include <atomic>
#include <chrono>
#include <limits>
#include <optional>

namespace reversi::engine {

class StopSignal {
 public:
  using Clock = std::chrono::steady_clock;

  // Not requested (unless halted); with a time limit, requested once it has passed from now.
  void arm(std::optional<std::chrono::milliseconds> limit) {
    requested_.store(halted(), std::memory_order_relaxed);
    deadline_.store(limit ? (Clock::now() + *limit).time_since_epoch().count() : kNoDeadline,
                    std::memory_order_relaxed);
  }

  void request() { requested_.store(true, std::memory_order_relaxed); }
  // A request that arm() does not undo: this search and every later one stop at once (a
  // server shutting down gives up its searches rather than keep its clients waiting).
  void halt() {
    halted_.store(true, std::memory_order_relaxed);
    request();
  }
  bool halted() const { return halted_.load(std::memory_order_relaxed); }

  bool requested() const {
    if (requested_.load(std::memory_order_relaxed)) return true;
    const Clock::rep deadline = deadline_.load(std::memory_order_relaxed);
    if (deadline == kNoDeadline || Clock::now().time_since_epoch().count() < deadline) return false;
    requested_.store(true, std::memory_order_relaxed);  // stays stopped, as a request does
    return true;
  }

 private:
  static constexpr Clock::rep kNoDeadline = std::numeric_limits<Clock::rep>::max();
  mutable std::atomic<bool> requested_{false};
  std::atomic<bool> halted_{false};
  std::atomic<Clock::rep> deadline_{kNoDeadline};
};

}  // namespace reversi::engine
