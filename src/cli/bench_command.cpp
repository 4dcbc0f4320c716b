// `reversi bench`: searches a fixed list of positions with one thread and prints the total
// node count, a signature that changes whenever the search's behaviour does.
#include <algorithm>
#include <cstdio>
#include <string>
#include <utility>
#include <vector>

#include "cli/commands.h"
#include "core/notation.h"
#include "engine/bench.h"

namespace reversi::cli {

namespace {

void print_bench(const engine::BenchOptions& options) {
  std::uint64_t total_nodes = 0;
  double total_seconds = 0;
  std::printf("plies  empties  best   value  exact  depth          nodes     time\n");
  for (const engine::BenchSearch& search : engine::run_bench(options)) {
    const engine::SearchResult& result = search.result;
    total_nodes += result.nodes;
    total_seconds += result.seconds;
    std::printf("%5d  %7d  %4s  %+6.2f  %5s  %5d  %13llu  %6.3f s\n", search.plies, search.empties,
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
  auto options = std::make_shared<engine::BenchOptions>();
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
  bench_app->add_flag_callback(
      "--no-probcut", [options] { options->probcut = false; },
      "Search every move: no Multi-ProbCut (which only the patterns use)");
  bench_app->callback([options] { print_bench(*options); });
}

}  // namespace reversi::cli
