// A GGF clock (TI, or TB and TW), as GGS and NBoard write it: the main time, then after
// slashes the time given back after each move and the extension, GGS's grace time once
// the main time is out ("15:00", "05:00//02:00", "1:00:00/10"). Each time is
// [[hours:]minutes:]seconds, an empty one 0; GGS's flags after a comma ("5:00,N") are
// skipped.
#pragma once

#include <chrono>
#include <string_view>

#include "core/result.h"

namespace reversi {

struct GgfClock {
  std::chrono::milliseconds main_time{0};
  std::chrono::milliseconds increment{0};
  std::chrono::milliseconds extension{0};
};

Result<GgfClock> parse_ggf_clock(std::string_view text);

}  // namespace reversi
