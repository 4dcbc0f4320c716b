#include "server/search/engine_pool.h"

namespace reversi::server {
namespace {

// All threads but one, so that one client's searches always leave a thread to the others;
// with one thread there is nothing to leave.
std::size_t running_per_client(unsigned threads) { return threads > 1 ? threads - 1 : 1; }

}  // namespace

EnginePool::EnginePool(unsigned threads, std::size_t hash_megabytes, ServerMetrics& metrics,
                       EngineQueueLimits limits)
    : limits_(limits),
      tasks_(limits.waiting, limits.waiting_per_client, running_per_client(threads)),
      metrics_(metrics) {
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
    for (engine::Engine* engine : engines_) engine->halt();
  }
  join();
}

void EnginePool::join() {
  wake_.notify_all();
  for (std::thread& thread : threads_) {
    if (thread.joinable()) thread.join();
  }
}

Admission EnginePool::post(const std::string& client, Task task,
                           std::shared_ptr<const ClientPresence> presence) {
  {
    std::lock_guard lock(mutex_);
    if (finishing_ || stopping_) return Admission::QueueFull;
    const Admission admitted =
        tasks_.push(client, Queued{std::move(task), std::chrono::steady_clock::now(), std::move(presence)});
    if (admitted != Admission::Queued) return admitted;
    metrics_.engine_queue_length.set(static_cast<std::int64_t>(tasks_.size()));
  }
  wake_.notify_one();
  return Admission::Queued;
}

void EnginePool::work(std::size_t hash_megabytes) {
  engine::Engine engine(engine::EngineOptions{.hash_megabytes = hash_megabytes, .threads = 1});
  std::unique_lock lock(mutex_);
  if (finishing_) engine.halt();
  engines_.push_back(&engine);
  for (;;) {
    // Not !empty(): the queue may hold only the items of clients at their running limit.
    // No one has to wake a thread when a search ends: its own thread, which marks it done
    // and looks again under the same lock, takes the one item that this can let start.
    wake_.wait(lock, [this] { return stopping_ || finishing_ || tasks_.can_start(); });
    // A finishing pool may lose this thread while items wait: each waits for a search
    // of its client's, whose thread then takes it.
    if (stopping_ || !tasks_.can_start()) {
      std::erase(engines_, &engine);
      return;
    }
    FairQueue<Queued>::Next next = tasks_.pop();
    metrics_.engine_queue_wait.observe(std::chrono::steady_clock::now() - next.item.since);
    metrics_.engine_queue_length.set(static_cast<std::int64_t>(tasks_.size()));
    lock.unlock();
    if (next.item.presence && next.item.presence->gone()) {
      metrics_.searches_cancelled.add();
    } else {
      next.item.task(engine);
    }
    next.item.task = nullptr;  // its captures are freed without holding up the other threads
    lock.lock();
    tasks_.done(next.client);
  }
}

}  // namespace reversi::server
