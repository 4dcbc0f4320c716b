// A side's clock as GTP sets it: `time_settings` gives main time, then byo-yomi periods
// of some time for some moves each (Canadian byo-yomi; no byo-yomi time: absolute time),
// and `time_left` tells the side's time and the moves left in its period (0 in main time).
// Between two `time_left`, the session keeps the clock itself from the time its moves take.
#pragma once

#include <chrono>

#include "engine/time_control.h"

namespace reversi::gtp {

struct TimeSettings {
  std::chrono::milliseconds main_time{0};
  std::chrono::milliseconds period_time{0};  // none: absolute time
  int period_stones = 0;
  // GTP's way of saying so: byo-yomi time with no stones to play in it. A clock with no
  // time at all is taken so too, as no game could be played on it.
  bool unlimited() const {
    return period_stones == 0 &&
           (period_time > std::chrono::milliseconds(0) || main_time == std::chrono::milliseconds(0));
  }
  bool has_byo_yomi() const { return period_time > std::chrono::milliseconds(0) && period_stones > 0; }
};

class Clock {
 public:
  explicit Clock(const TimeSettings& settings) : settings_(settings), left_(settings.main_time) {}

  // As `time_left` tells it: `stones` left in the byo-yomi period, 0 in main time.
  void tell(std::chrono::milliseconds left, int stones);
  // A move took `used`: in main time it comes off the main time, then the byo-yomi period
  // starts with the overrun spent; a period's last move starts the next one.
  void spend(std::chrono::milliseconds used);
  // The clock as the time control reads it. In main time, a byo-yomi period counts as
  // an increment of its share a move, the rate at which it comes.
  engine::ClockState state() const;

 private:
  TimeSettings settings_;
  std::chrono::milliseconds left_;
  int stones_ = 0;  // left in the byo-yomi period; 0 in main time
};

}  // namespace reversi::gtp
