// Fits the tempo of whole-game pattern tables: a value for the side to move, one a phase,
// added to each phase's constant so that searches of odd and even depth agree.
//
// All the leaves of a search of one depth have the same side to move, and the move into
// each was chosen by the tables as the best for the side that made it: where the tables
// overrate a position for that side, the search picks that position. So the leaves are
// judged too well for the side that just moved, too badly for the side to move, and the
// value swings with the parity of the depth. Training on games' positions cannot see this
// (the tables did not choose their moves); a search can. For each root searched to every
// depth (tools/depth_values.h), each pair of neighbouring depths d and d + 1 gives
// v(odd) - v(even), which a tempo t at both depths' leaves would lower by 2t; the pair is
// counted to the phases of both its leaves' empty squares, and each phase's tempo is half
// its pairs' mean (a phase without pairs takes its nearest neighbour's).
//
//   build/release/tools/reversi_fit_tempo --tables patterns.bin games*.txt                # measure
//   build/release/tools/reversi_fit_tempo --tables patterns.bin --output fitted.bin games*.txt
//
// Prints, by phase, the pairs, the mean |v(d) - v(d + 1)| and v(odd) - v(even) in discs,
// and the tempo fitted; then the same by depth. With --output it writes the tables with
// each phase's constant raised by its tempo. The position of game g has about
// 14 + (37 g mod 45) empty squares, as in reversi_fit_probcut.
#include <CLI/CLI.hpp>
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <limits>
#include <string>
#include <vector>

#include "depth_values.h"
#include "engine/pattern_evaluation.h"
#include "engine/pattern_tables_file.h"
#include "engine/patterns.h"
#include "tool_main.h"
#include "training_game.h"

namespace reversi {
namespace {

struct Options {
  std::string tables;
  int positions = 900;
  int least_depth = 2;
  int most_depth = 9;
  std::string output;
  std::vector<std::string> games;
};

// The pairs of neighbouring depths counted to one phase or one depth.
struct Swings {
  int pairs = 0;
  double absolute = 0;        // sum of |v(d) - v(d + 1)|, discs
  double odd_minus_even = 0;  // sum of v(odd) - v(even), discs

