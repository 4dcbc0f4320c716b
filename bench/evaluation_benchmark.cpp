// Google Benchmark figures for the pattern evaluation, which orders the exact solver's
// moves from 14 empties (hundreds of evaluations a node from 20): finding the table
// entries of a board, the whole evaluation, and the short searches over it, on positions
// from seeded random games. One iteration is one call.
#include <benchmark/benchmark.h>

#include <vector>

#include "engine/pattern_search.h"
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
  const PatternEvaluator& evaluator = PatternEvaluator::whole_game();
  std::size_t i = 0;
  for (auto _ : state) benchmark::DoNotOptimize(evaluator.evaluate(all[i++ & (all.size() - 1)].board));
}
BENCHMARK(BM_Evaluate)->Name("pattern_evaluation");

// The short searches that order the solver's moves: one reply deep from 16 empties,
// three plies from 20 (see endgame.cpp), by the whole-game tables as there. Positions from
// 16 to 30 empties.
void BM_Search(benchmark::State& state) {
  static const std::vector<Board> boards = [] {
    std::vector<Board> late;
    for (const Position& position : positions()) {
      const int empties = position.board.empty_count();
      if (empties >= 16 && empties <= 30 && position.board.can_move()) late.push_back(position.board);
    }
    return late;
  }();
  const PatternEvaluator& evaluator = PatternEvaluator::whole_game();
  const int plies = static_cast<int>(state.range(0));
  std::size_t i = 0;
  for (auto _ : state)
    benchmark::DoNotOptimize(pattern_search(evaluator, boards[i++ % boards.size()], plies));
}
BENCHMARK(BM_Search)->Name("pattern_search")->Arg(1)->Arg(3);

}  // namespace
}  // namespace reversi::engine

BENCHMARK_MAIN();
