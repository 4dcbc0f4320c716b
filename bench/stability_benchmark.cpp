// Google Benchmark figures for the stability cut-off of the exact solver: the stable discs
// and the full lines they start from, on the boards where the solver looks for them (3 to
// 12 empty squares, from seeded random games). One iteration is one call. The portable
// kernel of the full lines runs alongside for comparison.
#include <benchmark/benchmark.h>

#include <bit>

#include "engine/full_lines.h"
#include "engine/stability.h"
#include "support/random_positions.h"

namespace reversi::engine {
namespace {

// A power of two of them, so that cycling through them costs a mask, not a division.
const std::vector<Board>& endgame_boards() {
  static const std::vector<Board> all = [] {
    std::vector<Board> boards;
    for (const Position& position : testing::random_game_positions(1 << 17, 2026)) {
      const int empties = position.board.empty_count();
      if (empties >= 3 && empties <= 12) boards.push_back(position.board);
    }
    boards.resize(std::bit_floor(boards.size()));
    return boards;
  }();
  return all;
}

void BM_StableDiscs(benchmark::State& state) {
  const auto& all = endgame_boards();
  std::size_t i = 0;
  for (auto _ : state) {
    const Board& b = all[i++ & (all.size() - 1)];
    benchmark::DoNotOptimize(stable_discs(b.player, b.opponent));
  }
}
BENCHMARK(BM_StableDiscs)->Name("stable_discs");

template <FullLines (*kFullLines)(Bitboard)>
void BM_FullLines(benchmark::State& state) {
  const auto& all = endgame_boards();
  std::size_t i = 0;
  for (auto _ : state) {
    const Board& b = all[i++ & (all.size() - 1)];
    benchmark::DoNotOptimize(kFullLines(b.player | b.opponent));
  }
}
BENCHMARK(BM_FullLines<full_lines>)->Name("full_lines");
BENCHMARK(BM_FullLines<detail::full_lines_portable>)->Name("full_lines/portable");

}  // namespace
}  // namespace reversi::engine

BENCHMARK_MAIN();
