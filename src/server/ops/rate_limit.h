// At most N events a minute for each key (a client's address), in bursts of up to N: a
// bucket of N tokens per key, refilled at N a minute. A key whose bucket is full again is
// forgotten, so that memory follows the clients of the last minute, not all of them.
// Not thread-safe.
#pragma once

#include <chrono>
#include <cstddef>
#include <string>
#include <unordered_map>

namespace reversi::server {

class RateLimit {
 public:
  using Clock = std::chrono::steady_clock;

  explicit RateLimit(unsigned per_minute) : per_minute_(per_minute) {}

  // 0 when the event may happen now (it is counted); otherwise how many whole seconds
  // until it may.
  unsigned take(const std::string& key, Clock::time_point now);
  unsigned per_minute() const { return per_minute_; }

 private:
  struct Bucket {
    double tokens;
    Clock::time_point refilled;
  };
  double refilled_tokens(const Bucket& bucket, Clock::time_point now) const;
  void forget_full_buckets(Clock::time_point now);

  unsigned per_minute_;
  std::unordered_map<std::string, Bucket> buckets_;
  std::size_t buckets_after_sweep_ = 0;
};

}  // namespace reversi::server
