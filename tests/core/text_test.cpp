// The text helpers the parsers share: trimming and comparing without case.
#include "core/text.h"

#include <gtest/gtest.h>

namespace reversi {
namespace {

TEST(Text, TrimmedDropsWhiteSpaceAtBothEndsOnly) {
  EXPECT_EQ(trimmed(" \t f5 d6 \r\n"), "f5 d6");
  EXPECT_EQ(trimmed("f5"), "f5");
  EXPECT_EQ(trimmed(" \v\f\n "), "");
  EXPECT_EQ(trimmed(""), "");
}

TEST(Text, EqualsIgnoringCaseComparesLettersWithoutCaseAndAllElseExactly) {
  EXPECT_TRUE(equals_ignoring_case("PASS", "pass"));
  EXPECT_TRUE(equals_ignoring_case("HTTPS://Example.org", "https://example.ORG"));
  EXPECT_TRUE(equals_ignoring_case("", ""));
  EXPECT_FALSE(equals_ignoring_case("pass", "pas"));
  EXPECT_FALSE(equals_ignoring_case("pa", "pass"));
  EXPECT_FALSE(equals_ignoring_case("a-1", "a_1"));
}

}  // namespace
}  // namespace reversi
