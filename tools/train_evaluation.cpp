// Trains the pattern evaluation's tables on self-play games (the output of
// reversi_generate_games) by stochastic gradient descent on the squared error, and writes
// them in the format PatternEvaluator reads (engine/pattern_tables.h).
//
//   build/release/tools/reversi_train_evaluation --output tables.bin --held-out held.txt games*.txt
//
// Every position of a game after its random opening where the side to move has a move is
// a training position, labelled with the game's final score from that side: the exact
// score for the positions from which both sides played perfectly, the result of the game
// played on from there (by the generator's search, then perfectly) for the ones before.
// A line learnt from at none of its plies is a single position, its last, with its exact
// value or a search's.
// The positions of the random opening are left out: the random move that follows each of
// them costs the side to move, on average, discs that its position does not explain, and
// the tables learnt from them judged every middle-game board as several discs worse for
// the side to move, and searches of odd and even depth disagreed (docs/benchmarks-history.md,
// "The positions of the random openings are left out").
//
// The errors on the held-out games (files kept apart from all training) are printed by
// range of empties, for the new tables, the compiled-in ones and the feature evaluation,
// and with --report written to a file (tools/rebuild-evaluation.sh puts it in the
// manifest).
//
// With --initial the training starts from existing tables (and their phases) instead of
// zeros: new games refine them without the games they were trained on.
#include <CLI/CLI.hpp>
#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <iterator>
#include <optional>
#include <random>

#include "core/game.h"
#include "engine/evaluation.h"
#include "engine/pattern_tables.h"
#include "engine/pattern_tables_file.h"
#include "engine/patterns.h"
#include "tool_main.h"
#include "training_game.h"

namespace reversi {
namespace {

struct Sample {
  Board board;
  float score;  // discs, for the side to move
  bool exact;   // played perfectly from here: the score is the exact value
  std::array<std::uint32_t, engine::kFeaturesPerBoard> features;
};

// Adds the positions of one game line (tools/training_game.h) that are learnt from: after
// its random opening, not before a random move. Returns what is wrong with the line, if anything.
std::optional<std::string> add_game(std::string_view line, std::vector<Sample>& samples) {
  const Result<tools::TrainingGame> read = tools::parse_training_game(line);
  if (!read) return read.error();
  const tools::TrainingGame& training = read.value();
  const auto learn = [&](const Position& position) {
    if (!position.board.can_move()) return;  // a forced pass, or the end: nothing to learn
    const auto score =
        static_cast<float>(position.to_move == Color::Black ? training.black_score : -training.black_score);
    samples.push_back(Sample{position.board, score, position.board.empty_count() <= training.perfect_empties,
                             engine::pattern_features(position.board)});
  };
  for (std::size_t ply = 0; ply < training.game.recorded_plies(); ++ply) {
    if (tools::is_learnt_from(training, ply)) learn(training.game.position_before(ply));
  }
  // A line learnt from at none of its plies gives its last position with the line's score:
  // its exact value (reversi_wthor_training_games --exact-positions-from) or a search's
  // (--searched-positions-from).
  // Other lines, the tournament games' to their theoretical score among them, keep it out:
  // the tables compiled in were trained so, and tools/rebuild-evaluation.sh makes them again.
  if (training.random_plies >= static_cast<int>(training.game.recorded_plies()) &&
      tools::is_learnt_from(training, training.game.recorded_plies()))
    learn(training.game.position());
  return std::nullopt;
}

std::vector<Sample> read_games(const std::vector<std::string>& files) {
  std::vector<Sample> samples;
  for (const std::string& file : files) {
    std::ifstream input(file);
    if (!input) throw std::runtime_error("cannot read " + file);
    std::string line;
    for (int number = 1; std::getline(input, line); ++number) {
      if (const std::optional<std::string> error = add_game(line, samples))
        throw std::runtime_error(file + ":" + std::to_string(number) + ": " + *error);
    }
  }
  return samples;
}

struct Tables {
  engine::PatternTables layout;  // the phases; its entries only once write_tables rounds the weights
  std::vector<float> weights;    // in discs, phase after phase

