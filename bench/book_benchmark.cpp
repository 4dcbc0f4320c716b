// How long the opening book takes to load: a synthetic book of 100,000 positions (the
// size the shipped book is to have), from the first 20 moves of seeded random games with
// made-up values, read from its binary and from its text format. One iteration is one
// whole book.
#include <benchmark/benchmark.h>

#include <random>

#include "core/symmetry.h"
#include "engine/book_files.h"
#include "support/random_positions.h"

namespace reversi::engine {
namespace {

constexpr std::size_t kPositions = 100'000;

const Book& synthetic_book() {
  static const Book book = [] {
    Book made;
    std::mt19937_64 random(2026);
    std::uniform_int_distribution<int> value(-20, 20);
    for (const Position& position : testing::random_game_positions(2'000'000, 25)) {
      if (made.size() == kPositions) break;
      const Board& board = position.board;
      if (board.empty_count() < 40 || !board.can_move() || made.contains(board)) continue;
      std::vector<SearchedMove> moves;
      for (Square move : squares_of(board.moves())) moves.push_back(SearchedMove{move, value(random)});
      made.add(board, 20, moves);
    }
    made.propagate();
    return made;
  }();
  return book;
}

void BM_LoadBinary(benchmark::State& state) {
  const std::string bytes = book_binary(synthetic_book());
  for (auto _ : state) benchmark::DoNotOptimize(parse_book_binary(bytes, "book.bin").ok());
  state.counters["positions"] = static_cast<double>(synthetic_book().size());
  state.counters["bytes"] = static_cast<double>(bytes.size());
}
BENCHMARK(BM_LoadBinary)->Name("book_load_binary")->Unit(benchmark::kMillisecond);

void BM_LoadText(benchmark::State& state) {
  const std::string text = book_text(synthetic_book());
  for (auto _ : state) benchmark::DoNotOptimize(parse_book_text(text, "book.txt").ok());
  state.counters["positions"] = static_cast<double>(synthetic_book().size());
  state.counters["bytes"] = static_cast<double>(text.size());
}
BENCHMARK(BM_LoadText)->Name("book_load_text")->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace reversi::engine

BENCHMARK_MAIN();
