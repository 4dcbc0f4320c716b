#include "gtp/clock.h"

namespace reversi::gtp {

void Clock::tell(std::chrono::milliseconds left, int stones) {
  left_ = left;
  stones_ = stones;
}

void Clock::spend(std::chrono::milliseconds used) {
  left_ -= used;
  if (stones_ == 0) {
    if (left_ >= std::chrono::milliseconds(0) || !settings_.has_byo_yomi()) return;
    left_ += settings_.period_time;
    stones_ = settings_.period_stones;
  }
  if (--stones_ == 0 && settings_.has_byo_yomi()) {
    left_ = settings_.period_time;
    stones_ = settings_.period_stones;
  }
}

engine::ClockState Clock::state() const {
  if (stones_ > 0) return {left_, std::chrono::milliseconds(0), stones_};
  if (!settings_.has_byo_yomi()) return {left_};
  return {left_, settings_.period_time / settings_.period_stones};
}

}  // namespace reversi::gtp
