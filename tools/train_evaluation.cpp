// Trains the pattern evaluation's tables on positions with exact scores (the output of
// reversi_make_training_data) by stochastic gradient descent on the squared error, and
// writes them in the format PatternEvaluator reads: little-endian 16-bit integers, in
// hundredths of a disc, bucket after bucket.
//
//   build/release/tools/reversi_train_evaluation --output weights.bin part1.txt part2.txt
//
// With --initial the training starts from existing tables instead of zeros: new data
// refines them without the data they were trained on.
//
// The error on held-out positions, for these tables and for the feature evaluation, is
// printed by bucket. With --held-out they are those files' positions, and every position of
// the training files is trained on: when tables are trained further, the positions they were
// trained on before must not be among those judging them, and only separate files keep them
// apart. Without it, one block of a hundred positions in ten is held out (blocks, so that the
// positions along one game's perfect line stay together).
#include <CLI/CLI.hpp>
#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <iterator>
#include <numeric>
#include <optional>
#include <random>
#include <sstream>

#include "core/notation.h"
#include "engine/evaluation.h"
#include "engine/patterns.h"

namespace reversi {
namespace {

struct Sample {
  Board board;
  int bucket;
  float score;
  std::array<std::uint32_t, engine::kFeaturesPerBoard> features;
};

// A score as make_training_data writes it ("+6", "-12", "0"); nothing if it is not one.
std::optional<int> parse_score(std::string_view text) {
  if (text.starts_with('+')) text.remove_prefix(1);
  int score = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), score);
  if (error != std::errc{} || end != text.data() + text.size() || text.empty()) return std::nullopt;
  if (score < -kSquareCount || score > kSquareCount) return std::nullopt;
  return score;
}

std::vector<Sample> read_samples(const std::vector<std::string>& files) {
  std::vector<Sample> samples;
  for (const std::string& file : files) {
    std::ifstream input(file);
    if (!input) throw std::runtime_error("cannot read " + file);
    std::string line;
    for (int number = 1; std::getline(input, line); ++number) {
      const std::string where = file + ":" + std::to_string(number) + ": ";
      const std::size_t last_space = line.rfind(' ');
      if (last_space == std::string::npos) throw std::runtime_error(where + "not '<position> <score>'");
      const Result<Position> position = parse_position(line.substr(0, last_space));
      if (!position) throw std::runtime_error(where + position.error());
      const std::optional<int> score = parse_score(line.substr(last_space + 1));
      if (!score) throw std::runtime_error(where + "the score is not a whole number from -64 to +64");
      const Board& board = position.value().board;
      samples.push_back(Sample{board, engine::pattern_bucket(board.empty_count()), static_cast<float>(*score),
                               engine::pattern_features(board)});
    }
  }
  return samples;
}

float predict(const std::vector<float>& weights, const Sample& sample) {
  const float* table = weights.data() + sample.bucket * engine::pattern_entries_per_bucket();
  float sum = 0;
  for (std::uint32_t f : sample.features) sum += table[f];
  return sum;
}

// Root-mean-square error by bucket, of `predict_discs` on `samples`.
template <typename Predict>
void print_errors(const char* name, const std::vector<const Sample*>& samples, Predict predict_discs) {
  std::array<double, engine::kPatternBuckets> squared{};
  std::array<int, engine::kPatternBuckets> counts{};
  for (const Sample* sample : samples) {
    const double error = predict_discs(*sample) - sample->score;
    squared[sample->bucket] += error * error;
    ++counts[sample->bucket];
  }
  std::fprintf(stderr, "%-20s", name);
  for (int b = 0; b < engine::kPatternBuckets; ++b) {
    std::fprintf(stderr, " %7.2f", counts[b] ? std::sqrt(squared[b] / counts[b]) : 0.0);
  }
  std::fprintf(stderr, "\n");
}

// Trains on `files`, prints the errors and writes the tables to `output`.
// Tables as train() writes them (and PatternEvaluator reads them), in discs.
std::vector<float> read_tables(const std::string& file) {
  std::ifstream input(file, std::ios::binary);
  if (!input) throw std::runtime_error("cannot read " + file);
  const std::string bytes{std::istreambuf_iterator<char>(input), std::istreambuf_iterator<char>()};
  const std::size_t entries = engine::pattern_entries_per_bucket() * engine::kPatternBuckets;
  if (bytes.size() != 2 * entries) {
    throw std::runtime_error(file + ": " + std::to_string(bytes.size()) + " bytes, but tables take " +
                             std::to_string(2 * entries));
  }
  std::vector<float> weights(entries);
  for (std::size_t i = 0; i < entries; ++i) {
    const auto low = static_cast<unsigned char>(bytes[2 * i]);
    const auto high = static_cast<unsigned char>(bytes[2 * i + 1]);
    weights[i] = static_cast<float>(static_cast<std::int16_t>(low | (high << 8))) / 100.0F;
  }
  return weights;
}

