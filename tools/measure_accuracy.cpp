// Measures how far the evaluations are from the values of positions, by phase: the
// accuracy table of issue 22. The positions come from games the tables were not trained
// on (the output of reversi_generate_games), one a game, after the game's random opening
// and spread over the phases. A position's value is its exact score when it has at most
// --exact-empties empty squares, otherwise the value of a --depth search by the engine
// (the whole-game tables with Multi-ProbCut: a deep search of the tables measured, so it
// flatters them a little; the exact rows do not). Prints, by range of --bucket empties, the
// positions, how many were solved, and the mean absolute error and RMS in discs of the
// whole-game tables (levels 5-10), classic's judgement (the hand features, the endgame
// tables from 30 empties) and the hand features alone (levels 1-4).
//
//   build/release/tools/reversi_measure_accuracy --positions 600 --depth 14 held-out.txt
//
// --tables FILE adds a column for other whole-game tables (the ones before a training,
// say), judged on the same positions with the same values; --search-tables FILE has the
// deep searches judge by other tables than the compiled-in ones (a search flatters the
// tables it judges by, so measuring two sets both ways brackets the difference).
//
// The position of game g has 1 + (37 g mod 59) empty squares, or fewer when the game's
// random opening lasts longer; the same games and options give the same table.
#include <CLI/CLI.hpp>
#include <cmath>
#include <cstdio>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/game.h"
#include "engine/engine.h"
#include "engine/evaluation.h"
#include "engine/pattern_evaluation.h"
#include "engine/pattern_tables_file.h"
#include "tool_main.h"
#include "training_game.h"

namespace reversi {
namespace {

struct Options {
  int positions = 600;
  int depth = 14;
  int exact_empties = 22;
  int bucket = 4;
  std::vector<std::string> games;
  std::vector<std::string> tables;
  std::string search_tables;
};

engine::PatternEvaluator read_tables(const std::string& file) {
  const Result<engine::PatternTables> read = engine::read_pattern_tables_file(file);
  if (!read) throw std::runtime_error(read.error());
  return engine::PatternEvaluator(read.value());
}

struct Sample {
  Board board;
  double value = 0;  // discs, for the side to move
  bool exact = false;
};

// The value of `board`: solved, or searched `options.depth` plies deep.
Sample value_of(engine::Engine& engine, const Board& board, const Options& options) {
  engine::SearchLimits limits;
  const bool exact = board.empty_count() <= options.exact_empties;
  if (exact) {
    limits.exact_empties = kSquareCount;
  } else {
    limits.depth = options.depth;  // exact_empties 0: the look-ahead only ends at the game's end
  }
  const engine::SearchResult result = engine.search(board, limits);
  return Sample{board, static_cast<double>(result.value) / engine::kValuePerDisc, exact};
}

// Sums of absolute and squared errors of one evaluation in one range of empties.
struct Errors {
  double absolute = 0;
  double squared = 0;

  void add(double error) {
    absolute += std::abs(error);
    squared += error * error;
  }
};

void print_table(const std::vector<Sample>& samples, const Options& options) {
  const engine::Evaluator whole_game(engine::default_weights(), &engine::PatternEvaluator::whole_game());
  const engine::Evaluator classic(engine::default_weights(), &engine::PatternEvaluator::endgame(),
                                  engine::kPatternMostEmpties);
  const engine::Evaluator features(engine::default_weights());
  std::vector<const engine::Evaluator*> evaluators = {&whole_game, &classic, &features};
  std::vector<std::unique_ptr<engine::PatternEvaluator>> other_tables;
  std::vector<std::unique_ptr<engine::Evaluator>> others;
  for (const std::string& file : options.tables) {
    other_tables.push_back(std::make_unique<engine::PatternEvaluator>(read_tables(file)));
    others.push_back(
        std::make_unique<engine::Evaluator>(engine::default_weights(), other_tables.back().get()));
    evaluators.push_back(others.back().get());
  }
  const int buckets = engine::kMostEmpties / options.bucket + 1;
  std::vector<int> counts(static_cast<std::size_t>(buckets), 0);
  std::vector<int> solved(static_cast<std::size_t>(buckets), 0);
  std::vector<std::vector<Errors>> errors(static_cast<std::size_t>(buckets),
                                          std::vector<Errors>(evaluators.size()));
  for (const Sample& sample : samples) {
    const auto b = static_cast<std::size_t>(sample.board.empty_count() / options.bucket);
    ++counts[b];
    solved[b] += sample.exact ? 1 : 0;
    for (std::size_t e = 0; e < evaluators.size(); ++e) {
      const double judged =
          static_cast<double>(evaluators[e]->evaluate(sample.board)) / engine::kValuePerDisc;
      errors[b][e].add(judged - sample.value);
    }
  }
  std::printf("empties  positions  solved  whole-game MAE  RMS  classic MAE  RMS  features MAE  RMS");
  for (const std::string& file : options.tables) std::printf("  %s MAE  RMS", file.c_str());
  std::printf("\n");
  for (std::size_t b = 0; b < counts.size(); ++b) {
    if (counts[b] == 0) continue;
    const int low = static_cast<int>(b) * options.bucket;
    std::printf("%2d-%-2d  %9d  %6d", low, low + options.bucket - 1, counts[b], solved[b]);
    for (const Errors& e : errors[b])
      std::printf("  %8.2f %6.2f", e.absolute / counts[b], std::sqrt(e.squared / counts[b]));
    std::printf("\n");
  }
}

void run(const Options& options) {
  const std::vector<Board> boards = tools::sample_positions(options.games, options.positions,
                                                            [](int game) { return 1 + (37 * game) % 59; });
  std::optional<engine::PatternEvaluator> search_tables;
  if (!options.search_tables.empty()) search_tables = read_tables(options.search_tables);
  engine::Engine engine(engine::EngineOptions{
      .hash_megabytes = 64, .threads = 1, .patterns = search_tables ? &*search_tables : nullptr});
  std::vector<Sample> samples;
  for (const Board& board : boards) {
    samples.push_back(value_of(engine, board, options));
    if (samples.size() % 50 == 0)
      std::fprintf(stderr, "%zu of %zu positions valued\n", samples.size(), boards.size());
  }
  print_table(samples, options);
}

}  // namespace
}  // namespace reversi

int main(int argc, char** argv) {
  reversi::Options options;
  CLI::App app{"Measure the evaluations' errors by phase against exact scores and deep searches"};
  app.add_option("--positions", options.positions, "Positions to value, one per game")
      ->check(CLI::Range(1, 1'000'000))
      ->capture_default_str();
  app.add_option("--depth", options.depth, "Depth of the searches that value the positions not solved")
      ->check(CLI::Range(1, 30))
      ->capture_default_str();
  app.add_option("--exact-empties", options.exact_empties,
                 "Solve the positions of this many empties or fewer")
      ->check(CLI::Range(0, 30))
      ->capture_default_str();
  app.add_option("--bucket", options.bucket, "Empty squares a row of the table covers")
      ->check(CLI::Range(1, 60))
      ->capture_default_str();
  app.add_option("--tables", options.tables, "Other whole-game tables to measure beside the compiled-in ones")
      ->check(CLI::ExistingFile);
  app.add_option("--search-tables", options.search_tables,
                 "Whole-game tables the deep searches judge by instead of the compiled-in ones")
      ->check(CLI::ExistingFile);
  reversi::tools::add_held_out_games(app, options.games);
  CLI11_PARSE(app, argc, argv);
  return reversi::tools::run_reporting_errors("reversi_measure_accuracy", [&] { reversi::run(options); });
}