  void add(double difference, double odd_even) {
    ++pairs;
    absolute += std::abs(difference);
    odd_minus_even += odd_even;
  }
  double mean_absolute() const { return pairs ? absolute / pairs : 0; }
  double mean_odd_minus_even() const { return pairs ? odd_minus_even / pairs : 0; }
};

// A phase's empty squares as "a-b".
std::string empties_of_phase(const engine::PatternTables& tables, int phase) {
  int fewest = engine::kMostEmpties, most = 0;
  for (int empties = 0; empties <= engine::kMostEmpties; ++empties) {
    if (tables.phase_of_empties[empties] != phase) continue;
    fewest = std::min(fewest, empties);
    most = std::max(most, empties);
  }
  return std::to_string(fewest) + "-" + std::to_string(most);
}

// Each phase's tempo in hundredths of a disc: half the mean v(odd) - v(even) of its pairs,
// or its nearest phase's with pairs.
std::vector<int> fitted_tempo(const std::vector<Swings>& by_phase) {
  std::vector<int> tempo(by_phase.size());
  for (std::size_t phase = 0; phase < by_phase.size(); ++phase) {
    std::size_t nearest = by_phase.size();
    for (std::size_t other = 0; other < by_phase.size(); ++other) {
      const auto distance = [&](std::size_t p) { return p > phase ? p - phase : phase - p; };
      if (by_phase[other].pairs > 0 && (nearest == by_phase.size() || distance(other) < distance(nearest)))
        nearest = other;
    }
    if (nearest == by_phase.size()) throw std::runtime_error("no pairs of depths to fit the tempo to");
    tempo[phase] =
        static_cast<int>(std::lround(by_phase[nearest].mean_odd_minus_even() / 2 * engine::kValuePerDisc));
  }
  return tempo;
}

void write_tables(engine::PatternTables tables, const std::vector<int>& tempo, const std::string& file) {
  for (int phase = 0; phase < tables.phases; ++phase) {
    std::int16_t& constant =
        tables.entries[phase * engine::pattern_entries_per_phase() + engine::pattern_constant_entry()];
    const int raised = constant + tempo[phase];
    if (raised < std::numeric_limits<std::int16_t>::min() ||
        raised > std::numeric_limits<std::int16_t>::max())
      throw std::runtime_error("phase " + std::to_string(phase) +
                               "'s constant with its tempo is out of range");
    constant = static_cast<std::int16_t>(raised);
  }
  std::ofstream output(file, std::ios::binary);
  output << engine::pattern_tables_bytes(tables);
  if (!output) throw std::runtime_error("cannot write " + file);
}

void run(const Options& options) {
  if (options.least_depth >= options.most_depth)
    throw std::runtime_error("--least-depth must be below --most-depth");
  Result<engine::PatternTables> read = engine::read_pattern_tables_file(options.tables);
  if (!read) throw std::runtime_error(read.error());
  const engine::PatternTables& layout = read.value();
  const engine::PatternEvaluator tables(layout);
  const engine::Evaluator evaluator(engine::default_weights(), &tables);
  const std::vector<Board> boards = tools::sample_midgame_positions(options.games, options.positions);
  engine::TranspositionTable table(16);
  std::vector<Swings> by_phase(static_cast<std::size_t>(layout.phases));
  std::vector<Swings> by_depth(static_cast<std::size_t>(options.most_depth));
  int searched = 0;
  for (const Board& board : boards) {
    const std::vector<engine::Value> values =
        tools::values_by_depth(board, options.most_depth, evaluator, table);
    for (int depth = options.least_depth; depth < options.most_depth; ++depth) {
      const double difference =
          static_cast<double>(values[depth + 1] - values[depth]) / engine::kValuePerDisc;
      const double odd_even = depth % 2 == 1 ? -difference : difference;
      by_depth[depth].add(difference, odd_even);
      for (const int leaf_empties : {board.empty_count() - depth, board.empty_count() - depth - 1})
        by_phase[layout.phase_of_empties[std::max(leaf_empties, 0)]].add(difference, odd_even);
    }
    if (++searched % 100 == 0)
      std::fprintf(stderr, "%d of %zu positions searched\n", searched, boards.size());
  }
  const std::vector<int> tempo = fitted_tempo(by_phase);
  std::printf("%zu positions of %d to %d empties, depths %d to %d; by the phase of the leaves:\n",
              boards.size(), tools::kMidgameLeastEmpties,
              tools::kMidgameLeastEmpties + tools::kMidgameEmptiesSpread - 1, options.least_depth,
              options.most_depth);
  std::printf("phase  empties  pairs  mean |v(d)-v(d+1)|  mean v(odd)-v(even)  tempo\n");
  Swings all;
  for (int phase = 0; phase < layout.phases; ++phase) {
    const Swings& swings = by_phase[phase];
    std::printf("%5d  %7s  %5d  %18.2f  %+19.2f  %+5.2f\n", phase, empties_of_phase(layout, phase).c_str(),
                swings.pairs, swings.mean_absolute(), swings.mean_odd_minus_even(),
                static_cast<double>(tempo[phase]) / engine::kValuePerDisc);
  }
  std::printf("depths  pairs  mean |v(d)-v(d+1)|  mean v(odd)-v(even)\n");
  for (int depth = options.least_depth; depth < options.most_depth; ++depth) {
    const Swings& swings = by_depth[depth];
    std::printf("%2d-%-3d  %5d  %18.2f  %+19.2f\n", depth, depth + 1, swings.pairs, swings.mean_absolute(),
                swings.mean_odd_minus_even());
    all.pairs += swings.pairs;
    all.absolute += swings.absolute;
    all.odd_minus_even += swings.odd_minus_even;
  }
  std::printf("all     %5d  %18.2f  %+19.2f\n", all.pairs, all.mean_absolute(), all.mean_odd_minus_even());
  if (!options.output.empty()) write_tables(layout, tempo, options.output);
}

}  // namespace
}  // namespace reversi

int main(int argc, char** argv) {
  reversi::Options options;
  CLI::App app{
      "Measure how searches of odd and even depth disagree, and fit the tempo that makes them agree"};
  app.add_option("--tables", options.tables, "The pattern tables (as reversi_train_evaluation writes them)")
      ->required()
      ->check(CLI::ExistingFile);
  app.add_option("--positions", options.positions, "Positions to search, one per game")
      ->check(CLI::Range(1, 1'000'000))
      ->capture_default_str();
  app.add_option("--least-depth", options.least_depth, "The shallowest depth compared with the next")
      ->check(CLI::Range(1, 19))
      ->capture_default_str();
  app.add_option("--most-depth", options.most_depth, "The deepest search")
      ->check(CLI::Range(2, 20))
      ->capture_default_str();
  app.add_option("--output", options.output, "Write the tables with the tempo fitted in");
  reversi::tools::add_held_out_games(app, options.games);
  CLI11_PARSE(app, argc, argv);
  return reversi::tools::run_reporting_errors("reversi_fit_tempo", [&] { reversi::run(options); });
}
