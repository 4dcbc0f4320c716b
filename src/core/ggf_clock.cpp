#include "core/ggf_clock.h"

#include <charconv>
#include <cmath>
#include <string>

#include "core/notation.h"

namespace reversi {

namespace {

// More than any game's clock: a time above it is taken for a mistake.
constexpr double kMostSeconds = 1e7;

// One time of the clock, "[[hours:]minutes:]seconds".
Result<std::chrono::milliseconds> parse_time(std::string_view text) {
  const std::string_view time = text.substr(0, text.find(','));
  double seconds = 0;
  std::size_t start = 0;
  for (int part = 0; start <= time.size(); ++part) {
    const std::size_t colon = std::min(time.find(':', start), time.size());
    const std::string_view number = time.substr(start, colon - start);
    double value = 0;
    const auto [end, error] = std::from_chars(number.data(), number.data() + number.size(), value);
    const bool last = colon == time.size();
    if (!number.empty() && (error != std::errc{} || end != number.data() + number.size() ||
                            !std::isfinite(value) || value < 0 || (!last && value != std::floor(value))))
      return Error{"the time " + quoted(text) + " is not [[hours:]minutes:]seconds"};
    if (part == 3) return Error{"the time " + quoted(text) + " has more parts than hours, minutes, seconds"};
    seconds = seconds * 60 + value;
    start = colon + 1;
  }
  if (seconds > kMostSeconds) return Error{"the time " + quoted(text) + " is too long for a clock"};
  return std::chrono::milliseconds(std::llround(seconds * 1000));
}

}  // namespace

Result<GgfClock> parse_ggf_clock(std::string_view text) {
  GgfClock clock;
  std::chrono::milliseconds* const times[] = {&clock.main_time, &clock.increment, &clock.extension};
  std::size_t start = 0;
  for (std::chrono::milliseconds* time : times) {
    const std::size_t slash = std::min(text.find('/', start), text.size());
    const Result<std::chrono::milliseconds> parsed = parse_time(text.substr(start, slash - start));
    if (!parsed) return parsed.failure();
    *time = parsed.value();
    start = slash + 1;
    if (slash == text.size()) return clock;
  }
  return Error{"the clock " + quoted(text) + " has more than three times"};
}

}  // namespace reversi
