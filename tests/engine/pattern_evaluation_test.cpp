// The pattern evaluation: its features (in range, the same under every symmetry, the
// digits where they belong), reading tables, and both compiled-in sets of tables checked
// against their manifests and against the exact scores of the FFO positions, which they
// were not trained on.
#include "engine/pattern_evaluation.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <fstream>
#include <random>

#include "core/symmetry.h"
#include "engine/embedded_tables.h"
#include "engine/evaluation.h"
#include "support/ffo.h"
#include "support/random_positions.h"

namespace reversi::engine {
namespace {

TEST(PatternFeatures, InRangeAndTheSameUnderEverySymmetry) {
  for (const Position& position : testing::random_game_positions(300, 11)) {
    std::array<std::uint32_t, kFeaturesPerBoard> features = pattern_features(position.board);
    for (std::uint32_t f : features) ASSERT_LT(f, pattern_entries_per_phase());
    std::ranges::sort(features);
    for (Symmetry symmetry : kSymmetries) {
      std::array<std::uint32_t, kFeaturesPerBoard> seen =
          pattern_features(transform(position.board, symmetry));
      std::ranges::sort(seen);
      ASSERT_EQ(seen, features);
    }
  }
}

TEST(PatternFeatures, EachSquareIsOneDigitOfItsPattern) {
  // The fifth pattern is row 4 (a4-h4). At the start, black to move has e4 (a 1 in the
  // fifth digit) and white d4 (a 2 in the fourth); an empty board has all digits 0.
  const auto start = pattern_features(Board::start());
  const auto empty = pattern_features(Board{});
  EXPECT_EQ(start[4] - empty[4], 1 * 81 + 2 * 27);
  EXPECT_EQ(start[0], empty[0]);  // row 1 and its X-squares are empty
}

// Readings carried move by move through whole random games, passes included, must be the
// readings of each board read afresh; those are checked against the eight readings of
// pattern_features below (FoldedTablesGiveTheSumOfTheEightReadings).
TEST(FoldedReadings, CarriedMoveByMoveAreTheBoardsReadAfresh) {
  std::mt19937 random(41);
  int passes = 0;
  for (int game = 0; game < 200; ++game) {
    Board board = Board::start();
    FoldedReadings readings(board);
    while (!board.is_game_over()) {
      Move move;  // a pass where there is no move
      if (const Bitboard moves = board.moves()) {
        std::vector<Square> squares;
        for (Square sq : squares_of(moves)) squares.push_back(sq);
        move = board.move_at(squares[random() % squares.size()]);
      } else {
        ++passes;
      }
      board.make(move);
      readings = readings.after(move);
      const FoldedReadings afresh(board);
      for (int i = 0; i < kFoldedReadings; ++i)
        ASSERT_EQ(readings.entry(i), afresh.entry(i)) << "reading " << i << ", game " << game;
      ASSERT_EQ(readings.features(board), afresh.features(board));
    }
  }
  EXPECT_GT(passes, 0);
}

// Tables of phases 0-9, 10-19, ..., 50-60 empties that are zero but for the constant of `phase`.
std::string tables_with_constant(int phase, std::int16_t value) {
  PatternTables tables = zero_tables(phases_of_width(10));
  tables.entries[(phase + 1) * pattern_entries_per_phase() - 1] = value;
  return pattern_tables_bytes(tables);
}

TEST(PatternEvaluator, ReadsTheTablesOfEachPhaseForItsEmpties) {
  const Result<PatternEvaluator> evaluator = PatternEvaluator::from_bytes(tables_with_constant(4, -300));
  ASSERT_TRUE(evaluator) << evaluator.error();
  int in_phase = 0;
  for (const Position& position : testing::random_game_positions(200, 5)) {
    const int empties = position.board.empty_count();
    in_phase += empties >= 40 && empties < 50 ? 1 : 0;
    ASSERT_EQ(evaluator.value().evaluate(position.board), empties >= 40 && empties < 50 ? -300 : 0)
        << empties;
  }
  EXPECT_GT(in_phase, 10);
}

TEST(PatternTables, WrittenAndReadBackAreTheSame) {
  PatternTables tables = zero_tables(phases_of_width(7));
  std::mt19937 random(3);
  for (std::int16_t& entry : tables.entries) entry = static_cast<std::int16_t>(random());
  const Result<PatternTables> read = parse_pattern_tables(pattern_tables_bytes(tables));
  ASSERT_TRUE(read) << read.error();
  EXPECT_EQ(read.value().phases, 9);  // 0-6, ..., 56-59 and 60
  EXPECT_EQ(read.value().phase_of_empties, tables.phase_of_empties);
  EXPECT_EQ(read.value().entries, tables.entries);
}

// The evaluation reads folded tables, most patterns in the four rotations only (see
// patterns.h). With tables of random entries, every one a different value and many at the
// ends of their 16-bit range, it must still be the plain sum of the entries of the eight
// readings.
TEST(PatternEvaluator, FoldedTablesGiveTheSumOfTheEightReadings) {
  std::mt19937 random(23);
  std::uniform_int_distribution<int> entry(std::numeric_limits<std::int16_t>::min(),
                                           std::numeric_limits<std::int16_t>::max());
  PatternTables tables = zero_tables(phases_of_width(15));
  for (std::int16_t& weight : tables.entries)
    weight = static_cast<std::int16_t>(random() % 2 ? entry(random) : (random() % 2 ? 32767 : -32768));
  const Result<PatternEvaluator> evaluator = PatternEvaluator::from_bytes(pattern_tables_bytes(tables));
  ASSERT_TRUE(evaluator) << evaluator.error();
  for (const Position& position : testing::random_game_positions(2'000, 29)) {
    const std::int16_t* table =
        tables.entries.data() +
        tables.phase_of_empties[position.board.empty_count()] * pattern_entries_per_phase();
    int sum = 0;
    for (std::uint32_t f : pattern_features(position.board)) sum += table[f];
    ASSERT_EQ(evaluator.value().evaluate(position.board), sum) << position.board.empty_count() << " empties";
  }
}

TEST(PatternEvaluator, TablesOfTheWrongSizeAreRefusedWithTheSizeExpected) {
  const std::string bytes = tables_with_constant(0, 1);
  const Result<PatternEvaluator> evaluator = PatternEvaluator::from_bytes(bytes.substr(0, bytes.size() - 1));
  ASSERT_FALSE(evaluator);
  EXPECT_EQ(evaluator.error(), "pattern tables of 6 phases take " + std::to_string(bytes.size()) +
                                   " bytes (" + std::to_string(6 * pattern_entries_per_phase()) +
                                   " 16-bit entries after a header of 66), got " +
                                   std::to_string(bytes.size() - 1));
}

TEST(PatternEvaluator, FilesThatAreNotTablesAreRefusedSayingSo) {
  EXPECT_EQ(PatternEvaluator::from_bytes("RIFF....").error(),
            "not pattern tables (they start with RVPT and a header of 66 bytes)");
  std::string other_format = tables_with_constant(0, 1);
  other_format[4] = 2;
  EXPECT_EQ(PatternEvaluator::from_bytes(other_format).error(),
            "pattern tables of format 2, but this program reads format 1");
  std::string gap = tables_with_constant(0, 1);
  gap[5 + 60] = 7;  // 60 empties in phase 7, but no empties in phase 6
  EXPECT_EQ(PatternEvaluator::from_bytes(gap).error(),
            "pattern tables: phase 6 judges no number of empty squares");
}

// The manifest beside each set of tables names the sha256 of the tables it describes
// (tools/rebuild-evaluation.sh writes the whole-game tables' one); the build computed that
// of the tables it compiled in.
std::string sha256_in_manifest(const std::string& file) {
  std::ifstream manifest(std::string(REVERSI_TABLES_DIR) + "/" + file);
  std::string line;
  std::string listed;
  while (std::getline(manifest, line)) {
    if (line.starts_with("tables sha256: ")) listed = line.substr(line.find(": ") + 2);
  }
  return listed;
}

TEST(PatternEvaluator, CompiledInTablesAreTheOnesTheirManifestsDescribe) {
  EXPECT_EQ(sha256_in_manifest("patterns.manifest"), embedded_patterns_sha256());
  EXPECT_EQ(sha256_in_manifest("endgame_patterns.manifest"), embedded_endgame_patterns_sha256());
  EXPECT_EQ(embedded_patterns_sha256().size(), 64U);
  EXPECT_NE(embedded_patterns_sha256(), embedded_endgame_patterns_sha256());
  EXPECT_TRUE(PatternEvaluator::from_bytes(embedded_patterns()));
  EXPECT_TRUE(PatternEvaluator::from_bytes(embedded_endgame_patterns()));
}

TEST(PatternEvaluator, TrainedTablesAreTheSameUnderEverySymmetry) {
  for (const PatternEvaluator* evaluator : {&PatternEvaluator::whole_game(), &PatternEvaluator::endgame()}) {
    for (const Position& position : testing::random_game_positions(300, 12)) {
      for (Symmetry symmetry : kSymmetries) {
        ASSERT_EQ(evaluator->evaluate(transform(position.board, symmetry)),
                  evaluator->evaluate(position.board));
      }
    }
  }
}

TEST(Evaluator, UsesThePatternsUpToTheEmptiesItIsGiven) {
  const Evaluator features;
  const Evaluator near_end(default_weights(), &PatternEvaluator::endgame(), kPatternMostEmpties);
  const Evaluator whole_game(default_weights(), &PatternEvaluator::whole_game());
  int compared = 0;
  for (const Position& position : testing::random_game_positions(300, 13)) {
    const Board& board = position.board;
    ASSERT_EQ(whole_game.evaluate(board), PatternEvaluator::whole_game().evaluate(board));
    if (board.empty_count() <= kPatternMostEmpties) {
      ASSERT_EQ(near_end.evaluate(board), PatternEvaluator::endgame().evaluate(board));
      compared += near_end.evaluate(board) != features.evaluate(board) ? 1 : 0;
    } else {
      ASSERT_EQ(near_end.evaluate(board), features.evaluate(board));
    }
  }
  EXPECT_GT(compared, 0);  // the two evaluations do differ there
}

// Children evaluated one after another, their readings carried from their parent's, are
// evaluated as each alone would be: with the patterns, with the features, and across the
// empties where an evaluator switches from one to the other.
TEST(ChildEvaluator, EvaluatesEachChildAsTheEvaluatorDoes) {
  const Evaluator features;
  const Evaluator near_end(default_weights(), &PatternEvaluator::endgame(), kPatternMostEmpties);
  const Evaluator whole_game(default_weights(), &PatternEvaluator::whole_game());
  int children = 0;
  for (const Position& position : testing::random_game_positions(300, 17)) {
    const Board& board = position.board;
    for (const Evaluator* evaluator : {&features, &near_end, &whole_game}) {
      ChildEvaluator evaluate(*evaluator, board);
      for (Square sq : squares_of(board.moves())) {
        const Move move = board.move_at(sq);
        const Board child = board.after(move);
        ASSERT_EQ(evaluate(move, child), evaluator->evaluate(child)) << board.empty_count() << " empties";
        ++children;
      }
    }
  }
  EXPECT_GT(children, 3 * 300);
}

// The FFO positions 1-39 (14 to 26 empty squares) come from expert games, not from the
// training data. Both sets of tables must be nearer their exact scores than the feature
// evaluation is: the solver relies on the endgame tables for that, and the whole-game
// tables must not judge the late midgame worse than the features they replace.
TEST(PatternEvaluator, TrainedTablesAreNearerTheExactScoresThanTheFeatures) {
  std::vector<ObfProblem> problems = testing::read_ffo("fforum-1-19.obf");
  for (ObfProblem& problem : testing::read_ffo("fforum-20-39.obf")) problems.push_back(std::move(problem));
  const Evaluator features;
  double whole_game_squares = 0;
  double endgame_squares = 0;
  double feature_squares = 0;
  for (const ObfProblem& problem : problems) {
    const Board& board = problem.position.board;
    const double exact = problem.best_score();
    whole_game_squares += std::pow(PatternEvaluator::whole_game().evaluate(board) / 100.0 - exact, 2);
    endgame_squares += std::pow(PatternEvaluator::endgame().evaluate(board) / 100.0 - exact, 2);
    feature_squares += std::pow(features.evaluate(board) / 100.0 - exact, 2);
  }
  const double whole_game_error = std::sqrt(whole_game_squares / problems.size());
  const double endgame_error = std::sqrt(endgame_squares / problems.size());
  const double feature_error = std::sqrt(feature_squares / problems.size());
  RecordProperty("whole_game_rms_error", std::to_string(whole_game_error));
  RecordProperty("endgame_rms_error", std::to_string(endgame_error));
  RecordProperty("feature_rms_error", std::to_string(feature_error));
  EXPECT_LT(whole_game_error, feature_error);
  EXPECT_LT(endgame_error, feature_error);
}

}  // namespace
}  // namespace reversi::engine
