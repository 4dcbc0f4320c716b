// Game analysis: each move against the best, and how much it lost.
#include "engine/analysis.h"

#include <gtest/gtest.h>

namespace reversi {
namespace {

TEST(Analysis, EveryMoveIsComparedWithTheBestAndPassesAreSkipped) {
  // Black's pass after white's c1 is not a choice, so 9 moves are analysed, not 10.
  const Game game = Game::from_transcript("d3c3b3b2f5a3a1c1e3").value();
  engine::Engine engine;
  engine::SearchLimits limits;
  limits.depth = 4;
  const std::vector<engine::MoveAnalysis> analysis = engine::analyze_game(engine, game, limits);
  ASSERT_EQ(analysis.size(), 9u);
  EXPECT_EQ(analysis[8].ply, 9u);
  EXPECT_EQ(analysis[8].played, Square::E3);
  EXPECT_EQ(analysis[8].mover, Color::White);
  for (const engine::MoveAnalysis& move : analysis) {
    EXPECT_GE(move.loss(), 0);
    EXPECT_FALSE(move.exact);
  }
}

TEST(Analysis, NearTheEndTheValuesAreProvenAndAMistakeIsFound) {
  // From FFO #1 (14 empty squares, best g8 +18): playing b1 (-4) loses 22 discs.
  const Result<Position> start =
      parse_position("--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X");
  const Game game = Game::from_transcript("b1", start.value()).value();
  engine::Engine engine;
  engine::SearchLimits limits;
  limits.exact_empties = 20;
  const std::vector<engine::MoveAnalysis> analysis = engine::analyze_game(engine, game, limits);
  ASSERT_EQ(analysis.size(), 1u);
  EXPECT_TRUE(analysis[0].exact);
  EXPECT_EQ(analysis[0].best, Square::G8);
  EXPECT_EQ(analysis[0].best_value, 18 * engine::kValuePerDisc);
  EXPECT_EQ(analysis[0].played_value, -4 * engine::kValuePerDisc);
  EXPECT_EQ(engine::quality_of(analysis[0].loss()), engine::MoveQuality::Blunder);
}

TEST(Analysis, QualityThresholds) {
  EXPECT_EQ(engine::quality_of(0), engine::MoveQuality::Best);
  EXPECT_EQ(engine::quality_of(199), engine::MoveQuality::Best);
  EXPECT_EQ(engine::quality_of(200), engine::MoveQuality::Inaccuracy);
  EXPECT_EQ(engine::quality_of(400), engine::MoveQuality::Mistake);
  EXPECT_EQ(engine::quality_of(1000), engine::MoveQuality::Blunder);
}

}  // namespace
}  // namespace reversi