  const float* phase_of(const Board& board) const {
    return weights.data() +
           layout.phase_of_empties[board.empty_count()] * engine::pattern_entries_per_phase();
  }
  float* phase_of(const Board& board) { return const_cast<float*>(std::as_const(*this).phase_of(board)); }
  float predict(const Sample& sample) const {
    const float* table = phase_of(sample.board);
    float sum = 0;
    for (std::uint32_t f : sample.features) sum += table[f];
    return sum;
  }
};

Tables read_tables(const std::string& file) {
  Result<engine::PatternTables> layout = engine::read_pattern_tables_file(file);
  if (!layout) throw std::runtime_error(layout.error());
  Tables read{std::move(layout).value(), {}};
  for (std::int16_t entry : read.layout.entries) read.weights.push_back(static_cast<float>(entry) / 100.0F);
  return read;
}

void write_tables(Tables& tables, const std::string& file) {
  for (std::size_t i = 0; i < tables.weights.size(); ++i) {
    tables.layout.entries[i] =
        static_cast<std::int16_t>(std::clamp(std::lround(tables.weights[i] * 100.0F), -32767L, 32767L));
  }
  std::ofstream out(file, std::ios::binary);
  out << engine::pattern_tables_bytes(tables.layout);
  if (!out) throw std::runtime_error("cannot write " + file);
}

// The errors of several evaluations on the same positions, by range of empties.
class ErrorTable {
 public:
  static constexpr int kRangeWidth = 4;
  static constexpr int kRanges = engine::kMostEmpties / kRangeWidth;

  explicit ErrorTable(std::vector<std::string> names) : names_(std::move(names)), sums_(names_.size()) {}

  void add(const Sample& sample, bool trained_on, const std::vector<double>& predictions) {
    const int range = std::min(sample.board.empty_count(), engine::kMostEmpties - 1) / kRangeWidth;
    ++(trained_on ? training_[range] : held_out_[range]);
    if (trained_on) return;
    exact_[range] += sample.exact ? 1 : 0;
    for (std::size_t e = 0; e < names_.size(); ++e) {
      const double error = predictions[e] - sample.score;
      sums_[e][range].absolute += std::abs(error);
      sums_[e][range].squared += error * error;
    }
  }

  std::string text() const {
    std::string out = "empties  training  held-out  exact%";
    for (const std::string& name : names_)
      out += "  " + pad(name + " MAE", 14) + "  " + pad(name + " RMS", 14);
    out += '\n';
    for (int r = 0; r < kRanges; ++r) {
      char row[64];
      std::snprintf(row, sizeof row, "%2d-%-2d    %8d  %8d  %6.1f", r * kRangeWidth,
                    r * kRangeWidth + kRangeWidth - 1, training_[r], held_out_[r],
                    held_out_[r] ? 100.0 * exact_[r] / held_out_[r] : 0.0);
      out += row;
      for (const auto& sums : sums_) {
        const int n = std::max(1, held_out_[r]);
        std::snprintf(row, sizeof row, "  %14.2f  %14.2f", sums[r].absolute / n,
                      std::sqrt(sums[r].squared / n));
        out += row;
      }
      out += '\n';
    }
    return out;
  }

