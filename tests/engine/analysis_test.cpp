// Game analysis and the explanations players read.
#include "engine/analysis.h"

#include <gtest/gtest.h>

#include "players/explanation.h"

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

TEST(Explanation, SearchMovesGiveTheExpectedScoreAndLine) {
  Decision decision{Square::A1, {}};
  decision.reason.takes_corner = true;
  decision.reason.expected_score = 6;
  decision.reason.exact = true;
  decision.reason.expected_line = {Square::A1, Square::B1, Square::Pass};
  const Sentence sentence = explain_decision(decision);
  EXPECT_EQ(sentence.english,
            "It takes the corner a1. It expects to win by 6 discs (proven). Expected line: a1 b1 pass.");
  EXPECT_EQ(sentence.japanese,
            "隅の a1 を取ります。6 石差で勝つ見込みです (読み切り)。予想手順: a1 b1 pass。");
  decision.reason.takes_corner = false;
  decision.reason.expected_score = -2;
  decision.reason.exact = false;
  decision.reason.expected_line = {Square::A1};
  EXPECT_EQ(explain_decision(decision).english, "It expects to lose by 2 discs (estimate).");
  decision.reason.expected_score = 1;
  EXPECT_EQ(explain_decision(decision).english, "It expects to win by 1 disc (estimate).");
  decision.reason.expected_score = 0;
  EXPECT_EQ(explain_decision(decision).japanese, "引き分けの見込みです (推定)。");
}

TEST(Explanation, OpennessAndFlipCounts) {
  Decision decision{Square::D3, {}};
  decision.reason.flipped = 1;
  decision.reason.openness = 3;
  EXPECT_EQ(explain_decision(decision).english,
            "A quiet move: it opens 3 empty squares next to the discs it flips.");
  decision.reason.openness = 1;  // one square, not "1 empty squares"
  EXPECT_EQ(explain_decision(decision).english,
            "A quiet move: it opens 1 empty square next to the discs it flips.");
  decision.reason.openness.reset();
  EXPECT_EQ(explain_decision(decision).english, "It flips 1 disc.");
  decision.reason.flipped = 4;
  EXPECT_EQ(explain_decision(decision).japanese, "4 枚返します。");
}

TEST(Explanation, WhatAPersonsMoveCost) {
  EXPECT_EQ(explain_loss(Square::B1, -4, Square::G8, 18, true).english,
            "b1 (-4) loses 22 discs against the best move g8 (+18) (proven).");
  EXPECT_EQ(explain_loss(Square::B1, -4, Square::G8, 18, true).japanese,
            "b1 (-4) は最善の g8 (+18) より 22 石損です (読み切り)。");
  EXPECT_EQ(explain_loss(Square::G8, 18, Square::G8, 18, false).english,
            "g8 is a best move (estimated +18).");
  EXPECT_EQ(explain_loss(Square::B1, 17, Square::G8, 18, false).english,
            "b1 (+17) loses 1 disc against the best move g8 (+18) (estimated).");
}

}  // namespace
}  // namespace reversi
