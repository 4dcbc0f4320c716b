// FFO positions 20-39 (up to 26 empty squares) solved exactly. Kept out of the sanitizer
// build, where the portable kernels under instrumentation would take too long.
#include <gtest/gtest.h>

#include "core/notation.h"
#include "engine/engine.h"
#include "support/ffo.h"

namespace reversi::engine {
namespace {

TEST(Ffo, EveryPositionOf20To39IsSolvedExactly) {
  Engine engine(EngineOptions{.hash_megabytes = 256, .threads = 2});
  SearchLimits limits;
  limits.exact_empties = kSquareCount;
  int number = 20;
  for (const ObfProblem& problem : testing::read_ffo("fforum-20-39.obf")) {
    engine.clear();
    const SearchResult result = engine.search(problem.position.board, limits);
    EXPECT_TRUE(result.exact) << "#" << number;
    EXPECT_EQ(result.value, problem.best_score() * kValuePerDisc) << "#" << number;
    EXPECT_TRUE(problem.is_best(result.best_move))
        << "#" << number << " played " << square_name(result.best_move);
    ++number;
  }
}

}  // namespace
}  // namespace reversi::engine
