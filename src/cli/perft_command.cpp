// `reversi perft N`: counts the move sequences of N plies and times the count.
#include <chrono>
#include <cstdio>

#include "cli/commands.h"
#include "core/perft.h"

namespace reversi::cli {

namespace {

struct PerftOptions {
  int depth = 0;
  bool passes_are_plies = false;  // the default, accepted to be explicit
  bool passes_not_plies = false;
  std::string from;
};

void run_perft(const PerftOptions& options) {
  const Position start = position_argument("--from", options.from);
  const PassRule rule = options.passes_not_plies ? PassRule::PassIsFree : PassRule::PassIsAPly;
  const auto began = std::chrono::steady_clock::now();
  const std::uint64_t leaves = perft(start.board, options.depth, rule);
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - began).count();
  std::printf(
      "perft %d (%s): %llu leaves\n", options.depth,
      options.passes_not_plies ? "a forced pass does not use up a ply" : "a forced pass uses up a ply",
      static_cast<unsigned long long>(leaves));
  std::printf("time %.3f s, %.1f million leaves/s\n", seconds,
              seconds > 0 ? static_cast<double>(leaves) / seconds / 1e6 : 0.0);
}

}  // namespace

void add_perft_command(CLI::App& app) {
  auto options = std::make_shared<PerftOptions>();
  CLI::App* perft_app = app.add_subcommand(
      "perft", "Count the move sequences of N plies from the start (or --from) and time it");
  perft_app->add_option("depth", options->depth, "Number of plies")->required()->check(CLI::Range(0, 20));
  CLI::Option* plies =
      perft_app->add_flag("--passes-are-plies", options->passes_are_plies,
                          "A forced pass uses up a ply: the published series 4, 12, 56, ... (default)");
  perft_app
      ->add_flag("--passes-not-plies", options->passes_not_plies,
                 "A forced pass does not use up a ply: the mover's opponent moves within the same ply")
      ->excludes(plies);
  perft_app->add_option("--from", options->from,
                        "Start from this position: 64 squares and X or O, or a transcript from the start");
  perft_app->callback([options] { run_perft(*options); });
}

}  // namespace reversi::cli
