// Measures what Multi-ProbCut costs in accuracy and saves in nodes: each position is
// searched to --depth with and without the cuts (the compiled-in tables and their fit),
// and the two compared. The positions come from games neither the tables nor the fit saw
// (the output of reversi_generate_games), one a game, after the game's random opening;
// game g gives the position of 24 + (g mod 27) empty squares, the midgame where the cuts
// are tried most.
//
//   build/release/tools/reversi_probcut_agreement --positions 200 --depth 8 held-out.txt
//
// Prints the share of values within two discs, the mean difference in discs, the share of
// positions where both searches choose the same move, and the nodes with the cuts as a
// share of the nodes without (every node counted, the cuts' shallow searches included).
#include <CLI/CLI.hpp>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "engine/engine.h"
#include "tool_main.h"
#include "training_game.h"

namespace reversi {
namespace {

struct Options {
  int positions = 200;
  int depth = 8;
  std::vector<std::string> games;
};

void run(const Options& options) {
  const std::vector<Board> boards =
      tools::sample_positions(options.games, options.positions, [](int game) { return 24 + game % 27; });
  engine::Engine engine(engine::EngineOptions{.hash_megabytes = 16, .threads = 1});
  int within_two_discs = 0;
  int same_move = 0;
  double difference = 0;
  std::uint64_t nodes_without = 0;
  std::uint64_t nodes_with = 0;
  for (const Board& board : boards) {
    engine::SearchLimits limits;
    limits.depth = options.depth;
    limits.probcut = false;
    engine.clear();
    const engine::SearchResult without = engine.search(board, limits);
    limits.probcut = true;
    engine.clear();
    const engine::SearchResult with = engine.search(board, limits);
    const int apart = std::abs(with.value - without.value);
    within_two_discs += apart <= 2 * engine::kValuePerDisc ? 1 : 0;
    same_move += with.best_move == without.best_move ? 1 : 0;
    difference += static_cast<double>(apart) / engine::kValuePerDisc;
    nodes_without += without.nodes;
    nodes_with += with.nodes;
  }
  const double count = static_cast<double>(boards.size());
  std::printf(
      "depth %d, %zu positions: within two discs %.1f%%, mean difference %.2f discs, "
      "same move %.1f%%, nodes %.1f%% (%llu of %llu)\n",
      options.depth, boards.size(), 100.0 * within_two_discs / count, difference / count,
      100.0 * same_move / count, 100.0 * static_cast<double>(nodes_with) / static_cast<double>(nodes_without),
      static_cast<unsigned long long>(nodes_with), static_cast<unsigned long long>(nodes_without));
}

}  // namespace
}  // namespace reversi

int main(int argc, char** argv) {
  reversi::Options options;
  CLI::App app{"Compare searches with and without Multi-ProbCut on held-out positions"};
  app.add_option("--positions", options.positions, "Positions to search, one per game")
      ->check(CLI::Range(1, 1'000'000))
      ->capture_default_str();
  app.add_option("--depth", options.depth, "Depth of both searches")
      ->check(CLI::Range(3, 30))
      ->capture_default_str();
  reversi::tools::add_held_out_games(app, options.games);
  CLI11_PARSE(app, argc, argv);
  return reversi::tools::run_reporting_errors("reversi_probcut_agreement", [&] { reversi::run(options); });
}
