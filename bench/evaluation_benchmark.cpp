// Google Benchmark figures for the pattern evaluation, which orders the exact solver's
// moves from 14 empties (hundreds of evaluations a node from 20): finding the table
// entries of a board, and the whole evaluation, on positions from seeded random games.
// One iteration is one call.
#include <benchmark/benchmark.h>

#include "engine/pattern_evaluation.h"
#include "support/random_positions.h"

namespace reversi::engine {
namespace {

const std::vector<Position>& positions() {
  static const std::vector<Position> all = testing::random_game_positions(1 << 14, 2026);
  return all;
}

void BM_PatternFeatures(benchmark::State& state) {
  const auto& all = positions();
  std::size_t i = 0;
  for (auto _ : state) benchmark::DoNotOptimize(pattern_features(all[i++ & (all.size() - 1)].board));
}
BENCHMARK(BM_PatternFeatures)->Name("pattern_features");

void BM_Evaluate(benchmark::State& state) {
  const auto& all = positions();
  const PatternEvaluator& evaluator = PatternEvaluator::trained();
  std::size_t i = 0;
  for (auto _ : state) benchmark::DoNotOptimize(evaluator.evaluate(all[i++ & (all.size() - 1)].board));
}
BENCHMARK(BM_Evaluate)->Name("pattern_evaluation");

}  // namespace
}  // namespace reversi::engine

BENCHMARK_MAIN();
