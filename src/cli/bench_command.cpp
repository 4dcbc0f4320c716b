// `reversi bench`: searches a fixed list of positions with one thread and prints the total
// node count, a signature that changes whenever the search's behaviour does.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <string>
#include <utility>
#include <vector>

#include "cli/commands.h"
#include "core/notation.h"
#include "engine/engine.h"

namespace reversi::cli {

namespace {

// A perfect game (Takizawa, "Othello is solved", 2023): its prefixes give positions from
// the opening to the endgame.
constexpr std::string_view kPerfectGame =
    "f5d6c3d3c4f4f6f3e6e7d7c5b6d8c6c7d2b5a5a6a7g5e3b4c8g6g4c2e8d1f7e2g3h4f1e1f2g1b1f8g8b3h3b2h5b7a3a4a1a2c1h2"
    "h1g2b8"
    "a8g7h8h7h6";
constexpr int kPlies[] = {0, 10, 20, 30, 40, 44};

struct BenchOptions {
  int depth = 11;
  int exact_empties = 16;
  engine::Judgement judgement = engine::Judgement::Patterns;
  double seconds = 0;  // a time limit per position, when above 0
  bool no_probcut = false;
};

void run_bench(const BenchOptions& options) {
  engine::Engine engine(engine::EngineOptions{.hash_megabytes = 64, .threads = 1});
  engine::SearchLimits limits;
  limits.depth = options.depth;
  limits.exact_empties = options.exact_empties;
  limits.judgement = options.judgement;
  limits.probcut = !options.no_probcut;
  if (options.seconds > 0)
    limits.time = std::chrono::milliseconds(static_cast<std::int64_t>(options.seconds * 1000));
  std::uint64_t total_nodes = 0;
  double total_seconds = 0;
  std::printf("plies  empties  best   value  exact  depth          nodes     time\n");
  for (int plies : kPlies) {
    const Board board = Game::from_transcript(kPerfectGame.substr(0, 2 * static_cast<std::size_t>(plies)))
                            .value()
                            .position()
                            .board;
    engine.clear();
    const engine::SearchResult result = engine.search(board, limits);
    total_nodes += result.nodes;
    total_seconds += result.seconds;
    std::printf("%5d  %7d  %4s  %+6.2f  %5s  %5d  %13llu  %6.3f s\n", plies, board.empty_count(),
                square_name(result.best_move).c_str(),
                static_cast<double>(result.value) / engine::kValuePerDisc, result.exact ? "yes" : "no",
                result.depth, static_cast<unsigned long long>(result.nodes), result.seconds);
  }
  std::printf("signature: %llu nodes\n", static_cast<unsigned long long>(total_nodes));
  std::printf("time %.3f s, %.0f nodes/s\n", total_seconds,
              total_seconds > 0 ? static_cast<double>(total_nodes) / total_seconds : 0.0);
}

}  // namespace

void add_bench_command(CLI::App& app) {
  auto options = std::make_shared<BenchOptions>();
  CLI::App* bench_app = app.add_subcommand(
      "bench",
      "Search a fixed list of positions with one thread; print the node-count signature and the speed");
  bench_app->add_option("--depth", options->depth, "Midgame depth")
      ->check(CLI::Range(1, engine::kMaxDepth))
      ->capture_default_str();
  bench_app->add_option("--exact", options->exact_empties, "Solve exactly from this many empty squares")
      ->check(CLI::Range(0, kSquareCount))
      ->capture_default_str();
  const std::vector<std::pair<std::string, engine::Judgement>> judgements = {
      {"patterns", engine::Judgement::Patterns},
      {"features", engine::Judgement::Features},
      {"classic", engine::Judgement::FeaturesThenEndgamePatterns},
  };
  bench_app
      ->add_option_function<std::string>(
          "--judgement",
          [options, judgements](const std::string& name) {
            options->judgement =
                std::ranges::find(judgements, name, &std::pair<std::string, engine::Judgement>::first)
                    ->second;
          },
          "How the midgame search judges boards: by the patterns, the features, or as the classic opponent "
          "does (the features, then the endgame tables from 30 empties)")
      ->check(CLI::IsMember(judgements))
      ->default_str("patterns");
  bench_app
      ->add_option("--time", options->seconds,
                   "Stop each position's search after this many seconds, keeping its deepest finished "
                   "depth (default: none; --depth 60 --time 1 shows the depth reached in a second)")
      ->check(CLI::PositiveNumber);
  bench_app->add_flag("--no-probcut", options->no_probcut,
                      "Search every move: no Multi-ProbCut (which only the patterns use)");
  bench_app->callback([options] { run_bench(*options); });
}

}  // namespace reversi::cli
