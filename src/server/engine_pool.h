// Threads that do the engine's work (computer moves, hints, analysis) away from the
// network thread, so that a long search never holds up other requests. Each thread keeps
// an engine of its own between tasks.
#pragma once

#include <condition_variable>
#include <deque>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

#include "engine/engine.h"

namespace reversi::server {

class EnginePool {
 public:
  using Task = std::function<void(engine::Engine&)>;

  EnginePool(unsigned threads, std::size_t hash_megabytes);
  ~EnginePool();  // waits for the running tasks; queued ones are dropped
  EnginePool(const EnginePool&) = delete;
  EnginePool& operator=(const EnginePool&) = delete;

  void post(Task task);

 private:
  void work(std::size_t hash_megabytes);

  std::mutex mutex_;
  std::condition_variable wake_;
  std::deque<Task> tasks_;
  bool stopping_ = false;
  std::vector<std::thread> threads_;
};

}  // namespace reversi::server
