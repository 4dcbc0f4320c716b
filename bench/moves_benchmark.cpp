// Google Benchmark figures for the hot path: move generation, and playing a move with its
// flips, on positions from seeded random games. One iteration is one call, so the time
// per iteration is the time per call. The portable kernels run alongside for comparison.
#include <benchmark/benchmark.h>

#include <bit>

#include "core/perft.h"
#include "support/random_positions.h"

namespace reversi {
namespace {

const std::vector<Position>& positions() {
  static const std::vector<Position> all = testing::random_game_positions(1 << 14, 2026);
  return all;
}

// (board, legal move) pairs from the sample positions: a power of two of them, so that
// cycling through them costs a mask, not a division.
const std::vector<std::pair<Board, Square>>& moves_to_play() {
  static const std::vector<std::pair<Board, Square>> all = [] {
    std::vector<std::pair<Board, Square>> pairs;
    for (const Position& position : positions()) {
      for (Square sq : squares_of(position.board.moves())) pairs.emplace_back(position.board, sq);
    }
    pairs.resize(std::bit_floor(pairs.size()));
    return pairs;
  }();
  return all;
}

template <Bitboard (*kGenerate)(Bitboard, Bitboard)>
void BM_LegalMoves(benchmark::State& state) {
  const auto& all = positions();
  std::size_t i = 0;
  for (auto _ : state) {
    const Board& b = all[i++ & (all.size() - 1)].board;
    benchmark::DoNotOptimize(kGenerate(b.player, b.opponent));
  }
}
BENCHMARK(BM_LegalMoves<legal_moves>)->Name("legal_moves");
BENCHMARK(BM_LegalMoves<detail::legal_moves_portable>)->Name("legal_moves/portable");

template <Bitboard (*kFlips)(Square, Bitboard, Bitboard)>
void BM_PlayMove(benchmark::State& state) {
  const auto& all = moves_to_play();
  std::size_t i = 0;
  for (auto _ : state) {
    const auto& [board, sq] = all[i++ & (all.size() - 1)];
    Board next = board;
    next.make(Move{sq, kFlips(sq, board.player, board.opponent)});
    benchmark::DoNotOptimize(next);
  }
}
BENCHMARK(BM_PlayMove<flips>)->Name("move_with_flips");
#if defined(__AVX2__)
BENCHMARK(BM_PlayMove<detail::flips_avx2>)->Name("move_with_flips/avx2");
#endif
BENCHMARK(BM_PlayMove<detail::flips_portable>)->Name("move_with_flips/portable");

void BM_Perft(benchmark::State& state) {
  std::uint64_t leaves = 0;
  for (auto _ : state) leaves = perft(Board::start(), static_cast<int>(state.range(0)), PassRule::PassIsAPly);
  state.counters["leaves/s"] =
      benchmark::Counter(static_cast<double>(leaves), benchmark::Counter::kIsIterationInvariantRate);
}
BENCHMARK(BM_Perft)->Name("perft")->Arg(8)->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace reversi

BENCHMARK_MAIN();
