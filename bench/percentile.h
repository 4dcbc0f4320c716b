// The value below which `fraction` of the samples lie (0.5: the median, 0.99: p99), for
// the benchmarks' latency figures. Takes a copy: the order of the samples is its own.
#pragma once

#include <algorithm>
#include <cstddef>
#include <vector>

inline double percentile(std::vector<double> values, double fraction) {
  if (values.empty()) return 0;
  const auto nth =
      values.begin() + static_cast<std::ptrdiff_t>(fraction * static_cast<double>(values.size() - 1));
  std::nth_element(values.begin(), nth, values.end());
  return *nth;
}
