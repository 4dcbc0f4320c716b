// At most N events a period (a minute, a day) for each key (a client's address), in bursts
// of up to N: a bucket of N tokens per key, refilled at N a period. A key whose bucket is
// full again is forgotten, so that memory follows the clients of the last period, not all
// of them. Not thread-safe.
#pragma once

#include <chrono>
#include <cstddef>
#include <string>
#include <unordered_map>

namespace reversi::server {

class RateLimit {
 public:
  using Clock = std::chrono::steady_clock;

  explicit RateLimit(unsigned per_period, std::chrono::seconds period = std::chrono::minutes(1))
      : per_period_(per_period), period_(period) {}

  // 0 when `count` events may happen now (they are counted); otherwise how many whole
  // seconds until they may. `count` is at most per_period().
  unsigned take(const std::string& key, Clock::time_point now, unsigned count = 1);
  // What take() would answer, counting nothing: for events that must pass two limits.
  unsigned wait(const std::string& key, Clock::time_point now, unsigned count = 1) const;
  unsigned per_period() const { return per_period_; }

 private:
  struct Bucket {
    double tokens;
    Clock::time_point refilled;
  };
  double refilled_tokens(const Bucket& bucket, Clock::time_point now) const;
  unsigned seconds_until(double tokens, unsigned count) const;
  void forget_full_buckets(Clock::time_point now);

  unsigned per_period_;
  std::chrono::seconds period_;
  std::unordered_map<std::string, Bucket> buckets_;
  std::size_t buckets_after_sweep_ = 0;
};

}  // namespace reversi::server
