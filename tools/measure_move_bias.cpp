// Measures how the whole-game tables judge the positions after the moves a game's player
// chose and after the moves it did not, against exact scores: tables trained only on
// positions after chosen moves may judge the others wrongly, and a search, which looks at
// every move, then sees them wrongly too (searches of odd and even depth disagree).
//
// For one position a game (after the random opening, not before a random move, the side
// to move having two moves or more) with --empties empty squares or just under, every
// move's position is solved exactly and judged by the tables; the errors (judged minus
// exact, for the side to move there) are averaged separately for the move the game played
// and for the others. A mean below zero means the tables judge the side to move worse off
// than it is, that is, the side that just moved better off.
//
//   build/release/tools/reversi_measure_move_bias --positions 40 --empties 23 [--tables FILE] held-out.txt
//
// --tables measures tables from a file (as reversi_train_evaluation writes them) instead of
// the compiled-in ones.
// Each position costs an exact solve of every one of its moves (docs/benchmarks/evaluation.md has the
// time).
#include <CLI/CLI.hpp>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "core/game.h"
#include "engine/engine.h"
#include "engine/pattern_evaluation.h"
#include "engine/pattern_tables_file.h"
#include "tool_main.h"
#include "training_game.h"

namespace reversi {
namespace {

struct Options {
  int positions = 40;
  int empties = 23;
  std::string tables;  // none: the compiled-in tables
  std::vector<std::string> games;
};

struct Errors {
  int count = 0;
  double sum = 0;
  double absolute = 0;

  void add(double error) {
    ++count;
    sum += error;
    absolute += std::abs(error);
  }
  void print(const char* name) const {
    std::printf("%-16s %6d positions  mean error %+6.2f discs  MAE %5.2f\n", name, count,
                count ? sum / count : 0.0, count ? absolute / count : 0.0);
  }
};

// The position of `training` to measure: the first with at most `empties` empty squares
// that is learnt from and has two moves or more; nothing if none.
std::optional<std::size_t> chosen_ply(const tools::TrainingGame& training, int empties) {
  for (std::size_t ply = 0; ply + 1 < training.game.recorded_plies(); ++ply) {
    const Board& board = training.game.position_before(ply).board;
    if (board.empty_count() <= empties && tools::is_learnt_from(training, ply) && count(board.moves()) >= 2)
      return ply;
  }
  return std::nullopt;
}

void run(const Options& options) {
  engine::Engine engine(engine::EngineOptions{.hash_megabytes = 64, .threads = 1});
  engine::SearchLimits solve;
  solve.exact_empties = kSquareCount;
  std::optional<engine::PatternEvaluator> from_file;
  if (!options.tables.empty()) {
    const Result<engine::PatternTables> read = engine::read_pattern_tables_file(options.tables);
    if (!read) throw std::runtime_error(read.error());
    from_file.emplace(read.value());
  }
  const engine::PatternEvaluator& tables = from_file ? *from_file : engine::PatternEvaluator::whole_game();
  Errors played;
  Errors others;
  int measured = 0;
  for (const std::string& file : options.games) {
    std::ifstream input(file);
    if (!input) throw std::runtime_error("cannot read " + file);
    std::string line;
    for (int number = 1; measured < options.positions && std::getline(input, line); ++number) {
      const Result<tools::TrainingGame> read = tools::parse_training_game(line);
      if (!read) throw std::runtime_error(file + ":" + std::to_string(number) + ": " + read.error());
      const tools::TrainingGame& training = read.value();
      const std::optional<std::size_t> ply = chosen_ply(training, options.empties);
      if (!ply) continue;
      const Board board = training.game.position_before(*ply).board;
      const Board next = training.game.position_before(*ply + 1).board;
      for (Square square : squares_of(board.moves())) {
        const Board after = board.after(board.move_at(square));
        const double exact = static_cast<double>(engine.search(after, solve).value) / engine::kValuePerDisc;
        const double judged = static_cast<double>(tables.evaluate(after)) / engine::kValuePerDisc;
        (after == next ? played : others).add(judged - exact);
      }
      if (++measured % 10 == 0)
        std::fprintf(stderr, "%d of %d positions measured\n", measured, options.positions);
    }
  }
  if (measured < options.positions)
    std::fprintf(stderr, "the games gave only %d positions, not %d\n", measured, options.positions);
  std::printf("after %d positions of at most %d empties, the tables' error on the next position:\n", measured,
              options.empties);
  played.print("move played");
  others.print("other moves");
}

}  // namespace
}  // namespace reversi

int main(int argc, char** argv) {
  reversi::Options options;
  CLI::App app{"Measure the tables' error after the moves played and after the others, against exact scores"};
  app.add_option("--positions", options.positions, "Positions to measure, one a game")
      ->check(CLI::Range(1, 100'000))
      ->capture_default_str();
  app.add_option("--empties", options.empties, "Empty squares of the positions, or the fewest under it")
      ->check(CLI::Range(2, 26))
      ->capture_default_str();
  app.add_option("--tables", options.tables, "Tables to measure instead of the compiled-in ones")
      ->check(CLI::ExistingFile);
  reversi::tools::add_held_out_games(app, options.games);
  CLI11_PARSE(app, argc, argv);
  return reversi::tools::run_reporting_errors("reversi_measure_move_bias", [&] { reversi::run(options); });
}
