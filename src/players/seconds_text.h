// A duration in milliseconds written as seconds for people: "4", "0.5", "0.2", "1800".
// `reversi opponents` gives the levels' budgets so, and GTP errors their answer limits.
#pragma once

#include <chrono>
#include <cstdio>
#include <string>

namespace reversi {

inline std::string seconds_text(std::chrono::milliseconds duration) {
  char text[32];
  std::snprintf(text, sizeof text, "%g", static_cast<double>(duration.count()) / 1000);
  return text;
}

}  // namespace reversi
