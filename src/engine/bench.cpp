#include "engine/bench.h"

#include <chrono>
#include <string_view>

#include "core/game.h"
#include "engine/engine.h"

namespace reversi::engine {

namespace {

// A perfect game (Takizawa, "Othello is solved", 2023): its prefixes give positions from
// the opening to the endgame.
constexpr std::string_view kPerfectGame =
    "f5d6c3d3c4f4f6f3e6e7d7c5b6d8c6c7d2b5a5a6a7g5e3b4c8g6g4c2e8d1f7e2g3h4f1e1f2g1b1f8g8b3h3b2h5b7a3a4a1a2c1h2"
    "h1g2b8"
    "a8g7h8h7h6";
constexpr int kPlies[] = {0, 10, 20, 30, 40, 44};

}  // namespace

std::vector<BenchSearch> run_bench(const BenchOptions& options) {
  Engine engine(EngineOptions{.hash_megabytes = 64, .threads = 1});
  SearchLimits limits;
  limits.depth = options.depth;
  limits.exact_empties = options.exact_empties;
  limits.judgement = options.judgement;
  limits.probcut = options.probcut;
  if (options.seconds > 0)
    limits.time = std::chrono::milliseconds(static_cast<std::int64_t>(options.seconds * 1000));
  std::vector<BenchSearch> searches;
  for (int plies : kPlies) {
    const Board board = Game::from_transcript(kPerfectGame.substr(0, 2 * static_cast<std::size_t>(plies)))
                            .value()
                            .position()
                            .board;
    engine.clear();
    searches.push_back({plies, board.empty_count(), engine.search(board, limits)});
  }
  return searches;
}

}  // namespace reversi::engine
