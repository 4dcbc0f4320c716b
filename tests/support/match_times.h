// For the tests of online matches (online/match.h): times chosen by the test, and a
// command played with what it caused.
#pragma once

#include <gtest/gtest.h>

#include <vector>

#include "online/match.h"

namespace reversi::testing {

inline constexpr online::TimePoint kMatchStart{1'000'000};

// `seconds` after the match's start.
inline online::TimePoint at(int seconds) { return kMatchStart + online::Milliseconds{seconds * 1000}; }

// Runs a command and applies what it caused; fails the test if it was refused.
inline void play(online::Match& match, const Result<std::vector<online::Event>>& events) {
  ASSERT_TRUE(events.ok()) << events.error();
  for (const online::Event& event : events.value()) match.apply(event);
}

}  // namespace reversi::testing
