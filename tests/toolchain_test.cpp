// Guards against a compiler fault that once hit this project's build: g++ 12.2 with
// -march=native on an AVX-512 machine turned constant initializers such as {5, 5, 5, 0}
// into four copies of the first value (CMakeLists.txt turns the culprit off). If the build
// flags change and it comes back, this test fails before any wrong result does.
#include <gtest/gtest.h>

#include <cstdint>
#include <span>
#include <vector>

namespace {

template <typename T>
__attribute__((noinline)) T sum(std::span<const T> values) {
  T total = 0;
  for (T v : values) total += v;
  return total;
}

TEST(Toolchain, ConstantInitializersKeepEveryElement) {
  const std::vector<std::uint64_t> integers = {5, 5, 5, 0};
  EXPECT_EQ(sum<std::uint64_t>(integers), 15u);
  const std::vector<long long> signed_integers = {1, 1, 1, 0};
  EXPECT_EQ(sum<long long>(signed_integers), 3);
  const std::vector<double> reals = {1, 1, 1, 0};
  EXPECT_EQ(sum<double>(reals), 3.0);
}

}  // namespace
