// Fits Multi-ProbCut (src/engine/probcut.h) to whole-game pattern tables: how a deep
// search's value follows a shallow one's. Searches positions from self-play games (the
// output of reversi_generate_games, games the tables were not trained on) to every depth up
// to --most-depth with the tables and no cut-offs, then for each depth fits
//   deep = slope * shallow + intercept
// by least squares, and the spread of the deep values around that line as a linear
// function of the empty squares (from the mean absolute deviation, which is sigma * 0.80
// for normal errors). Writes the fit as C++ initialisers (src/engine/data/probcut_fit.inc).
//
//   build/release/tools/reversi_fit_probcut --tables patterns.bin --output fit.inc games*.txt
//
// The position of game g has about 14 + (37 g mod 45) empty squares (fewer where the
// game's random opening lasts longer), so the sample covers the midgame evenly; the same
// games and options always give the same fit.
#include <CLI/CLI.hpp>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <numbers>

#include "core/game.h"
#include "depth_values.h"
#include "engine/pattern_evaluation.h"
#include "engine/pattern_tables_file.h"
#include "engine/probcut.h"
#include "tool_main.h"
#include "training_game.h"

namespace reversi {
namespace {

struct Options {
  std::string tables;
  int positions = 1000;
  int most_depth = 10;
  std::string output;
  std::vector<std::string> games;
};

struct Fit {
  engine::ProbCutFit fit;
  double residual_sd;  // of all the positions together, for the report
};

Fit fit_depth(int depth, const std::vector<Board>& boards,
              const std::vector<std::vector<engine::Value>>& values) {
  const int shallow = engine::probcut_shallow_depth(depth);
  const double n = static_cast<double>(boards.size());
  double sx = 0, sy = 0, sxx = 0, sxy = 0;
  for (const auto& v : values) {
    const double x = v[shallow], y = v[depth];
    sx += x, sy += y, sxx += x * x, sxy += x * y;
  }
  const double slope = (n * sxy - sx * sy) / (n * sxx - sx * sx);
  const double intercept = (sy - slope * sx) / n;
  // Sigma from the absolute residuals, as a line in the empties: least squares again.
  const double to_sigma = std::sqrt(std::numbers::pi / 2);
  double se = 0, sr = 0, see = 0, ser = 0, squares = 0;
  for (std::size_t i = 0; i < boards.size(); ++i) {
    const double residual = values[i][depth] - (slope * values[i][shallow] + intercept);
    const double e = boards[i].empty_count(), r = std::abs(residual) * to_sigma;
    se += e, sr += r, see += e * e, ser += e * r, squares += residual * residual;
  }
  const double per_empty = (n * ser - se * sr) / (n * see - se * se);
  const double base = (sr - per_empty * se) / n;
  // Positions whose shallow values, or whose empties, are all alike determine no line: the
  // division by zero would reach the .inc as "nan" and break the build that compiles it.
  for (const double number : {slope, intercept, base, per_empty}) {
    if (!std::isfinite(number)) {
      throw std::runtime_error("depth " + std::to_string(depth) + ": the " + std::to_string(boards.size()) +
                               " positions determine no fit (their shallow values or their empties are "
                               "all alike); sample more");
    }
  }
  return Fit{{depth, shallow, slope, intercept, base, per_empty}, std::sqrt(squares / n)};
}

void run(const Options& options) {
  Result<engine::PatternTables> layout = engine::read_pattern_tables_file(options.tables);
  if (!layout) throw std::runtime_error(layout.error());
  const engine::PatternEvaluator tables(std::move(layout).value());
  const engine::Evaluator patterns(engine::default_weights(), &tables);
  const std::vector<Board> boards = tools::sample_midgame_positions(options.games, options.positions);
  engine::TranspositionTable table(16);
  std::vector<std::vector<engine::Value>> values;
  for (const Board& board : boards) {
    values.push_back(tools::values_by_depth(board, options.most_depth, patterns, table));
    if (values.size() % 50 == 0)
      std::fprintf(stderr, "%zu of %zu positions searched\n", values.size(), boards.size());
  }
  // Every depth is fitted before the file is written: a fit that fails leaves none.
  std::vector<Fit> fits;
  for (int depth = 3; depth <= options.most_depth; ++depth) fits.push_back(fit_depth(depth, boards, values));
  std::ofstream output(options.output);
  output << "// Written by tools/fit_probcut.cpp (see tools/rebuild-evaluation.sh): " << boards.size()
         << " positions of " << tools::kMidgameLeastEmpties << " to "
         << tools::kMidgameLeastEmpties + tools::kMidgameEmptiesSpread - 1
         << " empties.\n// {depth, shallow depth, slope, intercept, sigma at 0 empties, sigma per empty} "
            "(hundredths of a disc); the\n// spread of all positions together in the comment.\n";
  for (const Fit& fit : fits) {
    char line[200];
    std::snprintf(line, sizeof line, "{%d, %d, %.4f, %.1f, %.1f, %.2f},  // sd %.0f\n", fit.fit.depth,
                  fit.fit.shallow_depth, fit.fit.slope, fit.fit.intercept, fit.fit.sigma_base,
                  fit.fit.sigma_per_empty, fit.residual_sd);
    output << line;
    std::fputs(line, stderr);
  }
  if (!output) throw std::runtime_error("cannot write " + options.output);
}

}  // namespace
}  // namespace reversi

int main(int argc, char** argv) {
  reversi::Options options;
  CLI::App app{"Fit Multi-ProbCut to whole-game pattern tables"};
  app.add_option("--tables", options.tables, "The pattern tables (as reversi_train_evaluation writes them)")
      ->required();
  app.add_option("--positions", options.positions, "Positions to search, one per game")
      ->check(CLI::Range(3, 1'000'000))
      ->capture_default_str();
  app.add_option("--most-depth", options.most_depth, "Deepest search fitted")
      ->check(CLI::Range(3, 20))
      ->capture_default_str();
  app.add_option("--output", options.output, "The fit, as C++ initialisers")->required();
  app.add_option("games", options.games, "Game files (reversi_generate_games lines)")->required();
  CLI11_PARSE(app, argc, argv);
  return reversi::tools::run_reporting_errors("reversi_fit_probcut", [&] { reversi::run(options); });
}
