#include "server/ops/rate_limit.h"

#include <algorithm>
#include <cmath>

namespace reversi::server {

namespace {

// Full buckets are forgotten once there are twice as many as the last sweep left, so that
// sweeping costs a constant time per event.
constexpr std::size_t kFewestBeforeSweep = 64;

}  // namespace

double RateLimit::refilled_tokens(const Bucket& bucket, Clock::time_point now) const {
  const double periods = std::chrono::duration<double>(now - bucket.refilled) / period_;
  return std::min<double>(per_period_, bucket.tokens + periods * per_period_);
}

unsigned RateLimit::seconds_until(double tokens, unsigned count) const {
  if (tokens >= count) return 0;
  // Thirds of a token do not add up exactly: a wait of 10.0000001 s is 10 s.
  constexpr double kRounding = 1e-6;
  const double seconds = (count - tokens) * std::chrono::duration<double>(period_).count() / per_period_;
  return std::max(1U, static_cast<unsigned>(std::ceil(seconds - kRounding)));
}

unsigned RateLimit::take(const std::string& key, Clock::time_point now, unsigned count) {
  if (buckets_.size() >= std::max(kFewestBeforeSweep, 2 * buckets_after_sweep_)) forget_full_buckets(now);
  Bucket& bucket = buckets_.try_emplace(key, Bucket{static_cast<double>(per_period_), now}).first->second;
  bucket.tokens = refilled_tokens(bucket, now);
  bucket.refilled = now;
  const unsigned seconds = seconds_until(bucket.tokens, count);
  if (seconds == 0) bucket.tokens -= count;
  return seconds;
}

unsigned RateLimit::wait(const std::string& key, Clock::time_point now, unsigned count) const {
  const auto bucket = buckets_.find(key);
  return seconds_until(bucket == buckets_.end() ? per_period_ : refilled_tokens(bucket->second, now), count);
}

void RateLimit::forget_full_buckets(Clock::time_point now) {
  std::erase_if(buckets_,
                [&](const auto& entry) { return refilled_tokens(entry.second, now) >= per_period_; });
  buckets_after_sweep_ = buckets_.size();
}

}  // namespace reversi::server