void train(const std::vector<std::string>& files, const std::vector<std::string>& held_out_files,
           const std::string& output, const std::string& initial, int epochs, double rate) {
  const std::size_t per_bucket = engine::pattern_entries_per_bucket();
  std::vector<float> weights =
      initial.empty() ? std::vector<float>(per_bucket * engine::kPatternBuckets, 0.0F) : read_tables(initial);
  const std::vector<Sample> samples = read_samples(files);
  const std::vector<Sample> held_out_samples = read_samples(held_out_files);
  std::vector<const Sample*> training;
  std::vector<const Sample*> held_out;
  for (const Sample& sample : held_out_samples) held_out.push_back(&sample);
  for (std::size_t i = 0; i < samples.size(); ++i) {
    const bool hold_out = held_out_files.empty() && i / 100 % 10 == 9;
    (hold_out ? held_out : training).push_back(&samples[i]);
  }
  std::fprintf(stderr, "%zu positions to train on, %zu held out\n", training.size(), held_out.size());

  if (!initial.empty()) {
    print_errors("before (held out)", held_out, [&](const Sample& s) { return predict(weights, s); });
  }
  std::mt19937_64 random(1);
  for (int epoch = 0; epoch < epochs; ++epoch) {
    const auto step = static_cast<float>(rate * (1.0 - 0.9 * epoch / std::max(1, epochs - 1)));
    std::shuffle(training.begin(), training.end(), random);
    for (const Sample* sample : training) {
      const float correction = step * (sample->score - predict(weights, *sample));
      float* table = weights.data() + sample->bucket * per_bucket;
      for (std::uint32_t f : sample->features) table[f] += correction;
    }
  }

  std::fprintf(stderr, "RMS error (discs) by bucket, held-out positions:\n%-20s", "");
  for (int b = 0; b < engine::kPatternBuckets; ++b) std::fprintf(stderr, " %7d", b);
  std::fprintf(stderr, "\n");
  print_errors("patterns", held_out, [&](const Sample& s) { return predict(weights, s); });
  const engine::Evaluator features;
  print_errors("feature evaluation", held_out,
               [&](const Sample& s) { return features.evaluate(s.board) / double{engine::kValuePerDisc}; });
  print_errors("patterns (training)", training, [&](const Sample& s) { return predict(weights, s); });

  std::ofstream out(output, std::ios::binary);
  for (float w : weights) {
    const auto hundredths = static_cast<std::int16_t>(std::clamp(std::lround(w * 100.0F), -32767L, 32767L));
    const unsigned char bytes[2] = {static_cast<unsigned char>(hundredths & 0xFF),
                                    static_cast<unsigned char>((hundredths >> 8) & 0xFF)};
    out.write(reinterpret_cast<const char*>(bytes), 2);
  }
  if (!out) throw std::runtime_error("cannot write " + output);
}

}  // namespace
}  // namespace reversi

int main(int argc, char** argv) {
  using namespace reversi;
  std::vector<std::string> files;
  std::vector<std::string> held_out_files;
  std::string output;
  std::string initial;
  // Enough from zero: the compiled-in tables took 30, for 0.02 discs less held-out error
  // (docs/benchmarks.md, with the passes and rates of each training).
  int epochs = 20;
  double rate = 0.002;
  CLI::App app{"Train the pattern evaluation on positions with exact scores"};
  app.add_option("files", files, "Training data: '<position> <score>' a line")
      ->required()
      ->check(CLI::ExistingFile);
  app.add_option("--output", output, "Where to write the trained tables")->required();
  app.add_option("--epochs", epochs, "Passes over the data")->check(CLI::PositiveNumber);
  app.add_option("--rate", rate, "Learning rate at the start (it falls to a tenth)");
  app.add_option("--initial", initial,
                 "Tables to start from (e.g. src/engine/data/pattern_weights.bin) instead of zeros")
      ->check(CLI::ExistingFile);
  app.add_option(
         "--held-out", held_out_files,
         "Positions to measure the error on instead of a tenth of the training files (all then trained on)")
      ->allow_extra_args(false)
      ->check(CLI::ExistingFile);
  CLI11_PARSE(app, argc, argv);
  try {
    train(files, held_out_files, output, initial, epochs, rate);
  } catch (const std::exception& error) {
    std::fprintf(stderr, "error: %s\n", error.what());
    return 1;
  }
  return 0;
}
