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

unsigned RateLimit::take(const std::string& key, Clock::time_point now, unsigned count) {
  if (buckets_.size() >= std::max(kFewestBeforeSweep, 2 * buckets_after_sweep_)) forget_full_buckets(now);
  Bucket& bucket = buckets_.try_emplace(key, Bucket{static_cast<double>(per_period_), now}).first->second;
  bucket.tokens = refilled_tokens(bucket, now);
  bucket.refilled = now;
  if (bucket.tokens >= count) {
    bucket.tokens -= count;
    return 0;
  }
  // Thirds of a token do not add up exactly: a wait of 10.0000001 s is 10 s.
  constexpr double kRounding = 1e-6;
  const double seconds =
      (count - bucket.tokens) * std::chrono::duration<double>(period_).count() / per_period_;
  return std::max(1U, static_cast<unsigned>(std::ceil(seconds - kRounding)));
}

void RateLimit::forget_full_buckets(Clock::time_point now) {
  std::erase_if(buckets_,
                [&](const auto& entry) { return refilled_tokens(entry.second, now) >= per_period_; });
  buckets_after_sweep_ = buckets_.size();
}

}  // namespace reversi::server
