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
  const double minutes = std::chrono::duration<double, std::ratio<60>>(now - bucket.refilled).count();
  return std::min<double>(per_minute_, bucket.tokens + minutes * per_minute_);
}

unsigned RateLimit::take(const std::string& key, Clock::time_point now) {
  if (buckets_.size() >= std::max(kFewestBeforeSweep, 2 * buckets_after_sweep_)) forget_full_buckets(now);
  Bucket& bucket = buckets_.try_emplace(key, Bucket{static_cast<double>(per_minute_), now}).first->second;
  bucket.tokens = refilled_tokens(bucket, now);
  bucket.refilled = now;
  if (bucket.tokens >= 1) {
    bucket.tokens -= 1;
    return 0;
  }
  // Thirds of a token do not add up exactly: a wait of 10.0000001 s is 10 s.
  constexpr double kRounding = 1e-6;
  const double seconds = (1 - bucket.tokens) * 60 / per_minute_;
  return std::max(1U, static_cast<unsigned>(std::ceil(seconds - kRounding)));
}

void RateLimit::forget_full_buckets(Clock::time_point now) {
  std::erase_if(buckets_,
                [&](const auto& entry) { return refilled_tokens(entry.second, now) >= per_minute_; });
  buckets_after_sweep_ = buckets_.size();
}

}  // namespace reversi::server
