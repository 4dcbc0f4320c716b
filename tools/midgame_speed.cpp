// Measures the midgame search as the strong levels run it (the whole-game patterns,
// Multi-ProbCut, iterative deepening, one thread, a 16 MB table (--hash) cleared before
// each position): the nodes and seconds to reach --depth on held-out positions from 30 to 50
// empties (game g gives the position of 30 + (g mod 21) empty squares, the middle game
// where the top levels spend their time), with the moves chosen, so that two builds can be
// compared position by position.
//
//   taskset -c 0 build/release/tools/reversi_midgame_speed --positions 100 --depth 14 held-out.txt
//
// Prints one line a position (its empties, the move, the value in discs, nodes, seconds) with
// --each, and the totals: nodes (every node, ProbCut's shallow searches included), seconds
// and nodes a second.
#include <CLI/CLI.hpp>
#include <cstdio>
#include <string>
#include <vector>

#include "core/notation.h"
#include "engine/engine.h"
#include "tool_main.h"
#include "training_game.h"

namespace reversi {
namespace {

struct Options {
  int positions = 100;
  int depth = 14;
  int hash_megabytes = 16;
  bool each = false;
  std::vector<std::string> games;
};

void run(const Options& options) {
  const std::vector<Board> boards =
      tools::sample_positions(options.games, options.positions, [](int game) { return 30 + game % 21; });
  engine::Engine engine(engine::EngineOptions{
      .hash_megabytes = static_cast<std::size_t>(options.hash_megabytes), .threads = 1});
  engine::SearchLimits limits;
  limits.depth = options.depth;
  limits.solve_ahead = false;  // the midgame alone, as a timed level's deeper search
  std::uint64_t nodes = 0;
  double seconds = 0;
  for (std::size_t i = 0; i < boards.size(); ++i) {
    engine.clear();
    const engine::SearchResult result = engine.search(boards[i], limits);
    nodes += result.nodes;
    seconds += result.seconds;
    if (options.each)
      std::printf("%3zu: %2d empties, %s %+6.2f, %llu nodes, %.3f s\n", i, boards[i].empty_count(),
                  square_name(result.best_move).c_str(),
                  static_cast<double>(result.value) / engine::kValuePerDisc,
                  static_cast<unsigned long long>(result.nodes), result.seconds);
  }
  std::printf("depth %d, %zu positions: %llu nodes, %.3f s, %.2f M nodes/s\n", options.depth, boards.size(),
              static_cast<unsigned long long>(nodes), seconds, static_cast<double>(nodes) / seconds / 1e6);
}

}  // namespace
}  // namespace reversi

int main(int argc, char** argv) {
  reversi::Options options;
  CLI::App app{"Time the strong levels' midgame search to a fixed depth on held-out positions"};
  app.add_option("--positions", options.positions, "Positions to search, one per game")
      ->check(CLI::Range(1, 1'000'000))
      ->capture_default_str();
  app.add_option("--depth", options.depth, "Depth of each search")
      ->check(CLI::Range(1, 40))
      ->capture_default_str();
  app.add_option("--hash", options.hash_megabytes,
                 "MiB of hash tables, shared by the midgame and endgame tables (a match's levels have 16, "
                 "the server's 64)")
      ->check(CLI::Range(1, 4096))
      ->capture_default_str();
  app.add_flag("--each", options.each, "Print every position's move, value and nodes");
  reversi::tools::add_held_out_games(app, options.games);
  CLI11_PARSE(app, argc, argv);
  return reversi::tools::run_reporting_errors("reversi_midgame_speed", [&] { reversi::run(options); });
}
