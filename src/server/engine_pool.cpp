#include "server/engine_pool.h"

namespace reversi::server {

EnginePool::EnginePool(unsigned threads, std::size_t hash_megabytes, ServerMetrics& metrics,
                       EngineQueueLimits limits)
    : limits_(limits), tasks_(limits.waiting, limits.waiting_per_client), metrics_(metrics) {
  for (unsigned i = 0; i < threads; ++i)
    threads_.emplace_back([this, hash_megabytes] { work(hash_megabytes); });
}

EnginePool::~EnginePool() {
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  join();
}

void EnginePool::finish() {
  {
    std::lock_guard lock(mutex_);
    finishing_ = true;
  }
  join();
}

void EnginePool::join() {
  wake_.notify_all();
  for (std::thread& thread : threads_) {
    if (thread.joinable()) thread.join();
  }
}

Admission EnginePool::post(const std::string& client, Task task) {
  {
    std::lock_guard lock(mutex_);
    if (finishing_ || stopping_) return Admission::QueueFull;
    const Admission admitted = tasks_.push(client, Queued{std::move(task), std::chrono::steady_clock::now()});
    if (admitted != Admission::Queued) return admitted;
    metrics_.engine_queue_length.set(static_cast<std::int64_t>(tasks_.size()));
  }
  wake_.notify_one();
  return Admission::Queued;
}

void EnginePool::work(std::size_t hash_megabytes) {
  engine::Engine engine(engine::EngineOptions{hash_megabytes, 1, engine::default_weights()});
  for (;;) {
    FairQueue<Queued>::Next next;
    {
      std::unique_lock lock(mutex_);
      wake_.wait(lock, [this] { return stopping_ || finishing_ || !tasks_.empty(); });
      if (stopping_ || tasks_.empty()) return;
      next = tasks_.pop();
      metrics_.engine_queue_wait.observe(std::chrono::steady_clock::now() - next.item.since);
      metrics_.engine_queue_length.set(static_cast<std::int64_t>(tasks_.size()));
    }
    next.item.task(engine);
    std::lock_guard lock(mutex_);
    tasks_.done(next.client);
  }
}

}  // namespace reversi::server
