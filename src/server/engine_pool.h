// Threads that do the engine's work (computer moves, hints, analysis) away from the
// network thread, so that a long search never holds up other requests. Each thread keeps
// an engine of its own between tasks. The queue is bounded: a server flooded with
// searches refuses more at once instead of making everyone wait for minutes.
#pragma once

#include <chrono>
#include <condition_variable>
#include <deque>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

#include "engine/engine.h"
#include "server/metrics.h"

namespace reversi::server {

class EnginePool {
 public:
  using Task = std::function<void(engine::Engine&)>;

  // Searches a server keeps waiting before it refuses more: a few seconds' work for a
  // pool of a few threads when they are hints, a minute's when they are level-10 moves.
  static constexpr std::size_t kMaxWaiting = 64;

  // `metrics`: the queue's length and each task's wait in it.
  EnginePool(unsigned threads, std::size_t hash_megabytes, ServerMetrics& metrics,
             std::size_t max_waiting = kMaxWaiting);
  ~EnginePool();  // waits for the running tasks; queued ones are dropped
  EnginePool(const EnginePool&) = delete;
  EnginePool& operator=(const EnginePool&) = delete;

  // Queues `task`; false, doing nothing, when `max_waiting` tasks are waiting already or
  // the pool is finishing.
  [[nodiscard]] bool post(Task task);
  // For a shutdown: refuses new tasks, and returns once every task already queued has
  // run, so that each request the server took on is answered and its move stored.
  void finish();

 private:
  void work(std::size_t hash_megabytes);
  void join();

  std::mutex mutex_;
  std::condition_variable wake_;
  struct Queued {
    Task task;
    std::chrono::steady_clock::time_point since;
  };
  std::deque<Queued> tasks_;
  std::size_t max_waiting_;
  ServerMetrics& metrics_;
  bool finishing_ = false;  // run what is queued, then end
  bool stopping_ = false;   // end after the running tasks
  std::vector<std::thread> threads_;
};

}  // namespace reversi::server
