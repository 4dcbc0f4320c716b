#include "server/engine_pool.h"

namespace reversi::server {

EnginePool::EnginePool(unsigned threads, std::size_t hash_megabytes, ServerMetrics& metrics,
                       std::size_t max_waiting)
    : max_waiting_(max_waiting), metrics_(metrics) {
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

bool EnginePool::post(Task task) {
  {
    std::lock_guard lock(mutex_);
    if (finishing_ || stopping_ || tasks_.size() >= max_waiting_) return false;
    tasks_.push_back(Queued{std::move(task), std::chrono::steady_clock::now()});
    metrics_.engine_queue_length.set(static_cast<std::int64_t>(tasks_.size()));
  }
  wake_.notify_one();
  return true;
}

void EnginePool::work(std::size_t hash_megabytes) {
  engine::Engine engine(engine::EngineOptions{hash_megabytes, 1, engine::default_weights()});
  for (;;) {
    Task task;
    {
      std::unique_lock lock(mutex_);
      wake_.wait(lock, [this] { return stopping_ || finishing_ || !tasks_.empty(); });
      if (stopping_ || tasks_.empty()) return;
      task = std::move(tasks_.front().task);
      metrics_.engine_queue_wait.observe(std::chrono::steady_clock::now() - tasks_.front().since);
      tasks_.pop_front();
      metrics_.engine_queue_length.set(static_cast<std::int64_t>(tasks_.size()));
    }
    task(engine);
  }
}

}  // namespace reversi::server