 private:
  struct Sums {
    double absolute = 0;
    double squared = 0;
  };
  static std::string pad(std::string text, std::size_t width) {
    return text.size() >= width ? text : std::string(width - text.size(), ' ') + text;
  }
  std::vector<std::string> names_;
  std::vector<std::array<Sums, kRanges>> sums_;
  std::array<int, kRanges> training_{};
  std::array<int, kRanges> held_out_{};
  std::array<int, kRanges> exact_{};
};

struct Options {
  std::vector<std::string> files;
  std::vector<std::string> held_out_files;
  std::string output;
  std::string initial;
  std::string report;
  int phase_width = 4;
  int pooled_from = engine::kMostEmpties;
  // Enough from zero: more passes gained nothing that shows
  // (docs/benchmarks/evaluation.md#the-whole-game-evaluation-issue-22).
  int epochs = 20;
  double rate = 0.002;
};

// The phase of each number of empties: of --phase-width empties each, and one for all
// from --pooled-from on, where the games give the fewest positions.
std::array<std::uint8_t, engine::kMostEmpties + 1> phases_of(const Options& options) {
  std::array<std::uint8_t, engine::kMostEmpties + 1> phases = engine::phases_of_width(options.phase_width);
  for (int empties = options.pooled_from; empties <= engine::kMostEmpties; ++empties)
    phases[static_cast<std::size_t>(empties)] = phases[static_cast<std::size_t>(options.pooled_from)];
  return phases;
}

void train(const Options& options) {
  Tables tables = options.initial.empty() ? Tables{engine::zero_tables(phases_of(options)), {}}
                                          : read_tables(options.initial);
  if (tables.weights.empty()) tables.weights.assign(tables.layout.entries.size(), 0.0F);
  const std::vector<Sample> samples = read_games(options.files);
  const std::vector<Sample> held_out = read_games(options.held_out_files);
  std::vector<const Sample*> order;
  for (const Sample& sample : samples) order.push_back(&sample);
  std::fprintf(stderr, "%zu positions to train on, %zu held out, %d phases\n", samples.size(),
               held_out.size(), tables.layout.phases);

  std::mt19937_64 random(1);
  for (int epoch = 0; epoch < options.epochs; ++epoch) {
    const auto step =
        static_cast<float>(options.rate * (1.0 - 0.9 * epoch / std::max(1, options.epochs - 1)));
    std::shuffle(order.begin(), order.end(), random);
    for (const Sample* sample : order) {
      const float correction = step * (sample->score - tables.predict(*sample));
      float* table = tables.phase_of(sample->board);
      for (std::uint32_t f : sample->features) table[f] += correction;
    }
    std::fprintf(stderr, "pass %d of %d done\n", epoch + 1, options.epochs);
  }
  write_tables(tables, options.output);

  // The tables as written (whole hundredths, judged as the engine will), the compiled-in
  // ones they would replace, the endgame tables (the solver's) and the features.
  const engine::PatternEvaluator written(tables.layout);
  const engine::PatternEvaluator& compiled_in = engine::PatternEvaluator::whole_game();
  const engine::PatternEvaluator& endgame = engine::PatternEvaluator::endgame();
  const engine::Evaluator features(engine::default_weights());
  ErrorTable errors({"new", "compiled-in", "endgame", "features"});
  for (const Sample& sample : samples) errors.add(sample, true, {});
  for (const Sample& sample : held_out) {
    errors.add(sample, false,
               {written.evaluate(sample.board) / double{engine::kValuePerDisc},
                compiled_in.evaluate(sample.board) / double{engine::kValuePerDisc},
                endgame.evaluate(sample.board) / double{engine::kValuePerDisc},
                features.evaluate(sample.board) / double{engine::kValuePerDisc}});
  }
  const std::string table =
      "Positions and errors in discs (held-out games) by empty squares:\n" + errors.text();
  std::fprintf(stderr, "%s", table.c_str());
  if (!options.report.empty()) {
    std::ofstream report(options.report);
    report << table;
    if (!report) throw std::runtime_error("cannot write " + options.report);
  }
}

}  // namespace
}  // namespace reversi

int main(int argc, char** argv) {
  using namespace reversi;
  Options options;
  CLI::App app{"Train the pattern evaluation on self-play games"};
  app.add_option("files", options.files, "Games, one a line as reversi_generate_games writes them")
      ->required()
      ->check(CLI::ExistingFile);
  app.add_option("--output", options.output, "Where to write the trained tables")->required();
  app.add_option("--held-out", options.held_out_files, "Games to measure the error on, never trained on")
      ->required()
      ->allow_extra_args(false)
      ->check(CLI::ExistingFile);
  app.add_option("--report", options.report, "Also write the table of errors to this file");
  app.add_option("--phase-width", options.phase_width,
                 "Empty squares a phase's tables cover (without --initial)")
      ->check(CLI::Range(1, 60));
  app.add_option("--pooled-from", options.pooled_from,
                 "Empty squares from which all positions share one phase (without --initial)")
      ->check(CLI::Range(1, 60));
  app.add_option("--epochs", options.epochs, "Passes over the data")->check(CLI::PositiveNumber);
  app.add_option("--rate", options.rate, "Learning rate at the start (it falls to a tenth)");
  app.add_option("--initial", options.initial, "Tables to start from (their phases too) instead of zeros")
      ->check(CLI::ExistingFile);
  CLI11_PARSE(app, argc, argv);
  return tools::run_reporting_errors("reversi_train_evaluation", [&] { train(options); });
}
