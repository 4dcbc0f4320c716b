// Threads that do the engine's work (computer moves, hints, analysis) away from the
// network thread, so that a long search never holds up other requests. Each thread keeps
// an engine of its own between tasks. The queue is shared fairly between clients
// (fair_queue.h): one client's flood of level-10 moves delays another's hint by at most
// the searches already running. With two threads or more, one client runs searches on
// all of them but one at most: a flood from one client alone leaves a thread to the
// others' hints, instead of making them wait seconds for its level-10 moves. It is
// bounded, in all and per client: a server flooded with searches refuses more at once
// instead of making everyone wait for minutes.
#pragma once

#include <chrono>
#include <condition_variable>
#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "engine/engine.h"
#include "server/ops/metrics.h"
#include "server/search/client_presence.h"
#include "server/search/fair_queue.h"

namespace reversi::server {

// How many searches may wait for an engine thread (`reversi serve --max-engine-queue` and
// `--max-engine-queue-per-client`).
struct EngineQueueLimits {
  // In all: a few seconds' work for a pool of a few threads when they are hints, a
  // minute's when they are level-10 moves.
  std::size_t waiting = 64;
  // From one client address; 0: no limit. Enough for a person with a few games open in
  // a browser; fewer than `waiting`, so that one client cannot fill the queue.
  std::size_t waiting_per_client = 8;
};

class EnginePool {
 public:
  using Task = std::function<void(engine::Engine&)>;

  // `metrics`: the queue's length and each task's wait in it.
  EnginePool(unsigned threads, std::size_t hash_megabytes, ServerMetrics& metrics,
             EngineQueueLimits limits = {});
  ~EnginePool();  // waits for the running tasks; queued ones are dropped
  EnginePool(const EnginePool&) = delete;
  EnginePool& operator=(const EnginePool&) = delete;

  // Queues `task` for `client` (its key, ops/client_key.h); otherwise does nothing and says why. A
  // finishing pool answers QueueFull. A task whose client is gone (`presence`) by the time
  // a thread is free is dropped unrun and counted as cancelled.
  [[nodiscard]] Admission post(const std::string& client, Task task,
                               std::shared_ptr<const ClientPresence> presence = nullptr);
  const EngineQueueLimits& limits() const { return limits_; }
  // For a shutdown: refuses new tasks, halts every engine (a search under way ends with its
  // deepest finished iteration, later ones at once: Engine::halt), and returns once every
  // task already queued has run, so that each request the server took on is answered.
  void finish();

 private:
  void work(std::size_t hash_megabytes);
  void join();

  std::mutex mutex_;
  std::condition_variable wake_;
  struct Queued {
    Task task;
    std::chrono::steady_clock::time_point since;
    std::shared_ptr<const ClientPresence> presence;
  };
  EngineQueueLimits limits_;
  FairQueue<Queued> tasks_;
  ServerMetrics& metrics_;
  bool finishing_ = false;  // run what is queued, then end
  bool stopping_ = false;   // end after the running tasks
  std::vector<std::thread> threads_;
  std::vector<engine::Engine*> engines_;  // each thread's, while it runs
};

}  // namespace reversi::server
